import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const OUTPUT = path.resolve(here, '../test-output/e2e');
export const visitFile = (name: string) => path.join(here, 'fixtures', name);

/** Chromium's fake microphone playing `wav` once. */
export function fakeMicrophone(wav: string) {
  return {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
        '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required',
        `--use-file-for-fake-audio-capture=${visitFile(wav)}%noloop`,
      ],
    },
  };
}

/** The sign-in link the server printed on its first start. */
export async function signInLink(): Promise<string> {
  const log = path.join(OUTPUT, 'server.log');
  for (let i = 0; i < 100; i++) {
    const match = fs.existsSync(log) ? /http:\/\/\S+\/#key=(\S+)/.exec(fs.readFileSync(log, 'utf8')) : null;
    if (match) return match[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server printed no sign-in link');
}

export const keyFrom = (link: string) => new URL(link).hash.replace('#key=', '');

/** A screenshot per scenario step, kept under test-output/ for a human to look at. */
export async function step(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = path.join(OUTPUT, 'screens', info.titlePath.slice(1).join(' - ').replace(/[^\w -]+/g, ''));
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page): Promise<void> {
  await page.context().grantPermissions(['microphone', 'clipboard-read', 'clipboard-write'], { origin: new URL(await signInLink()).origin });
  await page.goto(await signInLink());
  await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();
}

export const chunks = (page: Page) => page.getByTestId('chunk');
