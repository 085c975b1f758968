/**
 * Docusaurus plugin: starts drawing every diagram of the site while the build
 * is still loading its content, instead of when the bundler reaches each page.
 * On a cold build the drawing then overlaps the work before bundling, and the
 * diagrams go to Chromium in two large batches (one per colour mode) rather
 * than in many small ones that each load Mermaid again. The remark plugin
 * (./index.ts) awaits the same renders by key; a diagram found here but
 * spelled differently there is simply drawn again there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderDiagrams, themes} from './render';

/** Folders whose Markdown the remark plugin sees. */
const sourceDirs = ['docs', 'versioned_docs', 'src/pages'];

const FENCE = /^```mermaid[^\n]*\n([\s\S]*?)\n```[ \t]*$/gm;

/** Text of every ```mermaid block of the Markdown files under the given folders. */
export function mermaidSources(dirs: string[]): string[] {
  const sources = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const [, source] of fs.readFileSync(full, 'utf8').matchAll(FENCE)) sources.add(source);
      }
    }
  };
  dirs.filter((dir) => fs.existsSync(dir)).forEach(visit);
  return [...sources];
}

export default function diagramWarmUp(context: LoadContext): Plugin {
  return {
    name: 'diagram-warm-up',
    async loadContent() {
      const sources = mermaidSources(sourceDirs.map((dir) => path.join(context.siteDir, dir)));
      // Not awaited: the build goes on loading and bundling meanwhile. A
      // diagram Mermaid rejects fails the build in the remark plugin, with
      // its file and line; here it is ignored.
      for (const theme of themes) {
        renderDiagrams(sources, theme, (i) => `diagram ${i + 1}`).catch(() => {});
      }
    },
  };
}
