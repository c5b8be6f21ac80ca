/**
 * Why the embedded engine gave each code for a visit: the statements that name it, with
 * their role, phase and assertion. `npx tsx bench/why-codes.ts <visit id> [unlabelled]`
 * for a dev visit of bench/notes-eval/multilingual/ or an ACI-BENCH train visit (D2N...); held-out
 * and valid visits are refused: they are only scored.
 */
import path from 'node:path';
import type { Language } from '../server/src/contract/api.schema.js';
import { generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import { writeStatements } from '../server/src/engines/notes/embedded/note-writer.js';
import { ROOT } from './lib/server-process.js';
import { loadAci } from './notes-eval/aci-bench.js';
import { loadMultilingual } from './notes-eval/multilingual-set.js';

const [id, variant = 'labelled'] = process.argv.slice(2);
const EVAL = path.join(ROOT, 'bench/notes-eval');
const devVisits = (): { id: string; language: Language; transcript: string }[] =>
  id?.startsWith('D2N')
    ? loadAci(path.join(EVAL, 'aci-bench'), 'train').map((v) => ({ id: v.id, language: 'en', transcript: variant === 'unlabelled' ? v.unlabelled : v.labelled }))
    : Object.entries(loadMultilingual(path.join(EVAL, 'multilingual')))
        .filter(([part]) => part.includes(' dev, '))
        .flatMap(([, visits]) => visits.filter((v) => v.variant === variant));
const visit = devVisits().find((v) => v.id === id);
if (!visit) throw new Error(`no dev visit ${id} (held-out and valid visits are only scored, never inspected)`);
const note = generateNote({ transcript: visit.transcript, language: visit.language, profession: 'physician', sections: [], signal: new AbortController().signal });
console.log('codes:', note.diagnoses.map((d) => `${d.code} ${d.label}`).join('; '));
const { statements, unwritten } = writeStatements(visit.transcript, visit.language);
for (const s of [...statements, ...unwritten].sort((a, b) => a.order - b.order))
  for (const m of s.mentions) console.log(`${m.entry.code} ${m.status} [${s.role}/${s.phase}/${unwritten.includes(s) ? 'unwritten' : s.slot}] "${m.surface}" :: ${s.original.slice(0, Number(process.env.WHY_CHARS ?? 220))}`);
