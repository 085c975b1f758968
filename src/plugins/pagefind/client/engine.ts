/**
 * Loads a version's Pagefind bundle (once per visit) and runs queries on it.
 * The bundle is fetched from the built site at run time, outside webpack.
 */
import {matchKeys, type CompiledKeys, type StoredSearchKey} from './searchKeys';
import {foldText, queryTerms} from './terms';

/** The part of Pagefind's browser API this site uses (pagefind.app/docs/api). */
type PagefindApi = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: {id: string; data(): Promise<PagefindData>}[]} | null>;
};

type PagefindSubResult = {title: string; url: string; excerpt: string};
type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: PagefindSubResult[];
};

export type Section = {title: string; url: string; excerpt: string};
export type Hit = {
  url: string;
  title: string;
  /** HTML: page text with the query's words in <mark>, escaped by Pagefind. */
  excerpt: string;
  sections: Section[];
  /** Set on a pinned hit (./searchKeys.ts): why this page answers the query. */
  note?: string;
};
export type SearchOutcome = {
  /** Distinct pages that match. */
  total: number;
  /** Loads the details of hits `from`..`to` (each page's text is a separate small file). */
  hits(from: number, to: number): Promise<Hit[]>;
};

/** Search terms carried to the opened page, which highlights them. */
export const HIGHLIGHT_PARAM = '_highlight';

const engines = new Map<string, Promise<PagefindApi>>();

export const bundleUrl = (baseUrl: string, versionName: string) => `${baseUrl}pagefind/${versionName}/`;

/** Starts loading a version's engine; safe to call on every keystroke. */
export function loadEngine(baseUrl: string, versionName: string): Promise<PagefindApi> {
  const url = `${bundleUrl(baseUrl, versionName)}pagefind.js`;
  let engine = engines.get(url);
  if (!engine) {
    engine = (async () => {
      const api = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
      // Result addresses are indexed complete, base path included.
      await api.options({baseUrl: '/', excerptLength: 24, highlightParam: HIGHLIGHT_PARAM});
      await api.init();
      return api;
    })();
    // A failed load may be a passing network problem: let the next attempt retry.
    engine.catch(() => engines.delete(url));
    engines.set(url, engine);
  }
  return engine;
}

/** Drops the heading anchor's zero-width space Docusaurus puts in every heading. */
const clean = (text: string) => text.replace(/[\u200b#]+$/u, '').trim();

const normalize = (text: string) => foldText(text).replace(/\s+/g, '');

/**
 * How well a section answers the query: its anchor is the query (a rule key
 * such as SQLE00001 is its heading's id), or its heading holds the query (a
 * pasted error message). Pagefind lists sections in page order, which would
 * send a reader to the first section that merely mentions the words.
 */
function sectionRank(section: Section, query: string): number {
  const wanted = normalize(query);
  if (!wanted) return 0;
  if (normalize(decodeURIComponent(section.url.split('#')[1] ?? '')) === wanted) return 2;
  return normalize(section.title).includes(wanted) ? 1 : 0;
}

/**
 * Pagefind asks the opened page to highlight the words it was given, which
 * for Chinese are encoded pairs: it gets the reader's words instead.
 */
function withHighlight(url: string, words: string[]): string {
  const [path, hash] = url.split('#');
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.delete(HIGHLIGHT_PARAM);
  for (const word of words) params.append(HIGHLIGHT_PARAM, word);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/** How well a page answers the query: 2 its best section's anchor is the query, 1 its title holds the query. */
function hitRank(hit: Hit, query: string): number {
  if (hit.sections.length > 0 && sectionRank(hit.sections[0], query) === 2) return 2;
  const wanted = normalize(query);
  return wanted && normalize(hit.title).includes(wanted) ? 1 : 0;
}

function toHit(data: PagefindData, query: string): Hit {
  const {words} = queryTerms(query);
  const pageUrl = withHighlight(data.url, words);
  const sections = data.sub_results
    // The section without a heading is the page itself, already shown as the hit.
    .filter((sub) => sub.url.includes('#'))
    .map((sub) => ({title: clean(sub.title), url: withHighlight(sub.url, words), excerpt: sub.excerpt}));
  return {
    url: pageUrl,
    title: clean(data.meta.title ?? pageUrl),
    excerpt: data.excerpt,
    // A stable sort: sections that answer the query exactly come first, the rest keep page order.
    sections: sections
      .map((section, order) => ({section, order, rank: sectionRank(section, query)}))
      .sort((a, b) => b.rank - a.rank || a.order - b.order)
      .map(({section}) => section),
  };
}

/** Pages the search box's dropdown lists. */
export const DROPDOWN_HITS = 5;
/** Pagefind's best pages that may be reordered: those of the dropdown, so reordering fetches no extra page text. */
const REORDERED = DROPDOWN_HITS;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const pinnedHit = (key: StoredSearchKey): Hit => ({
  url: key.url,
  title: key.title,
  excerpt: escapeHtml(key.note ?? ''),
  sections: [],
  note: key.note,
});

/**
 * Runs a query: hits of the version's search keys that the query is exactly
 * (`keys`, see ./searchKeys.ts) come first, then Pagefind's pages, without
 * the pages a pinned hit already leads to.
 */
export async function search(engine: PagefindApi, query: string, keys: CompiledKeys = []): Promise<SearchOutcome> {
  const terms = queryTerms(query).pagefind;
  const found = terms ? await engine.search(terms) : null;
  const pinned = matchKeys(keys, query);
  const pinnedPages = new Set(pinned.map((key) => key.page));
  const results = (found?.results ?? []).filter((result) => !pinnedPages.has(result.id));
  const loaded = new Map<number, Promise<Hit>>();
  const hitAt = (index: number) => {
    let hit = loaded.get(index);
    if (!hit) {
      hit = results[index].data().then((data) => toHit(data, query));
      loaded.set(index, hit);
    }
    return hit;
  };
  // Pagefind ranks pages by their words, and a rule key is several words to it
  // (ddl, check, table…), common on every rule page. Among the best pages, one
  // with a section whose anchor is the query itself answers it exactly and
  // comes first; next come pages whose title holds the query (the page about it).
  let order: Promise<number[]> | undefined;
  const ranked = () =>
    (order ??= Promise.all(results.slice(0, REORDERED).map((_, index) => hitAt(index))).then((hits) => [
      ...hits
        .map((hit, index) => ({index, rank: hitRank(hit, query)}))
        .sort((a, b) => b.rank - a.rank)
        .map(({index}) => index),
      ...results.slice(REORDERED).map((_, index) => index + REORDERED),
    ]));
  const pinnedHits = pinned.map(pinnedHit);
  return {
    total: pinnedHits.length + results.length,
    hits: async (from, to) => [
      ...pinnedHits.slice(from, to),
      ...(await Promise.all((await ranked()).slice(Math.max(0, from - pinnedHits.length), Math.max(0, to - pinnedHits.length)).map(hitAt))),
    ],
  };
}
