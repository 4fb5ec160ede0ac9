import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSWORD, signUp, signUpViaApi } from './helpers';

// "Delete my account" from account settings (docs/product-rules.md, "Your data"): the e-mail typed
// as confirmation and the password again; afterwards that e-mail cannot sign in, and can sign up
// again as a new account.
test('an account deleted from settings cannot sign in, and its e-mail signs up anew', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  // Their data first: "Download my data" builds the ZIP and offers it (contents and price:
  // tests/integration/account-export.test.ts).
  const exportPanel = page.getByTestId('data-export');
  await exportPanel.getByRole('button', { name: 'Download my data' }).click();
  const zipLink = exportPanel.getByRole('link', { name: 'Download ZIP' });
  await expect(zipLink).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), zipLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = fs.readFileSync(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  for (const name of ['profile.json', 'credit-history.json', 'stickers.json'])
    expect(zip.toString('latin1')).toContain(name); // names are stored as they are
  await page.getByTestId('delete-account').click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Delete my account forever' });
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await expect(confirm).toBeDisabled(); // the password is still missing
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await confirm.click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByTestId('header-signed-in')).toHaveCount(0);

  await page.goto('/#login');
  const login = page.getByTestId('login-modal');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const refused = page.waitForResponse((r) => r.url().includes('/api/auth/sign-in/email'));
  await login.getByRole('button', { name: 'Sign in' }).click();
  expect((await refused).status()).toBe(401);
  await expect(login).toBeVisible();

  // A fresh load of /#signup (from '/', only the hash would change, and a change before the page
  // hydrates is missed).
  await page.goto('about:blank');
  await signUp(page, { email });
  const me = await page.request.get('/v1/users/me');
  expect((await me.json()).data.result.balance.availableCredits).toBe(0);
});
