import React, {useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** Same order as Docusaurus' code-block button: the clipboard API exists only on HTTPS or localhost. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard) {
    return navigator.clipboard.writeText(text);
  }
  const {default: copy} = await import('copy-text-to-clipboard');
  if (!copy(text)) {
    throw new Error('copy refused');
  }
}

/**
 * 「复制 Markdown」 and 「查看 Markdown」 for the page being read. The Markdown is
 * the build's own `<page>.md` (see src/plugins/llms), fetched from this site
 * only when the reader asks for it.
 */
export default function CopyPage(): React.JSX.Element {
  const {metadata} = useDoc();
  const markdownUrl = `${metadata.permalink}.md`;
  const [status, setStatus] = useState<Status>('idle');

  const copyPage = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      await writeClipboard(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.copyPage}>
      <button type="button" className={styles.action} onClick={copyPage}>
        复制 Markdown
      </button>
      <a className={styles.action} href={markdownUrl} target="_blank" rel="noopener">
        查看 Markdown
      </a>
      <span className={styles.status} role="status">
        {status === 'copied' && '已复制本页 Markdown'}
        {status === 'failed' && '复制失败：无法读取本页的 Markdown 文件'}
      </span>
    </div>
  );
}
