/**
 * A broken site must not build. Each case copies the project (real config,
 * real pages) to a temporary folder, breaks one thing and expects
 * `docusaurus build` to fail with a message naming what is broken. A broken
 * link is checked in ./source-archive.test.ts, on the build it makes anyway.
 * A navbar link to a missing doc is caught sooner, by a unit test of the
 * config (tests/unit/sidebars.test.ts): its build only failed after bundling.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {build, edit, siteCopy} from './siteCopy';

function expectFailure(dir: string, named: RegExp): void {
  const {status, output} = build(dir);
  assert.notEqual(status, 0, 'docusaurus build must fail');
  assert.match(output, named);
}

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
