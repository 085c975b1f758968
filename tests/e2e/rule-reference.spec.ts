/**
 * A reader who types a rule key or a rule's Chinese name into the search box
 * lands on that rule's anchor, in the version being read.
 * (Search-box selectors follow search-local.spec.ts; keep them in step when the search changes.)
 */
import {test, expect, type Page} from '@playwright/test';
import {docUrl, gotoHydrated, treePath, type Version} from './helpers';
import {pagesOf} from '../../src/plugins/rule-reference/generate';
import {readRules} from '../../src/plugins/rule-reference/data';

async function searchAndPick(page: Page, version: Version, query: string) {
  await gotoHydrated(page, docUrl(version, 'audit-rules/intro'));
  await page.locator('.navbar__search input').first().click();
  const box = page.locator('input.navbar__search-input:not([data-search-placeholder])');
  await expect(box).toBeFocused();
  await box.fill(query);
  // The index loads on first use; give it time on a busy machine.
  await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible({timeout: 15_000});
  // Enter lists the hits on the search page; the reader opens the first one.
  await box.press('Enter');
  const firstHit = page.locator('article[class*="searchResultItem"] h2 a').first();
  await expect(firstHit).toBeVisible();
  await firstHit.click();
}

/** The page (doc id) and heading of a rule in a version, from the same data the pages are generated from. */
function ruleInVersion(version: Version, key: string) {
  const slug = pagesOf(version).find((p) => p.keys.includes(key))!.slug;
  const rule = readRules(version).rules.find((r) => r.key === key)!;
  return {path: `${treePath[version]}/audit-rules/${slug}`, name: rule.name};
}

const cases: [Version, string, 'key' | 'name'][] = [
  ['v4', 'SQLE00001', 'key'],
  ['v4', 'ddl_check_table_without_if_not_exists', 'key'],
  ['v3', 'ddl_check_table_without_if_not_exists', 'key'],
  ['v2', 'ddl_check_table_without_if_not_exists', 'key'],
  ['v3', 'ddl_check_pk_not_exist', 'name'],
];

for (const [version, key, by] of cases) {
  test(`${version}: searching a rule by ${by} lands on #${key} in ${version}`, async ({page}) => {
    const {path, name} = ruleInVersion(version, key);
    await searchAndPick(page, version, by === 'key' ? key : name);
    await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${key}`);
    await expect(page.locator(`[id="${key}"]`)).toBeInViewport();
  });
}
