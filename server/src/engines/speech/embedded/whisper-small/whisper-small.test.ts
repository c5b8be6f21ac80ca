import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../contract/api.schema.js';
import { isKnownHallucination } from './known-hallucinations.js';
import { logMelSpectrogram, N_FRAMES, N_MELS } from './log-mel.js';
import { compressionRatio, endsInLoop } from './small-decoder.js';
import { whisperSmallSourceDir } from './small-model.js';
import { loadWhisperSmallTokens } from './small-tokenizer.js';
import { detokenize } from '../whisper-tokenizer.js';

describe('Whisper small tokens', () => {
  const tokens = loadWhisperSmallTokens(whisperSmallSourceDir(), 51865);

  it('when the prompt is built, then every contract language has its own language token, Norwegian Bokmål as Whisper\'s "no"', () => {
    const ids = LANGUAGES.map((l) => tokens.languageToken[l]);
    expect(new Set(ids).size).toBe(LANGUAGES.length);
    expect(tokens.languageToken.nb).toBe(50288);
    expect(tokens.languageToken.sv).toBe(50273);
    expect([tokens.startOfTranscript, tokens.transcribe, tokens.noTimestamps, tokens.noSpeech]).toEqual([50258, 50359, 50363, 50362]);
  });

  it('when decoding, then timestamps and other special tokens can never be emitted but end of text can', () => {
    expect(tokens.suppress).toContain(tokens.noTimestamps + 1);
    expect(tokens.suppress).toContain(tokens.languageToken.sv);
    expect(tokens.suppress).not.toContain(tokens.endOfText);
  });

  it('when Swedish tokens are joined, then å, ä and ö come back', () => {
    const id = (token: string) => tokens.vocabulary.idVocab.indexOf(token);
    const ids = ['Ã¥', 'Ã¤', 'Ã¶'].map(id);
    expect(ids.every((i) => i >= 0)).toBe(true);
    expect(detokenize([tokens.startOfTranscript, ...ids, tokens.endOfText], tokens.vocabulary)).toBe('åäö');
  });
});

describe('hallucination guards', () => {
  it('when a text loops, then its compression ratio is far above normal speech', () => {
    expect(compressionRatio('nej '.repeat(40))).toBeGreaterThan(2.4);
    expect(compressionRatio('Har du fortfarande samma nummer? Kan jag få tala klart?')).toBeLessThan(2.4);
  });

  it('when the same phrase comes four times in a row, then decoding counts it as a loop, but not a word said twice', () => {
    expect(endsInLoop([5, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3])).toBe(true);
    expect(endsInLoop([7, 7, 7, 7])).toBe(true);
    expect(endsInLoop([5, 1, 2, 3, 1, 2, 3, 4])).toBe(false);
  });

  it.each(['Tack för att du tittade!', 'Thank you for watching.', 'Textning.nu', 'Undertexter från Amara.org-gemenskapen'])('when a whole window reads "%s", then it is known as invented', (text) => {
    expect(isKnownHallucination(text)).toBe(true);
  });

  it('when the phrase is part of real speech, then it is kept', () => {
    expect(isKnownHallucination('Tack för att du tittade förbi, hur mår du?')).toBe(false);
  });
});

describe('log-mel features', () => {
  it('when a 1 kHz tone is analysed, then its energy sits in the mel band around 1 kHz and the padding is at the floor', () => {
    const tone = Float32Array.from({ length: 16_000 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 1000 * i) / 16_000));
    const mel = logMelSpectrogram(tone);
    expect(mel).toHaveLength(N_MELS * N_FRAMES);
    const frame = 50; // 0.5 s in
    const column = Array.from({ length: N_MELS }, (_, m) => mel[m * N_FRAMES + frame]!);
    const loudest = column.indexOf(Math.max(...column));
    expect(loudest).toBeGreaterThanOrEqual(25); // Slaney filters 25 and 26 straddle 1 kHz
    expect(loudest).toBeLessThanOrEqual(26);
    expect(mel[10 * N_FRAMES + 2000]).toBeCloseTo(mel.reduce((a, b) => Math.min(a, b)), 5);
  });
});
