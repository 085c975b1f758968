/**
 * `npm run bench`: speed and size figures of the site. Prints a table and
 * writes bench/results.json. Not part of the tests: figures, not pass/fail.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page} from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 3320;
const BASE = '/sqle-docs/';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const docusaurus = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');
const results: Record<string, unknown> = {date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (data: Buffer) => zlib.gzipSync(data, {level: 9}).length;

function section(title: string, rows: Record<string, unknown>[]): void {
  console.log(`\n## ${title}`);
  console.table(rows);
}

/** Wall time and peak memory of a build, measured by GNU time. */
function timedBuild(): {seconds: number; peakMiB: number} {
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, docusaurus, 'build'], {encoding: 'utf8'});
  if (run.status !== 0) {
    throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  }
  const [seconds, maxKb] = run.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  return {seconds, peakMiB: Math.round(maxKb / 1024)};
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function buildFigures(): void {
  spawnSync(process.execPath, [docusaurus, 'clear'], {stdio: 'ignore'});
  const cold = timedBuild();
  const warm = timedBuild();
  const pages = htmlFiles('build').filter((file) => !fs.readFileSync(file, 'utf8').includes('http-equiv="refresh"'));
  results.build = {cold, warm, pagesBuilt: pages.length};
  section('Production build', [
    {run: 'cold (after docusaurus clear)', seconds: cold.seconds, 'peak MiB': cold.peakMiB, pages: pages.length},
    {run: 'warm', seconds: warm.seconds, 'peak MiB': warm.peakMiB, pages: pages.length},
  ]);
}

/** Bytes the built HTML itself references: scripts and stylesheets. */
function firstLoadWeight(): void {
  const pages = {home: 'index.html', 'v4 doc': 'docs/deploy-manual/config/index.html', search: 'search/index.html'};
  const rows = Object.entries(pages).map(([name, file]) => {
    const html = fs.readFileSync(path.join('build', file));
    const text = html.toString();
    const assets = new Set([
      ...[...text.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1]),
      ...[...text.matchAll(/<link[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /rel="?stylesheet/.test(tag))
        .map((tag) => /href="?([^"\s>]+)/.exec(tag)![1]),
    ]);
    const sum = {js: [0, 0], css: [0, 0]};
    for (const asset of assets) {
      const data = fs.readFileSync(path.join('build', asset.replace(BASE, '')));
      const kind = asset.endsWith('.css') ? 'css' : 'js';
      sum[kind][0] += data.length;
      sum[kind][1] += gzipSize(data);
    }
    return {
      page: name,
      'HTML KB': kb(html.length),
      'HTML gz': kb(gzipSize(html)),
      'JS KB': kb(sum.js[0]),
      'JS gz': kb(sum.js[1]),
      'CSS KB': kb(sum.css[0]),
      'CSS gz': kb(sum.css[1]),
      'JS+CSS gz': kb(sum.js[1] + sum.css[1]),
    };
  });
  results.firstLoad = rows;
  section('First-load weight (assets referenced by the built HTML, KB)', rows);
}

function searchIndexSizes(): void {
  const indexes = {v4: 'build/search-index.json', v3: 'build/docs/v3/search-index.json', v2: 'build/docs/v2/search-index.json'};
  const rows = Object.entries(indexes).map(([version, file]) => {
    const data = fs.readFileSync(file);
    return {version, 'raw KB': kb(data.length), 'gzip KB': kb(gzipSize(data))};
  });
  results.searchIndex = rows;
  section('Local search index', rows);
}

async function withServer<T>(work: () => Promise<T>): Promise<T> {
  const server = spawn(process.execPath, ['tests/serve-build.mjs', 'build', String(PORT), BASE], {stdio: 'ignore'});
  try {
    for (let i = 0; i < 50; i += 1) {
      const ok = await fetch(`${ORIGIN}${BASE}`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return await work();
  } finally {
    server.kill();
  }
}

/**
 * Milliseconds from a changed query to the first hit in the dropdown, timed in
 * the page. Plain JS source: tsx's name helpers do not exist in the browser.
 */
const firstHitScript = `async (q) => {
  const input = document.querySelector('input.navbar__search-input:not([data-search-placeholder])');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', {bubbles: true}));
  await new Promise((r) => setTimeout(r, 300));
  const start = performance.now();
  setValue.call(input, q);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => check());
    const check = () => {
      const hit = document.querySelector('.navbar__search [role="option"]');
      if (hit && hit.closest('[role="listbox"]').checkVisibility()) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    };
    observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    check();
  });
}`;

async function timeToFirstHit(page: Page, query: string): Promise<number> {
  return page.evaluate(`(${firstHitScript})(${JSON.stringify(query)})`) as Promise<number>;
}

async function searchLatency(): Promise<void> {
  const queries = ['工单', '审核规则', '数据源', '智能扫描', '配置文件'];
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}${BASE}docs/intro`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.navbar__search input').first().click();
    const input = page.locator('input.navbar__search-input:not([data-search-placeholder])');
    await input.fill('sqle');
    await page.locator('.navbar__search [role="option"]').first().waitFor();
    const rows = [];
    for (const query of queries) {
      rows.push({query, 'ms to first hit (index cached)': Math.round(await timeToFirstHit(page, query))});
    }
    results.searchLatency = rows;
    section('Local search: typing to first result', rows);
  } finally {
    await browser.close();
  }
}

function lighthouse(): void {
  const targets = {
    home: `${ORIGIN}${BASE}`,
    'v4 doc (largest page)': `${ORIGIN}${BASE}docs/deploy-manual/config`,
    'v4 doc (typical page)': `${ORIGIN}${BASE}docs/user-manual/project/workflow/intro`,
  };
  const rows = [];
  for (const [name, url] of Object.entries(targets)) {
    for (const formFactor of ['mobile', 'desktop']) {
      const out = path.join(os.tmpdir(), `lighthouse-${formFactor}.json`);
      const args = [
        'node_modules/lighthouse/cli/index.js', url, '--quiet', '--output=json', `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ];
      const run = spawnSync(process.execPath, args, {env: {...process.env, CHROME_PATH: CHROMIUM}, encoding: 'utf8'});
      if (run.status !== 0) {
        rows.push({page: name, formFactor, error: run.stderr.split('\n').slice(-3).join(' ')});
        continue;
      }
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const score = (id: string) => Math.round(report.categories[id].score * 100);
      const audit = (id: string) => report.audits[id].displayValue;
      rows.push({
        page: name,
        formFactor,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        LCP: audit('largest-contentful-paint'),
        TBT: audit('total-blocking-time'),
        CLS: audit('cumulative-layout-shift'),
      });
    }
  }
  results.lighthouse = rows;
  section('Lighthouse', rows);
}

/** Deprecation warnings from a clean install, and the production advisory count. */
function dependencyHealth(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-deps-'));
  fs.copyFileSync('package.json', path.join(dir, 'package.json'));
  fs.copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'));
  const install = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {cwd: dir, encoding: 'utf8'});
  const deprecated = [...new Set(`${install.stdout}\n${install.stderr}`.match(/npm warn deprecated [^:\s]+/g) ?? [])].map((line) =>
    line.replace('npm warn deprecated ', ''),
  );
  fs.rmSync(dir, {recursive: true, force: true});
  let audit: string;
  try {
    const out = execFileSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
    const counts = JSON.parse(out).metadata?.vulnerabilities ?? {};
    audit = JSON.stringify(counts);
  } catch (error) {
    const output = `${(error as {stdout?: string}).stdout ?? ''}${(error as {stderr?: string}).stderr ?? ''}`;
    const parsed = (() => {
      try {
        return JSON.parse((error as {stdout?: string}).stdout ?? '');
      } catch {
        return undefined;
      }
    })();
    audit = parsed?.metadata?.vulnerabilities
      ? JSON.stringify(parsed.metadata.vulnerabilities)
      : /405|not allowed|ENOAUDIT|audit endpoint/i.test(output)
        ? 'the registry does not answer advisory queries (HTTP 405): no figure'
        : `npm audit failed: ${output.split('\n').find((l) => /error/i.test(l)) ?? 'unknown error'}`;
  }
  results.dependencies = {deprecated, audit};
  section('Dependency health', [
    {check: 'deprecated packages (warnings of a clean npm ci)', result: deprecated.length ? deprecated.join(', ') : 'none reported'},
    {check: 'npm audit --omit=dev', result: audit},
  ]);
}

async function main(): Promise<void> {
  buildFigures();
  firstLoadWeight();
  searchIndexSizes();
  await withServer(async () => {
    await searchLatency();
    lighthouse();
  });
  await pdfFigures();
  dependencyHealth();
  fs.mkdirSync('bench', {recursive: true});
  fs.writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/** PDF manuals (`npm run pdf`): generation time, PDF pages, bookmarks and size per version. */
async function pdfFigures(): Promise<void> {
  const {buildPdfs} = await import('../scripts/pdf/build');
  const rows = (await buildPdfs()).map((pdf) => {
    const pdfPages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [pdf.file], {encoding: 'utf8'}))?.[1]);
    const outline = execFileSync('pdftohtml', ['-stdout', '-xml', '-i', '-q', pdf.file], {encoding: 'utf8', maxBuffer: 2 ** 28});
    const bookmarks = (outline.slice(outline.indexOf('<outline>')).match(/<item /g) ?? []).length;
    return {version: pdf.version, 'doc pages': pdf.pages, 'PDF pages': pdfPages, bookmarks, 'size KB': kb(pdf.bytes), seconds: pdf.seconds};
  });
  results.pdf = rows;
  section('PDF manuals', rows);
}
