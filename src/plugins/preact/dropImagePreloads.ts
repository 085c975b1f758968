/**
 * Client module, evaluated before the page is hydrated. React's server
 * renderer puts a `<link rel="preload" as="image">` for the navbar logo at the
 * start of the app's HTML; React skips it when hydrating, Preact does not, and
 * then moves every following element (navbar included) to put them back in
 * order. Moving the navbar takes focus from the search box a fast reader is
 * already typing in. The preload has done its work by now: remove it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.querySelectorAll('#__docusaurus > link[rel="preload"]').forEach((link) => link.remove());
}
