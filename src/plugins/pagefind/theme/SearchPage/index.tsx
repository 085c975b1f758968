/**
 * The full results page, `/search?q=…&version=v3`: one entry per matching
 * page, with the sections that match listed under it.
 */
import React, {useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import type {Hit} from '../../client/engine';
import {useSearch} from '../../client/useSearch';
import {reportUrl, resultsPageUrl, useVersionByLabel} from '../../client/version';
import styles from './styles.module.css';

const PAGE_SIZE = 10;

function Results({hits}: {hits: Hit[]}): React.JSX.Element {
  return (
    <ol className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.url} className={styles.result}>
          <h2 className={styles.title}>
            <Link to={hit.url}>{hit.title}</Link>
          </h2>
          {/* Pagefind escapes the page text and adds only <mark> around the terms. */}
          <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          {hit.sections.length > 0 && (
            <ul className={styles.sections} aria-label={`「${hit.title}」中匹配的章节`}>
              {hit.sections.map((section) => (
                <li key={section.url}>
                  <Link to={section.url}>{section.title}</Link>
                  <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: section.excerpt}} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Inside Layout: the docs version hooks need its providers. */
function SearchPageContent(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const query = params.get('q') ?? '';
  const version = useVersionByLabel(params.get('version'));
  const versions = useVersions(undefined);
  const [draft, setDraft] = useState(query);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [hits, setHits] = useState<Hit[]>([]);
  const {state} = useSearch(version.name, query);

  useEffect(() => setDraft(query), [query]);
  useEffect(() => setShown(PAGE_SIZE), [state]);
  useEffect(() => {
    if (state.status !== 'done') {
      setHits([]);
      return undefined;
    }
    let current = true;
    state.outcome.hits(0, shown).then((loaded) => current && setHits(loaded), () => current && setHits([]));
    return () => {
      current = false;
    };
  }, [state, shown]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = versions.find((v) => v.label === form.get('version')) ?? version;
    history.push(resultsPageUrl(siteConfig.baseUrl, String(form.get('q') ?? '').trim(), chosen));
  };

  const heading = query ? `搜索「${query}」` : '搜索文档';
  return (
    <>
      <PageMetadata title={heading} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{heading}</h1>
        <form className={styles.form} onSubmit={submit} role="search">
          <label className={styles.field}>
            <span>关键词</span>
            <input name="q" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <label className={styles.field}>
            <span>文档版本</span>
            <select name="version" defaultValue={version.label} key={version.label}>
              {versions.map((v) => (
                <option key={v.name} value={v.label}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            搜索
          </button>
        </form>
        {state.status === 'unavailable' && <p>开发模式下没有搜索索引。请运行 npm run build &amp;&amp; npm run serve 后再搜索。</p>}
        {state.status === 'loading' && <p>正在搜索…</p>}
        {state.status === 'failed' && <p role="alert">无法加载搜索索引，请检查网络连接后刷新页面重试。</p>}
        {state.status === 'done' && (
          <>
            <p data-result-count={state.outcome.total}>
              在 {version.label} 文档中找到 {state.outcome.total} 个相关页面。
            </p>
            {state.outcome.total === 0 && <p>试试更短的关键词，或换个说法；也可以切换到其他文档版本再搜索。</p>}
            <Results hits={hits} />
            {hits.length < state.outcome.total && hits.length === shown && (
              <button type="button" className="button button--secondary" onClick={() => setShown(shown + PAGE_SIZE)}>
                显示更多结果
              </button>
            )}
            <p className={styles.report}>
              没有找到需要的内容？
              <a href={reportUrl(query, version)} target="_blank" rel="noopener noreferrer">
                告诉我们
              </a>
            </p>
          </>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): React.JSX.Element {
  return (
    <Layout description="在 SQLE 文档中搜索">
      <SearchPageContent />
    </Layout>
  );
}
