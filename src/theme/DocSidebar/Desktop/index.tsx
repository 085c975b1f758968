// Wraps the desktop doc sidebar so phones skip hydrating it: hidden there and
// removed right after hydration, it is ~130 links of work for nothing.
import React from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import SkipHydrationOnPhone from '@site/src/components/SkipHydrationOnPhone';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

export default function DocSidebarDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <SkipHydrationOnPhone>
      <DocSidebarDesktop {...props} />
    </SkipHydrationOnPhone>
  );
}
