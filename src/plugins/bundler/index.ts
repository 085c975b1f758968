/**
 * Bundler settings Docusaurus has no option for.
 *
 * The client build trims the two files every page loads first (the webpack
 * runtime and main.js) without changing what a page renders, which chunks it
 * needs or how they are cached:
 * - Docusaurus names each route chunk file after its chunk name, so the
 *   runtime carries a table from chunk id to name for the site's ~300 chunks:
 *   1.7 of its 8.7 KB gzip, random hex that compresses badly. Files named by
 *   chunk id leave only the id → content hash table.
 * - The route registry in main.js keeps each chunk's source path, which only
 *   the server render uses (./registryLoader.cjs).
 * - The route table builds each route's component only when the router first
 *   asks for it, not all ~330 as main.js runs (./routesLoader.cjs).
 * - main.js also carries the site config with its build-only entries
 *   (./siteConfigLoader.cjs), and the strings of features the site does not
 *   load: the blog's and, with local search, DocSearch's
 *   (./translationsLoader.cjs).
 * - The stylesheet keeps only rules some page can use (./purgeCss.ts).
 * - The scripts every page loads first carry V8's compile hint, so Chrome
 *   compiles them off the main thread while they download (./compileHint.ts).
 * - React DOM and the generated site data leave main.js for files of their
 *   own, each prepared by the browser in its own task (./entrySplit.ts).
 * - Chinese text stays UTF-8 in the minified scripts, not `\uXXXX` escapes
 *   (./utf8Minifier.ts).
 * - The client manifest names each page's route chunks by the modules its
 *   server render used, so its HTML loads them with main.js (./pageChunks.ts).
 *
 * The persistent build cache only watches docusaurus.config.ts, so a change
 * to a plugin (a remark plugin, a loader) would go unseen by pages already
 * cached: every file under src/plugins and src/config counts as a build
 * dependency.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CompileHintPlugin} from './compileHint';
import {entryChunks} from './entrySplit';
import {withUtf8Minifier} from './utf8Minifier';
import {PurgeUnusedCssPlugin} from './purgeCss';
import {PageChunksPlugin} from './pageChunks';

const buildCodeDirs = ['../../plugins', '../../config'].map((dir) => path.resolve(__dirname, dir));

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Translation keys no component of the loaded plugins can ask for. */
function unusedTranslations(loadedPlugins: Set<string>): string[] {
  const unused: string[] = [];
  if (!loadedPlugins.has('docusaurus-plugin-content-blog')) unused.push('theme.blog.');
  if (!loadedPlugins.has('docusaurus-theme-search-algolia')) {
    const docSearch: Record<string, string> = require('@docusaurus/theme-translations/locales/base/theme-search-algolia.json');
    unused.push(...Object.keys(docSearch).filter((key) => !key.endsWith('___DESCRIPTION')));
  }
  return unused;
}

/** Matches a file Docusaurus generates in .docusaurus/. */
const generated = (file: string) => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file.replaceAll('.', '\\.')}$`);
const loader = (file: string, options?: object) => ({loader: path.join(__dirname, file), options});

export default function bundlerPlugin(context: LoadContext): Plugin {
  let loadedPlugins = new Set<string>();
  return {
    name: 'bundler',
    allContentLoaded({allContent}) {
      loadedPlugins = new Set(Object.keys(allContent));
    },
    configureWebpack: (config, isServer) => {
      if (config.mode !== 'production') return {};
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        ...(typeof cache === 'object' && {experiments: {cache: {buildDependencies: buildCodeDirs.flatMap(filesUnder)}}}),
        ...(!isServer && {
          mergeStrategy: {'optimization.minimizer': 'replace'},
          output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
          optimization: {splitChunks: {cacheGroups: entryChunks}, minimizer: withUtf8Minifier(config.optimization?.minimizer)},
          module: {
            rules: [
              {test: generated('registry.js'), use: [loader('registryLoader.cjs')]},
              {test: generated('routes.js'), use: [loader('routesLoader.cjs')]},
              {test: generated('docusaurus.config.mjs'), use: [loader('siteConfigLoader.cjs')]},
              {test: generated('codeTranslations.json'), use: [loader('translationsLoader.cjs', {unused: unusedTranslations(loadedPlugins)})]},
            ],
          },
          plugins: [new PurgeUnusedCssPlugin(), new CompileHintPlugin(), new PageChunksPlugin(context.generatedFilesDir)],
        }),
      };
    },
  };
}
