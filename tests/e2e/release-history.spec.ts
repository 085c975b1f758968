/**
 * The built release-history pages hold, as plain text a search index reads,
 * every release number and every changed rule key, config key and API path of
 * product-data/history (src/plugins/release-history renders them).
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {lineFacts, readHistory} from '../../product-data/extract/history/read';
import {apiParts} from '../../src/plugins/release-history/render';
import {BASE_PATH} from '../servers';
import {treePath, versions} from './helpers';

/** Text of a built page as a reader (and Pagefind) sees it: tags dropped, entities decoded. */
function pageText(file: string): string {
  const html = fs.readFileSync(file, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

for (const version of versions) {
  test(`${version}: the change record shows every release and every changed key and path as text`, () => {
    const file = path.join('build', treePath[version].slice(BASE_PATH.length), 'release-history/changes/index.html');
    const text = pageText(file);
    const releases = lineFacts(version, readHistory(version));
    const missing: string[] = [];
    releases.forEach((r, i) => {
      if (!text.includes(r.release)) missing.push(r.release);
      const d = r.changes ?? {};
      const ids = [
        ...(['rules', 'config', 'image'] as const).flatMap((k) => ['added', 'removed', 'changed'].flatMap((w) => Object.keys((d[k] as Record<string, object> | undefined)?.[w] ?? {}))),
        ...Object.keys(d.api?.added ?? {}).map((id) => apiParts(id, r.facts.apiBase).path),
        ...Object.keys(d.api?.removed ?? {}).map((id) => apiParts(id, releases[i - 1].facts.apiBase).path),
      ];
      for (const id of ids) if (!text.includes(id)) missing.push(`${r.release} ${id}`);
    });
    expect(missing).toEqual([]);
  });
}
