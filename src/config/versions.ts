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

/** Route of a version's docs tree relative to the base URL: `docs`, `docs/v3`. */
export const docsRoute = (version: DocsVersion) => (version.path ? `docs/${version.path}` : 'docs');
