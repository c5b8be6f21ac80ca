/**
 * The ICD-10 codes the engine can give, as validated data (lexicon/icd10/): labels per
 * language (Swedish from ICD-10-SE, English from WHO ICD-10), our trigger terms per code,
 * and which codes are long-standing comorbidities or a less specific form of another.
 * A bad file stops the start with the reason.
 */
import fs from 'node:fs';
import { z } from 'zod';

const CODE = /^[A-Z]\d{2}(?:\.\d{1,2})?$/;
const code = z.string().regex(CODE, 'an ICD-10 code such as J03.9');
const read = (file: string) => JSON.parse(fs.readFileSync(new URL(`./lexicon/icd10/${file}`, import.meta.url), 'utf8'));

const labelsSchema = z.object({ $comment: z.string(), labels: z.record(code, z.string().min(3)) }).strict();
const triggersSchema = z.object({ $comment: z.string(), triggers: z.record(code, z.array(z.string().min(2)).min(1)) }).strict();
const phraseMap = z.record(z.string(), z.array(z.string().min(2)).min(1));
const siteGridSchema = z
  .object({ $comment: z.string(), window: z.number().int().min(1).max(8), windowByKind: z.record(z.string(), z.number().int().min(1).max(8)), sites: phraseMap, kinds: phraseMap, structures: phraseMap, codes: z.record(z.string().regex(/^\w+\.\w+(?:\.\w+)?$/), code) })
  .strict();
export type SiteGrid = z.infer<typeof siteGridSchema>;
const notAConditionSchema = z.object({ $comment: z.string(), following: z.array(z.string().min(2)), preceding: z.array(z.string().min(2)) }).strict();
const relationsSchema = z.object({ $comment: z.string(), comorbidities: z.array(code), lessSpecificThan: z.record(code, z.array(code)), symptomLike: z.array(code) }).strict();

export interface Icd10Entry {
  code: string;
  sv: string;
  en: string;
  triggers: string[];
}

export function loadIcd10(): {
  entries: Icd10Entry[];
  comorbidities: Set<string>;
  lessSpecificThan: Record<string, string[]>;
  /** Codes outside the R chapter that name a complaint (constipation, joint pain). */
  symptomLike: Set<string>;
  /** Body site x kind of injury or state -> code (lexicon/icd10/site-grid.json). */
  siteGrid: SiteGrid;
  /** Words next to a term that make it a vaccine, a test or a clinic rather than the patient's condition. */
  notACondition: { following: Set<string>; preceding: string[] };
} {
  const sv = labelsSchema.parse(read('labels.sv.json')).labels;
  const en = labelsSchema.parse(read('labels.en.json')).labels;
  const triggers = triggersSchema.parse(read('triggers.json')).triggers;
  const relations = relationsSchema.parse(read('relations.json'));
  const entries: Icd10Entry[] = [];
  for (const [c, list] of Object.entries(triggers)) {
    if (!sv[c] || !en[c]) throw new Error(`ICD-10 ${c} has triggers but no ${sv[c] ? 'English' : 'Swedish'} label`);
    entries.push({ code: c, sv: sv[c], en: en[c], triggers: list.map((t) => t.trim().toLowerCase()) });
  }
  const siteGrid = siteGridSchema.parse(read('site-grid.json'));
  for (const [key, c] of Object.entries(siteGrid.codes)) {
    const [site, kind, structure] = key.split('.') as [string, string, string | undefined];
    if (!siteGrid.sites[site] || !siteGrid.kinds[kind] || (structure && !siteGrid.structures[structure])) throw new Error(`ICD-10 site grid: ${key} names an unknown site, kind or structure`);
    if (entries.some((e) => e.code === c)) continue;
    if (!sv[c] || !en[c]) throw new Error(`ICD-10 ${c} (site grid) has no ${sv[c] ? 'English' : 'Swedish'} label`);
    entries.push({ code: c, sv: sv[c], en: en[c], triggers: [] });
  }
  const known = new Set(entries.map((e) => e.code));
  const unknown = [...relations.comorbidities, ...relations.symptomLike, ...Object.keys(relations.lessSpecificThan), ...Object.values(relations.lessSpecificThan).flat()].filter((c) => !known.has(c));
  if (unknown.length) throw new Error(`ICD-10 relations name codes without triggers: ${unknown.join(', ')}`);
  const notACondition = notAConditionSchema.parse(read('not-a-condition.json'));
  return {
    entries,
    comorbidities: new Set(relations.comorbidities),
    lessSpecificThan: withUnspecifiedForms(relations.lessSpecificThan, known),
    symptomLike: new Set(relations.symptomLike),
    siteGrid,
    notACondition: { following: new Set(notACondition.following.map((w) => w.toLowerCase())), preceding: notACondition.preceding.map((w) => w.toLowerCase()) },
  };
}

/** Each unspecified code (N80.9) is also less specific than its specified siblings in the table (N80.0, N80.1), not "other" (.8). */
function withUnspecifiedForms(listed: Record<string, string[]>, known: Set<string>): Record<string, string[]> {
  const byCategory = new Map<string, string[]>();
  for (const c of known) if (/\.\d$/.test(c)) byCategory.set(c.slice(0, -2), [...(byCategory.get(c.slice(0, -2)) ?? []), c]);
  const out: Record<string, string[]> = { ...listed };
  for (const [category, codes] of byCategory) {
    const unspecified = `${category}.9`;
    const siblings = codes.filter((c) => c !== unspecified && !c.endsWith('.8'));
    if (codes.includes(unspecified) && siblings.length) out[unspecified] = [...new Set([...(listed[unspecified] ?? []), ...siblings])];
  }
  return out;
}

export const ICD10 = loadIcd10();
