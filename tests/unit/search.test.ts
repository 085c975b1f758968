import {test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaThemeConfig, searchThemes, selectSearch} from '../../src/config/search';
import {dropNavigationSections} from '../../src/plugins/pagefind/pageText';

const full = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'sqle'};

test('no Algolia variables: the local Pagefind index, without the generated table of contents', () => {
  const mode = selectSearch({});
  assert.equal(mode.kind, 'local');
  const [[name, options]] = searchThemes(mode) as [string, Record<string, unknown>][];
  assert.equal(name, './src/plugins/pagefind/index.ts');
  assert.deepEqual(options.ignoreDocIds, ['SUMMARY']);
  assert.deepEqual(algoliaThemeConfig(mode), {});
});

const page = (article: string) => `<html><body><nav><a href="/x">导航</a></nav><div data-pagefind-body>${article}</div></body></html>`;
const ignored = (html: string) => [...html.matchAll(/<(\w+)[^>]*data-pagefind-ignore="all"/g)].map((m) => m[1]);

test('a section of nothing but links to other pages is left out of the index', () => {
  const html = dropNavigationSections(
    page(`<h2 id="a">操作步骤</h2><p>先登录。</p><h2 id="b">相关文档</h2><ul><li><a href="/y">创建工单</a></li><li><a href="/z">审核工单</a></li></ul>`),
  );
  assert.deepEqual(ignored(html), ['h2', 'ul']);
  assert.match(html, /<h2 id="a">操作步骤<\/h2>/);
});

test('sections with prose, or list items with more than a link, stay in the index', () => {
  for (const section of [
    `<h2>入口</h2><p>在「项目」中打开：</p><ul><li><a href="/y">工单</a></li></ul>`,
    `<h3>参数</h3><ul><li><a href="/y">port</a>：监听端口</li></ul>`,
    `<h2>空</h2><h2>下一节</h2><p>正文</p>`,
  ]) {
    assert.deepEqual(ignored(dropNavigationSections(page(section))), [], section);
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
