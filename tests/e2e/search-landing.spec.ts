/**
 * A reader who types a rule key or a rule's Chinese name into the search box
 * and opens the first hit lands on that rule, in the version being read; one who
 * pastes an error message and opens the first hit lands on the troubleshooting
 * page of that version.
 */
import type {Page} from '@playwright/test';
import fs from 'node:fs';
import {test, expect, docFile, docUrl, gotoHydrated, treePath, type Version} from './helpers';
import {pagesOf} from '../../src/plugins/rule-reference/generate';
import {readRules} from '../../src/plugins/rule-reference/data';

const box = (page: Page) => page.getByRole('combobox', {name: '搜索文档'});

/** Types (or pastes) the query into the navbar box; returns the dropdown's first hit once it answers this query. */
async function search(page: Page, version: Version, query: string, how: 'type' | 'paste' = 'type') {
  await gotoHydrated(page, docUrl(version, 'intro'));
  await box(page).click();
  if (how === 'paste') {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), query);
    await page.keyboard.press('Control+V');
  } else {
    await page.keyboard.type(query, {delay: 20});
  }
  const firstHit = page.locator(`.navbar__search [data-results-for="${query}"]`).getByRole('option').getByRole('link').first();
  // The index loads on first use; give it time on a busy machine.
  await expect(firstHit).toBeVisible({timeout: 15_000});
  return firstHit;
}


/** The page of a rule in a version, from the same data the pages are generated from. */
function rulePage(version: Version, key: string) {
  const slug = pagesOf(version).find((p) => p.keys.includes(key))!.slug;
  const rule = readRules(version).rules.find((r) => r.key === key)!;
  return {path: `${treePath[version]}/audit-rules/${slug}`, name: rule.name};
}

const ruleCases: [Version, string, 'key' | 'name'][] = [
  ['v4', 'SQLE00001', 'key'],
  ['v4', 'ddl_check_table_without_if_not_exists', 'key'],
  ['v3', 'ddl_check_table_without_if_not_exists', 'key'],
  ['v2', 'ddl_check_table_without_if_not_exists', 'key'],
  ['v3', 'ddl_check_pk_not_exist', 'name'],
];

for (const [version, key, by] of ruleCases) {
  test(`${version}: searching ${key} by its ${by} and opening the first hit lands on the rule in ${version}`, async ({page}) => {
    const {path, name} = rulePage(version, key);
    await (await search(page, version, by === 'key' ? key : name)).click();
    await expect(page).toHaveURL((url) => url.pathname === path && decodeURIComponent(url.hash) === `#${key}`);
    await expect(page.locator(`[id="${key}"]`)).toBeInViewport();
  });
}

/** Messages of a version's troubleshooting page that hold no placeholder: what a reader pastes as is. */
function pastedMessages(version: Version, count: number): {message: string; id: string}[] {
  const page = fs.readFileSync(docFile(version, 'deploy-manual/troubleshooting'), 'utf8');
  return [...page.matchAll(/^### `([^`<]+)` \{\/\*#([\w-]+)\*\/\}$/gm)]
    .map(([, message, id]) => ({message, id}))
    .filter(({message}) => message.length >= 12)
    .slice(0, count);
}

for (const version of ['v4', 'v3', 'v2'] as const) {
  for (const {message, id} of pastedMessages(version, 2)) {
    test(`${version}: pasting "${message}" and opening the first hit lands on the troubleshooting page`, async ({page}) => {
      await (await search(page, version, message, 'paste')).click();
      await expect(page).toHaveURL((url) => url.pathname === docUrl(version, 'deploy-manual/troubleshooting'));
      await expect(page.locator(`[id="${id}"]`)).toBeAttached();
    });
  }
}
