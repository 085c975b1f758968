/**
 * Writes the site's Content-Security-Policy into the build (POLICY_FILE),
 * derived after every build from the pages it holds: the hash of each inline
 * script of each page. `npm run serve` sends it, `npm run package` writes it
 * into the nginx configuration, so a changed inline script changes the policy
 * with it and never gets blocked.
 *
 * The pages are the routes Docusaurus rendered, and the page the
 * client-redirects plugin writes for every old address: that plugin writes
 * them in its postBuild hook, which runs alongside this one, so its page is
 * rendered here from the same template (patched to carry one script for every
 * redirect, not one per address) instead of read from disk.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {contentSecurityPolicy, hashSource, inlineScripts, POLICY_FILE, type PolicyNeeds} from './policy';

export type ContentSecurityPolicyOptions = PolicyNeeds;

/** The file Docusaurus writes a route's page to (its `pathnameToFilename`). */
function pageFile(outDir: string, baseUrl: string, routePath: string, trailingSlash: boolean | undefined): string {
  const name = routePath.slice(baseUrl.length);
  if (/\.html?$/i.test(name)) return path.join(outDir, name);
  if (trailingSlash === false && name !== '' && !name.endsWith('/')) return path.join(outDir, `${name}.html`);
  return path.join(outDir, name, 'index.html');
}

export default function contentSecurityPolicyPlugin(_context: LoadContext, options: ContentSecurityPolicyOptions = {}): Plugin {
  return {
    name: 'sqle-content-security-policy',
    async postBuild({outDir, baseUrl, routesPaths, siteConfig}) {
      const files = routesPaths.map((route) => pageFile(outDir, baseUrl, route, siteConfig.trailingSlash));
      const pages = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
      pages.push(createRedirectPageContent({toUrl: `${baseUrl}docs/`}));
      const scriptHashes = new Set(pages.flatMap(inlineScripts).map(hashSource));
      const policy = contentSecurityPolicy({...options, scriptHashes});
      await fs.writeFile(path.join(outDir, POLICY_FILE), `${policy}\n`);
      console.log(`[csp] ${scriptHashes.size} inline scripts hashed, from ${pages.length} pages`);
    },
  };
}
