/**
 * API operations of the swagger files sqle and dms ship: `<repo> <METHOD> <path>`
 * → summary, and each file's basePath (the full path is basePath + path).
 */
import type {RepoAt} from '../git';
import type {Facts} from './facts';

export const SWAGGER_FILES: Record<string, string> = {sqle: 'sqle/docs/swagger.json', dms: 'api/swagger.json'};
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

type Swagger = {basePath?: string; paths?: Record<string, Record<string, {summary?: string; description?: string; operationId?: string}>>};

export function apiFacts(repos: RepoAt[]): Pick<Facts, 'api' | 'apiBase'> {
  const api: Facts['api'] = {};
  const apiBase: Facts['apiBase'] = {};
  for (const repo of repos) {
    const file = SWAGGER_FILES[repo.name];
    if (!file || !repo.has(file)) continue;
    const swagger = JSON.parse(repo.show(file)) as Swagger;
    apiBase[repo.name] = swagger.basePath ?? '/';
    for (const [p, ops] of Object.entries(swagger.paths ?? {})) {
      for (const method of METHODS) {
        const op = ops[method];
        if (!op) continue;
        api[`${repo.name} ${method.toUpperCase()} ${p}`] = {
          summary: (op.summary ?? op.description ?? op.operationId ?? '').trim(),
          source: `${repo.name}:${file}`,
        };
      }
    }
  }
  return {api: Object.fromEntries(Object.keys(api).sort().map((k) => [k, api[k]])), apiBase};
}

/** `/sqle` + `/v1/x` → `/sqle/v1/x`; `/` + `/v1/x` → `/v1/x`. */
export const fullPath = (base: string, p: string) => `${base.replace(/\/$/, '')}${p}`;
