/**
 * Two checks share one build, the most expensive step of `npm test`'s fault
 * builds:
 * - A source archive has no git history (`git archive`, a release tarball, a
 *   Docker context without `.git`). The site must still build: without dates,
 *   with one warning.
 * - A broken internal link fails the build and names the page. Docusaurus
 *   checks links after every page is written and the search index built, so
 *   a build whose only fault is one planted link shows both: every page is
 *   there, and the link is the only thing reported.
 * Builds the last commit, so commit before relying on it.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NO_HISTORY_WARNING} from '../../src/config/lastUpdate';
import {build, edit, OUT_DIR, root} from './siteCopy';

test('the last commit, unpacked from `git archive`, builds every page without last-update dates and says so once; a link to a missing page fails that build and is the one thing named', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-archive-'));
  after(() => fs.rmSync(dir, {recursive: true, force: true}));
  execSync(`git archive --format=tar HEAD | tar -x -C ${JSON.stringify(dir)}`, {cwd: root});
  assert.ok(!fs.existsSync(path.join(dir, '.git')));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  edit(dir, 'docs/guide.md', (text) => `${text}\n\n[去不存在的页面](/docs/no-such-page-anywhere)\n`);

  const {status, output} = build(dir);
  assert.notEqual(status, 0, 'docusaurus build must fail on the broken link');
  assert.match(output, /Docusaurus found broken links![\s\S]*\/sqle-docs\/docs\/guide[\s\S]*no-such-page-anywhere/);
  assert.equal(output.split('-> linking to').length - 1, 1, `only the planted link is broken:\n${output}`);
  assert.doesNotMatch(output, /broken anchors/);

  assert.equal(output.split(NO_HISTORY_WARNING).length - 1, 1, 'the warning is printed exactly once');
  const page = fs.readFileSync(path.join(dir, OUT_DIR, 'docs/deploy-manual/intro/index.html'), 'utf8');
  assert.match(page, /<h1>/);
  assert.doesNotMatch(page, /theme-last-updated/);
  // The search index, written after the pages, before the link check.
  assert.ok(fs.existsSync(path.join(dir, OUT_DIR, 'pagefind/current/pagefind.js')), 'the build got past its last step before the link check');
});
