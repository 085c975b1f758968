import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {docUrl, gotoHydrated} from './helpers';

const pages: {name: string; url: string; ready?: (page: Page) => Promise<void>}[] = [
  {name: 'home', url: '/sqle-docs/'},
  // Tables, code and admonitions at an ordinary length: axe's contrast pass on the longest page took 17 s.
  {name: 'v4 doc', url: docUrl('v4', 'deploy-manual/ports')},
  {
    name: 'v3 doc with a diagram',
    url: docUrl('v3', 'user-manual/project/workflow/intro'),
    ready: async (page) => {
      await expect(page.locator('figure.diagram img:visible').first()).toBeVisible();
    },
  },
  {name: 'v2 doc', url: docUrl('v2', 'deploy-manual/intro')},
  {
    name: 'search results',
    url: '/sqle-docs/search?q=%E5%B7%A5%E5%8D%95',
    ready: async (page) => {
      await expect(page.locator('main ol > li h2 a').first()).toBeVisible();
    },
  },
  {name: '404', url: '/sqle-docs/no-such-page'},
];

for (const mode of ['light', 'dark'] as const) {
  for (const {name, url, ready} of pages) {
    test(`${name} (${mode}) has no serious or critical accessibility violations`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await ready?.(page);
      const {violations} = await new AxeBuilder({page}).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
