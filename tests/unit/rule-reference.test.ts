/**
 * The audit-rule reference documents every rule of every version's data,
 * once, under an anchor equal to its key, and every rule has a hand-written note.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pagesOf, REFERENCE_DIR} from '../../src/plugins/rule-reference/generate';
import {productVersions, readNotes, readRules, versionNames} from '../../src/plugins/rule-reference/data';

const report: string[] = [];
after(() => report.forEach((line) => console.log(line)));

/** Heading anchors `{#id}` of a Markdown page. */
const anchors = (markdown: string) => [...markdown.matchAll(/^#{2,6} .*\\?\{#([^}]+)\}\s*$/gm)].map((m) => m[1]);

for (const version of versionNames) {
  test(`${version}: every rule key is an anchor exactly once in the generated pages on disk`, () => {
    const keys = readRules(version).rules.map((r) => r.key);
    const dir = path.join(productVersions[version].docsDir, REFERENCE_DIR);
    const pages = pagesOf(version).map((p) => p.slug);
    const found = pages.flatMap((slug) => {
      const file = path.join(dir, `${slug}.md`);
      assert.ok(fs.existsSync(file), `${file} missing: run npm run rules:generate`);
      return anchors(fs.readFileSync(file, 'utf8'));
    });
    const missing = keys.filter((k) => !found.includes(k));
    const twice = found.filter((k, i) => found.indexOf(k) !== i);
    assert.deepEqual(missing, [], 'rule keys without an anchor');
    assert.deepEqual(twice, [], 'anchors used twice');
    assert.deepEqual(found.filter((k) => !keys.includes(k)), [], 'anchors that are not rule keys');
    report.push(`rule reference ${version}: ${keys.length} rule keys, ${found.length} anchors on ${pages.length} pages`);
  });
}

test('generated pages are up to date with product-data and rule-notes', () => {
  for (const version of versionNames) {
    for (const page of pagesOf(version)) {
      const file = path.join(productVersions[version].docsDir, REFERENCE_DIR, `${page.slug}.md`);
      assert.equal(fs.readFileSync(file, 'utf8'), page.markdown, `${file} is stale: run npm run rules:generate`);
    }
  }
});

test('a rule is listed with its name, key, level and parameter defaults', () => {
  const page = pagesOf('v4').find((p) => p.keys.includes('SQLE00002'))!;
  const section = page.markdown.split(/^## /m).find((s) => s.includes('{#SQLE00002}'))!;
  assert.match(section, /SQL 绑定的变量个数不建议超过阈值/);
  for (const [term, value] of [['规则键', '`SQLE00002`'], ['默认等级', '告警'], ['审核方式', '在线、离线均可'], ['收录版本', 'v4']]) {
    assert.ok(section.includes(`<dt>${term}</dt><dd>${value}</dd>`), `${term}: ${value}`);
  }
  assert.match(section, /\| 绑定变量阈值 \| 字符串 \| `100` \|/);
});

test(
  'every rule key of every version has a note in rule-notes/',
  () => {
    const notes = readNotes();
    const missing = versionNames.flatMap((v) =>
      readRules(v).rules.filter((r) => !notes.has(r.key)).map((r) => `${v}:${r.key}`),
    );
    const unique = [...new Set(missing.map((m) => m.replace(/^v\d+:/, '')))];
    assert.deepEqual(unique, [], `${unique.length} rule keys have no note`);
  },
);

test('a note is rendered under its rule: trigger, why, bad and good SQL', () => {
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'rule-notes-'));
  fs.writeFileSync(
    path.join(dir, 'sample.yaml'),
    'SQLE00002:\n  trigger: 绑定变量过多时触发。\n  why: 语句难以维护。\n  bad: |\n    SELECT 1 FROM t_order WHERE id IN (?, ?);\n  good: |\n    SELECT 1 FROM t_order WHERE id = ?;\n',
  );
  const page = pagesOf('v4', readNotes(dir)).find((p) => p.keys.includes('SQLE00002'))!;
  const section = page.markdown.split(/^## /m).find((s) => s.includes('{#SQLE00002}'))!;
  assert.match(section, /\*\*触发条件\*\*：绑定变量过多时触发。/);
  assert.match(section, /```sql\nSELECT 1 FROM t_order WHERE id IN \(\?, \?\);\n```/);
  fs.writeFileSync(path.join(dir, 'other.yaml'), 'SQLE00002:\n  trigger: x\n  why: y\n  no_example: z\n');
  assert.throws(() => readNotes(dir), /SQLE00002 is in other\.yaml and sample\.yaml/);
  fs.rmSync(dir, {recursive: true});
});
