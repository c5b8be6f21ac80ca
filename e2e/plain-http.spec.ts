import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { keyFrom, signInLink, step } from './visit-helpers';

// A clinic PC reaching the server by its LAN name over plain HTTP: Chromium resolves the name
// to the test server. A CSP with upgrade-insecure-requests would turn every script into an
// https:// request nobody answers, leaving a blank page.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP clinic-pc.lan 127.0.0.1'],
  },
});

test('when the app is opened over plain HTTP on a LAN name, then it loads and signs in', async ({ page }, info) => {
  const key = keyFrom(await signInLink());
  await page.goto(`http://clinic-pc.lan:${E2E_PORT}/`);
  await page.getByLabel('API-nyckel').fill(key);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();
  await step(page, info, '1-signed-in-over-plain-http');
});
