/**
 * Replaces the stock doc navbar item for one reason: it marks an item active
 * whenever the current page shares its sidebar. All pages of a version share
 * one sidebar here, so every doc link in the navbar lit up on every page
 * (and the local search copied that into its result paths). Here an item is
 * active on its own page, or within `activeBaseRegex` when the config sets one.
 */
import React from 'react';
import {useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocNavbarItem';

export default function DocNavbarItem({docId, label, docsPluginId, ...props}: Props): React.JSX.Element | null {
  // Follows the reader's preferred docs version, like the stock item.
  const doc = useLayoutDoc(docId, docsPluginId);
  if (doc === null) {
    return null;
  }
  return <DefaultNavbarItem exact {...props} label={label ?? doc.id} to={doc.path} />;
}
