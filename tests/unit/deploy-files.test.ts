/**
 * The Compose files served under static/files/<version>/ are the ones the
 * deploy pages explain: each Compose page shows them verbatim, quick start and
 * offline install link to them, and the files stay safe for an intranet
 * (pinned SQLE image, no password in the file, MySQL not published).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {docFile, versions} from '../spec';

const FILES = ['docker-compose.yaml', 'sqle.env', 'db.sql'];
const filesDir = (version: string) => path.join('static/files', version);

/** v2 named the Compose page differently; the first existing id wins. */
const composePage = (version: (typeof versions)[number]) =>
  ['deploy-manual/DockerCompose', 'deploy-manual/docker-compose']
    .map((id) => docFile(version, id))
    .find((file) => fs.existsSync(file))!;

/** Top-level service blocks of a Compose file, by name (two-space indent). */
function services(compose: string): Record<string, string> {
  const body = compose.split(/^services:\n/m)[1].split(/^\S/m)[0];
  const blocks: Record<string, string> = {};
  for (const part of body.split(/^(?= {2}\S)/m)) {
    const name = /^ {2}([\w-]+):/.exec(part)?.[1];
    if (name) blocks[name] = part;
  }
  return blocks;
}

for (const version of versions) {
  const dir = filesDir(version);

  test(`${version}: the Compose page shows the downloadable files verbatim`, () => {
    const page = fs.readFileSync(composePage(version), 'utf8');
    for (const name of FILES) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      assert.ok(page.includes('\n' + text + '```'), `${composePage(version)} does not show ${dir}/${name} as is`);
      assert.ok(page.includes(`(pathname:///files/${version}/${name})`), `${composePage(version)} does not link ${name}`);
    }
  });

  test(`${version}: offline install links the same files`, () => {
    const page = fs.readFileSync(docFile(version, 'deploy-manual/offline'), 'utf8');
    for (const name of FILES) {
      assert.ok(page.includes(`(pathname:///files/${version}/${name})`), `offline page does not link ${name}`);
    }
  });

  test(`${version}: the Compose file is pinned and keeps secrets and MySQL inside`, () => {
    const compose = fs.readFileSync(path.join(dir, 'docker-compose.yaml'), 'utf8');
    const env = fs.readFileSync(path.join(dir, 'sqle.env'), 'utf8');
    const blocks = services(compose);

    const envImage = /^SQLE_IMAGE=(.+)$/m.exec(env)?.[1];
    assert.match(envImage ?? '', /^actiontech\/sqle-ce:\d+\.\d{4}\.\d+$/, 'sqle.env pins SQLE_IMAGE to a release tag');
    assert.ok(blocks.sqle.includes(`\${SQLE_IMAGE:-${envImage}}`), 'the file falls back to the same image as sqle.env');

    assert.match(env, /^MYSQL_ROOT_PASSWORD=$/m, 'sqle.env ships no MySQL password');
    assert.match(compose, /MYSQL_ROOT_PASSWORD: \$\{MYSQL_ROOT_PASSWORD:\?/, 'Compose refuses to start without a password');
    assert.doesNotMatch(compose, /PASSWORD: (?!\$\{)/, 'no literal password in the Compose file');

    for (const [name, block] of Object.entries(blocks)) {
      if (name !== 'sqle') assert.doesNotMatch(block, /^ {4}ports:/m, `service ${name} publishes no port`);
    }
  });
}
