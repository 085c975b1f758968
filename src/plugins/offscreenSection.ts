/**
 * The body of one entry of a long generated page (a rule, an API operation,
 * a release), wrapped so the browser lays it out and paints it only when it
 * nears the screen: `content-visibility: auto` on OFFSCREEN_SECTION_CLASS
 * (src/css/custom.css). The 156-rule DML page has some 20,000 layout boxes;
 * laying them all out while the page loads blocked a phone's main thread for
 * over a second. Headings stay outside, so every anchor, the table of
 * contents and find-in-page see the page as before.
 */
export const OFFSCREEN_SECTION_CLASS = 'offscreen-section';

/** `body` (Markdown) inside the wrapper; MDX needs the blank lines to read it as Markdown. */
export function offscreenSection(body: string): string {
  return [`<div className="${OFFSCREEN_SECTION_CLASS}">`, '', body.trim(), '', '</div>'].join('\n');
}
