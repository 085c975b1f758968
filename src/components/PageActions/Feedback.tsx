import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * A plain link to a prefilled issue in the docs repository: no script from
 * another host, nothing sent until the reader clicks.
 */
export default function Feedback(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const pageUrl = `${siteConfig.url}${metadata.permalink}`;
  const body = [
    `页面：${metadata.title}`,
    `地址：${pageUrl}`,
    `文档版本：${version.label}`,
    '',
    '问题描述（哪一段有误或不清楚，你期望看到什么）：',
    '',
  ].join('\n');
  const params = new URLSearchParams({title: `[文档反馈] ${metadata.title}`, body});
  const issueUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/issues/new?${params}`;

  return (
    <p className={styles.feedback}>
      内容有误或不清楚？
      <a href={issueUrl} target="_blank" rel="noopener noreferrer">
        提交文档反馈
      </a>
    </p>
  );
}
