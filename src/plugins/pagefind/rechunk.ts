/**
 * Splits a Pagefind bundle's word index into smaller chunks.
 *
 * A query fetches one index chunk per word it holds, and Pagefind cuts its
 * index into chunks of a fixed 20 000 word locations (about 30 KB gzip) with no
 * option to change it (pagefind/src/index/mod.rs: "TODO: Parameterize these
 * chunk sizes"). Chinese queries are several words to it: 工单 is 工 and 单,
 * 审核规则 is 审核 and 规则, so the first search of a visit paid for two or more
 * whole chunks. This rewrites the chunks Pagefind wrote, in its own format and
 * order, with its own rule for the word range each chunk is listed under; what
 * differs is the size and where a chunk may end (see splitWords). It knows the
 * format of one Pagefind version and refuses any other, so a Pagefind
 * upgrade fails the build here instead of breaking search.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {decode, encode} from 'cbor2';
import {ENCODED_CHAR_LENGTH, isEncodedHan} from './client/terms';
import type {IndexedPage, PackedWord} from './hanIndex';

/** The Pagefind version whose file format this reads and writes. */
export const PAGEFIND_FORMAT_VERSION = '1.5.2';

/** Every Pagefind data file is gzip of this signature followed by CBOR. */
const SIGNATURE = Buffer.from('pagefind_dcd');

/** Pagefind's MetaChunk: the first and last word a chunk may hold, and its file's hash. */
type MetaChunk = [from: string, to: string, hash: string];

const read = async (file: string): Promise<unknown> => {
  const data = gunzipSync(await fs.readFile(file));
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error(`${file} is not a Pagefind data file`);
  return decode(data.subarray(SIGNATURE.length));
};
// Pagefind's files hold plain arrays, strings and integers, which cbor2 writes
// with the same bytes as Pagefind's minicbor (a unit test checks this).
const encodeFile = (value: unknown): Buffer => gzipSync(Buffer.concat([SIGNATURE, encode(value)]), {level: 9});
const hashOf = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Pagefind's weight of a word in a chunk: one per page it is on plus one per location. */
const locationsOf = (word: PackedWord) => word[1].reduce((sum, [, locations]) => sum + locations.length + 1, 0);

/** What a word's first character is: an encoded Chinese word's stands for one Chinese character (./client/terms.ts). */
const firstCharacter = (word: string) =>
  isEncodedHan(word) ? word.slice(0, ENCODED_CHAR_LENGTH) : String.fromCodePoint(word.codePointAt(0)!);

/**
 * Cuts words (in index order) into runs of about `maxLocations`. A run ends
 * only where the next word starts with another character: Pagefind fetches the
 * one chunk a term's extensions start in, so words sharing a first character
 * stay together and a one-character term (工, sql's s) still finds every word it
 * begins. A single group larger than the target stays whole.
 */
export function splitWords(words: PackedWord[], maxLocations: number): PackedWord[][] {
  const chunks: PackedWord[][] = [];
  let chunk: PackedWord[] = [];
  let size = 0;
  for (const word of words) {
    if (size >= maxLocations && firstCharacter(word[0]) !== firstCharacter(chunk[chunk.length - 1][0])) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(word);
    size += locationsOf(word);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The range each chunk is listed under, as Pagefind's chunk_meta and
 * get_prefixes make it: neighbours' bounds are cut to one character past their
 * common prefix, so a typed prefix finds the chunk its words start in.
 */
export function chunkRanges(chunks: PackedWord[][]): [from: string, to: string][] {
  const ranges = chunks.map((chunk): [string, string] => [chunk[0][0], chunk[chunk.length - 1][0]]);
  for (let i = 0; i + 1 < ranges.length; i += 1) {
    const a = [...ranges[i][1]];
    const b = [...ranges[i + 1][0]];
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
    ranges[i][1] = a.slice(0, common + 1).join('');
    ranges[i + 1][0] = b.slice(0, common + 1).join('');
  }
  return ranges;
}

/** A change to the words of an index before it is chunked, given the pages' stored text and the names of the meta fields. */
export type WordsRewrite = (words: PackedWord[], pages: IndexedPage[], metaFields: string[]) => PackedWord[];

/**
 * Rewrites the word index of every language of the bundle in chunks of at
 * most about `maxLocations` locations, after `rewrite` if one is given.
 */
export async function rechunkBundle(
  bundleDir: string,
  maxLocations: number,
  rewrite?: WordsRewrite,
): Promise<{language: string; before: number; after: number; words: number}[]> {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json');
  const entry = JSON.parse(await fs.readFile(entryFile, 'utf8')) as {version: string; languages: Record<string, {hash: string}>};
  if (entry.version !== PAGEFIND_FORMAT_VERSION) {
    throw new Error(`Pagefind ${entry.version} wrote ${bundleDir}, but src/plugins/pagefind/rechunk.ts knows the index format of ${PAGEFIND_FORMAT_VERSION} only: check the format and update it`);
  }
  const report = [];
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(bundleDir, `pagefind.${info.hash}.pf_meta`);
    const meta = (await read(metaFile)) as unknown[];
    const chunks = meta[2] as MetaChunk[];
    if (meta[0] !== PAGEFIND_FORMAT_VERSION || !Array.isArray(chunks) || chunks.some((chunk) => chunk.length !== 3)) {
      throw new Error(`${metaFile}: not the index layout of Pagefind ${PAGEFIND_FORMAT_VERSION}`);
    }
    const indexFile = (hash: string) => path.join(bundleDir, 'index', `${hash}.pf_index`);
    let words: PackedWord[] = [];
    for (const [, , hash] of chunks) words.push(...((await read(indexFile(hash))) as [PackedWord[]])[0]);
    if (rewrite) {
      // Pagefind's MetaPage is [fragment hash, word count]; meta[5] names the meta fields.
      const pages = await Promise.all(
        (meta[1] as [string, number][]).map(async ([hash]) => JSON.parse(gunzipSync(await fs.readFile(path.join(bundleDir, 'fragment', `${hash}.pf_fragment`))).subarray(SIGNATURE.length).toString('utf8')) as IndexedPage),
      );
      words = rewrite(words, pages, meta[5] as string[]);
    }

    const split = splitWords(words, maxLocations);
    const ranges = chunkRanges(split);
    const written = new Set<string>();
    const newChunks: MetaChunk[] = [];
    for (const [i, chunkWords] of split.entries()) {
      // The index holds only [words] (Pagefind's WordIndex).
      const data = encodeFile([chunkWords]);
      const full = `${language}_${hashOf(data)}`;
      let length = language.length + 8;
      while (written.has(full.slice(0, length))) length += 1;
      const hash = full.slice(0, length);
      written.add(hash);
      await fs.writeFile(indexFile(hash), data);
      newChunks.push([...ranges[i], hash]);
    }
    for (const [, , hash] of chunks) if (!written.has(hash)) await fs.rm(indexFile(hash));

    const newMeta = encodeFile([meta[0], meta[1], newChunks, ...meta.slice(3)]);
    const metaHash = `${language}_${hashOf(newMeta).slice(0, 10)}`;
    await fs.rm(metaFile);
    await fs.writeFile(path.join(bundleDir, `pagefind.${metaHash}.pf_meta`), newMeta);
    info.hash = metaHash;
    report.push({language, before: chunks.length, after: newChunks.length, words: words.length});
  }
  await fs.writeFile(entryFile, JSON.stringify(entry));
  return report;
}
