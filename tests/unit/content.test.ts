/**
 * Content rules of ../shared/WRITING.md that a machine can check, for every
 * expected page of every version. Prints one report line per version.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {docFile, readPage, specPages, versions} from '../spec';

const GENERATED = new Set(['SUMMARY']);
const PLACEHOLDERS = /\b(TODO|TBD|FIXME|lorem)\b|待补充|待完善|敬请期待/i;
const MIN_CHINESE = 400;

/** Fenced code blocks with their info string; the rest is prose. */
function splitCode(body: string): {fences: string[]; prose: string} {
  const fences: string[] = [];
  const prose = body.replace(/^(```+|~~~+)(.*)\n[\s\S]*?^\1\s*$/gm, (_all, _fence, info: string) => {
    fences.push(info.trim());
    return '';
  });
  return {fences, prose};
}

const chineseCount = (text: string) => (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
const report: string[] = [];

for (const version of versions) {
  const counts: number[] = [];

  test(`${version}: every page meets the writing rules`, () => {
    const problems: string[] = [];
    for (const id of specPages[version]) {
      const file = docFile(version, id);
      if (!fs.existsSync(file)) {
        problems.push(`${file}: missing`);
        continue;
      }
      const {frontMatter, body} = readPage(file);
      const {fences, prose} = splitCode(body);
      const why: string[] = [];
      if (!frontMatter.title) why.push('no title');
      if (!frontMatter.description) why.push('no description');
      if (!/^## /m.test(prose)) why.push('no ## section');
      if (PLACEHOLDERS.test(body)) why.push(`placeholder word "${PLACEHOLDERS.exec(body)![0]}"`);
      if (fences.some((info) => info === '')) why.push('code block without a language');
      if (!GENERATED.has(id)) {
        const n = chineseCount(prose);
        counts.push(n);
        if (n < MIN_CHINESE) why.push(`${n} Chinese characters of prose (< ${MIN_CHINESE})`);
      }
      if (why.length > 0) problems.push(`${file}: ${why.join(', ')}`);
    }
    assert.deepEqual(problems, []);
  });

  after(() => {
    if (counts.length === 0) return;
    const sorted = [...counts].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    report.push(
      `content ${version}: ${specPages[version].length} pages checked, Chinese characters per page median ${median}, minimum ${sorted[0]}`,
    );
  });
}

after(() => {
  for (const line of report) console.log(line);
});
