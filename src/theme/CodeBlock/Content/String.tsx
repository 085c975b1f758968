/**
 * The theme's string code block (swizzled), unchanged but for what it does
 * only once it nears the screen: measuring its overflow for the word-wrap
 * button, and showing its buttons (./useCodeBlockOnScreen.ts). Config cannot
 * swap the theme's word-wrap hook.
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {CodeBlockNearScreen, useCodeBlockOnScreen} from './useCodeBlockOnScreen';

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const {wordWrap, nearScreen} = useCodeBlockOnScreen();
  return (
    <CodeBlockNearScreen.Provider value={nearScreen}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </CodeBlockNearScreen.Provider>
  );
}
