/**
 * The entry bodies of a long generated page, loaded part by part as the page
 * needs them. src/plugins/offscreenSection/recma.ts compiles such a page to
 * call `offscreenParts`: the first entries' functions come with the page, the
 * others in part modules it imports only when one of their entries is to be
 * rendered. A page opened from its server HTML keeps the HTML of the entries
 * away from the screen as it is (./index.tsx), so it needs only the parts of
 * the entries near the screen to hydrate, not all ten files of the DML rule
 * page's text that the reader already has in the HTML.
 *
 * The page module waits for `ready` (a top-level await) before it can render:
 * on the server and for a page reached by a link inside the site, that is
 * every part, since every entry renders at once there.
 */
import type {ReactNode} from 'react';
import {OFFSCREEN_SECTION_CLASS} from '../../plugins/offscreenSection';
import {HIGHLIGHT_PARAM} from '../../plugins/pagefind/client/engine';

/** Builds one entry's elements from the names of the page's content function. */
type EntryFunction = (...scope: never[]) => ReactNode;

/** A part module: given the page module's names it uses (the JSX runtime), its entries' functions. */
type PartModule = {default: (...names: never[]) => EntryFunction[]};

/** How many entries a part holds, and how to load it. */
export type Part = readonly [size: number, load: () => Promise<PartModule>];

export type OffscreenParts = {
  /** Entry `index`'s elements; while its part is not loaded, the promise of that part. */
  render: (index: number, ...scope: never[]) => ReactNode | Promise<void>;
  /** Loaded once the parts of the entries the page's first render builds are. */
  ready: Promise<void>;
};

export function openedFromSearchHit(): boolean {
  return new URLSearchParams(window.location.search).has(HIGHLIGHT_PARAM);
}

/** Whether an entry's server HTML is within a screen of the screen, the entries hydrated as usual (./index.tsx). */
export function withinAScreen(section: Element): boolean {
  const {top, bottom} = section.getBoundingClientRect();
  return bottom > -window.innerHeight && top < 2 * window.innerHeight;
}

/**
 * The entries the page's first render builds: all of them, except while the
 * page hydrates its own server HTML (Docusaurus marks the document once it has
 * hydrated), where only the entries near the screen are built, or all of them
 * for a page opened from a search hit (./index.tsx).
 */
function entriesRenderedFirst(count: number): number[] {
  const all = Array.from({length: count}, (_, index) => index);
  if (typeof window === 'undefined' || document.documentElement.dataset.hasHydrated === 'true' || openedFromSearchHit()) return all;
  const sections = document.getElementsByClassName(OFFSCREEN_SECTION_CLASS);
  return all.filter((index) => sections[index] !== undefined && withinAScreen(sections[index]));
}

export function offscreenParts(first: EntryFunction[], parts: Part[], names: never[]): OffscreenParts {
  // Filled in part by part as they load.
  const entries: (EntryFunction | undefined)[] = [...first];
  const starts: number[] = [];
  let count = first.length;
  for (const [size] of parts) {
    starts.push(count);
    count += size;
  }
  /** The part entry `index` is in; -1 for the first entries, which come with the page. */
  const partOf = (index: number) => starts.filter((start) => index >= start).length - 1;
  const loading = new Map<number, Promise<void>>();

  function load(part: number): Promise<void> {
    let loaded = loading.get(part);
    if (!loaded) {
      loaded = parts[part][1]().then((module) => {
        module.default(...names).forEach((entry, offset) => {
          entries[starts[part] + offset] = entry;
        });
      });
      // A part that failed to come (the network) is asked for again next time.
      loaded.catch(() => loading.delete(part));
      loading.set(part, loaded);
    }
    return loaded;
  }

  const needed = new Set(entriesRenderedFirst(count).map(partOf).filter((part) => part >= 0));
  return {
    render(index, ...scope) {
      const entry = entries[index];
      return entry ? entry(...scope) : load(partOf(index));
    },
    ready: Promise.all([...needed].map(load)).then(() => undefined),
  };
}
