/**
 * The facts the release history compares, one flat record per kind, and the
 * diff between two releases. Shared by the extractor (which writes diffs),
 * the page generator and the tests (which rebuild every release from the
 * documented one by undoing the diffs).
 */
import type {ConfigKeysData} from '../config-keys';
import type {RulesData} from '../rules';
import type {UiLabelsData} from '../ui-labels';

export type RuleFact = {name: string; category: string; level: string; params: Record<string, string>; source: string};
/** Default as the first shipped template writes it; `null` when only the config struct declares the key. */
export type ConfigFact = {default: string | null; source: string};
/** An operation of a swagger file: `sqle GET /v1/projects` → summary. */
export type ApiFact = {summary: string; source: string};
/** A value the image or its start script sets: `ENV MYSQL_PORT`, or a key the v2 start script writes. */
export type ImageFact = {default: string; source: string};
export type LabelFact = string;

export type Facts = {
  rules: Record<string, RuleFact>;
  config: Record<string, ConfigFact>;
  image: Record<string, ImageFact>;
  /** swagger basePath per repository (`sqle`, `dms`): operations are shown as basePath + path. */
  apiBase: Record<string, string>;
  api: Record<string, ApiFact>;
  labels: Record<string, LabelFact>;
};
export type FactKind = keyof Facts;
export const factKinds: FactKind[] = ['rules', 'config', 'image', 'apiBase', 'api', 'labels'];

export type KindDiff<T> = {
  added?: Record<string, T>;
  removed?: Record<string, T>;
  changed?: Record<string, {from: T; to: T}>;
};
export type FactsDiff = {[K in FactKind]?: KindDiff<Facts[K][string]>};

export type RefUsed = {
  /** Tag or branch read; `commit` pins it. */
  ref: string;
  commit: string;
  date: string;
  /** Why a ref other than the release's own tag was read (no tag of that number). */
  fallback?: 'branch' | 'earlier-tag' | 'earlier-branch';
};
export type ReleaseEntry = {
  /** Release number without "v": `4.2603.0`. */
  release: string;
  refs: Record<string, RefUsed>;
  /** Changes from the previous release of the line; absent for the first. */
  changes?: FactsDiff;
};
export type LineHistory = {
  line: string;
  /** Oldest first. */
  releases: ReleaseEntry[];
  /** Facts of the documented (last) release that product-data/<line>/ does not hold. */
  latest: Pick<Facts, 'image' | 'apiBase' | 'api'>;
};

/**
 * Where a fact is defined is shown, but a fact that only moved (a rule to
 * another file, a key now also written by another template) has not changed
 * for the reader; the moved fact keeps its newer source.
 */
const withoutSource = (v: unknown) => (v && typeof v === 'object' && 'source' in v ? {...v, source: undefined} : v);
const same = (a: unknown, b: unknown) => JSON.stringify(withoutSource(a)) === JSON.stringify(withoutSource(b));

export function diffFacts(before: Facts, after: Facts): FactsDiff {
  const out: FactsDiff = {};
  for (const kind of factKinds) {
    const a = before[kind] as Record<string, unknown>;
    const b = after[kind] as Record<string, unknown>;
    const d: KindDiff<unknown> = {};
    for (const id of Object.keys(b).sort()) {
      if (!(id in a)) (d.added ??= {})[id] = b[id];
      else if (!same(a[id], b[id])) (d.changed ??= {})[id] = {from: a[id], to: b[id]};
    }
    for (const id of Object.keys(a).sort()) if (!(id in b)) (d.removed ??= {})[id] = a[id];
    if (d.added || d.removed || d.changed) (out as Record<string, unknown>)[kind] = d;
  }
  return out;
}

/** The facts before a diff, given the facts after it. */
export function undoDiff(after: Facts, diff: FactsDiff): Facts {
  const before = structuredClone(after);
  for (const kind of factKinds) {
    const d = diff[kind] as KindDiff<unknown> | undefined;
    if (!d) continue;
    const facts = before[kind] as Record<string, unknown>;
    for (const id of Object.keys(d.added ?? {})) delete facts[id];
    for (const [id, v] of Object.entries(d.removed ?? {})) facts[id] = v;
    for (const [id, v] of Object.entries(d.changed ?? {})) facts[id] = v.from;
  }
  return before;
}

/** Facts of every release, oldest first, rebuilt backwards from the documented release. */
export function releaseFacts(history: LineHistory, documented: Facts): Facts[] {
  const out: Facts[] = [documented];
  for (let i = history.releases.length - 1; i > 0; i--) out.unshift(undoDiff(out[0], history.releases[i].changes ?? {}));
  return out;
}

/** Sorted copy of a record (deterministic key order). */
const sorted = <T>(r: Record<string, T>) => Object.fromEntries(Object.keys(r).sort().map((k) => [k, r[k]]));

export function rulesFacts(data: RulesData): Facts['rules'] {
  return sorted(
    Object.fromEntries(
      data.rules.map((r) => [
        r.key,
        {name: r.name, category: r.category, level: r.level, params: Object.fromEntries(r.params.map((p) => [p.key, p.default])), source: `sqle:sqle/driver/mysql/rule/${r.source}`},
      ]),
    ),
  );
}

export function configFacts(data: ConfigKeysData): Facts['config'] {
  const structs = data.files.filter((f) => f.includes('#')).map((f) => f.replace(/#.*/, ''));
  const facts: Facts['config'] = Object.fromEntries(
    data.keys.map((k) => [k.key, {default: k.default ?? null, source: k.templates[0] ?? structs.join(', ')}]),
  );
  // A section exists while any key under it does (`dms.database_driver_options` while the
  // template writes `dms.database_driver_options[].db_type`), whether or not a struct names it.
  for (const [key, fact] of Object.entries(facts)) {
    const parts = key.split('.');
    for (let i = 1; i < parts.length; i++) {
      const section = parts.slice(0, i).join('.').replace(/\[\]$/, '');
      facts[section] ??= {default: null, source: fact.source};
    }
  }
  return sorted(facts);
}

export function labelFacts(data: UiLabelsData): Facts['labels'] {
  return sorted(data.labels);
}
