/**
 * A part of the page that only the desktop layout shows: the sidebar's list
 * of pages and the table of contents beside the text. Below the theme's
 * desktop breakpoint the stylesheet hides both, and Docusaurus removes them
 * right after hydration, once it has measured the window; hydrating them
 * first was work for nothing (on a typical page, half of its elements are
 * the sidebar's). There the server's HTML is kept as it is until it goes
 * (../serverHtml.ts). On a desktop screen, and whenever the part is rendered
 * after hydration, it renders as usual.
 */
import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {KEEP_SERVER_HTML} from '../serverHtml';

/** Where Infima and the theme switch to the desktop layout (useWindowSize: wider than 996 px). */
const DESKTOP_LAYOUT = '(min-width: 997px)';

/** No box of its own: the part stays the flex item or sticky box the theme styles. */
const NO_BOX = {display: 'contents'} as const;

export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  // False only while hydrating (Docusaurus sets it after the first commit).
  const isBrowser = useIsBrowser();
  if (!isBrowser && typeof window !== 'undefined' && !window.matchMedia(DESKTOP_LAYOUT).matches) {
    return <div style={NO_BOX} {...KEEP_SERVER_HTML} />;
  }
  return <div style={NO_BOX}>{children}</div>;
}
