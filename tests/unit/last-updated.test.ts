/**
 * The last-updated line formats its date without Intl (src/theme/LastUpdated
 * says why); it must print what Intl would for the site's locale.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatDate} from '../../src/theme/LastUpdated/formatDate';

test('the last-updated date reads as zh-CN Intl formats it, in UTC', () => {
  const intl = new Intl.DateTimeFormat('zh-CN', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const dates = ['2026-11-23T17:40:43Z', '2026-01-01T00:00:00Z', '2025-12-31T23:59:59Z', '2024-02-29T16:30:00Z', '2023-10-09T08:00:00+08:00'];
  for (const iso of dates) {
    const date = new Date(iso);
    assert.equal(formatDate(date), intl.format(date), iso);
  }
  assert.equal(formatDate(new Date('2025-12-31T23:59:59Z')), '2025年12月31日');
});
