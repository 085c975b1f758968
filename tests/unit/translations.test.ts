import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const code: Record<string, {message: string}> = JSON.parse(
  fs.readFileSync('i18n/zh-CN/code.json', 'utf8'),
);
const readJson = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, 'utf8'));
const themeLocales = path.dirname(require.resolve('@docusaurus/theme-translations/package.json'));

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

test('DocSearch\'s "see all results" shows the count', () => {
  const fallback = readJson(`${themeLocales}/locales/zh-Hans/theme-search-algolia.json`);
  assert.match(code['theme.SearchBar.seeAll']?.message ?? fallback['theme.SearchBar.seeAll'], /\{count\}/);
});

/** Text nodes and label-like attributes of a TSX file, read with the TypeScript parser. */
function jsxTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && node.text.trim()) {
      texts.push(node.text.trim());
    } else if (ts.isJsxAttribute(node) && /^(placeholder|aria-label|title|description)$/.test(node.name.getText())) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal) || ts.isTemplateExpression(literal))) {
        texts.push(literal.getText().replace(/\$\{[^}]*\}/g, ''));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The local search UI (src/plugins/pagefind/theme) writes its texts in its components. */
test('every text of the local search UI reads as Chinese', () => {
  const dir = 'src/plugins/pagefind/theme';
  const texts = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => jsxTexts(path.join(dir, file)));
  assert.ok(texts.length > 10, `found the texts (${texts.length})`);
  // Commands such as `npm run build` are not prose.
  const english = texts.filter((text) => !readsAsChinese(text.replace(/npm run \w+|&amp;/g, '')));
  assert.deepEqual(english, []);
});

test('no-results texts suggest what to try next', () => {
  assert.match(code['theme.SearchPage.noResultsText'].message, /试试/);
});
