/**
 * Pinned hits: exact strings a reader pastes (a rule name or an audit
 * message as SQLE prints it, another version's name for a feature, an API
 * path) lead straight to the page and anchor that explains them, as the first
 * hit. The build writes a version's keys to one small JSON file next to its
 * Pagefind bundle (../searchKeys/); it is fetched when the reader first
 * searches, not with the page.
 */
import {foldText} from './terms';

export type SearchKey = {
  /** Site-relative address of the page, with the anchor. */
  url: string;
  /** The hit's title: our page's heading for it. */
  title: string;
  /** Shown under the title, e.g. 「白名单」在 v4 中叫作「审核SQL例外」. */
  note?: string;
  /**
   * Exact strings a reader may paste. `{name}` (an API path parameter) matches
   * one path segment; `%s`, `%v` and `%d` (a value in an audit message) match any text.
   */
  keys: string[];
};

/** A key as the build writes it: `page` is the Pagefind id of the page it leads to. */
export type StoredSearchKey = SearchKey & {page?: string};

export const SEARCH_KEYS_FILE = 'search-keys.json';

/** Case, width and every space fall away; so does punctuation outside ASCII (，。「」). */
const fold = (text: string) => foldText(text).replace(/\s+/g, '');

/** Literal characters a key must hold to be matched: a key of placeholders only would match anything. */
const LEAST_LITERAL = 2;

const PLACEHOLDER = /(\{[^{}/]+\}|%[svd])/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type CompiledKey = {pattern: RegExp; literal: number};
export type CompiledKeys = {entry: StoredSearchKey; keys: CompiledKey[]}[];

export function compileKeys(entries: StoredSearchKey[]): CompiledKeys {
  return entries.map((entry) => ({
    entry,
    keys: entry.keys.flatMap((key) => {
      const parts = key.split(PLACEHOLDER);
      let literal = 0;
      const source = parts
        .map((part, i) => {
          if (i % 2 === 1) return part.startsWith('{') ? '[^/]+' : '.*?';
          const folded = fold(part);
          literal += [...folded].length;
          return escape(folded);
        })
        .join('');
      return literal >= LEAST_LITERAL ? [{pattern: new RegExp(`^${source}$`, 'u'), literal}] : [];
    }),
  }));
}

/** A level SQLE puts before an audit message, such as `[error]`. */
const LEVEL_PREFIX = /^\[[^\]]{1,12}\]/;

/** The entries whose keys the query is, best first (the most literal text matched). */
export function matchKeys(compiled: CompiledKeys, query: string): StoredSearchKey[] {
  const folded = fold(query);
  const candidates = [folded, folded.replace(LEVEL_PREFIX, '')].filter((text, i, all) => text && all.indexOf(text) === i);
  const found = compiled
    .map(({entry, keys}) => ({
      entry,
      score: Math.max(0, ...keys.filter((key) => candidates.some((text) => key.pattern.test(text))).map((key) => key.literal)),
    }))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  return found.map(({entry}) => entry).filter((entry) => !seen.has(entry.url) && seen.add(entry.url));
}

const loaded = new Map<string, Promise<CompiledKeys>>();

/** Fetches a version's keys once per visit; a version without the file has none. */
export function loadSearchKeys(bundle: string): Promise<CompiledKeys> {
  let keys = loaded.get(bundle);
  if (!keys) {
    keys = fetch(`${bundle}${SEARCH_KEYS_FILE}`)
      .then((response) => (response.ok ? (response.json() as Promise<StoredSearchKey[]>) : []))
      .then(compileKeys);
    keys.catch(() => loaded.delete(bundle));
    loaded.set(bundle, keys);
  }
  return keys;
}
