// Wraps (not ejects) the MDX component map so every page can use these
// without import lines: highlighted code, tabs for per-method instructions,
// the edition marker, the generated table of contents and the entry bodies of
// long generated pages. Tables take keyboard focus: a wide one scrolls
// sideways, and keyboard readers must be able to scroll it too.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Edition from '@site/src/components/Edition';
import DocsSummary from '@site/src/components/DocsSummary';
import OffscreenSection from '@site/src/components/OffscreenSection';

export default {
  ...MDXComponents,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
  // Fenced code, as the build highlighted it (src/plugins/codeHighlight).
  CodeBlock,
  Tabs,
  TabItem,
  Edition,
  DocsSummary,
  OffscreenSection,
};
