/**
 * Read files of SQLE's repositories at a tag straight from git objects
 * (`git show REF:path`), so bare mirrors work as well as normal clones.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {RepoName} from './sources';

/** Layouts tried under each directory of SQLE_REPOS, in order. */
const layouts = (dir: string, name: RepoName) => [
  path.join(dir, `actiontech+${name}`, 'repo'), // mirror layout: <dir>/actiontech+<name>/repo
  path.join(dir, name), // plain clone: <dir>/<name>
  path.join(dir, `${name}.git`), // bare clone: <dir>/<name>.git
];

export function findRepo(dirs: string[], name: RepoName): string {
  for (const dir of dirs) {
    for (const candidate of layouts(dir, name)) {
      if (fs.existsSync(candidate) && isGitDir(candidate)) return candidate;
    }
  }
  throw new Error(
    `no git repository "${name}" under ${dirs.join(', ')} (tried <dir>/actiontech+${name}/repo, <dir>/${name}, <dir>/${name}.git)`,
  );
}

function isGitDir(dir: string): boolean {
  try {
    execFileSync('git', ['-C', dir, 'rev-parse', '--git-dir'], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

const git = (repo: string, args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});

/**
 * File contents by blob id, per repository directory: reading many releases
 * of one repository (the release history) shares every unchanged file.
 */
const blobCache = new Map<string, Map<string, string>>();

/** Reads many blobs with one `git cat-file --batch` instead of one process per file. */
function readBlobs(dir: string, oids: string[]): Map<string, string> {
  const out = new Map<string, string>();
  if (oids.length === 0) return out;
  const raw = execFileSync('git', ['-C', dir, 'cat-file', '--batch'], {input: `${oids.join('\n')}\n`, maxBuffer: 1024 * 1024 * 1024});
  let at = 0;
  while (at < raw.length) {
    const eol = raw.indexOf(10, at);
    const [oid, type, size] = raw.subarray(at, eol).toString('utf8').split(' ');
    if (type === 'missing' || size === undefined) throw new Error(`git cat-file: ${oid} missing in ${dir}`);
    const start = eol + 1;
    out.set(oid, raw.subarray(start, start + Number(size)).toString('utf8'));
    at = start + Number(size) + 1;
  }
  return out;
}

/** One repository at one ref. */
export class RepoAt {
  /** Blob ids of the files `list()` has seen, for `prefetch()`. */
  private oids = new Map<string, string>();
  readonly commit: string;
  /** Committer date (YYYY-MM-DD) of the commit: a property of the commit, so output stays deterministic. */
  readonly date: string;
  constructor(
    readonly name: RepoName,
    readonly dir: string,
    readonly ref: string,
  ) {
    this.commit = git(dir, ['rev-parse', `${ref}^{commit}`]).trim();
    this.date = git(dir, ['log', '-1', '--format=%cs', this.commit]).trim();
  }

  show(file: string): string {
    const cached = this.oids.has(file) ? blobCache.get(this.dir)?.get(this.oids.get(file)!) : undefined;
    return cached ?? git(this.dir, ['show', `${this.commit}:${file}`]);
  }

  /** Loads listed files in one batch (and keeps them for other refs of this repository), so `show()` spawns no process. */
  prefetch(files: string[]): void {
    if (!blobCache.has(this.dir)) blobCache.set(this.dir, new Map());
    const cache = blobCache.get(this.dir)!;
    const missing = [...new Set(files.map((f) => this.oids.get(f)).filter((oid): oid is string => !!oid && !cache.has(oid)))];
    for (const [oid, text] of readBlobs(this.dir, missing)) cache.set(oid, text);
  }

  has(file: string): boolean {
    return this.list(file).includes(file);
  }

  /** Files under a folder (or the file itself), sorted. */
  list(under: string): string[] {
    const files: string[] = [];
    for (const line of git(this.dir, ['ls-tree', '-r', '-z', this.commit, '--', under]).split('\0')) {
      // "<mode> blob <oid>\t<path>"
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const file = line.slice(tab + 1);
      this.oids.set(file, line.slice(0, tab).split(' ')[2]);
      files.push(file);
    }
    return files.sort();
  }
}
