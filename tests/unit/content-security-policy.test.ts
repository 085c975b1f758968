/**
 * How the build reads a page's inline scripts and writes the policy
 * (src/plugins/contentSecurityPolicy/policy.ts). The built site itself is
 * checked in tests/e2e/built-html.spec.ts, in the browser by every e2e test.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentSecurityPolicy, directiveSources, hashSource, inlineScripts, unhashedScripts} from '../../src/plugins/contentSecurityPolicy/policy';

test('a hash source is the one browsers compute (the example of the CSP specification)', () => {
  assert.equal(hashSource("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
});

test('inline scripts are read as the browser runs them; scripts from files and data blocks are left out', () => {
  const page = [
    '<html><head><script>a()</script>',
    '<script src="/sqle-docs/assets/js/main.js" defer></script>',
    '<script src=/x.js></script>',
    '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    '<script type=module>b()</script>',
    '<SCRIPT data-note="1 > 0" type="text/javascript">c()</SCRIPT >',
    '<script>\r\nd()\r\n</script>',
    '<script async>e("</scrip")</script>',
    '</head></html>',
  ].join('\n');
  assert.deepEqual(inlineScripts(page), ['a()', 'b()', 'c()', '\nd()\n', 'e("</scrip")']);
});

test('the policy holds every hash once, sorted, WebAssembly and the search service only when asked for, and the fixed directives', () => {
  const hashes = [hashSource('a()'), hashSource('b()')].sort();
  const policy = contentSecurityPolicy({scriptHashes: [hashSource('b()'), hashSource('a()'), hashSource('b()')], connectHosts: ['https://app-dsn.algolia.net']});
  assert.deepEqual(directiveSources(policy, 'script-src'), ["'self'", ...hashes]);
  assert.deepEqual(directiveSources(policy, 'connect-src'), ["'self'", 'https://app-dsn.algolia.net']);
  const local = contentSecurityPolicy({scriptHashes: hashes, webAssembly: true});
  assert.deepEqual(directiveSources(local, 'script-src'), ["'self'", "'wasm-unsafe-eval'", ...hashes]);
  assert.deepEqual(directiveSources(local, 'connect-src'), ["'self'"]);
  for (const [directive, sources] of Object.entries({
    'default-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })) {
    assert.deepEqual(directiveSources(policy, directive), sources, directive);
  }
  assert.doesNotMatch(directiveSources(policy, 'script-src').join(' '), /'unsafe-(inline|eval)'/);
});

test('a script planted in a page whose scripts the policy was made from is the one reported', () => {
  const page = '<head><script>theme()</script></head><body><script>load()</script></body>';
  const policy = contentSecurityPolicy({scriptHashes: inlineScripts(page).map(hashSource)});
  assert.deepEqual(unhashedScripts(page, policy), []);
  const planted = page.replace('</body>', '<script>planted()</script></body>');
  assert.deepEqual(unhashedScripts(planted, policy), ['planted()']);
});
