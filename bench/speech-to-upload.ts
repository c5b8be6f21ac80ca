/**
 * Speech end to chunk upload in the browser: for each turn of the test visit, how long after
 * its speech ends the chunk is posted (pause detection, the cut, the recorder and the queue).
 * A figure, not a pass/fail rule: on a busy 2-core machine it varies by seconds. The browser
 * test `e2e/full-visit.spec.ts` checks the structure (one chunk per turn, cut after the turn,
 * in order, nothing lost).
 */
import { chromium } from '@playwright/test';
import { speechEnds, visitFile } from '../e2e/visit-helpers.js';
import { BENCH_KEY, fmt, percentile, startServer } from './lib/server-process.js';

const VISIT = 'visit-sore-throat.wav';

export async function benchSpeechToUpload() {
  const ends = speechEnds(VISIT);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required',
      `--use-file-for-fake-audio-capture=${visitFile(VISIT)}%noloop`,
    ],
  });
  try {
    const context = await browser.newContext();
    await context.grantPermissions(['microphone'], { origin: server.url });
    const page = await context.newPage();
    // The test visit is English.
    await page.addInitScript(() => localStorage.setItem('anteckna.settings', JSON.stringify({ recordingLanguage: 'en' })));
    const uploads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/chunks')) uploads.push(Date.now());
    });
    await page.goto(`${server.url}/#key=${BENCH_KEY}`);
    await page.getByRole('button', { name: 'Starta inspelning' }).click();
    const start = Date.now();
    const lastEnd = ends.at(-1)! * 1000;
    while (uploads.length < ends.length && Date.now() - start < lastEnd + 120_000) await new Promise((r) => setTimeout(r, 200));
    const delaysSec = uploads.slice(0, ends.length).map((at, i) => (at - start - ends[i]! * 1000) / 1000);
    return { turns: ends.length, chunks: uploads.length, p50Sec: percentile(delaysSec, 50), maxSec: Math.max(...delaysSec), delaysSec };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printSpeechToUpload(r: Awaited<ReturnType<typeof benchSpeechToUpload>>): void {
  console.log(
    `speech end to chunk upload (${r.turns} turns, ${r.chunks} chunks posted): p50 ${fmt(r.p50Sec)} s, max ${fmt(r.maxSec)} s ` +
      `(per turn: ${r.delaysSec.map((d) => d.toFixed(2)).join(', ')})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printSpeechToUpload(await benchSpeechToUpload());
