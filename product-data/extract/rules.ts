/**
 * Built-in MySQL audit rules of the community build, as the zh-CN UI shows them.
 *
 * v3/v4: `rule/rule_list.go` (named keys, constants in rule.go) and, from v4,
 * `rule/ai/rule_000NN.go` (keys SQLE000NN); names, categories, tags and
 * parameter labels are i18n messages of `plocale` (zh text from
 * active.zh.toml, falling back to message_zh.go). v2: `rule/rule.go` with
 * inline Chinese. Files with the `trial` build tag are skipped. SQLE's
 * Annotation texts are deliberately not read: we never publish them. The
 * Message template is read as a search key only (a reader who pastes an audit
 * result lands on the rule, src/plugins/pagefind/searchKeys/): no page shows it.
 */
import {fields, i18nMessages, literalAfter, stringConstants, type GoValue} from './golit';
import type {ExtractContext, ExtractModule} from './module';

export type RuleParam = {key: string; label: string; type: string; default: string};
export type Rule = {
  key: string;
  /** Desc: the rule name the UI shows. */
  name: string;
  category: string;
  /** Tag groups (v4 AI rules): zh group name → zh tags. */
  tags?: Record<string, string[]>;
  level: 'normal' | 'notice' | 'warn' | 'error';
  params: RuleParam[];
  /** AllowOffline: usable without a connected data source (offline audit). */
  allowOffline: boolean;
  /** Whether an audit function exists (false: a setting-only rule such as 全局配置). */
  hasAuditFunc: boolean;
  /** Skipped when auditing SQL that already ran (scans of executed SQL). */
  onlyAuditNotExecutedSQL: boolean;
  /**
   * NotAllowOfflineStmts: statement node types (TiDB parser AST, e.g.
   * `AlterTableStmt`) this rule skips in an offline audit even though
   * AllowOffline is set (RuleHandler.IsAllowOfflineRule).
   */
  offlineSkippedStmts: string[];
  /** NotSupportExecutedSQLAuditStmts: statement node types skipped when auditing executed SQL. */
  executedSQLSkippedStmts: string[];
  /** Where the rule is defined, relative to the MySQL rule folder. */
  source: string;
  /**
   * The audit result SQLE prints for a hit, `%v`/`%s`/`%d` standing for
   * values: a search key only, never page text.
   */
  message?: string;
};
export type RulesData = {edition: string; rules: Rule[]};

const RULE_DIR = 'sqle/driver/mysql/rule';
const PLOCALE = 'sqle/driver/mysql/plocale';
const LEVELS = {RuleLevelNormal: 'normal', RuleLevelNotice: 'notice', RuleLevelWarn: 'warn', RuleLevelError: 'error'} as const;

function isTrial(src: string): boolean {
  const tag = /^\/\/go:build\s+(.+)$/m.exec(src)?.[1] ?? '';
  return /(^|[\s(&|])trial\b/.test(tag.replace(/!trial/g, ''));
}

/** Resolves identifiers and i18n messages to text. */
class Names {
  constructor(
    private constants: Record<string, string>,
    private messages: Record<string, {id: string; other: string}>,
    private zh: Record<string, string>,
  ) {}

  text(value: GoValue | undefined, what: string): string {
    if (!value) throw new Error(`${what}: missing`);
    if (value.kind === 'str') return value.value;
    if (value.kind !== 'expr') throw new Error(`${what}: unexpected literal`);
    const name = value.text.replace(/^\w+\./, '');
    if (name in this.constants) return this.constants[name];
    const message = this.messages[name.replace(/\.ID$/, '')];
    if (message) return value.text.endsWith('.ID') ? message.id : (this.zh[message.id] ?? message.other);
    throw new Error(`${what}: cannot resolve ${value.text}`);
  }

  /** A message ID (for tag references `plocale.RuleTagDML.ID`) to its zh text. */
  idText(value: GoValue, what: string): string {
    const id = this.text(value, what);
    const message = Object.values(this.messages).find((m) => m.id === id);
    return this.zh[id] ?? message?.other ?? id;
  }
}

function bool(value: GoValue | undefined): boolean {
  return value?.kind === 'expr' && value.text === 'true';
}

/** `[]ast.Node{&ast.AlterTableStmt{}, …}` → `['AlterTableStmt', …]`. */
function stmtTypes(value: GoValue | undefined, what: string): string[] {
  if (value === undefined) return [];
  if (value.kind !== 'lit') throw new Error(`${what}: expected a []ast.Node literal`);
  return value.entries.map(({value: node}) => {
    if (node.kind !== 'lit' || !/^ast\.\w+Stmt$/.test(node.type)) throw new Error(`${what}: unexpected ${JSON.stringify(node)}`);
    return node.type.slice('ast.'.length);
  });
}

function toRule(handler: GoValue, names: Names, source: string): Rule {
  const h = fields(handler);
  const r = fields(h.Rule);
  const key = names.text(r.Name, 'Name');
  const level = LEVELS[(r.Level as {text: string}).text.replace(/^\w+\./, '') as keyof typeof LEVELS];
  if (!level) throw new Error(`${key}: unknown level ${JSON.stringify(r.Level)}`);
  const params = r.Params?.kind === 'lit' ? r.Params.entries : [];
  const rule: Rule = {
    key,
    name: names.text(r.Desc, `${key} Desc`),
    category: names.text(r.Category, `${key} Category`),
    level,
    params: params.map(({value}) => {
      const p = fields(value);
      return {
        key: names.text(p.Key, `${key} param Key`),
        label: names.text(p.Desc, `${key} param Desc`),
        type: (p.Type as {text: string}).text.replace(/^params\.ParamType/, '').toLowerCase(),
        default: names.text(p.Value, `${key} param Value`),
      };
    }),
    // v3/v4 keep AllowOffline in the rule, v2 in the handler.
    allowOffline: bool(r.AllowOffline) || bool(h.AllowOffline),
    hasAuditFunc: h.Func !== undefined && !(h.Func.kind === 'expr' && h.Func.text === 'nil'),
    onlyAuditNotExecutedSQL: bool(h.OnlyAuditNotExecutedSQL),
    offlineSkippedStmts: stmtTypes(h.NotAllowOfflineStmts, `${key} NotAllowOfflineStmts`),
    executedSQLSkippedStmts: stmtTypes(h.NotSupportExecutedSQLAuditStmts, `${key} NotSupportExecutedSQLAuditStmts`),
    source,
  };
  if (h.Message) rule.message = names.text(h.Message, `${key} Message`);
  if (r.CategoryTags?.kind === 'lit') {
    rule.tags = Object.fromEntries(
      r.CategoryTags.entries.map(({key: group, value}) => [
        names.idText({kind: 'expr', text: group!}, `${key} tag group`),
        value.kind === 'lit' ? value.entries.map((t) => names.idText(t.value, `${key} tag`)) : [],
      ]),
    );
  }
  return rule;
}

function tomlStrings(src: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of src.matchAll(/^(\w+)\s*=\s*("(?:[^"\\\n]|\\.)*")\s*$/gm)) out[m[1]] = JSON.parse(m[2]);
  return out;
}

export function extractRules(ctx: ExtractContext): RulesData {
  const sqle = ctx.repo('sqle');
  const goFiles = sqle.list(RULE_DIR).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
  sqle.prefetch(goFiles);
  const sources = new Map(goFiles.map((f) => [f, sqle.show(f)]));
  const constants = Object.assign({}, ...[...sources.values()].map(stringConstants));
  const hasPlocale = sqle.has(`${PLOCALE}/message_zh.go`);
  const names = new Names(
    constants,
    hasPlocale ? i18nMessages(sqle.show(`${PLOCALE}/message_zh.go`)) : {},
    hasPlocale ? tomlStrings(sqle.show(`${PLOCALE}/active.zh.toml`)) : {},
  );
  const rules: Rule[] = [];
  for (const [file, src] of sources) {
    if (isTrial(src)) continue;
    const rel = file.slice(RULE_DIR.length + 1);
    // v3/v4 rule table, v2 rule table, v4 AI rules (one per file).
    const table = [/sourceRuleHandlers\s*=\s*\[\]\*SourceHandler/, /\bRuleHandlers\s*=\s*\[\]RuleHandler/].find((m) => m.test(src));
    const single = /rh\s*:=\s*rulepkg\.SourceHandler/;
    if (!table && !single.test(src)) continue;
    const handlers = table ? literalAfter(src, table).entries.map((e) => e.value) : [literalAfter(src, single)];
    for (const handler of handlers) rules.push(toRule(handler, names, rel));
  }
  const keys = rules.map((r) => r.key);
  const dup = keys.filter((k, i) => keys.indexOf(k) !== i);
  if (dup.length) throw new Error(`duplicate rule keys: ${dup.join(', ')}`);
  rules.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // Every rule read here is in the public community build; EE-only rules are not in the public source.
  return {edition: 'ce', rules};
}

export const rulesModule: ExtractModule = {name: 'rules', repos: ['sqle'], extract: extractRules};
