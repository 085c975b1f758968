import {defineConfig} from '@playwright/test';
import {ports, origin, BASE_PATH} from './tests/servers';

const serve = (dir: string, port: number, base = BASE_PATH) => `node tests/serve-build.mjs ${dir} ${port} ${base}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: origin(ports.site),
    // Debian's Chromium: browser downloads are not possible here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'zh-CN',
  },
  webServer: [
    {command: serve('build', ports.site), url: origin(ports.site) + BASE_PATH, reuseExistingServer: !process.env.CI},
    {command: serve('build-algolia', ports.algolia), url: origin(ports.algolia) + BASE_PATH, reuseExistingServer: !process.env.CI},
    {command: serve('build', ports.wrongBase, '/'), url: origin(ports.wrongBase) + '/', reuseExistingServer: !process.env.CI},
  ],
});
