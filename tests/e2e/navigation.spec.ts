import {test, expect, type Page} from '@playwright/test';
import {docUrl, gotoHydrated} from './helpers';

const jsChunks = '**/sqle-docs/assets/js/**';
const sidebarLink = (page: Page, id: string) => page.locator(`nav.menu a[href$="/docs/${id}"]`).first();
/** JS chunk requests from now on (webpack removes its script tags once loaded). */
function recordChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) {
      urls.push(request.url());
    }
  });
  return urls;
}

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

test('hovering a link preloads its chunks', async ({page}) => {
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.waitForLoadState('networkidle');
  const requested = recordChunkRequests(page);
  await sidebarLink(page, 'deploy-manual/source').hover();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
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
    const requested = recordChunkRequests(page);
    await sidebarLink(page, 'deploy-manual/source').hover();
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
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
    let sawBar = false;
    await page.exposeFunction('reportProgressBar', () => {
      sawBar = true;
    });
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          (window as unknown as {reportProgressBar: () => void}).reportProgressBar();
        }
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    await link.click();
    await expect(page).toHaveURL(/\/docs\/guide$/);
    await page.waitForTimeout(400);
    expect(sawBar).toBe(false);
  });
});
