/** Checks over the built pages, read from disk. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {COMPILE_HINT} from '../../src/plugins/bundler/compileHint';
import {ENTRY_SCRIPT_NAMES, isEntryScript} from '../../src/plugins/bundler/entrySplit';
import {directiveSources, hashSource, inlineScripts, POLICY_FILE, unhashedScripts} from '../../src/plugins/contentSecurityPolicy/policy';
import {BASE_PATH} from '../servers';
import {test, expect, docFile, docUrl, specPages, versions, type Version} from './helpers';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('links to other sites that open a new tab carry rel=noopener', () => {
  const unsafe: string[] = [];
  let external = 0;
  for (const file of htmlFiles('build')) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<a\b[^>]*\bhref="?https?:\/\/[^>]*>/g)) {
      // Same-tab links (e.g. the hidden base-URL help banner) cannot reach window.opener.
      if (!/\btarget="?_blank/.test(tag)) continue;
      external += 1;
      const rel = /\brel="([^"]*)"|\brel=([^\s>]+)/.exec(tag);
      if (!/noopener/.test(rel?.[1] ?? rel?.[2] ?? '')) {
        unsafe.push(`${path.relative('build', file)}: ${tag}`);
      }
    }
  }
  expect(external).toBeGreaterThan(0);
  expect(unsafe.slice(0, 20)).toEqual([]);
});

test('every built page is intact text: no replacement or NUL characters', () => {
  const broken: string[] = [];
  for (const file of htmlFiles('build')) {
    const html = fs.readFileSync(file, 'utf8');
    const at = html.search(/[\uFFFD\0]/);
    if (at >= 0) broken.push(`${path.relative('build', file)}: …${html.slice(Math.max(0, at - 20), at + 10)}…`);
  }
  expect(broken.slice(0, 10)).toEqual([]);
});

test('no Markdown syntax leaks into the rendered text (an admonition or bold that did not parse)', () => {
  const leaks: string[] = [];
  for (const file of htmlFiles('build')) {
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/<(script|style|code|pre)\b[^>]*>[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, '');
    for (const marker of [':::', '```', '**']) {
      if (text.includes(marker)) leaks.push(`${path.relative('build', file)}: ${marker}`);
    }
  }
  expect(leaks).toEqual([]);
});

test('each page shows when its file was last changed, from git history', () => {
  for (const version of versions) {
    const id = 'intro';
    // The newest commit that changed the file itself: merge commits carry no date of their own here.
    const committed = execFileSync('git', ['log', '-1', '--no-merges', '--full-history', '--format=%cI', '--', docFile(version, id)], {encoding: 'utf8'}).trim();
    const html = fs.readFileSync(path.join('build', docUrl(version, id).replace(BASE_PATH, ''), 'index.html'), 'utf8');
    const shown = /theme-last-updated[\s\S]*?<time datetime="?([^"\s>]+)/.exec(html)?.[1];
    expect(shown && new Date(shown).getTime(), `${version} ${id}`).toBe(new Date(committed).getTime());
  }
});

test('the Algolia build tells the crawler each page\'s language and version (the facets DocSearch filters on)', () => {
  const tags: Record<Version, string> = {v4: 'docs-default-current', v3: 'docs-default-v3', v2: 'docs-default-v2'};
  const meta = (html: string, name: string) =>
    new RegExp(`<meta[^>]*name="?docsearch:${name}"? content="?([^"\\s>]+)`).exec(html)?.[1];
  for (const version of versions) {
    for (const id of specPages[version]) {
      const html = fs.readFileSync(path.join('build-algolia', docUrl(version, id).replace(BASE_PATH, ''), 'index.html'), 'utf8');
      expect(meta(html, 'language'), `${version} ${id}`).toBe('zh-CN');
      expect(meta(html, 'docusaurus_tag'), `${version} ${id}`).toBe(tags[version]);
    }
  }
});

test('the scripts every page loads first hold no build-only data (src/plugins/bundler)', () => {
  const dir = 'build/assets/js';
  const files = fs.readdirSync(dir);
  const entry = files.filter(isEntryScript);
  expect(entry).toHaveLength(ENTRY_SCRIPT_NAMES.length);
  // Route chunks named by id: the runtime then needs no id → name table.
  expect(files.filter((file) => !entry.includes(file) && !/^\d+\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
  // The registry's source paths serve only the server render.
  const main = entry.map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
  expect(main).toContain('"/sqle-docs/docs/intro"');
  expect(main.match(/"@site\/[^"]*"/g) ?? []).toEqual([]);
  // The site config without the page template and the plugin list.
  expect(/[{,]"?titleDelimiter"?:/.test(main), 'the site config is loaded first').toBe(true);
  expect(main.match(/ssrTemplate|<!DOCTYPE|\.\/src\/plugins\//gi) ?? []).toEqual([]);
});

test('the scripts every page runs at load ask Chrome to compile them while they download, route chunks do not', () => {
  const dir = 'build/assets/js';
  const startsWithHint = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8').startsWith(COMPILE_HINT);
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(files.filter(isEntryScript).filter((file) => !startsWithHint(file))).toEqual([]);
  expect(files.filter((file) => !isEntryScript(file) && startsWithHint(file))).toEqual([]);
});

test('scripts carry the pages\' Chinese text as UTF-8, not as \\uXXXX escapes six bytes a character (src/plugins/bundler/utf8Minifier.ts)', () => {
  const dir = 'build/assets/js';
  const scripts = fs.readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => ({file, text: fs.readFileSync(path.join(dir, file), 'utf8')}));
  const escapedHan = /\\u(?:4[EF]|[5-9][0-9A-F])[0-9A-F]{2}/i;
  expect(scripts.filter(({text}) => escapedHan.test(text)).map(({file}) => file)).toEqual([]);
  // The rule pages' text is in their route chunks, as written.
  expect(scripts.some(({file, text}) => !isEntryScript(file) && text.includes('"规则键"'))).toBe(true);
});

test('the DML rule page\'s HTML names one script with rule text, its first rules, under 100 KB; the others come in files it does not name (src/components/OffscreenSection/parts.ts)', () => {
  const html = fs.readFileSync(path.join('build', docUrl('v4', 'audit-rules/dml').replace(BASE_PATH, ''), 'index.html'), 'utf8');
  const named = new Set(JSON.parse(html.match(/data-scripts='([^']*)'/)![1]) as string[]);
  const dir = 'build/assets/js';
  const lastKey = [...html.matchAll(/<h2[^>]* id=(SQLE\d+)/g)].at(-1)![1];
  const withLastRule = fs.readdirSync(dir).filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes(lastKey));
  const namedWithRules = [...named].filter((url) => !isEntryScript(path.basename(url))).map((url) => fs.readFileSync(path.join('build', url.replace(BASE_PATH, '')), 'utf8')).filter((text) => text.includes('"规则键"'));
  expect(namedWithRules.map((text) => Buffer.byteLength(text) < 100_000)).toEqual([true]);
  // The last rule's heading is in the named file, its body in a part file of its own.
  expect(withLastRule.filter((file) => !named.has(`${BASE_PATH}assets/js/${file}`))).toHaveLength(1);
});

/** A build's scripts every page loads first (as `main`) and the translation ids its scripts ask for (`translate({id: …})`; the Algolia build is not minified). */
function scriptsOf(build: string) {
  const dir = path.join(build, 'assets/js');
  const files = fs.readdirSync(dir).map((file) => ({file, text: fs.readFileSync(path.join(dir, file), 'utf8')}));
  const main = files.filter(({file}) => isEntryScript(file)).map(({text}) => text).join('\n');
  const asked = new Set(files.flatMap(({text}) => [...text.matchAll(/\bid: ?["'](theme\.[\w.-]+)["']/g)].map((match) => match[1])));
  return {main, asked};
}

for (const build of ['build', 'build-algolia']) {
  test(`${build}: every string a component asks for is in the translations every page loads`, () => {
    const {main, asked} = scriptsOf(build);
    expect(asked.size).toBeGreaterThan(40);
    expect([...asked].filter((id) => !main.includes(`"${id}":`))).toEqual([]);
  });
}

test('the local-search build carries no strings of features it does not load (blog, DocSearch)', () => {
  const {main} = scriptsOf('build');
  expect(main.includes('"theme.docs.paginator.next":'), 'the docs strings are kept').toBe(true);
  expect(main.match(/"theme\.(blog|SearchModal|SearchPage)\.[\w.]+":/g) ?? []).toEqual([]);
  expect(scriptsOf('build-algolia').main.includes('"theme.SearchModal.searchBox.placeholderText":'), 'DocSearch strings in the Algolia build').toBe(true);
});

test('the stylesheet keeps the rules of every class the built pages use (unused rules are dropped at build time)', () => {
  const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
  const sources = classesIn(
    ['node_modules/infima/dist/css/default/default.css', 'src/css/custom.css'].map((file) => fs.readFileSync(file, 'utf8')).join('\n'),
  );
  const cssDir = 'build/assets/css';
  const built = classesIn(fs.readdirSync(cssDir).map((file) => fs.readFileSync(path.join(cssDir, file), 'utf8')).join('\n'));
  const used = new Set(
    htmlFiles('build').flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\sclass="?([^">]+)/g)].flatMap((match) => match[1].split(/\s+/)),
    ),
  );
  const styledInSource = [...used].filter((name) => sources.has(name));
  expect(styledInSource.length).toBeGreaterThan(50);
  expect(styledInSource.filter((name) => !built.has(name))).toEqual([]);
  // What the build drops: Infima components no page uses.
  expect(sources.has('avatar__photo') && !built.has('avatar__photo')).toBe(true);
});

test('each version\'s search bundle is whole: no empty file, a readable entry, no ready-made Pagefind UI (src/plugins/pagefind)', () => {
  for (const bundle of fs.readdirSync('build/pagefind')) {
    const dir = path.join('build/pagefind', bundle);
    const files = (fs.readdirSync(dir, {recursive: true}) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile());
    expect(files.length, bundle).toBeGreaterThan(10);
    expect(files.filter((file) => fs.statSync(path.join(dir, file)).size === 0), bundle).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')).languages, bundle).toHaveProperty('zh');
    expect(files.filter((file) => /^pagefind-(component-|modular-)?ui\./.test(path.basename(file))), bundle).toEqual([]);
  }
});

// The policy both servers send (src/plugins/contentSecurityPolicy) must let every
// inline script of every page run: the build hashes each one it writes.
const policyOf = (build: string) => fs.readFileSync(path.join(build, POLICY_FILE), 'utf8').trim();

for (const build of ['build', 'build-algolia']) {
  test(`${build}: every inline script of every page has its hash in the site's Content-Security-Policy`, () => {
    const policy = policyOf(build);
    const scriptSources = directiveSources(policy, 'script-src');
    expect(scriptSources.filter((source) => /^'unsafe-(inline|eval|hashes)'$/.test(source))).toEqual([]);
    const blocked = htmlFiles(build).flatMap((file) =>
      unhashedScripts(fs.readFileSync(file, 'utf8'), policy).map((script) => `${path.relative(build, file)}: ${script.slice(0, 80)}`),
    );
    expect(blocked).toEqual([]);
    // Only hashes of scripts the site has: a stale hash would allow a script the site no longer runs.
    const hashes = new Set(htmlFiles(build).flatMap((file) => inlineScripts(fs.readFileSync(file, 'utf8')).map(hashSource)));
    expect(scriptSources.filter((source) => source.startsWith("'sha256-") && !hashes.has(source))).toEqual([]);
  });
}

// The Algolia build's search requests pass this policy in tests/e2e/search-algolia.spec.ts.
test('the policy lets pages fetch from the site only, and from Algolia only in the Algolia build', () => {
  expect(directiveSources(policyOf('build'), 'connect-src')).toEqual(["'self'"]);
  const [self, ...algolia] = directiveSources(policyOf('build-algolia'), 'connect-src');
  expect(self).toBe("'self'");
  expect(algolia.length).toBeGreaterThan(0);
  expect(algolia.filter((host) => !/^https:\/\/[a-z0-9]+-(dsn\.algolia\.net|\d\.algolianet\.com)$/.test(host))).toEqual([]);
  // WebAssembly is for Pagefind, which the Algolia build does not ship.
  expect(directiveSources(policyOf('build-algolia'), 'script-src')).not.toContain("'wasm-unsafe-eval'");
});

test('an inline script planted in a copy of a built page is one the policy blocks', () => {
  const policy = policyOf('build');
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sqle-docs-csp-')), 'index.html');
  try {
    fs.copyFileSync(path.join('build', docUrl('v4', 'intro').replace(BASE_PATH, ''), 'index.html'), copy);
    expect(unhashedScripts(fs.readFileSync(copy, 'utf8'), policy)).toEqual([]);
    const planted = 'document.title = "planted";';
    fs.writeFileSync(copy, fs.readFileSync(copy, 'utf8').replace('</body>', `<script>${planted}</script></body>`));
    expect(unhashedScripts(fs.readFileSync(copy, 'utf8'), policy)).toEqual([planted]);
  } finally {
    fs.rmSync(path.dirname(copy), {recursive: true, force: true});
  }
});
