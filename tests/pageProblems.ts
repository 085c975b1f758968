/**
 * What a reader's browser would complain about while a test uses the site:
 * anything the Content-Security-Policy blocked, and uncaught page errors.
 * Shared by the browser suite (tests/e2e/helpers.ts, every test) and the
 * serving smoke test (tests/serving, both servers).
 */
import type {BrowserContext} from '@playwright/test';

const REPORT = '__reportPolicyViolation';

/**
 * Starts recording in every page and popup of `context` (diagrams opened on
 * their own, too); returns the list it fills. Violations are caught twice
 * over: the `securitypolicyviolation` event the document receives, and the
 * console error Chromium logs for it (which also covers what no event reports).
 */
export async function recordPageProblems(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding(REPORT, ({page}, text: string) => {
    problems.push(`${page.url()}: CSP violation: ${text}`);
  });
  await context.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      (window as unknown as Record<string, (text: string) => void>)[report](
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} ${event.sample}`.trim(),
      );
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
  return problems;
}
