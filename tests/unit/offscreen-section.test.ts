/**
 * The recma plugin of long generated pages (src/plugins/offscreenSection/recma.ts)
 * on a small page compiled as Docusaurus compiles one: the page renders the
 * same, each entry body is built only when its wrapper asks, and the content
 * function no longer holds the bodies' text. Compiled as a module (as the
 * build does), a long page's bodies move to part modules the page imports.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import test from 'node:test';
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import type {MDXContent} from 'mdx/types';
import {offscreenSection, OFFSCREEN_SECTION_COMPONENT} from '../../src/plugins/offscreenSection';
import recmaOffscreenSectionChildren, {PART_MODULE_PREFIX} from '../../src/plugins/offscreenSection/recma';

const page = [
  '## 禁止使用SELECT *',
  offscreenSection('规则键 `SQLE00010`，默认等级**告警**。\n\n```sql\nSELECT * FROM t_order;\n```'),
  '## 建议使用LIMIT',
  // An entry may use what the content function has, such as the page's props.
  offscreenSection('只在线审核时执行，见[规则参考](./intro.md)。收录版本：{props.version}'),
].join('\n\n');

async function compilePage(withPlugin: boolean) {
  const {compile, run} = await import('@mdx-js/mdx');
  const code = String(await compile(page, {outputFormat: 'function-body', recmaPlugins: withPlugin ? [recmaOffscreenSectionChildren] : []}));
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return {code, Content};
}

/** Renders the page with a wrapper that builds its body only when `open(index)`; returns the HTML and which bodies were built. */
function render(Content: MDXContent, open: (index: number) => boolean) {
  const built: number[] = [];
  let index = 0;
  const Wrapper = ({children}: {children: ReactNode | (() => ReactNode)}) => {
    const mine = index++;
    if (!open(mine)) return React.createElement('div', {className: 'kept'});
    if (typeof children === 'function') built.push(mine);
    return React.createElement('div', null, typeof children === 'function' ? children() : children);
  };
  const html = renderToStaticMarkup(React.createElement(Content, {components: {[OFFSCREEN_SECTION_COMPONENT]: Wrapper}, version: 'v4'}));
  return {html, built};
}

test('with the plugin the page renders as without it, building each entry body only when its wrapper asks', async () => {
  const plain = render((await compilePage(false)).Content, () => true);
  const {Content} = await compilePage(true);
  assert.equal(render(Content, () => true).html, plain.html);
  assert.match(plain.html, /SELECT \* FROM t_order;/);
  const onlySecond = render(Content, (index) => index === 1);
  assert.deepEqual(onlySecond.built, [1]);
  assert.doesNotMatch(onlySecond.html, /t_order/);
  assert.match(onlySecond.html, /规则参考/);
  assert.match(onlySecond.html, /收录版本：v4/);
});

test("the entry bodies are outside the content function, so its first run does not parse the whole page's text", async () => {
  const {code} = await compilePage(true);
  const contentFunction = code.slice(code.indexOf('function _createMdxContent'), code.indexOf('\n}\n', code.indexOf('function _createMdxContent')));
  assert.match(contentFunction, /禁止使用SELECT \*/, 'headings stay in the content function');
  assert.doesNotMatch(contentFunction, /t_order|规则参考/);
  assert.match(code, /t_order/);
});

/** The page compiled as a module, as the build compiles it, with parts of at most `partChars`; imported from a file beside node_modules. */
async function compileModule(partChars: number) {
  const {compile} = await import('@mdx-js/mdx');
  const code = String(await compile(page, {recmaPlugins: [[recmaOffscreenSectionChildren, {partChars}]]}));
  const dir = path.resolve('node_modules/.cache/offscreen-section-test');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `page-${partChars}-${process.pid}.mjs`);
  fs.writeFileSync(file, code);
  const {default: Content} = (await import(pathToFileURL(file).href)) as {default: MDXContent};
  fs.rmSync(file);
  return {code, Content};
}

test('compiled as a module, a long page imports its entry bodies from part modules and renders the same', async () => {
  const plain = render((await compilePage(false)).Content, () => true);
  const {code, Content} = await compileModule(10);
  const parts = code.split(PART_MODULE_PREFIX).length - 1;
  assert.equal(parts, 2, 'one part per entry when each is over the limit');
  const pageText = code.replaceAll(/"data:[^"]*"/g, '');
  assert.doesNotMatch(pageText, /t_order|规则参考/, 'the bodies are only in the parts');
  assert.equal(render(Content, () => true).html, plain.html);
  assert.deepEqual(render(Content, (index) => index === 1).built, [1]);
});

test('a page under the limit keeps its entry bodies in its own module', async () => {
  const {code} = await compileModule(1_000_000);
  assert.equal(code.includes(PART_MODULE_PREFIX), false);
  assert.match(code, /t_order/);
});
