/**
 * Wraps the code block so Prism and the theme's block (about 35 KB gzip) load
 * in a chunk of their own, and only on pages that show code.
 *
 * The server renders blocks highlighted as before. While the page hydrates,
 * React leaves a block's server HTML in place until its chunk arrives and then
 * hydrates it separately, so the rest of the page becomes interactive first.
 * Only when a reader navigates within the site to a page with code before the
 * chunk has loaded does the fallback show the plain text for a moment.
 */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const Highlighted = lazy<ComponentType<Props>>(() => import('./Highlighted'));

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <Highlighted {...props} />
    </Suspense>
  );
}
