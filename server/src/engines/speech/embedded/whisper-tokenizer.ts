import type { WhisperVocabulary } from './whisper-model.js';

/** Token ids -> text: GPT-2 byte-level BPE, special tokens (>= end of text) skipped. */
export function detokenize(ids: ArrayLike<number>, vocabulary: WhisperVocabulary): string {
  const bytes: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id < 0 || id >= vocabulary.firstSpecialId) continue;
    const token = vocabulary.idVocab[id];
    if (token === undefined) continue;
    for (const char of token) {
      const byte = vocabulary.byteDecoder[String(char.codePointAt(0))];
      if (byte !== undefined) bytes.push(byte);
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\s+/g, ' ').trim();
}
