/**
 * Search figures per docs version for `npm run bench`: recall of a
 * vocabulary drawn from the version's own pages (tests/search/recall.ts,
 * searched with the measured checkout's own engine in Node) next to what the
 * first search of a visit downloads and how long it takes in Chromium
 * (./search.ts, typed on the version's intro page).
 */
import {THRESHOLD, VERSION_LABELS, measureRecall, type VersionName} from '../tests/search/recall';
import {searchFigures} from './search';

const DOCS_PATHS: Record<VersionName, string> = {current: '/sqle-docs/docs/', v3: '/sqle-docs/docs/v3/', v2: '/sqle-docs/docs/v2/'};

export async function searchRecallFigures(origin: string, chromiumPath: string, buildDir = 'build') {
  const rows = [];
  for (const version of Object.keys(DOCS_PATHS) as VersionName[]) {
    const recall = await measureRecall(process.cwd(), buildDir, version);
    const {summary} = await searchFigures(origin, chromiumPath, DOCS_PATHS[version]);
    rows.push({
      version: VERSION_LABELS[version],
      terms: recall.terms,
      'recall %': Math.round(recall.recall * 1000) / 10,
      [`terms < ${THRESHOLD.term * 100} %`]: recall.below.length,
      'median first-search KB': summary['median first-search KB (as served)'],
      'median ms, first search': summary['median ms last keystroke → results, first search'],
      'median ms, warm': summary['median ms last keystroke → results, warm'],
      'recall run s': Math.round(recall.seconds * 10) / 10,
      'worst terms': recall.below
        .sort((a, b) => a.recall - b.recall)
        .slice(0, 5)
        .map((term) => `${term.term} ${term.found}/${term.holding}`)
        .join(', '),
    });
  }
  return rows;
}
