/**
 * Markdown of the rule-reference pages of one version, from product data and
 * rule notes. Pure functions: the generator writes the result, tests read it.
 */
import {formatFor} from 'autocorrect-node';
import {categoryOf, ruleCategories} from './categories';
import type {ProductVersion, Rule, RuleNote, Sources} from './data';
import {offscreenSection} from '../offscreenSection';

export type VersionInput = {
  version: ProductVersion;
  rules: Rule[];
  sources: Sources;
  /** zh names of the levels as this version's UI shows them. */
  levelNames: Record<Rule['level'], string>;
  notes: Map<string, RuleNote>;
  /** The same rule key in the other versions (for availability and differences). */
  others: Partial<Record<ProductVersion, Map<string, Rule>>>;
};

export type Page = {slug: string; markdown: string; keys: string[]};

const TYPE_NAMES: Record<string, string> = {int: '整数', string: '字符串', bool: '布尔值', float64: '小数', password: '密码'};

/** Text that MDX would otherwise read as JSX, expressions or emphasis. */
export function escapeInline(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/[{}*_`[\]]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;')
    .replace(/\|/g, '\\|')
    .replace(/\s+/g, ' ')
    .trim();
}

const DIGITS = '零一二三四五六七八九';

/**
 * Our own prose in the site's copy style (autocorrect: spaces between Chinese
 * and Latin text), with every 「」 quote left byte for byte: a quote holds the
 * product's text (a rule name, a UI label), which a reader must find as is.
 */
export function prose(text: string): string {
  const quotes: string[] = [];
  const masked = text.replace(/「[^「」\n]*」/g, (q) => {
    quotes.push(q);
    return `「引${[...String(quotes.length - 1)].map((d) => DIGITS[Number(d)]).join('')}」`;
  });
  return formatFor(masked, 'page.md').replace(/「引([零一二三四五六七八九]+)」/g, (_, n: string) =>
    quotes[Number([...n].map((c) => DIGITS.indexOf(c)).join(''))],
  );
}

/** SQL statements of the TiDB parser's AST node types that rules list as exceptions. */
const STATEMENTS: Record<string, string> = {AlterTableStmt: 'ALTER TABLE', CreateIndexStmt: 'CREATE INDEX'};

function statements(types: string[], key: string): string {
  return types
    .map((t) => {
      if (!STATEMENTS[t]) throw new Error(`${key}: statement type ${t} has no SQL name in rule-reference/render.ts`);
      return `\`${STATEMENTS[t]}\``;
    })
    .join('、');
}

/** The 审核方式 cell: AllowOffline, narrowed by the statements the rule still skips offline. */
export function auditMode(rule: Rule): string {
  if (!rule.allowOffline) return '仅在线（需连接数据源）';
  if (rule.offlineSkippedStmts.length === 0) return '在线、离线均可';
  return `在线、离线均可（离线时不检查 ${statements(rule.offlineSkippedStmts, rule.key)}）`;
}

/** What the rule skips beyond its 审核方式: statements offline, and executed SQL. */
export function exceptions(rule: Rule): string[] {
  const out: string[] = [];
  if (rule.offlineSkippedStmts.length) {
    out.push(
      `离线审核时这条规则跳过 ${statements(rule.offlineSkippedStmts, rule.key)} 语句，只有连接数据源审核时才检查它们。`,
    );
  }
  if (rule.onlyAuditNotExecutedSQL) out.push('审核已经执行过的 SQL（例如智能扫描采集的语句）时跳过这条规则。');
  else if (rule.executedSQLSkippedStmts.length) {
    out.push(
      `审核已经执行过的 SQL（例如智能扫描采集的语句）时，这条规则跳过 ${statements(rule.executedSQLSkippedStmts, rule.key)} 语句。`,
    );
  }
  return out;
}

/** The v4 tag group on audit accuracy and its offline tag, as SQLE names them. */
export const ACCURACY_TAG = '审核精度';
export const OFFLINE_TAG = '离线';

const code = (text: string) => (text === '' ? '（空）' : `\`${text.replace(/`/g, "'")}\``);
const fence = (sql: string) => ['```sql', sql.replace(/\s+$/, ''), '```'].join('\n');

function paramsTable(rule: Rule): string[] {
  if (rule.params.length === 0) return [];
  return [
    '',
    '| 参数 | 类型 | 默认值 |',
    '| --- | --- | --- |',
    ...rule.params.map((p) => `| ${escapeInline(p.label)} | ${TYPE_NAMES[p.type] ?? p.type} | ${code(p.default)} |`),
  ];
}

function differences(rule: Rule, input: VersionInput): string[] {
  const lines: string[] = [];
  for (const [version, map] of Object.entries(input.others) as [ProductVersion, Map<string, Rule>][]) {
    const other = map.get(rule.key);
    if (!other) continue;
    const changes: string[] = [];
    if (other.level !== rule.level) changes.push(`默认等级为${input.levelNames[other.level]}`);
    if (auditMode(other) !== auditMode(rule)) changes.push(`审核方式为${auditMode(other)}`);
    for (const p of rule.params) {
      const q = other.params.find((x) => x.key === p.key);
      if (q && q.default !== p.default) changes.push(`参数「${escapeInline(p.label)}」默认值为 ${code(q.default)}`);
    }
    if (changes.length) lines.push(`${version} 中${changes.join('，')}。`);
  }
  return lines;
}

function ruleSection(rule: Rule, input: VersionInput): string {
  const note = input.notes.get(rule.key);
  const has = (Object.keys(input.others) as ProductVersion[]).filter((v) => input.others[v]!.has(rule.key));
  const versions = [input.version, ...has].sort().reverse();
  // Classic heading id, escaped: the site runs MDX without mdx1Compat, so a bare `{` would be an expression.
  const heading = `## ${escapeInline(rule.name)} \\{#${rule.key}}`;
  const body = [
    // A key–value list, not a table: it wraps to a phone's width instead of scrolling (src/css/custom.css).
    '<dl className="rule-meta">',
    ...[
      ['规则键', `\`${rule.key}\``],
      ['默认等级', input.levelNames[rule.level]],
      ['审核方式', auditMode(rule)],
      ['收录版本', versions.join('、')],
    ].map(([term, value]) => `  <div><dt>${term}</dt><dd>${value}</dd></div>`),
    '</dl>',
    ...paramsTable(rule),
  ];
  const facts: string[] = [];
  if (!rule.hasAuditFunc) facts.push('这条规则没有针对单条 SQL 的检查逻辑，启用后改变的是 SQLE 的审核或上线行为。');
  facts.push(...exceptions(rule));
  if (rule.tags) {
    const tags = Object.entries(rule.tags)
      .filter(([, list]) => list.length > 0)
      .map(([group, list]) => `${group}：${list.join('、')}`);
    if (tags.length) facts.push(`标签：${tags.join('；')}。`);
    // The 审核精度 tag only classifies the rule in the rule list; AllowOffline decides offline audits.
    if (!rule.allowOffline && rule.tags[ACCURACY_TAG]?.includes(OFFLINE_TAG)) {
      facts.push(`标签中的审核精度含“${OFFLINE_TAG}”，但离线审核时这条规则不执行：标签只用于分类和筛选，以审核方式为准（见[审核规则参考](./intro.md)）。`);
    }
  }
  if (facts.length) body.push('', facts.join(''));
  if (note) {
    body.push('', `**触发条件**：${prose(note.trigger.trim())}`, '', `**为什么重要**：${prose(note.why.trim())}`);
    if (note.params) body.push('', `**参数**：${prose(note.params.trim())}`);
    if (note.bad && note.good) {
      body.push('', '违反规则的写法：', '', fence(note.bad), '', '符合规则的写法：', '', fence(note.good));
      if (note.verified?.[input.sources.sqle.ref] === 'needs-data-source') {
        body.push(
          '',
          `这条规则要向数据源查询执行计划、数据量或索引信息，上面两段示例是否命中取决于你的数据源，本站没有用 SQLE ${input.sources.sqle.ref} 的规则代码实际运行它们。`,
        );
      }
    } else if (note.no_example) {
      body.push('', `**示例**：${prose(note.no_example.trim())}`);
    }
  }
  const diff = [...differences(rule, input), ...(note?.versions ? [prose(note.versions.trim())] : [])];
  if (diff.length) body.push('', `**版本差异**：${diff.join('')}`);
  return `${heading}\n\n${offscreenSection(body.join('\n'))}`;
}

/** One page per category that has rules in this version, in the order of `ruleCategories`. */
export function renderPages(input: VersionInput): Page[] {
  const sqle = input.sources.sqle;
  const byCategory = new Map<string, Rule[]>();
  for (const rule of input.rules) {
    const slug = categoryOf(rule.category).slug;
    byCategory.set(slug, [...(byCategory.get(slug) ?? []), rule]);
  }
  return ruleCategories
    .filter((c) => byCategory.has(c.slug))
    .map((category, index) => {
      const rules = byCategory.get(category.slug)!;
      const markdown = [
        '---',
        `title: ${category.label}类审核规则`,
        `sidebar_label: ${category.label}`,
        `description: SQLE ${sqle.ref} 内置的 ${rules.length} 条「${category.name}」类 MySQL 审核规则：规则键、默认等级、参数默认值、审核方式和说明。`,
        // Generated pages have no git history: the date is the SQLE commit the data was read from.
        'last_update:',
        `  date: ${sqle.date}`,
        'custom_edit_url: null',
        '---',
        '',
        prose(category.intro),
        '',
        `本页共 ${rules.length} 条规则，数据取自 SQLE ${sqle.ref} 的源码。每条规则的标题就是它在审核规则模板中显示的名称，锚点是规则键，可以用 \`#规则键\` 直接链接到某条规则。表中的默认等级和参数是 SQLE 的出厂设置，你所用的审核规则模板可能已经调整过，以模板中的设置为准。等级、审核方式和参数的含义见[审核规则参考](./intro.md)。`,
        '',
        ...rules.map((r) => `${ruleSection(r, input)}\n`),
      ].join('\n');
      return {slug: category.slug, markdown, keys: rules.map((r) => r.key)};
    });
}
