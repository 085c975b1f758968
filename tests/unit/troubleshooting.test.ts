/**
 * Every message a troubleshooting page explains must be one SQLE really prints at that version:
 * each "### `message` {/*#id*\/}" heading is matched against the strings extracted from the source
 * (product-data/<version>/messages.json, written by product-data/extract/messages.ts).
 * Placeholders written as <说明> stand for the variable parts (Go verbs such as %s/%v, i18n {{name}}).
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {docFile, versions, type Version} from '../spec';

const PAGE_ID = 'deploy-manual/troubleshooting';
/** Fewest distinct messages each version's page must explain (issue 15). */
const MINIMUM: Record<Version, number> = {v4: 40, v3: 25, v2: 20};
const ENTRY_PARTS = ['出现场景：', '原因：', '处理：'];

type Entry = {message: string; id: string; body: string};

/**
 * The `### \`message\` {/*#id*\/}` entries of a page, with the text up to the next heading.
 * The id is written in MDX comment syntax: with future.v4 the classic `{#id}` is parsed as an expression.
 */
export function entriesOf(markdown: string): Entry[] {
  const entries: Entry[] = [];
  const parts = markdown.split(/^(?=#{2,3} )/m);
  for (const part of parts) {
    const heading = /^### `([^`]+)` \{\/\*\s*#([a-z0-9-]+)\s*\*\/\}[ \t]*$/.exec(part.split('\n')[0]);
    if (heading) entries.push({message: heading[1], id: heading[2], body: part});
  }
  return entries;
}

/** Whether a heading's message, placeholders included, is exactly one of the extracted strings. */
export function matcher(message: string): RegExp {
  const pattern = message
    .split(/<[^<>]+>/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(`^${pattern}$`);
}

const report: string[] = [];

for (const version of versions) {
  test(`${version}: every troubleshooting entry quotes a message of SQLE ${version}`, () => {
    const page = fs.readFileSync(docFile(version, PAGE_ID), 'utf8');
    const {messages} = JSON.parse(fs.readFileSync(`product-data/${version}/messages.json`, 'utf8')) as {
      messages: string[];
    };
    const entries = entriesOf(page);
    const unknown = entries.filter((e) => !messages.some((m) => matcher(e.message).test(m))).map((e) => e.message);
    assert.deepEqual(unknown, [], `headings matching no message of ${version}`);

    // A heading that is mostly placeholder would match any string; require real text to match.
    const vague = entries.filter((e) => e.message.replace(/<[^<>]+>/g, '').replace(/\s/g, '').length < 6);
    assert.deepEqual(vague.map((e) => e.message), [], 'headings with too little literal text');

    const ids = entries.map((e) => e.id);
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'anchor ids used twice');
    const incomplete = entries
      .filter((e) => ENTRY_PARTS.some((part) => !e.body.includes(part)))
      .map((e) => e.message);
    assert.deepEqual(incomplete, [], `entries without ${ENTRY_PARTS.join(' / ')}`);

    const distinct = new Set(entries.map((e) => e.message)).size;
    report.push(`troubleshooting ${version}: ${distinct} messages, each found in the source`);
    assert.ok(distinct >= MINIMUM[version], `${distinct} messages, fewer than ${MINIMUM[version]}`);
  });
}

test('a placeholder matches Go verbs and free text, literal parts must match exactly', () => {
  assert.ok(matcher('user <用户名> password not match').test('user %s password not match'));
  assert.ok(matcher('failed to read file: <路径>, error: <错误>').test('failed to read file: %s, error: %v'));
  assert.ok(!matcher('user <用户名> password not match').test('user %s password not matched'));
  assert.ok(!matcher('plugin not found').test('plugin not found in dir'));
});

after(() => {
  for (const line of report) console.log(line);
});
