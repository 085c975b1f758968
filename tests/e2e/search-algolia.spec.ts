import type {Page, Request} from '@playwright/test';
import {ports, origin} from '../servers';
import {test, expect, docUrl, gotoHydrated, type Version} from './helpers';

const algoliaHosts = ['**/*.algolia.net/**', '**/*.algolianet.com/**', '**/*.algolia.io/**'];

/** Answers every Algolia call locally: nothing leaves the machine. */
async function interceptAlgolia(page: Page, answer: 'fail' | 'empty'): Promise<Request[]> {
  const seen: Request[] = [];
  for (const pattern of algoliaHosts) {
    await page.route(pattern, async (route) => {
      seen.push(route.request());
      if (answer === 'fail') {
        await route.abort('internetdisconnected');
      } else {
        await route.fulfill({json: {results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: '', params: '', exhaustiveNbHits: true}]}});
      }
    });
  }
  return seen;
}

async function searchOn(page: Page, version: Version, query: string) {
  await gotoHydrated(page, `${origin(ports.algolia)}${docUrl(version, 'intro')}`);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

for (const [version, tag] of [
  ['v4', 'docusaurus_tag:docs-default-current'],
  ['v3', 'docusaurus_tag:docs-default-v3'],
] as const) {
  test(`${version}: DocSearch filters by language and version`, async ({page}) => {
    const seen = await interceptAlgolia(page, 'empty');
    await searchOn(page, version, '工单');
    await expect.poll(() => seen.filter((r) => r.method() === 'POST').length).toBeGreaterThan(0);
    const bodies = seen.map((r) => r.postData() ?? '').join('\n');
    expect(bodies).toContain('language:zh-CN');
    expect(bodies).toContain(tag);
  });
}

test.describe('with Algolia unreachable', () => {
  // DocSearch leaves its failed request as an unhandled rejection.
  test.use({expectedPageErrors: [/Unreachable hosts/]});

  test('a failed Algolia request shows the Chinese network hint', async ({page}) => {
    await interceptAlgolia(page, 'fail');
    await searchOn(page, 'v4', '工单');
    await expect(page.getByRole('alert')).toContainText('请检查网络连接');
  });
});

test('DocSearch shows Chinese texts when nothing matches', async ({page}) => {
  await interceptAlgolia(page, 'empty');
  await searchOn(page, 'v4', 'qzxqzxwv');
  await expect(page.locator('.DocSearch-Modal')).toContainText('没有结果');
});
