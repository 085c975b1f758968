/**
 * `npm run pdf`: one PDF manual per docs version, printed from the built site
 * (`build/`) with headless Chromium, written to `build/pdf/sqle-docs-<label>.pdf`.
 *
 * Each page's built HTML is read in sidebar order and its article taken out
 * (./article.ts; diagrams are static images since the build draws them), then
 * all articles are joined into one HTML document with the site's CSS plus
 * print.css and printed once, every version side by side.
 * Chromium builds the PDF bookmarks from heading levels (`outline: true`), so
 * categories become headings above their pages' titles.
 *
 * No maintained package fits: mr-pdf and papersaurus are abandoned or
 * Docusaurus 2 only, docs-to-pdf makes no bookmarks, prince is commercial.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import config from '../../docusaurus.config';
import {buildSidebar, sidebarOrder, type SidebarItem} from '../../src/config/sidebar';
import {docsRoute, docsVersions, type DocsVersion} from '../../src/config/versions';
import {pdfFile, pdfPageAnchor, pagesWithoutPdf} from '../../src/config/pdf';
import {articleForPrint} from './article';
import {chromiumLaunchOptions} from '../../tests/servers';

// The server `npm run serve` and the tests use.
const STATIC_SERVER = 'scripts/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = path.join(ROOT, 'build');
const PRINT_CSS = fs.readFileSync(path.join(ROOT, 'scripts/pdf/print.css'), 'utf8');

/**
 * The Chinese face of the manual (print.css names it): Droid Sans Fallback, a
 * TrueType-outline face (Apache 2.0) that Chromium embeds as a real font.
 * Noto Sans CJK, which fontconfig picks otherwise, has CFF outlines, and
 * Chromium writes its glyphs as Type 3 fonts: the manuals were 15–24 MB.
 * WenQuanYi Micro Hei, drawn from the same glyphs, is a collection that
 * Chromium embeds whole, 0.2 MB more. The face has no bold, and a bold that
 * Chromium synthesises is written as Type 3 too: declared for every weight,
 * the face is never emboldened, so bold Chinese prints at the regular weight
 * (Latin text keeps its bold face). Emoji (some UI labels quoted in the change
 * records carry them) would come from a colour emoji font, which Chromium also
 * writes as Type 3: Symbola draws them in outlines, for every weight likewise.
 * scripts/ensure-debian-tools.sh installs both.
 */
const PRINT_FONT_FACES = [
  `@font-face { font-family: 'SQLE PDF CJK'; src: local('Droid Sans Fallback'); font-weight: 100 900; }`,
  `@font-face { font-family: 'SQLE PDF Symbols'; src: local('Symbola'); font-weight: 100 900; }`,
].join('\n');
/** The Chinese face diagrams name first (src/plugins/diagrams/render.ts); in the manual they use the print face. */
const DIAGRAM_CJK_FONT = 'Noto Sans CJK SC';

/** Doc ids a version's manual holds, in sidebar order. */
export const pdfPages = (version: DocsVersion) =>
  sidebarOrder(buildSidebar(version.dir)).filter((id) => !pagesWithoutPdf.includes(id));

export type PdfResult = {version: string; pages: number; headings: number; bytes: number; seconds: number; file: string};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [STATIC_SERVER, BUILD, '--port', String(port), '--base', config.baseUrl], {cwd: ROOT, stdio: 'inherit'});
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}${config.baseUrl}`).then((r) => r.ok, () => false)) {
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`static server did not answer on port ${port}`);
}

type Entry = {kind: 'category'; label: string; depth: number; anchor: string} | {kind: 'page'; id: string; depth: number};

/** The sidebar as a flat list of categories and pages with their nesting depth. */
function entries(items: SidebarItem[], depth = 0): Entry[] {
  return items.flatMap((item): Entry[] => {
    if (item.type === 'doc') {
      return [{kind: 'page', id: item.id, depth}];
    }
    const label = {kind: 'category' as const, label: item.label, depth, anchor: ''};
    return [label, ...(item.link ? [{kind: 'page' as const, id: item.link.id, depth: depth + 1}] : []), ...entries(item.items, depth + 1)];
  });
}

function outlineOf(version: DocsVersion): Entry[] {
  const list = entries(buildSidebar(version.dir));
  list.forEach((entry, index) => entry.kind === 'category' && (entry.anchor = `category-${index}`));
  return list;
}

function composeDocument(version: DocsVersion, outline: Entry[], articles: Map<string, string>, titles: Map<string, string>, stylesheets: string[]): string {
  const shown = outline.filter((entry) => entry.kind === 'category' || articles.has(entry.id));
  const toc = shown
    .map((entry) =>
      entry.kind === 'category'
        ? `<li class="pdf-toc-category" style="--depth:${entry.depth}"><a href="#${entry.anchor}">${escapeHtml(entry.label)}</a></li>`
        : `<li style="--depth:${entry.depth}"><a href="#${pdfPageAnchor(entry.id)}">${escapeHtml(titles.get(entry.id)!)}</a></li>`,
    )
    .join('\n');
  const body = shown
    .map((entry) =>
      entry.kind === 'category'
        ? `<h${entry.depth + 1} class="pdf-category" id="${entry.anchor}">${escapeHtml(entry.label)}</h${entry.depth + 1}>`
        : articles.get(entry.id)!,
    )
    .join('\n');
  const title = `SQLE ${version.label} 文档`;
  const date = new Date().toISOString().slice(0, 10);
  return `<!doctype html>
<html lang="zh-CN" data-theme="light">
<head>
<meta charset="utf-8">
<title>${title}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${PRINT_FONT_FACES}
${PRINT_CSS}</style>
</head>
<body>
<section class="pdf-cover">
  <p class="pdf-cover-title">${title}</p>
  <p class="pdf-cover-subtitle">${escapeHtml(config.tagline ?? '')}</p>
  <dl class="pdf-cover-facts">
    <dt>产品版本</dt><dd>SQLE ${version.release}</dd>
    <dt>生成日期</dt><dd>${date}</dd>
    <dt>在线版本</dt><dd>${config.url}${config.baseUrl}${docsRoute(version)}/intro</dd>
  </dl>
</section>
<nav class="pdf-toc">
  <h1 id="pdf-toc">目录</h1>
  <ol>
${toc}
  </ol>
</nav>
<main>
${body}
</main>
</body>
</html>`;
}

async function printVersion(browser: Browser, origin: string, version: DocsVersion): Promise<PdfResult> {
  const started = performance.now();
  const ids = pdfPages(version);
  const routeOf = (id: string) => `${config.baseUrl}${docsRoute(version)}/${id}`;
  const anchors = Object.fromEntries(ids.map((id) => [routeOf(id), pdfPageAnchor(id)]));
  // The site's scripts are not needed to print its static HTML, and skipping them saves most of the time.
  const context = await browser.newContext({locale: 'zh-CN', viewport: {width: 1280, height: 900}, javaScriptEnabled: false});
  // tsx names functions with a `__name` helper that the page does not have.
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  // One page of the site gives the joined document its stylesheets; the articles are parsed from their HTML.
  await page.goto(origin + routeOf(ids[0]), {waitUntil: 'domcontentloaded'});
  const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

  const outline = outlineOf(version);
  const depthOf = new Map(outline.flatMap((entry) => (entry.kind === 'page' ? [[entry.id, entry.depth] as const] : [])));
  const articles = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const id of ids) {
    const url = origin + routeOf(id);
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(`${url}: HTTP ${response.status}`);
    }
    const options = {html: await response.text(), url, anchor: pdfPageAnchor(id), depth: depthOf.get(id)!, anchors, publicOrigin: config.url};
    const article = await page.evaluate(articleForPrint, options);
    articles.set(id, article.html);
    titles.set(id, article.title);
  }

  // Serve the joined document from the site's origin, so its stylesheets and images resolve.
  const documentUrl = `${origin}${config.baseUrl}__pdf__/${version.label}.html`;
  const html = composeDocument(version, outline, articles, titles, stylesheets);
  await page.route(documentUrl, (route) => route.fulfill({contentType: 'text/html; charset=utf-8', body: html}));
  // Diagrams are SVG images, which cannot use the document's fonts: each gets the print face itself.
  await page.route('**/*.svg', (route) => {
    const file = path.join(BUILD, decodeURIComponent(new URL(route.request().url()).pathname).slice(config.baseUrl.length));
    const svg = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (!svg.includes(DIAGRAM_CJK_FONT)) return route.continue();
    const body = svg
      // Quoted in CSS and, in style attributes, as &quot;.
      .replaceAll(new RegExp(`("|&quot;)${DIAGRAM_CJK_FONT}\\1`, 'g'), '$1SQLE PDF CJK$1')
      .replace(/^(<svg[^>]*>)/, `$1<style>${PRINT_FONT_FACES}</style>`);
    return route.fulfill({contentType: 'image/svg+xml', body});
  });
  // Hundreds of pages with their images: minutes on a busy machine.
  await page.goto(documentUrl, {waitUntil: 'load', timeout: 300_000});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, {timeout: 30_000});

  const file = path.join(BUILD, pdfFile(version));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  await page.pdf({
    path: file,
    format: 'A4',
    margin: {top: '16mm', bottom: '18mm', left: '16mm', right: '16mm'},
    printBackground: true,
    outline: true,
    tagged: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: `<div style="width:100%;font-size:8px;color:#555;text-align:center;font-family:'DejaVu Sans',sans-serif"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
  });
  const headings = await page.locator('h1, h2, h3, h4, h5, h6').count();
  await context.close();
  await compact(file);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return {version: version.label, pages: ids.length, headings, bytes: fs.statSync(file).size, seconds, file: path.relative(ROOT, file)};
}

/**
 * Chromium writes every PDF object on its own, uncompressed: the structure tree
 * that makes the bookmarks and lets screen readers follow the text alone took
 * 7 of the v4 manual's 25 MB. qpdf (Debian) packs the objects into compressed
 * object streams; pages, bookmarks, links and text stay as they are.
 */
async function compact(file: string): Promise<void> {
  const packed = `${file}.packed`;
  try {
    await promisify(execFile)('qpdf', ['--object-streams=generate', '--compression-level=9', '--recompress-flate', file, packed]);
  } catch (error) {
    // Exit code 3: written, with warnings about the input.
    if ((error as {code?: number}).code !== 3) throw error;
  }
  fs.renameSync(packed, file);
}

/** Prints the manual of each version (all by default) from `build/`. */
export async function buildPdfs(labels: string[] = docsVersions.map((version) => version.label)): Promise<PdfResult[]> {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('build/ has no site: run `npm run build` first');
  }
  const port = await freePort();
  const server = await startServer(port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // Versions print side by side: Chromium lays out one while another is read.
    const versions = docsVersions.filter((v) => labels.includes(v.label));
    return await Promise.all(versions.map((version) => printVersion(browser, `http://127.0.0.1:${port}`, version)));
  } finally {
    await browser.close();
    server.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildPdfs(process.argv.slice(2).length ? process.argv.slice(2) : undefined)
    .then((results) => {
      for (const r of results) {
        console.log(`${r.file}: ${r.pages} pages, ${r.headings} headings, ${Math.round(r.bytes / 1024)} KiB, ${r.seconds} s`);
      }
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
