/** Reads the committed product data and the hand-written rule notes. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Rule, RulesData} from '../../../product-data/extract/rules';
import type {UiLabelsData} from '../../../product-data/extract/ui-labels';
import {productVersions, versionNames, type ProductVersion} from '../../../product-data/extract/sources';

export {productVersions, versionNames, type ProductVersion, type Rule};

const ROOT = path.resolve(__dirname, '../../..');
export type Sources = Record<string, {ref: string; commit: string; date: string}>;

/**
 * How the note's examples were checked at one SQLE tag (key: the tag, e.g. `v4.2606.0`):
 * `run`: both examples ran through that tag's rule code (the rule alone, default
 * parameters, offline or against SQLE's mock data source) — the violating SQL hits the
 * rule, the compliant one does not; `needs-data-source`: the rule reads a live data
 * source (table structure, sizes, execution plans), so the examples could not be run.
 */
export const VERIFICATIONS = ['run', 'needs-data-source'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

export type RuleNote = {
  trigger: string;
  why: string;
  bad?: string;
  good?: string;
  params?: string;
  versions?: string;
  no_example?: string;
  verified?: Record<string, Verification>;
};

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

export const readRules = (v: ProductVersion) =>
  readJson<RulesData & {sources: Sources}>(`product-data/${v}/rules.json`);
export const readLabels = (v: ProductVersion) =>
  readJson<UiLabelsData & {sources: Sources}>(`product-data/${v}/ui-labels.json`).labels;

const NOTE_FIELDS = new Set(['trigger', 'why', 'bad', 'good', 'params', 'versions', 'no_example', 'verified']);

/** All entries of rule-notes/*.yaml merged by rule key; a key in two files or a malformed entry throws. */
export function readNotes(dir = path.join(ROOT, 'rule-notes')): Map<string, RuleNote> {
  const notes = new Map<string, RuleNote>();
  const where = new Map<string, string>();
  if (!fs.existsSync(dir)) return notes;
  for (const file of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const doc = (yaml.load(fs.readFileSync(path.join(dir, file), 'utf8')) ?? {}) as Record<string, RuleNote>;
    for (const [key, note] of Object.entries(doc)) {
      if (where.has(key)) throw new Error(`rule-notes: ${key} is in ${where.get(key)} and ${file}`);
      const problems = [
        ...Object.keys(note ?? {}).filter((f) => !NOTE_FIELDS.has(f)).map((f) => `unknown field ${f}`),
        ...(['trigger', 'why'] as const).filter((f) => !note?.[f]).map((f) => `no ${f}`),
        ...(!note?.no_example && !(note?.bad && note?.good) ? ['needs bad and good SQL, or no_example'] : []),
        ...Object.entries(note?.verified ?? {})
          .filter(([, how]) => !VERIFICATIONS.includes(how))
          .map(([tag, how]) => `verified ${tag}: ${how} is not one of ${VERIFICATIONS.join(', ')}`),
        ...(note?.verified && !note.bad ? ['verified without examples'] : []),
      ];
      if (problems.length) throw new Error(`rule-notes/${file}: ${key}: ${problems.join(', ')}`);
      where.set(key, file);
      notes.set(key, note);
    }
  }
  return notes;
}
