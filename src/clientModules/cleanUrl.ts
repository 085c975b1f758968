/**
 * Static hosts answer `/docs/intro/index.html` with the intro's file; show it
 * under its clean address so links, the version menu and sharing use that.
 * Runs before hydration, so the router starts from the clean location.
 */
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function cleanPath(pathname: string, baseUrl: string): string {
  if (!pathname.endsWith('.html')) {
    return pathname;
  }
  const clean = pathname.replace(/(?:\/index)?\.html$/, '');
  return clean === baseUrl.replace(/\/$/, '') ? baseUrl : clean;
}

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(pathname, siteConfig.baseUrl);
  if (clean !== pathname) {
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}
