/**
 * The audit-rule reference documents every rule of every version's data,
 * once, under an anchor equal to its key, and every rule has a hand-written note.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pagesOf, REFERENCE_DIR, versionInput} from '../../src/plugins/rule-reference/generate';
import {ACCURACY_TAG, OFFLINE_TAG, renderPages} from '../../src/plugins/rule-reference/render';
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
  assert.match(section, /^SQL绑定的变量个数不建议超过阈值 /);
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

/** `## name \{#key}` headings of generated Markdown → key → heading text as the reader sees it. */
function headings(markdown: string): Map<string, string> {
  return new Map(
    [...markdown.matchAll(/^## (.*) \\\{#([^}]+)\}$/gm)].map((m) => [
      m[2],
      m[1].replace(/&lt;/g, '<').replace(/\\(.)/g, '$1'),
    ]),
  );
}

/** A rule's section of its generated page. */
function section(markdown: string, key: string): string {
  return markdown.split(/^(?=## )/m).find((s) => s.includes(`\\{#${key}}`)) ?? '';
}

/** `AlterTableStmt` → `ALTER TABLE`: the statement a parser node type stands for. */
const statementOf = (type: string) =>
  type
    .replace(/Stmt$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase();

for (const version of versionNames) {
  test(`${version}: every rule heading is the rule's name byte for byte`, () => {
    const shown = new Map(pagesOf(version).flatMap((p) => [...headings(p.markdown)]));
    // Only whitespace at the ends may go (SQLE00102's name ends in a space): a heading cannot show it.
    const wrong = readRules(version)
      .rules.filter((r) => shown.get(r.key) !== r.name.trim())
      .map((r) => `${r.key}: page「${shown.get(r.key)}」, product「${r.name}」`);
    assert.deepEqual(wrong, []);
  });

  test(`${version}: every rule shows the statements it skips offline and for executed SQL`, () => {
    const markdown = pagesOf(version).map((p) => p.markdown).join('\n');
    const rules = readRules(version).rules;
    const missing: string[] = [];
    for (const rule of rules) {
      const text = section(markdown, rule.key);
      const mode = /<dt>审核方式<\/dt><dd>([^<]+)<\/dd>/.exec(text)?.[1] ?? '';
      if (!rule.allowOffline && !mode.startsWith('仅在线')) missing.push(`${rule.key}: 审核方式「${mode}」`);
      for (const type of rule.offlineSkippedStmts) {
        const sql = `\`${statementOf(type)}\``;
        if (!mode.includes(`离线时不检查`) || !mode.includes(sql)) missing.push(`${rule.key}: 审核方式 lacks ${sql}`);
        if (!new RegExp(`离线审核时这条规则跳过[^。]*${sql}`).test(text)) missing.push(`${rule.key}: offline ${sql}`);
      }
      if (rule.allowOffline && rule.offlineSkippedStmts.length === 0 && mode.trim() !== '在线、离线均可') {
        missing.push(`${rule.key}: 审核方式「${mode}」`);
      }
      for (const type of rule.onlyAuditNotExecutedSQL ? [] : rule.executedSQLSkippedStmts) {
        const sql = `\`${statementOf(type)}\``;
        if (!new RegExp(`已经执行过的 SQL[^。]*跳过[^。]*${sql}`).test(text)) missing.push(`${rule.key}: executed ${sql}`);
      }
      if (rule.onlyAuditNotExecutedSQL && !/已经执行过的 SQL[^。]*时跳过这条规则/.test(text)) {
        missing.push(`${rule.key}: executed SQL`);
      }
    }
    assert.deepEqual(missing, []);
    const skipping = rules.filter((r) => r.offlineSkippedStmts.length || r.executedSQLSkippedStmts.length).length;
    report.push(`rule reference ${version}: ${skipping} rules with statement-level exceptions shown`);
  });
}

test('a statement exception the page cannot name stops the generator', () => {
  const input = versionInput('v4');
  const rules = input.rules.map((r) => (r.key === 'SQLE00002' ? {...r, offlineSkippedStmts: ['DropViewStmt']} : r));
  assert.throws(() => renderPages({...input, rules}), /SQLE00002: statement type DropViewStmt/);
});

test('every rule example is verified at each SQLE tag whose data has the rule, and no record names another tag', () => {
  const notes = readNotes();
  const tags = new Map(versionNames.map((v) => [readRules(v).sources.sqle.ref, v]));
  const problems: string[] = [];
  for (const version of versionNames) {
    const data = readRules(version);
    for (const rule of data.rules) {
      const note = notes.get(rule.key);
      if (note?.bad && !note.verified?.[data.sources.sqle.ref]) problems.push(`${rule.key}: no record for ${data.sources.sqle.ref}`);
    }
  }
  for (const [key, note] of notes) {
    for (const tag of Object.keys(note.verified ?? {})) {
      const version = tags.get(tag);
      if (!version) problems.push(`${key}: ${tag} is not the SQLE tag of any docs version`);
      else if (!readRules(version).rules.some((r) => r.key === key)) problems.push(`${key}: ${tag} has no such rule`);
    }
  }
  assert.deepEqual(problems, []);
  for (const version of versionNames) {
    const tag = readRules(version).sources.sqle.ref;
    const records = [...notes.values()].map((n) => n.verified?.[tag]).filter(Boolean);
    report.push(
      `rule examples ${tag}: ${records.filter((r) => r === 'run').length} rules run, ${records.filter((r) => r === 'needs-data-source').length} need a data source`,
    );
  }
});

test('a rule whose examples need a data source says so on that version\'s page only', () => {
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'rule-notes-'));
  const note = (verified: string) =>
    `dml_check_explain_access_type_all:\n  trigger: x\n  why: y\n  bad: |\n    SELECT 1;\n  good: |\n    SELECT 2;\n  verified: ${verified}\n`;
  const v4 = readRules('v4').sources.sqle.ref;
  const v3 = readRules('v3').sources.sqle.ref;
  fs.writeFileSync(path.join(dir, 'a.yaml'), note(`{${v4}: needs-data-source, ${v3}: run}`));
  const text = (v: 'v4' | 'v3') =>
    section(pagesOf(v, readNotes(dir)).map((p) => p.markdown).join('\n'), 'dml_check_explain_access_type_all');
  assert.match(text('v4'), new RegExp(`没有用 SQLE ${v4.replace(/\./g, '\\.')} 的规则代码实际运行`));
  assert.doesNotMatch(text('v3'), /没有用 SQLE .* 的规则代码实际运行/);
  fs.writeFileSync(path.join(dir, 'a.yaml'), note(`{${v4}: maybe}`));
  assert.throws(() => readNotes(dir), /verified v4\.2606\.0: maybe is not one of run, needs-data-source/);
  fs.rmSync(dir, {recursive: true});
});

test('v4: a rule tagged offline that runs only online says the tag does not decide', () => {
  const markdown = pagesOf('v4').map((p) => p.markdown).join('\n');
  const tagged = readRules('v4').rules.filter((r) => !r.allowOffline && r.tags?.[ACCURACY_TAG]?.includes(OFFLINE_TAG));
  assert.ok(tagged.length > 0, 'v4 data has rules tagged offline that run only online');
  const silent = tagged.filter((r) => !/审核精度含“离线”，但离线审核时这条规则不执行/.test(section(markdown, r.key)));
  assert.deepEqual(silent.map((r) => r.key), []);
  report.push(`rule reference v4: ${tagged.length} rules tagged ${OFFLINE_TAG} but only online, each says which governs`);
});
