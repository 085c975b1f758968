/**
 * The HTTP API of each version, trimmed from SQLE's own Swagger 2.0 files:
 * sqle `sqle/docs/swagger.json` (and, for 3.x and 4.x, dms `api/swagger.json`).
 *
 * Kept: every operation's method, path, tags, summary, parameters and the
 * schemas they reference (transitively), plus the route guard sqle's
 * `api/app.go` puts on the route where there is one. Dropped: operation
 * descriptions, any description longer than SHORT characters or spanning
 * lines (the site shows the interface, not the source's prose) or holding a
 * TODO, and examples.
 */
import type {RepoAt} from './git';
import type {ExtractModule} from './module';

const SHORT = 40;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** What Swagger 2 says of a value: a schema and a parameter outside the body alike. */
type ApiValue = {
  type?: string;
  format?: string;
  description?: string;
  enum?: (string | number)[];
  default?: unknown;
  items?: ApiSchema;
};

export type ApiSchema = ApiValue & {
  $ref?: string;
  properties?: Record<string, ApiSchema>;
  required?: string[];
  allOf?: ApiSchema[];
  additionalProperties?: ApiSchema | boolean;
};

export type ApiParam = ApiValue & {
  name: string;
  in: 'path' | 'query' | 'body' | 'formData' | 'header';
  required?: true;
  schema?: ApiSchema;
};

export type ApiOperation = {
  method: (typeof METHODS)[number];
  /** Path as the Swagger file writes it (without the base path). */
  path: string;
  /** Path a client requests: base path + path. */
  fullPath: string;
  tags: string[];
  summary: string;
  operationId: string;
  deprecated?: boolean;
  /** The Swagger file asks for the Authorization header elsewhere but not here (login and the like). */
  public?: true;
  /** Route guards from sqle's api/app.go (middleware names), when the route has any. */
  guards?: string[];
  consumes?: string[];
  params: ApiParam[];
  responses: Record<string, {description?: string; schema?: ApiSchema}>;
};

export type ApiSpec = {
  repo: 'sqle' | 'dms';
  file: string;
  basePath: string;
  operations: ApiOperation[];
  definitions: Record<string, ApiSchema>;
};

export type ApiData = {specs: ApiSpec[]};

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const short = (text: unknown): string | undefined => {
  if (typeof text !== 'string') return undefined;
  const t = text.trim();
  // A developer's note (TODO) is not part of the interface.
  return t && t.length <= SHORT && !/\n/.test(t) && !/\b(TODO|FIXME|TBD)\b/i.test(t) ? t : undefined;
};

function trimSchema(raw: Raw | undefined): ApiSchema | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const s: ApiSchema = {};
  if (typeof raw.$ref === 'string') s.$ref = raw.$ref.replace('#/definitions/', '');
  for (const key of ['type', 'format'] as const) if (typeof raw[key] === 'string') s[key] = raw[key];
  const description = short(raw.description);
  if (description) s.description = description;
  if (Array.isArray(raw.enum)) s.enum = raw.enum;
  if (raw.default !== undefined) s.default = raw.default;
  if (raw.items) s.items = trimSchema(raw.items);
  if (raw.properties) {
    s.properties = Object.fromEntries(Object.entries(raw.properties as Raw).map(([k, v]) => [k, trimSchema(v)!]));
  }
  if (Array.isArray(raw.required) && raw.required.length) s.required = raw.required;
  if (Array.isArray(raw.allOf)) s.allOf = raw.allOf.map((x: Raw) => trimSchema(x)!);
  if (raw.additionalProperties !== undefined) {
    s.additionalProperties = typeof raw.additionalProperties === 'object' ? trimSchema(raw.additionalProperties) : raw.additionalProperties;
  }
  return s;
}

function refsOf(schema: unknown, into: Set<string>): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach((x) => refsOf(x, into));
  for (const [k, v] of Object.entries(schema)) {
    if (k === '$ref' && typeof v === 'string') into.add(v);
    else refsOf(v, into);
  }
}

/** Route key used to match app.go routes with Swagger paths: method + path with `:x` as `{x}`, no trailing slash. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\/+$/, '').replace(/\/{2,}/g, '/')}`;

/**
 * Route guards of sqle's api/app.go: `x := y.Group("/p", mw…)` chains and
 * `x.GET("/p", handler, mw…)` registrations. Only middleware that decides
 * who may call (names ending in Allowed, and ScannerVerifier) is kept.
 */
export function routeGuards(appGo: string): Map<string, string[]> {
  const consts = new Map<string, string>();
  for (const m of appGo.matchAll(/^\s*(api\w+)\s*=\s*"([^"]*)"/gm)) consts.set(m[1], m[2]);
  const groups = new Map<string, {prefix: string; guards: string[]}>([['e', {prefix: '', guards: []}]]);
  const guardsIn = (args: string) =>
    [...args.matchAll(/(?:sqleMiddleware\.)?(\w+(?:Allowed|ScannerVerifier))\(\)/g)].map((m) => m[1]);
  const routes = new Map<string, string[]>();
  const join = (a: string, b: string) => `${a}/${b}`.replace(/\/{2,}/g, '/');
  for (const line of appGo.split('\n')) {
    const group = /^\s*(\w+)\s*:?=\s*(\w+)\.Group\(\s*("([^"]*)"|(\w+))\s*(.*)\)\s*$/.exec(line);
    if (group && groups.has(group[2])) {
      const parent = groups.get(group[2])!;
      const prefix = group[4] ?? consts.get(group[5]) ?? '';
      groups.set(group[1], {prefix: join(parent.prefix, prefix), guards: [...parent.guards, ...guardsIn(group[6])]});
      continue;
    }
    const route = /^\s*(\w+)\.(GET|POST|PUT|PATCH|DELETE)\(\s*"([^"]*)"\s*,(.*)\)\s*$/.exec(line);
    if (route && groups.has(route[1])) {
      const parent = groups.get(route[1])!;
      routes.set(routeKey(route[2], join(parent.prefix, route[3])), [...parent.guards, ...guardsIn(route[4])]);
    }
  }
  return routes;
}

function readSpec(repo: RepoAt, name: 'sqle' | 'dms', file: string, guards: Map<string, string[]>): ApiSpec {
  const raw = JSON.parse(repo.show(file)) as Raw;
  const basePath = (raw.basePath ?? '/').replace(/\/$/, '');
  const operations: ApiOperation[] = [];
  // dms's file declares no security at all, so only a file that does can say an operation is open.
  const declaresSecurity = Object.values(raw.paths as Raw).some((item: Raw) => METHODS.some((m) => item[m]?.security));
  const used = new Set<string>();
  for (const path of Object.keys(raw.paths).sort()) {
    const item = raw.paths[path] as Raw;
    for (const method of METHODS) {
      const op = item[method] as Raw | undefined;
      if (!op) continue;
      const params: ApiParam[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Raw) => {
        const param: ApiParam = {name: p.name, in: p.in, ...(p.required ? {required: true} : {})};
        for (const key of ['type', 'format'] as const) if (typeof p[key] === 'string') param[key] = p[key];
        const description = short(p.description);
        if (description) param.description = description;
        if (Array.isArray(p.enum)) param.enum = p.enum;
        if (p.default !== undefined) param.default = p.default;
        if (p.items) param.items = trimSchema(p.items);
        if (p.schema) param.schema = trimSchema(p.schema);
        return param;
      });
      const responses = Object.fromEntries(
        Object.entries((op.responses ?? {}) as Raw).map(([code, r]) => {
          const description = short(r.description);
          return [code, {...(description ? {description} : {}), ...(r.schema ? {schema: trimSchema(r.schema)} : {})}];
        }),
      );
      const operation: ApiOperation = {
        method,
        path,
        fullPath: `${basePath}${path}`,
        tags: op.tags ?? [],
        summary: (op.summary ?? '').trim(),
        operationId: op.operationId ?? '',
        params,
        responses,
      };
      if (op.deprecated) operation.deprecated = true;
      if (declaresSecurity && !op.security) operation.public = true;
      if (Array.isArray(op.consumes)) operation.consumes = op.consumes;
      const guard = guards.get(routeKey(method, path));
      if (guard?.length) operation.guards = guard;
      refsOf(operation, used);
      operations.push(operation);
    }
  }
  // Definitions reachable from the operations, and nothing else.
  const definitions: Record<string, ApiSchema> = {};
  const queue = [...used];
  while (queue.length) {
    const ref = queue.pop()!;
    const name = ref.replace('#/definitions/', '');
    if (definitions[name] || !raw.definitions?.[name]) continue;
    definitions[name] = trimSchema(raw.definitions[name])!;
    const more = new Set<string>();
    refsOf(raw.definitions[name], more);
    queue.push(...more);
  }
  return {repo: name, file, basePath: basePath || '/', operations, definitions};
}

export const apiModule: ExtractModule = {
  name: 'api',
  repos: ['sqle', 'dms'],
  // {specs: [{operations: [one per line], definitions: {one per line}}]}
  lineDepth: 4,
  extract(ctx): ApiData {
    const sqle = ctx.repo('sqle');
    const specs = [readSpec(sqle, 'sqle', 'sqle/docs/swagger.json', routeGuards(sqle.show('sqle/api/app.go')))];
    if (ctx.uses('dms')) specs.push(readSpec(ctx.repo('dms'), 'dms', 'api/swagger.json', new Map()));
    return {specs};
  },
};
