/**
 * Configuration keys and their shipped defaults.
 *
 * Keys come from two places: the config templates a release ships (default
 * values as written there), and the Go structs the config file is read into
 * (every key the process accepts, including ones no template writes, such as
 * `sqle.service.pprof_port`). List items are written `key[].field`.
 * v3/v4: one etc/config.yaml with a `dms:` and a `sqle:` section; v2: `etc/sqled.yml`.
 */
import yaml from 'js-yaml';
import {structs, type StructField} from './golit';
import type {RepoAt} from './git';
import type {ExtractContext, ExtractModule} from './module';
import type {RepoName} from './sources';

export type ConfigKey = {
  key: string;
  /** Default as the shipped template writes it (YAML scalar as a string; "" when left empty). */
  default?: string;
  /** Template files that write the key (repo:path). */
  templates: string[];
  /** The config struct declares it. */
  declared: boolean;
};
export type ConfigKeysData = {files: string[]; keys: ConfigKey[]};

type Template = {repo: RepoName; path: string; heredoc?: string};
/** Shipped templates, newest layout first; files absent at a ref are skipped. */
const TEMPLATES: Template[] = [
  {repo: 'dms', path: 'config.yaml'},
  {repo: 'sqle', path: 'config.yaml.template'},
  // The RPM spec appends the sqle: section itself (with sql_rewriting_config in v4).
  {repo: 'sqle', path: 'build/sqled_with_dms.spec', heredoc: 'etc/config.yaml<<EOF'},
  // v2: the RPM writes etc/sqled.yml.template.
  {repo: 'sqle', path: 'build/sqled.spec', heredoc: 'etc/sqled.yml.template<<EOF'},
];
/** Config struct roots: the type yaml.Unmarshal fills, and the folders of the types it uses. */
const STRUCT_ROOTS: {repo: RepoName; root: string; file: string; folders: string[]}[] = [
  // sqle embeds DMS's BaseOptions; its vendor copy is the version sqle is built with.
  {
    repo: 'sqle',
    root: 'Options',
    file: 'sqle/config/config.go',
    folders: ['sqle/config', 'vendor/github.com/actiontech/dms/pkg/dms-common/conf'],
  },
  {repo: 'sqle', root: 'Config', file: 'sqle/config/config.go', folders: ['sqle/config']},
  {
    repo: 'dms',
    root: 'Options',
    file: 'internal/apiserver/conf/options.go',
    folders: ['internal/apiserver/conf', 'pkg/dms-common/conf', 'internal/sql_workbench/config', 'pkg/params'],
  },
];

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) flatten(item, `${prefix}[]`, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value === null || value === undefined ? '' : String(value));
  }
}

function templateText(repo: RepoAt, t: Template): string | undefined {
  if (!repo.has(t.path)) return undefined;
  const text = repo.show(t.path);
  if (!t.heredoc) return text;
  const start = text.indexOf(t.heredoc);
  if (start < 0) return undefined;
  const body = text.slice(text.indexOf('\n', start) + 1);
  return body.slice(0, body.search(/^EOF$/m));
}

/** Struct types by file, and the names of all other declared types (`type Params []*Param`: a leaf of the config). */
type GoFiles = {byFile: Map<string, Record<string, StructField[]>>; otherTypes: Set<string>};

function lookup(files: GoFiles, fromFile: string, type: string): StructField[] | undefined {
  const bare = type.replace(/^[[\]*]+/, '');
  const name = bare.replace(/^\w+\./, '');
  const local = !bare.includes('.');
  const same = files.byFile.get(fromFile)?.[name];
  if (local && same) return same;
  for (const [file, decls] of files.byFile) {
    if (decls[name] && (!local || file.split('/').slice(0, -1).join('/') === fromFile.split('/').slice(0, -1).join('/'))) {
      return decls[name];
    }
  }
  return undefined;
}

function fileOf(files: GoFiles, list: StructField[]): string {
  for (const [file, decls] of files.byFile) if (Object.values(decls).includes(list)) return file;
  throw new Error('struct not found');
}

function walk(files: GoFiles, file: string, list: StructField[], prefix: string, out: Set<string>): void {
  for (const f of list) {
    const key = f.inline ? prefix : `${prefix}${prefix ? '.' : ''}${f.tag || f.name.toLowerCase()}`;
    if (f.tag === '-') continue;
    const isList = f.type.startsWith('[]');
    if (!f.inline) out.add(key);
    const inner = f.anonymous ?? lookup(files, file, f.type);
    if (inner) {
      walk(files, f.anonymous ? file : fileOf(files, inner), inner, isList ? `${key}[]` : key, out);
    } else if (/^[[\]*]*(\w+\.)?[A-Z]/.test(f.type) && !files.otherTypes.has(f.type.replace(/^[[\]*]*(\w+\.)?/, ''))) {
      throw new Error(`config struct ${file}: type ${f.type} of ${key} not found`);
    }
  }
}

export function extractConfigKeys(ctx: ExtractContext): ConfigKeysData {
  const keys = new Map<string, ConfigKey>();
  const entry = (key: string) => {
    if (!keys.has(key)) keys.set(key, {key, templates: [], declared: false});
    return keys.get(key)!;
  };
  const files: string[] = [];
  for (const t of TEMPLATES) {
    if (!ctx.uses(t.repo)) continue;
    const text = templateText(ctx.repo(t.repo), t);
    if (text === undefined) continue;
    const where = `${t.repo}:${t.path}`;
    files.push(where);
    const flat = new Map<string, string>();
    flatten(yaml.load(text), '', flat);
    for (const [key, value] of flat) {
      const e = entry(key);
      e.templates.push(where);
      // The first template naming a key gives its default (dms config.yaml, then sqle's template).
      if (e.default === undefined) e.default = value;
    }
  }
  for (const s of STRUCT_ROOTS) {
    if (!ctx.uses(s.repo)) continue;
    const repo = ctx.repo(s.repo);
    if (!repo.has(s.file)) continue;
    const goFiles: GoFiles = {byFile: new Map(), otherTypes: new Set()};
    for (const folder of s.folders) {
      const goSources = repo.list(folder).filter((file) => /\.go$/.test(file) && !/_test\.go$/.test(file));
      repo.prefetch(goSources);
      for (const file of goSources) {
        const src = repo.show(file);
        goFiles.byFile.set(file, structs(src));
        for (const m of src.matchAll(/^type (\w+) (?!struct\b)/gm)) goFiles.otherTypes.add(m[1]);
      }
    }
    const root = goFiles.byFile.get(s.file)?.[s.root];
    if (!root) continue;
    files.push(`${s.repo}:${s.file}#${s.root}`);
    const declared = new Set<string>();
    walk(goFiles, s.file, root, '', declared);
    for (const key of declared) entry(key).declared = true;
  }
  if (keys.size === 0) throw new Error(`${ctx.version}: no config keys found`);
  return {files, keys: [...keys.values()].sort((a, b) => (a.key < b.key ? -1 : 1))};
}

export const configKeysModule: ExtractModule = {name: 'config-keys', repos: ['sqle', 'dms'], extract: extractConfigKeys};
