/**
 * Search recall measured on the built site: a vocabulary is drawn from each
 * version's own pages, every term is searched through the site's search code
 * (src/plugins/pagefind/client/engine.ts of the checkout being measured, on
 * its built Pagefind bundle, in Node), and the pages found are compared with
 * the pages whose text holds the term.
 *
 * A page's text is what Pagefind stored of its article (the excerpts come
 * from it); "holds" is blind to case, full-width forms and the spaces copy
 * style puts between Chinese and Latin, as a reader's query is.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {gunzipSync} from 'node:zlib';

export type VersionName = 'current' | 'v3' | 'v2';
export const VERSION_LABELS: Record<VersionName, string> = {current: 'v4', v3: 'v3', v2: 'v2'};
const PRODUCT_DATA: Record<VersionName, string> = {current: 'v4', v3: 'v3', v2: 'v2'};

/** A page as Pagefind stored it: `id` is what its search results call it. */
type Page = {id: string; url: string; text: string};

/** Lower case, half-width, no spaces between Chinese and Latin or digits. */
export function canonical(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\p{Script=Han})\s+(?=[a-z0-9])/gu, '$1')
    .replace(/([a-z0-9])\s+(?=\p{Script=Han})/gu, '$1');
}

/** The pages of a version's bundle: Pagefind's fragment files. */
export function bundlePages(buildDir: string, version: VersionName): Page[] {
  const dir = path.join(buildDir, 'pagefind', version, 'fragment');
  return fs.readdirSync(dir).map((file) => {
    const fragment = JSON.parse(gunzipSync(fs.readFileSync(path.join(dir, file))).subarray('pagefind_dcd'.length).toString('utf8'));
    return {id: file.replace(/\.pf_fragment$/, ''), url: fragment.url as string, text: canonical(`${fragment.meta?.title ?? ''}\n${fragment.content}`)};
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pages whose text holds `term`; a Latin term must begin a word there (Pagefind matches word beginnings). */
export function pagesHolding(pages: Page[], term: string): Set<string> {
  const wanted = canonical(term);
  const pattern = new RegExp(`${/^[a-z0-9]/.test(wanted) ? '(?<![a-z0-9])' : ''}${escape(wanted)}`, 'u');
  return new Set(pages.filter((page) => pattern.test(page.text)).map((page) => page.url));
}

/** A fixed pseudo-random pick of `count` items, the same on every run. */
function pick<T>(items: T[], count: number, seed = 30): T[] {
  if (items.length <= count) return items;
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count) out.push(pool.splice(next() % pool.length, 1)[0]);
  return out;
}

/** Terms and how many of each kind a version's vocabulary holds. */
export const VOCABULARY_SIZE = {chinese: 200, latin: 120, mixed: 30, configKeys: 30};

/**
 * A version's vocabulary from its own pages: Chinese words of 2–6
 * characters on at least 3 pages, Latin words, Chinese next to Latin
 * (SQL工单), and the configuration keys of its product data that its pages name.
 */
export function vocabulary(pages: Page[], version: VersionName, repoDir: string): string[] {
  const pageCount = (terms: Iterable<string>[]) => {
    const counts = new Map<string, number>();
    for (const set of terms) for (const term of new Set(set)) counts.set(term, (counts.get(term) ?? 0) + 1);
    return counts;
  };
  // Words as a dictionary cuts them (ICU's, in Node), not arbitrary character runs.
  const words = new Intl.Segmenter('zh', {granularity: 'word'});
  const chinese = pageCount(
    pages.map((page) =>
      [...page.text.matchAll(/\p{Script=Han}{2,}/gu)].flatMap(([run]) =>
        [...words.segment(run)].map(({segment}) => segment).filter((word) => word.length >= 2 && word.length <= 6),
      ),
    ),
  );
  const latin = pageCount(pages.map((page) => [...page.text.matchAll(/(?<![a-z0-9_])[a-z][a-z0-9_]+/g)].map(([word]) => word)));
  const mixed = pageCount(pages.map((page) => [...page.text.matchAll(/(?<![a-z0-9])[a-z]{2,}\p{Script=Han}{2}|\p{Script=Han}{2}[a-z]{2,}(?![a-z0-9])/gu)].map(([term]) => term)));
  const keysFile = path.join(repoDir, 'product-data', PRODUCT_DATA[version], 'config-keys.json');
  const configKeys = fs.existsSync(keysFile)
    ? (JSON.parse(fs.readFileSync(keysFile, 'utf8')).keys as {key: string}[]).map(({key}) => key.split('.').pop()!).filter((key) => key.length > 3)
    : [];
  const sorted = (counts: Map<string, number>, least: number) => [...counts].filter(([, n]) => n >= least).map(([term]) => term).sort();
  return [
    ...new Set([
      ...pick(sorted(chinese, 3), VOCABULARY_SIZE.chinese),
      ...pick(sorted(latin, 1), VOCABULARY_SIZE.latin),
      ...pick(sorted(mixed, 2), VOCABULARY_SIZE.mixed),
      ...pick([...new Set(configKeys)].filter((key) => pagesHolding(pages, key).size > 0).sort(), VOCABULARY_SIZE.configKeys),
    ]),
  ];
}

type PagefindResults = {results: {id: string}[]} | null;
type PagefindApi = {search(term: string): Promise<PagefindResults>};
type Engine = {
  loadEngine(baseUrl: string, versionName: string): Promise<PagefindApi>;
  search(engine: PagefindApi, query: string): Promise<{total: number; hits(from: number, to: number): Promise<{url: string}[]>}>;
};

/**
 * Pagefind's browser bundle, run in Node as on a page of the site: its files
 * are read from disk (Node's fetch has no file: URLs), and it finds the
 * page's language, zh-CN, which makes it cut Chinese queries with the
 * runtime's word segmenter (ICU) as in a browser. Pagefind's search code is the same.
 */
function actAsSitePage(): void {
  const marker = Symbol.for('sqle-docs.fileFetch');
  const global = globalThis as typeof globalThis & {[marker]?: boolean};
  if (global[marker]) return;
  global[marker] = true;
  const html = {getAttribute: (name: string) => (name === 'lang' ? 'zh-CN' : null)};
  Object.assign(globalThis, {
    window: globalThis,
    document: {currentScript: null, querySelector: (selector: string) => (selector === 'html' ? html : null)},
  });
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    return new Response(await fs.promises.readFile(fileURLToPath(url.split('?')[0])));
  }) as typeof fetch;
}

export type TermRecall = {term: string; holding: number; found: number; recall: number; missed: string[]};
export type VersionRecall = {
  version: string;
  terms: number;
  /** Pages found of all (term, page holding it) pairs. */
  recall: number;
  below: TermRecall[];
  seconds: number;
};

/** Percent of the pages holding a term that a term must find, and of all pairs overall. */
export const THRESHOLD = {term: 0.95, overall: 0.99};

/**
 * Searches every term of the version's vocabulary (or `chosen` terms) with the
 * checkout's engine (`checkoutDir`) on `buildDir`.
 */
export async function measureRecall(checkoutDir: string, buildDir: string, version: VersionName, chosen?: string[]): Promise<VersionRecall> {
  actAsSitePage();
  const started = Date.now();
  const {loadEngine, search} = (await import(pathToFileURL(path.join(checkoutDir, 'src/plugins/pagefind/client/engine.ts')).href)) as Engine;
  const pages = bundlePages(buildDir, version);
  const pagefind = await loadEngine(`${pathToFileURL(path.resolve(buildDir)).href}/`, version);
  const urlOf = new Map(pages.map((page) => [page.id, page.url]));
  // The engine asks Pagefind; the pages Pagefind answered are read from its answer,
  // not from each hit's details, which would cost a file and an excerpt per page.
  let answer: PagefindResults = null;
  const engine: PagefindApi = {
    search: async (term) => (answer = await pagefind.search(term)),
  };
  let holdingAll = 0;
  let foundAll = 0;
  const below: TermRecall[] = [];
  const terms = chosen ?? vocabulary(pages, version, checkoutDir);
  for (const term of terms) {
    const holding = pagesHolding(pages, term);
    if (holding.size === 0) continue;
    answer = null;
    await search(engine, term);
    const found = new Set((answer as PagefindResults)?.results.map((result) => urlOf.get(result.id)) ?? []);
    const missed = [...holding].filter((url) => !found.has(url));
    holdingAll += holding.size;
    foundAll += holding.size - missed.length;
    const recall = (holding.size - missed.length) / holding.size;
    if (recall < THRESHOLD.term) below.push({term, holding: holding.size, found: holding.size - missed.length, recall, missed});
  }
  return {version: VERSION_LABELS[version], terms: terms.length, recall: foundAll / holdingAll, below, seconds: (Date.now() - started) / 1000};
}
