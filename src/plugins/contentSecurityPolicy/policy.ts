/**
 * The site's Content-Security-Policy, derived from the built pages: scripts
 * run only from the site's own files and, inline, by the SHA-256 hash of
 * each inline script the build emits. Pure functions, shared by the build
 * plugin (./index.ts) and the tests.
 */
import {createHash} from 'node:crypto';

/** Where the build writes the policy, relative to the site root; both servers read it from there. */
export const POLICY_FILE = 'content-security-policy.txt';

/** `type` values that make a <script> run (anything else, e.g. JSON-LD, is data). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * A <script> element as the browser's tokenizer reads it: a start tag whose
 * attribute values may hold `>`, then raw text up to the first `</script`.
 * A regular expression, not an HTML parser: the build reads every page, and
 * this is a hundred times faster than a DOM for the one element it needs.
 */
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, 'i').exec(attributes);

/** The text of every inline script of a page that the browser would run, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => {
      if (attribute(attributes, 'src')) return false;
      const type = attribute(attributes, 'type');
      return SCRIPT_TYPES.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase());
    })
    // The browser reads CR LF and CR as LF before it sees the script.
    .map(([, , text]) => text.replace(/\r\n?/g, '\n'));
}

/** A CSP hash source for a script: `'sha256-<base64>'`, over the script's text as UTF-8. */
export function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** What the site's features need beyond its own files. */
export type PolicyNeeds = {
  /** Hosts other than the site that the pages fetch from (the search service's, in an Algolia build). */
  connectHosts?: string[];
  /** The pages compile WebAssembly (Pagefind's search engine): 'wasm-unsafe-eval', which allows that and not eval() of JavaScript. */
  webAssembly?: boolean;
};

export type PolicyInput = PolicyNeeds & {
  /** Hash sources of every inline script of the site. */
  scriptHashes: Iterable<string>;
};

/** The policy as one header value; directives in a fixed order, hashes sorted, so a build gives one text. */
export function contentSecurityPolicy({scriptHashes, connectHosts = [], webAssembly = false}: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...[...new Set(scriptHashes)].sort()],
    // The pages carry style="…" attributes (a diagram's width, say), and a diagram
    // opened on its own is an SVG document full of inline styles, different in
    // each of hundreds of diagrams: too many to list by hash in a header.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Images are the site's own files: the chrome's icons are inline SVG or CSS shapes, not data: images (src/css/custom.css).
    ['img-src', "'self'"],
    ['connect-src', "'self'", ...connectHosts],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The sources of one directive of a policy (the sources of `default-src` when it is absent). */
export function directiveSources(policy: string, name: string): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([directive, ...sources]) => [directive.toLowerCase(), sources]),
  );
  return directives.get(name) ?? directives.get('default-src') ?? [];
}

/** Inline scripts of a page that the policy would block. */
export function unhashedScripts(html: string, policy: string): string[] {
  const allowed = new Set(directiveSources(policy, 'script-src'));
  return inlineScripts(html).filter((script) => !allowed.has(hashSource(script)));
}
