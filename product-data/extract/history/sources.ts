/**
 * The releases of each product line (sqle tags without `-pre`, up to the
 * documented release) and which ref of the other repositories goes with each.
 */
import {execFileSync} from 'node:child_process';
import {productVersions, type ProductVersion, type RepoName} from '../sources';
import type {RefUsed} from './facts';

const git = (dir: string, args: string[]) => execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8'}).trim();

/** `4.2505.1` → [4, 2505, 1] for ordering. */
export const releaseParts = (release: string) => release.split('.').map(Number);
export function compareReleases(a: string, b: string): number {
  const [x, y] = [releaseParts(a), releaseParts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The major version number a docs version describes (`v4` → 4). */
export const majorOf = (line: ProductVersion) => Number(/^v(\d+)\./.exec(productVersions[line].refs.sqle!)![1]);

/** Release numbers of a line, oldest first: sqle tags vM.YYMM.P up to the documented tag. */
export function lineReleases(sqleDir: string, line: ProductVersion): string[] {
  const documented = productVersions[line].refs.sqle!.slice(1);
  const major = majorOf(line);
  return git(sqleDir, ['tag', '--list', `v${major}.*`])
    .split('\n')
    .map((t) => /^v(\d+\.\d{4}\.\d+)$/.exec(t)?.[1])
    .filter((r): r is string => !!r && compareReleases(r, documented) <= 0)
    .sort(compareReleases);
}

function refUsed(dir: string, ref: string, commit: string, fallback?: RefUsed['fallback']): RefUsed {
  return {ref, commit, date: git(dir, ['log', '-1', '--format=%cs', commit]), ...(fallback ? {fallback} : {})};
}

/**
 * The ref of `repo` that goes with a release: the documented refs for the
 * documented release; otherwise the tag of the same number; otherwise the
 * release branch of the same minor (`release-4.2502.x`) at its last commit
 * before the sqle tag; otherwise the nearest earlier tag or release branch of the line.
 */
export function companionRef(dir: string, repo: RepoName, line: ProductVersion, release: string, sqleTime: string): RefUsed {
  const documented: Partial<Record<RepoName, string>> = productVersions[line].refs;
  if (`v${release}` === documented.sqle) {
    const ref = documented[repo]!;
    return refUsed(dir, ref, git(dir, ['rev-parse', `${ref}^{commit}`]));
  }
  const tags = new Set(git(dir, ['tag', '--list', 'v*']).split('\n'));
  if (tags.has(`v${release}`)) return refUsed(dir, `v${release}`, git(dir, ['rev-parse', `v${release}^{commit}`]));
  const [major, minor] = releaseParts(release);
  const branches = new Set(
    git(dir, ['for-each-ref', '--format=%(refname:short)', 'refs/heads/release-*']).split('\n').filter((b) => /^release-\d+\.\d{4}\.x$/.test(b)),
  );
  const atRelease = (branch: string) => git(dir, ['rev-list', '-1', `--before=${sqleTime}`, branch]);
  const branch = `release-${major}.${minor}.x`;
  if (branches.has(branch) && atRelease(branch)) return refUsed(dir, branch, atRelease(branch), 'branch');
  const earlier = [
    ...[...tags].map((t) => /^v(\d+\.\d{4}\.\d+)$/.exec(t)?.[1]).filter((r): r is string => !!r).map((r) => ({r, ref: `v${r}`})),
    ...[...branches].map((b) => ({r: `${/^release-(.+)\.x$/.exec(b)![1]}.0`, ref: b})),
  ]
    .filter(({r}) => releaseParts(r)[0] === major && compareReleases(r, release) < 0)
    .sort((a, b) => compareReleases(a.r, b.r) || (a.ref.startsWith('v') ? 1 : -1));
  const nearest = earlier.at(-1);
  if (!nearest) throw new Error(`${repo}: no tag, release branch or earlier ref for ${release}`);
  const commit = nearest.ref.startsWith('v') ? git(dir, ['rev-parse', `${nearest.ref}^{commit}`]) : atRelease(nearest.ref);
  return refUsed(dir, nearest.ref, commit, nearest.ref.startsWith('v') ? 'earlier-tag' : 'earlier-branch');
}
