/**
 * Markdown (MDX) of the API reference pages of one version. Pure functions:
 * the generator writes the result, tests read it. Schemas are nested lists in
 * `<details>`, which browsers open and close without any script, handed to
 * the page as one HTML string (src/components/ApiFields).
 */
import type {ApiSchema, ApiParam} from '../../../product-data/extract/api';
import {placedOperations, readApi, tagKey, type PlacedOperation, type ProductVersion, type Sources} from './data';
import {apiPages, type ApiPageDef} from './groups';
import {escapeInline, prose} from '../rule-reference/render';
import {offscreenSection} from '../offscreenSection';

export type Page = {slug: string; markdown: string; anchors: string[]};

/** How a version's API is reached and authenticated (what its OpenAPI page explains). */
const access: Record<ProductVersion, {origin: string; authPage: string; authTitle: string}> = {
  v4: {origin: 'http://<host>:10000', authPage: '../dev-manual/OpenAPI/dmstoken.md', authTitle: 'OpenAPI 认证与调用'},
  v3: {origin: 'http://<host>:10000', authPage: '../dev-manual/OpenAPI/dmstoken.md', authTitle: 'OpenAPI 认证与调用'},
  v2: {origin: 'http://<host>:10000', authPage: '../dev-manual/intro.md#认证', authTitle: '开发手册简介中的“认证”一节'},
};

/** What a route guard of sqle's api/app.go asks of the caller. */
const GUARDS: Record<string, string> = {
  AdminUserAllowed: '只有管理员（admin）可以调用',
  OpGlobalAllowed: '需要全局管理权限',
  ViewGlobalAllowed: '需要全局查看权限',
  OpProjectAllowed: '需要项目管理权限',
  ProjectMemberOpAllowed: '需要是项目成员（或有项目管理权限）',
  ProjectMemberViewAllowed: '需要是项目成员（或可以查看该项目）',
  ScannerVerifier: '令牌必须是该扫描任务的访问凭证',
};

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  file: '文件',
};
const WHERE: Record<ApiParam['in'], string> = {path: '路径', query: '查询', body: '请求体', formData: '表单', header: '请求头'};


/** Text inside the HTML of a field list (ApiFields sets it as HTML, nothing parses it as Markdown). */
function html(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\s+/g, ' ');
}

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type Defs = Record<string, ApiSchema>;

/** The schema with references followed and allOf merged; `ref` is the definition name when it was one. */
function resolve(schema: ApiSchema, defs: Defs): {schema: ApiSchema; ref?: string} {
  let ref: string | undefined;
  let s = schema;
  if (s.$ref) {
    ref = s.$ref;
    s = {...(defs[s.$ref] ?? {type: 'object'}), ...(schema.description ? {description: schema.description} : {})};
  }
  if (s.allOf) {
    const parts = s.allOf.map((x) => resolve(x, defs).schema);
    s = {
      ...s,
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), s.properties ?? {}),
      required: [...parts.flatMap((p) => p.required ?? []), ...(s.required ?? [])],
    };
  }
  return {schema: s, ref};
}

function typeName(schema: ApiSchema, defs: Defs): string {
  const {schema: s} = resolve(schema, defs);
  if (s.type === 'array' || s.items) return `${s.items ? typeName(s.items, defs) : '值'}数组`;
  if (!s.type && s.properties) return '对象';
  if (s.type === 'object' && s.additionalProperties && !s.properties) return '键值对象';
  return TYPE_NAMES[s.type ?? ''] ?? s.type ?? '任意值';
}

/** 可选值 and 默认值 of a parameter or field, as plain text. */
function constraints(s: {enum?: unknown[]; default?: unknown}): string[] {
  const parts: string[] = [];
  const values = (s.enum ?? []).filter((v) => v !== '');
  if (values.length) parts.push(`可选值：${values.map(literal).join('、')}`);
  if (s.default !== undefined) parts.push(`默认值：${literal(s.default)}`);
  return parts;
}

/** The object whose fields a schema shows (itself, or its array's items), if it has any. */
function fieldsOwner(schema: ApiSchema, defs: Defs): {schema: ApiSchema; ref?: string} | undefined {
  const r = resolve(schema, defs);
  if (r.schema.properties && Object.keys(r.schema.properties).length) return r;
  if (r.schema.items) return fieldsOwner(r.schema.items, defs);
  return undefined;
}

/** A nested list of an object's fields, to the leaves; nested objects collapsible, the first level open. */
function fieldList(owner: {schema: ApiSchema; ref?: string}, defs: Defs, depth: number, stack: string[]): string {
  const required = new Set(owner.schema.required ?? []);
  const items = Object.entries(owner.schema.properties ?? {}).map(([name, field]) => {
    const parts = [typeName(field, defs), ...(required.has(name) ? ['必填'] : [])];
    const r = resolve(field, defs);
    // A description that only repeats the field's name says nothing.
    const description = r.schema.description && r.schema.description.toLowerCase() !== name.toLowerCase() ? [r.schema.description] : [];
    const notes = [...description, ...constraints(r.schema.items ? resolve(r.schema.items, defs).schema : r.schema)];
    const head = `<code>${html(name)}</code>（${parts.join('，')}）${notes.length ? html(`：${notes.join('；')}`) : ''}`;
    const child = fieldsOwner(field, defs);
    if (!child) return `<li>${head}</li>`;
    if (child.ref && stack.includes(child.ref)) return `<li>${head}${html('（结构与上层相同）')}</li>`;
    const nested = fieldList(child, defs, depth + 1, child.ref ? [...stack, child.ref] : stack);
    return `<li><details${depth === 0 ? ' open' : ''}><summary>${head}</summary>${nested}</details></li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function schemaBlock(schema: ApiSchema, defs: Defs): string[] {
  const owner = fieldsOwner(schema, defs);
  if (!owner) return [`类型：${typeName(schema, defs)}。`];
  const kind = resolve(schema, defs).schema.type === 'array' ? `${typeName(schema, defs)}，每个元素的字段：` : '';
  // A JS string literal inside a JSX expression: MDX reads nothing in it as Markdown or JSX.
  return [...(kind ? [kind, ''] : []), `<ApiFields html={${JSON.stringify(fieldList(owner, defs, 0, owner.ref ? [owner.ref] : []))}} />`];
}

function paramsTable(params: ApiParam[], defs: Defs): string[] {
  const rows = params
    .filter((p) => p.in !== 'body')
    .map((p) => {
      const type = p.type === 'array' ? `${typeName(p.items ?? {}, defs)}数组` : (TYPE_NAMES[p.type ?? ''] ?? p.type ?? '');
      const notes = [...(p.description ? [p.description] : []), ...constraints(p.items && !p.enum ? p.items : p)];
      const text = escapeInline(notes.join('；'));
      return `| \`${p.name}\` | ${WHERE[p.in]} | ${type} | ${p.required ? '是' : '否'} |${text ? ` ${text} ` : ' '}|`;
    });
  return rows.length ? ['**请求参数**：', '', '| 参数 | 位置 | 类型 | 必填 | 说明 |', '| --- | --- | --- | --- | --- |', ...rows, ''] : [];
}

/** A minimal request body: every top-level field with an empty value of its type. */
function example(schema: ApiSchema, defs: Defs, depth = 0): unknown {
  const s = resolve(schema, defs).schema;
  if (s.enum?.length) return s.enum.find((v) => v !== '') ?? s.enum[0];
  if (s.type === 'array' || s.items) return depth < 2 && s.items ? [example(s.items, defs, depth + 1)] : [];
  if (s.properties) {
    return depth < 2 ? Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, example(v, defs, depth + 1)])) : {};
  }
  return {integer: 0, number: 0, boolean: false, object: {}}[s.type ?? ''] ?? '';
}

function curl(op: PlacedOperation, version: ProductVersion, defs: Defs): string[] {
  let url = op.fullPath.replace(/\{(\w+)\}/g, '<$1>');
  const query = op.params.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=<${p.name}>`);
  if (query.length) url += `?${query.join('&')}`;
  const lines = [`curl${op.method === 'get' ? '' : ` -X ${op.method.toUpperCase()}`} "${access[version].origin}${url}"`];
  if (!op.public) lines.push(`  -H "Authorization: Bearer \${${op.guards?.includes('ScannerVerifier') ? 'SCAN_TOKEN' : 'SQLE_TOKEN'}}"`);
  const body = op.params.find((p) => p.in === 'body');
  const form = op.params.filter((p) => p.in === 'formData');
  if (body?.schema) {
    const json = JSON.stringify(example(body.schema, defs));
    lines.push('  -H "Content-Type: application/json"', `  -d '${json.length > 90 ? JSON.stringify(example(body.schema, defs), null, 2) : json}'`);
  } else if (form.length) {
    const shown = form.some((p) => p.required) ? form.filter((p) => p.required) : form.slice(0, 1);
    for (const p of shown) lines.push(`  -F "${p.name}=${p.type === 'file' ? '@<文件路径>' : `<${p.name}>`}"`);
  }
  return ['```bash', lines.join(' \\\n'), '```'];
}

function operationSection(op: PlacedOperation, version: ProductVersion, defs: Defs): string {
  // Classic heading id, escaped: the site runs MDX without mdx1Compat, so a bare `{` would be an expression.
  const heading = `### \`${op.method.toUpperCase()} ${op.fullPath}\` \\{#${op.anchor}}`;
  const lines = [
    // A paragraph starting with `import` or `export` would be read as an ES module statement.
    op.summary ? escapeInline(op.summary).replace(/^(i)(?=mport\b)|^(e)(?=xport\b)/, (c) => `&#${c.charCodeAt(0)};`) : '（Swagger 文件中没有这个接口的摘要。）',
    '',
  ];
  const facts: string[] = [];
  if (op.deprecated) facts.push('Swagger 文件把这个接口标记为已弃用，新的集成请使用同组中的替代接口');
  if (op.public) facts.push('调用时不需要令牌');
  const guards = (op.guards ?? []).map((g) => GUARDS[g]).filter(Boolean);
  if (guards.length) facts.push(`权限：${guards.join('，')}`);
  if (facts.length) lines.push(`${facts.join('。')}。`, '');
  lines.push(...paramsTable(op.params, defs));
  const body = op.params.find((p) => p.in === 'body');
  if (body?.schema) lines.push('**请求体**：', '', ...schemaBlock(body.schema, defs), '');
  for (const [code, response] of Object.entries(op.responses)) {
    // Descriptions that are only a type name (GenericResp) or OK add nothing.
    const said = response.description && !/^[\w.]+$/.test(response.description) ? `（${escapeInline(response.description)}）` : '';
    lines.push(`**${code === 'default' ? '其他状态码的响应' : `响应 ${code}`}**${said}：`, '');
    lines.push(...(response.schema ? schemaBlock(response.schema, defs) : ['没有响应体。']), '');
  }
  lines.push('**示例**：', '', ...curl(op, version, defs));
  return `${heading}\n\n${offscreenSection(lines.join('\n'))}`;
}

/** `[[METHOD /path|…]]` in an introduction becomes a link to that operation of this version. */
function linkOperations(text: string, ops: PlacedOperation[], slug: string, version: ProductVersion): string {
  return text.replace(/\[\[([^\]]+)\]\]/g, (_all, choices: string) => {
    const strip = (p: string) => p.replace(/\/$/, '');
    for (const choice of choices.split('|')) {
      const [method, path] = choice.trim().split(' ');
      const op = ops.find((o) => o.method === method.toLowerCase() && strip(o.path) === strip(path));
      if (op) {
        const href = op.slug === slug ? `#${op.anchor}` : `./${op.slug}.md#${op.anchor}`;
        return `[\`${op.method.toUpperCase()} ${op.fullPath}\`](${href})`;
      }
    }
    throw new Error(`${version} ${slug}: the introduction names ${choices}, which this version does not have`);
  });
}

const REPOS = {
  sqle: {name: 'SQLE', file: 'sqle/docs/swagger.json'},
  dms: {name: 'DMS', file: 'api/swagger.json'},
} as const;

function pageMarkdown(page: ApiPageDef, ops: PlacedOperation[], all: PlacedOperation[], version: ProductVersion, sources: Sources, defsOf: (repo: PlacedOperation['repo']) => Defs): string {
  const tags = Object.keys(page.tags).filter((key) => ops.some((o) => tagKey(o) === key));
  const repos = (['sqle', 'dms'] as const).filter((r) => ops.some((o) => o.repo === r));
  const intro = page.intro?.[version] ?? page.intro?.all;
  const {authPage, authTitle} = access[version];
  const sections = tags.map((key) => {
    const tagOps = ops.filter((o) => tagKey(o) === key);
    const [repo, tag] = key.split(':') as [PlacedOperation['repo'], string];
    return [
      `## ${prose(`${page.tags[key]}（${REPOS[repo].name} ${tag}）`)} \\{#tag-${repo}-${tag.toLowerCase()}}`,
      '',
      `这一组有 ${tagOps.length} 个接口。`,
      '',
      ...tagOps.map((o) => `${operationSection(o, version, defsOf(o.repo))}\n`),
    ].join('\n');
  });
  const from = repos.map((r) => `${REPOS[r].name} ${sources[r].ref} 的 \`${REPOS[r].file}\``).join('和');
  const date = repos.map((r) => sources[r].date).sort().pop();
  return [
    '---',
    `title: ${page.label}接口`,
    `sidebar_label: ${page.label}`,
    `description: ${prose(`${repos.map((r) => `${REPOS[r].name} ${sources[r].ref}`).join('、')} 中${tags.map((t) => page.tags[t]).filter((n, i, a) => a.indexOf(n) === i).join('、')}的 ${ops.length} 个 HTTP 接口：请求方法与路径、参数、请求体和响应的结构，以及 curl 调用示例。`)}`,
    // Generated pages have no git history: the date is the newest commit the Swagger files were read from.
    'last_update:',
    `  date: ${date}`,
    'custom_edit_url: null',
    '---',
    '',
    "import ApiFields from '@site/src/components/ApiFields';",
    '',
    ...(intro ? [prose(linkOperations(intro, all, page.slug, version)), ''] : []),
    prose(`本页的 ${ops.length} 个接口取自 ${from}，按其中的标签分组。每个接口的标题是请求方法和实际调用的完整路径，锚点由二者生成，可以直接链接。参数、字段名称和简短说明照录 Swagger 文件，层级较深的结构默认折叠，点击字段名展开。示例中的 \`<host>\` 换成 SQLE 的地址，尖括号中的其他内容换成实际值，令牌的获取和携带方法见[${authTitle}](${authPage})。`),
    '',
    ...sections,
  ].join('\n');
}

/** One page per group that has operations in this version, in the order of `apiPages`. */
export function renderPages(version: ProductVersion): Page[] {
  const data = readApi(version);
  const all = placedOperations(version, data);
  return apiPages
    .filter((page) => all.some((o) => o.slug === page.slug))
    .map((page) => {
      const ops = all.filter((o) => o.slug === page.slug);
      const defsOf = (repo: PlacedOperation['repo']) => data.specs.find((s) => s.repo === repo)!.definitions;
      return {slug: page.slug, markdown: pageMarkdown(page, ops, all, version, data.sources, defsOf), anchors: ops.map((o) => o.anchor)};
    });
}
