import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/servers';
import {recordPageProblems} from './tests/pageProblems';
const site = 'http://127.0.0.1:4000/sqle-docs/';
const drop = process.argv[2] ?? '';
(async () => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({locale: 'zh-CN'});
  const problems = await recordPageProblems(context);
  if (drop) await context.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = {...response.headers()};
    const [directive, source] = drop.split(' ');
    headers['content-security-policy'] = headers['content-security-policy'].split('; ').map((d) => d.startsWith(directive + ' ') ? d.split(' ').filter((s) => s !== source).join(' ') : d).join('; ');
    await route.fulfill({response, headers});
  });
  const page = await context.newPage();
  for (const url of ['', 'docs/intro', 'docs/user-manual/project/workflow/intro', 'docs/v2/intro']) {
    await page.goto(site + url); await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  }
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  const box = page.getByRole('combobox', {name: '搜索文档'});
  await box.click(); await box.pressSequentially('工单', {delay: 40});
  await page.waitForTimeout(3000);
  await page.goto(site + 'search?q=%E5%B7%A5%E5%8D%95'); await page.waitForTimeout(2000);
  await page.goto(site + 'docs/user-manual/project/workflow/intro'); await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('img', {name: '流程图：工单状态流转：上线'}).click()]);
  await tab.waitForLoadState(); await tab.waitForTimeout(500);
  const kinds = new Map<string, number>(); for (const p of problems) { const k = (p.match(/CSP violation: (\S+)/)?.[1] ?? (p.includes("console") ? "console" : "other")) + " " + (p.includes(".svg") ? "svg" : "html"); kinds.set(k, (kinds.get(k) ?? 0) + 1); } console.log([...kinds]); console.log(`drop [${drop}]:`, problems.length, 'problems'); for (const p of [...new Set(problems.map(p => p.slice(0, 300)))].slice(0, 12)) console.log('  ', p);
  await browser.close();
})();
