import {ports, origin} from '../servers';
import {test, expect, docUrl, gotoHydrated} from './helpers';

test('the default build talks to no host but the local server', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await gotoHydrated(page, '/sqle-docs/');
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input:not([data-search-placeholder])')).toBeFocused();
  await page.keyboard.type('工单');
  await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const local = origin(ports.site);
  const elsewhere = requested.filter((url) => !url.startsWith(`${local}/`) && !url.startsWith('data:'));
  expect(requested.length).toBeGreaterThan(5);
  expect(elsewhere).toEqual([]);
});
