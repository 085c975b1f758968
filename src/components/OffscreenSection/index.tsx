/**
 * The body of one entry of a long generated page (src/plugins/offscreenSection).
 *
 * When the page is hydrated from the server's HTML, an entry body is left as
 * that HTML: React does not walk it (a `dangerouslySetInnerHTML` element keeps
 * the children it finds, the technique of react-hydration-on-demand; that
 * library adds a wrapper element and an observer per component, where these
 * entries need the one `div` the stylesheet and src/clientModules/readingPosition.ts
 * know, and one observer for 156 of them). It takes
 * over the entry only as it nears the screen, by rendering it afresh, which
 * gives its links, code blocks and tabs their behaviour before the reader
 * reaches them. Hydrating all 156 entries of the DML rule page at once was one
 * of the long tasks that kept a phone from answering input after it loaded.
 *
 * A page reached by a link inside the site has no server HTML to keep and
 * renders every entry at once, as do pages opened from a search hit (their
 * marked terms would be lost when an entry is rendered afresh).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {OFFSCREEN_SECTION_CLASS} from '@site/src/plugins/offscreenSection';
import {HIGHLIGHT_PARAM} from '@site/src/plugins/pagefind/client/engine';

/** One observer for every entry of the page. */
const onNearScreen = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function nearScreenObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onNearScreen.get(entry.target)?.();
      }
    },
    // A screen ahead: rendering an entry takes a few milliseconds, done before it scrolls in.
    {rootMargin: '100% 0px'},
  );
  return observer;
}

function openedFromSearchHit(): boolean {
  return new URLSearchParams(window.location.search).has(HIGHLIGHT_PARAM);
}

type Props = {
  /** The entry's content; a function when compiled by src/plugins/offscreenSection/recma.ts. */
  children: ReactNode | (() => ReactNode);
};

export default function OffscreenSection({children}: Props): ReactNode {
  // False only while hydrating (Docusaurus sets it after the first commit).
  const isBrowser = useIsBrowser();
  const [rendered, setRendered] = useState(() => isBrowser || (typeof window !== 'undefined' && openedFromSearchHit()));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const section = ref.current;
    if (rendered || !section) return undefined;
    onNearScreen.set(section, () => setRendered(true));
    nearScreenObserver().observe(section);
    return () => {
      nearScreenObserver().unobserve(section);
      onNearScreen.delete(section);
    };
  }, [rendered]);

  if (typeof window === 'undefined' || rendered) {
    return <div ref={ref} className={OFFSCREEN_SECTION_CLASS}>{typeof children === 'function' ? children() : children}</div>;
  }
  // Kept as the server rendered it; React neither compares nor replaces it.
  return <div ref={ref} className={OFFSCREEN_SECTION_CLASS} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
