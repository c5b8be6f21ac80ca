/** Test speech for benchmarks: espeak-ng English sentences joined with sox (Debian packages). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process.js';

export const OUTPUT = path.join(ROOT, 'bench/output');

export const SENTENCES = [
  'The patient has had a sore throat and fever for three days.',
  'She has a dry cough that is worse at night.',
  'There is no chest pain and no shortness of breath.',
  'Her temperature today is thirty eight point two degrees.',
  'The blood pressure is one hundred thirty over eighty five.',
  'The heart sounds are normal and the lungs are clear.',
  'The throat is red and the tonsils are swollen.',
  'This looks like an acute tonsillitis.',
  'I will prescribe penicillin three times a day for ten days.',
  'She should drink plenty of fluids and rest at home.',
  'We will take a blood test and check the thyroid.',
  'Please come back for a follow up visit in two weeks.',
  'He has had pain in the lower back since he lifted a heavy box.',
  'The pain does not radiate to the legs.',
  'I will refer him to a physiotherapist.',
  'She takes metformin for her diabetes.',
];

function sentenceWav(i: number): string {
  const file = path.join(OUTPUT, 'sentences', `s${i}.wav`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', `${file}.raw.wav`, SENTENCES[i]!]);
    execFileSync('sox', [`${file}.raw.wav`, '-r', '16000', '-c', '1', '-b', '16', file]);
    fs.rmSync(`${file}.raw.wav`);
  }
  return file;
}

const duration = (file: string) => Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());

/** A chunk of about `seconds` of speech (sentences with 0.4 s pauses) as ogg/opus like a browser sends. */
export function speechChunk(name: string, seconds: number, offset = 0): { file: string; seconds: number } {
  const file = path.join(OUTPUT, 'chunks', `${name}.ogg`);
  const wav = file.replace(/\.ogg$/, '.wav');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const pause = path.join(OUTPUT, 'sentences', 'pause.wav');
    fs.mkdirSync(path.dirname(pause), { recursive: true });
    if (!fs.existsSync(pause)) execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', pause, 'trim', '0', '0.4']);
    const parts: string[] = [];
    let total = 0;
    for (let i = offset; total < seconds; i++) {
      const s = sentenceWav(i % SENTENCES.length);
      parts.push(s, pause);
      total += duration(s) + 0.4;
    }
    execFileSync('sox', [...parts, wav]);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', file]);
  }
  return { file, seconds: duration(wav) };
}
