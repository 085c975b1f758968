import {useEffect, type RefObject} from 'react';

/**
 * `/` (as on GitHub) and Ctrl+K or Cmd/Meta+K on every platform; the plugin
 * alone binds only one of the two modifiers per platform.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) {
    return false;
  }
  if (event.key === '/') {
    return !event.ctrlKey && !event.metaKey;
  }
  return event.key.toLowerCase() === 'k' && event.ctrlKey !== event.metaKey;
}

/** A reader typing `/` into a field must get a slash, not the search box. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
  );
}

/**
 * Keyboard behaviour of the local search box: the shortcuts open it (asking
 * for it to load first when needed), and Enter opens the full results page
 * unless the reader picked a single hit with the arrow keys.
 */
export function useLocalSearchKeys(
  container: RefObject<HTMLDivElement | null>,
  inputSelector: string,
  requestSearchBar: () => void,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const localInput = () => container.current?.querySelector<HTMLInputElement>(inputSelector) ?? null;

    const onShortcut = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || isTypingTarget(event.target)) return;
      event.preventDefault();
      const input = localInput();
      if (input) {
        input.focus();
      } else {
        requestSearchBar();
      }
    };
    // Capture phase: runs before the autocomplete's own Enter handling.
    let pickedWithArrows = false;
    const onInputKeyDown = (event: KeyboardEvent) => {
      if (event.target !== localInput()) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        pickedWithArrows = true;
      } else if (event.key === 'Enter' && !pickedWithArrows) {
        const allResults = container.current?.querySelector<HTMLAnchorElement>('a[href*="search/?"]');
        if (allResults) {
          event.preventDefault();
          event.stopPropagation();
          allResults.click();
        }
      } else if (event.key.length === 1 || event.key === 'Backspace') {
        pickedWithArrows = false;
      }
    };
    const root = container.current;
    root?.addEventListener('keydown', onInputKeyDown, true);
    document.addEventListener('keydown', onShortcut);
    return () => {
      root?.removeEventListener('keydown', onInputKeyDown, true);
      document.removeEventListener('keydown', onShortcut);
    };
  }, [container, inputSelector, requestSearchBar, enabled]);
}
