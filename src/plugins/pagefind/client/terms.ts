/**
 * How Chinese text becomes index words, shared by the build (../hanIndex.ts)
 * and the reader's browser (./engine.ts), so both cut text the same way.
 *
 * Every run of Chinese characters is indexed as its overlapping character
 * pairs (镜像文件 → 镜像 像文 文件), and its last character alone. A query is
 * cut the same way, so a page is found whenever its text holds the query,
 * whatever a word segmenter would have made of either side. A pair is written
 * to the index as ASCII (`q` and four base-36 digits per character): Pagefind's
 * browser code runs every query through the browser's own Chinese word
 * segmenter, which would cut a pair such as 核规 again, but leaves a word of
 * Latin letters and digits whole.
 */

/** A Chinese (Han) character. */
export const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+/gu;

/** Starts every encoded word; no Latin word in the docs is `q` followed by a digit. */
const MARK = 'q';
const DIGITS = 4;

const encodeChar = (char: string) => char.codePointAt(0)!.toString(36).padStart(DIGITS, '0');

/** The index word of one or two Chinese characters. */
export const encodeHan = (chars: string): string => MARK + [...chars].map(encodeChar).join('');

/** Whether an index word is an encoded Chinese word (for the chunking of the index). */
export const isEncodedHan = (word: string): boolean => word.length > 1 && word[0] === MARK && /^[0-9]$/.test(word[1]);

/** Length of the part of an encoded word that stands for its first character. */
export const ENCODED_CHAR_LENGTH = 1 + DIGITS;

/** The index words of a run of Chinese characters: its pairs, and its last character alone. */
export function hanWords(run: string): string[] {
  const chars = [...run];
  return chars.map((char, i) => encodeHan(i + 1 < chars.length ? char + chars[i + 1] : char));
}

/**
 * Full-width letters and digits become half-width, case goes, and any
 * punctuation or symbol becomes a space: 「ＳＱＬ工单」 reads as ` sql工单 `.
 * ASCII punctuation stays for Pagefind, which joins `config.yaml` the way its index does.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s\p{ASCII}]/gu, ' ');

/**
 * The index words a run of Chinese characters is searched by. A page that
 * holds the run holds every pair of it; asking for pairs that cover each
 * character once (审核 规则, not also 核规) finds the same pages with fewer
 * index chunks to fetch. A run of odd length ends with its last pair (数据 据源).
 * One character alone is its own prefix in the index.
 */
function queryPairs(chars: string[]): string[] {
  if (chars.length === 1) return [encodeHan(chars[0])];
  const starts = chars.map((_, i) => i).filter((i) => i % 2 === 0 && i + 1 < chars.length);
  if (chars.length % 2 === 1) starts.push(chars.length - 2);
  return starts.map((i) => encodeHan(chars[i] + chars[i + 1]));
}

export type QueryTerms = {
  /** What Pagefind is asked: Latin words as typed, Chinese as encoded pairs. */
  pagefind: string;
  /** The reader's words, for highlighting on the opened page: 审核规则, sql, 工单. */
  words: string[];
};

/**
 * A reader's query as Pagefind's words. Spaces between Chinese and Latin do
 * not matter (SQL工单 and SQL 工单 are the same query), nor do case and
 * full-width forms.
 */
export function queryTerms(query: string): QueryTerms {
  const pagefind: string[] = [];
  const words: string[] = [];
  for (const token of foldText(query).split(/\s+/)) {
    let rest = 0;
    const latin = (text: string) => {
      if (/[\p{L}\p{N}]/u.test(text)) {
        pagefind.push(text);
        words.push(text);
      }
    };
    for (const match of token.matchAll(HAN_RUNS)) {
      latin(token.slice(rest, match.index));
      const run = match[0];
      const chars = [...run];
      pagefind.push(...queryPairs(chars));
      words.push(run);
      rest = match.index + run.length;
    }
    latin(token.slice(rest));
  }
  return {pagefind: pagefind.join(' '), words};
}
