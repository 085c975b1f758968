/**
 * The body of one entry of a long generated page (src/plugins/offscreenSection).
 *
 * When the page is hydrated from the server's HTML, an entry body is left as
 * that HTML: React does not walk it (../serverHtml.ts, the technique of
 * react-hydration-on-demand; that library adds a wrapper element and an
 * observer per component, where these entries need the one `div` the
 * stylesheet and src/clientModules/readingPosition.ts know, and one observer
 * for all 156 of them, ../nearScreen.ts). Entries on or near the screen
 * are hydrated as usual; React takes over any other entry only as it nears
 * the screen, by rendering it afresh, which gives its links, code blocks and
 * tabs their behaviour before the reader reaches them. Hydrating all 156
 * entries of the DML rule page at once was one of the long tasks that kept a
 * phone from answering input after it loaded.
 *
 * A page reached by a link inside the site has no server HTML to keep and
 * renders every entry at once, as do pages opened from a search hit (their
 * marked terms would be lost when an entry is rendered afresh).
 *
 * On a long page an entry's body may be in a part not loaded yet (./parts.ts):
 * its server HTML then stays until the part comes, and the entry is rendered
 * then.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {OFFSCREEN_SECTION_CLASS} from '@site/src/plugins/offscreenSection';
import {watchNearScreen} from '../nearScreen';
import {KEEP_SERVER_HTML} from '../serverHtml';
import {openedFromSearchHit, withinAScreen} from './parts';

/** A screen ahead: rendering an entry takes a few milliseconds, done before it scrolls in. */
const NEAR = '100% 0px';

/** The entry bodies of the server's HTML, in page order, and how many have been hydrated so far. */
let serverSections: HTMLCollectionOf<Element> | undefined;
let hydrated = 0;

/**
 * Whether the entry being hydrated is within a screen of the screen: such an
 * entry is hydrated as usual, so that what the reader sees first is never
 * replaced under them (a text selection would be lost). React hydrates the
 * entries in page order; should it restart and miscount, an entry is only
 * hydrated or rendered later than it could be, never wrong. "Within a
 * screen" is the margin of NEAR.
 */
function nearScreenOnLoad(): boolean {
  serverSections ??= document.getElementsByClassName(OFFSCREEN_SECTION_CLASS);
  const section = serverSections[hydrated];
  hydrated += 1;
  return section !== undefined && withinAScreen(section);
}

type Props = {
  /**
   * The entry's content; a function when compiled by src/plugins/offscreenSection/recma.ts,
   * which gives the promise of the entry's part while that is not loaded.
   */
  children: ReactNode | (() => ReactNode | Promise<void>);
};

const isPromise = (value: unknown): value is Promise<void> => value instanceof Promise;

export default function OffscreenSection({children}: Props): ReactNode {
  // False only while hydrating (Docusaurus sets it after the first commit).
  const isBrowser = useIsBrowser();
  const [rendered, setRendered] = useState(() => isBrowser || (typeof window !== 'undefined' && (openedFromSearchHit() || nearScreenOnLoad())));
  const ref = useRef<HTMLDivElement>(null);
  const [, setPartLoaded] = useState(false);
  const rendering = typeof window === 'undefined' || rendered;
  let body: ReactNode | Promise<void>;
  if (rendering) body = typeof children === 'function' ? children() : children;
  const part = isPromise(body) ? body : undefined;

  useEffect(() => {
    if (!part) return undefined;
    let mounted = true;
    part.then(() => mounted && setPartLoaded(true), () => undefined);
    return () => {
      mounted = false;
    };
  }, [part]);

  useEffect(() => {
    const section = ref.current;
    if (rendered || !section) return undefined;
    return watchNearScreen(section, NEAR, (near) => {
      if (near) setRendered(true);
    });
  }, [rendered]);

  if (rendering && !isPromise(body)) {
    return <div ref={ref} className={OFFSCREEN_SECTION_CLASS}>{body}</div>;
  }
  // Kept as the server rendered it (empty on a page rendered in the browser); React neither compares nor replaces it.
  return <div ref={ref} className={OFFSCREEN_SECTION_CLASS} {...KEEP_SERVER_HTML} />;
}
