/**
 * Writes `unlabelledTranscript` into every visit file of this folder from its labelled
 * `transcript`: speaker labels removed, punctuation removed (except inside numbers such as
 * "38,5" or "2.5"), everything lower case, all turns run together on one line — the form a
 * raw speech recogniser gives. Run after editing a transcript:
 *
 *   npx tsx bench/notes-eval/multilingual/make-variants.ts
 *
 * Every line of a transcript must start with a known speaker label, so a typo in a label
 * fails here instead of leaking into the unlabelled variant.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SPEAKER_LABELS = [
  'Läkare', 'Patient', 'Sjuksköterska', 'Mamma', 'Pappa', 'Anhörig',
  'Doctor', 'Nurse', 'Mother', 'Father', 'Wife', 'Husband',
  'Lääkäri', 'Potilas', 'Äiti', 'Isä',
  'Lege', 'Pasient', 'Mor', 'Far',
  'Læge',
  'Arzt', 'Ärztin', 'Patientin', 'Mutter', 'Vater',
  'Doktor', 'Hasta', 'Anne', 'Baba',
  'الطبيب', 'الطبيبة', 'المريض', 'المريضة', 'الأم', 'الأب',
];

const LABEL = new RegExp(`^(?:${SPEAKER_LABELS.join('|')}):\\s+`, 'u');

// Punctuation to drop. A comma or full stop between two digits is a decimal mark and stays.
const PUNCTUATION = /[.,;:!?¿¡"“”„«»()[\]…–—،؛؟]/gu;
const DECIMAL_MARK = /(?<=\d)[.,](?=\d)/gu;
const DECIMAL_PLACEHOLDER = '\u0000';

type Visit = { id: string; language: string; transcript: string; [field: string]: unknown };

export function unlabelled(transcript: string, language: string, id: string): string {
  const turns = transcript.split('\n').map((line, index) => {
    const trimmed = line.trim();
    if (!LABEL.test(trimmed)) {
      throw new Error(`${id} line ${index + 1} has no known speaker label: ${trimmed.slice(0, 40)}`);
    }
    return trimmed.replace(LABEL, '');
  });
  return turns
    .join(' ')
    .replace(DECIMAL_MARK, (mark) => (mark === ',' ? `${DECIMAL_PLACEHOLDER}c` : `${DECIMAL_PLACEHOLDER}p`))
    .replace(PUNCTUATION, ' ')
    .replace(/\u0000c/gu, ',')
    .replace(/\u0000p/gu, '.')
    // A dash or apostrophe that is not inside a word is a pause, not part of a word.
    .replace(/(^|\s)[-'’]+|[-'’]+(?=\s|$)/gu, '$1')
    .toLocaleLowerCase(language)
    .replace(/\s+/gu, ' ')
    .trim();
}

function withVariant(visit: Visit): Visit {
  const { id, language, split, transcript, unlabelledTranscript: _old, ...rest } = visit;
  return {
    id,
    language,
    split,
    transcript,
    unlabelledTranscript: unlabelled(transcript, language, id),
    ...rest,
  };
}

const folder = dirname(fileURLToPath(import.meta.url));
for (const file of readdirSync(folder).filter((name) => /^[a-z]{2}(?:-\d+)?\.json$/u.test(name))) {
  const path = join(folder, file);
  const visits = JSON.parse(readFileSync(path, 'utf8')) as Visit[];
  writeFileSync(path, `${JSON.stringify(visits.map(withVariant), null, 2)}\n`);
  console.log(`${file}: ${visits.length} visits`);
}
