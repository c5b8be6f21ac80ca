import { generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import { readFileSync } from 'node:fs';
const [id, variant] = process.argv.slice(2);
const lang = id.split(/\d|-/)[0];
const v = JSON.parse(readFileSync(`/work/main/bench/notes-eval/multilingual/${lang}.json`, 'utf8')).find((x: any) => x.id === id);
if (v.split !== 'dev') throw new Error('dev only');
const n = generateNote({ transcript: variant === 'u' ? v.unlabelledTranscript : v.transcript, language: v.language, profession: 'physician', sections: [], signal: new AbortController().signal });
for (const t of n.tasks) console.log(t.category, '|', t.title);
