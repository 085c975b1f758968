/**
 * The release-history pages (src/plugins/release-history) against
 * product-data/history: every release of each line has an entry, every change
 * in the data is on the change page (and every actionable one on the upgrade
 * page), a change planted in a copy of the data is reported, and the written
 * summaries exist for every release.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readHistory} from '../../product-data/extract/history/read';
import {versionNames, type ProductVersion} from '../../product-data/extract/sources';
import {lineInput, pagesOf} from '../../src/plugins/release-history/generate';
import {unshownChanges} from '../../src/plugins/release-history/check';
import {missingNotes, readReleaseNotes} from '../../src/plugins/release-history/notes';
import {changesPage, upgradePage, type LineInput} from '../../src/plugins/release-history/render';
import type {Facts} from '../../product-data/extract/history/facts';
import {labelMatcher, unknownQuotes} from '../product-claims';

/** Releases per line: the sqle tags without -pre (checked against the mirrors when the data was extracted). */
const EXPECTED = {v4: ['4.2502.0', '4.2606.0', 23], v3: ['3.2310.0', '3.2412.1', 24], v2: ['2.2211.0', '2.2311.2', 20]} as const;
const inputs = new Map<ProductVersion, LineInput>(versionNames.map((line) => [line, lineInput(line)]));

for (const line of versionNames) {
  test(`${line}: the history covers every release of the line, newest first on the page, each anchored on its number`, () => {
    const input = inputs.get(line)!;
    const releases = input.releases.map((r) => r.release);
    const [first, last, count] = EXPECTED[line];
    assert.deepEqual([releases[0], releases.at(-1), releases.length], [first, last, count]);
    const [changes] = pagesOf(input);
    const anchors = [...changes.markdown.matchAll(/^## (\S+) \\\{#(\S+)\}$/gm)].map((m) => (assert.equal(m[1], m[2]), m[1]));
    assert.deepEqual(anchors, [...releases].reverse());
  });

  test(`${line}: the pages show every change of the data`, () => {
    const input = inputs.get(line)!;
    const [changes, upgrade] = pagesOf(input);
    assert.deepEqual(unshownChanges(input, changes.markdown, upgrade.markdown), []);
  });
}

test('a change planted in the data but missing from the pages is reported', () => {
  const input = inputs.get('v4')!;
  const [changes, upgrade] = pagesOf(input);
  const planted = structuredClone(input);
  const last = planted.releases.at(-1)!;
  // A removed config key and a changed default port, as a later extraction could find them.
  last.changes = {
    ...last.changes,
    config: {
      ...last.changes?.config,
      removed: {'dms.planted_key': {default: '1', source: 'dms:config.yaml'}},
      changed: {'dms.api.port': {from: {default: '10000', source: 'dms:config.yaml'}, to: {default: '10099', source: 'dms:config.yaml'}}},
    },
  };
  const problems = unshownChanges(planted, changes.markdown, upgrade.markdown);
  assert.ok(problems.some((p) => p.includes('change page does not show config removed dms.planted_key')), problems.join('\n'));
  // 4.2606.0 had nothing to act on, so its upgrade section is missing altogether.
  assert.ok(problems.includes('4.2606.0: no section on the upgrade page'), problems.join('\n'));
  // Pages rendered from the planted data show it.
  assert.deepEqual(unshownChanges(planted, changesPage(planted).markdown, upgradePage(planted).markdown), []);
});

test('the upgrade page counts what each starting release must handle', () => {
  const input = inputs.get('v3')!;
  const upgrade = upgradePage(input).markdown;
  for (const r of input.releases.slice(0, -1)) assert.match(upgrade, new RegExp(`^\\| \`${r.release.replace(/\./g, '\\.')}\` \\|`, 'm'));
  assert.match(upgrade, /## 从 2\.x 升级 \\\{#from-v2\}/);
});

test('history files keep the refs read for every release, with the reason when not the release tag', () => {
  for (const line of versionNames) {
    for (const r of readHistory(line).releases) {
      assert.equal(r.refs.sqle.ref, `v${r.release}`);
      for (const [repo, used] of Object.entries(r.refs)) {
        assert.match(used.commit, /^[0-9a-f]{40}$/, `${line} ${r.release} ${repo}`);
        if (used.ref !== `v${r.release}` && used.ref !== 'release-2.2311.x') assert.ok(used.fallback, `${line} ${r.release} ${repo} reads ${used.ref} without saying why`);
      }
    }
  }
});

test('summaries render with links, the enterprise marker and MDX-safe text; malformed entries are rejected', () => {
  const notes = readReleaseNotes('v4', path.join(__dirname, '../fixtures/release-notes'))!;
  const input = {...inputs.get('v4')!, notes};
  const page = changesPage(input).markdown;
  assert.match(page, /- 示例条目，带行内代码 `dms\.api\.port` 和花括号 \\\{x\\\}。（\[sqle#3012\]\(https:\/\/github\.com\/actiontech\/sqle\/pull\/3012\)、\[dms-ui#456\]\(https:\/\/github\.com\/actiontech\/dms-ui\/pull\/456\)）/);
  assert.match(page, /- <span className="badge badge--secondary">企业版<\/span> 只在企业版中提供的示例条目。/);
  assert.deepEqual(missingNotes(['4.2606.0', '4.2605.0', '4.2604.0'], notes), ['4.2604.0']);
  assert.throws(() => readReleaseNotes('bad', path.join(__dirname, '../fixtures/release-notes-bad')), /refs must be like/);
});

test('every v4 and v3 release has a written summary, every v2 release at least one item', () => {
  const missing = versionNames.flatMap((line) => {
    const notes = readReleaseNotes(line);
    const lacking = missingNotes(inputs.get(line)!.releases.map((r) => r.release), notes);
    return lacking.length ? [`release-notes/${line}.yaml${notes ? '' : ' (file missing)'}: ${lacking.join(', ')}`] : [];
  });
  assert.deepEqual(missing, []);
});

/** UI texts, rule names and categories of a release: what its summary may quote in 「」. */
const quotable = (facts: Facts[]) => labelMatcher(facts.flatMap((f) => [...Object.values(f.labels), ...Object.values(f.rules).flatMap((r) => [r.name, r.category])]));
const CONFIG_KEY = /`((?:dms|sqle|server)(?:\.[a-z0-9_]+(?:\[\])?)+)`/g;

/** Quotes of labels and config keys in the summaries that neither the release nor the one before it has. */
function unknownInNotes(input: LineInput): string[] {
  const problems: string[] = [];
  input.releases.forEach((r, i) => {
    // The first release of a line is compared with the last of the line before.
    const facts = [r.facts, ...(i > 0 ? [input.releases[i - 1].facts] : input.previous ? [input.previous.facts] : [])];
    const known = quotable(facts);
    const keys = new Set(facts.flatMap((f) => Object.keys(f.config)).flatMap((k) => [k, k.replace(/\[\]/g, '')]));
    for (const item of input.notes?.get(r.release) ?? []) {
      for (const q of unknownQuotes(item.text, known, input.line as ProductVersion)) problems.push(`${input.line} ${r.release}: 「${q.text}」 is no label of ${r.release}`);
      for (const m of item.text.matchAll(CONFIG_KEY)) {
        const parents = m[1].split('.').map((_, j, a) => a.slice(0, j + 1).join('.'));
        if (!parents.every((k) => keys.has(k) || [...keys].some((x) => x.startsWith(`${k}.`)))) problems.push(`${input.line} ${r.release}: \`${m[1]}\` is no config key of ${r.release}`);
      }
    }
  });
  return problems;
}

test('summaries quote only labels, rule names and config keys of their release (or the one before)', () => {
  assert.deepEqual(versionNames.flatMap((line) => unknownInNotes(inputs.get(line)!)), []);
  // A planted quote of a label no release has is reported.
  const input = inputs.get('v4')!;
  const planted = {...input, notes: new Map([['4.2606.0', [{text: '在「没有这个菜单」中打开 `dms.no_such_key`。'}]]])};
  assert.deepEqual(unknownInNotes(planted), ['v4 4.2606.0: 「没有这个菜单」 is no label of 4.2606.0', 'v4 4.2606.0: `dms.no_such_key` is no config key of 4.2606.0']);
});
