import {test as base, expect, type Page} from '@playwright/test';
import {recordPageProblems} from '../pageProblems';

export {docFile, docUrl, specPages, treePath, versions, type Version} from '../spec';
export {expect};

/**
 * Playwright's `test`, run the way a reader meets the site: the servers send
 * the site's Content-Security-Policy, and a test that opens pages fails when
 * the browser blocks anything under it or a page throws an uncaught error.
 * A test that breaks something on purpose names the page errors it expects
 * with `test.use({expectedPageErrors: [/…/]})`; policy violations are never expected.
 */
export const test = base.extend<{expectedPageErrors: RegExp[]}>({
  expectedPageErrors: [[], {option: true}],
  context: async ({context, expectedPageErrors}, use) => {
    const problems = await recordPageProblems(context);
    await use(context);
    const expected = (problem: string) => /: page error: /.test(problem) && expectedPageErrors.some((error) => error.test(problem));
    expect((await problems()).filter((problem) => !expected(problem)), 'blocked by the Content-Security-Policy, or a page error').toEqual([]);
  },
});

/** Keyboard shortcuts and client navigation only work once React has hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

/** Hrefs of the doc links in the desktop sidebar (category links included). */
export async function sidebarHrefs(page: Page): Promise<string[]> {
  return page
    .locator('nav.menu a.menu__link:not([role="button"])')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}
