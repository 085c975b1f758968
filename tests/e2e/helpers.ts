import {expect, type Page} from '@playwright/test';

export {docFile, docUrl, specPages, treePath, versions, type Version} from '../spec';

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
