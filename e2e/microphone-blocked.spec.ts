import { expect, test } from '@playwright/test';
import { signInLink, step } from './visit-helpers';

// A browser that denies the microphone, as when a clinician clicked "Block".
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  },
});

test('when the microphone is blocked, then the user is told what to do and nothing breaks', async ({ page }, info) => {
  await page.goto(await signInLink());
  await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();
  await page.getByRole('button', { name: 'Starta inspelning' }).click();
  await expect(page.getByRole('alert')).toContainText('Mikrofonen är blockerad');
  await expect(page.getByRole('alert')).toContainText('Tillåt mikrofonen');
  await step(page, info, '1-blocked');
  await page.getByRole('tab', { name: 'Klistra in text' }).click();
  await expect(page.getByLabel('Transkription')).toBeVisible();
});
