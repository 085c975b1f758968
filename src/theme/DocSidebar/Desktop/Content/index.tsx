// The desktop sidebar's list of pages: not hydrated on a narrow screen, where it is hidden and removed (src/components/DesktopOnly).
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

export default function DocSidebarDesktopContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  return (
    <DesktopOnly>
      <Content {...props} />
    </DesktopOnly>
  );
}
