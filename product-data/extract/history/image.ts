/**
 * Defaults the Docker image sets outside the config templates: `ENV` lines of
 * the Dockerfile, the ports and environment of the shipped docker-compose.yaml,
 * and (2.x) the sqled.yml the image's start script writes on first start.
 */
import yaml from 'js-yaml';
import type {RepoAt} from '../git';
import type {Facts} from './facts';

const DIR = 'docker-images/sqle';

function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    // A list of scalars is one value; a list of sections is walked like the config keys (`key[].field`).
    if (value.every((v) => !v || typeof v !== 'object')) out[prefix] = value.map(String).join(', ');
    else for (const item of value) flatten(item, `${prefix}[]`, out);
  }
  else out[prefix] = value === null || value === undefined ? '' : String(value);
}

export function imageFacts(sqle: RepoAt): Facts['image'] {
  const out: Facts['image'] = {};
  const put = (file: string, key: string, value: string) => (out[`${file}: ${key}`] = {default: value, source: `sqle:${DIR}/${file}`});
  if (sqle.has(`${DIR}/Dockerfile`)) {
    for (const m of sqle.show(`${DIR}/Dockerfile`).matchAll(/^ENV\s+(\w+)(?:\s*=\s*|\s+)(.*?)\s*$/gm)) {
      put('Dockerfile', `ENV ${m[1]}`, m[2].replace(/^"(.*)"$/, '$1'));
    }
  }
  if (sqle.has(`${DIR}/docker-compose.yaml`)) {
    const compose = yaml.load(sqle.show(`${DIR}/docker-compose.yaml`)) as {services?: Record<string, {ports?: unknown[]; environment?: unknown}>};
    for (const [name, service] of Object.entries(compose.services ?? {})) {
      if (service.ports) put('docker-compose.yaml', `services.${name}.ports`, service.ports.map(String).join(', '));
      const env = Array.isArray(service.environment)
        ? Object.fromEntries(service.environment.map((e) => String(e).split(/=(.*)/s).slice(0, 2)))
        : (service.environment as Record<string, unknown> | undefined) ?? {};
      for (const [k, v] of Object.entries(env)) put('docker-compose.yaml', `services.${name}.environment.${k}`, String(v ?? ''));
    }
  }
  if (sqle.has(`${DIR}/start.sh`)) {
    const script = sqle.show(`${DIR}/start.sh`);
    const heredoc = /<<\s*EOF\n([\s\S]*?)^EOF$/m.exec(script);
    if (heredoc) {
      const written: Record<string, string> = {};
      flatten(yaml.load(heredoc[1]), '', written);
      for (const [k, v] of Object.entries(written)) put('start.sh', k, v);
    }
  }
  return Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]]));
}
