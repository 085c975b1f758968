/**
 * The PDF manuals that `npm run pdf` writes into build/pdf, read back with
 * Debian's poppler-utils (scripts/ensure-debian-tools.sh installs them): what a
 * reader of the PDF gets — every page, bookmarks, page numbers, fonts inside
 * the file, working links — and the links to the PDFs on the site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {docFile, readPage, specPages, treePath, versions} from '../spec';
import {pagesWithoutPdf, pdfFile} from '../../src/config/pdf';

const BASE_PATH = '/sqle-docs/';
const run = (tool: string, args: string[]) => execFileSync(tool, args, {encoding: 'utf8', maxBuffer: 256 * 2 ** 20});
/** Text without line breaks or spaces, which PDF text extraction places freely. */
const squeeze = (text: string) => text.replace(/\s+/g, '');
const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, '&');

type Bookmark = {title: string; page: number};

/** Bookmarks (outline items with their target page), from pdftohtml's XML. */
function bookmarks(xml: string): Bookmark[] {
  const outline = xml.slice(xml.indexOf('<outline>'));
  return [...outline.matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((m) => ({page: Number(m[1]), title: unescapeXml(m[2])}));
}

for (const version of versions) {
  const file = `build/${pdfFile({label: version})}`;
  const expected = specPages[version].filter((id) => !pagesWithoutPdf.includes(id));
  const titles = expected.map((id) => ({id, title: readPage(docFile(version, id)).frontMatter.title}));

  test(`${version}: PDF manual exists with every page, in bookmarks that lead to the page`, () => {
    assert.ok(fs.existsSync(file), `${file} is missing: run npm run pdf after the build`);
    // -layout keeps each printed line together: a heading mixing Latin and CJK fonts otherwise comes out in pieces.
    const pages = run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).split('\f').map(squeeze);
    const marks = bookmarks(run('pdftohtml', ['-stdout', '-xml', '-i', '-q', file]));
    assert.ok(marks.length >= expected.length, `${marks.length} bookmarks for ${expected.length} pages`);
    const missing = titles.filter(({title}) => {
      const mark = marks.find((m) => squeeze(m.title) === squeeze(title));
      return !mark || !pages[mark.page - 1]?.includes(squeeze(title));
    });
    assert.deepEqual(missing, [], 'pages without a bookmark to a PDF page that shows their title');
  });

  test(`${version}: PDF pages are numbered and fonts are embedded`, () => {
    const info = run('pdfinfo', [file]);
    const total = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    assert.ok(total > expected.length, `${total} PDF pages`);
    for (const page of [3, total]) {
      const text = run('pdftotext', ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', file, '-']);
      assert.match(squeeze(text), new RegExp(`${page}/${total}$`), `page ${page} has no page number`);
    }
    // Chromium embeds Noto CJK (CFF outlines) as Type 3 glyph outlines without a font name, so the
    // check is: every font is inside the file, and Chinese text comes back out of it as text.
    const fonts = run('pdffonts', [file]).trim().split('\n').slice(2);
    assert.ok(fonts.length > 0, 'no fonts listed');
    // Columns: name, type, encoding, emb, sub, uni, object, generation (name and type may hold spaces).
    const notEmbedded = fonts.filter((line) => line.trim().split(/\s+/).at(-5) !== 'yes');
    assert.deepEqual(notEmbedded, [], 'fonts not embedded');
    const intro = titles.find(({id}) => id === 'intro')!.title;
    assert.ok(squeeze(run('pdftotext', ['-enc', 'UTF-8', file, '-'])).includes(squeeze(intro)), 'Chinese text cannot be extracted');
  });

  test(`${version}: links between pages lead to pages inside the PDF`, () => {
    const xml = run('pdftohtml', ['-stdout', '-xml', '-i', '-q', file]);
    const internal = [...xml.matchAll(/<a href="[^"#]*#(\d+)">/g)].map((m) => Number(m[1]));
    const external = [...xml.matchAll(/<a href="(https?:[^"]+)">/g)].map((m) => m[1]);
    // The table of contents alone links every page; body text links more.
    assert.ok(internal.length > expected.length * 1.5, `${internal.length} links to pages inside the PDF`);
    assert.deepEqual(external.filter((href) => href.includes('127.0.0.1') || href.includes('localhost')), [], 'links to the build server');
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
