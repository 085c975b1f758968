import type {Locator, Page} from '@playwright/test';
import {test, expect, docUrl, gotoHydrated} from './helpers';

/** Lines a table cell's text takes, from its height and line height. */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const style = getComputedStyle(cell);
      return {text: cell.textContent!.trim(), lines: Math.round(range.getBoundingClientRect().height / parseFloat(style.lineHeight))};
    }),
  );

/**
 * Whether a scroll shadow shows at the table's left and right edges: a strip
 * inside each edge looks different with the table's background (the shadows
 * and the covers that hide them) than without it.
 */
async function shadows(page: Page, table: Locator): Promise<{left: boolean; right: boolean}> {
  await table.evaluate((t) => t.scrollIntoView({block: 'center'}));
  const box = (await table.boundingBox())!;
  // The part of the table on screen, below the sticky navbar.
  const {innerHeight} = await page.evaluate(() => ({innerHeight: window.innerHeight}));
  const top = Math.max(box.y, 80);
  const height = Math.min(box.y + box.height, innerHeight) - top;
  const strip = (side: 'left' | 'right') => ({x: side === 'left' ? box.x + 1 : box.x + box.width - 11, y: top, width: 10, height});
  const shoot = () => Promise.all([page.screenshot({clip: strip('left')}), page.screenshot({clip: strip('right')})]);
  const [left, right] = await shoot();
  await table.evaluate((t) => (t.style.background = 'none'));
  const [plainLeft, plainRight] = await shoot();
  await table.evaluate((t) => (t.style.background = ''));
  return {left: !left.equals(plainLeft), right: !right.equals(plainRight)};
}

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('short Chinese terms in first columns stay on one line', async ({page}) => {
    await page.goto(docUrl('v4', 'deploy-manual/rpm'));
    const cells = (await lines(page, 'article table td:first-child')).filter(({text}) => /^[\u4e00-\u9fff]{2,6}$/.test(text));
    expect(cells.map(({text}) => text)).toContain('运行用户');
    expect(cells.filter((cell) => cell.lines > 1)).toEqual([]);
  });

  test('a table wider than the screen shows a shadow on the side with more, and none once scrolled there', async ({page}) => {
    await page.goto(docUrl('v4', 'user-manual/project/workflow/intro'));
    const table = page.locator('article table').filter({hasText: 'wait_for_execution'}).first();
    const {scrollWidth, clientWidth} = await table.evaluate((t) => ({scrollWidth: t.scrollWidth, clientWidth: t.clientWidth}));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await shadows(page, table)).toEqual({left: false, right: true});
    await table.evaluate((t) => t.scrollTo({left: t.scrollWidth}));
    expect(await shadows(page, table)).toEqual({left: true, right: false});
  });

  test('rule metadata fits the screen without scrolling sideways', async ({page}) => {
    await page.goto(docUrl('v4', 'audit-rules/dml'));
    const meta = page.locator('article .rule-meta').first();
    await expect(meta.locator('dt')).toHaveText(['规则键', '默认等级', '审核方式', '收录版本']);
    const box = (await meta.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Every value is inside the screen, and the page itself does not scroll sideways.
    const outside = await meta.locator('dd').evaluateAll((values) =>
      values.filter((dd) => dd.getBoundingClientRect().right > window.innerWidth || dd.scrollWidth > dd.clientWidth).map((dd) => dd.textContent),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a table that fits its column shows no scroll shadow beside it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(docUrl('v4', 'audit-rules/dml'));
  const table = page.locator('article table').filter({hasText: '绑定变量阈值'}).first();
  const {scrollWidth, clientWidth, column} = await table.evaluate((t) => ({
    scrollWidth: t.scrollWidth,
    clientWidth: t.clientWidth,
    column: t.parentElement!.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // A narrow table: its box is narrower than the text column, where a shadow once stood.
  expect(clientWidth).toBeLessThan(column / 2);
  expect(await shadows(page, table)).toEqual({left: false, right: false});
});

test('table headers such as 界面名称 do not wrap on desktop', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(docUrl('v4', 'user-manual/project/workflow/intro'));
  const headers = await lines(page, 'article table th');
  expect(headers.map(({text}) => text)).toContain('界面名称');
  expect(headers.filter((header) => header.lines > 1)).toEqual([]);
});

test('no Chinese is set in italics: emphasis and the last-updated line', async ({page}) => {
  // Hydrated first: React re-rendering the article would detach the probe below, and a
  // detached element's computed font-style is '' (a CI run at load 18 read it as italic).
  await gotoHydrated(page, docUrl('v4', 'user-manual/intro'));
  const italic = (selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.filter((element) => getComputedStyle(element).fontStyle !== 'normal').map((element) => element.outerHTML.slice(0, 80)),
    );
  await expect(page.locator('.theme-last-updated')).toBeVisible();
  expect(await italic('.theme-last-updated, .theme-last-updated *')).toEqual([]);
  // Emphasis of every kind a page or a search excerpt can contain.
  await page.locator('article .markdown').evaluate((article) => {
    article.insertAdjacentHTML('beforeend', '<p data-probe><em>强调</em><i>术语</i><mark>命中</mark><cite>出处</cite></p>');
  });
  await expect(page.locator('[data-probe] *')).toHaveCount(4);
  expect(await italic('[data-probe] *')).toEqual([]);
});
