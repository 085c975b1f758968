/** Where the test servers listen and how the browser starts; shared by playwright.config.ts and the tests. */
import type {LaunchOptions} from '@playwright/test';

export const BASE_PATH = '/sqle-docs/';

// TEST_PORT_BASE moves all test servers at once, so two checkouts can run
// their browser tests side by side without answering each other's requests.
const portBase = Number(process.env.TEST_PORT_BASE ?? 3310);

export const ports = {
  /** Default build (local search) under the real base path. */
  site: portBase,
  /** Build with fake Algolia credentials. */
  algolia: portBase + 1,
  /** Default build served at `/`, i.e. under a wrong base path. */
  wrongBase: portBase + 2,
  /** `npm run serve` started by the serving tests. */
  serve: portBase + 3,
  /** nginx serving the unpacked `npm run package` tarball. */
  nginx: portBase + 4,
} as const;
export const origin = (port: number) => `http://127.0.0.1:${port}`;

/** Debian's Chromium: Playwright's own browser download is not possible here. */
export const chromiumLaunchOptions: LaunchOptions = {
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
};
