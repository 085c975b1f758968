/**
 * Search recall of every docs version on the production build (`build/`):
 * each term of a vocabulary drawn from the version's own pages finds the
 * pages whose text holds it (tests/search/recall.ts), through the site's own
 * search code. Run after `npm run build`; `npm run bench` prints the figures.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {THRESHOLD, bundlePages, measureRecall, pagesHolding, type VersionName} from './recall';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

for (const version of ['current', 'v3', 'v2'] as VersionName[]) {
  test(`${version}: every term finds the pages that hold it`, async () => {
    const result = await measureRecall(ROOT, BUILD, version);
    const below = result.below.map(({term, found, holding, missed}) => `${term}: ${found}/${holding}, missed ${missed.slice(0, 3).join(' ')}`);
    assert.deepEqual(below, [], `terms finding less than ${THRESHOLD.term * 100}% of their pages`);
    assert.ok(result.recall >= THRESHOLD.overall, `recall ${result.recall}`);
    assert.ok(result.terms > 300, `a vocabulary of ${result.terms} terms`);
  });
}

test('v4: the words readers reported find every page holding them', async () => {
  const reported = ['镜像', '插件', '端口', '离线', '优化'];
  const pages = bundlePages(BUILD, 'current');
  for (const word of reported) assert.ok(pagesHolding(pages, word).size >= 10, `${word} is on many v4 pages`);
  const result = await measureRecall(ROOT, BUILD, 'current', reported);
  assert.deepEqual(result.below, []);
  assert.equal(result.recall, 1);
});
