import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, docUrl, gotoHydrated} from './helpers';

/** `strict`: every violation counts, not only serious and critical ones. */
const pages: {name: string; url: string; ready?: (page: Page) => Promise<void>; strict?: boolean}[] = [
  {name: 'home', url: '/sqle-docs/'},
  // Tables, code and admonitions at an ordinary length: axe's contrast pass on the longest page took 17 s.
  {name: 'v4 doc', url: docUrl('v4', 'deploy-manual/ports')},
  // Rule metadata lists (src/plugins/rule-reference): the shortest page of them.
  {name: 'v4 rule reference', url: docUrl('v4', 'audit-rules/global-config')},
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
      await expect(page.getByRole('main').locator('ol > li h2 a').first()).toBeVisible();
    },
    // Our own page, not the theme's: held to every axe rule.
    strict: true,
  },
  {name: '404', url: '/sqle-docs/no-such-page'},
];

// One page load per page: axe runs in light mode, then again after the reader
// switches to dark with the navbar toggle (each mode has its own colours).
for (const {name, url, ready, strict} of pages) {
  test(`${name} has no ${strict ? '' : 'serious or critical '}accessibility violations, light or dark`, async ({page}) => {
    // Two full axe passes: each took 10–24 s on a 2-core machine while the PDF
    // and fault builds ran beside the browser tests, near the 30 s default.
    test.slow();
    await gotoHydrated(page, url);
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await page.getByRole('button', {name: /^切换浅色\/暗黑模式/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // The theme's colour transitions (navbar links: 200 ms) must end first: on a busy
      // machine axe once measured contrast halfway between the light and dark colours.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      await ready?.(page);
      const {violations} = await new AxeBuilder({page}).analyze();
      const blocking = violations
        .filter((v) => strict || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${mode}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
      expect(blocking).toEqual([]);
    }
  });
}
