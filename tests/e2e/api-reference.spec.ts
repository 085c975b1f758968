/** The HTTP API reference as a reader uses it: a link to an operation, its heading, and a schema opened and closed by clicking. */
import {test, expect} from '@playwright/test';
import {gotoHydrated, treePath} from './helpers';

test('v4: a link to an operation lands on its heading; a nested response field opens and closes on click', async ({page}) => {
  await gotoHydrated(page, `${treePath.v4}/api-reference/audit#post-sqle-v2-audit_files`);
  const heading = page.locator('h3#post-sqle-v2-audit_files');
  await expect(heading).toHaveText(/POST \/sqle\/v2\/audit_files/);
  await expect(heading).toBeInViewport();
  await expect(heading.locator('a.hash-link')).toHaveAttribute('href', '#post-sqle-v2-audit_files');

  // The response fields of this operation (the second field list of the entry under the heading, the first is the
  // request body): `data` is open, `sql_results` under it is collapsed.
  const response = page.locator('xpath=//h3[@id="post-sqle-v2-audit_files"]/following-sibling::div[1]/div[@class="api-fields"][2]');
  const results = response.locator('details', {has: page.locator('> summary code', {hasText: /^sql_results$/})}).first();
  const leaf = results.locator('code', {hasText: /^exec_sql$/}).first();
  await expect(response.locator('code', {hasText: /^audit_level$/}).first()).toBeVisible();
  await expect(leaf).toBeHidden();
  await results.locator('> summary').click();
  await expect(leaf).toBeVisible();
  await results.locator('> summary').click();
  await expect(leaf).toBeHidden();

  // The page's table of contents leads to another operation of the page.
  await page.locator('.table-of-contents a[href="#post-sqle-v2-sql_audit"]').click();
  await expect(page).toHaveURL(/#post-sqle-v2-sql_audit$/);
  await expect(page.locator('h3#post-sqle-v2-sql_audit')).toBeInViewport();
});

test('v2: operations carry 2.x paths without /sqle, and the example calls sqled on port 10000', async ({page}) => {
  await gotoHydrated(page, `${treePath.v2}/api-reference/user#post-v1-login`);
  await expect(page.locator('h3#post-v1-login')).toHaveText(/POST \/v1\/login/);
  const example = page.locator('xpath=//h3[@id="post-v1-login"]/following-sibling::div[1]/div[contains(@class, "codeBlock")][1]');
  await expect(example).toContainText('curl -X POST "http://<host>:10000/v1/login"');
  await expect(example).not.toContainText('Authorization');
});
