/**
 * The classic theme's pre-hydration script hides the announcement bar when
 * the reader closed *any* earlier announcement; React then re-enables it for
 * a new id but the hiding attribute stays until the next page load. Runs
 * before hydration and clears the attribute when the stored id is not ours.
 */
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

if (ExecutionEnvironment.canUseDOM) {
  const current = (siteConfig.themeConfig.announcementBar as {id?: string} | undefined)?.id;
  try {
    if (current && localStorage.getItem('docusaurus.announcement.id') !== current) {
      document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, 'false');
    }
  } catch {
    // Storage unavailable (privacy mode): the theme's default applies.
  }
}
