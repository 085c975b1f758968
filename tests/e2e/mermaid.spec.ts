import type {Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect, docFile, docUrl, specPages, versions} from './helpers';

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

/** The built HTML of a doc page. */
const builtHtml = (version: (typeof versions)[number], id: string) =>
  fs.readFileSync(path.join('build', docUrl(version, id).replace(/^\/sqle-docs\//, ''), 'index.html'), 'utf8');

for (const version of versions) {
  const pages = diagramPages(version);

  // Every diagram of every page, read from the built HTML: fast enough to cover all of them.
  test(`${version}: every diagram is a light and a dark SVG image with a name of its own`, () => {
    expect(pages.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let files = 0;
    for (const {id, diagrams} of pages) {
      const $ = cheerio.load(builtHtml(version, id));
      const figures = $('article figure.diagram');
      if (figures.length !== diagrams) problems.push(`${id}: ${figures.length} figures for ${diagrams} diagrams`);
      const names: string[] = [];
      figures.each((i, figure) => {
        for (const mode of ['light', 'dark']) {
          const img = $(figure).find(`a.diagram__variant--${mode} img`);
          const src = img.attr('src') ?? '';
          const file = path.join('build', src.replace(/^\/sqle-docs\//, ''));
          if (!src || !fs.existsSync(file) || !fs.readFileSync(file, 'utf8').startsWith('<svg')) {
            problems.push(`${id} #${i + 1}: no ${mode} SVG file (${src})`);
          } else {
            files += 1;
          }
          if ($(figure).find(`a.diagram__variant--${mode}`).attr('href') !== src) problems.push(`${id} #${i + 1}: ${mode} image does not open full size`);
        }
        const name = $(figure).find('a.diagram__variant--light img').attr('alt') ?? '';
        if (!/^(流程图|时序图|状态图|类图|实体关系图|甘特图|示意图)：\S/.test(name)) problems.push(`${id} #${i + 1}: name "${name}"`);
        names.push(name);
      });
      if (new Set(names).size !== names.length) problems.push(`${id}: diagram names are not unique`);
    }
    expect(problems).toEqual([]);
    expect(files).toBe(2 * pages.reduce((sum, p) => sum + p.diagrams, 0));
  });

  // What the reader sees when switching colour mode, on the version's page with the most diagrams.
  test(`${version}: the colour switch shows each diagram in the reader's mode and hides the other`, async ({page}) => {
    const {id, diagrams} = [...pages].sort((a, b) => b.diagrams - a.diagrams)[0];
    await open(page, docUrl(version, id));
    for (const mode of ['light', 'dark', 'light'] as const) {
      await switchColourMode(page, mode);
      await expectDiagramsIn(page, mode, diagrams, id);
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
