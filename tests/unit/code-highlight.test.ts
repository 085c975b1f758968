/**
 * Build-time code highlighting (src/plugins/codeHighlight): what a reader
 * copies from any block on the site is exactly the code its page's source
 * holds, and a fence option the site does not support fails the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {Code, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import codeHighlight from '../../src/plugins/codeHighlight/remark';
import {highlight} from '../../src/plugins/codeHighlight/highlight';
import {codeOfHtml} from '../../src/theme/CodeBlock/html';
import {docFile, specPages, versions} from '../spec';
import config from '../../docusaurus.config';

const {additionalLanguages} = config.themeConfig!.prism as {additionalLanguages: string[]};
const transform = codeHighlight({languages: additionalLanguages});

const codeBlocks = (tree: {children?: unknown[]}): Code[] =>
  (tree.children ?? []).flatMap((node) => ((node as Code).type === 'code' ? [node as Code] : codeBlocks(node as {children?: unknown[]})));

test('every code block on the site copies back exactly as its source', () => {
  let count = 0;
  const differ: string[] = [];
  for (const version of versions) {
    for (const id of specPages[version]) {
      for (const {lang, value} of codeBlocks(fromMarkdown(fs.readFileSync(docFile(version, id), 'utf8')))) {
        if (lang === 'mermaid') continue;
        count += 1;
        if (codeOfHtml(highlight(value, lang ?? 'text')) !== value) differ.push(`${version}/${id} (${lang})`);
      }
    }
  }
  assert.ok(count > 1000, `only ${count} code blocks found`);
  assert.deepEqual(differ, []);
});

test('markup in code stays text, and an SQL block is split into tokens', () => {
  const html = highlight("SELECT '<b>&</b>' FROM t;", 'sql');
  assert.match(html, /<span class="token keyword">SELECT<\/span>/);
  assert.match(html, /&lt;b&gt;&amp;&lt;\/b&gt;/);
  assert.doesNotMatch(html, /<b>/);
});

test('a fence becomes a highlighted CodeBlock; a fence option fails, naming the file', () => {
  const tree: Root = {type: 'root', children: [{type: 'code', lang: 'bash', meta: null, value: 'ls -l'}]};
  transform(tree, {path: 'docs/a.md'});
  assert.equal((tree.children[0] as unknown as {name: string}).name, 'CodeBlock');

  const withTitle: Root = {type: 'root', children: [{type: 'code', lang: 'yaml', meta: 'title="config.yaml"', value: 'a: 1'}]};
  assert.throws(() => transform(withTitle, {path: 'docs/b.md'}), /docs\/b\.md: the code block option "title="config.yaml"" after ```yaml is not supported/);
});
