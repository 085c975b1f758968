/**
 * Client module: linked pages are prefetched in idle time (./idle.ts), each
 * file once (./chunks.ts). Hover and touch preloading (`preload`) stay
 * Docusaurus's own.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {chunkPrefetch, indexRouteChunks} from './chunks';
import {idlePrefetch, whenIdle} from './idle';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const absolute = (url: string) => new URL(url, document.baseURI).href;

function prefetchUrl(url: string): void {
  const link = document.createElement('link');
  if (link.relList.supports('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    // Safari has no prefetch links; like Docusaurus, fetch the file into the HTTP cache.
    fetch(url).catch(() => {});
  }
}

const prefetch = chunkPrefetch({
  routePathsOf: (pagePath) => matchRoutes(routes, pagePath).map((match) => match.route.path!),
  routeChunks: () => indexRouteChunks(routesChunkNames),
  chunkUrl: (chunkName) => {
    // Docusaurus's check: the URL names `undefined` for a chunk webpack merged into another.
    const url = __webpack_require__.gca(chunkName);
    return url && !url.includes('undefined') ? absolute(url) : undefined;
  },
  loadedUrls: () => [...document.scripts].map((script) => script.src).filter(Boolean),
  prefetchUrl,
  isSlowConnection: () => {
    const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
    return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
  },
});

// Client modules run before Docusaurus's entry sets window.docusaurus (a
// frozen object), and the first render waits for route chunks: a microtask
// swaps it in between, before any link can ask.
if (ExecutionEnvironment.canUseDOM) {
  queueMicrotask(() => {
    window.docusaurus = {...window.docusaurus, prefetch: idlePrefetch(prefetch, whenIdle)};
  });
}
