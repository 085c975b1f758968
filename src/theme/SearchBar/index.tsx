/**
 * Wraps the search bar (not ejected) for two things the local search plugin
 * lacks: the `/` and Cmd/Meta+K shortcuts beside its Ctrl+K, and a Chinese
 * message when the search index cannot be fetched. DocSearch (Algolia mode)
 * handles both itself, so the wrapper stays inert there.
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
  const [indexFailed, setIndexFailed] = useState(false);

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
    // The plugin loads its index in a worker without catching failures.
    const onRejection = (event: PromiseRejectionEvent) => {
      const input = localInput();
      if (input && document.activeElement === input) {
        setIndexFailed(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return (
    <div ref={container} className={styles.wrapper}>
      <SearchBar {...props} />
      {indexFailed && (
        <div role="alert" className={styles.failure}>
          搜索索引加载失败，请检查网络连接后刷新页面重试。
        </div>
      )}
    </div>
  );
}
