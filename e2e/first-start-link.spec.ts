import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { firstStartLink } from './visit-helpers';

const launch = (profile: string) =>
  chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--password-store=basic'],
  });

/** Every file of a Chromium profile (History, localStorage's leveldb, Cookies...), as latin1 text. */
function profileText(dir: string): string {
  const files = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(d, e.name)) : e.isFile() ? [path.join(d, e.name)] : []));
  return files(dir).map((f) => fs.readFileSync(f).toString('latin1')).join('\n');
}

test('when the first-start link is opened, then it signs in once with a one-time code, leaves no key in the profile, and never works again', async () => {
  const link = await firstStartLink();
  expect(link).toMatch(/#code=/);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-profile-'));
  const context = await launch(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(link);
    await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  } finally {
    await context.close();
  }
  expect(profileText(profile)).not.toMatch(/ak_[\w-]{32}/);
  fs.rmSync(profile, { recursive: true, force: true });

  const again = await launch(fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-profile-')));
  try {
    const page = again.pages()[0] ?? (await again.newPage());
    await page.goto(link);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('API-nyckel')).toBeVisible();
  } finally {
    await again.close();
  }
});
