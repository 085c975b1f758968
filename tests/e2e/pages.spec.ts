import type {Request} from '@playwright/test';
import {test, expect, docUrl, specPages, treePath, versions, gotoHydrated} from './helpers';

for (const version of versions) {
  test(`${version}: every expected page answers 200 with its own page`, async ({request}) => {
    for (const id of specPages[version]) {
      const response = await request.get(docUrl(version, id));
      expect(response.status(), `${version} ${id}`).toBe(200);
      const html = await response.text();
      expect(html, `${version} ${id} renders an article`).toContain('<article');
      // The not-found page's title; a page may well mention a missing page in its text.
      expect(html, `${version} ${id} is not the not-found page`).not.toMatch(/<title[^>]*>找不到页面/);
    }
  });

  test(`${version}: the tree root redirects to its intro`, async ({page}) => {
    await page.goto(treePath[version]);
    await expect(page).toHaveURL(new RegExp(`${treePath[version]}/intro$`));
    await expect(page.locator('article h1')).toBeVisible();
  });
}

// A page's HTML names the route chunks its first render needs (src/plugins/bundler/pageChunks.ts),
// so the browser fetches them with main.js rather than once main.js has run.
test('a page opened directly fetches the scripts its HTML names and no other before it works', async ({page}) => {
  for (const url of ['/sqle-docs/', docUrl('v4', 'user-manual/intro'), docUrl('v4', 'audit-rules/dml'), docUrl('v2', 'intro'), '/sqle-docs/search']) {
    const fetched: string[] = [];
    const onRequest = (request: Request) => {
      const {pathname} = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/sqle-docs/assets/js/')) fetched.push(pathname);
    };
    page.on('request', onRequest);
    await gotoHydrated(page, url);
    page.off('request', onRequest);
    const named = JSON.parse((await page.locator('script[data-scripts]').getAttribute('data-scripts'))!) as string[];
    // The webpack runtime and main.js, and the chunks of the page's route.
    expect(named.length, url).toBeGreaterThan(2);
    expect(fetched.filter((script) => !named.includes(script)), url).toEqual([]);
  }
});

test('an unknown path gets the Chinese not-found page with HTTP 404', async ({page}) => {
  const response = await page.goto('/sqle-docs/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: '找不到页面'})).toBeVisible();
  await expect(page.getByText('没有找到你要访问的页面。')).toBeVisible();
});

test('legacy .html and /index.html addresses render the intro at its clean path', async ({page}) => {
  for (const legacy of ['/sqle-docs/docs/intro.html', '/sqle-docs/docs/intro/index.html']) {
    await gotoHydrated(page, legacy);
    await expect(page).toHaveURL(/\/sqle-docs\/docs\/intro$/);
    await expect(page.locator('article h1')).toHaveText('产品介绍');
  }
});

for (const viewport of [{width: 1280, height: 800}, {width: 390, height: 844}]) {
  test(`the reference parts are on the home page's first screen (${viewport.width} px)`, async ({page}) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/sqle-docs/');
    const references = page.getByRole('navigation', {name: '常用参考'});
    const expected = [
      ['审核规则参考', docUrl('v4', 'audit-rules/intro')],
      ['按报错排查', docUrl('v4', 'deploy-manual/troubleshooting')],
      ['HTTP 接口参考', docUrl('v4', 'api-reference/intro')],
      ['版本变更记录', docUrl('v4', 'release-history/changes')],
      ['PDF 手册', '/sqle-docs/pdf/sqle-docs-v4.pdf'],
    ];
    for (const [label, href] of expected) {
      const link = references.getByRole('link', {name: label, exact: true});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toBeInViewport();
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, `${label} is below the first screen`).toBeLessThanOrEqual(viewport.height);
    }
  });
}

test('the home page offers the three calls to action, the role cards and every older version', async ({page}) => {
  await gotoHydrated(page, '/sqle-docs/');
  for (const label of ['快速开始', '安装部署', '在线体验']) {
    await expect(page.locator('header').getByRole('link', {name: label})).toBeVisible();
  }
  for (const role of ['部署', '使用', '管理', '二次开发']) {
    await expect(page.getByRole('heading', {name: role, exact: true})).toBeVisible();
  }
  const olderVersions = page.locator('main p', {hasText: '仍在使用旧版本？'});
  await expect(olderVersions.getByRole('link')).toHaveText(versions.slice(1).map((version) => `${version} 文档`));
  for (const version of versions.slice(1)) {
    await expect(olderVersions.getByRole('link', {name: `${version} 文档`})).toHaveAttribute('href', docUrl(version, 'intro'));
  }
  const markdownPage = await page.request.get('/sqle-docs/markdown-page');
  expect(markdownPage.status()).toBe(200);
});
