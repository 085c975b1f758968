import {test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaThemeConfig, searchThemes, selectSearch} from '../../src/config/search';

const full = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'sqle'};

test('no Algolia variables: local search with Chinese segmentation', () => {
  const mode = selectSearch({});
  assert.equal(mode.kind, 'local');
  const [[name, options]] = searchThemes(mode) as [string, Record<string, unknown>][];
  assert.equal(name, '@easyops-cn/docusaurus-search-local');
  assert.deepEqual(options.language, ['zh', 'en']);
  assert.equal(options.hashed, true);
  assert.deepEqual(algoliaThemeConfig(mode), {});
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
