/**
 * The body of one entry of a long generated page (a rule, an API operation,
 * a release), wrapped so the browser lays it out and paints it only when it
 * nears the screen: `content-visibility: auto` on OFFSCREEN_SECTION_CLASS
 * (src/css/custom.css). The 156-rule DML page has some 20,000 layout boxes;
 * laying them all out while the page loads blocked a phone's main thread for
 * over a second. Headings stay outside, so every anchor, the table of
 * contents and find-in-page see the page as before. The wrapper is a component
 * (src/components/OffscreenSection) so that hydration can also leave an entry
 * alone until it nears the screen.
 */
export const OFFSCREEN_SECTION_CLASS = 'offscreen-section';

/** The MDX component that renders the wrapper (src/theme/MDXComponents.tsx). */
export const OFFSCREEN_SECTION_COMPONENT = 'OffscreenSection';

/** `body` (Markdown) inside the wrapper; MDX needs the blank lines to read it as Markdown. */
export function offscreenSection(body: string): string {
  return [`<${OFFSCREEN_SECTION_COMPONENT}>`, '', body.trim(), '', `</${OFFSCREEN_SECTION_COMPONENT}>`].join('\n');
}
