/**
 * The search keys of each docs version (../client/searchKeys.ts): exact
 * strings a reader pastes and the page they lead to, pinned as the first hit.
 * Each provider gives one kind of key; the build writes what they give for a
 * version to `pagefind/<version>/search-keys.json`.
 *
 * To add a kind of key, write a provider and add one line to `providers`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import type {ProductVersion} from '../../../../product-data/extract/sources';
import {SEARCH_KEYS_FILE, type SearchKey, type StoredSearchKey} from '../client/searchKeys';
import {apiSearchKeys} from '../../api-reference/searchKeys';
import {renameSearchKeys} from './renames';
import {ruleSearchKeys} from './rules';

export type {SearchKey};

/** A doc of the version being indexed. */
export type IndexedDoc = {id: string; title: string; permalink: string};
export type SearchKeyProvider = (version: ProductVersion, docs: IndexedDoc[]) => SearchKey[];

const providers: SearchKeyProvider[] = [
  // A rule's name or audit message as SQLE prints it → the rule on the audit-rules reference pages.
  ruleSearchKeys,
  // Another version's name of a feature → this version's page, saying what it is called here.
  renameSearchKeys,
  // An API path as a reader types it (with or without `/sqle`, concrete values for `{param}`) → the operation.
  apiSearchKeys,
];

/** Address → Pagefind id of every page of a bundle (the id is its fragment file's name). */
async function bundlePageIds(bundleDir: string): Promise<Map<string, string>> {
  const dir = path.join(bundleDir, 'fragment');
  const files = await fs.readdir(dir);
  return new Map(
    await Promise.all(
      files.map(async (file): Promise<[string, string]> => {
        const fragment = JSON.parse(gunzipSync(await fs.readFile(path.join(dir, file))).subarray('pagefind_dcd'.length).toString('utf8'));
        return [fragment.url, file.replace(/\.pf_fragment$/, '')];
      }),
    ),
  );
}

/**
 * Writes a version's keys into its Pagefind bundle. Every key must lead to a
 * page the build wrote (`htmlFileOf` its address), or the build fails; a page
 * of the version's index is left out of Pagefind's hits under the pinned one.
 */
export async function writeSearchKeys(
  bundleDir: string,
  version: ProductVersion,
  docs: IndexedDoc[],
  htmlFileOf: (url: string) => string,
): Promise<number> {
  const pageIds = await bundlePageIds(bundleDir);
  const keys = providers.flatMap((provide) => provide(version, docs));
  const entries: StoredSearchKey[] = await Promise.all(
    keys.map(async (key) => {
      const url = key.url.split('#')[0];
      const page = pageIds.get(url);
      if (!page && !(await fs.stat(htmlFileOf(url)).catch(() => undefined))) {
        throw new Error(`search key "${key.keys[0]}" of ${version} leads to ${key.url}, a page the build did not write`);
      }
      return {...key, page};
    }),
  );
  await fs.writeFile(path.join(bundleDir, SEARCH_KEYS_FILE), JSON.stringify(entries));
  return entries.length;
}
