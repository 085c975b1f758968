/**
 * The theme's word-wrap state for a code block (`useCodeWordWrap`), with one
 * change: a block is measured for sideways overflow (which decides whether the
 * wrap button shows) when it comes near the screen, not all at once right after
 * hydration. Each measurement forces a layout; on a page of 300 blocks in
 * entries the browser skips while off screen (src/plugins/offscreenSection.ts),
 * measuring them all blocked a phone's main thread for seconds. A block in a
 * hidden tab comes into view when its tab is chosen, so that case needs no
 * observer of its own.
 */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** One observer for every block of the page; each block registers what to do on entering or leaving view. */
const onVisibility = new WeakMap<Element, (visible: boolean) => void>();
let observer: IntersectionObserver | undefined;

function visibilityObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => entries.forEach((entry) => onVisibility.get(entry.target)?.(entry.isIntersecting)),
    // Half a screen ahead: the button is in place before the block scrolls in.
    {rootMargin: '50% 0px'},
  );
  return observer;
}

export function useVisibleCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const isVisible = useRef(false);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block || !isVisible.current) return;
    const scrollable = block.scrollWidth > block.clientWidth || block.querySelector('code')!.hasAttribute('style');
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    onVisibility.set(block, (visible) => {
      isVisible.current = visible;
      measure();
    });
    visibilityObserver().observe(block);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      visibilityObserver().unobserve(block);
      onVisibility.delete(block);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // Wrapping on or off changes the overflow; the block is on screen then (its button was pressed).
  useEffect(measure, [isEnabled, measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
