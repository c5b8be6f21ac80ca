import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { keyFrom, signInLink } from './visit-helpers';

/** Every file of a Chromium profile (localStorage's leveldb, History, Cookies, caches...), as latin1 text. */
function profileText(dir: string): string {
  const files = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(d, e.name)) : e.isFile() ? [path.join(d, e.name)] : []));
  return files(dir)
    .map((f) => {
      try {
        return fs.readFileSync(f).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
}

test('when the key is typed once, then the app stays signed in by an HttpOnly cookie and the key is nowhere in the browser profile', async () => {
  const key = keyFrom(await signInLink());
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--password-store=basic'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://127.0.0.1:${E2E_PORT}/`);
    await page.getByLabel('API-nyckel').fill(key);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();

    const cookies = await context.cookies();
    expect(cookies).toEqual([expect.objectContaining({ name: 'anteckna_session', httpOnly: true, sameSite: 'Strict' })]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(key);
  } finally {
    await context.close();
  }
  // Read back from disk after Chromium has written and closed its profile.
  const written = profileText(profile);
  expect(written).toContain('anteckna');
  expect(written).not.toContain(key);
  fs.rmSync(profile, { recursive: true, force: true });
});
