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
