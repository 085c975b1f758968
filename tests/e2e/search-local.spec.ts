import {test, expect, type Page} from '@playwright/test';
import {docUrl, gotoHydrated, treePath} from './helpers';

const input = (page: Page) => page.locator('input.navbar__search-input');

async function suggestionHrefs(page: Page): Promise<string[]> {
  const hits = page.locator('.navbar__search .aa-suggestion');
  await expect(hits.first()).toBeVisible();
  return hits.evaluateAll((els) =>
    els.map((el) => (el.querySelector('a') as HTMLAnchorElement | null)?.pathname ?? ''),
  );
}

for (const [name, press] of [
  ['Ctrl+K', 'Control+k'],
  ['Meta+K', 'Meta+k'],
  ['/', '/'],
] as const) {
  test(`${name} opens the search box`, async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'intro'));
    await expect(input(page)).not.toBeFocused();
    await page.keyboard.press(press);
    await expect(input(page)).toBeFocused();
  });
}

test('"/" typed into a field stays a slash', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await input(page).focus();
  await page.keyboard.type('a/b');
  await expect(input(page)).toHaveValue('a/b');
});

test('a Chinese term finds pages of the version being read', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await input(page).fill('工单');
  const v4Hits = await suggestionHrefs(page);
  expect(v4Hits.length).toBeGreaterThan(0);
  for (const href of v4Hits) {
    expect(href).toMatch(/^\/sqle-docs\/docs\/(?!v3\/|v2\/)/);
  }

  await gotoHydrated(page, docUrl('v3', 'intro'));
  await input(page).fill('工单');
  const v3Hits = await suggestionHrefs(page);
  expect(v3Hits.length).toBeGreaterThan(0);
  for (const href of v3Hits) {
    expect(href.startsWith(`${treePath.v3}/`)).toBe(true);
  }
});

test('Enter opens the search page with the query', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await input(page).fill('工单');
  await suggestionHrefs(page);
  await input(page).press('Enter');
  await expect(page).toHaveURL(/\/sqle-docs\/search\/?\?.*q=%E5%B7%A5%E5%8D%95/);
  await expect(page.locator('main h1')).toContainText('工单');
  await expect(page.locator('main article, main a[href*="/docs/"]').first()).toBeVisible();
});

test('nonsense gets the Chinese no-results text with a suggestion', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await input(page).fill('qzxqzxwv');
  await expect(page.getByText('没有找到相关文档。试试更短的关键词，或换个说法。')).toBeVisible();
});

test('a failed index request tells the reader to check the network', async ({page}) => {
  await page.route('**/search-index*.json*', (route) => route.abort());
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await input(page).click();
  await input(page).fill('工单');
  await expect(page.getByRole('alert')).toContainText('请检查网络连接');
});

test('the target page highlights the searched term', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await input(page).fill('工单');
  await suggestionHrefs(page);
  await input(page).press('ArrowDown');
  await input(page).press('Enter');
  await expect(page).toHaveURL(/_highlight=/);
  await expect(page.locator('article mark').first()).toBeVisible();
});
