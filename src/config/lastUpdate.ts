/**
 * Last-update dates come from git history. A source archive (`git archive`,
 * a release tarball, a Docker context without `.git`) has none, and with
 * Docusaurus's eager git reader the build would then fail on the first page.
 * Without history the build omits the dates and says so once.
 */
import {spawnSync} from 'node:child_process';
/** `vcs` is `future.experimental_vcs`: true keeps Docusaurus's git reader, false disables it. */
export type LastUpdate = {showLastUpdateTime: boolean; vcs: boolean};

/** True when `dir` is inside a git worktree and git can be run. */
export function hasGitHistory(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8'});
  return result.status === 0 && result.stdout.trim() === 'true';
}

export const NO_HISTORY_WARNING =
  '[WARNING] No git history here (source archive?): pages are built without their last-update dates.';

/** Set once warned: the build loads the config more than once (and in workers, which copy the environment). */
const WARNED = 'SQLE_DOCS_NO_HISTORY_WARNED';

export function lastUpdate(siteDir: string, warn: (message: string) => void = console.warn): LastUpdate {
  if (hasGitHistory(siteDir)) {
    return {showLastUpdateTime: true, vcs: true};
  }
  if (!process.env[WARNED]) {
    process.env[WARNED] = '1';
    warn(NO_HISTORY_WARNING);
  }
  return {showLastUpdateTime: false, vcs: false};
}
