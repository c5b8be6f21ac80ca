import { cleanTranscript } from '../server/src/engines/notes/embedded/clean-input.js';
console.log(JSON.stringify(cleanTranscript(process.argv[2]!, process.argv[3] as never), null, 1));
