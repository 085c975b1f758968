/**
 * The long generated pages (156 rules on one page, 84 API operations, every
 * release of a line): a link to an entry far down lands on it and stays
 * there, and going back to such a page or reloading it shows the entry the
 * reader was reading. On a phone, a code block that scrolls sideways offers
 * its word-wrap button once it is on screen (src/theme/CodeBlock).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, docUrl, gotoHydrated} from './helpers';

const longPages = [
  {kind: 'rule reference', path: 'audit-rules/dml', headings: 'article h2[id]'},
  {kind: 'API reference', path: 'api-reference/project', headings: 'article h3[id]'},
  {kind: 'change records', path: 'release-history/changes', headings: 'article h2[id]'},
];

/** Top of the element relative to the viewport, once two frames have passed. */
async function settledTop(page: Page, element: Locator): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return (await element.boundingBox())!.y;
}

for (const {kind, path, headings} of longPages) {
  test(`${kind}: the table of contents and a link from another page both land on an entry far down, and it stays there`, async ({page}) => {
    const url = docUrl('v4', path);
    await gotoHydrated(page, url);
    const ids = await page.locator(headings).evaluateAll((elements) => elements.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(20);
    const id = ids[ids.length - 5];
    const heading = page.locator(`[id="${id}"]`);
    const landsAndStays = async () => {
      const top = await settledTop(page, heading);
      // Below the sticky navbar, at the top of the screen.
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120);
      await page.waitForTimeout(500);
      expect(Math.abs((await settledTop(page, heading)) - top)).toBeLessThan(1);
      return top;
    };

    // By the table of contents (a click on the link, as a reader does).
    await page.locator(`.table-of-contents a[href="#${id}"]`).click();
    await landsAndStays();

    // A fresh load by a link from another page.
    await page.goto(docUrl('v4', 'intro'));
    await page.goto(`${url}#${encodeURIComponent(id)}`);
    const top = await landsAndStays();

    // Scrolling back up moves the text by exactly the distance scrolled.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, -600);
    await expect.poll(() => settledTop(page, heading)).toBeGreaterThan(top + 590);
    expect(await settledTop(page, heading)).toBeLessThan(top + 610);
  });
}

test('back to a long page, and a reload of it, show the entry the reader was reading', async ({page}) => {
  const url = docUrl('v4', 'audit-rules/dml');
  await gotoHydrated(page, url);
  const firstOnScreen = () =>
    page.locator('article h2[id]').evaluateAll((headings) => headings.find((h) => h.getBoundingClientRect().bottom > 80)?.id);
  await page.mouse.move(200, 400);
  for (let i = 0; i < 10; i += 1) await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(15_000);
  await page.waitForTimeout(300);
  const reading = await firstOnScreen();
  expect(reading).toBeTruthy();

  // Away by a link of the navbar, and back.
  await page.locator('.navbar__brand').click();
  await expect(page).not.toHaveURL(new RegExp(`${url}$`));
  await page.goBack();
  await expect.poll(firstOnScreen).toBe(reading);
  await page.reload();
  await expect.poll(firstOnScreen).toBe(reading);
});

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a code block that scrolls sideways offers word wrap once on screen; one that fits does not', async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'audit-rules/dml'));
    const blocks = page.locator('article .theme-code-block');
    const widths = await blocks.evaluateAll((elements) => elements.map((b) => {
      const pre = b.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth + 1;
    }));
    // Measured in the page: blocks far down are laid out on demand by scrollWidth itself.
    const wide = widths.lastIndexOf(true);
    const narrow = widths.lastIndexOf(false);
    expect(wide).toBeGreaterThan(20);
    expect(narrow).toBeGreaterThan(20);

    for (const [index, scrolls] of [[wide, true], [narrow, false]] as const) {
      const block = blocks.nth(index);
      await block.scrollIntoViewIfNeeded();
      const wrap = block.getByRole('button', {name: '切换自动换行'});
      if (scrolls) {
        await expect(wrap).toBeAttached();
        await block.hover();
        await wrap.click();
        await expect.poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
      } else {
        await expect(block.getByRole('button', {name: '复制代码到剪贴板'})).toBeAttached();
        await expect(wrap).toHaveCount(0);
      }
    }
  });
});
