/**
 * A broken site must not build. Each case copies the project (real config,
 * real pages) to a temporary folder, breaks one thing and expects
 * `docusaurus build` to fail with a message naming what is broken.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const COPIED = [
  'docusaurus.config.ts', 'sidebars.ts', 'versions.json', 'package.json', 'tsconfig.json',
  'docs', 'versioned_docs', 'versioned_sidebars', 'src', 'static', 'i18n',
];
const copies: string[] = [];
after(() => copies.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function siteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-fault-'));
  copies.push(dir);
  for (const entry of COPIED) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // Last-updated times come from git, so the copy needs a history of its own.
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=fault', '-c', 'user.email=fault@localhost', ...args], {cwd: dir});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'site copy');
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  assert.notEqual(after, before, `the fault was injected into ${file}`);
  fs.writeFileSync(full, after);
}

function build(dir: string): {status: number | null; output: string} {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', 'fault-build'],
    {cwd: dir, encoding: 'utf8', env: {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''}},
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

function expectFailure(dir: string, named: RegExp): void {
  const {status, output} = build(dir);
  assert.notEqual(status, 0, 'docusaurus build must fail');
  assert.match(output, named);
}

test('a broken internal link fails the build and names the page', () => {
  const dir = siteCopy();
  edit(dir, 'docs/guide.md', (text) => `${text}\n\n[去不存在的页面](/docs/no-such-page-anywhere)\n`);
  expectFailure(dir, /\/sqle-docs\/docs\/guide[\s\S]*no-such-page-anywhere/);
});

test('malformed MDX fails the build and names the file', () => {
  const dir = siteCopy();
  edit(dir, 'docs/online-demo.md', (text) => `${text}\n\n<div>未闭合的标签\n`);
  expectFailure(dir, /online-demo\.md/);
});

test('a sidebar entry naming a missing doc id fails the build and names the id', () => {
  const dir = siteCopy();
  edit(dir, 'sidebars.ts', (text) =>
    text.replace("docs: buildSidebar('docs'),", "docs: [...buildSidebar('docs'), {type: 'doc', id: 'no-such-sidebar-doc'}],"),
  );
  expectFailure(dir, /no-such-sidebar-doc/);
});

test('a navbar docId that does not exist fails the build and names the id', () => {
  const dir = siteCopy();
  edit(dir, 'docusaurus.config.ts', (text) => text.replace("docId: 'online-demo'", "docId: 'no-such-navbar-doc'"));
  expectFailure(dir, /no-such-navbar-doc/);
});
