import { writeStatements } from '../server/src/engines/notes/embedded/note-writer.js';
import { readFileSync } from 'node:fs';
const c = JSON.parse(readFileSync('bench/notes-eval/consultations.json', 'utf8')).find((x: any) => x.id === process.argv[2]);
const { statements, unwritten } = writeStatements(c.transcript, c.language);
for (const s of [...statements, ...unwritten]) for (const m of s.mentions) console.log(m.entry.code, m.status, s.role, s.phase, s.slot, '::', s.original);
