/**
 * What a reader's browser would complain about while a test uses the site:
 * anything the Content-Security-Policy blocked, and uncaught page errors.
 * Shared by the browser suite (tests/e2e/helpers.ts, every test) and the
 * serving smoke test (tests/serving, both servers).
 */
import type {BrowserContext} from '@playwright/test';

const REPORT = '__reportPolicyViolation';

type Violation = {directive: string; blocked: string; sourceFile: string; line: number; column: number; sample: string};

/**
 * A library asking whether it may compile code, `try { new Function('') }`,
 * and taking the slower path when refused (DocSearch's bundled schema
 * library does): the browser reports the refusal, yet nothing breaks.
 */
const EVAL_PROBE = /^new Function\((""|'')?\)/;

async function isEvalProbe(context: BrowserContext, violation: Violation): Promise<boolean> {
  if (violation.blocked !== 'eval' || !violation.sourceFile) return false;
  const source = await (await context.request.get(violation.sourceFile)).text();
  const line = source.split('\n')[violation.line - 1] ?? '';
  return EVAL_PROBE.test(line.slice(violation.column - 1));
}

/**
 * Starts recording in every page and popup of `context` (diagrams opened on
 * their own, too); returns a function that gives the problems so far.
 * Violations are caught twice over: the `securitypolicyviolation` event the
 * document receives, and the console error Chromium logs for it (which also
 * covers what no event reports).
 */
export async function recordPageProblems(context: BrowserContext): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  const checks: Promise<void>[] = [];
  await context.exposeBinding(REPORT, ({page}, violation: Violation) => {
    const url = page.url();
    const check = isEvalProbe(context, violation).then(
      (probe) => void (probe || problems.push(`${url}: CSP violation: ${describe(violation)}`)),
      (error) => void problems.push(`${url}: CSP violation: ${describe(violation)} (${error})`),
    );
    checks.push(check);
    return check;
  });
  await context.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as Record<string, (violation: Violation) => void>)[report]({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        column: event.columnNumber,
        sample: event.sample,
      });
    });
  }, REPORT);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(`${message.page()?.url() ?? ''}: console: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => {
    problems.push(`${error.page()?.url() ?? ''}: page error: ${error.error().message}`);
  });
  return async () => {
    await Promise.all(checks);
    return [...problems];
  };
}

function describe({directive, blocked, sourceFile, line, column, sample}: Violation): string {
  const where = sourceFile ? ` at ${sourceFile}:${line}:${column}` : '';
  return `${directive} blocked ${blocked || 'inline'}${where} ${sample}`.trim();
}
