/**
 * The reading position on long generated pages (rules, API, change records),
 * kept as content rather than pixels. Their entries are laid out only as they
 * near the screen (`content-visibility: auto`, src/plugins/offscreenSection):
 * an entry never shown has a placeholder height, so the scroll offset that the
 * browser saves for a reload and that back/forward restore points at another
 * entry. On these pages the browser's restoration is off; this module saves
 * the heading at the top of the screen and how far the reader is past it, per
 * history entry, and scrolls back to that text on back/forward (here) and on
 * a reload or a back/forward page load (restoreReadingPosition, run by the
 * page template right after the page's HTML: src/config/ssrTemplate.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import {OFFSCREEN_SECTION_CLASS} from '../plugins/offscreenSection';

type ReadingPosition = {id: string; offset: number};

// The two functions below use only browser globals and each other (hence the
// class name spelled out): the page template inlines their source, so they
// also run before the page's scripts.

/** Where the position of the current history entry is kept in sessionStorage. */
export function readingPositionKey(): string {
  const entry = window.history.state as {key?: string} | null;
  return `reading-position:${entry?.key ?? ''}:${window.location.pathname}`;
}

/** Scrolls to the position saved for the current history entry, if any. */
export function restoreReadingPosition(): boolean {
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(readingPositionKey());
  } catch {
    return false;
  }
  if (!saved) return false;
  const {id, offset} = JSON.parse(saved) as ReadingPosition;
  if (!id) {
    window.scrollTo(0, offset);
    return true;
  }
  const heading = document.getElementById(id);
  if (!heading) return false;
  // The entry below the heading is laid out for real before the reader is
  // placed inside it; entries above keep their placeholders and scroll
  // anchoring holds the text still as they are laid out later.
  const entryBody = heading.nextElementSibling;
  if (entryBody?.classList.contains('offscreen-section')) entryBody.setAttribute('data-shown', '');
  const top = heading.getBoundingClientRect().top + window.scrollY;
  window.scrollTo(0, top - parseFloat(getComputedStyle(heading).scrollMarginTop || '0') + offset);
  return true;
}

/** Headings an entry starts with: rules and releases (h2), API operations (h3). */
const HEADINGS = 'article h2[id], article h3[id]';

/** The history entry whose position is being kept, on a long page only (history.state changes before the old page goes). */
let currentKey: string | null = null;
let saveTimer: number | undefined;

/** The last heading at or above the top of the screen, and how far past it the screen's top is. */
function currentPosition(): ReadingPosition {
  const headings = document.querySelectorAll<HTMLElement>(HEADINGS);
  let position: ReadingPosition = {id: '', offset: window.scrollY};
  for (const heading of headings) {
    const margin = parseFloat(getComputedStyle(heading).scrollMarginTop || '0');
    const past = margin - heading.getBoundingClientRect().top;
    if (past < -1) break;
    position = {id: heading.id, offset: Math.round(past)};
  }
  return position;
}

function save(): void {
  window.clearTimeout(saveTimer);
  if (!currentKey) return;
  try {
    window.sessionStorage.setItem(currentKey, JSON.stringify(currentPosition()));
  } catch {
    // Storage full or refused: the position is not kept, as without this module.
  }
}

function saveSoon(): void {
  window.clearTimeout(saveTimer);
  saveTimer = window.setTimeout(save, 150);
}

const readingPosition: ClientModule = {
  onRouteUpdate() {
    // The old page is still on screen: keep where the reader left it.
    save();
  },
  onRouteDidUpdate({previousLocation}) {
    const longPage = document.querySelector(`.${OFFSCREEN_SECTION_CLASS}`) !== null;
    window.history.scrollRestoration = longPage ? 'manual' : 'auto';
    currentKey = longPage ? readingPositionKey() : null;
    // Back or forward to an entry read before: only those have a saved position.
    if (longPage && previousLocation) restoreReadingPosition();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('scroll', saveSoon, {passive: true});
  window.addEventListener('pagehide', save);
}

export default readingPosition;
