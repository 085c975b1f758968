/**
 * The index re-chunking after Pagefind: it reads and writes Pagefind's own
 * format byte for byte, lists chunks under the ranges Pagefind's rule gives,
 * keeps every word in order, never splits words that share a first character,
 * and leaves a bundle whose files all exist. Builds a real Pagefind index of
 * generated Chinese pages (about a second). Search behaviour on the site's own
 * index is covered by the browser tests (tests/e2e/search-local.spec.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {decode, encode} from 'cbor2';
import {PAGEFIND_FORMAT_VERSION, chunkRanges, rechunkBundle, splitWords} from '../../src/plugins/pagefind/rechunk';
import {writeBundle} from '../../src/plugins/pagefind/writeBundle';
import {indexHan} from '../../src/plugins/pagefind/hanIndex';
import {encodeHan} from '../../src/plugins/pagefind/client/terms';

type Word = Parameters<typeof splitWords>[0][number];

const vocabulary = ['审核', '审核规则', '审批', '工单', '工作', '数据', '数据源', '数据库', '规则', '端口', '配置', '升级', 'sqle', 'sql', 'select', 'config', 'mysql', 'ldap'];

/** A bundle of Pagefind 1.5.2 built from pages of words picked with a fixed seed, larger than one of its 20 000-location chunks. */
async function pagefindBundle(): Promise<string> {
  const pagefind = await import('pagefind');
  const {index} = await pagefind.createIndex({forceLanguage: 'zh'});
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (let page = 0; page < 60; page += 1) {
    const words = Array.from({length: 700}, () => vocabulary[next() % vocabulary.length] + String.fromCodePoint(0x4e00 + (next() % 400)));
    await index!.addHTMLFile({url: `/p${page}/`, content: `<html lang="zh-CN"><body><main><h1>第 ${page} 页</h1><p>${words.join(' ')}</p></main></body></html>`});
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagefind-rechunk-'));
  await writeBundle(index!, dir);
  await pagefind.close();
  return dir;
}

const readData = async (file: string) => gunzipSync(await fs.readFile(file)).subarray('pagefind_dcd'.length);
async function bundleIndex(dir: string) {
  const entry = JSON.parse(await fs.readFile(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const meta = decode(await readData(path.join(dir, `pagefind.${entry.languages.zh.hash}.pf_meta`))) as [string, unknown, [string, string, string][]];
  const chunks = await Promise.all(meta[2].map(async ([, , hash]) => (decode(await readData(path.join(dir, 'index', `${hash}.pf_index`))) as [Word[]])[0]));
  return {entry, meta, chunks};
}

test('Pagefind index re-chunking', async (t) => {
  const dir = await pagefindBundle();
  t.after(() => fs.rm(dir, {recursive: true, force: true}));
  const before = await bundleIndex(dir);
  assert.equal(before.entry.version, PAGEFIND_FORMAT_VERSION, 'the installed Pagefind is the version whose format rechunk.ts knows');
  assert.ok(before.chunks.length > 1, 'the generated pages fill more than one Pagefind chunk');

  await t.test("the encoder writes Pagefind's bytes, and chunk ranges follow Pagefind's rule", async () => {
    for (const [, , hash] of before.meta[2]) {
      const data = await readData(path.join(dir, 'index', `${hash}.pf_index`));
      assert.ok(Buffer.from(encode(decode(data))).equals(data), hash);
    }
    assert.deepEqual(chunkRanges(before.chunks), before.meta[2].map(([from, to]) => [from, to]));
  });

  await t.test('smaller chunks hold the same words in the same order, cut only where the first character changes', async () => {
    const report = await rechunkBundle(dir, 2000);
    const after = await bundleIndex(dir);
    assert.deepEqual(report, [{language: 'zh', before: before.chunks.length, after: after.chunks.length, words: before.chunks.flat().length}]);
    assert.ok(after.chunks.length > before.chunks.length * 3, `${after.chunks.length} chunks`);
    assert.deepEqual(after.chunks.flat(), before.chunks.flat());
    for (let i = 0; i + 1 < after.chunks.length; i += 1) {
      const last = after.chunks[i][after.chunks[i].length - 1][0];
      const first = after.chunks[i + 1][0][0];
      assert.notEqual([...last][0], [...first][0], `chunk ${i} ends with ${last}, the next starts with ${first}`);
    }
    assert.deepEqual(after.meta[2].map(([from, to]) => [from, to]), chunkRanges(after.chunks));
    // Everything else in the meta file is Pagefind's.
    assert.deepEqual([after.meta[0], after.meta[1]], [before.meta[0], before.meta[1]]);
    // The entry names the new meta file, and the index folder holds exactly the listed chunks.
    const listed = after.meta[2].map(([, , hash]) => `${hash}.pf_index`).sort();
    assert.deepEqual((await fs.readdir(path.join(dir, 'index'))).sort(), listed);
    assert.deepEqual((await fs.readdir(dir)).filter((file) => file.endsWith('.pf_meta')), [`pagefind.${after.entry.languages.zh.hash}.pf_meta`]);
  });

  await t.test('a bundle of another Pagefind version is refused, not rewritten', async () => {
    const entryFile = path.join(dir, 'pagefind-entry.json');
    const entry = JSON.parse(await fs.readFile(entryFile, 'utf8'));
    await fs.writeFile(entryFile, JSON.stringify({...entry, version: '9.9.9'}));
    await assert.rejects(rechunkBundle(dir, 2000), /Pagefind 9\.9\.9 wrote .* knows the index format of 1\.5\.2 only/);
  });
});

test('Chinese words become character pairs at the locations of the text they come from', async (t) => {
  const dir = await pagefindBundle();
  t.after(() => fs.rm(dir, {recursive: true, force: true}));
  const before = await bundleIndex(dir);
  await rechunkBundle(dir, 2000, indexHan);
  const after = await bundleIndex(dir);
  const words = after.chunks.flat();
  assert.deepEqual(words.filter(([word]) => /\p{Script=Han}/u.test(word)), [], 'no word holds a Chinese character');
  // Latin words are Pagefind's own.
  const latin = (chunks: Word[][]) => chunks.flat().filter(([word]) => /^[a-z]+$/.test(word) && !/^q\d/.test(word)).map(([word]) => word);
  assert.deepEqual(latin(after.chunks), latin(before.chunks));
  // Pages (numbered as Pagefind lists them) and the segments of text a word's locations point to.
  const fragments = await Promise.all(
    (after.meta[1] as [string, number][]).map(async ([hash]) => JSON.parse((await readData(path.join(dir, 'fragment', `${hash}.pf_fragment`))).toString('utf8')).content.split('\u200b') as string[]),
  );
  const where = (word: string) => {
    const found = words.find(([w]) => w === word);
    assert.ok(found, `${word} is in the index`);
    let page = 0;
    return found[1].map(([delta, locations]) => {
      page += delta;
      let location = 0;
      const segments: string[] = [];
      for (const value of locations as number[]) {
        if (value < 0) location = 0;
        else segments.push(fragments[page][(location += value)]);
      }
      return {page, segments};
    });
  };
  for (const pair of ['审核', '数据', '规则']) {
    const found = where(encodeHan(pair));
    assert.deepEqual(found.map(({page}) => page), fragments.flatMap((segments, page) => (segments.join('').includes(pair) ? [page] : [])), pair);
    for (const {segments} of found) for (const segment of segments) assert.ok([...pair].some((char) => segment.includes(char)), `${pair} located at ${segment}`);
  }
});
