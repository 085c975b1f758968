/**
 * The project promises Node 20 and Node 22 LTS (package.json `engines`,
 * `.nvmrc`). `npm ci` warns when a locked package wants a newer Node than
 * the reader runs, so every locked package must accept the oldest release
 * of each promised line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import semver from 'semver';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const promised: string = pkg.engines.node;
/** The oldest Node of each `||` branch, e.g. 20.19.0 and 22.12.0. */
const oldest = new semver.Range(promised).set.map((comparators) =>
  semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')))!.version,
);

test('engines promises Node 20 and Node 22', () => {
  assert.deepEqual(oldest.map((version) => semver.major(version)).sort(), [20, 22]);
});

test('.nvmrc names a Node line the engines field accepts', () => {
  const nvmrc = fs.readFileSync('.nvmrc', 'utf8').trim();
  assert.ok(semver.intersects(`${nvmrc}.x`, promised), `.nvmrc ${nvmrc} vs engines ${promised}`);
});

test('every locked package accepts the oldest promised Node of each line, so npm ci prints no engine warning', () => {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  const refusing = Object.entries(lock.packages as Record<string, {version?: string; engines?: {node?: string}}>)
    .filter(([location]) => location !== '')
    .flatMap(([location, info]) => {
      const wanted = info.engines?.node;
      if (!wanted) return [];
      return oldest
        .filter((version) => !semver.satisfies(version, wanted))
        .map((version) => `${location}@${info.version} wants node ${wanted}, not ${version}`);
    });
  assert.deepEqual(refusing, []);
});
