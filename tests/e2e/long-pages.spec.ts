/**
 * The longest page (156 rules), whose entries are laid out only as they near
 * the screen (src/plugins/offscreenSection): a link to a rule far down
 * lands on it and it stays there; going back to the page, or reloading it,
 * shows the rule the reader was reading, on a wide screen and on a phone
 * (src/clientModules/readingPosition.ts), and scrolling up from there moves
 * the text as far as the reader scrolls; text growing above the reader does
 * not move what they read (src/css/custom.css). An entry far down, left as
 * the server's HTML until it nears the screen (src/components/OffscreenSection),
 * behaves like the rest when the reader gets there: its links open in place,
 * its code blocks get their buttons (on a phone; word wrap only if the block
 * scrolls sideways, src/theme/CodeBlock), and the terms of a search hit stay
 * marked. The entries on screen at load are never replaced under the reader,
 * and the text of the entries far down comes as script only when the reader
 * nears them (src/components/OffscreenSection/parts.ts).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, docUrl, gotoHydrated} from './helpers';

/** Top of the element relative to the viewport, once two frames have passed. */
async function settledTop(page: Page, element: Locator): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return (await element.boundingBox())!.y;
}

/** The test below, on the screen the page is opened with. */
async function linkBackAndReload(page: Page): Promise<void> {
  const url = docUrl('v4', 'audit-rules/dml');
  const ids = await (async () => {
    await gotoHydrated(page, url);
    return page.locator('article h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
  })();
  expect(ids.length).toBeGreaterThan(100);
  const id = ids[ids.length - 5];
  const heading = page.locator(`[id="${id}"]`);

  // Opened by a link from another page, as a search hit opens it.
  await page.goto(docUrl('v4', 'intro'));
  await page.goto(`${url}#${encodeURIComponent(id)}`);
  const top = await settledTop(page, heading);
  // Below the sticky navbar, at the top of the screen, and still there a moment later.
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(120);
  await page.waitForTimeout(500);
  expect(Math.abs((await settledTop(page, heading)) - top)).toBeLessThan(1);

  // Read from the top down to a rule far below, leave by the navbar, come back, reload.
  await gotoHydrated(page, url);
  await page.mouse.move(200, 400);
  for (let i = 0; i < 8; i += 1) await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
  // The wheel scrolls smoothly: wait until the page stops moving.
  await expect
    .poll(() => page.evaluate(() => new Promise((resolve) => {
      const before = window.scrollY;
      setTimeout(() => resolve(window.scrollY === before), 300);
    })))
    .toBe(true);
  const firstOnScreen = () =>
    page.locator('article h2[id]').evaluateAll((headings) => headings.find((h) => h.getBoundingClientRect().bottom > 80)?.id);
  const reading = await firstOnScreen();
  expect(reading).toBeTruthy();
  await page.locator('.navbar__brand').click();
  await expect(page).not.toHaveURL(new RegExp(url));
  await page.goBack();
  await expect.poll(firstOnScreen).toBe(reading);

  // Scrolling up from there: the rules above come into view in turn, the text
  // moving as far as the wheel turns (it does not jump as they are laid out).
  const readingHeading = page.locator(`[id="${reading}"]`);
  for (let i = 0; i < 3; i += 1) {
    const before = await settledTop(page, readingHeading);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => settledTop(page, readingHeading)).toBeCloseTo(before + 200, -1);
  }
  await page.mouse.wheel(0, 600);
  await expect.poll(firstOnScreen).toBe(reading);

  await page.reload();
  await expect.poll(firstOnScreen).toBe(reading);
}

test('a link to a rule far down lands on it; back to the page, and a reload, keep the rule being read on screen', async ({page}) => {
  await linkBackAndReload(page);
});

// Wide screen: the sidebar column is beside the text. Were it the scroll
// anchor (it comes first in the page and never moves), text growing above the
// reader would push what they read off the screen.
test('on a wide screen, text that grows above the reader does not move what they are reading', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, docUrl('v4', 'audit-rules/dml'));
  const ids = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
  const heading = page.locator(`[id="${ids[60]}"]`);
  await heading.evaluate((h) => h.scrollIntoView());
  const top = await settledTop(page, heading);
  // A stand-in for anything laid out late above the screen (an image, an entry opened by script).
  await page.locator('article .markdown > p').first().evaluate((p) => {
    p.style.paddingTop = '600px';
  });
  expect(Math.abs((await settledTop(page, heading)) - top)).toBeLessThan(1);
});

test('the rules on screen when the page opens stay the same elements once it works: nothing is replaced under the reader', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('article .offscreen-section')?.firstElementChild?.setAttribute('data-seen-on-load', '');
    });
  });
  await gotoHydrated(page, docUrl('v4', 'audit-rules/dml'));
  const first = page.locator('article .offscreen-section').first();
  // The entries near the screen have had their turn.
  await settledTop(page, first);
  await expect(first.locator(':scope > [data-seen-on-load]')).toHaveCount(1);
});

test('opened at its top, the page fetches the script of its last rule only when the reader scrolls there', async ({page}) => {
  // Scripts run, not files prefetched for the pages it links to (which may hold the same rule keys).
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const withText = async (text: string) => (await Promise.all(scripts)).filter((script) => script.includes(text)).length;
  await gotoHydrated(page, docUrl('v4', 'audit-rules/dml'));
  const lastHeading = page.locator('article h2[id]').last();
  const lastKey = (await lastHeading.getAttribute('id'))!;
  await page.waitForLoadState('networkidle');
  // Its heading is in the page's own script; its body is not fetched yet.
  expect(await withText(lastKey)).toBe(1);

  const lastBlock = page.locator('article .offscreen-section').last().locator('.theme-code-block').last();
  await lastBlock.scrollIntoViewIfNeeded();
  await expect(lastBlock.getByRole('button', {name: '复制代码到剪贴板'})).toBeAttached();
  expect(await withText(lastKey)).toBe(2);
});

test('a link in a rule far down opens its page in place, as links at the top do', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'audit-rules/dml'));
  await page.evaluate(() => {
    (window as {samePageLoad?: boolean}).samePageLoad = true;
  });
  const link = page.locator('article .offscreen-section a[href*="/audit-rules/intro"]').last();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/audit-rules\/intro/);
  await expect(page.locator('article h1')).toHaveText('审核规则参考');
  // A link the app did not take over would have loaded a new page.
  expect(await page.evaluate(() => (window as {samePageLoad?: boolean}).samePageLoad)).toBe(true);
});

test('reached from another page of the site, a long page shows every rule, its last one too (its text comes in several files)', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'audit-rules/intro'));
  await page.evaluate(() => {
    (window as {samePageLoad?: boolean}).samePageLoad = true;
  });
  await page.locator('article a[href$="/audit-rules/dml"]').first().click();
  await expect(page.locator('article h1')).toHaveText('DML 规范类审核规则');
  const entries = page.locator('article .offscreen-section');
  await expect(entries).toHaveCount(await page.locator('article h2[id]').count());
  await expect(entries.last().locator('dl.rule-meta dt').first()).toHaveText('规则键');
  expect(await page.evaluate(() => (window as {samePageLoad?: boolean}).samePageLoad)).toBe(true);
});

test('opened from a search hit, the searched term is still marked in a rule far down when the reader gets there', async ({page}) => {
  await gotoHydrated(page, `${docUrl('v4', 'audit-rules/dml')}?_highlight=${encodeURIComponent('索引')}`);
  await expect(page.locator('[data-pagefind-body] mark').first()).toBeAttached();
  const entry = page.locator('article .offscreen-section').filter({hasText: '索引'}).last();
  await entry.scrollIntoViewIfNeeded();
  await settledTop(page, entry);
  await expect(entry.locator('mark').first()).toHaveText('索引');
});

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a link to a rule lands on it; back and reload keep the rule being read', async ({page}) => {
    await linkBackAndReload(page);
  });

  test('a code block gets its buttons as it nears the screen: word wrap if it scrolls sideways, copy always', async ({page}) => {
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
      // Far below the first screen a block has no buttons yet: they come as it nears the screen.
      await expect(block.getByRole('button')).toHaveCount(0);
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
