/**
 * A source archive has no git history (`git archive`, a release tarball, a
 * Docker context without `.git`). The site must still build: without dates,
 * with one warning. Builds the last commit, so commit before relying on it.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NO_HISTORY_WARNING} from '../../src/config/lastUpdate';
import {build, OUT_DIR, root} from './siteCopy';

test('the last commit, unpacked from `git archive` without history, builds without last-update dates and says so once', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-archive-'));
  after(() => fs.rmSync(dir, {recursive: true, force: true}));
  execSync(`git archive --format=tar HEAD | tar -x -C ${JSON.stringify(dir)}`, {cwd: root});
  assert.ok(!fs.existsSync(path.join(dir, '.git')));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));

  const {status, output} = build(dir);
  assert.equal(status, 0, output);
  assert.equal(output.split(NO_HISTORY_WARNING).length - 1, 1, 'the warning is printed exactly once');
  const page = fs.readFileSync(path.join(dir, OUT_DIR, 'docs/deploy-manual/intro/index.html'), 'utf8');
  assert.match(page, /<h1>/);
  assert.doesNotMatch(page, /theme-last-updated/);
});
