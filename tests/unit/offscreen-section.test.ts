/**
 * The recma plugin of long generated pages (src/plugins/offscreenSection/recma.ts)
 * on a small page compiled as Docusaurus compiles one: the page renders the
 * same, each entry body is built only when its wrapper asks, and the content
 * function no longer holds the bodies' text. Compiled as a module (as the
 * build does), a long page's bodies after the first part move to part modules
 * the page imports when it needs them (src/components/OffscreenSection/parts.ts).
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
import {offscreenParts} from '../../src/components/OffscreenSection/parts';

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
  const runtime = pathToFileURL(path.resolve('src/components/OffscreenSection/parts.ts')).href;
  const code = String(await compile(page, {recmaPlugins: [[recmaOffscreenSectionChildren, {partChars, runtime}]]}));
  const dir = path.resolve('node_modules/.cache/offscreen-section-test');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `page-${partChars}-${process.pid}.mjs`);
  fs.writeFileSync(file, code);
  const {default: Content} = (await import(pathToFileURL(file).href)) as {default: MDXContent};
  fs.rmSync(file);
  return {code, Content};
}

test('compiled as a module, a long page keeps its first entries and imports the others from part modules, and renders the same', async () => {
  const plain = render((await compilePage(false)).Content, () => true);
  const {code, Content} = await compileModule(10);
  const parts = code.split(PART_MODULE_PREFIX).length - 1;
  assert.equal(parts, 1, 'one part per entry when each is over the limit, the first one kept in the page');
  assert.match(code, /import\("data:/, 'parts are imported when needed, not with the page');
  const pageText = code.replaceAll(/"data:[^"]*"/g, '');
  assert.match(pageText, /t_order/, 'the first entry is in the page');
  assert.doesNotMatch(pageText, /规则参考/, 'the second only in its part');
  // Imported where there is no window (the server render), the page has waited for every part.
  assert.equal(render(Content, () => true).html, plain.html);
  assert.deepEqual(render(Content, (index) => index === 1).built, [1]);
});

test('the parts of a long page load once each, when an entry of theirs is first rendered', async () => {
  const loads: number[] = [];
  const entry = (text: string) => () => React.createElement('p', null, text);
  const part = (number: number, texts: string[]) =>
    [texts.length, async () => {
      loads.push(number);
      return {default: (tag: string) => texts.map((text) => () => React.createElement(tag, null, text))};
    }] as const;
  // Where there is no window, every entry renders at once: the first render needs every part.
  const everything = offscreenParts([entry('a')], [part(1, ['b', 'c']), part(2, ['d'])], ['p' as never]);
  await everything.ready;
  assert.deepEqual(loads.sort(), [1, 2]);
  assert.equal(renderToStaticMarkup(React.createElement(React.Fragment, null, ...[0, 1, 2, 3].map((index) => everything.render(index) as ReactNode))), '<p>a</p><p>b</p><p>c</p><p>d</p>');

  // Hydrating its server HTML, the page waits only for the parts of the entries near the screen (here the fourth, in part 2).
  loads.length = 0;
  const section = (top: number) => ({getBoundingClientRect: () => ({top, bottom: top + 100})});
  const globals = globalThis as {window?: unknown; document?: unknown};
  globals.window = {location: {search: ''}, innerHeight: 800};
  globals.document = {documentElement: {dataset: {hasHydrated: 'false'}}, getElementsByClassName: () => [section(-9000), section(-5000), section(-3000), section(0)]};
  let hydrating;
  try {
    hydrating = offscreenParts([entry('a')], [part(1, ['b', 'c']), part(2, ['d'])], ['p' as never]);
  } finally {
    delete globals.window;
    delete globals.document;
  }
  await hydrating.ready;
  assert.deepEqual(loads, [2]);
  assert.equal(renderToStaticMarkup(hydrating.render(3) as ReactNode), '<p>d</p>');

  // Before its part has come, an entry gives the promise of it; asked again, the part is not loaded twice.
  const [first, again] = [hydrating.render(2), hydrating.render(1)];
  assert.ok(first instanceof Promise && again instanceof Promise);
  await Promise.all([first, again]);
  assert.deepEqual(loads, [2, 1]);
  assert.equal(renderToStaticMarkup(hydrating.render(2) as ReactNode), '<p>c</p>');
});

test('a page under the limit keeps its entry bodies in its own module', async () => {
  const {code} = await compileModule(1_000_000);
  assert.equal(code.includes(PART_MODULE_PREFIX), false);
  assert.match(code, /t_order/);
});
