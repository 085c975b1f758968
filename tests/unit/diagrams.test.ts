/**
 * The build-time diagram plugin: a Mermaid syntax error stops the build and
 * names the file and the diagram; a good diagram becomes a named figure with
 * a light and a dark image. Draws in Chromium (cached), a few seconds. The
 * cold-build warm-up finds every diagram the pages draw.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import diagrams from '../../src/plugins/diagrams';
import {mermaidSources} from '../../src/plugins/diagrams/warmUp';
import {docFile, specPages, versions} from '../spec';

const page = (source: string): Root => ({
  type: 'root',
  children: [
    {type: 'heading', depth: 2, children: [{type: 'text', value: '工单流转'}]},
    {type: 'paragraph', children: [{type: 'text', value: '说明'}]},
    {type: 'code', lang: 'mermaid', value: source, position: {start: {line: 7, column: 1}, end: {line: 10, column: 4}}},
  ],
});
const file = {path: '/site/docs/example.md', data: {frontMatter: {title: '示例'}, compilerName: 'client'}};

// First: the font check runs before the first diagram of a process is drawn.
test('with no font that draws Chinese, drawing stops and names the package to install', {skip: process.platform !== 'linux'}, async () => {
  const noFonts = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cjk-fonts-'));
  fs.writeFileSync(path.join(noFonts, 'fc-list'), '#!/bin/sh\nexit 0\n', {mode: 0o755});
  const {PATH} = process.env;
  process.env.PATH = `${noFonts}${path.delimiter}${PATH}`;
  try {
    // Text no other run has drawn, so it is not in the cache.
    const tree = page(`flowchart LR\n  A[提交 ${Date.now()}] --> B[审核]`);
    await assert.rejects(diagrams()(tree, file), /no font on this machine draws Chinese.*fonts-noto-cjk/);
  } finally {
    process.env.PATH = PATH;
    fs.rmSync(noFonts, {recursive: true});
  }
});

test('a Mermaid syntax error fails with the file, the diagram and its line', async () => {
  await assert.rejects(diagrams()(page('flowchart LR\n  A --> B[unclosed\n  B --> C'), file), (error: Error) => {
    assert.match(error.message, /diagram 1 of 1 \(line 7\) in \/site\/docs\/example\.md: .*Parse error/s);
    return true;
  });
});

test('a diagram becomes a figure with a light and a dark image named after its section', async () => {
  const tree = page('flowchart LR\n  A[提交] --> B[审核]');
  await diagrams()(tree, file);
  const figure = tree.children[2] as unknown as {name: string; children: {attributes: {name: string; value: unknown}[]; children: {attributes: {name: string; value: unknown}[]}[]}[]};
  assert.equal(figure.name, 'figure');
  const attr = (node: {attributes: {name: string; value: unknown}[]}, name: string) => node.attributes.find((a) => a.name === name)?.value;
  assert.deepEqual(
    figure.children.map((link) => attr(link, 'className')),
    ['diagram__variant diagram__variant--light', 'diagram__variant diagram__variant--dark'],
  );
  for (const link of figure.children) {
    assert.equal(attr(link, 'target'), '_blank');
    assert.equal(attr(link.children[0], 'alt'), '流程图：工单流转');
    assert.match(String((attr(link.children[0], 'src') as {value: string}).value), /-(light|dark)\.svg"\)\.default$/);
  }
});

test('the warm-up finds the text of every diagram the pages draw, as Markdown parses it', () => {
  const blocks = (tree: {children?: unknown[]}): Code[] =>
    (tree.children ?? []).flatMap((node) => ((node as Code).type === 'code' ? [node as Code] : blocks(node as {children?: unknown[]})));
  const drawn = new Set(
    versions.flatMap((version) =>
      specPages[version].flatMap((id) =>
        blocks(fromMarkdown(fs.readFileSync(docFile(version, id), 'utf8')))
          .filter((node) => node.lang === 'mermaid')
          .map((node) => node.value),
      ),
    ),
  );
  assert.ok(drawn.size > 100, `only ${drawn.size} diagrams found`);
  const warmed = new Set(mermaidSources(['docs', 'versioned_docs', 'src/pages']));
  assert.deepEqual([...drawn].filter((source) => !warmed.has(source)), []);
});
