/** Where the test servers listen; shared by playwright.config.ts and the tests. */
export const BASE_PATH = '/sqle-docs/';
export const ports = {
  /** Default build (local search) under the real base path. */
  site: 3310,
  /** Build with fake Algolia credentials. */
  algolia: 3311,
  /** Default build served at `/`, i.e. under a wrong base path. */
  wrongBase: 3312,
} as const;
export const origin = (port: number) => `http://127.0.0.1:${port}`;
