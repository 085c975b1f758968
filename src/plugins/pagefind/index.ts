/**
 * Local search on Pagefind (https://pagefind.app): after `docusaurus build`
 * this writes one index per docs version to `<outDir>/pagefind/<version>/`,
 * so a reader's query only ever fetches the small index chunks of the version
 * being read. Chinese is indexed as character pairs (./hanIndex.ts), which the
 * query is cut into as well (./client/terms.ts).
 * The plugin also brings the search box and the results page (./theme).
 */
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {ProductVersion} from '../../../product-data/extract/sources';
import {indexHan} from './hanIndex';
import {rechunkBundle} from './rechunk';
import {writeSearchKeys} from './searchKeys';
import {writeBundle} from './writeBundle';

export type PagefindPluginOptions = {
  /** Doc ids left out of the index (generated tables of contents repeat titles only). */
  ignoreDocIds?: string[];
};

/**
 * Word locations per index chunk (Pagefind writes 20 000). A query fetches one
 * chunk per word, so the first search of a visit costs about 8 KB gzip per
 * word instead of 30.
 */
const INDEX_CHUNK_LOCATIONS = 5000;

/** Where a version's bundle lives, relative to the site root. */
export const bundleDir = (versionName: string) => `pagefind/${versionName}/`;

function docsVersions(plugins: LoadedPlugin[]) {
  const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  return (docs?.content as LoadedContent | undefined)?.loadedVersions ?? [];
}

/**
 * Pagefind's Node API exports only an `import` entry, which the require()
 * that Docusaurus's config loader (jiti) makes of `import('pagefind')` cannot
 * resolve: import its entry file by location instead.
 */
function pagefindModuleUrl(): string {
  const dir = require.resolve
    .paths('pagefind')
    ?.map((modules) => path.join(modules, 'pagefind'))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error('Pagefind is not installed: run npm ci');
  return pathToFileURL(path.join(dir, 'lib/index.js')).href;
}

/** `/sqle-docs/docs/x` → `<outDir>/docs/x/index.html` */
function htmlFileOf(outDir: string, baseUrl: string, permalink: string): string {
  return path.join(outDir, permalink.slice(baseUrl.length), 'index.html');
}

export default function pagefindPlugin(context: LoadContext, options: PagefindPluginOptions = {}): Plugin {
  const ignored = new Set(options.ignoreDocIds ?? []);
  const shortcutsScript = readFileSync(path.join(__dirname, 'shortcuts.js'), 'utf8');
  return {
    name: 'sqle-pagefind',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/highlight.ts')],
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: shortcutsScript}]};
    },
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async postBuild({outDir, baseUrl, plugins}) {
      const started = Date.now();
      const pagefind: typeof import('pagefind') = await import(pagefindModuleUrl());
      // One index per version, built side by side: Pagefind's service works on them in parallel.
      const indexVersion = async (version: ReturnType<typeof docsVersions>[number]) => {
        const {index, errors} = await pagefind.createIndex({forceLanguage: 'zh'});
        if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
        const docs = version.docs.filter((doc) => !ignored.has(doc.id));
        const pages = await Promise.all(docs.map((doc) => fs.readFile(htmlFileOf(outDir, baseUrl, doc.permalink), 'utf8')));
        // One at a time, in the docs' order: Pagefind numbers pages as they arrive, and a
        // fixed order gives the same index files, with the same hashed names, for the same site.
        for (const [i, doc] of docs.entries()) {
          const added = await index.addHTMLFile({url: doc.permalink, content: pages[i]});
          if (added.errors.length > 0) throw new Error(`Pagefind, ${doc.permalink}: ${added.errors.join('; ')}`);
        }
        const bundle = path.join(outDir, bundleDir(version.versionName));
        await writeBundle(index, bundle);
        await rechunkBundle(bundle, INDEX_CHUNK_LOCATIONS, indexHan);
        const keys = await writeSearchKeys(bundle, version.label as ProductVersion, docs, (url) => htmlFileOf(outDir, baseUrl, url));
        console.log(`[pagefind] ${version.label}: ${docs.length} pages indexed, ${keys} search keys`);
      };
      try {
        await Promise.all(docsVersions(plugins).map(indexVersion));
      } finally {
        await pagefind.close();
      }
      console.log(`[pagefind] search indexes written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
