/**
 * Does a change-record page show every change the history data holds? Used
 * by the unit test, which also plants a change in a copy of the data to prove
 * that a missing row is reported.
 */
import type {Facts, FactsDiff} from '../../../product-data/extract/history/facts';
import {escapeInline} from '../rule-reference/render';
import {actionable, apiParts, lit, type LineInput} from './render';

const cellText = (t: string) => escapeInline(t) || '（空）';
const valueText = (v: string | null) => (v === null ? '（模板未写出）' : lit(v));

/** The strings a section must contain for each change of a diff, as `[what, string]`. */
export function expectedStrings(d: FactsDiff, before: Facts, after: Facts, levels: Record<string, string>): [string, string][] {
  const out: [string, string][] = [];
  const need = (what: string, ...texts: string[]) => texts.forEach((t) => out.push([what, t]));
  for (const [k, r] of Object.entries(d.rules?.added ?? {})) need(`rule added ${k}`, lit(k), cellText(r.name));
  for (const [k, r] of Object.entries(d.rules?.removed ?? {})) need(`rule removed ${k}`, lit(k), cellText(r.name));
  for (const [k, {from, to}] of Object.entries(d.rules?.changed ?? {})) {
    need(`rule changed ${k}`, lit(k));
    if (from.name !== to.name) need(`rule renamed ${k}`, cellText(from.name), cellText(to.name));
    if (from.level !== to.level) need(`rule level ${k}`, `${levels[from.level]} → ${levels[to.level]}`);
    for (const p of Object.keys({...from.params, ...to.params})) {
      if (from.params[p] !== to.params[p]) need(`rule param ${k}.${p}`, lit(p), ...[from.params[p], to.params[p]].filter((v) => v !== undefined).map(lit));
    }
  }
  for (const kind of ['config', 'image'] as const) {
    for (const [k, v] of Object.entries(d[kind]?.added ?? {})) need(`${kind} added ${k}`, lit(k), valueText(v.default));
    for (const [k, v] of Object.entries(d[kind]?.removed ?? {})) need(`${kind} removed ${k}`, lit(k), valueText(v.default));
    for (const [k, c] of Object.entries(d[kind]?.changed ?? {})) {
      if (c.from.default !== c.to.default) need(`${kind} default ${k}`, `${lit(k)} | ${valueText(c.from.default)} → ${valueText(c.to.default)}`);
    }
  }
  for (const [repo, c] of Object.entries(d.apiBase?.changed ?? {})) need(`basePath ${repo}`, `${lit(c.from)} → ${lit(c.to)}`);
  for (const [id, facts] of [...Object.keys(d.api?.added ?? {}).map((id) => [id, after] as const), ...Object.keys(d.api?.removed ?? {}).map((id) => [id, before] as const)]) {
    const {method, path} = apiParts(id, facts.apiBase);
    need(`api ${id}`, `${lit(method)} | ${lit(path)}`);
  }
  for (const [k, c] of Object.entries(d.labels?.changed ?? {})) need(`label ${k}`, `${lit(k)} | ${cellText(c.from)} | ${cellText(c.to)}`);
  for (const what of ['added', 'removed'] as const) {
    const n = Object.keys(d.labels?.[what] ?? {}).length;
    if (n) need(`labels ${what}`, `${what === 'added' ? '新增' : '删除'} ${n} 项`);
  }
  return out;
}

/** `## 4.2603.0 \{#4.2603.0}` or `### … \{#4.2603.0}` → the text up to the next heading of that level. */
export function sectionOf(markdown: string, anchor: string, level: '##' | '###'): string | undefined {
  const start = markdown.split('\n').findIndex((l) => l.startsWith(`${level} `) && l.endsWith(`\\{#${anchor}}`));
  if (start < 0) return undefined;
  const lines = markdown.split('\n').slice(start + 1);
  const end = lines.findIndex((l) => /^#{1,3} /.test(l) && l.split(' ')[0].length <= level.length);
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

/** Changes of the data that the change page (every release) and the upgrade page (actionable ones) do not show. */
export function unshownChanges(input: LineInput, changes: string, upgrade: string): string[] {
  const problems: string[] = [];
  input.releases.forEach((r, i) => {
    const section = sectionOf(changes, r.release, '##');
    if (section === undefined) return problems.push(`${r.release}: no section on the change page`);
    if (i === 0 || !r.changes) return;
    const prev = input.releases[i - 1];
    for (const [what, text] of expectedStrings(r.changes, prev.facts, r.facts, input.levelNames)) {
      if (!section.includes(text)) problems.push(`${r.release}: change page does not show ${what} (${text})`);
    }
    const act = actionable(r.changes);
    if (Object.keys(act).length === 0) return;
    const step = sectionOf(upgrade, r.release, '###');
    if (step === undefined) return problems.push(`${r.release}: no section on the upgrade page`);
    for (const [what, text] of expectedStrings(act, prev.facts, r.facts, input.levelNames)) {
      if (!step.includes(text)) problems.push(`${r.release}: upgrade page does not show ${what} (${text})`);
    }
  });
  return problems;
}
