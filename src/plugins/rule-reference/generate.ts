/**
 * Writes the audit-rule reference of every docs version:
 * `<docsDir>/audit-rules/<category>.md`, one page per rule category, from
 * product-data/<version>/rules.json and rule-notes/*.yaml. The overview page
 * `audit-rules/intro.md` is hand-written and committed; the category pages are
 * gitignored build inputs.
 *
 * Why a generator step (npm pre-hooks of start/build/build:algolia/test:unit)
 * rather than a Docusaurus plugin: the docs plugin reads Markdown files and
 * builds sidebars from the folder, so the pages must exist before Docusaurus
 * starts; as plain Markdown they get headings with ids, the TOC, search
 * indexing and broken-link checks like every other page, with no JSON shipped
 * to the browser.
 *
 * Run: `npm run rules:generate` (also from the hooks).
 */
import fs from 'node:fs';
import path from 'node:path';
import {ruleCategories} from './categories';
import {productVersions, readLabels, readNotes, readRules, versionNames, type ProductVersion, type Rule} from './data';
import {renderPages, type Page, type VersionInput} from './render';
import {writeGeneratedPage} from '../writeGeneratedPage';

const ROOT = path.resolve(__dirname, '../../..');
export const REFERENCE_DIR = 'audit-rules';
const LEVELS: Rule['level'][] = ['normal', 'notice', 'warn', 'error'];

/** Level names from the version's UI locale (the rule template's level selector). */
function levelNames(version: ProductVersion): Record<Rule['level'], string> {
  const labels = readLabels(version);
  const names = {} as Record<Rule['level'], string>;
  for (const level of LEVELS) {
    const key = Object.keys(labels).find((k) => k.endsWith(`ruleTemplate.ruleLevel.${level}`));
    if (!key) throw new Error(`${version}: no UI label ruleTemplate.ruleLevel.${level}`);
    names[level] = labels[key];
  }
  return names;
}

export function versionInput(version: ProductVersion, notes = readNotes()): VersionInput {
  const data = readRules(version);
  const others: VersionInput['others'] = {};
  for (const other of versionNames.filter((v) => v !== version)) {
    others[other] = new Map(readRules(other).rules.map((r) => [r.key, r]));
  }
  return {version, rules: data.rules, sources: data.sources, levelNames: levelNames(version), notes, others};
}

/** The pages of one version (our prose in the copy style, the product's names byte for byte). */
export function pagesOf(version: ProductVersion, notes = readNotes()): Page[] {
  return renderPages(versionInput(version, notes));
}

export function generate(): void {
  const notes = readNotes();
  for (const version of versionNames) {
    const dir = path.join(ROOT, productVersions[version].docsDir, REFERENCE_DIR);
    fs.mkdirSync(dir, {recursive: true});
    const pages = pagesOf(version, notes);
    const wanted = new Set(pages.map((p) => `${p.slug}.md`));
    // Remove category pages the data no longer has (a category SQLE dropped).
    for (const c of ruleCategories) {
      if (!wanted.has(`${c.slug}.md`)) fs.rmSync(path.join(dir, `${c.slug}.md`), {force: true});
    }
    for (const page of pages) writeGeneratedPage(path.join(dir, `${page.slug}.md`), page.markdown);
    const noted = pages.flatMap((p) => p.keys).filter((k) => notes.has(k)).length;
    const total = pages.reduce((n, p) => n + p.keys.length, 0);
    console.log(`rule reference ${version}: ${pages.length} pages, ${total} rules, ${noted} with notes`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) generate();
