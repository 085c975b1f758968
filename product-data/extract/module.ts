/** The contract every extraction module fulfils: one JSON file per version. */
import type {RepoAt} from './git';
import type {ProductVersion, RepoName} from './sources';

export type ExtractContext = {
  version: ProductVersion;
  /** The repository at this version's ref; throws if the version does not use it. */
  repo(name: RepoName): RepoAt;
  /** Whether this version uses the repository. */
  uses(name: RepoName): boolean;
};

export type ExtractModule = {
  /** Output file `product-data/<version>/<name>.json`. */
  name: string;
  /** Repositories the module reads (recorded in the file's `sources`). */
  repos: RepoName[];
  extract(ctx: ExtractContext): unknown;
  /** Nesting depth below which values are written one per line (see stableJson); default: fully indented. */
  lineDepth?: number;
};
