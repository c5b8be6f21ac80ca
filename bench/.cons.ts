import { generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import { readFileSync } from 'node:fs';
for (const c of JSON.parse(readFileSync('bench/notes-eval/consultations.json', 'utf8'))) {
  const n = generateNote({ transcript: c.transcript, language: c.language, profession: 'physician', sections: [], signal: new AbortController().signal });
  console.log(c.id, n.diagnoses.map((d) => d.code).join(' '), '| expected', JSON.stringify(c.expected?.codes ?? c.codes ?? c.expectedCodes));
}
