import React from 'react';
import Link from '@docusaurus/Link';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

function SummaryList({items}: {items: PropSidebarItem[]}): React.JSX.Element {
  return (
    <ul>
      {items.map((item) => {
        if (item.type === 'category') {
          return (
            <li key={item.label}>
              {item.href ? <Link to={item.href}>{item.label}</Link> : <strong>{item.label}</strong>}
              <SummaryList items={item.items} />
            </li>
          );
        }
        if (item.type === 'link') {
          return (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          );
        }
        return null;
      })}
    </ul>
  );
}

/**
 * The version's complete table of contents, rendered from its sidebar at
 * build time so it can never drift from the navigation.
 */
export default function DocsSummary(): React.JSX.Element | null {
  const sidebar = useDocsSidebar();
  return sidebar ? <SummaryList items={sidebar.items} /> : null;
}
