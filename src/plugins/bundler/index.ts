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
 *
 * The persistent build cache only watches docusaurus.config.ts, so a change
 * to a plugin (a remark plugin, a loader) would go unseen by pages already
 * cached: every file under src/plugins and src/config counts as a build
 * dependency.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const buildCodeDirs = ['../../plugins', '../../config'].map((dir) => path.resolve(__dirname, dir));

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function bundlerPlugin(): Plugin {
  return {
    name: 'bundler',
    configureWebpack: (config, isServer) => {
      if (config.mode !== 'production') return {};
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        ...(typeof cache === 'object' && {experiments: {cache: {buildDependencies: buildCodeDirs.flatMap(filesUnder)}}}),
        ...(!isServer && {
          output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
          module: {
            rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [path.join(__dirname, 'registryLoader.cjs')]}],
          },
        }),
      };
    },
  };
}
