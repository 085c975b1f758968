/**
 * A chunk file of its own for each part module of a long page's entries
 * (./recma.ts), so the browser prepares each in a task of its own. The page
 * still loads them with its content chunk, as one route: Docusaurus lists
 * every file of the route's chunk group in the page's HTML.
 */
import type {Module, NormalModule} from 'webpack';
import type {CacheGroups} from '../bundler/entrySplit';
import {PART_MODULE_PREFIX} from './recma';

const resourceOf = (module: Module): string => (module as NormalModule).resource ?? '';

export const offscreenPartChunks: CacheGroups = {
  'offscreen-part': {
    test: (module: Module) => resourceOf(module).startsWith(PART_MODULE_PREFIX),
    chunks: 'async',
    enforce: true,
    // Unnamed: a name would go into the chunk-name table of the webpack
    // runtime every page loads (119 names were 2.5 KB gzip). Grouped, a
    // page's parts share one chunk; `maxSize` then gives each its own file.
    minSize: 0,
    maxSize: 1,
  },
};
