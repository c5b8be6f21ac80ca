import { generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import { readFileSync } from 'node:fs';
const [id, variant] = process.argv.slice(2);
const lang = id!.split(/\d|-/)[0];
const v = JSON.parse(readFileSync(`bench/notes-eval/multilingual/${lang}.json`, 'utf8')).find((x: any) => x.id === id);
if (v.split !== 'dev') throw new Error('dev only');
const n = generateNote({ transcript: variant === 'u' ? v.unlabelledTranscript : v.transcript, language: v.language, profession: 'physician', sections: [], signal: new AbortController().signal });
console.log(JSON.stringify({ cause: n.cause, s: n.subjective, o: n.objective, a: n.assessment, p: n.plan, dx: n.diagnoses, tasks: n.tasks.map((t) => t.title) }, null, 1));
