/**
 * Written summaries of each release, `release-notes/<line>.yaml`:
 * `'4.2606.0': [{text, refs?: ['sqle#3012'], ee?: true}]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export type NoteItem = {text: string; refs?: string[]; ee?: boolean};
export type ReleaseNotes = Map<string, NoteItem[]>;

export const NOTES_DIR = path.resolve(__dirname, '../../../release-notes');
const REF = /^(sqle|dms|dms-ui|sqle-ui)#(\d+)$/;
const FIELDS = new Set(['text', 'refs', 'ee']);

/** The notes of a line, validated; `undefined` when the file does not exist yet. */
export function readReleaseNotes(line: string, dir = NOTES_DIR): ReleaseNotes | undefined {
  const file = path.join(dir, `${line}.yaml`);
  if (!fs.existsSync(file)) return undefined;
  const doc = (yaml.load(fs.readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
  const notes: ReleaseNotes = new Map();
  const fail = (why: string) => {
    throw new Error(`release-notes/${line}.yaml: ${why}`);
  };
  for (const [release, items] of Object.entries(doc)) {
    if (!/^\d+\.\d{4}\.\d+$/.test(release)) fail(`key ${release} is not a release number like 4.2606.0 (quote it)`);
    if (!Array.isArray(items) || items.length === 0) fail(`${release}: needs a list of items`);
    notes.set(
      release,
      (items as Record<string, unknown>[]).map((item, i) => {
        const where = `${release} item ${i + 1}`;
        if (!item || typeof item.text !== 'string' || !item.text.trim()) fail(`${where}: no text`);
        const unknown = Object.keys(item).filter((k) => !FIELDS.has(k));
        if (unknown.length) fail(`${where}: unknown field ${unknown.join(', ')}`);
        if (item.refs !== undefined && (!Array.isArray(item.refs) || item.refs.some((r) => typeof r !== 'string' || !REF.test(r)))) {
          fail(`${where}: refs must be like [sqle#3012, dms-ui#456]`);
        }
        if (item.ee !== undefined && item.ee !== true) fail(`${where}: ee is true or absent`);
        return {text: (item.text as string).trim(), ...(item.refs ? {refs: item.refs as string[]} : {}), ...(item.ee ? {ee: true} : {})};
      }),
    );
  }
  return notes;
}

/** Releases of the line without an entry (all of them when the file is missing). */
export const missingNotes = (releases: string[], notes: ReleaseNotes | undefined) => releases.filter((r) => !notes?.has(r));

export const refLink = (ref: string) => {
  const [, repo, n] = REF.exec(ref)!;
  return {text: `${repo}#${n}`, url: `https://github.com/actiontech/${repo}/pull/${n}`};
};
