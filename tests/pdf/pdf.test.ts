/**
 * The PDF manuals that `npm run pdf` writes into build/pdf, read back with
 * Debian's poppler-utils (scripts/ensure-debian-tools.sh installs them): what a
 * reader of the PDF gets — every page, bookmarks, page numbers, real fonts
 * inside a file of a few MB, working links — and the links to the PDFs on the site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import {promisify} from 'node:util';
import {docFile, docUrl, readPage, specPages, treePath, versions} from '../spec';
import {pagesWithoutPdf, pdfFile, pdfPageAnchor} from '../../src/config/pdf';

const BASE_PATH = '/sqle-docs/';
/** Largest manual readers download over slow intranet links and mail on. */
const MAX_BYTES = 6_000_000;
const run = async (tool: string, args: string[]) =>
  (await promisify(execFile)(tool, args, {encoding: 'utf8', maxBuffer: 256 * 2 ** 20})).stdout;
/** Text without line breaks or spaces, which PDF text extraction places freely. */
const squeeze = (text: string) => text.replace(/\s+/g, '');
const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, '&');

type Bookmark = {title: string; page: number};

/** What poppler reads out of a PDF. */
type Manual = {
  /** Text of each PDF page, squeezed. */
  pages: string[];
  /** Outline items with their target page. */
  bookmarks: Bookmark[];
  /** PDF page of each named destination: where each doc page of the manual starts. */
  destinations: Map<string, number>;
  /** PDF pages the table of contents links to. */
  contentsLinks: number[];
  /** Web addresses of the links anywhere in the manual. */
  externalLinks: string[];
  /** pdffonts' table rows. */
  fonts: string[];
};

/**
 * Reads a manual with poppler, side by side. On files of hundreds of pages
 * every text pass costs seconds, so the text is read once, by pdftotext: not
 * from pdftohtml's XML, which leaves some characters as CJK radicals (见 as
 * U+2EC5) that match no title. pdftohtml reads only the table of contents
 * (the pages before the first doc page) for its links, and the outline, which
 * it prints whole for any page range; pdfinfo lists the destinations and web
 * addresses without reading any text.
 */
async function readManual(file: string): Promise<Manual> {
  const [text, fonts, dests, urls] = await Promise.all([
    // -layout keeps each printed line together: a heading mixing Latin and CJK fonts otherwise comes out in pieces.
    run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']),
    run('pdffonts', [file]),
    run('pdfinfo', ['-dests', file]),
    run('pdfinfo', ['-url', file]),
  ]);
  // Rows: page, [ view ], "name".
  const destinations = new Map([...dests.matchAll(/^\s*(\d+) \[.*\] "(.*)"$/gm)].map((m) => [m[2], Number(m[1])]));
  const firstDocPage = Math.min(...[...destinations].filter(([name]) => name.startsWith('page-')).map(([, page]) => page));
  const xml = await run('pdftohtml', ['-stdout', '-xml', '-i', '-q', '-f', '1', '-l', String(firstDocPage - 1), file]);
  const outlineAt = xml.indexOf('<outline>');
  return {
    // pdftotext ends every page with a form feed.
    pages: text.split('\f').slice(0, -1).map(squeeze),
    bookmarks: [...xml.slice(outlineAt).matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((m) => ({
      page: Number(m[1]),
      title: unescapeXml(m[2]),
    })),
    destinations,
    contentsLinks: [...xml.slice(0, outlineAt).matchAll(/<a href="[^"#]*#(\d+)">/g)].map((m) => Number(m[1])),
    // Rows: page, type, address.
    externalLinks: [...urls.matchAll(/^\s*\d+\s+\S+\s+(\S+)$/gm)].map((m) => m[1]),
    // Columns: name, type, encoding, emb, sub, uni, object, generation (name and type may hold spaces).
    fonts: fonts.trim().split('\n').slice(2),
  };
}

// All manuals are read at once, side by side, before the first test needs one.
const manuals = new Map(
  versions.map((version) => {
    const file = `build/${pdfFile({label: version})}`;
    const manual = fs.existsSync(file) ? readManual(file) : Promise.reject(new Error(`${file} is missing: run npm run pdf after the build`));
    manual.catch(() => undefined); // reported by the tests that await it
    return [version, manual] as const;
  }),
);

for (const version of versions) {
  const expected = specPages[version].filter((id) => !pagesWithoutPdf.includes(id));
  const titles = expected.map((id) => ({id, title: readPage(docFile(version, id)).frontMatter.title}));

  test(`${version}: PDF manual is at most ${MAX_BYTES / 1e6} MB`, () => {
    const file = `build/${pdfFile({label: version})}`;
    assert.ok(fs.existsSync(file), `${file} is missing: run npm run pdf after the build`);
    const {size} = fs.statSync(file);
    assert.ok(size <= MAX_BYTES, `${file}: ${(size / 1e6).toFixed(2)} MB`);
  });

  test(`${version}: PDF manual exists with every page, in bookmarks that lead to the page`, async () => {
    const {pages, bookmarks: marks} = await manuals.get(version)!;
    assert.ok(marks.length >= expected.length, `${marks.length} bookmarks for ${expected.length} pages`);
    const missing = titles.filter(({title}) => {
      const mark = marks.find((m) => squeeze(m.title) === squeeze(title));
      return !mark || !pages[mark.page - 1]?.includes(squeeze(title));
    });
    assert.deepEqual(missing, [], 'pages without a bookmark to a PDF page that shows their title');
  });

  test(`${version}: PDF pages are numbered and fonts are embedded`, async () => {
    const {pages, fonts} = await manuals.get(version)!;
    const total = pages.length;
    assert.ok(total > expected.length, `${total} PDF pages`);
    for (const page of [3, total]) {
      assert.match(pages[page - 1], new RegExp(`${page}/${total}$`), `page ${page} has no page number`);
    }
    assert.ok(fonts.length > 0, 'no fonts listed');
    const notEmbedded = fonts.filter((line) => line.trim().split(/\s+/).at(-5) !== 'yes');
    assert.deepEqual(notEmbedded, [], 'fonts not embedded');
    // Type 3 fonts are glyph drawings: what Chromium writes for a CFF-outline face such as Noto CJK
    // or a synthesised bold, at many times the size of a real font (scripts/pdf/build.ts).
    assert.deepEqual(fonts.filter((line) => /\bType 3\b/.test(line)), [], 'Type 3 fonts');
    const intro = titles.find(({id}) => id === 'intro')!.title;
    assert.ok(pages.join('').includes(squeeze(intro)), 'Chinese text cannot be extracted');
  });

  test(`${version}: the contents link every page where it starts, and links between pages stay inside the PDF`, async () => {
    const {pages, destinations, contentsLinks, externalLinks} = await manuals.get(version)!;
    const unlinked = titles.filter(({id, title}) => {
      const page = destinations.get(pdfPageAnchor(id));
      return page === undefined || !contentsLinks.includes(page) || !pages[page - 1]?.includes(squeeze(title));
    });
    assert.deepEqual(unlinked, [], 'pages the contents do not link to the PDF page that shows their title');
    // A link between pages that stayed a web address would leave the PDF for the website.
    const pageUrls = new Set(expected.map((id) => docUrl(version, id)));
    const leaving = externalLinks.filter((href) => pageUrls.has(new URL(href).pathname.replace(/\/$/, '')));
    assert.deepEqual(leaving, [], 'links to pages of this manual that open the website');
    assert.deepEqual(externalLinks.filter((href) => href.includes('127.0.0.1') || href.includes('localhost')), [], 'links to the build server');
  });

  test(`${version}: the intro page and the footer link this PDF`, () => {
    const href = `${BASE_PATH}${pdfFile({label: version})}`;
    const html = fs.readFileSync(`build${treePath[version].slice(BASE_PATH.length - 1)}/intro/index.html`, 'utf8');
    // Minified HTML: attribute values may be unquoted.
    const linked = (part: string) => [...part.matchAll(/<a [^>]*href=(?:"([^"]*)"|([^\s>]+))/g)].some((m) => (m[1] ?? m[2]) === href);
    const footerAt = html.search(/<footer\b/);
    assert.ok(footerAt > 0, 'no site footer');
    assert.ok(linked(html.slice(0, footerAt)), `the intro page does not link ${href}`);
    assert.ok(linked(html.slice(footerAt)), `the footer does not link ${href}`);
  });
}
