/**
 * The Content-Security-Policy the servers send (src/plugins/contentSecurityPolicy),
 * as a reader's browser applies it. Every browser test runs under it and fails
 * on anything it blocks (./helpers.ts); here, the watcher is shown to catch a
 * script the build did not hash, and each source the policy allows beyond the
 * site itself is shown to be needed: without it, a reader's path breaks.
 * These tests break the policy on purpose, so they watch a context of their own.
 */
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {recordPageProblems} from '../pageProblems';
import {test, expect, docUrl} from './helpers';

async function watchedPage(browser: Browser, baseURL: string | undefined): Promise<{context: BrowserContext; page: Page; problems: () => Promise<string[]>}> {
  const context = await browser.newContext({baseURL, locale: 'zh-CN'});
  const problems = await recordPageProblems(context);
  return {context, page: await context.newPage(), problems};
}

/** Closes a context whose routes may still be answering a prefetch. */
async function close(context: BrowserContext): Promise<void> {
  await context.unrouteAll({behavior: 'ignoreErrors'});
  for (const page of context.pages()) await page.unrouteAll({behavior: 'ignoreErrors'});
  await context.close();
}

const hydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 20_000});

test('an inline script without a hash in the policy is blocked, and the watcher every test runs under reports it', async ({browser, baseURL}) => {
  const {context, page, problems} = await watchedPage(browser, baseURL);
  const url = docUrl('v4', 'intro');
  await page.goto(url);
  await hydrated(page);
  expect(await problems()).toEqual([]);
  await page.route(`**${url}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>document.title = "planted"</script></body>');
    await route.fulfill({response, body: html});
  });
  await page.reload();
  await hydrated(page);
  await expect.poll(async () => (await problems()).join('\n')).toMatch(/script-src-elem blocked inline/);
  expect(await page.title()).not.toBe('planted');
  await close(context);
});

/** Sources beyond 'self', what needs each, and what a reader meets without it. */
const needs: {directive: string; source: string; why: string; use: (page: Page) => Promise<void>; blocked: RegExp}[] = [
  {
    directive: 'script-src',
    source: "'wasm-unsafe-eval'",
    why: "Pagefind's search engine is WebAssembly",
    use: async (page) => {
      await page.goto(docUrl('v4', 'intro'));
      await hydrated(page);
      await page.getByRole('combobox', {name: '搜索文档'}).click();
      await page.keyboard.type('工单', {delay: 40});
    },
    blocked: /WebAssembly/,
  },
  {
    directive: 'style-src',
    source: "'unsafe-inline'",
    why: 'pages carry style="…" attributes (a diagram\'s width), a diagram opened on its own is an SVG with inline styles',
    use: async (page) => {
      await page.goto(docUrl('v4', 'user-manual/project/workflow/intro'));
      await hydrated(page);
    },
    blocked: /style-src-attr blocked inline/,
  },
];

for (const {directive, source, why, use, blocked} of needs) {
  test(`${directive} ${source} is needed: ${why}`, async ({browser, baseURL}) => {
    const {context, page, problems} = await watchedPage(browser, baseURL);
    await context.route('**/*', async (route) => {
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'];
      expect(policy.split('; ')).toContainEqual(expect.stringMatching(new RegExp(`^${directive} .*${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
      const weaker = policy
        .split('; ')
        .map((entry) => entry.split(' '))
        .map(([name, ...sources]) => [name, ...(name === directive ? sources.filter((s) => s !== source) : sources)].join(' '))
        .join('; ');
      await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': weaker}});
    });
    await use(page);
    await expect.poll(async () => (await problems()).join('\n')).toMatch(blocked);
    await close(context);
  });
}
