/**
 * Wraps the theme's code block buttons (copy, word wrap): a block shows them
 * once it nears the screen (../Content/useCodeBlockOnScreen.ts), not every
 * block of the page right after hydration.
 */
import React, {useContext, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {CodeBlockNearScreen} from '../Content/useCodeBlockOnScreen';

export default function CodeBlockButtons(props: Props): ReactNode {
  return useContext(CodeBlockNearScreen) ? <Buttons {...props} /> : null;
}
