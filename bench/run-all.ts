/**
 * `npm run bench`: every benchmark in one run, each printing its figure, then all of them
 * in bench/output/latest.json. Figures are for this machine; see bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApiOverhead, printApiOverhead } from './api-overhead.js';
import { ROOT } from './lib/server-process.js';
import { benchServiceOverhead, printServiceOverhead } from './service-overhead.js';
import { benchSpeechToUpload, printSpeechToUpload } from './speech-to-upload.js';
import { benchStall, printStall } from './stall.js';
import { benchStopToNote, printStopToNote } from './stop-to-note.js';
import { benchEmbeddedStt, printEmbeddedStt } from './stt.js';
import { benchUploadMemory, printUploadMemory } from './upload-memory.js';
import { benchWebApp, printWebApp } from './web-app.js';

const results: Record<string, unknown> = { machine: { cores: os.availableParallelism(), memoryGb: Math.round(os.totalmem() / 1e9), cpu: os.cpus()[0]?.model, node: process.version }, at: new Date().toISOString() };
console.log(`Anteckna benchmarks on ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 1e9)} GB, ${os.cpus()[0]?.model ?? 'unknown CPU'}\n`);

// `npm run bench -- stopToNote webApp` runs only the named benchmarks.
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));

async function run<T>(name: string, bench: () => Promise<T>, print: (r: T) => void): Promise<void> {
  if (only.length && !only.includes(name)) return;
  try {
    const r = await bench();
    results[name] = r;
    print(r);
  } catch (error) {
    results[name] = { skipped: (error as Error).message };
    console.log(`${name}: skipped: ${(error as Error).message}`);
  }
}

await run('stopToNote', () => benchStopToNote(), printStopToNote);
await run('serviceOverhead', () => benchServiceOverhead(), printServiceOverhead);
await run('stt', () => benchEmbeddedStt(), printEmbeddedStt);
await run('stall', () => benchStall(), printStall);
await run('apiOverhead', () => benchApiOverhead(), printApiOverhead);
await run('uploadMemory', () => benchUploadMemory(), printUploadMemory);
await run('webApp', () => benchWebApp(), printWebApp);
await run('speechToUpload', () => benchSpeechToUpload(), printSpeechToUpload);
const notes = await import('./notes.js').catch(() => undefined);
// `npm run bench -- notes --dev-only` while the engine is changed: the held-out visits and ACI valid are not run.
if (notes) await run('notes', () => notes.benchNotes({ devOnly: process.argv.includes('--dev-only'), verbose: process.argv.includes('--verbose') }), notes.printNotes);

fs.mkdirSync(path.join(ROOT, 'bench/output'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/output/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nAll figures: bench/output/latest.json');
