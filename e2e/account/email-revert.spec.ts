// "This was not me": the sign-in e-mail is changed in browser A (the new address confirmed with the code from
// the outbox: until then the old address stays in force, and the page says the change is pending); the old
// address gets a mail with a link that undoes it. Following it and confirming restores the old address, signs
// the user out everywhere (browser B lands on the sign-in page at its next navigation) and asks for a new
// password (the reset code goes to the restored address).
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { adminClient, amplifyConfig } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail, waitForCode, waitForLink, waitForMessage } from '../support/outbox.ts';
import { passwordSignIn, signInContext, signUpConfirmed } from '../support/sign-in.ts';

test.setTimeout(180_000);

test('"this was not me" restores the old address and signs the other browser out', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  const oldEmail = uniqueEmail('revert-old');
  const newEmail = uniqueEmail('revert-new');
  // Signed up as a visitor would: the notices of the change go to a user's profile, which sign-up makes.
  await signUpConfirmed(request, baseURL!, oldEmail, { givenName: 'Ada' });
  await signInContext(context, baseURL!, oldEmail);
  const other = await browser.newContext({ baseURL });
  try {
    await signInContext(other, baseURL!, oldEmail);
    const b = await other.newPage();
    await b.goto('/dashboard');
    await expect(b.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible({ timeout: 30_000 });

    // A: the change waits for the code, and the old address stays in force meanwhile.
    await page.goto('/dashboard/account');
    const section = page.getByRole('region', { name: 'E-mail address' });
    await expect(section.getByTestId('current-email')).toHaveText(oldEmail, { timeout: 30_000 });
    const since = new Date();
    await section.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
    await section.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(section.getByTestId('pending-email')).toContainText(`Pending: ${newEmail}`);
    await expect(section.getByTestId('current-email')).toHaveText(oldEmail);
    await expect(section.getByTestId('email-status')).toHaveText('Confirmed');
    await page.reload();
    await expect(page.getByTestId('pending-email')).toContainText(`Pending: ${newEmail}`, { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, '/dashboard/account (e-mail change pending)');
    await expect(passwordSignIn(baseURL!, oldEmail)).resolves.toMatchObject({ accessToken: expect.any(String) });

    const code = await waitForCode(request, newEmail, since);
    const confirm = page.getByRole('region', { name: 'E-mail address' });
    await confirm.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
    await confirm.getByRole('button', { name: 'Confirm e-mail' }).click();
    await expect(confirm.getByTestId('current-email')).toHaveText(newEmail, { timeout: 15_000 });
    await expect(confirm.getByTestId('pending-email')).toHaveCount(0);

    // The old address is told, with the link that undoes it.
    const notice = await waitForMessage(request, oldEmail, {
      since,
      filter: (m) => /revert-email/.test(m.text),
    });
    expect(notice.text).toContain(newEmail);
    const link = await waitForLink(request, oldEmail, /\/cognito\/revert-email\?token=/, since);

    // Someone else's change, says the owner of the old address: they open the link and confirm.
    const revertPage = await other.newPage();
    await revertPage.goto(link);
    await expect(revertPage.getByRole('heading', { name: 'Was this you?' })).toBeVisible();
    await expectNoSeriousA11yViolations(revertPage, 'revert-email (ask)');
    const resetSince = new Date();
    await revertPage.getByRole('button', { name: `This was not me: restore ${oldEmail}` }).click();
    await expect(revertPage.getByRole('heading', { name: 'Your e-mail address is restored' })).toBeVisible();
    await expect(revertPage.getByText(`${oldEmail} is your sign-in e-mail again.`)).toBeVisible();
    await expectNoSeriousA11yViolations(revertPage, 'revert-email (done)');

    // The old address is the account's again, and a new password is required (its code sent there).
    const { Auth } = await amplifyConfig(baseURL!);
    const user = await adminClient(baseURL!).send(
      new AdminGetUserCommand({ UserPoolId: Auth.Cognito.userPoolId, Username: oldEmail }),
    );
    expect(user.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(oldEmail);
    expect(user.UserStatus).toBe('RESET_REQUIRED');
    await waitForCode(request, oldEmail, resetSince);

    // B is signed out: its next navigation ends on the sign-in page.
    await b.goto('/dashboard/account');
    await expect(b).toHaveURL(/\/auth\/login/, { timeout: 30_000 });
    await expectNoSeriousA11yViolations(b, '/auth/login (signed out)');

    // The restored page links to the password reset for the old address.
    await revertPage.getByRole('link', { name: 'Choose a new password' }).click();
    await expect(revertPage).toHaveURL(/\/auth\/forgot-password\?email=/);
    await expectNoSeriousA11yViolations(revertPage, '/auth/forgot-password');
  } finally {
    await other.close();
  }
});
