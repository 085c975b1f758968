/**
 * Search selection for the site.
 *
 * Readers often sit on intranets, so the default is a local Pagefind index
 * written after `docusaurus build` (src/plugins/pagefind). Algolia DocSearch
 * is used only when all three credentials come from the environment; keys
 * never live in the repository.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {PagefindPluginOptions} from '../plugins/pagefind';
import type {ContentSecurityPolicyOptions} from '../plugins/contentSecurityPolicy';

export const ALGOLIA_ENV_VARS = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;

export type SearchMode =
  | {kind: 'local'}
  | {kind: 'algolia'; appId: string; apiKey: string; indexName: string};

type Env = Record<string, string | undefined>;

/** Picks the search mode; half-configured Algolia is a mistake, not a fallback. */
export function selectSearch(env: Env): SearchMode {
  const present = ALGOLIA_ENV_VARS.filter((name) => Boolean(env[name]?.trim()));
  if (present.length === 0) {
    return {kind: 'local'};
  }
  const missing = ALGOLIA_ENV_VARS.filter((name) => !present.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `Algolia search is half configured: set ${missing.join(', ')} ` +
        `as well, or unset ${present.join(', ')} to use the local search index.`,
    );
  }
  return {
    kind: 'algolia',
    appId: env.ALGOLIA_APP_ID!.trim(),
    apiKey: env.ALGOLIA_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
  };
}

/** Themes to load for the mode (the classic preset adds DocSearch itself). */
export function searchThemes(mode: SearchMode): PluginConfig[] {
  if (mode.kind === 'algolia') {
    return [];
  }
  const options: PagefindPluginOptions = {
    // The generated table of contents only repeats titles: it would crowd results.
    ignoreDocIds: ['SUMMARY'],
  };
  return [['./src/plugins/pagefind/index.ts', options]];
}

export type AlgoliaThemeConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchPagePath: string;
};

/** themeConfig.algolia for hosted mode; absent in local mode. */
export function algoliaThemeConfig(mode: SearchMode): {algolia?: AlgoliaThemeConfig} {
  if (mode.kind !== 'algolia') {
    return {};
  }
  return {
    algolia: {
      appId: mode.appId,
      apiKey: mode.apiKey,
      indexName: mode.indexName,
      // Filters by language and docs version so v2 readers get v2 answers.
      contextualSearch: true,
      searchPagePath: 'search',
    },
  };
}

/** What the search needs from the site's Content-Security-Policy (src/plugins/contentSecurityPolicy). */
export function searchPolicyNeeds(mode: SearchMode): ContentSecurityPolicyOptions {
  if (mode.kind !== 'algolia') {
    // Pagefind's search engine is WebAssembly.
    return {webAssembly: true};
  }
  // DocSearch queries the application's read host, then three fallbacks.
  const appId = mode.appId.toLowerCase();
  return {connectHosts: [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)]};
}
