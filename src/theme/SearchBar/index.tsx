/**
 * Wraps the search bar (not ejected) for what the local search plugin lacks:
 * the `/` and Cmd/Meta+K shortcuts beside its Ctrl+K, and Enter opening the
 * full results page (arrow keys still pick a single hit). In both modes it
 * tells the reader in Chinese when a search request fails: the local plugin
 * does not catch index fetch errors, and DocSearch 4.7 resets its own error
 * screen to "no results" after an Algolia RetryError.
 */
import React, {useEffect, useRef, useState} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {isTypingTarget, isSearchShortcut} from './shortcuts';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): React.JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  const [searchFailed, setSearchFailed] = useState(false);

  useEffect(() => {
    const localInput = () =>
      container.current?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;

    const onKeyDown = (event: KeyboardEvent) => {
      const input = localInput();
      if (!input || !isSearchShortcut(event) || isTypingTarget(event.target)) {
        return;
      }
      event.preventDefault();
      input.focus();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const input = localInput();
      const localSearchFailed = input !== null && document.activeElement === input;
      const algoliaUnreachable = (event.reason as Error | undefined)?.name === 'RetryError';
      if (localSearchFailed || algoliaUnreachable) {
        setSearchFailed(true);
      }
    };
    // Capture phase: runs before the autocomplete's own Enter handling.
    let pickedWithArrows = false;
    const onInputKeyDown = (event: KeyboardEvent) => {
      if (event.target !== localInput()) {
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        pickedWithArrows = true;
      } else if (event.key === 'Enter' && !pickedWithArrows) {
        const allResults = container.current?.querySelector<HTMLAnchorElement>('a[href*="search/?"]');
        if (allResults) {
          event.preventDefault();
          event.stopPropagation();
          allResults.click();
        }
      } else if (event.key.length === 1 || event.key === 'Backspace') {
        pickedWithArrows = false;
      }
    };
    const root = container.current;
    root?.addEventListener('keydown', onInputKeyDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      root?.removeEventListener('keydown', onInputKeyDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return (
    <div ref={container} className={styles.wrapper}>
      <SearchBar {...props} />
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
