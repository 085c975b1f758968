/**
 * `npm run data:history [-- --repos DIR] [--line v4]`
 *
 * Extracts the facts of every release of each product line with the same
 * modules as `npm run data:extract` (rules, config keys, UI labels) plus API
 * operations and image defaults, and writes product-data/history/<line>.json:
 * per release the refs read and the changes from the previous release. The
 * documented release itself is stored in full in product-data/<line>/, so the
 * file holds diffs only (plus the facts product-data/<line>/ has no file for).
 * Run after `npm run data:extract`: the last release must equal product-data/<line>/.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {extractConfigKeys} from '../config-keys';
import {findRepo, RepoAt} from '../git';
import {stableJson} from '../json';
import type {ExtractContext} from '../module';
import {extractRules} from '../rules';
import {productVersions, versionNames, type ProductVersion, type RepoName} from '../sources';
import {extractUiLabels} from '../ui-labels';
import {apiFacts} from './api';
import {configFacts, diffFacts, labelFacts, rulesFacts, type Facts, type LineHistory, type RefUsed, type ReleaseEntry} from './facts';
import {imageFacts} from './image';
import {documentedFacts, HISTORY_DIR} from './read';
import {companionRef, lineReleases} from './sources';

function releaseFactsAt(line: ProductVersion, repos: Map<RepoName, RepoAt>): Facts {
  const ctx: ExtractContext = {
    version: line,
    uses: (name) => repos.has(name),
    repo(name) {
      const repo = repos.get(name);
      if (!repo) throw new Error(`${line} does not use repository ${name}`);
      return repo;
    },
  };
  const sqle = repos.get('sqle')!;
  return {
    rules: rulesFacts(extractRules(ctx)),
    config: configFacts(extractConfigKeys(ctx)),
    image: imageFacts(sqle),
    ...apiFacts([...repos.values()]),
    labels: labelFacts(extractUiLabels(ctx)),
  };
}

export function extractLine(line: ProductVersion, repoDir: (name: RepoName) => string): LineHistory {
  const sqleDir = repoDir('sqle');
  const others = (Object.keys(productVersions[line].refs) as RepoName[]).filter((r) => r !== 'sqle');
  const releases: ReleaseEntry[] = [];
  let previous: Facts | undefined;
  for (const release of lineReleases(sqleDir, line)) {
    const started = Date.now();
    const tag = `v${release}`;
    const sqle = new RepoAt('sqle', sqleDir, tag);
    const sqleTime = execFileSync('git', ['-C', sqleDir, 'log', '-1', '--format=%cI', sqle.commit], {encoding: 'utf8'}).trim();
    const refs: Record<string, RefUsed> = {sqle: {ref: tag, commit: sqle.commit, date: sqle.date}};
    const repos = new Map<RepoName, RepoAt>([['sqle', sqle]]);
    for (const name of others) {
      refs[name] = companionRef(repoDir(name), name, line, release, sqleTime);
      repos.set(name, new RepoAt(name, repoDir(name), refs[name].commit));
    }
    const facts = releaseFactsAt(line, repos);
    releases.push({release, refs, ...(previous ? {changes: diffFacts(previous, facts)} : {})});
    previous = facts;
    console.log(`${line} ${release}: ${Object.entries(refs).map(([r, u]) => `${r} ${u.ref}${u.fallback ? ` (${u.fallback})` : ''}`).join(', ')} — ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const last = previous!;
  const documented = documentedFacts(line, {image: last.image, apiBase: last.apiBase, api: last.api});
  for (const kind of ['rules', 'config', 'labels'] as const) {
    if (stableJson(documented[kind]) !== stableJson(last[kind])) {
      throw new Error(`${line}: ${kind} of the last release differ from product-data/${line}/; run npm run data:extract first`);
    }
  }
  return {line, releases, latest: {image: last.image, apiBase: last.apiBase, api: last.api}};
}

function main(): void {
  const {values} = parseArgs({options: {repos: {type: 'string'}, line: {type: 'string', multiple: true}}});
  const reposArg = values.repos ?? process.env.SQLE_REPOS;
  if (!reposArg) throw new Error('set SQLE_REPOS=<dir> or pass --repos: where the sqle, dms, dms-ui and sqle-ui clones are');
  const dirs = reposArg.split(/[,:]/).filter(Boolean);
  const lines = (values.line ?? versionNames) as ProductVersion[];
  fs.mkdirSync(HISTORY_DIR, {recursive: true});
  const started = Date.now();
  for (const line of lines) {
    const history = extractLine(line, (name) => findRepo(dirs, name));
    const file = path.join(HISTORY_DIR, `${line}.json`);
    fs.writeFileSync(file, stableJson(history));
    console.log(`${path.relative(process.cwd(), file)}: ${history.releases.length} releases`);
  }
  console.log(`release history extracted in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (require.main === module) main();
