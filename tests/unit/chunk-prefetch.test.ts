/**
 * Prefetching each file once (src/clientModules/prefetch/chunks.ts): linked
 * pages that share their version's and sidebar's chunks ask for those once,
 * files the page already runs are not asked for, and each page once.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import type {RouteChunkNames} from '@docusaurus/types';
import {chunkPrefetch, indexRouteChunks} from '../../src/clientModules/prefetch/chunks';

// The shape Docusaurus generates: route path + `-hash`, a tree of chunk names per route.
const routesChunkNames: RouteChunkNames = {
  '/sqle-docs/docs-a1b': {__comp: 'version-root', __props: 'version-data'},
  '/sqle-docs/docs-c2d': {__comp: 'doc-root'},
  '/sqle-docs/docs-e3f': {__comp: 'sidebar-root', __props: {sidebar: 'sidebar-data'}},
  '/sqle-docs/docs/intro-123': {__comp: 'doc-page', content: 'intro-content'},
  '/sqle-docs/docs/guide-456': {__comp: 'doc-page', content: 'guide-content'},
  '/sqle-docs/docs/audit-rules/dml-789': {__comp: 'doc-page', content: 'dml-content', merged: 'merged-away'},
};
const pageRoutes = (pagePath: string) => ['/sqle-docs/docs', pagePath];

function harness(loaded: string[] = [], slow = false) {
  const asked: string[] = [];
  let indexed = 0;
  const prefetch = chunkPrefetch({
    routePathsOf: pageRoutes,
    routeChunks: () => {
      indexed += 1;
      return indexRouteChunks(routesChunkNames);
    },
    chunkUrl: (name) => (name === 'merged-away' ? undefined : `https://docs.example/assets/js/${name}.js`),
    loadedUrls: () => loaded,
    prefetchUrl: (url) => asked.push(url.replace(/.*\//, '')),
    isSlowConnection: () => slow,
  });
  return {prefetch, asked, indexed: () => indexed};
}

test('the route table groups every chunk name of a route path, its hashes and nesting removed', () => {
  const index = indexRouteChunks(routesChunkNames);
  assert.deepEqual(index.get('/sqle-docs/docs'), ['version-root', 'version-data', 'doc-root', 'sidebar-root', 'sidebar-data']);
  assert.deepEqual(index.get('/sqle-docs/docs/intro'), ['doc-page', 'intro-content']);
});

test('pages sharing a version and sidebar ask for the shared files once, and for nothing the page already runs', () => {
  const {prefetch, asked, indexed} = harness(['https://docs.example/assets/js/doc-page.js', 'https://docs.example/assets/js/sidebar-data.js']);
  prefetch('/sqle-docs/docs/intro');
  prefetch('/sqle-docs/docs/guide');
  prefetch('/sqle-docs/docs/audit-rules/dml');
  assert.deepEqual(asked, ['version-root.js', 'version-data.js', 'doc-root.js', 'sidebar-root.js', 'intro-content.js', 'guide-content.js', 'dml-content.js']);
  assert.equal(indexed(), 1, 'the route table is indexed once, not per link');
});

test('a page is prefetched once, and not at all on a data-saving connection', () => {
  const once = harness();
  once.prefetch('/sqle-docs/docs/intro');
  const count = once.asked.length;
  once.prefetch('/sqle-docs/docs/intro');
  assert.equal(once.asked.length, count);
  const slow = harness([], true);
  slow.prefetch('/sqle-docs/docs/intro');
  assert.deepEqual(slow.asked, []);
});
