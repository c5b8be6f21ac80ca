/**
 * Whisper small's tokenizer tables, read from the package's `vocab.json`, `added_tokens.json`
 * and `generation_config.json`: token text by id for the detokeniser, the special tokens of
 * the prompt, and the tokens Whisper never lets the decoder emit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../../contract/api.schema.js';
import type { WhisperVocabulary } from '../whisper-model.js';

export interface WhisperSmallTokens {
  vocabulary: WhisperVocabulary;
  endOfText: number;
  startOfTranscript: number;
  transcribe: number;
  noTimestamps: number;
  noSpeech: number;
  languageToken: Record<Language, number>;
  /** Never emitted (symbols Whisper learnt from subtitles, and every special token but end of text). */
  suppress: Int32Array;
  /** Not emitted as the first token: a bare space, or an immediate end of text. */
  beginSuppress: Int32Array;
  vocabularySize: number;
}

/** Whisper's code for each language we transcribe; Norwegian Bokmål is Whisper's `no`. */
const WHISPER_LANGUAGE: Record<Language, string> = { sv: 'sv', en: 'en', fi: 'fi', nb: 'no', da: 'da', de: 'de', tr: 'tr', ar: 'ar' };

export function loadWhisperSmallTokens(sourceDir: string, vocabularySize: number): WhisperSmallTokens {
  const json = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(sourceDir, file), 'utf8')) as T;
  const vocab = json<Record<string, number>>('vocab.json');
  const added = json<Record<string, number>>('added_tokens.json');
  const generation = json<{ suppress_tokens: number[]; begin_suppress_tokens: number[] }>('generation_config.json');
  const idVocab: string[] = [];
  for (const [token, id] of Object.entries(vocab)) idVocab[id] = token;
  const special = (token: string) => {
    const id = added[token] ?? vocab[token];
    if (id === undefined) throw new Error(`Whisper small's tokenizer lacks ${token}`);
    return id;
  };
  const endOfText = special('<|endoftext|>');
  const languageToken = Object.fromEntries(Object.entries(WHISPER_LANGUAGE).map(([language, code]) => [language, special(`<|${code}|>`)])) as Record<Language, number>;
  const suppress = new Set(generation.suppress_tokens);
  for (let id = endOfText + 1; id < vocabularySize; id++) suppress.add(id);
  return {
    vocabulary: { idVocab, byteDecoder: gpt2ByteDecoder(), firstSpecialId: endOfText },
    endOfText,
    startOfTranscript: special('<|startoftranscript|>'),
    transcribe: special('<|transcribe|>'),
    noTimestamps: special('<|notimestamps|>'),
    noSpeech: special('<|nocaptions|>'),
    languageToken,
    suppress: Int32Array.from(suppress),
    beginSuppress: Int32Array.from(generation.begin_suppress_tokens),
    vocabularySize,
  };
}

/** GPT-2's byte-level alphabet reversed: code point of the alphabet -> byte. */
function gpt2ByteDecoder(): Record<string, number> {
  const printable = (b: number) => (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
  const decoder: Record<string, number> = {};
  let shifted = 0;
  for (let byte = 0; byte < 256; byte++) decoder[String(printable(byte) ? byte : 256 + shifted++)] = byte;
  return decoder;
}
