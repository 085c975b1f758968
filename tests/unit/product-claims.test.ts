/**
 * Pages quote only UI labels and config keys their version really has
 * (see tests/product-claims.ts for the rules). Prints the counts per version.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {checkPage, formatFinding, knownFacts, type Finding} from '../product-claims';
import {unreferencedKeys} from '../../product-data/extract/ui-labels';
import {docFile, docsDir, versions} from '../spec';
import {listDocIds} from '../../src/config/sidebar';
const report: string[] = [];
after(() => report.forEach((line) => console.log(line)));

/** Every page of every version, the expected ones and those added since (generated rule pages included). */
function run(): Finding[] {
  const findings: Finding[] = [];
  for (const version of versions) {
    const known = knownFacts(version);
    let labels = 0;
    let keys = 0;
    for (const id of listDocIds(docsDir[version])) {
      const file = docFile(version, id);
      if (!fs.existsSync(file)) continue;
      const result = checkPage(file, fs.readFileSync(file, 'utf8'), version, known);
      findings.push(...result.findings);
      labels += result.labels;
      keys += result.keys;
    }
    report.push(`product claims ${version}: ${labels} quoted labels and ${keys} config keys checked`);
  }
  return findings;
}

test('pages quote only labels and config keys of their version', () => {
  assert.deepEqual(run().map(formatFinding), []);
});

test('the checker flags a planted wrong label and config key, and accepts correct ones', () => {
  const known = knownFacts('v4');
  const page = [
    '---',
    'title: 「不存在的标题」',
    '---',
    '在「项目」>「SQL工单」中点击「创建工单」。',
    '打开「审核规则模版管理」页面，修改 `dms.api.port` 和 `sqle.service.plugin_path`。',
    '```yaml',
    '「代码里的引文」 `dms.not_a_key`',
    '```',
    '把 `dms.service.database.port_number` 改为 3307，`sqle.service.plugin_config.cmd` 可选。',
  ].join('\n');
  const {findings} = checkPage('fixture.md', page, 'v4', known);
  assert.deepEqual(findings.map(formatFinding), [
    'fixture.md:5 [v4] label 「审核规则模版管理」 not in the UI',
    'fixture.md:9 [v4] config key `dms.service.database.port_number` not in the config',
  ]);
  // The same key is wrong in v2, which has no dms: section at all (and so is not read as a key there).
  assert.equal(checkPage('f.md', '`server.sqle_config.server_port`', 'v2', knownFacts('v2')).findings.length, 0);
  assert.equal(checkPage('f.md', '`server.sqle_config.port`', 'v2', knownFacts('v2')).findings.length, 1);
});

test('a quote respaced by the copy style fails with page, line and the product\'s spelling', () => {
  const known = knownFacts('v4');
  const page = [
    '在「项目」>「SQL工单」中点击「创建工单」，规则「禁止SQL语句不带WHERE条件或者WHERE条件为永真」会提示。',
    '',
    '在「项目」>「SQL 工单」中点击「创建 SQL 审核」，打开「审核SQL例外」。',
    '规则「禁止 SQL 语句不带 WHERE 条件或者 WHERE 条件为永真」会提示，等级为「告警 (Warning)」。',
  ].join('\n');
  assert.deepEqual(checkPage('page.md', page, 'v4', known).findings.map(formatFinding), [
    "page.md:3 [v4] label 「SQL 工单」 is not the product's text: write 「SQL工单」",
    "page.md:3 [v4] label 「创建 SQL 审核」 is not the product's text: write 「创建SQL审核」",
    "page.md:4 [v4] label 「禁止 SQL 语句不带 WHERE 条件或者 WHERE 条件为永真」 is not the product's text: write 「禁止SQL语句不带WHERE条件或者WHERE条件为永真」",
    "page.md:4 [v4] label 「告警 (Warning)」 is not the product's text: write 「告警(Warning)」",
  ]);
  // Full-width punctuation where the product writes half-width is not the product's text either (v2 asks 「确定要删除当前同步任务?」).
  assert.deepEqual(checkPage('v2.md', '点击后弹出「确定要删除当前同步任务？」。', 'v2', knownFacts('v2')).findings.map(formatFinding), [
    "v2.md:1 [v2] label 「确定要删除当前同步任务？」 is not the product's text: write 「确定要删除当前同步任务?」",
  ]);
});

test('a locale text that no component names does not count as a label the reader sees', () => {
  // v4 keeps 「是否去重」 in its locale, but the switch on the audit results reads 「数据去重」.
  const page = '打开「是否去重」合并重复的 SQL。打开「数据去重」合并重复的 SQL。';
  assert.deepEqual(checkPage('f.md', page, 'v4', knownFacts('v4')).findings.map(formatFinding), ['f.md:1 [v4] label 「是否去重」 not in the UI']);
});

test('a locale key counts as named when code holds it whole, a parent path of it, or the head of a key built at run time', () => {
  const keys = ['sqle/a.used', 'sqle/a.unused', 'sqle/b.group.child', 'sqle/c.week.mon', 'base/d.only.in.tests', 'base/e.x'];
  const code = [
    "t('a.used'); const k = \"b.group\";",
    't(`c.week.${day}`); const label = `e.${name}x`;',
  ];
  assert.deepEqual(unreferencedKeys(keys, code), ['base/d.only.in.tests', 'sqle/a.unused']);
});
