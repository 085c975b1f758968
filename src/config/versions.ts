/**
 * The docs versions of the site, newest first: one list for the docs plugin,
 * the redirects, the Markdown/llms.txt output and the tests.
 */
export type DocsVersion = {
  /** Docusaurus version name (`current` is the unversioned `docs/` folder). */
  name: string;
  /** Label readers see in the version dropdown. */
  label: string;
  /** Folder of the version's Markdown sources, relative to the site root. */
  dir: string;
  /** Path segment under `/docs` ('' for the current version). */
  path: string;
  /** SQLE release the pages were checked against (shown on the PDF manual's cover). */
  release: string;
};

export const docsVersions: DocsVersion[] = [
  {name: 'current', label: 'v4', dir: 'docs', path: '', release: '4.2606.0'},
  {name: 'v3', label: 'v3', dir: 'versioned_docs/version-v3', path: 'v3', release: '3.2412.1'},
  {name: 'v2', label: 'v2', dir: 'versioned_docs/version-v2', path: 'v2', release: '2.2311.2'},
];

/**
 * The versions a build includes: all of them, unless DOCS_VERSIONS lists
 * labels. `DOCS_VERSIONS=v4 npm start` has a third of the pages to compile
 * (a v4-only build takes about 23 s where all three take 36), and the fault
 * builds of `npm test` use it. v4 is always among them: the navbar, the
 * footer and the home page link its pages.
 */
export function includedVersions(env: NodeJS.ProcessEnv = process.env): DocsVersion[] {
  const labels = env.DOCS_VERSIONS?.split(',').map((label) => label.trim()).filter(Boolean);
  if (!labels?.length) return docsVersions;
  const known = docsVersions.map((version) => version.label);
  const unknown = labels.filter((label) => !known.includes(label));
  if (unknown.length || !labels.includes(known[0])) {
    throw new Error(`DOCS_VERSIONS=${env.DOCS_VERSIONS}: name versions by label (${known.join(', ')}), separated by commas, ${known[0]} among them`);
  }
  return docsVersions.filter((version) => labels.includes(version.label));
}

/** Route of a version's docs tree relative to the base URL: `docs`, `docs/v3`. */
export const docsRoute = (version: DocsVersion) => (version.path ? `docs/${version.path}` : 'docs');
