import React from 'react';
import Link from '@docusaurus/Link';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = {
  /** Enterprise-only content. The only edition marker the site uses today. */
  ee: true;
};

/**
 * Marks enterprise-only features the same way on every page, so community
 * edition readers see at a glance what their build does not include.
 */
export default function Edition({ee}: Props): React.JSX.Element | null {
  const version = useActiveVersion(undefined);
  if (!ee) {
    return null;
  }
  const compare = version?.docs.find((doc) => doc.id === 'support/compare');
  return (
    <aside className={styles.edition} role="note" aria-label="版本说明">
      <span className={styles.badge}>企业版</span>
      <span>
        以下功能仅在 SQLE 企业版中提供，社区版不包含。
        {compare && (
          <>
            {' '}
            <Link to={compare.path}>查看版本对比</Link>
          </>
        )}
      </span>
    </aside>
  );
}
