/**
 * Both ways the site is served outside GitHub Pages answer like production:
 * `npm run serve` (previews, browser tests, bench) and the intranet package
 * (`npm run package` unpacked under Debian's nginx with the shipped
 * configuration, set up as INSTALL.md says). Needs a build in build/.
 */
import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {BASE_PATH, chromiumLaunchOptions, origin, ports} from '../servers';
import {checkRoute, routes} from './routes';
import {recordPageProblems} from '../pageProblems';

const root = path.resolve(__dirname, '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Cleanups of the running suite, run by its `after` hook. */
const cleanups: (() => void)[] = [];

/** Starts a server and resolves once `url` answers; it stops with the suite. */
async function startServer(command: string, args: string[], url: string): Promise<ChildProcess> {
  const child = spawn(command, args, {cwd: root, stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  cleanups.push(() => child.kill());
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) break;
    if (await fetch(url, {redirect: 'manual'}).then(() => true, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${command} did not answer ${url}:\n${stderr}`);
}

function run(command: string, args: string[], options: {cwd?: string} = {}): string {
  const result = spawnSync(command, args, {cwd: options.cwd ?? root, encoding: 'utf8'});
  assert.equal(result.status, 0, `${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const servers = [
  {
    name: 'npm run serve',
    port: ports.serve,
    async start() {
      await startServer(process.execPath, ['scripts/serve.mjs', 'build', '--port', String(ports.serve)], origin(ports.serve) + BASE_PATH);
    },
  },
  {
    name: 'nginx serving the install package',
    port: ports.nginx,
    async start() {
      run('bash', ['scripts/ensure-debian-tools.sh', 'nginx']);
      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-nginx-'));
      cleanups.push(() => fs.rmSync(work, {recursive: true, force: true}));
      // The real package command, then the install note's steps in a scratch folder.
      const tarball = run('bash', ['scripts/package.sh', '--out', work]).trim().split(' ')[0];
      run('tar', ['-xzf', tarball, '-C', work]);
      const unpacked = path.join(work, path.basename(tarball, '.tar.gz'));
      const www = path.join(work, 'www');
      fs.mkdirSync(www);
      fs.renameSync(path.join(unpacked, 'sqle-docs'), path.join(www, 'sqle-docs'));
      assert.ok(fs.existsSync(path.join(unpacked, 'INSTALL.md')), 'the package holds the install note');
      assert.ok(fs.existsSync(path.join(www, 'sqle-docs/docs/intro/index.html.gz')), 'pages are precompressed');
      // INSTALL.md: another site folder means changing `root /var/www;`.
      const snippet = fs.readFileSync(path.join(unpacked, 'nginx/sqle-docs.conf'), 'utf8');
      assert.match(snippet, /root \/var\/www;/);
      fs.writeFileSync(path.join(work, 'sqle-docs.conf'), snippet.replaceAll('root /var/www;', `root ${www};`));
      // Everything nginx writes stays in the scratch folder, so no root is needed.
      const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
      fs.writeFileSync(
        path.join(work, 'nginx.conf'),
        `${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${work}/nginx.pid;
error_log ${work}/error.log;
worker_processes 1;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${work}/access.log;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${ports.nginx};
    include ${work}/sqle-docs.conf;
  }
}
`,
      );
      const args = ['-p', work, '-e', `${work}/error.log`, '-c', `${work}/nginx.conf`];
      run(NGINX, [...args, '-t', '-q']);
      await startServer(NGINX, [...args, '-g', 'daemon off;'], origin(ports.nginx) + BASE_PATH);
    },
  },
];

/**
 * A reader's path through the site, under the policy the server sends: old
 * address, sidebar navigation, colour switch, search (dropdown and results
 * page), 「复制 Markdown」, a diagram opened on its own, a miss. Fails on
 * anything the browser blocks, a page error or a failed request.
 */
async function readerSmoke(site: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({locale: 'zh-CN'});
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems = await recordPageProblems(context);
    const page = await context.newPage();
    const failed: string[] = [];
    // Leaving a page aborts its prefetches: that is not a failure.
    context.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.failure()?.errorText} ${request.url()}`);
    });
    context.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/no-such-page')) failed.push(`${response.status()} ${response.url()}`);
    });
    const hydrated = () => page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.goto(`${site}docs/intro.html`);
    await page.waitForURL(`${site}docs/intro`);
    await hydrated();
    assert.equal(await page.locator('article h1').textContent(), '产品介绍');
    await page.locator('nav.menu a[href$="/docs/deploy-manual/intro"]').first().click();
    await page.waitForURL(`${site}docs/deploy-manual/intro`);
    await page.locator('article h1', {hasNotText: '产品介绍'}).waitFor();

    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});

    const box = page.getByRole('combobox', {name: '搜索文档'});
    await box.click();
    await box.pressSequentially('工单', {delay: 40});
    await page.locator('.navbar__search [data-results-for="工单"]').getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.getByRole('heading', {level: 1, name: '搜索「工单」'}).waitFor();
    await page.getByText(/找到 \d+ 个相关页面/).waitFor();

    await page.goto(`${site}docs/user-manual/project/workflow/intro`);
    await hydrated();
    await page.getByRole('button', {name: '复制 Markdown'}).click();
    await page.getByRole('status').filter({hasText: '已复制本页 Markdown'}).waitFor();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^# /);
    const diagram = page.getByRole('img', {name: '流程图：工单状态流转：上线'});
    const [tab] = await Promise.all([context.waitForEvent('page'), diagram.click()]);
    await tab.waitForLoadState();
    assert.equal(await tab.evaluate(() => document.contentType), 'image/svg+xml');
    await tab.close();

    const response = await page.goto(`${site}docs/no-such-page`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', {name: '找不到页面'}).waitFor();
    assert.deepEqual(failed, []);
    assert.deepEqual(await problems(), []);
  } finally {
    await browser.close();
  }
}

for (const server of servers) {
  describe(server.name, () => {
    before(() => server.start());
    after(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
    for (const route of routes) {
      test(route.name, () => checkRoute(origin(server.port), route));
    }
    test('a reader opens an old address, follows the sidebar, switches colour, searches, copies a page, opens a diagram and meets the 404 page, all under the policy', () =>
      readerSmoke(origin(server.port) + BASE_PATH));
  });
}
