import { describe, expect, it } from 'vitest';
import { detokenize } from './whisper-tokenizer.js';

// GPT-2's alphabet maps the space byte (32) to 'Ġ' (U+0120) and printable ASCII to itself.
const byteDecoder: Record<string, number> = { '288': 32 };
for (let b = 33; b <= 126; b++) byteDecoder[String(b)] = b;
byteDecoder['195'] = 0xc3; // 'Ã'
byteDecoder['164'] = 0xa4; // '¤'
const vocabulary = { idVocab: ['Hello', 'Ġworld', '.', 'ĠÃ¤'], byteDecoder, firstSpecialId: 4 };

describe('detokenizer', () => {
  it('when tokens are joined, then byte-level BPE becomes text and special ids are skipped', () => {
    expect(detokenize([50257, 0, 1, 2, 4, 50256], vocabulary)).toBe('Hello world.');
  });
  it('when a token holds UTF-8 bytes, then they decode to the character', () => {
    expect(detokenize([0, 3], vocabulary)).toBe('Hello ä');
  });
});
