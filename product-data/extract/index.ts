/**
 * `npm run data:extract [-- --repos DIR[,DIR…]] [--version v4] [--only rules]`
 *
 * Regenerates product-data/<version>/<module>.json from local git clones of
 * SQLE's repositories (SQLE_REPOS or --repos: directories holding sqle, dms,
 * dms-ui, sqle-ui as `<name>`, `<name>.git` or `actiontech+<name>/repo`).
 * Files are read from git objects at each version's ref, so bare mirrors work
 * and the work tree's checkout does not matter. Output is deterministic: the
 * only provenance recorded is each repository's ref and commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {findRepo, RepoAt} from './git';
import {stableJson} from './json';
import type {ExtractContext} from './module';
import {modules} from './modules';
import {productVersions, versionNames, type ProductVersion, type RepoName} from './sources';

const OUT_DIR = path.join(__dirname, '..');

function main(): void {
  const {values} = parseArgs({
    options: {
      repos: {type: 'string'},
      version: {type: 'string', multiple: true},
      only: {type: 'string', multiple: true},
    },
  });
  const reposArg = values.repos ?? process.env.SQLE_REPOS;
  if (!reposArg) {
    throw new Error('set SQLE_REPOS=<dir>[,<dir>…] or pass --repos: where the sqle, dms, dms-ui and sqle-ui clones are');
  }
  const dirs = reposArg.split(/[,:]/).filter(Boolean);
  const versions = (values.version ?? versionNames) as ProductVersion[];
  const chosen = modules.filter((m) => !values.only || values.only.includes(m.name));
  const repoDirs = new Map<RepoName, string>();
  const repoDir = (name: RepoName) => {
    if (!repoDirs.has(name)) repoDirs.set(name, findRepo(dirs, name));
    return repoDirs.get(name)!;
  };

  for (const version of versions) {
    const refs: Partial<Record<RepoName, string>> = productVersions[version].refs;
    const opened = new Map<RepoName, RepoAt>();
    const ctx: ExtractContext = {
      version,
      uses: (name) => name in refs,
      repo(name) {
        const ref = refs[name];
        if (!ref) throw new Error(`${version} does not use repository ${name}`);
        if (!opened.has(name)) opened.set(name, new RepoAt(name, repoDir(name), ref));
        return opened.get(name)!;
      },
    };
    fs.mkdirSync(path.join(OUT_DIR, version), {recursive: true});
    for (const module of chosen) {
      const data = module.extract(ctx);
      const sources = Object.fromEntries(
        module.repos.filter((r) => ctx.uses(r)).map((r) => [r, {ref: ctx.repo(r).ref, commit: ctx.repo(r).commit, date: ctx.repo(r).date}]),
      );
      const file = path.join(OUT_DIR, version, `${module.name}.json`);
      fs.writeFileSync(file, stableJson({version, sources, ...(data as object)}, module.lineDepth));
      console.log(`${path.relative(process.cwd(), file)}: ${summary(data)}`);
    }
  }
}

/** "284 rules" style line: the size of each array or object in the module's data. */
function summary(data: unknown): string {
  return Object.entries(data as Record<string, unknown>)
    .filter(([, v]) => v && typeof v === 'object')
    .map(([k, v]) => `${Array.isArray(v) ? v.length : Object.keys(v as object).length} ${k}`)
    .join(', ');
}

main();
