/**
 * `npm run bench`: speed and size figures of the site. Prints a table and
 * writes bench/results.json. Not part of the tests: figures, not pass/fail.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {searchFigures} from './search';
import {apiBenchPages, apiReferenceFigures} from './api-reference';
import {searchRecallFigures} from './searchRecall';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Inside this checkout's block of ports (TEST_PORT_BASE, the test servers use
// +0..+2), so checkouts can bench side by side.
const PORT = Number(process.env.TEST_PORT_BASE ?? 3310) + 8;
const BASE = '/sqle-docs/';
const ORIGIN = `http://127.0.0.1:${PORT}`;

/**
 * The builds the browser figures are taken on: this checkout's build/, and
 * with BENCH_COMPARE=<another build folder> that one too, on the next port.
 * Phone blocking and Lighthouse then load each page in turn from one and the
 * other: this host's speed drifts within minutes (Lighthouse's benchmarkIndex
 * moved between 1,300 and 2,300 in one sitting), so figures taken one after
 * the other, even from one checkout, compare the host more than the builds.
 */
const builds: {name: string; dir: string; origin: string}[] = [
  {name: 'this', dir: 'build', origin: ORIGIN},
  ...(process.env.BENCH_COMPARE ? [{name: 'compare', dir: process.env.BENCH_COMPARE, origin: `http://127.0.0.1:${PORT + 1}`}] : []),
];
/** A `build` column only when there are two to tell apart. */
const buildColumn = (name: string) => (builds.length > 1 ? {build: name} : {});
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
  // What `npm run build` does first (its prebuild hook); not timed.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-pages.ts'], {stdio: 'ignore'});
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

/** Pages every browser figure is taken on: one of each kind. */
const allBenchPages = {
  home: '',
  'typical (user-manual/intro)': 'docs/user-manual/intro',
  'diagram (workflow/intro)': 'docs/user-manual/project/workflow/intro',
  'largest (deploy-manual/config)': 'docs/deploy-manual/config',
  'v2 (v2/intro)': 'docs/v2/intro',
  search: 'search',
  ...apiBenchPages,
  'rule reference (audit-rules/dml)': 'docs/audit-rules/dml',
  'change records (release-history/changes)': 'docs/release-history/changes',
};

/** BENCH_PAGES=dml,typical takes the browser figures on the pages whose names contain one of those words only. */
const benchPages = Object.fromEntries(
  Object.entries(allBenchPages).filter(([name]) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').some((word) => name.includes(word))),
);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Scripts and stylesheets the built HTML of a page references, as absolute
 * paths: script tags, and the list the page template loads after the first
 * paint (src/config/ssrTemplate.ts).
 */
export function htmlAssets(pagePath: string, buildDir = 'build'): Set<string> {
  const text = fs.readFileSync(path.join(buildDir, pagePath, 'index.html'), 'utf8');
  return new Set([
    ...[...text.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1]),
    ...[...text.matchAll(/"([^"\s]*\/assets\/js\/[^"\s]+\.js)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/<link[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /rel="?stylesheet/.test(tag))
      .map((tag) => /href="?([^"\s>]+)/.exec(tag)![1]),
  ]);
}

/**
 * JS and CSS bytes as the server sends them (compressed), measured in a
 * browser: everything fetched until React has hydrated and the network is
 * idle, and the part of it the HTML itself references.
 */
async function firstLoadWeight(): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const rows = [];
  try {
    for (const [name, pagePath] of Object.entries(benchPages)) {
      const page = await browser.newPage();
      const fetched: {url: string; type: string; bytes: Promise<number>}[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        fetched.push({url: new URL(request.url()).pathname, type, bytes: request.sizes().then((s) => s.responseBodySize)});
      });
      const response = await page.goto(`${ORIGIN}${BASE}${pagePath}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      const htmlBytes = (await response!.request().sizes()).responseBodySize;
      const referenced = htmlAssets(pagePath);
      const sum = {js: 0, css: 0, referenced: 0};
      for (const asset of fetched) {
        const bytes = await asset.bytes;
        sum[asset.type === 'script' ? 'js' : 'css'] += bytes;
        if (referenced.has(asset.url)) sum.referenced += bytes;
      }
      rows.push({
        page: name,
        'HTML KB (sent)': kb(htmlBytes),
        'JS KB': kb(sum.js),
        'CSS KB': kb(sum.css),
        'JS+CSS before interactive': kb(sum.js + sum.css),
        'JS+CSS HTML-referenced': kb(sum.referenced),
        requests: fetched.length,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  results.firstLoad = rows;
  section('First-load weight (KB as sent, compressed; fetched until hydrated and network idle)', rows);
}

const BLOCKING_LOADS = 7;

/**
 * Main-thread blocking on a phone, a steadier figure than Lighthouse's TBT
 * (which moves by ±100 ms between runs here): Chromium at 4x CPU slowdown and
 * phone width, the time by which each long task exceeds 50 ms, summed from
 * navigation until 2.5 s after hydration. Median of BLOCKING_LOADS loads.
 * Beside it, when the page was hydrated (links open in place, menus work from
 * then on): hydration runs in short slices that add no blocking time, yet a
 * smaller tree is done sooner.
 */
async function phoneBlocking(): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const rows = [];
  try {
    for (const [name, pagePath] of Object.entries(benchPages)) {
      const runs = new Map<string, number[]>(builds.map((b) => [b.name, []]));
      const hydratedAt = new Map<string, number[]>(builds.map((b) => [b.name, []]));
      for (let i = 0; i < BLOCKING_LOADS; i += 1) {
        for (const build of builds) {
          const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true, locale: 'zh-CN'});
          const page = await context.newPage();
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: 4});
          await page.addInitScript(() => {
            const w = window as unknown as {longTasks: number[]; hydratedAt: number};
            w.longTasks = [];
            new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({type: 'longtask', buffered: true});
            // The document has no <html> element yet when this runs.
            new MutationObserver((_, observer) => {
              if (document.documentElement.dataset.hasHydrated !== 'true') return;
              w.hydratedAt = performance.now();
              observer.disconnect();
            }).observe(document, {attributes: true, attributeFilter: ['data-has-hydrated'], subtree: true});
          });
          await page.goto(`${build.origin}${BASE}${pagePath}`);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          await page.waitForTimeout(2500);
          const tasks = (await page.evaluate('window.longTasks')) as number[];
          runs.get(build.name)!.push(Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)));
          hydratedAt.get(build.name)!.push(Math.round((await page.evaluate('window.hydratedAt')) as number));
          await context.close();
        }
      }
      for (const [build, values] of runs) {
        const hydrated = hydratedAt.get(build)!;
        rows.push({page: name, ...buildColumn(build), 'blocking ms (median)': median(values), runs: values.join('/'), 'hydrated at ms (median)': median(hydrated), 'hydrated runs': hydrated.join('/')});
      }
    }
  } finally {
    await browser.close();
  }
  results.phoneBlocking = rows;
  section(`Phone main-thread blocking (4x CPU, long-task time over 50 ms, median of ${BLOCKING_LOADS} loads)`, rows);
}

async function withServer<T>(work: () => Promise<T>): Promise<T> {
  const servers = [];
  try {
    for (const [index, build] of builds.entries()) {
      if (!fs.existsSync(path.join(build.dir, 'index.html'))) throw new Error(`${build.dir} holds no built site: build it first`);
      // Another server on the port would be measured instead of this build.
      if (await fetch(`${build.origin}${BASE}`).then(() => true, () => false)) {
        throw new Error(`port ${PORT + index} is already in use: set TEST_PORT_BASE to a free block of ports`);
      }
      servers.push(spawn(process.execPath, [path.join(__dirname, '../scripts/serve.mjs'), build.dir, '--port', String(PORT + index), '--base', BASE], {stdio: 'ignore'}));
      for (let i = 0; i < 50; i += 1) {
        const ok = await fetch(`${build.origin}${BASE}`).then((r) => r.ok).catch(() => false);
        if (ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return await work();
  } finally {
    servers.forEach((server) => server.kill());
  }
}

/** Local search (Pagefind, bench/search.ts): first-search download and time to results. */
async function searchBench(): Promise<void> {
  const {rows, summary} = await searchFigures(ORIGIN, CHROMIUM);
  results.search = {rows, summary};
  section('Local search: first search of a visit, one fresh browser context per query', rows);
  section('Local search: medians', [summary]);
  results.searchRecall = await searchRecallFigures(ORIGIN, CHROMIUM);
  section('Local search per version: recall of terms drawn from its pages, first search (bench queries)', results.searchRecall as Record<string, unknown>[]);
}

const LIGHTHOUSE_RUNS = 5;
/** Lighthouse's reference: its default 4x CPU slowdown stands for a mid-range phone on a host of this benchmarkIndex. */
const REFERENCE_INDEX = 1500;

/** One Lighthouse run; returns its report. */
type LighthouseReport = {
  categories: Record<string, {score: number}>;
  audits: Record<string, {numericValue: number}>;
  environment: {benchmarkIndex: number};
};

/**
 * Lighthouse multiplies the task times it observes by a fixed slowdown, so a
 * faster host scores higher. Its benchmarkIndex (the same page function
 * Lighthouse runs, in the same Chromium) says how fast this host is; the
 * slowdown 4 × index / 1500 makes every host simulate the same phone. It is
 * measured right before each run (median of 3): on a shared machine the index
 * moved from 400 to 1,600 within one bench as other work came and went. It
 * absorbs the host's speed, not other work on it: note the load beside the figures.
 */
async function calibrate(): Promise<{benchmarkIndex: number; multiplier: number}> {
  const {pageFunctions} = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const indexes: number[] = [];
  try {
    const page = await browser.newPage();
    for (let i = 0; i < 3; i += 1) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex as () => number));
  } finally {
    await browser.close();
  }
  const benchmarkIndex = Math.round(median(indexes));
  return {benchmarkIndex, multiplier: Math.round((4 * benchmarkIndex * 100) / REFERENCE_INDEX) / 100};
}

function lighthouseRun(url: string, formFactor: string, multiplier: number): LighthouseReport {
  const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const args = [
    path.join(__dirname, '../node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : [`--throttling.cpuSlowdownMultiplier=${multiplier}`]),
  ];
  const run = spawnSync(process.execPath, args, {env: {...process.env, CHROME_PATH: CHROMIUM}, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(run.stderr.split('\n').slice(-3).join(' '));
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** Lighthouse mobile (calibrated CPU slowdown) and desktop, median of LIGHTHOUSE_RUNS runs of each page. */
async function lighthouse(): Promise<void> {
  const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');
  const rows = [];
  for (const [name, pagePath] of Object.entries(benchPages)) {
    for (const formFactor of formFactors) {
      type Taken = {reports: LighthouseReport[]; calibrations: {benchmarkIndex: number; multiplier: number}[]; loads: number[]};
      const taken = new Map<string, Taken>(builds.map((b) => [b.name, {reports: [], calibrations: [], loads: []}]));
      try {
        // Each round runs every build once, right after its own calibration.
        for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
          for (const build of builds) {
            const {reports, calibrations, loads} = taken.get(build.name)!;
            const calibration = formFactor === 'mobile' ? await calibrate() : {benchmarkIndex: 0, multiplier: 1};
            calibrations.push(calibration);
            loads.push(os.loadavg()[0]);
            reports.push(lighthouseRun(`${build.origin}${BASE}${pagePath}`, formFactor, calibration.multiplier));
          }
        }
      } catch (error) {
        rows.push({page: name, formFactor, error: String(error)});
        continue;
      }
      for (const [build, {reports, calibrations, loads}] of taken) {
        const score = (id: string) => median(reports.map((r) => Math.round(r.categories[id].score * 100)));
        const ms = (id: string) => Math.round(median(reports.map((r) => r.audits[id].numericValue)));
        const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
        rows.push({
          page: name,
          ...buildColumn(build),
          formFactor,
          performance: score('performance'),
          'perf runs': reports.map((r) => Math.round(r.categories.performance.score * 100)).join('/'),
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          seo: score('seo'),
          'FCP ms': ms('first-contentful-paint'),
          'LCP ms': ms('largest-contentful-paint'),
          'TBT ms': ms('total-blocking-time'),
          'TBT runs': reports.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)).join('/'),
          CLS: median(reports.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3),
          // The index measured before each run, and the CPU slowdown it set (mobile; desktop runs unthrottled).
          'host benchmarkIndex': formFactor === 'mobile' ? range(calibrations.map((c) => c.benchmarkIndex)) : '',
          'CPU slowdown': formFactor === 'mobile' ? range(calibrations.map((c) => c.multiplier)) : '',
          load: range(loads.map((l) => Math.round(l * 10) / 10)),
        });
      }
    }
  }
  results.lighthouse = rows;
  section(`Lighthouse (median of ${LIGHTHOUSE_RUNS} runs; mobile CPU slowdown 4 × host benchmarkIndex / ${REFERENCE_INDEX})`, rows);
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

/**
 * `npm run bench` runs every section; `npm run bench -- lighthouse weight`
 * only the named ones (build, weight, blocking, search, lighthouse, pdf,
 * deps), the browser ones against the existing build/; `api` (only when
 * named: two more cold builds) compares with the commit before the API
 * reference (bench/api-reference.ts). Run from another
 * checkout (`npx tsx <this file> weight lighthouse` in its folder), it
 * measures that checkout's build with the same code. Before/after figures of
 * phone blocking and Lighthouse: BENCH_COMPARE=<the other checkout's build
 * folder> takes both builds' figures in turns in one run (see `builds`).
 * `BENCH_FORM_FACTORS=mobile` leaves out Lighthouse's desktop runs.
 */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  if (wanted('build')) buildFigures();
  await withServer(async () => {
    if (wanted('weight')) await firstLoadWeight();
    if (wanted('blocking')) await phoneBlocking();
    if (wanted('search')) await searchBench();
    if (wanted('lighthouse')) await lighthouse();
  });
  if (wanted('pdf')) await pdfFigures();
  if (wanted('deps')) dependencyHealth();
  if (only.includes('api')) results.apiReference = apiReferenceFigures(htmlAssets);
  fs.mkdirSync('bench', {recursive: true});
  // A partial run does not overwrite the full figures.
  const file = only.length ? path.join(os.tmpdir(), `sqle-docs-bench-${only.join('-')}.json`) : 'bench/results.json';
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
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
