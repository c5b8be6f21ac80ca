/**
 * Why the embedded engine gave each code for a visit: the statements that name it, with
 * their role, phase and assertion. `npx tsx bench/why-codes.ts <visit id> [unlabelled]`
 * for a dev visit of bench/notes-eval/multilingual/ or an ACI-BENCH train visit (D2N...); held-out
 * and valid visits are refused: they are only scored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import { writeStatements } from '../server/src/engines/notes/embedded/note-writer.js';
import { loadAci } from './notes-eval/aci-bench.js';
import { ROOT } from './lib/server-process.js';

const [id, variant] = process.argv.slice(2);
const dir = path.join(ROOT, 'bench/notes-eval/multilingual');
type Visit = { id: string; split: string; language: 'sv' | 'en'; transcript: string; unlabelledTranscript: string };
const aciTrain = (): Visit[] =>
  loadAci(path.join(ROOT, 'bench/notes-eval/aci-bench'), 'train').map((v) => ({ id: v.id, split: 'dev', language: 'en', transcript: v.labelled, unlabelledTranscript: v.unlabelled }));
const visit = (id?.startsWith('D2N') ? aciTrain() : fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Visit[]))
  .find((v) => v.id === id);
if (!visit) throw new Error(`no visit ${id}`);
if (visit.split !== 'dev') throw new Error('held-out visits are only scored, never inspected');
const transcript = variant === 'unlabelled' ? visit.unlabelledTranscript : visit.transcript;
const note = generateNote({ transcript, language: visit.language, profession: 'physician', sections: [], signal: new AbortController().signal });
console.log('codes:', note.diagnoses.map((d) => `${d.code} ${d.label}`).join('; '));
const { statements, unwritten } = writeStatements(transcript, visit.language);
for (const s of [...statements, ...unwritten].sort((a, b) => a.order - b.order))
  for (const m of s.mentions) console.log(`${m.entry.code} ${m.status} [${s.role}/${s.phase}/${unwritten.includes(s) ? 'unwritten' : s.slot}] "${m.surface}" :: ${s.original.slice(0, 220)}`);
