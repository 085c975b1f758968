// Static server for the browser tests and the benchmark: serves a build under
// a base path like a plain static host — gzip, `page` finds `page/index.html`,
// a `.html` address gets that file (or that folder's index.html), misses get
// 404.html.
// (`docusaurus serve` is not used: it redirects `page.html` to a location
// without the base path.)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const [dir, port, base = '/'] = process.argv.slice(2);

const gzip = compression();

http
  .createServer((req, res) => gzip(req, res, () => {
    if (!req.url.startsWith(base)) {
      res.writeHead(404).end('not under the base path');
      return;
    }
    const url = new URL(`/${req.url.slice(base.length)}`, 'http://local');
    const asFile = url.pathname.endsWith('.html');
    if (asFile && fs.existsSync(path.join(dir, decodeURIComponent(url.pathname), 'index.html'))) {
      url.pathname += '/index.html';
    }
    req.url = url.pathname + url.search;
    return handler(req, res, {public: dir, cleanUrls: !asFile, directoryListing: false});
  }))
  .listen(Number(port), '127.0.0.1');
