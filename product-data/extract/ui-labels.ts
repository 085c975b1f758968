/**
 * zh-CN texts of the web UI, flattened to `{"<package>/<file>.<path>": text}`.
 *
 * v3/v4: dms-ui `packages/<pkg>/{src,lib}/locale/zh-CN/*.ts` (v3 keeps the shared
 * texts in `packages/shared/lib`); v2: sqle-ui
 * `src/locale/zh-CN/*.ts`. The files are TypeScript modules exporting object
 * literals; each is transpiled with the TypeScript compiler already in the
 * project and evaluated alone (the index files, which only combine them, are
 * skipped). Server-side zh texts the UI displays (rule categories, scan type
 * names, DMS messages) come from the go-i18n `active.zh.toml` files and are
 * keyed `<repo>:<path>#<ID>`; v2 has no toml and keeps them as Chinese string
 * literals in Go, keyed `sqle:<path>#<text>` (DMS's permission module names too).
 */
import ts from 'typescript';
import type {RepoAt} from './git';
import type {ExtractContext, ExtractModule} from './module';

export type UiLabelsData = {
  files: string[];
  labels: Record<string, string>;
  /**
   * Locale keys that no component refers to: texts kept in the locale files
   * that the UI never shows (「是否去重」 while the switch reads 「数据去重」).
   */
  unreferenced: string[];
};

const SERVER_TOML: {repo: 'sqle' | 'dms'; path: string}[] = [
  {repo: 'sqle', path: 'sqle/locale/active.zh.toml'},
  {repo: 'sqle', path: 'sqle/driver/mysql/plocale/active.zh.toml'},
  {repo: 'dms', path: 'internal/pkg/locale/active.zh.toml'},
];

function evaluate(source: string, file: string): unknown {
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020},
    fileName: file,
  });
  const module = {exports: {} as Record<string, unknown>};
  const require = (id: string) => {
    throw new Error(`${file}: locale file imports ${id}; only self-contained files are supported`);
  };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, require);
  return module.exports.default;
}

function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, `${prefix}.${k}`, out);
  }
}

function tomlStrings(src: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of src.matchAll(/^"?([\w.-]+)"?\s*=\s*("(?:[^"\\\n]|\\.)*")\s*$/gm)) out[m[1]] = JSON.parse(m[2]);
  return out;
}

/**
 * Before go-i18n (v2), server-side texts the UI shows (scan task types and
 * their parameters, role operation names) are Chinese string literals in Go.
 */
const SERVER_GO_DIRS = ['sqle/server/auditplan', 'sqle/model', 'sqle/pkg/im'];
/** DMS names permission modules (「SQL工单」「SQL优化」…) with Go constants, in every version. */
const DMS_GO_FILES = ['internal/dms/biz/op_permission.go'];
const CHINESE_GO_STRING = /"((?:[^"\\\n]|\\.)*[\u4e00-\u9fff](?:[^"\\\n]|\\.)*)"|\bDesc:\s*"((?:[^"\\\n]|\\.)*)"/g;

/**
 * A few form labels are written in the code instead of the locale
 * (`label="Webhook url"`, `label: 'App ID'`, a menu item's `text: '克隆'`);
 * they are keyed `<repo>:<path>#<text>`.
 */
const TSX_LABEL = /\b(?:label|title|text)(?:=|:\s*)(?:"([^"\n{]{1,40})"|'([^'\n{]{1,40})')/g;

/** How a locale key is spelled: dotted path segments, `execWorkflow.create.auditResult.clearDuplicate`. */
const KEY = String.raw`[a-zA-Z]\w*(?:\.[\w-]+)+`;
/** A locale key written out in code: `t('execWorkflow.create.auditResult.clearDuplicate')`, or kept in a table. */
const KEY_LITERAL = new RegExp(`['"\`](${KEY})['"\`]`, 'g');
const LOCALE_KEY = new RegExp(`^${KEY}$`);
/** The fixed head of a key built at run time: `t(`common.cron.week.${day}`)`. */
const KEY_HEAD = /`([a-zA-Z]\w*(?:\.[\w-]+)*\.)\$\{/g;
const UI_CODE = /\.tsx?$/;
const NOT_UI_CODE = /(\/locale\/|\.test\.tsx?$|\.d\.ts$|__tests__|__snapshots__|\/demo\/|\.stories\.tsx$|\/mock(Api)?\/|\/testUtils?\/|\/\.[^/]+$)/;

/**
 * Locale keys (`<package>/<file>.<path>`) that the code never names. A key
 * counts as named when the code holds it whole, one of its parent paths (a
 * component that adds the last part itself), or the head of a key built at
 * run time that it starts with. So "unreferenced" errs on the side of
 * "maybe shown": it flags only texts no code can reach.
 */
export function unreferencedKeys(localeKeys: string[], code: string[]): string[] {
  const named = new Set<string>();
  const heads: string[] = [];
  for (const text of code) {
    for (const m of text.matchAll(KEY_LITERAL)) named.add(m[1]);
    for (const m of text.matchAll(KEY_HEAD)) heads.push(m[1]);
  }
  return localeKeys
    .filter((key) => {
      const path = key.slice(key.indexOf('/') + 1);
      const parts = path.split('.');
      const parents = parts.map((_, i) => parts.slice(0, i + 1).join('.'));
      return !parents.some((p) => named.has(p)) && !heads.some((head) => path.startsWith(head));
    })
    .sort();
}

export function extractUiLabels(ctx: ExtractContext): UiLabelsData {
  const labels: Record<string, string> = {};
  const files: string[] = [];
  const ui = ctx.uses('dms-ui') ? ctx.repo('dms-ui') : ctx.repo('sqle-ui');
  const localeFiles = ui
    .list(ctx.uses('dms-ui') ? 'packages' : 'src/locale')
    .filter((f) => /(^|\/)(src|lib)\/locale\/zh-CN\/.+\.ts$/.test(f) && !/\/index\.ts$/.test(f));
  const codeFiles = ui.list(ctx.uses('dms-ui') ? 'packages' : 'src').filter((f) => UI_CODE.test(f) && !NOT_UI_CODE.test(f));
  ui.prefetch([...localeFiles, ...codeFiles]);
  for (const file of localeFiles) {
    const pkg = /^packages\/([^/]+)\//.exec(file)?.[1];
    const name = file.replace(/^.*\/zh-CN\//, '').replace(/\.ts$/, '');
    flatten(evaluate(ui.show(file), file), pkg ? `${pkg}/${name}` : name, labels);
    files.push(`${ui.name}:${file}`);
  }
  const localeKeys = Object.keys(labels);
  const code: string[] = [];
  for (const file of codeFiles) {
    const text = ui.show(file);
    code.push(text);
    for (const m of text.matchAll(TSX_LABEL)) {
      const label = (m[1] ?? m[2]).trim();
      // `title: 'common.version.ceTitle'` names a locale key, it is not a text.
      if (label && !LOCALE_KEY.test(label)) labels[`${ui.name}:${file}#${label}`] = label;
    }
  }
  const goLiterals = (repo: RepoAt, file: string) => {
    for (const m of repo.show(file).matchAll(CHINESE_GO_STRING)) {
      const text = JSON.parse(`"${m[1] ?? m[2]}"`) as string;
      if (text && text.length <= 80 && !text.includes('%')) labels[`${repo.name}:${file}#${text}`] = text;
    }
    files.push(`${repo.name}:${file}`);
  };
  const sqle = ctx.repo('sqle');
  if (!sqle.has('sqle/locale/active.zh.toml')) {
    for (const dir of SERVER_GO_DIRS) {
      sqle.list(dir).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go')).forEach((f) => goLiterals(sqle, f));
    }
  }
  if (ctx.uses('dms')) {
    DMS_GO_FILES.filter((f) => ctx.repo('dms').has(f)).forEach((f) => goLiterals(ctx.repo('dms'), f));
  }
  for (const t of SERVER_TOML) {
    if (!ctx.uses(t.repo) || !ctx.repo(t.repo).has(t.path)) continue;
    for (const [id, text] of Object.entries(tomlStrings(ctx.repo(t.repo).show(t.path)))) {
      labels[`${t.repo}:${t.path}#${id}`] = text;
    }
    files.push(`${t.repo}:${t.path}`);
  }
  return {files, labels, unreferenced: unreferencedKeys(localeKeys, code)};
}

export const uiLabelsModule: ExtractModule = {
  name: 'ui-labels',
  repos: ['dms-ui', 'sqle-ui', 'sqle', 'dms'],
  extract: extractUiLabels,
};
