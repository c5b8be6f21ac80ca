/**
 * The word lists the review checks against: drug names (generic, national spellings and
 * common brands, grouped by substance), laterality words, units and number words of the 8
 * output languages. They are data files, validated when loaded.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../contract/api.schema.js';

const lowerWords = z.array(z.string().min(1).refine((w) => w === w.toLowerCase(), 'must be lower case')).min(1);

const drugNamesSchema = z.object({
  version: z.number().int().positive(),
  drugs: z.array(z.object({ id: z.string().min(1), names: lowerWords })).min(1),
});

const lateralitySchema = z.object({ version: z.number().int().positive(), left: lowerWords, right: lowerWords });

const unitsSchema = z.object({ version: z.number().int().positive(), units: lowerWords });

const numberLanguageSchema = z.object({
  words: z.record(z.string(), z.number().nonnegative()),
  multipliers: z.record(z.string(), z.number().positive()),
  connectors: z.array(z.string()),
});
const numberWordsSchema = z.object({
  version: z.number().int().positive(),
  languages: z.object(Object.fromEntries(LANGUAGES.map((l) => [l, numberLanguageSchema])) as Record<Language, typeof numberLanguageSchema>),
});

export type DrugNames = z.infer<typeof drugNamesSchema>;
export type Laterality = z.infer<typeof lateralitySchema>;
export type NumberWords = z.infer<typeof numberWordsSchema>;

const read = <T>(schema: z.ZodType<T>, name: string): T =>
  schema.parse(JSON.parse(fs.readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')));

export interface ReviewData {
  drugs: DrugNames['drugs'];
  laterality: Laterality;
  numberWords: NumberWords['languages'];
  /** Words that make a number a measurement: "500 mg", "fem dagar". */
  units: string[];
}

/** Loads and checks the lists: a name may belong to one substance only, a word to one side only. */
export function loadReviewData(): ReviewData {
  const laterality = read(lateralitySchema, 'laterality.json');
  const both = laterality.left.filter((w) => laterality.right.includes(w));
  if (both.length) throw new Error(`laterality.json: words on both sides: ${both.join(', ')}`);
  const drugs = read(drugNamesSchema, 'drug-names.json').drugs;
  const owner = new Map<string, string>();
  for (const drug of drugs) {
    for (const name of drug.names) {
      if (owner.has(name)) throw new Error(`drug-names.json: '${name}' is listed under ${owner.get(name)} and ${drug.id}`);
      owner.set(name, drug.id);
    }
  }
  return {
    drugs,
    laterality,
    numberWords: read(numberWordsSchema, 'number-words.json').languages,
    units: read(unitsSchema, 'units.json').units,
  };
}
