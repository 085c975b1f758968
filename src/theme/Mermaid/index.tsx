/**
 * Wraps the Mermaid diagram to draw it only when it comes near the viewport.
 * The Mermaid library and its layout engines weigh some 300 KB gzip and
 * block the main thread while laying out; most diagrams sit below the first
 * screen, so readers who never scroll there no longer pay for them.
 */
import React, {useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWhenVisible(props: Props): React.JSX.Element {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    // Start early enough that the diagram is usually drawn before it scrolls in.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '600px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (near) {
    return <Mermaid {...props} />;
  }
  return <div ref={placeholder} className={styles.placeholder} data-mermaid-placeholder aria-hidden="true" />;
}
