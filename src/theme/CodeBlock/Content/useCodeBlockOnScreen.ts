/**
 * What a code block does only once it nears the screen, instead of right
 * after hydration for every block of the page at once:
 * - it is measured for sideways overflow, which decides whether the theme's
 *   word-wrap button shows (the theme's `useCodeWordWrap` measures at once):
 *   each measurement forces a layout;
 * - it gets its copy and word-wrap buttons (../../Buttons): the theme adds them
 *   to every block after hydration, on a rule page 300 button groups with
 *   their icons in one long layout and paint.
 * A block in a hidden tab comes into view when its tab is chosen, so that
 * case needs no observer of its own.
 */
import {createContext, startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import {watchNearScreen} from '@site/src/components/nearScreen';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Whether the block has come near the screen: read by the buttons (../../Buttons). */
export const CodeBlockNearScreen = createContext(false);

/** Half a screen ahead: the buttons are in place before the block scrolls in. */
const NEAR = '50% 0px';

export function useCodeBlockOnScreen(): {wordWrap: WordWrap; nearScreen: boolean} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const [nearScreen, setNearScreen] = useState(false);
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
    const unwatch = watchNearScreen(block, NEAR, (visible) => {
      isVisible.current = visible;
      if (visible) startTransition(() => setNearScreen(true));
      measure();
    });
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      unwatch();
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

  return {wordWrap: {codeBlockRef, isEnabled, isCodeScrollable, toggle}, nearScreen};
}
