import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn, step } from './visit-helpers';

const audio = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/test/fixtures/audio/long-70s-en.mp3');

test('when a secretary uploads an audio file, then progress is shown and the note is made from it', async ({ page }, info) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Ladda upp ljud' }).click();
  await page.getByLabel('Ljudfil').setInputFiles(audio);
  await page.getByRole('button', { name: 'Ladda upp och skapa anteckning' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await step(page, info, '1-progress');
  await expect(page.getByRole('button', { name: 'Kopiera anteckning' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Bedömning', exact: true })).toContainText(/common cold/i);
  await expect(page.getByRole('region', { name: 'Diagnoser' })).toContainText('J00');
  await step(page, info, '2-note');
});

test('when a secretary pastes a transcript with own sections, then the note mirrors those sections', async ({ page }, info) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Klistra in text' }).click();
  await page.getByLabel('Mall').selectOption({ label: 'Egna rubriker' });
  await page.getByLabel('Rubrik 1').fill('Besöksorsak');
  await page.getByRole('button', { name: 'Lägg till rubrik' }).click();
  await page.getByLabel('Rubrik 2').fill('Fynd');
  await page.getByRole('button', { name: 'Lägg till rubrik' }).click();
  await page.getByLabel('Rubrik 3').fill('Egen notering');
  await page.getByRole('checkbox', { name: 'Fyll i automatiskt' }).nth(2).uncheck();
  await step(page, info, '1-own-sections');

  await page.getByLabel('Transkription').fill(
    'Jag har haft ont i ryggen i två veckor. Blodtryck 135/85. Det rör sig troligen om lumbago. Jag remitterar dig till fysioterapeut.',
  );
  await page.getByRole('button', { name: 'Skapa anteckning' }).click();
  await expect(page.getByRole('button', { name: 'Kopiera anteckning' })).toBeVisible({ timeout: 30_000 });
  const headings = await page.locator('.note-section h3').allTextContents();
  expect(headings).toEqual(['Besöksorsak', 'Fynd', 'Egen notering']);
  await expect(page.getByRole('region', { name: 'Fynd' })).toContainText('135/85');
  await expect(page.getByRole('region', { name: 'Egen notering' })).toContainText('—');
  await expect(page.getByRole('region', { name: 'Diagnoser' })).toContainText('M54.5');
  await step(page, info, '2-note');
});
