import { writeStatements } from '../server/src/engines/notes/embedded/note-writer.js';
const { statements, unwritten } = writeStatements(process.argv[2]!, process.argv[3] as never);
for (const s of [...statements, ...unwritten]) console.log(s.role, s.phase, s.slot, s.mentions.map((m) => m.entry.code + ':' + m.status).join(','), '::', s.original, '=>', s.written);
