/**
 * Lists the message strings a reader of SQLE can meet (errors, log lines, script output, UI texts)
 * from bare git mirrors at one release, so the troubleshooting pages can be checked against the source.
 *
 * Sources per repository (vendor code, tests and generated files are skipped):
 * - Go: string literals inside calls that build errors or write logs and output
 *   (errors.New, fmt.Errorf, errors.Wrap*, log.*f, Println, panic, …) and string constants named like
 *   error formats (`ldapServerErrorFormat`).
 * - Go i18n: the Chinese texts of `active.zh.toml` (what the zh-CN reader sees).
 * - Shell: `echo` texts in scripts, RPM spec files and Docker start scripts.
 * - Web UI: the string values of the zh-CN locale modules.
 *
 * Run directly: `tsx product-data/extract/messages.ts [v4|v3|v2 …]` writes product-data/<version>/messages.json.
 * No parser library reads Go, TOML and TS locale files from git blobs in one pass, and a full parser would
 * be far larger than this lexer-level scan, which only needs literals.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Bare git directory of each repository, by repository name (sqle, dms, dms-ui, sqle-ui). */
export type GitDirs = Record<string, string>;

const MAX_BUFFER = 1 << 30;

function git(gitDir: string, args: string[], input?: string): Buffer {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {maxBuffer: MAX_BUFFER, input});
}

/**
 * The commit a release tag names in a repository. UI repositories without the tag are read from the release
 * branch of that version (v2.2311.2 → release-2.2311.x), as sqle-ui publishes no tags for 2.x.
 */
export function resolveRef(gitDir: string, tag: string): {ref: string; commit: string} | undefined {
  const branch = tag.replace(/^v(\d+\.\d+)\.\d+.*$/, 'release-$1.x');
  for (const ref of [tag, branch]) {
    try {
      const commit = git(gitDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).toString().trim();
      if (commit) return {ref, commit};
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

type Kind = 'go' | 'toml' | 'shell' | 'uiLocale';

/** Which files hold reader-facing messages, and how to read them. */
function kindOf(file: string): Kind | undefined {
  if (/(^|\/)(vendor|node_modules|testdata|__tests__|mock|mocks)\//.test(file)) return undefined;
  if (file.endsWith('.go')) {
    if (/_test\.go$|\.pb(\.\w+)?\.go$|(^|\/)docs\/docs\.go$/.test(file)) return undefined;
    return 'go';
  }
  if (/(^|\/)active\.zh\.toml$/.test(file)) return 'toml';
  // Install, start and container scripts that ship with the product (not nested developer tooling).
  if (/^(scripts\/[^/]+\.(sh|initd)|build\/[^/]+\.spec|docker-images\/.*\.sh)$/.test(file)) return 'shell';
  if (/(^|\/)locale\/zh-CN\/[^/]+\.ts$/.test(file)) return 'uiLocale';
  return undefined;
}

/** Reads many blobs with one `git cat-file --batch` call. */
function readBlobs(gitDir: string, ids: string[]): string[] {
  if (ids.length === 0) return [];
  const out = git(gitDir, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  const texts: string[] = [];
  let at = 0;
  for (let i = 0; i < ids.length; i++) {
    const headerEnd = out.indexOf(10, at);
    const header = out.subarray(at, headerEnd).toString();
    const size = Number(header.split(' ')[2]);
    texts.push(out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    at = headerEnd + 1 + size + 1;
  }
  return texts;
}

const GO_ESCAPES: Record<string, string> = {n: '\n', t: '\t', r: '\r', '"': '"', "'": "'", '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v'};

/** Value of a Go interpreted string literal body (between the quotes). */
function unescapeGo(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (_all, esc: string) => {
    if (/^[xuU]/.test(esc)) return String.fromCodePoint(parseInt(esc.slice(1), 16));
    if (/^[0-7]{3}$/.test(esc)) return String.fromCharCode(parseInt(esc, 8));
    return GO_ESCAPES[esc] ?? esc;
  });
}

/** Go string literals between `start` (an opening parenthesis) and its closing parenthesis. */
function literalsInParens(src: string, start: number): string[] {
  const found: string[] = [];
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) break;
    } else if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"' && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      found.push(unescapeGo(src.slice(i + 1, j)));
      i = j;
    } else if (c === '`') {
      const j = src.indexOf('`', i + 1);
      if (j < 0) break;
      found.push(src.slice(i + 1, j));
      i = j;
    } else if (c === "'") {
      let j = i + 1;
      while (j < src.length && src[j] !== "'" && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '/' && src[i + 1] === '/') {
      const j = src.indexOf('\n', i);
      i = j < 0 ? src.length : j;
    } else if (c === '/' && src[i + 1] === '*') {
      const j = src.indexOf('*/', i + 2);
      i = j < 0 ? src.length : j + 1;
    }
  }
  return found;
}

/** Calls whose string arguments end up in an error, a log line or the process output. */
const GO_CALL =
  /(?:\b\w*(?:errors|Errors|err|Err|\be)\.(?:New\w*|Errorf|Wrapf?|WithMessagef?|WithStack)|\bfmt\.(?:Errorf|Print(?:f|ln)?|Fprint(?:f|ln)?)|\.(?:Fatalf?|Fatalln|Panicf?|Errorf|Error|Errorln|Warnf?|Warningf?|Warnln|Infof?|Infoln|Print(?:f|ln)?)|\bpanic)\(/g;
/** Constants and variables holding a message format, used by name in the calls above. */
const GO_FORMAT_CONST = /\b\w*(?:Format|Fmt|Msg|Message|Err|Error|Tips?)\s*(?:string\s*)?=\s*("(?:\\.|[^"\\\n])*"|`[^`]*`)/g;

export function goMessages(src: string): string[] {
  const found: string[] = [];
  for (const m of src.matchAll(GO_CALL)) {
    found.push(...literalsInParens(src, m.index! + m[0].length - 1));
  }
  for (const m of src.matchAll(GO_FORMAT_CONST)) {
    const lit = m[1];
    found.push(lit.startsWith('`') ? lit.slice(1, -1) : unescapeGo(lit.slice(1, -1)));
  }
  return found;
}

/** Values of `key = "…"` lines (basic and literal strings; the locale files use no multi-line strings). */
export function tomlMessages(src: string): string[] {
  const found: string[] = [];
  for (const m of src.matchAll(/^\s*[\w.-]+\s*=\s*(?:"((?:\\.|[^"\\])*)"|'([^']*)')\s*$/gm)) {
    found.push(m[2] ?? unescapeGo(m[1]));
  }
  return found;
}

/** Texts printed with `echo` in shell scripts and RPM scriptlets. */
export function shellMessages(src: string): string[] {
  const found: string[] = [];
  for (const m of src.matchAll(/\becho\s+(?:-[ne]+\s+)?(?:"((?:\\.|[^"\\])*)"|'([^']*)'|([^\s"'&|;)>][^&|;)>\n]*))/g)) {
    found.push((m[1] ?? m[2] ?? m[3]).trim());
  }
  return found;
}

/** String values (`key: '…'`) of a zh-CN UI locale module. */
export function uiLocaleMessages(src: string): string[] {
  const found: string[] = [];
  for (const m of src.matchAll(/:\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)/g)) {
    const body = m[1] ?? m[2] ?? m[3];
    found.push(body.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c)));
  }
  return found;
}

const READERS: Record<Kind, (src: string) => string[]> = {
  go: goMessages,
  toml: tomlMessages,
  shell: shellMessages,
  uiLocale: uiLocaleMessages,
};

/** Drops what no reader meets as a message: format-only strings, identifiers, SQL fragments, paths. */
export function isMessage(text: string): boolean {
  const words = text.replace(/%[-+# 0-9.*]*[a-zA-Z%]|\{\{\s*\w+\s*\}\}/g, ' ');
  if (/[\u4e00-\u9fff]/.test(words)) return true;
  if (!/[A-Za-z]{2,}.*[ _:,.-].*[A-Za-z]{2,}/s.test(words)) return false; // needs two words
  if (/^[\w.]+$/.test(text)) return false; // identifiers, keys, dotted names
  if (/^\s*(SELECT|INSERT|UPDATE|DELETE|SHOW|ALTER|CREATE|DROP|SET|WITH)\s/.test(text)) return false; // SQL, upper case as written in code
  if (/^[\w./-]+$/.test(text)) return false; // paths and URLs without spaces
  return true;
}

/** Messages of the named repositories at one release tag, sorted and without duplicates. */
export function extractMessages(gitDirs: GitDirs, tag: string): string[] {
  const all = new Set<string>();
  for (const gitDir of Object.values(gitDirs)) {
    const at = resolveRef(gitDir, tag);
    if (!at) continue;
    const entries = git(gitDir, ['ls-tree', '-r', '-z', at.commit])
      .toString()
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta, file] = line.split('\t');
        return {type: meta.split(' ')[1], id: meta.split(' ')[2], file};
      })
      .filter((e) => e.type === 'blob' && kindOf(e.file));
    const texts = readBlobs(gitDir, entries.map((e) => e.id));
    entries.forEach((e, i) => {
      for (const text of READERS[kindOf(e.file)!](texts[i])) {
        const message = text.trim();
        if (message && isMessage(message)) all.add(message);
      }
    });
  }
  return [...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Releases the docs describe, and the repositories that make up each. */
export const releases = {
  v4: {tag: 'v4.2606.0', repos: ['sqle', 'dms', 'dms-ui']},
  v3: {tag: 'v3.2412.1', repos: ['sqle', 'dms', 'dms-ui']},
  v2: {tag: 'v2.2311.2', repos: ['sqle', 'sqle-ui']},
} as const;

export type DocsVersion = keyof typeof releases;

/** Mirror layout of this project: <root>/actiontech+<repo>/repo (override the root with SQLE_MIRRORS). */
export function mirrorDirs(repos: readonly string[], root = process.env.SQLE_MIRRORS ?? '/work/.mirror'): GitDirs {
  return Object.fromEntries(repos.map((repo) => [repo, path.join(root, `actiontech+${repo}`, 'repo')]));
}

export function messagesFile(version: DocsVersion): string {
  return path.join('product-data', version, 'messages.json');
}

function main(args: string[]) {
  const versions = (args.length > 0 ? args : Object.keys(releases)) as DocsVersion[];
  for (const version of versions) {
    const {tag, repos} = releases[version];
    if (!tag) throw new Error(`unknown docs version ${version}`);
    const dirs = mirrorDirs(repos);
    const sources = Object.fromEntries(
      Object.entries(dirs).map(([repo, dir]) => [repo, resolveRef(dir, tag) ?? null]),
    );
    const messages = extractMessages(dirs, tag);
    const file = messagesFile(version);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, `${JSON.stringify({tag, sources, messages}, null, 1)}\n`);
    console.log(`${file}: ${messages.length} messages, ${fs.statSync(file).size} bytes`);
  }
}

if (process.argv[1]?.endsWith(path.join('extract', 'messages.ts'))) {
  main(process.argv.slice(2));
}
