/**
 * Prefetches each script file once. Docusaurus's own prefetch, per linked
 * page, scans the chunk names of all ~330 routes once for every route on the
 * page's path (site, docs version, sidebar, page) and adds a
 * <link rel=prefetch> for every chunk of each, so the same version and
 * sidebar files are asked for again by every link, and files the open page
 * already runs as well: on the DML rule page 36 tags for 4 files it did not
 * have, ~0.35 ms each to add, in idle callbacks of 6–30 ms (traced without
 * throttling; Lighthouse counts them as blocking time on a phone). Here the
 * route table is indexed once and a file already run or asked for is
 * skipped. It keeps Docusaurus's rules otherwise: each page once, nothing on
 * a data-saving or 2G connection.
 */
import type {RouteChunkNames} from '@docusaurus/types';

type ChunkTree = RouteChunkNames[string];

/** The chunk names in one route's entry of routesChunkNames (a tree of names). */
function chunkNamesIn(tree: ChunkTree | unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(chunkNamesIn);
}

/** Route path → names of its chunks. Keys of routesChunkNames are the route path plus `-<hash>`. */
export function indexRouteChunks(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [pathWithHash, tree] of Object.entries(routesChunkNames)) {
    const path = pathWithHash.replace(/-[^-]+$/, '');
    byPath.set(path, [...(byPath.get(path) ?? []), ...chunkNamesIn(tree)]);
  }
  return byPath;
}

export interface ChunkPrefetchOptions {
  /** Route paths of the routes a page path renders, outermost first (react-router-config's `matchRoutes`). */
  routePathsOf: (pagePath: string) => string[];
  /** The chunk names of each route path (`indexRouteChunks`), built on first use. */
  routeChunks: () => Map<string, string[]>;
  /** The absolute URL of a chunk's file, or undefined where webpack merged the chunk into another. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Absolute URLs of the script files the page already has. */
  loadedUrls: () => Iterable<string>;
  /** Starts prefetching one file. */
  prefetchUrl: (url: string) => void;
  isSlowConnection: () => boolean;
}

/** A `prefetch(pagePath)` that asks for each file once. Like Docusaurus's when it has nothing to wait for, it returns false. */
export function chunkPrefetch(options: ChunkPrefetchOptions): (pagePath: string) => false {
  const pagesDone = new Set<string>();
  let urlsDone: Set<string> | undefined;
  let routeChunks: Map<string, string[]> | undefined;
  return (pagePath) => {
    if (options.isSlowConnection() || pagesDone.has(pagePath)) return false;
    pagesDone.add(pagePath);
    urlsDone ??= new Set(options.loadedUrls());
    routeChunks ??= options.routeChunks();
    for (const routePath of options.routePathsOf(pagePath)) {
      for (const chunkName of routeChunks.get(routePath) ?? []) {
        const url = options.chunkUrl(chunkName);
        if (url === undefined || urlsDone.has(url)) continue;
        urlsDone.add(url);
        options.prefetchUrl(url);
      }
    }
    return false;
  };
}
