/**
 * Search figures for `npm run bench`: what the first search of a visit
 * downloads and how long results take after the last keystroke, typed in
 * Chromium as a reader types. Each query runs in a fresh browser context.
 */
import {chromium, type Browser, type Page} from '@playwright/test';

/** Typical queries of SQLE users: features, config keys, rule keys, operations. */
export const QUERIES = ['工单', '数据源', '审核规则', 'config.yaml', 'SQLE00001', '智能扫描', '升级', 'LDAP', '端口', '备份'];

const BOX = '.navbar__search input:not([readonly])';
/** The dropdown marks which query its answer belongs to, so a stale answer is not counted. */
const answerFor = (query: string) =>
  `.navbar__search [data-results-for="${query}"] :is([role="option"], [data-no-hits])`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Types `query` into the focused box and resolves with the milliseconds from
 * the last keystroke to the dropdown showing an answer that arrived after it.
 */
async function typeAndTime(page: Page, query: string): Promise<number> {
  await page.keyboard.type(query.slice(0, -1), {delay: 60});
  await page.evaluate(
    `void (window.__armed = new Promise((resolve) => {
      let start = 0;
      document.addEventListener('input', () => { start = performance.now(); }, {once: true, capture: true});
      const answered = () => [...document.querySelectorAll(${JSON.stringify(answerFor(query))})].some((el) => el.checkVisibility());
      const observer = new MutationObserver(() => {
        if (start && answered()) { observer.disconnect(); resolve(performance.now() - start); }
      });
      observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
      setTimeout(() => resolve(NaN), 15000);
    }))`,
  );
  await page.keyboard.type(query.slice(-1));
  return Math.round((await page.evaluate('window.__armed')) as number);
}

async function firstSearch(browser: Browser, url: string, query: string) {
  const context = await browser.newContext({locale: 'zh-CN'});
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const sizes: Promise<{url: string; bytes: number}>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((s) => ({url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize})));
  });
  await page.locator('.navbar__search input').first().click();
  await page.waitForFunction((selector) => document.activeElement?.matches(selector), BOX);
  const coldMs = await typeAndTime(page, query);
  await page.waitForLoadState('networkidle');
  const firstSearch = await Promise.all([...sizes]);
  const firstSearchBytes = firstSearch.reduce((sum, request) => sum + request.bytes, 0);
  if (process.env.BENCH_VERBOSE) console.log(query, firstSearch.map((r) => `${r.url.split('/').pop()} ${r.bytes}`));
  // Warm: the engine and common index chunks are in; a second query as readers refine.
  await page.locator(BOX).fill('');
  const warmMs = await typeAndTime(page, query);
  await context.close();
  return {query, 'first search KB': Math.round((firstSearchBytes / 1024) * 10) / 10, 'cold ms': coldMs, 'warm ms': warmMs};
}

/** The bench queries typed on `docsPath` (a version's intro page, v4's by default). */
export async function searchFigures(origin: string, chromiumPath: string, docsPath = '/sqle-docs/docs/') {
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const rows = [];
    for (const query of QUERIES) rows.push(await firstSearch(browser, `${origin}${docsPath}intro`, query));
    const summary = {
      'median first-search KB (as served)': median(rows.map((row) => row['first search KB'])),
      'median ms last keystroke → results, first search': median(rows.map((row) => row['cold ms'])),
      'median ms last keystroke → results, warm': median(rows.map((row) => row['warm ms'])),
    };
    return {rows, summary};
  } finally {
    await browser.close();
  }
}
