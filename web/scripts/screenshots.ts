/**
 * Screenshots of each screen at laptop and tablet width, in Debian's Chromium, against a
 * running server: ANTECKNA_URL (default http://127.0.0.1:8080) and ANTECKNA_KEY.
 * `npx tsx web/scripts/screenshots.ts` -> test-output/screenshots/<screen>-<width>.png
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const url = process.env.ANTECKNA_URL ?? 'http://127.0.0.1:8080';
const key = process.env.ANTECKNA_KEY;
if (!key) throw new Error('Set ANTECKNA_KEY to an API key of the running server.');
const out = path.resolve('test-output/screenshots');
fs.mkdirSync(out, { recursive: true });

const TRANSCRIPT =
  'Good morning. I have had a sore throat and a fever for three days. Your temperature is 38.5 degrees. ' +
  'The throat is red and the tonsils are swollen. This looks like acute tonsillitis. ' +
  'I will prescribe penicillin for ten days. Come back if you are not better in one week.';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});
for (const width of [1280, 768]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['microphone', 'clipboard-read', 'clipboard-write'], { origin: url });
  const page = await context.newPage();
  const shot = (screen: string) => page.screenshot({ path: path.join(out, `${screen}-${width}.png`), fullPage: true });

  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Logga in' }).waitFor();
  await shot('01-sign-in');
  await page.goto(`${url}/#key=not-a-key`);
  await page.getByRole('alert').waitFor();
  await shot('02-sign-in-bad-key');

  await page.goto(`${url}/#key=${key}`);
  await page.getByRole('tab', { name: 'Spela in besök' }).waitFor();
  await shot('03-record');
  await page.locator('summary', { hasText: 'Inställningar' }).click();
  await page.getByLabel('Inspelningsspråk').selectOption('sv');
  await page.getByRole('alert').waitFor();
  await shot('04-record-unsupported-language');
  await page.getByLabel('Inspelningsspråk').selectOption('en');
  await page.locator('summary', { hasText: 'Inställningar' }).click();

  await page.getByRole('button', { name: 'Starta inspelning' }).click();
  await page.getByRole('status').first().filter({ hasText: 'Spelar in' }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2500);
  await shot('05-recording');
  await page.getByRole('button', { name: 'Pausa' }).click();
  await shot('06-paused');
  await page.getByRole('tab', { name: 'Klistra in text' }).click();
  await shot('07-paste-while-recording');
  await page.getByRole('tab', { name: 'Spela in besök' }).click();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Kasta besöket' }).click();
  await page.getByRole('button', { name: 'Starta inspelning' }).waitFor();

  await page.getByRole('tab', { name: 'Klistra in text' }).click();
  await page.getByLabel('Transkription').fill(TRANSCRIPT);
  await page.getByRole('button', { name: 'Skapa anteckning' }).click();
  await page.getByRole('button', { name: 'Kopiera anteckning' }).waitFor();
  await shot('08-note');
  await page.getByRole('button', { name: 'Kopiera anteckning' }).click();
  // Statements the review did not find in the transcript are confirmed once before copying.
  await page.getByRole('button', { name: /Kopierad|Kopiera ändå/ }).waitFor();
  if (await page.getByRole('button', { name: 'Kopiera ändå' }).isVisible()) {
    await shot('08b-note-copy-confirm');
    await page.getByRole('button', { name: 'Kopiera ändå' }).click();
  }
  await page.getByRole('button', { name: /Kopierad/ }).waitFor();
  await page.getByRole('button', { name: 'Redigera före kopiering' }).click();
  await shot('09-note-edit');
  await page.getByRole('button', { name: 'Stäng anteckningen' }).click();

  await page.getByLabel('Mall').selectOption({ label: 'Egna rubriker' });
  await page.getByLabel('Rubrik 1').fill('Besöksorsak');
  await page.getByRole('button', { name: 'Lägg till rubrik' }).click();
  await shot('10-paste-own-sections');

  await page.getByRole('tab', { name: 'Ladda upp ljud' }).click();
  await shot('11-upload');
  await page.getByRole('tab', { name: 'Inställningar' }).click();
  await shot('12-settings');
  await page.getByLabel('Gränssnittets språk').first().selectOption('en');
  await page.getByRole('tab', { name: 'Record visit' }).click();
  await shot('13-record-english');
  await page.getByLabel('Interface language').first().selectOption('sv');
  // Leave the own sections off for the next run.
  await page.getByRole('tab', { name: 'Inställningar' }).click();
  await page.getByLabel('Mall').selectOption({ index: 0 });
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
