import type {Page} from '@playwright/test';
import {test, expect, docUrl, gotoHydrated} from './helpers';

const jsChunks = '**/sqle-docs/assets/js/**';
const sidebarLink = (page: Page, id: string) => page.locator(`nav.menu a[href$="/docs/${id}"]`).first();
/**
 * Chunk loads the page starts from now on: scripts it runs and prefetch links
 * it adds. Webpack starts a chunk by adding a <script> (or a prefetch <link>)
 * in the same task as the hover handler, so once `hover()` returns, a preload
 * it caused is already listed.
 */
async function recordChunkLoads(page: Page, kinds: 'scripts' | 'scripts and prefetches' = 'scripts and prefetches'): Promise<() => Promise<string[]>> {
  await page.evaluate((withPrefetches) => {
    const seen: string[] = [];
    (window as unknown as {chunkLoads: string[]}).chunkLoads = seen;
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((m) => [...m.addedNodes])) {
        const url = (node as HTMLScriptElement).src || (withPrefetches && (node as HTMLLinkElement).href);
        if (url && url.includes('/assets/js/')) seen.push(url);
      }
    }).observe(document, {childList: true, subtree: true});
  }, kinds === 'scripts and prefetches');
  return () => page.evaluate(() => (window as unknown as {chunkLoads: string[]}).chunkLoads);
}

test.describe('with script chunks failing', () => {
  // The aborted chunk's load error reaches the page before the reload.
  test.use({expectedPageErrors: [/Loading chunk \d+ failed/]});

  test('a chunk that fails during client navigation makes the page reload on the target', async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'intro'));
    await page.route(jsChunks, (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await sidebarLink(page, 'deploy-manual/rpm').click();
    await reloaded;
    await page.unroute(jsChunks);
    await expect(page).toHaveURL(new RegExp(`${docUrl('v4', 'deploy-manual/rpm')}$`));
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article h1')).not.toHaveText('产品介绍');
  });
});

test('hovering a link preloads its chunks', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.waitForLoadState('networkidle');
  const chunkLoads = await recordChunkLoads(page);
  await sidebarLink(page, 'deploy-manual/source').hover();
  // No waiting: the loads start within the hover (see recordChunkLoads).
  expect(await chunkLoads()).not.toEqual([]);
});

test('pages linked in view are prefetched while the reader reads, each file once: following one fetches only prefetched scripts', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  // Prefetching runs a few links per idle period (src/clientModules/prefetch/idle.ts): wait until it settles.
  let count = -1;
  await expect
    .poll(async () => {
      const previous = count;
      count = await page.locator('link[rel="prefetch"]').count();
      return count > 0 && count === previous;
    }, {intervals: [1000]})
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Each file once, and none the page already runs (src/clientModules/prefetch/chunks.ts).
  expect(prefetched.filter((url, index) => prefetched.indexOf(url) !== index)).toEqual([]);
  const running = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(prefetched.filter((url) => running.includes(url))).toEqual([]);
  // Scripts only: the new page prefetches the pages it links to in turn.
  const chunkLoads = await recordChunkLoads(page, 'scripts');
  await sidebarLink(page, 'quick-usage').click();
  await expect(page).toHaveURL(new RegExp(`${docUrl('v4', 'quick-usage')}$`));
  const loaded = await chunkLoads();
  expect(loaded).not.toEqual([]);
  expect(loaded.filter((url) => !prefetched.includes(url))).toEqual([]);
});

test.describe('on a data-saving connection', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: {saveData: true, effectiveType: '4g'},
      });
    });
  });

  test('nothing is prefetched or preloaded', async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'intro'));
    await page.waitForLoadState('networkidle');
    const chunkLoads = await recordChunkLoads(page);
    await sidebarLink(page, 'deploy-manual/source').hover();
    // The same check finds the loads on a normal connection (test above).
    expect(await chunkLoads()).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});

test.describe('top progress bar', () => {
  test('appears when a route change takes longer than 200 ms', async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'intro'));
    await page.route(jsChunks, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await sidebarLink(page, 'deploy-manual/config').click();
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1400});
    await expect(page).toHaveURL(/deploy-manual\/config$/);
  });

  test('does not appear for fast route changes', async ({page}) => {
    await gotoHydrated(page, docUrl('v4', 'intro'));
    const link = sidebarLink(page, 'guide');
    await link.hover();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as {sawBar: boolean}).sawBar = true;
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    await link.click();
    await expect(page).toHaveURL(/\/docs\/guide$/);
    // The bar's 200 ms timer is cleared when the new page renders, so once
    // its heading shows, the bar can no longer appear.
    await expect(page.locator('article h1')).not.toHaveText('产品介绍');
    expect(await page.evaluate(() => (window as unknown as {sawBar?: boolean}).sawBar)).toBeUndefined();
  });
});
