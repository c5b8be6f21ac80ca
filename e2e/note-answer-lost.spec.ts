import { expect, test } from '@playwright/test';
import { fakeMicrophone, signIn, step } from './visit-helpers';

test.use(fakeMicrophone('visit-short.wav'));

test('when the note answer is lost on the network, then the stored note is shown, not an error', async ({ page }, info) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Starta inspelning' }).click();
  await expect(page.getByTestId('live-transcript')).toContainText(/back pain/i, { timeout: 90_000 });

  // The server makes and stores the note, but its answer never reaches the browser.
  let noteKey: string | undefined;
  await page.route(
    '**/api/v1/sessions/*/notes',
    async (route) => {
      noteKey = route.request().headers()['idempotency-key'];
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  const fetchedStoredNote = page.waitForRequest((request) => request.method() === 'GET' && /\/api\/v1\/sessions\/[^/]+\/note$/.test(request.url()));
  await page.getByRole('button', { name: 'Avsluta och skapa anteckning' }).click();
  await fetchedStoredNote;
  await expect(page.getByRole('button', { name: 'Kopiera anteckning' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(noteKey).toMatch(/^[\w.:-]{1,128}$/);
  await page.getByText('Transkription', { exact: true }).click();
  await expect(page.locator('.transcript-text')).toContainText(/back pain/i);
  await step(page, info, '1-note-after-lost-answer');
});
