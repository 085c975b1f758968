import {defineConfig} from '@playwright/test';
import {ports, origin, BASE_PATH, chromiumLaunchOptions} from './tests/servers';

// The same server as `npm run serve`: the tests see what a preview and production show.
const serve = (dir: string, port: number, base = BASE_PATH) => `node scripts/serve.mjs ${dir} --port ${port} --base ${base}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Hydration can take several seconds on a busy 2-core machine.
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    baseURL: origin(ports.site),
    launchOptions: chromiumLaunchOptions,
    locale: 'zh-CN',
  },
  webServer: [
    {command: serve('build', ports.site), url: origin(ports.site) + BASE_PATH, reuseExistingServer: !process.env.CI},
    {command: serve('build-algolia', ports.algolia), url: origin(ports.algolia) + BASE_PATH, reuseExistingServer: !process.env.CI},
    {command: serve('build', ports.wrongBase, '/'), url: origin(ports.wrongBase) + '/', reuseExistingServer: !process.env.CI},
  ],
});
