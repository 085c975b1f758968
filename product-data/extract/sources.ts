/**
 * Which SQLE release each docs version describes, and where its facts live.
 * One table for the extractor, the rule-reference generator and the tests.
 */
export type RepoName = 'sqle' | 'dms' | 'dms-ui' | 'sqle-ui';

export type VersionSource = {
  /** Git ref (tag or branch) read in each repository this version uses. */
  refs: Partial<Record<RepoName, string>>;
  /** Docs tree of this version, relative to the project root. */
  docsDir: string;
};

export const productVersions = {
  v4: {
    refs: {sqle: 'v4.2606.0', dms: 'v4.2606.0', 'dms-ui': 'v4.2606.0'},
    docsDir: 'docs',
  },
  v3: {
    refs: {sqle: 'v3.2412.1', dms: 'v3.2412.1', 'dms-ui': 'v3.2412.1'},
    docsDir: 'versioned_docs/version-v3',
  },
  v2: {
    // sqle-ui has no v2.2311.2 tag; its release branch is the v2 web UI.
    refs: {sqle: 'v2.2311.2', 'sqle-ui': 'release-2.2311.x'},
    docsDir: 'versioned_docs/version-v2',
  },
} satisfies Record<string, VersionSource>;

export type ProductVersion = keyof typeof productVersions;
export const versionNames = Object.keys(productVersions) as ProductVersion[];
