import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {bundleUrl, loadEngine, search, type SearchOutcome} from './engine';
import {loadSearchKeys} from './searchKeys';

export type SearchState =
  | {status: 'idle'}
  | {status: 'unavailable'}
  | {status: 'loading'}
  | {status: 'failed'}
  | {status: 'done'; query: string; outcome: SearchOutcome};

/** `npm start` serves no index: Pagefind runs only after a production build. */
export const indexAvailable = process.env.NODE_ENV === 'production';

/**
 * Runs `query` on a version's index and keeps the newest answer only.
 * `prepare()` starts fetching the engine before the reader has finished typing.
 */
export function useSearch(
  versionName: string,
  query: string,
  /** Wait this long after the last change: a fast typist's intermediate queries would fetch index parts for nothing. */
  debounceMs = 0,
): {state: SearchState; prepare: () => void} {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const latest = useRef(0);

  const prepare = useCallback(() => {
    if (!indexAvailable) return;
    loadEngine(siteConfig.baseUrl, versionName).catch(() => undefined);
    loadSearchKeys(bundleUrl(siteConfig.baseUrl, versionName)).catch(() => undefined);
  }, [siteConfig.baseUrl, versionName]);

  useEffect(() => {
    const term = query.trim();
    const run = ++latest.current;
    if (!term) {
      setState({status: 'idle'});
      return undefined;
    }
    if (!indexAvailable) {
      setState({status: 'unavailable'});
      return undefined;
    }
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const timer = setTimeout(() => {
      Promise.all([loadEngine(siteConfig.baseUrl, versionName), loadSearchKeys(bundleUrl(siteConfig.baseUrl, versionName))])
        .then(([engine, keys]) => (run === latest.current ? search(engine, term, keys) : undefined))
        .then(
          (outcome) => outcome && run === latest.current && setState({status: 'done', query: term, outcome}),
          () => run === latest.current && setState({status: 'failed'}),
        );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, siteConfig.baseUrl, versionName, debounceMs]);

  return {state, prepare};
}
