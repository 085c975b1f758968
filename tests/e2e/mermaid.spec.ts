import {test, expect, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {docFile, docUrl, specPages, versions} from './helpers';

/**
 * Mermaid diagrams are drawn at build time (src/plugins/diagrams): each one is
 * a light and a dark SVG image, the reader's colour mode shows one of them.
 */
const diagramPages = (version: (typeof versions)[number]) =>
  specPages[version]
    .map((id) => ({id, diagrams: (fs.readFileSync(docFile(version, id), 'utf8').match(/^```mermaid\s*$/gm) ?? []).length}))
    .filter(({diagrams}) => diagrams > 0);

/** The navbar switch, as a reader uses it; returns once the page is in `mode`. */
async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== mode) {
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
  }
  await expect(html).toHaveAttribute('data-theme', mode);
}

/**
 * Every diagram shows its `mode` image, drawn (loaded and decoded, non-empty),
 * and hides the other one. Images are lazy: each is scrolled to, as a reader would.
 */
async function expectDiagramsIn(page: Page, mode: 'light' | 'dark', count: number, where: string): Promise<void> {
  await expect(page.locator('article figure.diagram'), where).toHaveCount(count);
  const problems = await page.locator('article figure.diagram').evaluateAll(async (figures, shownMode) => {
    const found: string[] = [];
    for (const [i, figure] of figures.entries()) {
      const shown = figure.querySelector<HTMLImageElement>(`a.diagram__variant--${shownMode} img`);
      const hidden = figure.querySelector<HTMLImageElement>(`a.diagram__variant--${shownMode === 'light' ? 'dark' : 'light'} img`);
      if (!shown || !hidden) {
        found.push(`#${i + 1}: missing an image`);
        continue;
      }
      shown.scrollIntoView();
      const drawn = await Promise.race([shown.decode().then(() => true, () => false), new Promise((r) => setTimeout(() => r(false), 10_000))]);
      if (!drawn || shown.naturalWidth === 0) found.push(`#${i + 1}: ${shownMode} image not drawn`);
      if (!shown.checkVisibility()) found.push(`#${i + 1}: ${shownMode} image hidden`);
      if (hidden.checkVisibility()) found.push(`#${i + 1}: other mode's image visible`);
    }
    return found;
  }, mode);
  expect(problems, `${where} in ${mode} mode`).toEqual([]);
}

/** A page, hydrated so the colour switch works; the machine may be slow. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 20_000});
}

for (const version of versions) {
  const pages = diagramPages(version);

  test(`${version}: every diagram is an SVG image in light and in dark mode, with a name`, async ({page, request}) => {
    test.setTimeout(30_000 + pages.length * 12_000);
    expect(pages.length).toBeGreaterThan(0);
    const svgs = new Set<string>();
    for (const {id, diagrams} of pages) {
      await open(page, docUrl(version, id));
      await switchColourMode(page, 'light');
      await expectDiagramsIn(page, 'light', diagrams, id);
      await switchColourMode(page, 'dark');
      await expectDiagramsIn(page, 'dark', diagrams, id);

      // Each image has a name of its own (its alt text), in Chinese.
      const names = await page.locator('article figure.diagram a.diagram__variant--light img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
      for (const name of names) expect(name, id).toMatch(/^(流程图|时序图|状态图|类图|实体关系图|甘特图|示意图)：\S/);
      expect(new Set(names).size, `${id}: diagram names are unique`).toBe(names.length);
      for (const src of await page.locator('article figure.diagram img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) svgs.add(src);
      await switchColourMode(page, 'light');
    }
    // Two files per diagram, each one a real SVG document.
    expect(svgs.size).toBe(2 * pages.reduce((sum, p) => sum + p.diagrams, 0));
    for (const src of svgs) {
      const response = await request.get(src);
      expect(response.headers()['content-type'], src).toContain('image/svg+xml');
      expect((await response.text()).startsWith('<svg'), src).toBe(true);
    }
  });
}

test('a diagram opens full size in a new tab, in the reader\'s colour mode', async ({page, context}) => {
  await open(page, docUrl('v4', 'user-manual/project/workflow/intro'));
  for (const mode of ['light', 'dark'] as const) {
    await switchColourMode(page, mode);
    const image = page.getByRole('img', {name: '流程图：工单状态流转：上线'});
    await expect(image).toBeVisible();
    const src = new URL(await image.evaluate((img: HTMLImageElement) => img.src)).pathname;
    expect(src).toContain(`-${mode}-`);
    const [tab] = await Promise.all([context.waitForEvent('page'), image.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(src);
    expect(await tab.evaluate(() => document.contentType)).toBe('image/svg+xml');
    // Shown at its own size: wider than the page's column, labels at full size.
    const width = await tab.evaluate(() => document.querySelector('svg')?.getBoundingClientRect().width ?? 0);
    expect(width).toBeGreaterThan(400);
    await tab.close();
  }
});

test('no Mermaid code ships to readers', () => {
  const dir = path.join('build', 'assets', 'js');
  const scripts = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // Strings only Mermaid's runtime and its layout engines contain.
  const runtime = /mermaid\.initialize|mermaidAPI|flowchart-v2|sequenceDiagram|stateDiagram-v2|Syntax error in text/;
  const found = scripts.filter((file) => /mermaid/i.test(file) || runtime.test(fs.readFileSync(path.join(dir, file), 'utf8')));
  expect(found).toEqual([]);
});
