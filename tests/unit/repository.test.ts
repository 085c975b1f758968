import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';

test('every locked package resolves from the default npm registry', () => {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  const elsewhere = Object.entries(lock.packages as Record<string, {resolved?: string; link?: boolean}>)
    .filter(([name, info]) => name !== '' && !info.link && info.resolved !== undefined)
    .filter(([, info]) => !info.resolved!.startsWith(DEFAULT_REGISTRY))
    .map(([name, info]) => `${name}: ${info.resolved}`);
  assert.deepEqual(elsewhere, []);
});

test('the lock file lists every optional platform binary, so `npm ci` accepts it', () => {
  // The registry reachable here lacks some platform builds of some versions;
  // npm then drops them from the lock and `npm ci` refuses it on a clean clone.
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  const packages = lock.packages as Record<string, {optionalDependencies?: Record<string, string>}>;
  const missing = Object.entries(packages).flatMap(([location, info]) =>
    Object.keys(info.optionalDependencies ?? {})
      .filter((dep) => !packages[`${location ? `${location}/` : ''}node_modules/${dep}`] && !packages[`node_modules/${dep}`])
      .map((dep) => `${location || '(root)'} -> ${dep}`),
  );
  assert.deepEqual(missing, []);
});

const trackedTextFiles = () =>
  execFileSync('git', ['ls-files'], {encoding: 'utf8'})
    .split('\n')
    .filter((file) => file && file !== 'package-lock.json' && fs.existsSync(file))
    .filter((file) => !/\.(png|jpe?g|gif|ico|woff2?)$/i.test(file));

test('no credentials are committed', () => {
  const suspicious = [
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /\b(?:apiKey|api_key|secret|password)\s*[:=]\s*['"][A-Za-z0-9]{24,}['"]/i,
    // Algolia keys are 32 hexadecimal characters.
    /\b[a-f0-9]{32}\b/,
  ];
  const hits = trackedTextFiles().flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return suspicious.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
  });
  assert.deepEqual(hits, []);
});

test('Algolia credentials are read from the environment only', () => {
  const config = fs.readFileSync('docusaurus.config.ts', 'utf8');
  assert.match(config, /selectSearch\(process\.env\)/);
  assert.doesNotMatch(config, /appId\s*:|apiKey\s*:/);
});
