import { generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import { readFileSync } from 'node:fs';
for (const lang of process.argv.slice(2)) {
  for (const v of JSON.parse(readFileSync(`bench/notes-eval/multilingual/${lang}.json`, 'utf8'))) {
    if (v.split !== 'dev') continue;
    const n = generateNote({ transcript: v.transcript, language: v.language, profession: 'physician', sections: [], signal: new AbortController().signal });
    for (const t of n.tasks) console.log(v.id, '|', t.category, '|', t.title);
  }
}
