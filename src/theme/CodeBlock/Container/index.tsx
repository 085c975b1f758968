/**
 * Replaces the theme's code block container (swizzled): the theme sets the
 * Prism theme's colours inline for the colour mode React sees, which is the
 * light one in the server HTML. Here CSS variables per colour mode carry them
 * (src/plugins/codeHighlight), so a dark page's blocks are dark from the
 * first paint without a re-render.
 */
import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
