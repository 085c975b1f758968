/**
 * The idle-time prefetch (src/clientModules/prefetch/idle.ts): every queued
 * page is prefetched in the end, and one idle callback stops after its slice
 * however long the browser's idle period is.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {IDLE_SLICE_MS, idlePrefetch} from '../../src/clientModules/prefetch/idle';

/** A fake clock, a prefetch that takes `cost` ms of it, and the idle callbacks the browser would run. */
function harness(cost: number) {
  let clock = 0;
  const prefetched: string[] = [];
  const pending: Array<(deadline: IdleDeadline) => void> = [];
  const prefetch = idlePrefetch(
    (routePath) => {
      clock += cost;
      prefetched.push(routePath);
      return false;
    },
    (work) => pending.push(work),
    () => clock,
  );
  /** Runs the next idle callback in an idle period of `idleMs`; returns how many it prefetched. */
  const idle = (idleMs: number) => {
    const before = prefetched.length;
    const start = clock;
    pending.shift()!({didTimeout: false, timeRemaining: () => Math.max(0, idleMs - (clock - start))});
    return prefetched.length - before;
  };
  return {prefetch, prefetched, pending, idle};
}

test('one idle callback prefetches for no longer than its slice, even in a 50 ms idle period', () => {
  const {prefetch, prefetched, pending, idle} = harness(2);
  const paths = Array.from({length: 20}, (_, index) => `/sqle-docs/docs/page-${index}`);
  paths.forEach((path) => prefetch(path));
  assert.equal(pending.length, 1, 'one callback is asked for, not one per link');
  assert.equal(idle(50), Math.ceil(IDLE_SLICE_MS / 2));
  while (pending.length > 0) idle(50);
  assert.deepEqual(prefetched, paths);
});

test('a callback with no idle time left still prefetches one page, so a busy page gets there', () => {
  const {prefetch, pending, idle} = harness(2);
  ['/a', '/b', '/c'].forEach((path) => prefetch(path));
  assert.equal(idle(0), 1);
  assert.equal(idle(0), 1);
  assert.equal(idle(0), 1);
  assert.equal(pending.length, 0);
});
