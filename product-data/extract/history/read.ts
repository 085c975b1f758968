/** Reads the committed release history and the documented release's facts. */
import fs from 'node:fs';
import path from 'node:path';
import type {ConfigKeysData} from '../config-keys';
import type {RulesData} from '../rules';
import type {ProductVersion} from '../sources';
import type {UiLabelsData} from '../ui-labels';
import {configFacts, labelFacts, releaseFacts, rulesFacts, type Facts, type LineHistory} from './facts';

const DATA_DIR = path.resolve(__dirname, '../..');
export const HISTORY_DIR = path.join(DATA_DIR, 'history');

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

export const readHistory = (line: ProductVersion): LineHistory => readJson<LineHistory>(`history/${line}.json`);

/** The documented release's facts: product-data/<line>/ plus what only the history file holds. */
export function documentedFacts(line: ProductVersion, latest: LineHistory['latest'] = readHistory(line).latest): Facts {
  return {
    rules: rulesFacts(readJson<RulesData>(`${line}/rules.json`)),
    config: configFacts(readJson<ConfigKeysData>(`${line}/config-keys.json`)),
    labels: labelFacts(readJson<UiLabelsData>(`${line}/ui-labels.json`)),
    ...latest,
  };
}

/** Every release of a line with its facts, oldest first. */
export function lineFacts(line: ProductVersion, history = readHistory(line)) {
  const facts = releaseFacts(history, documentedFacts(line, history.latest));
  return history.releases.map((entry, i) => ({...entry, facts: facts[i]}));
}
