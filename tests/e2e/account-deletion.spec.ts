import { expect, test } from '@playwright/test';
import { PASSWORD, signUp } from './helpers';

// "Delete my account" from account settings (docs/product-rules.md, "Your data"): the e-mail typed
// as confirmation and the password again; afterwards that e-mail cannot sign in, and can sign up
// again as a new account.
test('an account deleted from settings cannot sign in, and its e-mail signs up anew', async ({ page }) => {
  const email = await signUp(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
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
