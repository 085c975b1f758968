/**
 * zh-CN texts of the web UI, flattened to `{"<package>/<file>.<path>": text}`.
 *
 * v3/v4: dms-ui `packages/<pkg>/src/locale/zh-CN/*.ts`; v2: sqle-ui
 * `src/locale/zh-CN/*.ts`. The files are TypeScript modules exporting object
 * literals; each is transpiled with the TypeScript compiler already in the
 * project and evaluated alone (the index files, which only combine them, are
 * skipped). Server-side zh texts the UI displays (rule categories, scan type
 * names, DMS messages) come from the go-i18n `active.zh.toml` files and are
 * keyed `<repo>:<path>#<ID>`.
 */
import ts from 'typescript';
import type {ExtractContext, ExtractModule} from './module';

export type UiLabelsData = {files: string[]; labels: Record<string, string>};

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

export function extractUiLabels(ctx: ExtractContext): UiLabelsData {
  const labels: Record<string, string> = {};
  const files: string[] = [];
  const ui = ctx.uses('dms-ui') ? ctx.repo('dms-ui') : ctx.repo('sqle-ui');
  const localeFiles = ui
    .list(ctx.uses('dms-ui') ? 'packages' : 'src/locale')
    .filter((f) => /(^|\/)src\/locale\/zh-CN\/.+\.ts$/.test(f) && !/\/index\.ts$/.test(f));
  for (const file of localeFiles) {
    const pkg = /^packages\/([^/]+)\//.exec(file)?.[1];
    const name = file.replace(/^.*\/zh-CN\//, '').replace(/\.ts$/, '');
    flatten(evaluate(ui.show(file), file), pkg ? `${pkg}/${name}` : name, labels);
    files.push(`${ui.name}:${file}`);
  }
  for (const t of SERVER_TOML) {
    if (!ctx.uses(t.repo) || !ctx.repo(t.repo).has(t.path)) continue;
    for (const [id, text] of Object.entries(tomlStrings(ctx.repo(t.repo).show(t.path)))) {
      labels[`${t.repo}:${t.path}#${id}`] = text;
    }
    files.push(`${t.repo}:${t.path}`);
  }
  return {files, labels};
}

export const uiLabelsModule: ExtractModule = {
  name: 'ui-labels',
  repos: ['dms-ui', 'sqle-ui', 'sqle', 'dms'],
  extract: extractUiLabels,
};
