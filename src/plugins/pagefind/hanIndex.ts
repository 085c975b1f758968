/**
 * Replaces the Chinese words of a Pagefind index with the character pairs
 * of ./client/terms.ts, at the same word locations.
 *
 * Pagefind cuts Chinese into words with one segmenter (jieba) at build time,
 * and the reader's browser cuts the query with another (ICU): a word is found
 * only where both cut it alike, so 镜像 found none of the 24 pages holding it.
 * Pagefind keeps each page's text as the segments it indexed, separated by
 * U+200B, and a word location is a segment's position in that text; so the
 * pairs are rebuilt from the pages' own stored text and put at the locations
 * of the segments they come from. Excerpts, section links and weights stay
 * Pagefind's. Latin words are kept as Pagefind indexed them, and the parts of
 * a word joined by punctuation (`character-set=utf8mb4`) are added beside it.
 */
import {HAN, hanWords, isEncodedHan} from './client/terms';

/** A word location list as Pagefind 1.5.2 writes it: runs of `-(weight + 1)` then positions, each after the first as a difference. */
type PackedLocations = number[];
/** Pagefind 1.5.2's PackedPage: page number as a difference from the previous one, body locations, meta field locations. */
export type PackedPage = [pageDelta: number, locations: PackedLocations, metaLocations: PackedLocations, ...rest: unknown[]];
export type PackedWord = [word: string, pages: PackedPage[], ...rest: unknown[]];

/** What a page of the index holds (its fragment file, as Pagefind wrote it). */
export type IndexedPage = {content: string; meta: Record<string, string>};

/** (page → (location → weight)) for body text and (page → (field → positions)) for meta fields. */
type Occurrences = {body: Map<number, Map<number, number>>; meta: Map<number, Map<number, Set<number>>>};

const emptyOccurrences = (): Occurrences => ({body: new Map(), meta: new Map()});

function decodeRuns(packed: PackedLocations, each: (marker: number, position: number) => void): void {
  let marker = 0;
  let position = 0;
  for (const value of packed) {
    if (value < 0) {
      marker = -value - 1;
      position = 0;
      continue;
    }
    position += value;
    each(marker, position);
  }
}

function encodeRuns(byMarker: Map<number, Iterable<number>>): PackedLocations {
  const out: number[] = [];
  for (const marker of [...byMarker.keys()].sort((a, b) => a - b)) {
    const positions = [...new Set(byMarker.get(marker)!)].sort((a, b) => a - b);
    out.push(-marker - 1);
    positions.forEach((position, i) => out.push(i === 0 ? position : position - positions[i - 1]));
  }
  return out;
}

function decodeWord(pages: PackedPage[], into: Occurrences): void {
  let page = 0;
  for (const [delta, locations, metaLocations] of pages) {
    page += delta;
    decodeRuns(locations, (weight, location) => {
      const body = into.body.get(page) ?? new Map<number, number>();
      into.body.set(page, body);
      // Where a location carries a word twice, the lower weight wins, as in Pagefind.
      body.set(location, Math.min(weight, body.get(location) ?? weight));
    });
    decodeRuns(metaLocations ?? [], (field, position) => {
      const meta = into.meta.get(page) ?? new Map<number, Set<number>>();
      into.meta.set(page, meta);
      meta.set(field, (meta.get(field) ?? new Set()).add(position));
    });
  }
}

function encodeWord(word: string, occurrences: Occurrences): PackedWord {
  const pages = [...new Set([...occurrences.body.keys(), ...occurrences.meta.keys()])].sort((a, b) => a - b);
  return [
    word,
    pages.map((page, i): PackedPage => {
      const byWeight = new Map<number, number[]>();
      for (const [location, weight] of occurrences.body.get(page) ?? []) {
        const locations = byWeight.get(weight);
        if (locations) locations.push(location);
        else byWeight.set(weight, [location]);
      }
      return [i === 0 ? page : page - pages[i - 1], encodeRuns(byWeight), encodeRuns(occurrences.meta.get(page) ?? new Map())];
    }),
    [],
  ];
}

/** Pagefind's weight of ordinary body text (1.0). */
const BODY_WEIGHT = 24;

/** Rust orders Pagefind's words by their UTF-8 bytes; so must the chunks. */
const inByteOrder = (words: string[]) =>
  words
    .map((word) => ({word, bytes: Buffer.from(word)}))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({word}) => word);

/**
 * The index words with every word holding a Chinese character replaced:
 * the pairs of each run of Chinese characters in a page's text (a run ends at
 * a space, punctuation or a Latin character), and the Latin parts of mixed words.
 * `pages[n]` is page number n; `metaFields` names the meta fields by number.
 */
export function indexHan(words: PackedWord[], pages: IndexedPage[], metaFields: string[]): PackedWord[] {
  const index = new Map<string, Occurrences>();
  const add = (word: string) => {
    let found = index.get(word);
    if (!found) index.set(word, (found = emptyOccurrences()));
    return found;
  };
  /** Latin words that Pagefind indexed only inside a word joined by punctuation: word → page → locations. */
  const latinParts = new Map<string, Map<number, Set<number>>>();
  /** The weight Pagefind gave each location holding Chinese. */
  const hanWeights = new Map<number, Map<number, number>>();

  /** Words without Chinese stay as Pagefind packed them, unless a mixed word adds to them. */
  const kept = new Map<string, PackedWord>();
  for (const word of words) {
    const [text, packed] = word;
    if (!HAN.test(text)) {
      if (isEncodedHan(text)) throw new Error(`the docs hold the word "${text}", which reads as an encoded Chinese pair: change MARK in client/terms.ts`);
      kept.set(text, word);
      continue;
    }
    const occurrences = emptyOccurrences();
    decodeWord(packed, occurrences);
    for (const [page, locations] of occurrences.body) {
      const weights = hanWeights.get(page) ?? new Map<number, number>();
      hanWeights.set(page, weights);
      for (const [location, weight] of locations) weights.set(location, Math.min(weight, weights.get(location) ?? weight));
    }
    // v4版本 keeps v4 as a word of its own.
    for (const part of text.split(/\p{Script=Han}+/u).filter(Boolean)) {
      if (part.length < 2) continue;
      const target = add(part);
      for (const [page, locations] of occurrences.body) {
        const body = target.body.get(page) ?? new Map<number, number>();
        target.body.set(page, body);
        for (const [location, weight] of locations) body.set(location, Math.min(weight, body.get(location) ?? weight));
      }
    }
  }

  pages.forEach((page, pageNumber) => {
    const weights = hanWeights.get(pageNumber);
    // A run of Chinese characters as (character, location) pairs; Pagefind's segments are split by U+200B.
    let run: {char: string; location: number}[] = [];
    const flush = () => {
      const pairs = hanWords(run.map(({char}) => char).join(''));
      pairs.forEach((word, i) => {
        const body = add(word).body;
        const locations = body.get(pageNumber) ?? new Map<number, number>();
        body.set(pageNumber, locations);
        // A pair spanning two segments marks both in excerpts.
        for (const {location} of run.slice(i, i + 2)) {
          const weight = weights?.get(location) ?? BODY_WEIGHT;
          locations.set(location, Math.min(weight, locations.get(location) ?? weight));
        }
      });
      run = [];
    };
    page.content.split('\u200B').forEach((segment, location) => {
      for (const char of segment) {
        if (HAN.test(char)) run.push({char, location});
        else flush();
      }
      // Pagefind keeps `--default-character-set=utf8mb4` as one word: its parts are words too.
      const parts = segment.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 2 && !HAN.test(part) && !isEncodedHan(part));
      if (parts.length > 1) {
        for (const part of parts) {
          const pages = latinParts.get(part) ?? new Map<number, Set<number>>();
          latinParts.set(part, pages);
          pages.set(pageNumber, (pages.get(pageNumber) ?? new Set()).add(location));
        }
      }
    });
    flush();

    metaFields.forEach((field, fieldNumber) => {
      const text = page.meta[field];
      if (!text) return;
      let position = 0;
      for (const segment of text.split(/[^\p{Script=Han}]+/u)) {
        for (const word of hanWords(segment)) {
          const meta = add(word).meta;
          const fields = meta.get(pageNumber) ?? new Map<number, Set<number>>();
          meta.set(pageNumber, fields);
          fields.set(fieldNumber, (fields.get(fieldNumber) ?? new Set()).add(position));
          position += 1;
        }
      }
    });
  });

  for (const [word, packed] of kept) {
    const added = index.get(word);
    if (added) decodeWord(packed[1], added);
  }
  // A part takes body weight only where Pagefind did not index it already, so headings keep theirs.
  for (const [word, pagesHolding] of latinParts) {
    const occurrences = index.get(word) ?? emptyOccurrences();
    if (!index.has(word) && kept.has(word)) decodeWord(kept.get(word)![1], occurrences);
    index.set(word, occurrences);
    for (const [page, locations] of pagesHolding) {
      const body = occurrences.body.get(page) ?? new Map<number, number>();
      occurrences.body.set(page, body);
      for (const location of locations) if (!body.has(location)) body.set(location, BODY_WEIGHT);
    }
  }
  return inByteOrder([...new Set([...kept.keys(), ...index.keys()])]).map((word) => (index.has(word) ? encodeWord(word, index.get(word)!) : kept.get(word)!));
}
