/**
 * `npm run bench -- api`: what the HTTP API reference costs. Builds this
 * checkout and the commit it branched from (BENCH_BEFORE, default: the merge
 * base with main) cold, one after the other, and prints each build's time and
 * the bytes a reader downloads for an ordinary page, the largest hand-written
 * page and the heaviest API page of each version (HTML and the scripts and
 * styles it references, gzip level 9 as the nginx package serves them).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** API pages the browser sections of run.ts also measure: the largest of v4 and v2 (their content chunk loads after the HTML). */
export const apiBenchPages: Record<string, string> = {
  'API largest (api-reference/project)': 'docs/api-reference/project',
  'API v2 (v2/api-reference/workflow)': 'docs/v2/api-reference/workflow',
};

const docusaurus = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

/** Build `dir` into `out` after clearing its caches, as `npm run build` does (generators first). */
function coldBuild(dir: string, out: string): {seconds: number; cpuSeconds: number; peakMiB: number} {
  // Checkouts from before scripts/generate-pages.ts had the rule reference as their only generated pages.
  const generator = ['scripts/generate-pages.ts', 'src/plugins/rule-reference/generate.ts'].find((file) => fs.existsSync(path.join(dir, file)))!;
  execFileSync(process.execPath, ['--import', 'tsx', generator], {cwd: dir, stdio: 'ignore'});
  spawnSync(process.execPath, [docusaurus, 'clear'], {cwd: dir, stdio: 'ignore'});
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, docusaurus, 'build', '--out-dir', out], {cwd: dir, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`build of ${dir} failed:\n${run.stderr.slice(-2000)}`);
  const [seconds, user, system, maxKb] = run.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  return {seconds, cpuSeconds: Math.round(user + system), peakMiB: Math.round(maxKb / 1024)};
}

/** Scripts and stylesheets a built page's HTML references (run.ts's htmlAssets, passed in: run.ts is the entry point). */
type HtmlAssets = (pagePath: string, buildDir: string) => Set<string>;

/** HTML, and the JS and CSS it references, of one built page (`pagePath` under the base URL). */
function pageWeight(htmlAssets: HtmlAssets, out: string, pagePath: string): {html: number; js: number; css: number} {
  const assets = [...htmlAssets(pagePath, out)].map((url) => path.join(out, url.replace(/^\/sqle-docs\//, '')));
  const sum = (ext: string) => assets.filter((f) => f.endsWith(ext) && fs.existsSync(f)).reduce((n, f) => n + gzipSize(f), 0);
  return {html: gzipSize(path.join(out, pagePath, 'index.html')), js: sum('.js'), css: sum('.css')};
}

/** The heaviest API page of each version in a build, by HTML size. */
function heaviestApiPages(out: string): string[] {
  return ['docs', 'docs/v3', 'docs/v2'].flatMap((tree) => {
    const dir = path.join(out, tree, 'api-reference');
    if (!fs.existsSync(dir)) return [];
    const pages = fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, 'index.html')) && name !== 'intro');
    const size = (name: string) => fs.statSync(path.join(dir, name, 'index.html')).size;
    return pages.length ? [`${tree}/api-reference/${pages.sort((a, b) => size(b) - size(a))[0]}`] : [];
  });
}

export function apiReferenceFigures(htmlAssets: HtmlAssets): Record<string, unknown> {
  const before = process.env.BENCH_BEFORE ?? execFileSync('git', ['merge-base', 'HEAD', 'main'], {encoding: 'utf8'}).trim();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-api-bench-'));
  const beforeDir = path.join(tmp, 'before');
  execFileSync('git', ['worktree', 'add', '--detach', beforeDir, before], {stdio: 'ignore'});
  try {
    fs.symlinkSync(path.resolve('node_modules'), path.join(beforeDir, 'node_modules'));
    const builds = {
      before: {dir: beforeDir, out: path.join(tmp, 'build-before')},
      after: {dir: process.cwd(), out: path.join(tmp, 'build-after')},
    };
    const timing = Object.fromEntries(Object.entries(builds).map(([name, b]) => [name, coldBuild(b.dir, b.out)]));
    const common = ['docs/user-manual/intro', 'docs/deploy-manual/config', 'docs/v2/intro'];
    const rows = Object.entries(builds).flatMap(([name, b]) =>
      [...common, ...heaviestApiPages(b.out)].map((pagePath) => {
        const w = pageWeight(htmlAssets, b.out, pagePath);
        return {build: name, page: pagePath, 'HTML KB': kb(w.html), 'JS KB': kb(w.js), 'CSS KB': kb(w.css), 'total KB': kb(w.html + w.js + w.css)};
      }),
    );
    const growth = Math.round((timing.after.seconds / timing.before.seconds - 1) * 100);
    const cpuGrowth = Math.round((timing.after.cpuSeconds / timing.before.cpuSeconds - 1) * 100);
    console.log(`\n## API reference: cold build before (${before.slice(0, 7)}) and after`);
    console.table(Object.entries(timing).map(([name, t]) => ({build: name, ...t})));
    console.log(`cold build: ${growth >= 0 ? '+' : ''}${growth} % wall time, ${cpuGrowth >= 0 ? '+' : ''}${cpuGrowth} % CPU time`);
    console.log('\n## API reference: page weight (gzip -9 of the HTML and the JS/CSS it references)');
    console.table(rows);
    return {before, timing, growthPercent: growth, cpuGrowthPercent: cpuGrowth, pages: rows};
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', beforeDir], {stdio: 'ignore'});
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}
