/**
 * Replaces the theme's block content (swizzled), the part that ran Prism in
 * the browser: it shows the lines the build highlighted, as HTML, so React
 * neither tokenizes nor renders a node per token.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {plainHtml} from '../html';
import styles from './styles.module.css';

/** The block's highlighted lines, from ../index.tsx; undefined for a block the build did not see. */
export const HighlightedHtml = createContext<string | undefined>(undefined);

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const html = useContext(HighlightedHtml) ?? plainHtml(metadata.code);
  return (
    // Focusable: a wide block scrolls sideways, also for keyboard readers.
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
    </pre>
  );
}
