/**
 * Writes the release-history pages of every docs tree,
 * `<docsDir>/release-history/{changes,upgrade-paths}.md`, from
 * product-data/history/<line>.json, product-data/<line>/ and
 * release-notes/<line>.yaml. Like the rule reference, the pages are
 * gitignored build inputs written before Docusaurus starts (npm pre-hooks), so
 * they are plain Markdown: headings with ids, TOC, search, link checks, and no
 * data shipped to the browser.
 *
 * Run: `npm run history:generate [-- --require-notes]`. With --require-notes
 * (the build hooks) a release without a written summary fails the run; the
 * unit test lists the missing ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {lineFacts, readHistory} from '../../../product-data/extract/history/read';
import {listDocIds} from '../../config/sidebar';
import {productVersions, readLabels, versionNames, type ProductVersion} from '../rule-reference/data';
import {missingNotes, readReleaseNotes, type ReleaseNotes} from './notes';
import {changesPage, HISTORY_DIR, upgradePage, type LineInput, type Page} from './render';
import {writeGeneratedPage} from '../writeGeneratedPage';

const ROOT = path.resolve(__dirname, '../../..');
const LEVELS = ['normal', 'notice', 'warn', 'error'];

/** Level names as the line's rule-template UI shows them. */
function levelNames(line: ProductVersion): Record<string, string> {
  const labels = readLabels(line);
  return Object.fromEntries(
    LEVELS.map((level) => {
      const key = Object.keys(labels).find((k) => k.endsWith(`ruleTemplate.ruleLevel.${level}`));
      if (!key) throw new Error(`${line}: no UI label ruleTemplate.ruleLevel.${level}`);
      return [level, labels[key]];
    }),
  );
}

const seriesOf = (line: ProductVersion) => `${productVersions[line].refs.sqle!.slice(1).split('.')[0]}.x`;

export function lineInput(line: ProductVersion, notes: ReleaseNotes | undefined = readReleaseNotes(line)): LineInput {
  const releases = lineFacts(line, readHistory(line));
  const before = versionNames[versionNames.indexOf(line) + 1];
  const previous = before && {
    line: before,
    series: seriesOf(before),
    release: productVersions[before].refs.sqle!.slice(1),
    facts: lineFacts(before).at(-1)!.facts,
  };
  return {
    line,
    series: seriesOf(line),
    releases,
    notes,
    levelNames: levelNames(line),
    ...(previous ? {previous} : {}),
    docIds: listDocIds(path.join(ROOT, productVersions[line].docsDir)),
  };
}

export function pagesOf(input: LineInput): Page[] {
  return [changesPage(input), upgradePage(input)];
}

export function generate(requireNotes: boolean): void {
  const missing: string[] = [];
  for (const line of versionNames) {
    const input = lineInput(line);
    const lacking = missingNotes(input.releases.map((r) => r.release), input.notes);
    if (lacking.length) missing.push(`release-notes/${line}.yaml has no entry for ${lacking.join(', ')}`);
    const dir = path.join(ROOT, productVersions[line].docsDir, HISTORY_DIR);
    fs.mkdirSync(dir, {recursive: true});
    const pages = pagesOf(input);
    for (const page of pages) writeGeneratedPage(path.join(dir, `${page.slug}.md`), page.markdown);
    const kb = pages.map((p) => `${p.slug} ${Math.round(Buffer.byteLength(p.markdown) / 1024)} KB`).join(', ');
    console.log(`release history ${line}: ${input.releases.length} releases (${kb})`);
  }
  if (missing.length) {
    const text = `release summaries missing:\n  ${missing.join('\n  ')}`;
    if (requireNotes && process.env.RELEASE_NOTES_OPTIONAL !== '1') throw new Error(text);
    console.warn(`warning: ${text}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const {values} = parseArgs({options: {'require-notes': {type: 'boolean'}}});
  generate(!!values['require-notes']);
}
