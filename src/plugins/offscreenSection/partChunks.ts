/**
 * A chunk file of its own for each part module of a long page's entries
 * (./recma.ts), so the browser prepares each in a task of its own. The page
 * still loads them with its content chunk, as one route: Docusaurus lists
 * every file of the route's chunk group in the page's HTML.
 */
import {createHash} from 'node:crypto';
import type {Module, NormalModule} from 'webpack';
import type {CacheGroups} from '../bundler/entrySplit';
import {PART_MODULE_PREFIX} from './recma';

const resourceOf = (module: Module): string => (module as NormalModule).resource ?? '';

export const offscreenPartChunks: CacheGroups = {
  'offscreen-part': {
    test: (module: Module) => resourceOf(module).startsWith(PART_MODULE_PREFIX),
    // One chunk per part: a shared name would put all of a page's parts (or all pages' parts) in one file.
    name: (module: Module) => `offscreen-part-${createHash('sha256').update(resourceOf(module)).digest('hex').slice(0, 12)}`,
    chunks: 'async',
    enforce: true,
  },
};
