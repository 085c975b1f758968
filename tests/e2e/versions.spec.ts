import {test, expect, docUrl, gotoHydrated} from './helpers';

test('the version dropdown lists v4, v3, v2 and opens the v3 twin of a page', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/Docker'));
  const dropdown = page.locator('.navbar__item.dropdown', {has: page.locator('a.navbar__link', {hasText: 'v4'})});
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a');
  await expect(items).toHaveText(['v4', 'v3', 'v2']);
  await items.filter({hasText: 'v3'}).click();
  await expect(page).toHaveURL(new RegExp(`${docUrl('v3', 'deploy-manual/Docker')}$`));

  const stored = await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
  expect(stored).toBe('v3');

  // Navbar doc links now follow the stored preference, also from outside the docs.
  await gotoHydrated(page, '/sqle-docs/');
  await expect(page.locator('.navbar a.navbar__link', {hasText: '安装部署'})).toHaveAttribute(
    'href',
    docUrl('v3', 'deploy-manual/intro'),
  );
});
