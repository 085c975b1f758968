/**
 * Writes the HTTP API reference of every docs version:
 * `<docsDir>/api-reference/<group>.md`, from product-data/<version>/api.json
 * (SQLE's and DMS's Swagger files at the version's tag). The overview page
 * `api-reference/intro.md` is hand-written and committed; the group pages are
 * gitignored build inputs, written by the same npm pre-hooks as the rule
 * reference, for the same reasons (see ../rule-reference/generate.ts): plain
 * Markdown gets the docs plugin's headings, TOC, search and link checks, and
 * ships no data or component to the browser.
 *
 * Run: `npm run api:generate` (also from the hooks).
 */
import fs from 'node:fs';
import path from 'node:path';
import {productVersions, REFERENCE_DIR, versionNames, type ProductVersion} from './data';
import {apiPageSlugs} from './groups';
import {renderPages, type Page} from './render';
import {writeGeneratedPage} from '../writeGeneratedPage';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The pages of one version. Only our own prose takes the copy style (render.ts
 * runs it through `prose`); the Swagger summaries and field names stay as the
 * product writes them, so a reader finds them as SQLE shows them.
 */
export function pagesOf(version: ProductVersion): Page[] {
  return renderPages(version);
}

export function generate(): void {
  for (const version of versionNames) {
    const dir = path.join(ROOT, productVersions[version].docsDir, REFERENCE_DIR);
    fs.mkdirSync(dir, {recursive: true});
    const pages = pagesOf(version);
    const wanted = new Set(pages.map((p) => `${p.slug}.md`));
    // Remove group pages this version no longer has.
    for (const slug of apiPageSlugs) {
      if (!wanted.has(`${slug}.md`)) fs.rmSync(path.join(dir, `${slug}.md`), {force: true});
    }
    for (const page of pages) writeGeneratedPage(path.join(dir, `${page.slug}.md`), page.markdown);
    const operations = pages.reduce((n, p) => n + p.anchors.length, 0);
    console.log(`api reference ${version}: ${pages.length} pages, ${operations} operations`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) generate();
