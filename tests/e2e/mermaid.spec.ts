import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import {docFile, docUrl, gotoHydrated, specPages, versions} from './helpers';

/** Diagrams render in the browser, so a syntax error only shows up there. */
for (const version of versions) {
  const pages = specPages[version]
    .map((id) => ({id, diagrams: (fs.readFileSync(docFile(version, id), 'utf8').match(/^```mermaid\s*$/gm) ?? []).length}))
    .filter(({diagrams}) => diagrams > 0);

  test(`${version}: every Mermaid diagram renders`, async ({page}) => {
    test.setTimeout(20_000 + pages.length * 5_000);
    expect(pages.length).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const {id, diagrams} of pages) {
      await gotoHydrated(page, docUrl(version, id));
      // Diagrams are drawn as they near the viewport: scroll through the page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      const rendered = page.locator('.docusaurus-mermaid-container svg');
      await expect(rendered).toHaveCount(diagrams, {timeout: 10_000}).catch(() => undefined);
      const count = await rendered.count();
      const errors = await page.locator('.docusaurus-mermaid-container, article').getByText(/Syntax error|Parse error|This page crashed/).count();
      if (count !== diagrams || errors > 0) broken.push(`${id}: ${count}/${diagrams} rendered, ${errors} errors`);
    }
    expect(broken).toEqual([]);
  });
}

test('a diagram far below the first screen is drawn only when the reader scrolls to it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await gotoHydrated(page, docUrl('v4', 'intro'));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  await page.evaluate(() => document.querySelector('[data-mermaid-placeholder]')?.scrollIntoView());
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(1);
});
