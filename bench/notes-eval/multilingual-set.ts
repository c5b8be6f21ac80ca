/**
 * The Swedish and other-language visits of bench/notes-eval/multilingual/ (format in its
 * README), each in its labelled and its unlabelled (speech-recognition) variant, grouped by
 * language and split ("sv dev", "sv heldout", "other dev", ...).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../server/src/contract/api.schema.js';

interface VisitFile {
  id: string;
  language: Language;
  split: 'dev' | 'heldout';
  transcript: string;
  unlabelledTranscript: string;
  expected: Record<'cause' | 'subjective' | 'objective' | 'assessment' | 'plan', string>;
  mainDiagnosis: { code: string; label: string };
  acceptableCodes: string[];
  secondaryCodes: string[];
  forbiddenCodes: string[];
  tasks: { category: string; keywords: string[] }[];
}

export interface ExpectedTask {
  category: string;
  keywords: string[];
}

export interface MultilingualVisit {
  id: string;
  language: Language;
  variant: 'labelled' | 'unlabelled';
  transcript: string;
  /** The reference note's parts, one per line. */
  reference: string;
  /** The main diagnosis and the codes accepted in its place. */
  mainDiagnoses: string[];
  /** Codes the set calls true of the visit (main, acceptable, secondary) or false (forbidden). */
  codeJudgements: Record<string, boolean>;
  tasks: ExpectedTask[];
}

export function loadMultilingual(dir: string): Record<string, MultilingualVisit[]> {
  if (!fs.existsSync(dir)) return {};
  const parts: Record<string, MultilingualVisit[]> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    for (const v of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as VisitFile[]) {
      const judgements: Record<string, boolean> = {};
      for (const c of v.forbiddenCodes) judgements[c] = false;
      for (const c of [v.mainDiagnosis.code, ...v.acceptableCodes, ...v.secondaryCodes]) judgements[c] = true;
      const reference = Object.values(v.expected).filter(Boolean).join('\n');
      for (const variant of ['labelled', 'unlabelled'] as const) {
        const key = `${v.language === 'sv' ? 'Swedish' : 'other languages'} ${v.split}, ${variant}`;
        (parts[key] ??= []).push({
          id: v.id,
          language: v.language,
          variant,
          transcript: variant === 'labelled' ? v.transcript : v.unlabelledTranscript,
          reference,
          mainDiagnoses: [v.mainDiagnosis.code, ...v.acceptableCodes],
          codeJudgements: judgements,
          tasks: v.tasks,
        });
      }
    }
  }
  return parts;
}
