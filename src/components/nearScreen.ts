/**
 * Tells page parts when they come near the screen or leave it, for work that
 * waits until the reader is about to see them (code block buttons, the
 * entries of long generated pages). One IntersectionObserver per margin for
 * the whole page, not one per element: a rule page has hundreds of them.
 */
type Watch = {observer: IntersectionObserver; onChange: WeakMap<Element, (near: boolean) => void>};

const watches = new Map<string, Watch>();

function watchFor(margin: string): Watch {
  let watch = watches.get(margin);
  if (!watch) {
    const onChange = new WeakMap<Element, (near: boolean) => void>();
    const observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => onChange.get(entry.target)?.(entry.isIntersecting)),
      {rootMargin: margin},
    );
    watch = {observer, onChange};
    watches.set(margin, watch);
  }
  return watch;
}

/** Calls `onChange` as `element` comes within `margin` (a CSS rootMargin) of the screen or leaves it; returns what stops it. */
export function watchNearScreen(element: Element, margin: string, onChange: (near: boolean) => void): () => void {
  const watch = watchFor(margin);
  watch.onChange.set(element, onChange);
  watch.observer.observe(element);
  return () => {
    watch.observer.unobserve(element);
    watch.onChange.delete(element);
  };
}
