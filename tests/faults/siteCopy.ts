/** Builds of the project outside its checkout: copies without git history. */
import {after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const OUT_DIR = 'copy-build';

const COPIED = [
  'docusaurus.config.ts', 'sidebars.ts', 'versions.json', 'package.json', 'tsconfig.json',
  'docs', 'versioned_docs', 'versioned_sidebars', 'src', 'static', 'i18n', 'product-data', 'rule-notes', 'release-notes',
  // scripts/generate-pages.ts writes the generated pages (npm's prebuild hook runs it).
  'scripts',
];

/** The working tree's site (uncommitted edits included) in a temporary folder, removed after the tests. */
export function siteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-copy-'));
  after(() => fs.rmSync(dir, {recursive: true, force: true}));
  for (const entry of COPIED) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

export function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, 'utf8');
  const changed = change(before);
  assert.notEqual(changed, before, `the fault was injected into ${file}`);
  fs.writeFileSync(full, changed);
}

/**
 * `docusaurus build` in `dir` with the local search. Only the current docs
 * (DOCS_VERSIONS=v4): the older versions go through the same code, and
 * leaving them out makes each build about a third quicker. Unminified:
 * minifying finds no fault and costs a third of the build. No persistent
 * cache: a temporary folder would leave an entry in node_modules/.cache per run.
 */
export function build(dir: string): {status: number | null; output: string} {
  // What `npm run build` runs first (its prebuild hook): the generated pages.
  const generated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate-pages.ts', '--require-notes'], {cwd: dir, encoding: 'utf8'});
  if (generated.status !== 0) {
    return {status: generated.status, output: `${generated.stdout}\n${generated.stderr}`};
  }
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--no-minify', '--out-dir', OUT_DIR],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, DOCS_VERSIONS: 'v4', ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: '', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    },
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}
