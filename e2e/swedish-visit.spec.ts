import { expect, test } from '@playwright/test';
import { chunks, fakeMicrophone, signIn, step } from './visit-helpers';

// Five real read Swedish clips with pauses between them (fixtures/make-swedish-visit.sh).
test.use(fakeMicrophone('visit-swedish.wav'));

test('when a clinician records a visit in Swedish on a default install, then it needs no settings and the note has Swedish headings', async ({ page }, info) => {
  await signIn(page, { recordingLanguage: 'default' });
  await page.locator('summary', { hasText: 'Inställningar' }).click();
  await expect(page.getByLabel('Inspelningsspråk')).toHaveValue('sv');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Starta inspelning' }).click();
  await expect(page.getByRole('status').first()).toContainText('Spelar in', { timeout: 30_000 });
  await expect(chunks(page).first()).toHaveAttribute('data-status', 'sent', { timeout: 60_000 });
  await step(page, info, '1-first-chunk');

  // The whole file has played (30 s) and every chunk is on the server.
  await expect(page.getByTestId('live-transcript')).toContainText(/jag lämnar dig/i, { timeout: 120_000 });
  await expect(page.locator('[data-testid=chunk]:not([data-status=sent])')).toHaveCount(0, { timeout: 60_000 });
  const transcript = ((await page.getByTestId('live-transcript').textContent()) ?? '').toLowerCase();
  for (const words of ['samma nummer', 'gillar det', 'vad har hänt', 'tala klart']) expect(transcript).toContain(words);
  await step(page, info, '2-transcript');

  await page.getByRole('button', { name: 'Avsluta och skapa anteckning' }).click();
  await expect(page.getByRole('button', { name: 'Kopiera anteckning' })).toBeVisible({ timeout: 60_000 });
  for (const heading of ['Kontaktorsak', 'Anamnes', 'Status', 'Bedömning', 'Planering']) {
    await expect(page.getByRole('region', { name: heading, exact: true })).toBeVisible();
  }
  await step(page, info, '3-note');
});
