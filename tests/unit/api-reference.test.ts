/**
 * The API reference documents every operation of every version's Swagger
 * files, once, under an anchor made from its method and full path; its
 * examples call the version's real address; search keys point at those anchors.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pagesOf as generatePages} from '../../src/plugins/api-reference/generate';
import {operationAnchor, productVersions, readApi, REFERENCE_DIR, versionNames} from '../../src/plugins/api-reference/data';
import {apiSearchKeys} from '../../src/plugins/api-reference/searchKeys';

const report: string[] = [];
// Rendering a version takes a second or two: once per version for the whole file.
const rendered = new Map<string, ReturnType<typeof generatePages>>();
const pagesOf = (version: (typeof versionNames)[number]) => {
  if (!rendered.has(version)) rendered.set(version, generatePages(version));
  return rendered.get(version)!;
};
after(() => report.forEach((line) => console.log(line)));

// The operation counts issue #32 states for these tags (sqle + dms); a new tag in sources.ts needs new figures.
const EXPECTED: Record<string, number> = {'v4.2606.0': 286 + 198, 'v3.2412.1': 367, 'v2.2311.2': 250};

/** `### \`METHOD /path\` \{#anchor}` headings of a page on disk. */
const headings = (markdown: string) =>
  [...markdown.matchAll(/^### `([A-Z]+) (\S+)` \\\{#([^}]+)\}$/gm)].map((m) => ({method: m[1], path: m[2], anchor: m[3]}));

const onDisk = (version: (typeof versionNames)[number]) =>
  pagesOf(version).flatMap((page) => {
    const file = path.join(productVersions[version].docsDir, REFERENCE_DIR, `${page.slug}.md`);
    assert.ok(fs.existsSync(file), `${file} missing: run npm run api:generate`);
    return headings(fs.readFileSync(file, 'utf8')).map((h) => ({...h, slug: page.slug}));
  });

for (const version of versionNames) {
  test(`${version}: every operation of the Swagger files has its heading and anchor exactly once`, () => {
    const data = readApi(version);
    const operations = data.specs.flatMap((s) => s.operations);
    const found = onDisk(version);
    const want = operations.map((o) => `${o.method.toUpperCase()} ${o.fullPath} #${operationAnchor(o)}`).sort();
    const have = found.map((h) => `${h.method} ${h.path} #${h.anchor}`).sort();
    assert.deepEqual(have, want);
    assert.equal(new Set(found.map((h) => h.anchor)).size, found.length, 'anchors used twice');
    assert.equal(operations.length, EXPECTED[data.sources.sqle.ref], `operations at ${data.sources.sqle.ref}`);
    report.push(`api reference ${version}: ${operations.length} operations, ${found.length} headings on ${new Set(found.map((h) => h.slug)).size} pages`);
  });
}

test('generated pages are up to date with product-data', () => {
  for (const version of versionNames) {
    for (const page of pagesOf(version)) {
      const file = path.join(productVersions[version].docsDir, REFERENCE_DIR, `${page.slug}.md`);
      assert.equal(fs.readFileSync(file, 'utf8'), page.markdown, `${file} is stale: run npm run api:generate`);
    }
  }
});

/** The section of one operation on its generated page. */
function section(version: (typeof versionNames)[number], anchor: string): string {
  const page = pagesOf(version).find((p) => p.anchors.includes(anchor));
  assert.ok(page, `${version}: no page has #${anchor}`);
  return page.markdown.split(/^### /m).find((s) => s.includes(`{#${anchor}}`))!;
}

test('v4: creating a workflow shows its path parameter, body fields, permission and a curl through DMS with the token', () => {
  const text = section('v4', 'post-sqle-v2-projects-project_name-workflows');
  assert.match(text, /^`POST \/sqle\/v2\/projects\/\{project_name\}\/workflows`/);
  assert.match(text, /\| `project_name` \| 路径 \| 字符串 \| 是 \|/);
  assert.match(text, /<code>task_ids<\/code>（整数数组）/);
  assert.match(text, /权限：需要是项目成员/);
  assert.match(text, /curl -X POST "http:\/\/<host>:10000\/sqle\/v2\/projects\/<project_name>\/workflows" \\\n {2}-H "Authorization: Bearer \$\{SQLE_TOKEN\}"/);
});

test('v4: a DMS operation keeps its own /v1/dms path; a deep response field is collapsed under an open first level', () => {
  const text = section('v4', 'post-v1-dms-users-gen_token');
  assert.match(text, /curl -X POST "http:\/\/<host>:10000\/v1\/dms\/users\/gen_token"/);
  const audit = section('v4', 'post-sqle-v2-audit_files');
  assert.match(audit, /<details open><summary><code>data<\/code>（对象）<\/summary>.*<details><summary><code>sql_results<\/code>（对象数组）<\/summary>/);
});

test('v2: no /sqle prefix, and login is called without a token', () => {
  const login = section('v2', 'post-v1-login');
  assert.match(login, /curl -X POST "http:\/\/<host>:10000\/v1\/login"/);
  assert.doesNotMatch(login, /Authorization/);
  assert.match(section('v2', 'get-v1-users'), /只有管理员（admin）可以调用/);
});

test('apiSearchKeys: one entry per operation, pointing at its anchor, keyed by the path with and without /sqle', () => {
  for (const version of versionNames) {
    const keys = apiSearchKeys(version);
    const operations = readApi(version).specs.flatMap((s) => s.operations);
    assert.equal(keys.length, operations.length, version);
    const headingsByUrl = new Set(onDisk(version).map((h) => `/${REFERENCE_DIR}/${h.slug}#${h.anchor}`));
    const base = {v4: '/sqle-docs/docs', v3: '/sqle-docs/docs/v3', v2: '/sqle-docs/docs/v2'}[version];
    for (const key of keys) {
      assert.ok(key.url.startsWith(`${base}/${REFERENCE_DIR}/`), key.url);
      assert.ok(headingsByUrl.has(key.url.slice(base.length)), `${key.url} is not a heading on disk`);
    }
  }
  const v4 = apiSearchKeys('v4');
  const list = v4.find((k) => k.keys.includes('/v1/projects/{project_name}/workflows'))!;
  assert.equal(list.url, '/sqle-docs/docs/api-reference/workflow#get-sqle-v1-projects-project_name-workflows');
  assert.deepEqual(list.keys, ['/sqle/v1/projects/{project_name}/workflows', '/v1/projects/{project_name}/workflows']);
  assert.match(list.title, /^GET \/sqle\/v1\/projects\/\{project_name\}\/workflows 获取工单列表$/);
  assert.ok(v4.some((k) => k.keys.includes('/v2/audit_files') && k.url.endsWith('#post-sqle-v2-audit_files')));
  const dms = v4.find((k) => k.url.endsWith('#post-v1-dms-sessions'))!;
  assert.deepEqual(dms.keys, ['/v1/dms/sessions']);
  const v2 = apiSearchKeys('v2').find((k) => k.url.endsWith('#post-v2-audit_files'))!;
  assert.deepEqual(v2.keys, ['/v2/audit_files']);
});

test('links from the other pages to the API reference name a page and an anchor it has', () => {
  const broken: string[] = [];
  let links = 0;
  for (const version of versionNames) {
    const pages = new Map(pagesOf(version).map((p) => [p.slug, p.markdown]));
    const root = productVersions[version].docsDir;
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    for (const file of walk(root).filter((f) => !pages.has(path.basename(f, '.md')) || !f.includes(`/${REFERENCE_DIR}/`))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]*api-reference\/([\w-]+)\.md)(?:#([^)\s]+))?\)/g)) {
        links += 1;
        const target = path.resolve(path.dirname(file), m[1]);
        const markdown = pages.get(m[2]);
        if (target !== path.resolve(root, REFERENCE_DIR, `${m[2]}.md`)) broken.push(`${file}: ${m[1]} is not in ${root}/${REFERENCE_DIR}`);
        else if (m[2] !== 'intro' && !markdown) broken.push(`${file}: no page ${m[2]} in ${version}`);
        else if (m[3] && !markdown?.includes(`\\{#${m[3]}}`)) broken.push(`${file}: ${m[2]} has no #${m[3]}`);
      }
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(links > 20, `only ${links} links found`);
});
