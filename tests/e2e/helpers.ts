import {expect, type Page} from '@playwright/test';
import spec from '../spec-pages.json';

export type Version = keyof typeof spec;
export const versions = Object.keys(spec) as Version[];
export const specPages: Record<Version, string[]> = spec;

/** URL prefix of each docs tree. */
export const treePath: Record<Version, string> = {
  v4: '/sqle-docs/docs',
  v3: '/sqle-docs/docs/v3',
  v2: '/sqle-docs/docs/v2',
};

export const docUrl = (version: Version, id: string) => `${treePath[version]}/${id}`;

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
