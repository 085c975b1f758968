/** Reading beyond the browser: llms.txt, each page as Markdown, copy page and feedback. */
import type {Page} from '@playwright/test';
import fs from 'node:fs';
import {test, expect, docFile, docUrl, gotoHydrated, specPages, treePath, versions, type Version} from './helpers';
import {pagesWithoutMarkdown} from '../../src/config/pageMarkdown';

const markdownPages = (version: Version) => specPages[version].filter((id) => !pagesWithoutMarkdown.includes(id));

/** The `(link)` targets of an llms.txt. */
const listedLinks = (llmsTxt: string) => [...llmsTxt.matchAll(/\]\((\/[^)\s]+)\)/g)].map((match) => match[1]);

const llmsTxtUrl = (version: Version) => (version === 'v4' ? '/sqle-docs/llms.txt' : `${treePath[version]}/llms.txt`);

for (const version of versions) {
  test(`${version}: llms.txt lists every page as Markdown that answers, in sidebar order`, async ({request}) => {
    const response = await request.get(llmsTxtUrl(version));
    expect(response.status()).toBe(200);
    const links = listedLinks(await response.text()).filter((link) => link.endsWith('.md'));
    const expected = markdownPages(version).map((id) => `${docUrl(version, id)}.md`);
    expect(links.filter((link) => expected.includes(link)).sort()).toEqual([...expected].sort());
    // The version's own pages only, with no doubled `/docs/v2/docs/v2` prefix.
    for (const link of links) {
      expect(link.slice(treePath[version].length)).not.toMatch(/\/docs\//);
      if (version === 'v4') expect(link).not.toMatch(/^\/sqle-docs\/docs\/v\d\//);
    }
    // Sidebar order: the intro comes before the deploy pages, which come before the FAQ.
    const position = (id: string) => links.indexOf(`${docUrl(version, id)}.md`);
    expect(position('intro')).toBeLessThan(position('deploy-manual/intro'));
    expect(position('deploy-manual/intro')).toBeLessThan(position('FAQ/intro'));

    for (const link of expected) {
      const page = await request.get(link);
      expect(page.status(), link).toBe(200);
      const markdown = await page.text();
      expect(markdown, link).toMatch(/^# \S/);
      expect(markdown, link).not.toMatch(/<\/?(Edition|Tabs|TabItem)\b/);
    }
  });

  test(`${version}: llms-full.txt holds every page and keeps edition marks as text`, async ({request}) => {
    const response = await request.get(llmsTxtUrl(version).replace(/llms\.txt$/, 'llms-full.txt'));
    expect(response.status()).toBe(200);
    const full = await response.text();
    const enterprisePages = markdownPages(version).filter((id) =>
      fs.readFileSync(docFile(version, id), 'utf8').includes('<Edition ee />'),
    );
    expect(enterprisePages.length).toBeGreaterThan(0);
    for (const id of markdownPages(version)) {
      const title = /^title:\s*(.+)$/m.exec(fs.readFileSync(docFile(version, id), 'utf8'))![1].replace(/^['"]|['"]$/g, '');
      expect(full, id).toContain(title);
    }
    expect(full).toContain('**企业版**：以下功能仅在 SQLE 企业版中提供');
    expect(full).not.toMatch(/<\/?(Edition|Tabs|TabItem)\b/);
  });
}

test('the v4 llms.txt points to the older versions’ own files', async ({request}) => {
  const links = listedLinks(await (await request.get('/sqle-docs/llms.txt')).text());
  for (const version of versions.filter((v) => v !== 'v4')) {
    expect(links).toContain(llmsTxtUrl(version));
  }
});

test('a page’s Markdown keeps tab labels and the enterprise mark', async ({request}) => {
  const markdown = await (await request.get(`${docUrl('v4', 'deploy-manual/upgrade')}.md`)).text();
  expect(markdown).toContain('**RPM**');
  expect(markdown).toContain('**Docker Compose**');
  const compare = await (await request.get(`${docUrl('v4', 'FAQ/rollback')}.md`)).text();
  expect(compare).toContain('**企业版**');
});

/** Every request the page makes, to prove none leaves this site. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  return hosts;
}

test('「复制 Markdown」 puts the page’s Markdown on the clipboard, asking no other host', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const hosts = recordHosts(page);
  const url = docUrl('v3', 'deploy-manual/rpm');
  await gotoHydrated(page, url);
  await page.getByRole('button', {name: '复制 Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: '已复制本页 Markdown'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const markdown = await (await page.request.get(`${url}.md`)).text();
  expect(copied).toBe(markdown);
  expect(copied).toMatch(/^# 部署 SQLE/);
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
});

test('copying works on a plain-HTTP intranet host without the clipboard API', async ({page}) => {
  // An intranet address over HTTP is not a secure context: browsers leave navigator.clipboard undefined.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined});
    document.addEventListener('copy', (event) => {
      (window as unknown as {copied: string}).copied = (event.target as HTMLTextAreaElement).value ?? '';
    });
  });
  await gotoHydrated(page, docUrl('v2', 'intro'));
  await page.getByRole('button', {name: '复制 Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: '已复制本页 Markdown'})).toBeVisible();
  const copied = await page.evaluate(() => (window as unknown as {copied: string}).copied);
  expect(copied).toMatch(/^# 产品介绍/);
});

test('a failed Markdown download says so instead of copying nothing', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: ''}));
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.getByRole('button', {name: '复制 Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: '复制失败'})).toBeVisible();
});

test('「查看 Markdown」 opens the page’s Markdown in a new tab', async ({page, context}) => {
  await gotoHydrated(page, docUrl('v4', 'user-manual/intro'));
  const [opened] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', {name: '查看 Markdown'}).click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(`${docUrl('v4', 'user-manual/intro')}.md`);
  await expect(opened.locator('body')).toContainText('# 用户手册');
});

test('the feedback link opens a prefilled issue with the page’s title, address and version', async ({page}) => {
  await gotoHydrated(page, docUrl('v3', 'deploy-manual/config'));
  const title = await page.locator('article h1').innerText();
  const link = page.getByRole('link', {name: '提交文档反馈'});
  await expect(page.getByText('内容有误或不清楚？')).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://github.com/actiontech/sqle-docs/issues/new');
  expect(href.searchParams.get('title')).toBe(`[文档反馈] ${title}`);
  const body = href.searchParams.get('body')!;
  expect(body).toContain(`地址：https://actiontech.github.io${docUrl('v3', 'deploy-manual/config')}`);
  expect(body).toContain('文档版本：v3');
  expect(await link.getAttribute('target')).toBe('_blank');
});

test('every doc page offers copy and feedback (the generated table of contents offers feedback only)', () => {
  const missing: string[] = [];
  for (const version of versions) {
    for (const id of specPages[version]) {
      const html = fs.readFileSync(`build${docUrl(version, id).replace('/sqle-docs', '')}/index.html`, 'utf8');
      const wantsCopy = !pagesWithoutMarkdown.includes(id);
      if (html.includes('复制 Markdown') !== wantsCopy) missing.push(`${version}/${id}: copy`);
      if (!html.includes('提交文档反馈')) missing.push(`${version}/${id}: feedback`);
    }
  }
  expect(missing).toEqual([]);
});
