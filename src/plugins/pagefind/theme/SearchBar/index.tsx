/**
 * The local search box: a plain `<input>` in the server HTML, so whatever a
 * reader types from the first paint stays in it (the shortcuts that focus it
 * are an inline script, ../../shortcuts.js, for the same reason). Pagefind
 * loads when the box is first focused; the query runs on what the box holds
 * once it is ready.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DROPDOWN_HITS, type Hit} from '../../client/engine';
import {indexAvailable, useSearch} from '../../client/useSearch';
import {reportUrl, resultsPageUrl, useReaderVersion} from '../../client/version';
import styles from './styles.module.css';

/** Typists pause longer than this between words, and results still come well within 300 ms. */
const SEARCH_DELAY_MS = 100;

/** A hit opens at its best-matching section. */
const hitUrl = (hit: Hit) => hit.sections[0]?.url ?? hit.url;

export default function SearchBar(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const version = useReaderVersion();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState(-1);
  const [loaded, setLoaded] = useState<{query: string; hits: Hit[]}>({query: '', hits: []});
  const {state, prepare} = useSearch(version.name, query, SEARCH_DELAY_MS);
  // Hits of an earlier query are not shown while the current one loads its pages' details.
  const answered = state.status === 'done' && loaded.query === state.query ? state : undefined;
  const hits = answered ? loaded.hits : [];

  // Text typed (and focus given) before React took over the server-rendered box.
  useEffect(() => {
    const box = input.current!;
    if (document.activeElement === box) {
      prepare();
      setOpen(true);
    }
    if (box.value) setQuery(box.value);
  }, [prepare]);

  useEffect(() => {
    if (state.status !== 'done') return;
    let current = true;
    const {query: term, outcome} = state;
    outcome.hits(0, DROPDOWN_HITS).then(
      (details) => current && setLoaded({query: term, hits: details}),
      () => current && setLoaded({query: term, hits: []}),
    );
    setSelected(-1);
    return () => {
      current = false;
    };
  }, [state]);

  const allResults = resultsPageUrl(siteConfig.baseUrl, query.trim(), version);
  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const shown = hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown === 0) return;
      // -1 is the box itself: the arrows cycle through it and the hits.
      setSelected((index) => {
        const next = index + (event.key === 'ArrowDown' ? 1 : -1);
        return next >= shown ? -1 : next < -1 ? shown - 1 : next;
      });
    } else if (event.key === 'Enter' && query.trim() && indexAvailable) {
      event.preventDefault();
      go(selected >= 0 && hits[selected] ? hitUrl(hits[selected]) : allResults);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showDropdown = open && (query.trim() !== '' || !indexAvailable);
  const optionId = (index: number) => `${listId}-${index}`;
  const activeHit = selected >= 0 && selected < hits.length;

  return (
    <div className={`navbar__search ${styles.search}`}>
      {/* Inline rather than Infima's background image: see "SVG images" in src/css/custom.css. */}
      <svg className={styles.magnifier} viewBox="0 0 16 16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M6.03 10.2a4.17 4.17 0 1 1 4.17-4.17 4.16 4.16 0 0 1-4.17 4.17Zm9.69 4.22L10.9 9.6a5.88 5.88 0 0 0 1.16-3.57A6 6 0 1 0 9.6 10.9l4.82 4.82a.9.9 0 0 0 1.3 0 .9.9 0 0 0 0-1.3Z"
        />
      </svg>
      <input
        ref={input}
        data-search-box
        className="navbar__search-input"
        type="search"
        placeholder="搜索"
        aria-label="搜索文档"
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={showDropdown}
        aria-controls={showDropdown ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showDropdown && activeHit ? optionId(selected) : undefined}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onPointerDown={prepare}
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
        }}
      />
      {showDropdown && (
        <div
          className={styles.dropdown}
          // Which query the answer shown belongs to (tests and the bench wait for it).
          data-results-for={answered?.query}
          onMouseDown={(event) => event.preventDefault()}>
          {!indexAvailable && (
            <p className={styles.message}>开发模式下没有搜索索引。请运行 npm run build &amp;&amp; npm run serve 后再搜索。</p>
          )}
          {state.status === 'loading' && <p className={styles.message}>正在加载搜索索引…</p>}
          {state.status === 'failed' && (
            <p role="alert" className={styles.message}>
              无法加载搜索索引，请检查网络连接后刷新页面重试。
            </p>
          )}
          {answered && answered.outcome.total === 0 && (
            <div className={styles.message} data-no-hits>
              <p>没有找到与「{answered.query}」相关的文档。试试更短的关键词，或换个说法，例如只搜功能名称。</p>
              <a href={reportUrl(answered.query, version)} target="_blank" rel="noopener noreferrer">
                应该有结果？告诉我们
              </a>
            </div>
          )}
          <ul id={listId} role="listbox" aria-label={`${version.label} 文档中的搜索结果`} className={styles.hits}>
            {hits.map((hit, index) => {
                const section = hit.sections[0];
                return (
                  <li
                    key={hit.url}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === selected}
                    className={styles.hit}>
                    {/* A plain link: Docusaurus's <Link> would fetch every shown hit's page code. */}
                    <a
                      href={hitUrl(hit)}
                      tabIndex={-1}
                      onClick={(event) => {
                        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
                        event.preventDefault();
                        go(hitUrl(hit));
                      }}>
                      <span className={styles.title}>{hit.title}</span>
                      {section && <span className={styles.section}>{section.title}</span>}
                      <span
                        className={styles.excerpt}
                        // Pagefind escapes the page text and adds only <mark> around the terms.
                        dangerouslySetInnerHTML={{__html: section?.excerpt ?? hit.excerpt}}
                      />
                    </a>
                  </li>
                );
              })}
          </ul>
          {answered && answered.outcome.total > 0 && (
            <Link className={styles.all} to={allResults} onClick={() => setOpen(false)}>
              查看全部 {answered.outcome.total} 条结果
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
