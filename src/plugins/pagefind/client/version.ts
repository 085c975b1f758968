import {useDocsVersionCandidates, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/** The docs version the reader is in (or last chose, or the latest one). */
export function useReaderVersion(): GlobalVersion {
  return useDocsVersionCandidates(undefined)[0];
}

/** The version a results page address names by its label (`?version=v3`), else the reader's. */
export function useVersionByLabel(label: string | null): GlobalVersion {
  const versions = useVersions(undefined);
  const readers = useReaderVersion();
  return versions.find((version) => version.label === label) ?? readers;
}

export function resultsPageUrl(baseUrl: string, query: string, version: GlobalVersion): string {
  const params = new URLSearchParams({q: query, version: version.label});
  return `${baseUrl}search?${params.toString()}`;
}

/** A GitHub issue prefilled with the query that found nothing useful. */
export function reportUrl(query: string, version: GlobalVersion): string {
  const params = new URLSearchParams({
    title: `搜索「${query}」没有找到需要的内容`,
    body: `搜索词：${query}\n文档版本：${version.label}\n\n我想找的内容：\n`,
  });
  return `https://github.com/actiontech/sqle-docs/issues/new?${params.toString()}`;
}
