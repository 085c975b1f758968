import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import sidebars from '../../sidebars';
import type {SidebarItem} from '../../src/config/sidebar';
import {versionedSidebarJson} from '../../scripts/write-versioned-sidebars';
import {docFile, specPages, versions, type Version} from '../spec';

function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [item.id]
      : [...(item.link ? [item.link.id] : []), ...docIds(item.items)],
  );
}

function sidebarOf(version: Version): SidebarItem[] {
  if (version === 'v4') {
    return sidebars.docs as SidebarItem[];
  }
  const file = `versioned_sidebars/version-${version}-sidebars.json`;
  return JSON.parse(fs.readFileSync(file, 'utf8')).docs;
}

// spec-pages.json is the expected minimum; pages beyond it are allowed when their file exists.
for (const version of versions) {
  test(`${version} sidebar holds every expected page once, and only pages that exist`, () => {
    const ids = docIds(sidebarOf(version));
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.deepEqual(duplicates, [], 'pages listed twice');
    assert.deepEqual(ids.filter((id) => !fs.existsSync(docFile(version, id))), [], 'pages without a file');
    assert.deepEqual(specPages[version].filter((id) => !ids.includes(id)), [], 'expected pages missing');
  });
}

for (const version of versions.filter((v) => v !== 'v4')) {
  test(`versioned_sidebars for ${version} match the shared outline (run npm run sidebars:versions)`, () => {
    const file = `versioned_sidebars/version-${version}-sidebars.json`;
    assert.equal(fs.readFileSync(file, 'utf8'), versionedSidebarJson(version));
  });
}

test('versions.json lists v3 then v2', () => {
  assert.deepEqual(JSON.parse(fs.readFileSync('versions.json', 'utf8')), ['v3', 'v2']);
});

/** Navbar items that open a doc, nested dropdowns included. */
function navbarDocIds(items: {type?: string; docId?: string; items?: unknown[]}[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.docId ? [item.docId] : []),
    ...navbarDocIds((item.items ?? []) as typeof items),
  ]);
}

// The navbar of every version's pages opens that version's doc of the same id:
// an id missing from one version breaks the build of every page of it.
test('every navbar doc link names a page that exists in every version', async () => {
  const {default: config} = await import('../../docusaurus.config');
  const navbar = (config.themeConfig as {navbar: {items: Parameters<typeof navbarDocIds>[0]}}).navbar;
  const ids = navbarDocIds(navbar.items);
  assert.ok(ids.length >= 5, `${ids.length} navbar doc links`);
  for (const version of versions) {
    assert.deepEqual(ids.filter((id) => !fs.existsSync(docFile(version, id))), [], `navbar links to pages ${version} lacks`);
  }
});
