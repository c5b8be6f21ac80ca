import { expect, test } from '@playwright/test';
import { chunks, fakeMicrophone, signIn, step } from './visit-helpers';

test.use(fakeMicrophone('visit-short.wav'));

test('when the server cannot be reached mid-visit, then chunks wait, are retried and arrive once each, in order', async ({ page }, info) => {
  await signIn(page);
  // The server is unreachable for chunks from the start of the visit.
  await page.route('**/api/v1/sessions/*/chunks', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Starta inspelning' }).click();

  await expect(page.locator('[data-testid=chunk][data-status=pending]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Servern svarar inte – försöker igen automatiskt')).toBeVisible({ timeout: 20_000 });
  await expect(chunks(page)).toHaveCount(2, { timeout: 30_000 });
  expect(await page.locator('[data-testid=chunk][data-status=sent]').count()).toBe(0);
  await step(page, info, '1-offline-pending');

  await page.unroute('**/api/v1/sessions/*/chunks');
  await expect(chunks(page)).toHaveCount(4, { timeout: 60_000 });
  await expect(page.locator('[data-testid=chunk][data-status=sent]')).toHaveCount(4, { timeout: 60_000 });
  await step(page, info, '2-back-online');
  expect(await chunks(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seq'))))).toEqual([0, 1, 2, 3]);

  await page.getByRole('button', { name: 'Avsluta och skapa anteckning' }).click();
  await expect(page.getByRole('button', { name: 'Kopiera anteckning' })).toBeVisible({ timeout: 60_000 });
  await page.getByText('Transkription', { exact: true }).click();
  const transcript = ((await page.locator('.transcript-text').textContent()) ?? '').toLowerCase();
  // Every turn once, in order: none lost, none doubled.
  // Two words per turn, either of which tiny.en must hear ("physiotherapy" once came back
  // as "fears in your therapy", "I have had back pain" as "i am hand back"): the test is
  // about loss and order, not about recognition.
  const marks = [['back', 'weeks'], ['lifting', 'heavy'], ['blood', 'eighty'], ['therapy', 'refer']];
  const positions = marks.map((words) => Math.min(...words.map((w) => transcript.indexOf(w)).filter((p) => p >= 0)));
  expect(positions.every(Number.isFinite), transcript).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const w of marks.flat()) expect(transcript.indexOf(w, transcript.indexOf(w) + 1), `"${w}" twice`).toBe(-1);
  await step(page, info, '3-note');
});
