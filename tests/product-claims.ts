/**
 * Checks what a page says about the product against product-data/<version>:
 * UI labels quoted in 「」 and config keys named in inline code.
 *
 * - Labels: every 「…」 outside code (a `A>B` inside one pair is split into parts; labels with
 *   placeholders such as `编辑扫描详情·{{typeName}}` match any filled-in text)
 *   must be a zh-CN UI text, a server-side zh text, or a rule name/category/parameter
 *   label of that version, byte for byte: spaces, full- or half-width punctuation and case
 *   as the product writes them (「SQL工单」, not 「SQL 工单」), so a reader who searches the UI
 *   or the site for the quote finds it. A quote that differs only in those is reported with
 *   the product's spelling. A locale text that no component refers to (product-data's
 *   `unreferenced` keys) does not count: the reader never sees it.
 * - Config keys: inline code that looks like a dotted lowercase path under a top-level
 *   section of that version's config file (`dms.` / `sqle.` in v3/v4, `server.` in v2)
 *   must be a key of config-keys.json (list items `key[].field` may be written `key.field`).
 */
import fs from 'node:fs';
import {versionNames, type ProductVersion} from '../product-data/extract/sources';

export type Finding = {
  file: string;
  line: number;
  kind: 'label' | 'config-key';
  text: string;
  version: ProductVersion;
  /** The product's spelling of a quote that differs from it only in spaces or punctuation width. */
  productText?: string;
};

/**
 * Deliberate quotes that are not UI labels of the version. Keep it short; say why.
 * `versions` omitted = every version.
 */
export const EXCEPTIONS: {text: string; versions?: ProductVersion[]; why: string}[] = [
  // GitLab's own menu path, on the CI/CD integration pages.
  ...['Settings', 'CI/CD', 'Variables'].map((text) => ({text, versions: ['v4', 'v3'] as ProductVersion[], why: 'GitLab menu'})),
  // v3 pages name the 4.x label of a renamed or new screen for readers who upgrade.
  ...['快捷诊断', '查看所有IDE审核记录', '再次执行', 'Git SSH配置'].map((text) => ({
    text,
    versions: ['v3'] as ProductVersion[],
    why: '4.x label named on a v3 page',
  })),
  // The data access control pages (provision, enterprise only) name its menus and cards: their
  // texts are in the public locale files, but the components that show them are not public.
  ...['权限工单', '发起提权工单', '授权审计', '权限模板审计', '数据源操作审计', '即将过期', '活跃账号总数', '我的可用账号'].map((text) => ({
    text,
    versions: ['v4', 'v3'] as ProductVersion[],
    why: 'closed-source provision UI',
  })),
  // The v4 upgrade page names the 3.x key that 4.x removed, for readers carrying an old config over.
  {text: 'dms.database_driver_options', versions: ['v4'], why: '3.x config key named on the v4 upgrade page'},
];

/** Pages that describe another product's UI (the IDE plugins' own dialogs), whose labels are not in SQLE's locale. */
export const OTHER_PRODUCT_PAGES = [
  /\/dev-manual\/auditplugins\/(eclipse|jetbrains|introduction)\.md$/,
  /\/user-manual\/jetbrains\.md$/,
  // Each release's summary quotes the labels of that release: tests/unit/release-history.test.ts checks them against it.
  /\/release-history\/changes\.md$/,
];

/** Inline code that names a file (`dms.log`, `sqled.pid`) rather than a config key. */
const FILE_NAME = /\.(log|pid|ya?ml|sql|json|sh|go|jar|rpm|tar|gz|zip|toml|env)$/;

const CJK = '[\\u3400-\\u9fff\\uff00-\\uffef\\u3000-\\u303f「」]';
/** A label without the spaces next to Chinese characters and with half-width punctuation: the key to the product's spelling of a respaced quote. */
export function normalize(text: string): string {
  return text
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/：/g, ':')
    .replace(/？/g, '?')
    .replace(/！/g, '!')
    .replace(new RegExp(`\\s+(?=${CJK})|(?<=${CJK})\\s+`, 'g'), '')
    .replace(/[:：]\s*$/, '')
    .trim();
}

type LabelMatcher = {
  labels: Set<string>;
  /** normalize(label) -> the product's spelling, to name it when a quote is respaced. */
  spellings: Map<string, string>;
  templates: RegExp[];
};
type Known = LabelMatcher & {configKeys: Set<string>; roots: string[]};

/** Placeholders of i18next (`{{name}}`) and Go format strings (`%d`, `%v`). */
const PLACEHOLDER = /\{\{[^}]+\}\}|%[-+#0-9.]*[a-zA-Z]/g;
const escapeRegExp = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Quoted labels that are exactly one of these texts (with the usual leniency for units, arrows and placeholders). */
export function labelMatcher(texts: Iterable<string>): LabelMatcher {
  const labels = new Set<string>();
  const spellings = new Map<string, string>();
  const templates: RegExp[] = [];
  const accept = (label: string) => {
    labels.add(label);
    if (!spellings.has(normalize(label))) spellings.set(normalize(label), label);
  };
  const add = (raw: string) => {
    const t = raw.trim();
    accept(t);
    // A unit or example in trailing brackets is often left out when quoting: 「最大重试间隔」 for 最大重试间隔(秒).
    // Likewise a trailing arrow or colon, a trailing `: {{value}}`, or the explanation after the first 。 of a parameter label.
    for (const main of [
      t.replace(/[(（][^()（）]*[)）]$/, ''),
      t.replace(/\s*>$/, ''),
      t.replace(/[:：]\s*\{\{[^}]+\}\}$/, ''),
      t.replace(/[:：]$/, ''),
      t.split('。')[0],
    ].map((m) => m.trim())) {
      if (main && main !== t) accept(main);
    }
    // Labels with placeholders match any filled-in text, if enough fixed text remains to mean something.
    if (PLACEHOLDER.test(t) && t.replace(PLACEHOLDER, '').replace(/\s/g, '').length >= 2) {
      templates.push(new RegExp(`^${t.split(PLACEHOLDER).map(escapeRegExp).join('.+')}$`));
    }
    PLACEHOLDER.lastIndex = 0;
  };
  for (const t of texts) add(t);
  return {labels, spellings, templates};
}

/** A 「…」 quote of a line of prose (outside inline code, split at `>`) that is not the product's text, and the product's spelling if it differs only in spacing or punctuation. */
export type UnknownQuote = {text: string; productText?: string};

export function unknownQuotes(line: string, known: LabelMatcher, version: ProductVersion): UnknownQuote[] {
  const out: UnknownQuote[] = [];
  for (const m of line.replace(/`[^`]*`/g, '').matchAll(/「([^」]+)」/g)) {
    for (const part of m[1].split('>')) {
      const label = part.trim();
      if (label && !known.labels.has(label) && !known.templates.some((t) => t.test(label)) && !exceptionFor(label, version)) {
        out.push({text: label, productText: known.spellings.get(normalize(label))});
      }
    }
  }
  return out;
}

export function knownFacts(version: ProductVersion): Known {
  const texts: string[] = [];
  const add = (raw: string) => texts.push(raw);
  // A text counts only where some code can show it: locale keys no component names are left out.
  const uiLabels: {labels: Record<string, string>; unreferenced: string[]} = readJson(`product-data/${version}/ui-labels.json`);
  const unreferenced = new Set(uiLabels.unreferenced);
  Object.entries(uiLabels.labels)
    .filter(([key]) => !unreferenced.has(key))
    .forEach(([, text]) => add(text));
  for (const rule of readJson(`product-data/${version}/rules.json`).rules) {
    add(rule.name);
    add(rule.category);
    rule.params.forEach((p: {label: string}) => add(p.label));
  }
  const configKeys = new Set<string>();
  for (const {key} of readJson(`product-data/${version}/config-keys.json`).keys as {key: string}[]) {
    // A key and every section above it (`dms.database_driver_options` holds list items).
    const parts = key.replace(/\[\]/g, '').split('.');
    parts.forEach((_, i) => configKeys.add(parts.slice(0, i + 1).join('.')));
    configKeys.add(key);
  }
  const roots = [...new Set([...configKeys].map((k) => k.split('.')[0]))];
  return {...labelMatcher(texts), configKeys, roots};
}

/** Prose lines of a page: front matter and fenced code blocks blanked, line numbers kept. */
function proseLines(text: string): string[] {
  const lines = text.split('\n');
  let inFence: string | null = null;
  let inFront = lines[0] === '---';
  return lines.map((line, i) => {
    if (inFront) {
      if (i > 0 && line === '---') inFront = false;
      return '';
    }
    const fence = /^\s*(```+|~~~+)/.exec(line);
    if (inFence) {
      if (fence && fence[1].startsWith(inFence)) inFence = null;
      return '';
    }
    if (fence) {
      inFence = fence[1];
      return '';
    }
    return line;
  });
}

const exceptionFor = (text: string, version: ProductVersion) =>
  EXCEPTIONS.some((e) => e.text === text && (!e.versions || e.versions.includes(version)));

export function checkPage(
  file: string,
  text: string,
  version: ProductVersion,
  known: Known,
): {findings: Finding[]; labels: number; keys: number} {
  const findings: Finding[] = [];
  let labels = 0;
  let keys = 0;
  if (OTHER_PRODUCT_PAGES.some((p) => p.test(file))) return {findings, labels, keys};
  const keyPattern = new RegExp(`^(?:${known.roots.join('|')})(?:\\.[a-z0-9_]+(?:\\[\\])?)+$`);
  proseLines(text).forEach((line, index) => {
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/「([^」]+)」/g)) labels += m[1].split('>').filter((p) => p.trim()).length;
    for (const {text, productText} of unknownQuotes(line, known, version)) findings.push({file, line: index + 1, kind: 'label', text, version, productText});
    for (const m of line.matchAll(/`([^`\s]+)`/g)) {
      if (!keyPattern.test(m[1]) || FILE_NAME.test(m[1])) continue;
      keys++;
      if (!known.configKeys.has(m[1]) && !exceptionFor(m[1], version)) {
        findings.push({file, line: index + 1, kind: 'config-key', text: m[1], version});
      }
    }
  });
  return {findings, labels, keys};
}

export const formatFinding = (f: Finding) =>
  `${f.file}:${f.line} [${f.version}] ${
    f.kind === 'config-key'
      ? `config key \`${f.text}\` not in the config`
      : f.productText
        ? `label 「${f.text}」 is not the product's text: write 「${f.productText}」`
        : `label 「${f.text}」 not in the UI`
  }`;

export {versionNames};
