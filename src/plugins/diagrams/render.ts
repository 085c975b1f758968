/**
 * Renders Mermaid source to SVG files at build time, in Debian's Chromium via
 * mermaid-isomorphic, and caches them on disk by diagram text, colour theme,
 * Mermaid version and render settings, so warm builds and `npm start` never
 * start a browser for a diagram they have already drawn.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {MermaidConfig} from 'mermaid';
import type {MermaidRenderer, RenderResult} from 'mermaid-isomorphic';

export type Theme = 'light' | 'dark';
export const themes: Theme[] = ['light', 'dark'];

export interface Rendered {
  /** Absolute path of the standalone SVG file. */
  file: string;
  width: number;
  height: number;
  /** accTitle of the diagram, if its source has one. */
  title?: string;
}

const siteDir = path.resolve(__dirname, '../../..');
export const cacheDir = path.join(siteDir, 'node_modules/.cache/sqle-diagrams');
const mermaidVersion: string = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules/mermaid/package.json'), 'utf8')).version;

// Fonts that draw Chinese on Linux, macOS and Windows. An SVG shown through
// <img> cannot use the page's fonts, so it names system fonts itself; labels
// are SVG text (not HTML), so a wider fallback font overflows slightly instead
// of being clipped.
const fontFamily = '"Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';
/** Page background of each colour mode (Infima's), also painted behind the SVG opened on its own. */
const background: Record<Theme, string> = {light: '#ffffff', dark: '#1b1b1d'};

const mermaidConfig: Record<Theme, MermaidConfig> = {
  light: {theme: 'default', fontFamily, htmlLabels: false, flowchart: {htmlLabels: false}, securityLevel: 'strict'},
  dark: {theme: 'dark', fontFamily, htmlLabels: false, flowchart: {htmlLabels: false}, securityLevel: 'strict'},
};

/** Bump when the SVG post-processing below changes, or cached renders turn out wrong (2: some were laid out without a Chinese font). */
const RENDER_REVISION = 2;

const key = (source: string, theme: Theme) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([source, theme, mermaidVersion, mermaidConfig[theme], background[theme], RENDER_REVISION]))
    .digest('hex')
    .slice(0, 20);

type Isomorphic = typeof import('mermaid-isomorphic');

/**
 * mermaid-isomorphic is ESM only. Docusaurus loads this file with jiti, which
 * turns import() into require() and has no native dynamic import: there Node's
 * own require loads it (require(esm), Node 20.19+/22.12+). Under tsx (unit
 * tests) require is transpiled and breaks its import.meta, while a native
 * import() works.
 */
async function loadIsomorphic(): Promise<Isomorphic> {
  const entry = createRequire(__filename).resolve('mermaid-isomorphic');
  try {
    return await (new Function('url', 'return import(url)') as (url: string) => Promise<Isomorphic>)(pathToFileURL(entry).href);
  } catch {
    return createRequire(__filename)(entry) as Isomorphic;
  }
}

/**
 * Mermaid sizes every box from its text as Chromium measures it. With no font
 * that draws Chinese, Chromium measures placeholder glyphs and the boxes come
 * out the wrong size for readers, so on Linux (fontconfig) nothing is drawn
 * until one is installed.
 */
function requireChineseFont(): void {
  const fonts = spawnSync('fc-list', [':lang=zh', 'family'], {encoding: 'utf8'});
  if (fonts.status === 0 && fonts.stdout.trim() === '') {
    throw new Error('no font on this machine draws Chinese, so diagrams would be laid out for placeholder glyphs: apt-get install fonts-noto-cjk');
  }
}

let renderer: Promise<MermaidRenderer> | undefined;
function getRenderer(): Promise<MermaidRenderer> {
  if (renderer) return renderer;
  if (process.platform === 'linux') requireChineseFont();
  renderer = loadIsomorphic().then(({createMermaidRenderer}) =>
    createMermaidRenderer({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      },
    }),
  );
  return renderer;
}

/**
 * Diagrams asked for while others are drawn wait in a queue per theme and are
 * drawn together: each render call loads Mermaid (8 MB of script) into a new
 * page, so one call per file and theme would cost more than the drawing.
 * Two calls run at a time; Mermaid layout is CPU-bound and the build runs beside it.
 * A batch holds all of a theme's diagrams when they are asked for at once
 * (./warmUp.ts does), so a cold build loads Mermaid once per theme.
 */
const MAX_RUNNING = 2;
const BATCH = 200;
let running = 0;
type Job = {source: string; theme: Theme; done: (result: PromiseSettledResult<RenderResult>) => void};
const queue: Job[] = [];
const inFlight = new Map<string, Promise<PromiseSettledResult<RenderResult>>>();

function pump(): void {
  while (running < MAX_RUNNING && queue.length > 0) {
    const {theme} = queue[0];
    const batch: Job[] = [];
    for (let i = 0; i < queue.length && batch.length < BATCH; ) {
      if (queue[i].theme === theme) batch.push(...queue.splice(i, 1));
      else i += 1;
    }
    running += 1;
    Promise.resolve()
      .then(getRenderer)
      .then((render) => render(batch.map((job) => job.source), {mermaidConfig: mermaidConfig[theme], prefix: `diagram-${theme}`}))
      .then(
        (results) => results.forEach((result, i) => batch[i].done(result)),
        (error: unknown) => batch.forEach((job) => job.done({status: 'rejected', reason: error})),
      )
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}

function draw(source: string, theme: Theme): Promise<PromiseSettledResult<RenderResult>> {
  const id = key(source, theme);
  let pending = inFlight.get(id);
  if (!pending) {
    pending = new Promise((done) => {
      queue.push({source, theme, done});
      // Let the files compiled at the same moment join this batch.
      setTimeout(pump, 50);
    });
    inFlight.set(id, pending);
    void pending.then(() => inFlight.delete(id));
  }
  return pending;
}

/** Makes Mermaid's responsive SVG a standalone file of fixed size with an opaque background. */
function standalone(svg: string, width: number, height: number, theme: Theme): string {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return svg.replace(/^<svg([^>]*)>/, (_tag, attributes: string) => {
    const rest = attributes.replace(/\swidth="[^"]*"/, '').replace(/\sheight="[^"]*"/, '').replace(/\sstyle="[^"]*"/, '');
    return `<svg${rest} width="${w}" height="${h}" style="background-color: ${background[theme]}">`;
  });
}

export class DiagramError extends Error {}

/** Builds running side by side (npm test runs several) may draw the same diagram: none reads a half-written file. */
function writeAtomically(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}

/**
 * SVG files of the given diagrams in one theme, from the cache or freshly
 * drawn. Throws a DiagramError naming the diagram when Mermaid rejects it.
 */
export async function renderDiagrams(sources: string[], theme: Theme, describe: (index: number) => string): Promise<Rendered[]> {
  fs.mkdirSync(cacheDir, {recursive: true});
  const files = sources.map((source) => path.join(cacheDir, `${key(source, theme)}-${theme}`));
  const missing = sources.map((_, i) => i).filter((i) => !fs.existsSync(`${files[i]}.json`));
  const results = await Promise.all(missing.map((i) => draw(sources[i], theme)));
  results.forEach((result, n) => {
    const i = missing[n];
    if (result.status === 'rejected') {
      const reason = result.reason as Error;
      throw new DiagramError(`Mermaid cannot draw ${describe(i)}: ${reason?.message ?? reason}`);
    }
    const {svg, width, height, title} = result.value;
    writeAtomically(`${files[i]}.svg`, standalone(svg, width, height, theme));
    // The metadata file is written last: its presence marks a complete entry.
    writeAtomically(`${files[i]}.json`, JSON.stringify({width, height, title}));
  });
  return files.map((file) => ({file: `${file}.svg`, ...JSON.parse(fs.readFileSync(`${file}.json`, 'utf8'))}));
}
