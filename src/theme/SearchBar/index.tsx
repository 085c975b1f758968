/**
 * Wraps (does not eject) the search bar of either search mode.
 *
 * - Local mode loads the search plugin's bar (lunr, mark.js, the worker
 *   bridge) only when the reader reaches for search — focus, hover or a
 *   shortcut — so ordinary page loads do not pay for it.
 * - Adds `/` and Ctrl/Cmd+K on every platform, and Enter opening the full
 *   results page (arrow keys still pick a single hit).
 * - Tells the reader in Chinese when a search request fails: the local plugin
 *   does not catch index fetch errors, and DocSearch 4.7 resets its own error
 *   screen to "no results" after an Algolia RetryError.
 */
import React, {Suspense, lazy, useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocalSearchKeys} from './shortcuts';
import styles from './styles.module.css';

const SearchBar = lazy(() => import('@theme-original/SearchBar'));

const localInputSelector = 'input.navbar__search-input:not([data-search-placeholder])';

/** Same look as the plugin's box; swapped for the real one on first use. */
function Placeholder({onActivate}: {onActivate: () => void}): React.JSX.Element {
  return (
    <div className="navbar__search">
      <input
        data-search-placeholder
        className={`navbar__search-input ${styles.placeholder}`}
        type="search"
        placeholder="搜索"
        aria-label="搜索"
        onFocus={onActivate}
        onMouseEnter={onActivate}
        onTouchStart={onActivate}
        readOnly
      />
    </div>
  );
}

export default function SearchBarWrapper(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const hostedSearch = Boolean((siteConfig.themeConfig as {algolia?: unknown}).algolia);
  const container = useRef<HTMLDivElement>(null);
  const focusWhenReady = useRef(false);
  const [activated, setActivated] = useState(hostedSearch);
  const [searchFailed, setSearchFailed] = useState(false);

  const activate = useCallback((focus = false) => {
    focusWhenReady.current ||= focus;
    setActivated(true);
  }, []);

  // A page opened from a search hit highlights its terms: that needs the bar.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('_highlight')) {
      activate();
    }
  }, [activate]);

  // Once the real box is mounted, give it the focus the reader asked for
  // (and a Chinese label: the plugin hard-codes aria-label="Search").
  useEffect(() => {
    if (!activated || hostedSearch) return undefined;
    const observer = new MutationObserver(() => {
      const input = container.current?.querySelector<HTMLInputElement>(localInputSelector);
      if (input && input.getAttribute('aria-label') !== '搜索') {
        input.setAttribute('aria-label', '搜索');
      }
      if (input && focusWhenReady.current) {
        focusWhenReady.current = false;
        input.focus();
      }
    });
    observer.observe(container.current!, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [activated, hostedSearch]);

  const openSearchBar = useCallback(() => activate(true), [activate]);
  useLocalSearchKeys(container, localInputSelector, openSearchBar, !hostedSearch);

  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const input = container.current?.querySelector(localInputSelector);
      const localSearchFailed = input !== null && input !== undefined && document.activeElement === input;
      const algoliaUnreachable = (event.reason as Error | undefined)?.name === 'RetryError';
      if (localSearchFailed || algoliaUnreachable) {
        setSearchFailed(true);
      }
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  const placeholder = <Placeholder onActivate={() => activate(true)} />;
  return (
    <div ref={container} className={styles.wrapper}>
      {activated ? (
        <Suspense fallback={placeholder}>
          <SearchBar />
        </Suspense>
      ) : (
        placeholder
      )}
      {searchFailed && (
        <div role="alert" className={styles.failure}>
          搜索请求失败，请检查网络连接后刷新页面重试。
          <button
            type="button"
            className={styles.dismiss}
            aria-label="关闭提示"
            onClick={() => setSearchFailed(false)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
