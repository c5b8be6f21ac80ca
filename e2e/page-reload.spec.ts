import { expect, test } from '@playwright/test';
import { chunks, fakeMicrophone, signIn, step } from './visit-helpers';

test.use(fakeMicrophone('visit-short.wav'));

test('when the page is reloaded with unsent chunks, then they are sent after the reload and the note has them', async ({ page }, info) => {
  await signIn(page);
  await page.route('**/api/v1/sessions/*/chunks', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Starta inspelning' }).click();
  await expect(chunks(page)).toHaveCount(2, { timeout: 40_000 });
  await step(page, info, '1-unsent-before-reload');

  // Leaving with unsent audio asks the user first.
  let warned = false;
  page.once('dialog', async (dialog) => {
    warned = dialog.type() === 'beforeunload';
    await dialog.accept();
  });
  await page.reload();
  expect(warned).toBe(true);

  await expect(chunks(page)).toHaveCount(2, { timeout: 20_000 });
  await step(page, info, '2-after-reload');
  await page.unroute('**/api/v1/sessions/*/chunks');
  await expect(page.locator('[data-testid=chunk][data-status=sent]')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('live-transcript')).toContainText(/back pain/i);

  await page.getByRole('button', { name: 'Avsluta och skapa anteckning' }).click();
  await expect(page.getByRole('button', { name: 'Kopiera anteckning' })).toBeVisible({ timeout: 60_000 });
  await page.getByText('Transkription', { exact: true }).click();
  const transcript = ((await page.locator('.transcript-text').textContent()) ?? '').toLowerCase();
  expect(transcript).toContain('back pain');
  expect(transcript).toContain('lifting');
  await step(page, info, '3-note');
});
