/**
 * A long generated page (a rule category, an API group, the change records)
 * opens with the layout of its entries off screen skipped (`content-visibility`
 * in src/css/custom.css, switched on by the page template before the first
 * paint: src/config/ssrTemplate.ts). Laying out all 156 rules of the DML page
 * at once blocked a phone's main thread for over a second while it loaded.
 *
 * After hydration this module lays the skipped entries out a few per idle
 * period, so the page ends up as it would without the skipping: scroll
 * positions that the browser or the router restores later (back, forward)
 * point at the same text, and the scrollbar is true. Scroll anchoring keeps
 * the text on screen still meanwhile. Pages opened by a client-side
 * navigation never skip: the attribute goes at the first route change.
 */
import type {ClientModule} from '@docusaurus/types';

/** Set with DEFERRED by the page template; the stylesheet's purge keeps the rule because both words are here. */
const ATTRIBUTE = 'data-offscreen-sections';
const DEFERRED = 'deferred';
/** Entries laid out per idle period: each takes a few milliseconds on a phone. */
const PER_IDLE_PERIOD = 3;

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 2000});
  // Safari has no idle callbacks: a short slice after a pause.
  else setTimeout(work, 50);
}

function layOutSkippedEntries(): void {
  const pending = [...document.querySelectorAll<HTMLElement>('.offscreen-section:not([data-laid-out])')];
  const next = () => {
    for (const entry of pending.splice(0, PER_IDLE_PERIOD)) entry.setAttribute('data-laid-out', '');
    if (pending.length > 0) whenIdle(next);
    else document.documentElement.removeAttribute(ATTRIBUTE);
  };
  whenIdle(next);
}

/**
 * Another page, or a link to an entry of this one (the table of contents):
 * everything is laid out at once, and the entry linked is scrolled to again,
 * now that the entries above it have their real heights.
 */
function layOutAll(hash: string): void {
  document.documentElement.removeAttribute(ATTRIBUTE);
  const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) requestAnimationFrame(() => target.scrollIntoView());
}

const offscreenSections: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (document.documentElement.getAttribute(ATTRIBUTE) !== DEFERRED) return;
    if (previousLocation) layOutAll(location.hash);
    else layOutSkippedEntries();
  },
};

export default offscreenSections;
