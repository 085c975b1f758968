/**
 * Lets each page's HTML name the route chunks the page needs, so the browser
 * fetches them with main.js instead of after it.
 *
 * Docusaurus picks a page's scripts from the client manifest by the modules
 * its server render used (react-loadable's Capture reports module paths such
 * as `@site/docs/intro.md`), but with webpack 5 and Rspack the manifest keys
 * the route chunks by chunk name only, so every page got the runtime and
 * main.js alone. main.js then found the page's route, appended a script for
 * each of its chunks (9 on a doc page; tens of ms of a 4× slowed CPU, inside
 * the longest task of the load) and waited for them: a second round trip
 * before the page could hydrate.
 *
 * After the manifest is written, this adds each registry module's path as a
 * key to the same chunks (the registry maps chunk name → module path), and
 * the page template (src/config/ssrTemplate.ts) loads those chunks before
 * main.js, so the route's chunks are in place when main.js looks for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Compiler} from 'webpack';

type ClientManifest = {entrypoints: string[]; origins: Record<string, string[]>; assets: Record<string, unknown>};

/** `"name": [() => import(/* webpackChunkName: "name" *\/ "module path"), …]` in .docusaurus/registry.js. */
const REGISTRY_ENTRY = /webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g;

/** Chunk name → module path, from the route registry Docusaurus generated. */
export function registryModules(registrySource: string): Map<string, string> {
  return new Map([...registrySource.matchAll(REGISTRY_ENTRY)].map(([, name, modulePath]) => [name, modulePath]));
}

/** The manifest with every registry module path as a key to its chunk's assets. */
export function withModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  for (const [name, modulePath] of modules) {
    if (manifest.origins[name]) origins[modulePath] = manifest.origins[name];
  }
  return {...manifest, origins};
}

export class PageChunksPlugin {
  constructor(private readonly generatedFilesDir: string) {}

  apply(compiler: Compiler): void {
    // The manifest plugin writes the file in `emit`; this runs after every `emit` tap.
    compiler.hooks.afterEmit.tap('PageChunks', () => {
      const manifestFile = path.join(this.generatedFilesDir, 'client-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
      const modules = registryModules(fs.readFileSync(path.join(this.generatedFilesDir, 'registry.js'), 'utf8'));
      if (modules.size === 0) throw new Error('PageChunksPlugin: no entries found in .docusaurus/registry.js; its format changed');
      fs.writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, modules)));
    });
  }
}
