import type {Page} from '@playwright/test';
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

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('short Chinese terms in first columns stay on one line', async ({page}) => {
    await page.goto(docUrl('v4', 'deploy-manual/rpm'));
    const cells = (await lines(page, 'article table td:first-child')).filter(({text}) => /^[\u4e00-\u9fff]{2,6}$/.test(text));
    expect(cells.map(({text}) => text)).toContain('运行用户');
    expect(cells.filter((cell) => cell.lines > 1)).toEqual([]);
  });

  test('a table wider than the screen scrolls and shows a shadow on the side with more', async ({page}) => {
    await page.goto(docUrl('v4', 'user-manual/project/workflow/intro'));
    const table = page.locator('article table').filter({hasText: 'wait_for_execution'}).first();
    // The shadows stay put while the covers that hide them at either end scroll with the content.
    const background = await table.evaluate((t) => {
      const style = getComputedStyle(t);
      return {image: style.backgroundImage, attachment: style.backgroundAttachment};
    });
    expect(background.image.match(/radial-gradient/g)).toHaveLength(2);
    const {scrollWidth, clientWidth} = await table.evaluate((t) => ({scrollWidth: t.scrollWidth, clientWidth: t.clientWidth}));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(background.attachment).toBe('local, local, scroll, scroll');
  });
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
