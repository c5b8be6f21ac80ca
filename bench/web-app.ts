/** Web app: bundle size, time to interactive of the built app on localhost, VAD load time. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { BENCH_KEY, fmt, ROOT, startServer } from './lib/server-process.js';

export async function benchWebApp() {
  const assets = path.join(ROOT, 'dist/web/assets');
  if (!fs.existsSync(assets)) throw new Error('dist/web is missing: run `npm run build` first');
  const js = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  const raw = js.reduce((s, f) => s + fs.statSync(path.join(assets, f)).size, 0);
  const gzip = js.reduce((s, f) => s + zlib.gzipSync(fs.readFileSync(path.join(assets, f))).length, 0);

  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  try {
    const runs: { ttiMs: number; vadMs: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.url}/#key=${BENCH_KEY}`);
      await page.getByRole('button', { name: 'Starta inspelning' }).waitFor();
      await page.waitForFunction(() => !(document.querySelector('button.primary.big') as HTMLButtonElement | null)?.disabled);
      const ttiMs = performance.now() - started;
      const vadMs = await page.evaluate(async () => {
        for (let i = 0; i < 200; i++) {
          const mark = performance.getEntriesByName('anteckna:vad-ready')[0] as PerformanceMark | undefined;
          if (mark) return (mark.detail as { loadMs: number }).loadMs;
          await new Promise((r) => setTimeout(r, 50));
        }
        return NaN;
      });
      runs.push({ ttiMs, vadMs });
      await context.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return { jsKb: raw / 1024, jsGzipKb: gzip / 1024, ttiMs: median(runs.map((r) => r.ttiMs)), vadMs: median(runs.map((r) => r.vadMs)) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printWebApp(r: Awaited<ReturnType<typeof benchWebApp>>): void {
  console.log(`5. web app: JS ${fmt(r.jsKb, 0)} kB (${fmt(r.jsGzipKb, 0)} kB gzip); time to interactive ${fmt(r.ttiMs, 0)} ms (median of 3, fresh context); VAD load ${fmt(r.vadMs, 0)} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) printWebApp(await benchWebApp());
