import { execFileSync } from 'node:child_process';
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

/** The one-time sign-in link the server printed on its first start (see first-start-link.spec.ts: only one test may use it). */
export async function firstStartLink(): Promise<string> {
  const log = path.join(OUTPUT, 'server.log');
  for (let i = 0; i < 100; i++) {
    const match = fs.existsSync(log) ? /http:\/\/\S+\/#code=\S+/.exec(fs.readFileSync(log, 'utf8')) : null;
    if (match) return match[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server printed no sign-in link');
}

let testKey: string | undefined;

/**
 * A link that signs in with a key of the tests' own (`#key=`, which the app exchanges for a
 * session cookie), made once with the keys command in the e2e server's data dir: the printed
 * link works only once, and the key itself is printed only on a terminal.
 */
export async function signInLink(): Promise<string> {
  const origin = new URL(await firstStartLink()).origin;
  if (!testKey) {
    const added = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, '../server/src/keys.ts'), 'add', 'e2e'], {
      env: { ...process.env, ANTECKNA_DATA_DIR: path.join(OUTPUT, 'data') },
      encoding: 'utf8',
    });
    testKey = /^(ak_\S+)$/m.exec(added)![1]!;
    await whenKeyActive(origin, testKey);
  }
  return `${origin}/#key=${testKey}`;
}

/** Running servers read the keys file again within a second: a key just added is used after that. */
export async function whenKeyActive(origin: string, key: string): Promise<string> {
  for (let i = 0; i < 50 && (await fetch(`${origin}/api/v1/ping`, { headers: { authorization: `Bearer ${key}` } })).status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return key;
}

export const keyFrom = (link: string) => new URL(link).hash.replace('#key=', '');

/** A screenshot per scenario step, kept under test-output/ for a human to look at. */
export async function step(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = path.join(OUTPUT, 'screens', info.titlePath.slice(1).join(' - ').replace(/[^\w -]+/g, ''));
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Signs in with the test key's link (or `link`, another key's). The visits are English unless a spec says otherwise, so
 * English is the recording language chosen in the settings; `'default'` leaves the app's
 * own default (Swedish).
 */
export async function signIn(page: Page, options: { recordingLanguage?: 'en' | 'default'; link?: string } = {}): Promise<void> {
  if ((options.recordingLanguage ?? 'en') === 'en') {
    await page.addInitScript(() => {
      const settings = JSON.parse(localStorage.getItem('anteckna.settings') ?? '{}') as { recordingLanguage?: string };
      if (!settings.recordingLanguage) localStorage.setItem('anteckna.settings', JSON.stringify({ ...settings, recordingLanguage: 'en' }));
    });
  }
  const link = options.link ?? (await signInLink());
  await page.context().grantPermissions(['microphone', 'clipboard-read', 'clipboard-write'], { origin: new URL(link).origin });
  await page.goto(link);
  await expect(page.getByRole('tab', { name: 'Spela in besök' })).toBeVisible();
}

export const chunks = (page: Page) => page.getByTestId('chunk');

/**
 * When each turn's speech ends in a visit WAV (16-bit PCM, as make-visits.sh writes it), in
 * seconds from the start: the starts of silences of 0.7 s or more, the pauses the app must cut at.
 */
export function speechEnds(wav: string): number[] {
  const bytes = fs.readFileSync(visitFile(wav));
  const rate = bytes.readUInt32LE(24);
  const channels = bytes.readUInt16LE(22);
  const data = bytes.indexOf('data', 12) + 8;
  const frame = Math.round(rate / 100); // 10 ms
  const samples = (bytes.length - data) / 2 / channels;
  const ends: number[] = [];
  let silentSince = -1;
  let heardSpeech = false;
  for (let f = 0; f * frame < samples; f++) {
    let peak = 0;
    for (let i = f * frame; i < Math.min(samples, (f + 1) * frame); i++) peak = Math.max(peak, Math.abs(bytes.readInt16LE(data + i * 2 * channels)));
    const silent = peak < 300;
    if (!silent) {
      heardSpeech = true;
      silentSince = -1;
    } else if (silentSince < 0) silentSince = f;
    if (silent && heardSpeech && f - silentSince === 70) ends.push(silentSince / 100);
  }
  return ends;
}
