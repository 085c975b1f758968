/**
 * How a query meets the index and the search keys (src/plugins/pagefind/client):
 * copy-style spaces, width and case do not matter; a pasted audit message,
 * with or without its level, or an API path with its parameters filled in,
 * matches the key it came from.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compileKeys, matchKeys, type StoredSearchKey} from '../../src/plugins/pagefind/client/searchKeys';
import {queryTerms} from '../../src/plugins/pagefind/client/terms';

test('spaces between Chinese and Latin, full-width forms and case do not change a query', () => {
  const asked = queryTerms('SQL工单').pagefind;
  for (const variant of ['SQL 工单', 'sql工单', 'ＳＱＬ 工单', '「SQL工单」']) assert.equal(queryTerms(variant).pagefind, asked, variant);
  assert.deepEqual(queryTerms('审核规则').words, ['审核规则']);
  // Pairs of characters, so the browser's word segmenter has nothing to cut; each character in one of them.
  assert.match(queryTerms('审核规则').pagefind, /^q\w{8} q\w{8}$/);
  assert.match(queryTerms('数据源').pagefind, /^q\w{8} q\w{8}$/);
  assert.match(queryTerms('镜').pagefind, /^q\w{4}$/);
});

const key = (url: string, ...keys: string[]): StoredSearchKey => ({url, title: url, keys});
const keys = compileKeys([
  key('/rules#SQLE00022', '索引列 %v 超过倾斜度阈值 %v, 避免使用数据倾斜度高的索引字段'),
  key('/rules#ddl_check_bigint_instead_of_decimal', '建议用BIGINT类型代替DECIMAL', '建议列%s用BIGINT类型代替DECIMAL'),
  key('/api#workflows', '/v1/projects/{project_name}/workflows', '/sqle/v1/projects/{project_name}/workflows'),
  key('/nothing', '%v'),
]);
const urls = (query: string) => matchKeys(keys, query).map((found) => found.url);

test('an audit message matches with its values filled in, with or without its level', () => {
  for (const pasted of ['索引列 status 超过倾斜度阈值 0.7, 避免使用数据倾斜度高的索引字段', '[warn]索引列 status 超过倾斜度阈值 0.7，避免使用数据倾斜度高的索引字段']) {
    assert.deepEqual(urls(pasted), ['/rules#SQLE00022'], pasted);
  }
  assert.deepEqual(urls('[error] 建议列 price 用 BIGINT 类型代替 DECIMAL'), ['/rules#ddl_check_bigint_instead_of_decimal']);
  assert.deepEqual(urls('索引列'), [], 'part of a message is not the message');
  assert.deepEqual(urls('anything'), [], 'a key of values only matches nothing');
});

test('an API path matches with its parameters filled in, with or without the /sqle base path', () => {
  for (const path of ['/sqle/v1/projects/default/workflows', '/v1/projects/{project_name}/workflows', '/v1/projects/p1/workflows']) {
    assert.deepEqual(urls(path), ['/api#workflows'], path);
  }
  assert.deepEqual(urls('/v1/projects/a/b/workflows'), [], 'a parameter is one path segment');
});
