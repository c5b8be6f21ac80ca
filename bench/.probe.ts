import { analyseSentence } from '../server/src/engines/notes/embedded/diagnosis-matcher.js';
const [lang, ...rest] = process.argv.slice(2);
for (const s of rest.join(' ').split(' || ')) {
  const r = analyseSentence(s, lang as never);
  console.log(s, '=>', r.mentions.map((m) => `${m.entry.code}:${m.surface}:${m.status}${m.ruledOut ? ':ruledOut' : ''}`).join(' '), '|', r.tokens.map((t, i) => (r.status[i] !== 'present' ? `${t.norm}/${r.status[i]}` : '')).filter(Boolean).join(' '));
}
