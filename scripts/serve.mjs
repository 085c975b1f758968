#!/usr/bin/env node
// `npm run serve`: serves a build the way the shipped nginx configuration
// (deploy/nginx/) does, so a preview, the browser tests and the bench all see
// what readers of a production host see (tests/serving checks both alike):
//   - only the base path (/sqle-docs/) belongs to the site; `/sqle-docs` redirects once to it;
//   - `/docs/intro` answers with docs/intro/index.html directly (no trailing-slash redirect);
//   - `page.html` and `page/index.html` are plain files of the build;
//   - misses get 404.html with status 404;
//   - gzip when the browser accepts it; hashed assets are cached for a year,
//     everything else revalidates (ETag);
//   - every answer carries the security headers: the Content-Security-Policy
//     the build wrote (src/plugins/contentSecurityPolicy), nosniff and the
//     referrer policy.
// `docusaurus serve` redirects `page.html` to a location without the base
// path, and general static servers redirect `page` to `page/`; the rules are
// the few lines below, so no library.
//
//   node scripts/serve.mjs [dir] [--port 3000] [--host 127.0.0.1] [--base /sqle-docs/]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    base: {type: 'string', default: '/sqle-docs/'},
  },
});
const root = path.resolve(positionals[0] ?? 'build');
const base = values.base;
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} holds no built site: run \`npm run build\` first.`);
  process.exit(1);
}
// Written by every build (src/plugins/contentSecurityPolicy/policy.ts: POLICY_FILE).
const policyFile = path.join(root, 'content-security-policy.txt');
if (!fs.existsSync(policyFile)) {
  console.error(`${root} has no content-security-policy.txt: build it again with \`npm run build\`.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
/** Text types are worth compressing; images and fonts already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg']);
/** Docusaurus puts a content hash in every file name under assets/. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Re-read when a new build is served: the policy must match the pages it allows. */
let policy = {mtimeMs: -1, value: ''};
function securityHeaders() {
  const stat = fs.statSync(policyFile, {throwIfNoEntry: false});
  if (stat && stat.mtimeMs !== policy.mtimeMs) policy = {mtimeMs: stat.mtimeMs, value: fs.readFileSync(policyFile, 'utf8').trim()};
  return {
    'Content-Security-Policy': policy.value,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

const isFile = (file) => fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;

/** The file a site path answers with, like nginx's `try_files $uri $uri/index.html`. */
function resolve(sitePath) {
  const file = path.join(root, sitePath);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  for (const candidate of [file, path.join(file, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

const gzipped = new Map();
function gzip(file, stat) {
  const key = `${file}:${stat.mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(fs.readFileSync(file), {level: 6}));
  return gzipped.get(key);
}

function send(req, res, file, status) {
  const stat = fs.statSync(file);
  const ext = path.extname(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': file.startsWith(path.join(root, 'assets') + path.sep) ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  let body = null;
  if (COMPRESSIBLE.has(ext)) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzip(file, stat);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  body ??= fs.readFileSync(file);
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The decoded path with dot segments resolved like nginx does; null when it climbs above `/`. */
function normalize(pathname) {
  const segments = [];
  for (const segment of pathname.split('/').slice(1)) {
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return `/${segments.join('/')}`;
}

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  let pathname = null;
  try {
    pathname = normalize(decodeURIComponent(new URL(req.url, 'http://local').pathname));
  } catch {
    // Malformed percent-encoding: a bad request, as below.
  }
  if (pathname === null || pathname.includes('\0')) {
    res.writeHead(400).end();
    return;
  }
  if (`${pathname}/` === base) {
    res.writeHead(301, {Location: base}).end();
    return;
  }
  if (!pathname.startsWith(base)) {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(`<p>本站在 <a href="${base}">${base}</a> 路径下。</p>`);
    return;
  }
  const file = resolve(pathname.slice(base.length));
  if (file) {
    send(req, res, file, 200);
  } else {
    send(req, res, path.join(root, '404.html'), 404);
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}${base}`);
});
