/** Reads product-data/<version>/api.json and derives what pages, tests and search share: anchors and URLs. */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiData, ApiOperation, ApiSpec} from '../../../product-data/extract/api';
import {productVersions, versionNames, type ProductVersion} from '../../../product-data/extract/sources';
import {apiPages} from './groups';

export {productVersions, versionNames, type ProductVersion, type ApiOperation, type ApiSpec};

const ROOT = path.resolve(__dirname, '../../..');
export const REFERENCE_DIR = 'api-reference';

/** URL prefix of each version's docs tree (the site's baseUrl and docs routes). */
export const docsRoute: Record<ProductVersion, string> = {
  v4: '/sqle-docs/docs',
  v3: '/sqle-docs/docs/v3',
  v2: '/sqle-docs/docs/v2',
};

export type Sources = Record<string, {ref: string; commit: string; date: string}>;

export function readApi(version: ProductVersion): ApiData & {sources: Sources} {
  return JSON.parse(fs.readFileSync(path.join(ROOT, `product-data/${version}/api.json`), 'utf8'));
}

/**
 * Heading id of an operation, from its method and full path only (never from
 * its place on the page), so links keep working when operations are added:
 * `POST /sqle/v2/audit_files` → `post-sqle-v2-audit_files`.
 */
export function operationAnchor(op: Pick<ApiOperation, 'method' | 'fullPath'>): string {
  const slug = op.fullPath
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A trailing slash is not kept: the routes have no `/x` beside `/x/` (placedOperations throws if one appears).
  return `${op.method}-${slug}`;
}

export type PlacedOperation = ApiOperation & {repo: ApiSpec['repo']; slug: string; anchor: string};

/** Key of an operation's tag in `ApiPageDef.tags`. */
export const tagKey = (op: Pick<PlacedOperation, 'repo' | 'tags'>) => `${op.repo}:${op.tags[0] ?? ''}`;

/** Every operation of a version with the page it is on; a tag without a page throws. */
export function placedOperations(version: ProductVersion, data = readApi(version)): PlacedOperation[] {
  const placed: PlacedOperation[] = [];
  for (const spec of data.specs) {
    for (const op of spec.operations) {
      const tag = op.tags[0] ?? '';
      const page = apiPages.find((p) => `${spec.repo}:${tag}` in p.tags);
      if (!page) {
        throw new Error(`${version}: ${spec.repo} tag "${tag}" (${op.method} ${op.path}) has no page in src/plugins/api-reference/groups.ts`);
      }
      placed.push({...op, repo: spec.repo, slug: page.slug, anchor: operationAnchor(op)});
    }
  }
  const seen = new Map<string, string>();
  for (const op of placed) {
    const other = seen.get(op.anchor);
    if (other) throw new Error(`${version}: ${op.method} ${op.fullPath} and ${other} share the anchor ${op.anchor}`);
    seen.set(op.anchor, `${op.method} ${op.fullPath}`);
  }
  return placed;
}

export const docId = (slug: string) => `${REFERENCE_DIR}/${slug}`;
