/** Checks over every page of the default build, read from disk. */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('links to other sites that open a new tab carry rel=noopener', () => {
  const unsafe: string[] = [];
  let external = 0;
  for (const file of htmlFiles('build')) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<a\b[^>]*\bhref="?https?:\/\/[^>]*>/g)) {
      // Same-tab links (e.g. the hidden base-URL help banner) cannot reach window.opener.
      if (!/\btarget="?_blank/.test(tag)) continue;
      external += 1;
      const rel = /\brel="([^"]*)"|\brel=([^\s>]+)/.exec(tag);
      if (!/noopener/.test(rel?.[1] ?? rel?.[2] ?? '')) {
        unsafe.push(`${path.relative('build', file)}: ${tag}`);
      }
    }
  }
  expect(external).toBeGreaterThan(0);
  expect(unsafe.slice(0, 20)).toEqual([]);
});

test('no Markdown syntax leaks into the rendered text (an admonition or bold that did not parse)', () => {
  const leaks: string[] = [];
  for (const file of htmlFiles('build')) {
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/<(script|style|code|pre)\b[^>]*>[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, '');
    for (const marker of [':::', '```', '**']) {
      if (text.includes(marker)) leaks.push(`${path.relative('build', file)}: ${marker}`);
    }
  }
  expect(leaks).toEqual([]);
});
