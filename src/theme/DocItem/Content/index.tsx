/**
 * Wraps (does not eject) the doc article's text so the local search indexes
 * it alone: Pagefind reads only `data-pagefind-body`, leaving out breadcrumbs,
 * the mobile table of contents, edit links and pagination around it.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): React.JSX.Element {
  return (
    <div data-pagefind-body>
      <Content {...props} />
    </div>
  );
}
