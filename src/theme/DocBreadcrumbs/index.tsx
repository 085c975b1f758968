// Wraps the breadcrumbs to put the page's Markdown actions on every doc page
// at the top, where readers look for them; the breadcrumbs stay unchanged.
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/PageActions/CopyPage';
import styles from '@site/src/components/PageActions/styles.module.css';
import {pagesWithoutMarkdown} from '@site/src/config/pageMarkdown';

export default function DocBreadcrumbsWrapper(): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <div className={styles.breadcrumbsRow}>
      <DocBreadcrumbs />
      {!pagesWithoutMarkdown.includes(metadata.id) && <CopyPage />}
    </div>
  );
}
