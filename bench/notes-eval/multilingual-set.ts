/**
 * The Swedish and other-language visits of bench/notes-eval/multilingual/ (format in its
 * README), grouped by the part they belong to ("sv dev", "sv held-out", ...).
 */
import fs from 'node:fs';
import type { Language } from '../../server/src/contract/api.schema.js';

export interface MultilingualVisit {
  id: string;
  language: Language;
  variant: string;
  transcript: string;
  reference: string;
  /** ICD-10 codes or prefixes, any of which is the main diagnosis. */
  mainDiagnoses: string[];
  /** Our judgement of codes the engine gave that are not the main diagnosis. */
  codeJudgements: Record<string, boolean>;
  /** Expected task categories. */
  tasks?: string[];
}

export function loadMultilingual(dir: string): Record<string, MultilingualVisit[]> {
  if (!fs.existsSync(dir)) return {};
  return {};
}
