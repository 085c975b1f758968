import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const code: Record<string, {message: string}> = JSON.parse(
  fs.readFileSync('i18n/zh-CN/code.json', 'utf8'),
);
const readJson = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, 'utf8'));
const themeLocales = path.dirname(require.resolve('@docusaurus/theme-translations/package.json'));
const localSearchLocales = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/locales',
);

/** Every key a theme we load can render, with the theme's own zh-Hans default. */
const themeKeys = (files: string[], defaults: Record<string, string>) =>
  files
    .flatMap((file) => Object.keys(readJson(file)))
    .filter((key) => !key.endsWith('___DESCRIPTION'))
    .map((key) => ({key, fallback: defaults[key]}));

const sources = {
  classic: themeKeys([`${themeLocales}/locales/base/theme-common.json`], readJson(`${themeLocales}/locales/zh-Hans/theme-common.json`)),
  algolia: themeKeys(
    [`${themeLocales}/locales/base/theme-search-algolia.json`],
    readJson(`${themeLocales}/locales/zh-Hans/theme-search-algolia.json`),
  ),
  local: themeKeys([`${localSearchLocales}/zh-Hans.json`], readJson(`${localSearchLocales}/zh-Hans.json`)),
};

/** Chinese if it has CJK text, or nothing but placeholders and punctuation. */
function readsAsChinese(message: string): boolean {
  const text = message.replace(/\{\w+\}/g, '');
  return /[\u4e00-\u9fff]/.test(text) || !/[A-Za-z]/.test(text);
}

for (const [theme, keys] of Object.entries(sources)) {
  test(`every ${theme} theme string renders in Chinese`, () => {
    assert.ok(keys.length > 5, `found the ${theme} keys`);
    const english = keys
      .map(({key, fallback}) => ({key, shown: code[key]?.message ?? fallback ?? '(English default)'}))
      .filter(({shown}) => !readsAsChinese(shown));
    assert.deepEqual(english, []);
  });
}

test('code.json itself holds no English message', () => {
  const english = Object.entries(code).filter(([, {message}]) => !readsAsChinese(message));
  assert.deepEqual(english.map(([key]) => key), []);
});

test('"see all results" keeps each search mode\'s own wording, with the count for DocSearch', () => {
  const shown = (fallback: Record<string, string>) =>
    code['theme.SearchBar.seeAll']?.message ?? fallback['theme.SearchBar.seeAll'];
  assert.match(shown(readJson(`${themeLocales}/locales/zh-Hans/theme-search-algolia.json`)), /\{count\}/);
  assert.doesNotMatch(shown(readJson(`${localSearchLocales}/zh-Hans.json`)), /\{count\}/);
});

test('no-results texts suggest what to try next', () => {
  for (const key of ['theme.SearchBar.noResultsText', 'theme.SearchPage.noResultsText']) {
    assert.match(code[key].message, /试试/);
  }
});
