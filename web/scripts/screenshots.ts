/**
 * Screenshots of each screen at laptop and tablet width, in Debian's Chromium, against a
 * running server: ANTECKNA_URL (default http://127.0.0.1:8080) and ANTECKNA_KEY.
 * `npx tsx web/scripts/screenshots.ts` -> test-output/screenshots/*.png
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

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
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});
for (const [name, width] of [['desktop', 1280], ['tablet', 768]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const shot = (screen: string) => page.screenshot({ path: path.join(out, `${screen}-${name}.png`), fullPage: true });
  await page.goto(`${url}/`);
  await shot('sign-in');
  await page.goto(`${url}/#key=${key}`);
  await page.getByRole('tab', { name: /Spela in|Record/ }).waitFor();
  await shot('record');
  await page.getByRole('tab', { name: /Klistra in|Paste/ }).click();
  await page.getByLabel(/Transkription|Transcript/).fill(TRANSCRIPT);
  await page.getByRole('button', { name: /Skapa anteckning|Create note/ }).click();
  await page.getByRole('button', { name: /Kopiera anteckning|Copy note/ }).waitFor();
  await shot('note');
  await page.getByRole('tab', { name: /Ladda upp|Upload/ }).click();
  await shot('upload');
  await page.getByRole('tab', { name: /Inställningar|Settings/ }).click();
  await shot('settings');
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
export type { Page };
