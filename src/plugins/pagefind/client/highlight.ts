/**
 * Marks the search terms on a page opened from a search hit
 * (`?_highlight=…`), whether the reader clicked the hit or opened the address
 * directly. Uses Pagefind's own highlighter, fetched only for such addresses.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {HIGHLIGHT_PARAM, bundleUrl} from './engine';

type PagefindHighlightClass = new (options: {highlightParam: string; markContext?: string}) => unknown;

async function highlight(): Promise<void> {
  // Every version's bundle carries the same highlighter; the current version always exists.
  const script = `${bundleUrl(siteConfig.baseUrl, 'current')}pagefind-highlight.js`;
  await import(/* webpackIgnore: true */ script);
  const PagefindHighlight = (window as unknown as {PagefindHighlight: PagefindHighlightClass}).PagefindHighlight;
  new PagefindHighlight({highlightParam: HIGHLIGHT_PARAM, markContext: '[data-pagefind-body]'});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (process.env.NODE_ENV !== 'production') return;
    if (new URLSearchParams(location.search).has(HIGHLIGHT_PARAM)) {
      highlight().catch(() => undefined);
    }
  },
};

export default clientModule;
