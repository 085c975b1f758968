// The table of contents beside the text: not hydrated on a narrow screen, where it is hidden and removed (src/components/DesktopOnly).
import React, {type ReactNode} from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnly from '@site/src/components/DesktopOnly';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <TOCDesktop />
    </DesktopOnly>
  );
}
