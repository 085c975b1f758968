/**
 * Replaces the theme's code block (swizzled) because code arrives highlighted
 * from the build (src/plugins/codeHighlight): the block shows that markup and
 * runs no Prism. The theme's layout, copy and word-wrap buttons stay; only
 * its Prism-driven parts, ./Content and ./Container, are replaced too. A block
 * the build did not see (code in JSX) shows its text plain.
 */
import React, {Children, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import {HighlightedHtml} from './Content';
import {codeOfHtml} from './html';

type Props = ThemeProps & {
  /** Lines as the build highlighted them (./html.ts). */
  html?: string;
};

export default function CodeBlock({html, children, ...props}: Props): ReactNode {
  const code = html === undefined ? Children.toArray(children).join('') : codeOfHtml(html);
  return (
    <HighlightedHtml.Provider value={html}>
      <StringContent {...props}>{code}</StringContent>
    </HighlightedHtml.Provider>
  );
}
