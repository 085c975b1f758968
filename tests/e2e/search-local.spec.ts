import type {Page} from '@playwright/test';
import {test, expect, docUrl, gotoHydrated, treePath, type Version} from './helpers';
import {bundlePages, pagesHolding} from '../search/recall';

/** The search box in the navbar (the local Pagefind search). */
const box = (page: Page) => page.getByRole('combobox', {name: '搜索文档'});
/** The dropdown once it shows the answer to `query` (not an earlier one). */
const answerTo = (page: Page, query: string) => page.locator(`.navbar__search [data-results-for="${query}"]`);
const hitLinks = (page: Page, query: string) => answerTo(page, query).getByRole('option').getByRole('link');

/** Like a fast typist: no pause between opening search and typing. */
const typeFast = (page: Page, text: string) => page.keyboard.type(text, {delay: 40});

const inVersion: Record<Version, (path: string) => boolean> = {
  v4: (path) => path.startsWith(`${treePath.v4}/`) && !/^\/sqle-docs\/docs\/v\d\//.test(path),
  v3: (path) => path.startsWith(`${treePath.v3}/`),
  v2: (path) => path.startsWith(`${treePath.v2}/`),
};

async function hitPaths(page: Page, query: string): Promise<string[]> {
  // Typed before hydration, the query runs once React and Pagefind are in: slow on a loaded machine.
  await expect(hitLinks(page, query).first()).toBeVisible({timeout: 15_000});
  return hitLinks(page, query).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
}

/** Opens a page and acts as soon as the box is painted, before React has taken over. */
async function gotoPainted(page: Page, url: string) {
  await page.goto(url, {waitUntil: 'commit'});
  await expect(box(page)).toBeVisible();
}

const ways: [string, (page: Page) => Promise<void>][] = [
  ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
  ['Meta+K', (page) => page.keyboard.press('Meta+k')],
  ['/', (page) => page.keyboard.press('/')],
  ['a click', (page) => box(page).click()],
];

for (const [way, open] of ways) {
  for (const [version, query] of [
    ['v4', '工单'],
    ['v3', 'LDAP'],
  ] as const) {
    test(`${version}: typing straight after ${way} keeps every character and finds ${version} pages`, async ({page}) => {
      await gotoPainted(page, docUrl(version, 'intro'));
      await open(page);
      await typeFast(page, query);
      await expect(box(page)).toHaveValue(query);
      const paths = await hitPaths(page, query);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((path) => !inVersion[version](path))).toEqual([]);
    });
  }
}

// A slow phone CPU (Lighthouse's 4×) stretches hydration over the reader's
// typing: keystrokes must survive the framework taking over the page.
test('typing straight after Ctrl+K while the page is still hydrating keeps every character', async ({page}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await gotoPainted(page, docUrl('v3', 'intro'));
  await page.keyboard.press('Control+k');
  await typeFast(page, 'LDAP');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(box(page)).toHaveValue('LDAP');
  await expect(box(page)).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 800}});
  test('typing straight after a tap keeps every character and finds pages', async ({page}) => {
    await gotoPainted(page, docUrl('v4', 'intro'));
    await box(page).tap();
    await typeFast(page, 'LDAP');
    await expect(box(page)).toHaveValue('LDAP');
    await expect(hitLinks(page, 'LDAP').first()).toBeVisible();
  });
});

test('"/" typed into a field stays a slash', async ({page}) => {
  await gotoHydrated(page, `/sqle-docs/search?q=${encodeURIComponent('端口')}&version=v4`);
  const field = page.getByRole('searchbox', {name: '关键词'});
  await field.click();
  await typeFast(page, '/a/b');
  await expect(field).toHaveValue('端口/a/b');
  await expect(box(page)).not.toBeFocused();
});

test('arrow keys pick a hit and Enter opens it; Enter alone opens the results page', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await box(page).click();
  await typeFast(page, '工单');
  const paths = await hitPaths(page, '工单');
  expect(paths.length).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(answerTo(page, '工单').getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths[1] && url.searchParams.has('_highlight'));

  // The box still holds the last query: select it and type over it.
  await box(page).click();
  await page.keyboard.press('Control+a');
  await typeFast(page, '数据源');
  await expect(answerTo(page, '数据源')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/sqle-docs/search' && url.searchParams.get('q') === '数据源');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('搜索「数据源」');
});

test('the dropdown links to all results with their count', async ({page}) => {
  await gotoHydrated(page, docUrl('v3', 'intro'));
  await box(page).click();
  await typeFast(page, '工单');
  const all = answerTo(page, '工单').getByRole('link', {name: /^查看全部 \d+ 条结果$/});
  const count = Number((await all.textContent())!.match(/\d+/)![0]);
  await all.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('version') === 'v3');
  await expect(page.getByText(`在 v3 文档中找到 ${count} 个相关页面。`)).toBeVisible();
});

test('no hits: a Chinese hint and a prefilled report link', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await box(page).click();
  await typeFast(page, '鳄鱼蛋糕');
  const answer = answerTo(page, '鳄鱼蛋糕');
  await expect(answer).toContainText('没有找到与「鳄鱼蛋糕」相关的文档。试试更短的关键词');
  const report = answer.getByRole('link', {name: '应该有结果？告诉我们'});
  const href = new URL((await report.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://github.com/actiontech/sqle-docs/issues/new');
  expect(href.searchParams.get('title')).toContain('鳄鱼蛋糕');
});

test('an index that cannot be fetched is explained in Chinese', async ({page}) => {
  await page.route('**/sqle-docs/pagefind/**', (route) => route.abort());
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await box(page).click();
  await typeFast(page, '工单');
  await expect(page.getByRole('alert')).toHaveText('无法加载搜索索引，请检查网络连接后刷新页面重试。');
});

test('nothing of the search engine loads before the reader reaches for search', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) requests.push(request.url());
  });
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await box(page).click();
  await typeFast(page, '工单');
  await expect(hitLinks(page, '工单').first()).toBeVisible();
  expect(requests.every((url) => url.includes('/pagefind/current/'))).toBe(true);
});

test('a hit opens its page with the searched term highlighted', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await box(page).click();
  await typeFast(page, '工单');
  await hitLinks(page, '工单').first().click();
  await expect(page).toHaveURL(/_highlight=/);
  // Pagefind passes the words it matched, which for Chinese may be single characters.
  const terms = new URL(page.url()).searchParams.getAll('_highlight');
  expect(terms.join('')).toBe('工单');
  const marks = page.locator('[data-pagefind-body] mark');
  await expect(marks.first()).toBeVisible();
  expect(await marks.allTextContents()).toEqual(expect.arrayContaining(terms));
});

test('an address with ?_highlight= opened directly highlights the term', async ({page}) => {
  await page.goto(`${docUrl('v4', 'user-manual/project/workflow/intro')}?_highlight=${encodeURIComponent('工单')}`);
  await expect(page.locator('[data-pagefind-body] mark').first()).toHaveText('工单');
});

test.describe('results page', () => {
  const url = `/sqle-docs/search?q=${encodeURIComponent('工单')}&version=v3`;

  test('counts distinct pages and lists matching sections under their page', async ({page}) => {
    await gotoHydrated(page, url);
    const count = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
    expect(count).toBeGreaterThan(3);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(Math.min(count, 10));
    const pages = await results.locator('h2 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.filter((path) => !inVersion.v3(path))).toEqual([]);
    for (const [index, result] of (await results.all()).entries()) {
      const sections = await result.locator('ul a').evaluateAll((links) =>
        links.map((a) => ({path: (a as HTMLAnchorElement).pathname, title: a.textContent})),
      );
      expect(sections.every((section) => section.path === pages[index])).toBe(true);
      // Sections that only list links to other pages are not indexed.
      expect(sections.map((section) => section.title)).not.toContain('相关文档');
    }
  });
});

test.describe('finding every page that holds the words', () => {
  /** The hits on the results page, all of them (asking for more until all are shown) or the first ten, and their count. */
  async function resultPaths(page: Page, version: Version, query: string, all = true): Promise<{total: number; paths: string[]}> {
    await gotoHydrated(page, `/sqle-docs/search?version=${version}`);
    const field = page.getByRole('searchbox', {name: '关键词'});
    await field.click();
    await typeFast(page, query);
    await page.keyboard.press('Enter');
    const count = page.locator('[data-result-count]');
    await expect(count).toBeVisible();
    const total = Number(await count.getAttribute('data-result-count'));
    const results = page.locator('main ol > li h2 a');
    // Ten at a time: wait for each ten before asking for the next.
    for (let shown = 10; ; shown += 10) {
      await expect(results).toHaveCount(Math.min(shown, total));
      if (!all || shown >= total) break;
      await page.getByRole('button', {name: '显示更多结果'}).click();
    }
    return {total, paths: await results.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))};
  }

  for (const word of ['镜像', '插件', '端口', '离线', '优化']) {
    test(`v4: ${word} finds every v4 page whose text holds it`, async ({page}) => {
      const holding = pagesHolding(bundlePages('build', 'current'), word);
      expect(holding.size).toBeGreaterThan(10);
      const found = new Set((await resultPaths(page, 'v4', word)).paths);
      expect([...holding].filter((path) => !found.has(path))).toEqual([]);
    });
  }

  test('SQL工单 and SQL 工单 find the same pages, and so does ＳＱＬ工单', async ({page}) => {
    const pasted = await resultPaths(page, 'v4', 'SQL工单', false);
    expect(pasted.total).toBeGreaterThan(3);
    expect(await resultPaths(page, 'v4', 'SQL 工单', false)).toEqual(pasted);
    expect(await resultPaths(page, 'v4', 'ＳＱＬ工单', false)).toEqual(pasted);
  });
});

test.describe('pasting what SQLE printed lands on its rule', () => {
  /** Pastes `text` into the search box of a `version` page; the first hit's address. */
  async function firstHit(page: Page, version: Version, text: string): Promise<URL> {
    await gotoHydrated(page, docUrl(version, 'intro'));
    await box(page).click();
    await page.keyboard.insertText(text);
    const first = hitLinks(page, text).first();
    await expect(first).toBeVisible();
    return new URL((await first.getAttribute('href'))!, page.url());
  }

  for (const [version, pasted, rule] of [
    ['v4', '禁止SQL语句不带WHERE条件或者WHERE条件为永真', 'SQLE00001'],
    ['v4', '建议使用BIGINT类型表示小数', 'SQLE00012'],
    ['v4', '[warn]索引列 status 超过倾斜度阈值 0.7, 避免使用数据倾斜度高的索引字段', 'SQLE00022'],
    ['v4', '[error]建议列price用BIGINT类型代替DECIMAL', 'ddl_check_bigint_instead_of_decimal'],
    ['v2', '使用绑定变量数量为 120，不建议超过设定阈值 100', 'all_check_prepare_statement_placeholders'],
  ] as const) {
    test(`${version}: pasting 「${pasted}」 opens rule ${rule}`, async ({page}) => {
      const url = await firstHit(page, version, pasted);
      expect(url.pathname.startsWith(`${treePath[version]}/audit-rules/`)).toBe(true);
      expect(url.hash).toBe(`#${rule}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((opened) => opened.hash === `#${rule}`);
      await expect(page.locator(`[id="${rule}"]`)).toBeInViewport();
    });
  }

  // An API path as integrators type it: the template, a concrete project, or without the `/sqle` base path.
  for (const [pasted, anchor] of [
    ['/v1/projects/{project_name}/workflows', 'get-sqle-v1-projects-project_name-workflows'],
    ['/sqle/v1/projects/default/workflows', 'get-sqle-v1-projects-project_name-workflows'],
    ['/v2/audit_files', 'post-sqle-v2-audit_files'],
  ] as const) {
    test(`v4: typing the API path ${pasted} opens that operation`, async ({page}) => {
      const url = await firstHit(page, 'v4', pasted);
      expect(url.pathname.startsWith(`${treePath.v4}/api-reference/`)).toBe(true);
      expect(url.hash).toBe(`#${anchor}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((opened) => opened.hash === `#${anchor}`);
      await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    });
  }

  test('v4: 白名单 finds the 审核SQL例外 page and says what v4 calls it', async ({page}) => {
    const url = await firstHit(page, 'v4', '白名单');
    expect(url.pathname).toBe(`${treePath.v4}/user-manual/project/whitelist-manager`);
    await expect(hitLinks(page, '白名单').first()).toContainText('「白名单」在 v4 中叫作「审核SQL例外」');
  });
});
