// Wraps the table of contents column so phones skip hydrating it: hidden there
// and removed right after hydration (phones get the collapsible one instead).
import React from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import SkipHydrationOnPhone from '@site/src/components/SkipHydrationOnPhone';

export default function DocItemTOCDesktopWrapper(): React.JSX.Element {
  return (
    <SkipHydrationOnPhone>
      <DocItemTOCDesktop />
    </SkipHydrationOnPhone>
  );
}
