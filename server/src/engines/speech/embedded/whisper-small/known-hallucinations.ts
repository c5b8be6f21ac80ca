import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { phrases } = require('./known-hallucinations.json') as { phrases: string[] };

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const known = new Set(phrases.map(normalise));

/** True when a window's whole text is a phrase Whisper invents on non-speech (see the JSON). */
export function isKnownHallucination(text: string): boolean {
  return known.has(normalise(text));
}
