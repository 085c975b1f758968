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

/** One repository at one ref. */
export class RepoAt {
  readonly commit: string;
  /** Committer date (YYYY-MM-DD) of the commit: a property of the commit, so output stays deterministic. */
  readonly date: string;
  constructor(
    readonly name: RepoName,
    readonly dir: string,
    readonly ref: string,
  ) {
    this.commit = git(dir, ['rev-parse', `${ref}^{commit}`]).trim();
    this.date = git(dir, ['show', '-s', '--format=%cs', this.commit]).trim();
  }

  show(file: string): string {
    return git(this.dir, ['show', `${this.commit}:${file}`]);
  }

  has(file: string): boolean {
    return this.list(file).includes(file);
  }

  /** Files under a folder (or the file itself), sorted. */
  list(under: string): string[] {
    return git(this.dir, ['ls-tree', '-r', '--name-only', this.commit, '--', under])
      .split('\n')
      .filter(Boolean)
      .sort();
  }
}
