/**
 * Docusaurus prefetches a linked page as soon as the link scrolls into view.
 * Right after hydration that is every link of the open sidebar and the page
 * at once, in one long task that delayed the reader's first tap by ~150 ms at
 * Lighthouse's 4× CPU slowdown. Here each prefetch waits for idle time
 * instead, a few per idle period, so the same files still arrive before a
 * click without blocking the page.
 */
export type Prefetch = Window['docusaurus']['prefetch'];

/**
 * The most one idle callback works, in ms. An idle period can last 50 ms, and
 * the browser measures it on the reader's device: filled, it is a task long
 * enough to delay a tap. Traced on this machine without throttling, one
 * callback prefetching the DML page's links ran 22–29 ms, over 100 ms on a
 * phone four to five times slower. A single prefetch is never cut short.
 */
export const IDLE_SLICE_MS = 5;

/** A prefetch that queues route paths and runs `prefetch` on them in idle time. */
export function idlePrefetch(
  prefetch: Prefetch,
  onIdle: (work: (deadline: IdleDeadline) => void) => void,
  now: () => number = () => performance.now(),
): Prefetch {
  const queue: string[] = [];
  const work = (deadline: IdleDeadline) => {
    const end = now() + IDLE_SLICE_MS;
    // At least one per call, so a page that is never idle still gets there (see the timeout below).
    do prefetch(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > 2 && now() < end);
    if (queue.length > 0) onIdle(work);
  };
  return (routePath) => {
    if (queue.push(routePath) === 1) onIdle(work);
    // Docusaurus's own result when it has nothing (more) to fetch; no caller reads it.
    return false;
  };
}

/** Runs `work` in the browser's next idle period (after a short pause where there are none). */
export function whenIdle(work: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, {timeout: 3000});
  } else {
    // Safari has no idle callbacks: a short slice after a pause.
    setTimeout(() => work({didTimeout: true, timeRemaining: () => 5}), 100);
  }
}
