/**
 * What a production host answers, one list for every server that claims to
 * serve the site like production: `npm run serve` and the nginx package.
 * Redirects are never followed, so an extra hop fails the check.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_PATH as BASE} from '../servers';
import {POLICY_FILE} from '../../src/plugins/contentSecurityPolicy/policy';

export type Route = {
  name: string;
  /** Path under the origin; a function picks it from the home page's HTML (hashed names). */
  path: string | ((homeHtml: string) => string);
  request?: Record<string, string>;
  status: number;
  /** Response headers, matched case-insensitively by name. A string: exactly this value; `null`: must be absent. */
  headers?: Record<string, RegExp | string | null>;
  body?: RegExp;
  /** Ask again with the validators of the first answer and expect 304. */
  revalidates?: boolean;
};

const html = /^text\/html; ?charset=utf-8$/i;
const revalidate = /^no-cache$/;
const refreshTo = (to: string) => new RegExp(`http-equiv="?refresh"? content="0; ?url=${to}"`);
const stylesheet = (home: string) => /<link[^>]+href="?([^"\s>]+\.css)/.exec(home)![1];

/** What every answer of the site carries: the policy this build wrote (src/plugins/contentSecurityPolicy), as is, and two fixed headers. */
const secure = {
  'content-security-policy': fs.readFileSync(path.join(__dirname, '../../build', POLICY_FILE), 'utf8').trim(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const routes: Route[] = [
  {name: 'home page', path: BASE, status: 200, headers: {'content-type': html, 'cache-control': revalidate, ...secure}, body: /<title[^>]*>首页 \| SQLE 文档/},
  {name: 'base path without its slash redirects once to the home page', path: BASE.replace(/\/$/, ''), status: 301, headers: {location: new RegExp(`^(https?://[^/]+)?${BASE}$`)}},
  {name: 'clean doc address answers directly', path: `${BASE}docs/intro`, status: 200, headers: {'content-type': html, ...secure}, body: /<h1>产品介绍/},
  {name: 'the search page', path: `${BASE}search`, status: 200, headers: {'content-type': html, 'cache-control': revalidate, ...secure}, body: /<title[^>]*>搜索/},
  {name: 'clean address with a trailing slash', path: `${BASE}docs/intro/`, status: 200, body: /<h1>产品介绍/},
  {name: 'page/index.html address', path: `${BASE}docs/intro/index.html`, status: 200, body: /<h1>产品介绍/},
  {name: 'legacy page.html address sends the browser to the clean address under the base path', path: `${BASE}docs/intro.html`, status: 200, body: refreshTo(`${BASE}docs/intro`)},
  {name: 'v3 doc', path: `${BASE}docs/v3/deploy-manual/intro`, status: 200, body: /<article/},
  {name: 'v2 doc', path: `${BASE}docs/v2/deploy-manual/intro`, status: 200, body: /<article/},
  {name: 'version root sends the browser to its intro', path: `${BASE}docs/v3`, status: 200, body: refreshTo(`${BASE}docs/v3/intro`)},
  {name: 'unknown page gets the Chinese not-found page with status 404', path: `${BASE}docs/no-such-page`, status: 404, headers: {'content-type': html, ...secure}, body: /找不到页面/},
  {name: 'unknown asset is a 404', path: `${BASE}assets/js/no-such-chunk.js`, status: 404},
  {name: 'a path climbing out of the site is refused', path: `${BASE}..%2f..%2f..%2fetc%2fpasswd`, status: 400},
  {
    name: 'HTML is gzipped for browsers that accept it',
    path: `${BASE}docs/intro`,
    request: {'accept-encoding': 'gzip'},
    status: 200,
    headers: {'content-encoding': /^gzip$/, vary: /accept-encoding/i},
  },
  {name: 'HTML is plain for clients without gzip', path: `${BASE}docs/intro`, request: {'accept-encoding': 'identity'}, status: 200, headers: {'content-encoding': null}},
  {
    name: 'a page as Markdown is readable UTF-8 text, gzipped',
    path: `${BASE}docs/v3/deploy-manual/intro.md`,
    request: {'accept-encoding': 'gzip'},
    status: 200,
    headers: {'content-type': /^text\/markdown; ?charset=utf-8$/i, 'content-encoding': /^gzip$/, 'cache-control': revalidate, ...secure},
    body: /^# 部署概述/,
  },
  {name: 'llms.txt is UTF-8 text', path: `${BASE}llms.txt`, status: 200, headers: {'content-type': /^text\/plain; ?charset=utf-8$/i}, body: /^# SQLE 文档/},
  {name: 'HTML revalidates', path: `${BASE}docs/intro`, request: {'accept-encoding': 'gzip'}, status: 200, headers: {'cache-control': revalidate}, revalidates: true},
  {
    name: 'hashed assets are cached for a year, immutable, and gzipped',
    path: stylesheet,
    request: {'accept-encoding': 'gzip'},
    status: 200,
    headers: {'cache-control': /^public, max-age=31536000, immutable$/, 'content-type': /^text\/css/, 'content-encoding': /^gzip$/, ...secure},
  },
];

/** Checks one route against a server at `origin`. */
export async function checkRoute(origin: string, route: Route): Promise<void> {
  let path = route.path;
  if (typeof path === 'function') {
    path = path(await (await fetch(`${origin}${BASE}`)).text());
  }
  const response = await fetch(`${origin}${path}`, {redirect: 'manual', headers: route.request});
  const body = await response.text();
  assert.equal(response.status, route.status, `${path}: status`);
  for (const [name, expected] of Object.entries(route.headers ?? {})) {
    const actual = response.headers.get(name);
    if (expected === null || typeof expected === 'string') {
      assert.equal(actual, expected, `${path}: ${name} header`);
    } else {
      assert.match(actual ?? '(absent)', expected, `${path}: ${name} header`);
    }
  }
  if (route.body) {
    assert.match(body, route.body, `${path}: body`);
  }
  if (route.revalidates) {
    const validators: Record<string, string> = {...route.request};
    const etag = response.headers.get('etag');
    const modified = response.headers.get('last-modified');
    assert.ok(etag ?? modified, `${path}: an ETag or Last-Modified to revalidate with`);
    if (etag) validators['if-none-match'] = etag;
    if (modified) validators['if-modified-since'] = modified;
    const again = await fetch(`${origin}${path}`, {redirect: 'manual', headers: validators});
    assert.equal(again.status, 304, `${path}: unchanged page answers 304`);
  }
}
