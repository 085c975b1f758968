import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docsVersions, includedVersions} from '../../src/config/versions';

const labels = (env: NodeJS.ProcessEnv) => includedVersions(env).map((version) => version.label);

test('a build includes every docs version unless DOCS_VERSIONS names some', () => {
  assert.deepEqual(labels({}), docsVersions.map((version) => version.label));
  assert.deepEqual(labels({DOCS_VERSIONS: ''}), ['v4', 'v3', 'v2']);
  assert.deepEqual(labels({DOCS_VERSIONS: 'v4'}), ['v4']);
  // Listed in any order, with spaces: the site's order is kept.
  assert.deepEqual(labels({DOCS_VERSIONS: 'v2, v4'}), ['v4', 'v2']);
});

test('DOCS_VERSIONS without v4, or with a label that is no version, stops the build and says what to list', () => {
  for (const value of ['v3', 'v4,v5', 'current']) {
    assert.throws(() => includedVersions({DOCS_VERSIONS: value}), /name versions by label \(v4, v3, v2\), separated by commas, v4 among them/, value);
  }
});
