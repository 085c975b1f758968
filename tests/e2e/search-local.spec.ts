import {test, expect, type Page} from '@playwright/test';
import {docUrl, gotoHydrated, treePath} from './helpers';

/** The search plugin's box; a light placeholder stands in until first use. */
const input = (page: Page) => page.locator('input.navbar__search-input:not([data-search-placeholder])');

async function openSearch(page: Page) {
  await page.locator('.navbar__search input').first().click();
  await expect(input(page)).toBeFocused();
  return input(page);
}

const suggestions = (page: Page) => page.locator('.navbar__search [role="option"]');
/** Result links on the full search page. */
const resultLinks = (page: Page) => page.locator('article[class*="searchResultItem"] h2 a');

async function resultPaths(page: Page): Promise<string[]> {
  await expect(resultLinks(page).first()).toBeVisible();
  return resultLinks(page).evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
}

for (const [name, press] of [
  ['Ctrl+K', 'Control+k'],
  ['Meta+K', 'Meta+k'],
  ['/', '/'],
] as const) {
  test(`${name} opens the search box`, async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'intro'));
    await expect(page.locator('.navbar__search input:focus')).toHaveCount(0);
    await page.keyboard.press(press);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('aria-label', '搜索');
  });
}

test('"/" typed into a field stays a slash', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await openSearch(page);
  await page.keyboard.type('a/b');
  await expect(input(page)).toHaveValue('a/b');
});

for (const [version, inVersion] of [
  ['v4', (path: string) => /^\/sqle-docs\/docs\/(?!v3\/|v2\/)/.test(path)],
  ['v3', (path: string) => path.startsWith(`${treePath.v3}/`)],
] as const) {
  test(`${version}: a Chinese term finds pages of the version being read`, async ({page}) => {
    await gotoHydrated(page, docUrl(version, 'intro'));
    const box = await openSearch(page);
    await box.fill('工单');
    await expect(suggestions(page).first()).toBeVisible();
    // Enter lists every hit on the search page, still within this version.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?/);
    const paths = await resultPaths(page);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.filter((path) => !inVersion(path))).toEqual([]);
  });
}

test('Enter opens the search page with the query', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await (await openSearch(page)).fill('工单');
  await expect(suggestions(page).first()).toBeVisible();
  await input(page).press('Enter');
  await expect(page).toHaveURL(/\/sqle-docs\/search\/?\?.*q=%E5%B7%A5%E5%8D%95/);
  await expect(page.locator('h1')).toContainText('工单');
  await expect(resultLinks(page).first()).toBeVisible();
});

test('nonsense gets the Chinese no-results text with a suggestion', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await (await openSearch(page)).fill('qzxqzxwv');
  await expect(page.getByText('没有找到相关文档。试试更短的关键词，或换个说法。')).toBeVisible();
});

test('a failed index request tells the reader to check the network', async ({page}) => {
  await page.route('**/search-index*.json*', (route) => route.abort());
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await (await openSearch(page)).fill('工单');
  await expect(page.getByRole('alert')).toContainText('请检查网络连接');
});

test('the target page highlights the searched term', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await (await openSearch(page)).fill('工单');
  await expect(suggestions(page).first()).toBeVisible();
  await input(page).press('ArrowDown');
  await input(page).press('Enter');
  await expect(page).toHaveURL(/_highlight=/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('the search engine loads only when the reader reaches for search', async ({page}) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index|worker/.test(request.url())) searchRequests.push(request.url());
  });
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);
  await (await openSearch(page)).fill('工单');
  await expect(suggestions(page).first()).toBeVisible();
  expect(searchRequests.length).toBeGreaterThan(0);
});
