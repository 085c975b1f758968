/** The expected pages of each docs version and where each tree lives: one source for all tests. */
import fs from 'node:fs';
import spec from './spec-pages.json';

export type Version = keyof typeof spec;
export const versions = Object.keys(spec) as Version[];
export const specPages: Record<Version, string[]> = spec;

/** Folder of each docs tree, relative to the project root. */
export const docsDir: Record<Version, string> = {
  v4: 'docs',
  v3: 'versioned_docs/version-v3',
  v2: 'versioned_docs/version-v2',
};

/** URL prefix of each docs tree. */
export const treePath: Record<Version, string> = {
  v4: '/sqle-docs/docs',
  v3: '/sqle-docs/docs/v3',
  v2: '/sqle-docs/docs/v2',
};

export const docUrl = (version: Version, id: string) => `${treePath[version]}/${id}`;

/** File of a doc id (ids are paths; `.md` or `.mdx`). */
export function docFile(version: Version, id: string): string {
  const base = `${docsDir[version]}/${id}`;
  return fs.existsSync(`${base}.mdx`) ? `${base}.mdx` : `${base}.md`;
}

/** Front matter fields of a page (flat `key: value` lines) and the text after it. */
export function readPage(file: string): {frontMatter: Record<string, string>; body: string} {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const frontMatter: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (field) {
      frontMatter[field[1]] = field[2].replace(/^['"]|['"]$/g, '').trim();
    }
  }
  return {frontMatter, body: match ? text.slice(match[0].length) : text};
}
