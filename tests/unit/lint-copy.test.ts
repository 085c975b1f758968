/** The copy-style lint leaves quotes of the product's text alone and still catches our own prose. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fixText, lintText} from '../../scripts/lint-copy';

test('a quote keeps the product\'s spelling while a missing space beside it is reported and fixed', () => {
  const page = '# 工单\n\n在「项目」>「SQL工单」中点击Submit按钮，规则「禁止SQL语句不带WHERE条件或者WHERE条件为永真」会提示。\n';
  assert.deepEqual(
    lintText(page, 'page.md').map((p) => p.suggested),
    ['在「项目」>「SQL工单」中点击 Submit 按钮，规则「禁止SQL语句不带WHERE条件或者WHERE条件为永真」会提示。'],
  );
  assert.equal(lintText(page, 'page.md')[0].line, 3);
  assert.equal(
    fixText(page, 'page.md'),
    '# 工单\n\n在「项目」>「SQL工单」中点击 Submit 按钮，规则「禁止SQL语句不带WHERE条件或者WHERE条件为永真」会提示。\n',
  );
});

test('prose written to the copy style around exact quotes passes', () => {
  assert.deepEqual(lintText('打开「SQL工单」，在 SQL 中使用 MySQL 8.0 的「创建SQL审核」。\n', 'page.md'), []);
});
