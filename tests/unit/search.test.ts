import {test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaThemeConfig, searchThemes, selectSearch} from '../../src/config/search';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import type {Element, Root} from 'hast';
import navigationSections from '../../src/plugins/pagefind/navigationSections';

const full = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'sqle'};

test('no Algolia variables: the local Pagefind index, without the generated table of contents', () => {
  const mode = selectSearch({});
  assert.equal(mode.kind, 'local');
  const [[name, options]] = searchThemes(mode) as [string, Record<string, unknown>][];
  assert.equal(name, './src/plugins/pagefind/index.ts');
  assert.deepEqual(options.ignoreDocIds, ['SUMMARY']);
  assert.deepEqual(algoliaThemeConfig(mode), {});
});

/** Elements of a page's HTML as the docs plugin compiles its Markdown with the plugin in place: tag, text, ignored. */
async function compiled(markdown: string): Promise<{tag: string; text: string; ignored: boolean}[]> {
  const processor = unified().use(remarkParse).use(navigationSections).use(remarkRehype);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const text = (node: Root['children'][number]): string =>
    node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '';
  return tree.children
    .filter((node): node is Element => node.type === 'element')
    .map((node) => ({tag: node.tagName, text: text(node), ignored: node.properties.dataPagefindIgnore === 'all'}));
}
const ignored = (elements: {tag: string; ignored: boolean}[]) => elements.filter((e) => e.ignored).map((e) => e.tag);

test('a section of nothing but links to other pages is left out of the index', async () => {
  const elements = await compiled('## 操作步骤\n\n先登录。\n\n## 相关文档\n\n- [创建工单](/y)\n- [审核工单](/z)\n\n## 下一节\n\n正文\n');
  assert.deepEqual(
    elements.filter((e) => e.ignored).map((e) => e.text.trim()),
    ['相关文档', '创建工单\n审核工单'],
  );
  assert.deepEqual(ignored(elements), ['h2', 'ul']);
});

test('sections with prose, or list items with more than a link, stay in the index', async () => {
  for (const section of [
    '## 入口\n\n在「项目」中打开：\n\n- [工单](/y)\n',
    '### 参数\n\n- [port](/y)：监听端口\n',
    '## 空\n\n## 下一节\n\n正文\n',
  ]) {
    assert.deepEqual(ignored(await compiled(section)), [], section);
  }
});

test('blank values count as unset', () => {
  assert.equal(selectSearch({ALGOLIA_APP_ID: ' ', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''}).kind, 'local');
});

test('all three variables: DocSearch with contextual search, keys from the environment', () => {
  const mode = selectSearch(full);
  assert.equal(mode.kind, 'algolia');
  assert.deepEqual(searchThemes(mode), []);
  const {algolia} = algoliaThemeConfig(mode);
  assert.equal(algolia?.appId, 'APP');
  assert.equal(algolia?.apiKey, 'key');
  assert.equal(algolia?.indexName, 'sqle');
  assert.equal(algolia?.contextualSearch, true);
});

for (const missing of Object.keys(full)) {
  test(`only two of three set: the build stops naming ${missing}`, () => {
    const env: Record<string, string> = {...full};
    delete env[missing];
    assert.throws(() => selectSearch(env), new RegExp(missing));
  });
}
