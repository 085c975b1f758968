/**
 * Pages are rendered to HTML by React 18's streaming renderer (Docusaurus's
 * renderToHtml). Unpatched, it emits the unused tail of a 2 KB buffer whenever
 * a string does not fit in what is left of it, so Chinese text gained stray
 * bytes that decode as U+FFFD (「切��换」) on about a third of the pages.
 * patches/react-dom+*.patch carries React 19's fix; this checks it is applied.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {renderToString} from 'react-dom/server';
// The function Docusaurus renders every page with, not a copy of it.
import {renderToHtml} from '@docusaurus/core/lib/client/renderToHtml.js';

test('streamed HTML of Chinese text is byte for byte what renderToString gives', async () => {
  // Strings of every length in turn, so buffer boundaries fall inside characters.
  const items = Array.from({length: 400}, (_, i) =>
    React.createElement('li', {key: i, title: '切换浅色/暗黑模式'.slice(0, 1 + (i % 9))}, '在新标签页中打开'.repeat(1 + (i % 5))),
  );
  const app = React.createElement('ul', null, items);
  const streamed = await renderToHtml(app);
  assert.ok(!streamed.includes('\uFFFD'), 'no replacement characters');
  assert.ok(!streamed.includes('\0'), 'no NUL characters');
  assert.equal(streamed, renderToString(app));
});
