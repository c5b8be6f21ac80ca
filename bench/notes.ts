/**
 * The embedded note engine against the committed evaluation set (bench/notes-eval/): per
 * section ROUGE-L F1 against the note a clinician would write, ICD-10 code precision and
 * recall, and time per note, also on a 2,500-word consultation. The baseline upstream
 * models are compared to.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../server/src/contract/api.schema.js';
import { generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import { fmt, ROOT } from './lib/server-process.js';

interface Consultation {
  id: string;
  language: Language;
  transcript: string;
  expected: Record<'cause' | 'subjective' | 'objective' | 'assessment' | 'plan', string>;
  codes: string[];
}
const SLOTS = ['cause', 'subjective', 'objective', 'assessment', 'plan'] as const;

const tokens = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** ROUGE-L F1: longest common subsequence of words. */
export function rougeL(candidate: string, reference: string): number {
  const c = tokens(candidate);
  const r = tokens(reference);
  if (c.length === 0 || r.length === 0) return c.length === r.length ? 1 : 0;
  let prev = new Array<number>(r.length + 1).fill(0);
  for (const word of c) {
    const row = [0];
    for (let j = 1; j <= r.length; j++) row[j] = word === r[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  const lcs = prev[r.length]!;
  const precision = lcs / c.length;
  const recall = lcs / r.length;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

export async function benchNotes() {
  const set = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/notes-eval/consultations.json'), 'utf8')) as Consultation[];
  const signal = new AbortController().signal;
  const scores: Record<string, number[]> = Object.fromEntries(SLOTS.map((s) => [s, []]));
  let truePositives = 0;
  let predicted = 0;
  let expected = 0;
  const times: number[] = [];
  for (const c of set) {
    const started = performance.now();
    const note = generateNote({ transcript: c.transcript, language: c.language, profession: 'physician', sections: [], signal });
    times.push(performance.now() - started);
    for (const slot of SLOTS) scores[slot]!.push(rougeL(note[slot], c.expected[slot]));
    const codes = note.diagnoses.map((d) => d.code);
    truePositives += codes.filter((code) => c.codes.includes(code)).length;
    predicted += codes.length;
    expected += c.codes.length;
  }
  const long = Array.from({ length: 12 }, () => set.map((c) => c.transcript).join(' ')).join(' ');
  const longWords = tokens(long).slice(0, 2500).length;
  const longText = long.split(/\s+/).slice(0, 2500).join(' ');
  generateNote({ transcript: longText, language: 'sv', profession: 'physician', sections: [], signal });
  const longStarted = performance.now();
  for (let i = 0; i < 5; i++) generateNote({ transcript: longText, language: 'sv', profession: 'physician', sections: [], signal });
  const longMs = (performance.now() - longStarted) / 5;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    consultations: set.length,
    rougeL: Object.fromEntries(SLOTS.map((s) => [s, mean(scores[s]!)])) as Record<(typeof SLOTS)[number], number>,
    codePrecision: predicted ? truePositives / predicted : 0,
    codeRecall: expected ? truePositives / expected : 0,
    meanMsPerNote: mean(times),
    longWords,
    longMs,
  };
}

export function printNotes(r: Awaited<ReturnType<typeof benchNotes>>): void {
  console.log(`   embedded note engine over ${r.consultations} consultations: ROUGE-L F1 ${Object.entries(r.rougeL).map(([k, v]) => `${k} ${fmt(v)}`).join(', ')}`);
  console.log(`   ICD-10 codes: precision ${fmt(r.codePrecision)}, recall ${fmt(r.codeRecall)}; ${fmt(r.meanMsPerNote, 1)} ms per note; ${r.longWords}-word consultation in ${fmt(r.longMs, 1)} ms (target < 50 ms ${r.longMs < 50 ? 'PASS' : 'FAIL'})`);
}

if (import.meta.url === `file://${process.argv[1]}`) printNotes(await benchNotes());
