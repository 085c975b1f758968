/**
 * Splits what every page runs at load into a few files by origin: React DOM,
 * the site data Docusaurus generates in two (the route table and registry,
 * which are code; the global data, site config and strings, which are JSON),
 * and main.js with the rest. The page template adds each file
 * in a task of its own (src/config/ssrTemplate.ts), so the browser prepares
 * one file per task instead of all ~450 KB inside main.js's task. In a
 * Lighthouse run (which watches scripts through the debugger) preparing
 * main.js was about half of the longest task of every page load. The code
 * that runs is the same, and still runs in main.js's task.
 *
 * Names, not ids, so the files stay recognisable (tests, the bench); the
 * webpack runtime needs no name table for files every page loads anyway.
 */
import type {Configuration} from 'webpack';

/** Each part's modules; a module goes to the first part it matches. */
const ENTRY_PARTS = {
  'react-dom': /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  'site-routes': /[\\/]\.docusaurus[\\/](routes|registry)\.js$/,
  'site-data': /[\\/]\.docusaurus[\\/]/,
} as const;

/** The file names (before the content hash) of the scripts every page loads before it works. */
export const ENTRY_SCRIPT_NAMES = ['runtime~main', ...Object.keys(ENTRY_PARTS), 'main'] as const;

/** Whether a file of assets/js/ is one of the scripts every page loads before it works. */
export const isEntryScript = (file: string): boolean => ENTRY_SCRIPT_NAMES.some((name) => file.startsWith(`${name}.`));

type CacheGroups = Exclude<NonNullable<NonNullable<Configuration['optimization']>['splitChunks']>, false>['cacheGroups'];

export const entryChunks: CacheGroups = Object.fromEntries(
  Object.entries(ENTRY_PARTS).map(([name, test], index, parts) => [name, {test, name, chunks: 'initial', enforce: true, priority: parts.length - index}]),
);
