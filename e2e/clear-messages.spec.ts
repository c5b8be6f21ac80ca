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

test('when the recording language is one the speech engine cannot transcribe, then a clear warning says so', async ({ page }, info) => {
  // The default engine transcribes all eight languages: stand in for an English-only one
  // (ANTECKNA_STT_EMBEDDED_MODEL=tiny.en) by answering capabilities as it would.
  await page.route('**/api/v1/capabilities', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { transcription: { name: string; languages: string[] } };
    await route.fulfill({ response, json: { ...body, transcription: { ...body.transcription, name: 'embedded:whisper-tiny.en', languages: ['en'] } } });
  });
  await signIn(page);
  await page.locator('summary', { hasText: 'Inställningar' }).click();
  await page.getByLabel('Inspelningsspråk').selectOption('sv');
  await expect(page.getByRole('alert')).toContainText('stöder inte Svenska');
  await expect(page.getByRole('button', { name: 'Starta inspelning' })).toBeDisabled();
  await step(page, info, '1-unsupported-language');
  await page.getByLabel('Inspelningsspråk').selectOption('en');
  await expect(page.getByRole('button', { name: 'Starta inspelning' })).toBeEnabled();
});
