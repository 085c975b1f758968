import {test, expect, docUrl, gotoHydrated, sidebarHrefs, specPages, versions} from './helpers';

for (const version of versions) {
  test(`${version}: the sidebar shows exactly this version's pages`, async ({page}) => {
    await gotoHydrated(page, docUrl(version, 'intro'));
    const hrefs = await sidebarHrefs(page);
    const expected = specPages[version].map((id) => docUrl(version, id));
    expect(new Set(hrefs).size, 'no page twice').toBe(hrefs.length);
    expect([...hrefs].sort()).toEqual([...expected].sort());
  });
}

test('categories start expanded, collapse on click and stay expanded otherwise', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  const carets = page.locator('nav.menu button.menu__caret');
  await expect(carets.first()).toBeVisible();
  for (const state of await carets.evaluateAll((b) => b.map((x) => x.getAttribute('aria-expanded')))) {
    expect(state).toBe('true');
  }
  const deploy = page.locator('nav.menu li.menu__list-item', {has: page.locator('> div > a', {hasText: '安装部署'})});
  await deploy.locator('> div > button.menu__caret').click();
  await expect(deploy.locator('> div > button.menu__caret')).toHaveAttribute('aria-expanded', 'false');
  await expect(deploy.locator('a[href$="/deploy-manual/rpm"]')).toBeHidden();

  // Navigating elsewhere keeps the other categories open (no auto-collapse).
  await page.locator('nav.menu a[href$="/docs/guide"]').click();
  await expect(page).toHaveURL(/\/docs\/guide$/);
  const userManual = page.locator('nav.menu li.menu__list-item', {has: page.locator('> div > a', {hasText: '用户手册'})});
  await expect(userManual.locator('> div > button.menu__caret')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('nav.menu button.menu__caret[aria-expanded="false"]')).toHaveCount(1);
});

test('the sidebar marks the page being read, inside its open category, and offers no button to hide it', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/rpm'));
  const sidebar = page.getByRole('navigation', {name: '文档侧边栏'});
  await expect(sidebar).toBeVisible();
  const current = sidebar.locator('a[aria-current="page"]');
  const holdsCurrent = page.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('href', docUrl('v4', 'deploy-manual/rpm'));
  const category = sidebar.locator('li.menu__list-item', {has: holdsCurrent}).locator('> div > button[aria-expanded]').first();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  // Docusaurus's hideable sidebar adds a「收起侧边栏」button at its foot.
  await expect(page.getByRole('button', {name: '收起侧边栏'})).toHaveCount(0);
  await expect(page.getByTitle('收起侧边栏')).toHaveCount(0);
});

// On a narrow screen the sidebar list keeps its server HTML while the page
// hydrates (src/components/DesktopOnly); on a desktop screen it is hydrated in
// place, so a reader who scrolled it before the scripts ran keeps the place.
test('on a desktop screen the sidebar a reader scrolled before the scripts ran stays where it was', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(docUrl('v4', 'user-manual/intro'));
  const menu = page.getByRole('navigation', {name: '文档侧边栏'});
  const box = (await menu.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => menu.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(300);
  const scrolled = await menu.evaluate((nav) => nav.scrollTop);
  const serverMenu = await menu.elementHandle();

  releaseScripts();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await page.waitForTimeout(500);
  expect(await serverMenu!.evaluate((nav) => nav.isConnected), 'the menu the reader scrolled is still the one shown').toBe(true);
  expect(await menu.evaluate((nav) => nav.scrollTop)).toBe(scrolled);
  // And it works: a category collapses on click.
  const caret = menu.locator('button.menu__caret').first();
  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
});

test('halfway down a long page the sidebar and the table of contents are still in view, the sidebar within the window', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, docUrl('v4', 'deploy-manual/config'));
  await page.mouse.move(640, 400);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 1000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(4000);
  const menu = page.getByRole('navigation', {name: '文档侧边栏'});
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(menu.locator('a[aria-current="page"]')).toBeInViewport();
  await expect(toc).toBeInViewport();
  // The menu scrolls inside a sidebar as tall as the window, not with the page.
  const box = await menu.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
});

for (const version of versions) {
  test(`${version}: the generated SUMMARY lists every page of the version`, async ({page}) => {
    await gotoHydrated(page, docUrl(version, 'SUMMARY'));
    const listed = await page
      .locator('article .markdown li a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const expected = specPages[version].map((id) => docUrl(version, id));
    expect([...new Set(listed)].sort()).toEqual([...expected].sort());
  });
}

// Phones build the drawer when the menu button is reached (src/theme/Navbar/MobileSidebar).
test.describe('on a phone', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 800}});

  test('a tap on the menu button opens this version\'s pages, marks the current one and a tap follows one', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await gotoHydrated(page, docUrl('v4', 'deploy-manual/rpm'));
    await expect(page.getByRole('navigation', {name: '文档侧边栏'})).toBeHidden();
    await page.locator('button.navbar__toggle').tap();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('a[aria-current="page"][href$="/docs/deploy-manual/rpm"]')).toBeVisible();
    await drawer.locator('a[href$="/docs/deploy-manual/ports"]').tap();
    await expect(page).toHaveURL(/\/docs\/deploy-manual\/ports$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator('article h1')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('turned to a wide screen, the page gets a working desktop sidebar and table of contents', async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'deploy-manual/rpm'));
    await page.setViewportSize({width: 1280, height: 800});
    const sidebar = page.getByRole('navigation', {name: '文档侧边栏'});
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', /\/deploy-manual\/rpm$/);
    const deploy = sidebar.locator('li.menu__list-item', {has: page.locator('> div > a', {hasText: '安装部署'})});
    await deploy.locator('> div > button.menu__caret').click();
    await expect(deploy.locator('a[href$="/deploy-manual/rpm"]')).toBeHidden();
    await expect(page.locator('.theme-doc-toc-desktop a.table-of-contents__link').first()).toBeVisible();
  });
});
