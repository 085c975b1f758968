/**
 * Wraps (does not eject) the search bar of either search mode: the local
 * Pagefind box (src/plugins/pagefind) or Algolia DocSearch. DocSearch 4.7
 * resets its own error screen to "no results" after an Algolia RetryError, so
 * this tells the reader in Chinese that the request failed. The local box
 * reports its own failures.
 */
import React, {useEffect, useState} from 'react';
import SearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';

export default function SearchBarWrapper(): React.JSX.Element {
  const [searchFailed, setSearchFailed] = useState(false);

  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if ((event.reason as Error | undefined)?.name === 'RetryError') setSearchFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  return (
    <div className={styles.wrapper}>
      <SearchBar />
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
