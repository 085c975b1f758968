/**
 * Pinned search hits for the API reference: one per operation, found by its
 * path (with or without the `/sqle` base path, `{param}` placeholders kept
 * for the search to match concrete values against) and titled with its
 * summary. The search (issue #30) decides how keys are matched.
 */
import {docId, docsRoute, placedOperations, tagKey, type ProductVersion} from './data';
import {apiPages} from './groups';

export type SearchKey = {url: string; title: string; note?: string; keys: string[]};

export function apiSearchKeys(version: ProductVersion): SearchKey[] {
  return placedOperations(version).map((op) => {
    const page = apiPages.find((p) => p.slug === op.slug)!;
    const notes = [`${page.label} · ${page.tags[tagKey(op)]}`, ...(op.deprecated ? ['已弃用'] : [])];
    return {
      url: `${docsRoute[version]}/${docId(op.slug)}#${op.anchor}`,
      title: `${op.method.toUpperCase()} ${op.fullPath}${op.summary ? ` ${op.summary}` : ''}`,
      note: notes.join(' · '),
      // Readers rarely type a route's trailing slash.
      keys: [...new Set([op.fullPath, op.path, op.fullPath.replace(/(.)\/$/, '$1'), op.path.replace(/(.)\/$/, '$1')])],
    };
  });
}
