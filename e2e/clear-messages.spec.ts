import { expect, test } from '@playwright/test';
import { signIn, signInLink, step } from './visit-helpers';

test('when the key is wrong, then the user is told and can sign in with the right one', async ({ page }, info) => {
  const link = await signInLink();
  await page.goto(`${new URL(link).origin}/#key=not-the-right-key-000000`);
  await expect(page.getByRole('alert')).toContainText('API-nyckeln är ogiltig');
  await step(page, info, '1-bad-key');
  await page.getByLabel('API-nyckel').fill(new URL(link).hash.replace('#key=', ''));
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();
});

test('when the recording language is one the embedded engine cannot transcribe, then a clear warning says so', async ({ page }, info) => {
  await signIn(page);
  await page.locator('summary', { hasText: 'Inställningar' }).click();
  await page.getByLabel('Inspelningsspråk').selectOption('sv');
  await expect(page.getByRole('alert')).toContainText('stöder inte Svenska');
  await expect(page.getByRole('button', { name: 'Starta inspelning' })).toBeDisabled();
  await step(page, info, '1-unsupported-language');
  await page.getByLabel('Inspelningsspråk').selectOption('en');
  await expect(page.getByRole('button', { name: 'Starta inspelning' })).toBeEnabled();
});
