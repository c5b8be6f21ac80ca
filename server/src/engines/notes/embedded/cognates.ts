/**
 * Latin and Greek disease names are spelt by each language's rules from one root: "bronchitis"
 * is "bronkit" in Swedish, "bronkitt" in Norwegian, "bronkiitti" in Finnish and "bronşit" in
 * Turkish. From a one-word trigger with a learned ending, the spellings in the other languages
 * are made here, so that a condition the table names in English is also found where a visit
 * says it in its own language.
 */
import type { Language } from '../../../contract/api.schema.js';

type Spelt = Partial<Record<Language, string[]>>;

/** English endings of disease names and how each language writes them (the longer ending first). */
const ENDINGS: [string, Spelt][] = [
  ['itis', { sv: ['it'], nb: ['itt'], da: ['itis'], de: ['itis'], fi: ['iitti'], tr: ['it'] }],
  ['iasis', { sv: ['iasis'], nb: ['iase'], da: ['iasis'], de: ['iasis'], fi: ['iaasi'], tr: ['iazis'] }],
  ['osis', { sv: ['os'], nb: ['ose'], da: ['ose'], de: ['ose'], fi: ['oosi'], tr: ['oz'] }],
  ['aemia', { sv: ['emi'], nb: ['emi'], da: ['æmi', 'emi'], de: ['ämie'], fi: ['emia'], tr: ['emi'] }],
  ['emia', { sv: ['emi'], nb: ['emi'], da: ['æmi', 'emi'], de: ['ämie'], fi: ['emia'], tr: ['emi'] }],
  ['pathy', { sv: ['pati'], nb: ['pati'], da: ['pati'], de: ['pathie'], fi: ['patia'], tr: ['pati'] }],
  ['trophy', { sv: ['trofi'], nb: ['trofi'], da: ['trofi'], de: ['trophie'], fi: ['trofia'], tr: ['trofi'] }],
  ['ia', { sv: ['i'], nb: ['i'], da: ['i'], de: ['ie'], fi: ['ia'], tr: ['i'] }],
  ['oma', { sv: ['om'], nb: ['om'], da: ['om'], de: ['om'], fi: ['ooma'], tr: ['om'] }],
  ['ism', { sv: ['ism'], nb: ['isme'], da: ['isme'], de: ['ismus'], fi: ['ismi'], tr: ['izm'] }],
];
/** The root before the ending must be a word of its own length ("coma" is not "c" + "oma"). */
const MIN_ROOT = 4;
/** "-ia" is an ending only after a consonant ("pneumonia"), not in "-eia" or "-uia". */
const CONSONANT_END = /[^aeiouy]$/;

/** Letter rules per language, each applied to the whole root: one root may be written more than one way. */
type Spelling = (root: string) => string;
const GREEK = (s: string) => s.replace(/ae|oe/g, 'e').replace(/ph/g, 'f').replace(/rrh/g, 'rr').replace(/([rt])h/g, '$1');
/** Nordic "k" for hard c ("konjunktivit"); soft c stays in some words ("cystit", "cellulit") and is "s" in others ("appendisitt"). */
const NORDIC_HARD_C = (s: string) => GREEK(s).replace(/ch/g, 'k').replace(/ck/g, 'k').replace(/c(?![eiy])/g, 'k');
const NORDIC_ALL_C = (s: string) => NORDIC_HARD_C(s).replace(/c/g, 's');
const SPELLINGS: Partial<Record<Language, Spelling[]>> = {
  sv: [NORDIC_HARD_C, NORDIC_ALL_C],
  nb: [NORDIC_HARD_C, NORDIC_ALL_C],
  da: [NORDIC_HARD_C, NORDIC_ALL_C],
  fi: [NORDIC_ALL_C, (s) => NORDIC_ALL_C(s).replace(/x/g, 'ks')],
  // German keeps th, ph and ch and writes a soft c as z ("Zystitis", "Kardiomyopathie").
  de: [(s) => s.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/c(?=[eiy])/g, 'z').replace(/c(?![hkeiy])/g, 'k')],
  tr: [
    (s) => NORDIC_ALL_C(s.replace(/ch/g, 'ş')).replace(/y/g, 'i').replace(/eu/g, 'ö').replace(/x/g, 'ks'),
    (s) => NORDIC_ALL_C(s).replace(/y/g, 'i').replace(/eu/g, 'ö').replace(/x/g, 'ks'),
  ],
};

/**
 * The word's spellings in the other languages ("thrombosis" -> sv "trombos", nb "trombose",
 * fi "tromboosi"...), none when it has no learned ending. Only plain Latin letters are read:
 * a trigger already in a language's own spelling is left to that language.
 */
export function cognatesOf(word: string): Map<Language, Set<string>> {
  const out = new Map<Language, Set<string>>();
  const found = ENDINGS.find(([ending]) => word.endsWith(ending));
  if (!found || !/^[a-z]+$/.test(word)) return out;
  const [ending, spelt] = found;
  const root = word.slice(0, -ending.length);
  if (root.length < MIN_ROOT || (ending === 'ia' && !CONSONANT_END.test(root))) return out;
  for (const [language, endings] of Object.entries(spelt) as [Language, string[]][]) {
    const forms = new Set<string>();
    for (const spell of SPELLINGS[language] ?? []) for (const end of endings) forms.add(spell(root) + end);
    forms.delete(word);
    if (forms.size) out.set(language, forms);
  }
  return out;
}

/**
 * The words a spelling is said as. Finnish and Turkish add their many endings to a stem, so the
 * stem is matched ("bronkiitti", "bronkiitin" -> "bronkiit*"; "bronşitim" -> "bronşit*"). The
 * Nordic languages and German build compounds ("klamydiaprov" is a test), so only the word and its
 * inflected forms are ("bronkiten", "trombosen", "Pneumonien").
 */
export function saidAs(form: string, language: Language): { words: string[]; stem: boolean } {
  if (language === 'fi') return { words: [form.replace(/[aeiouyäö]$/, '').replace(/tt$/, 't')], stem: true };
  if (language === 'tr') return { words: [form], stem: true };
  return { words: (INFLECTIONS[language] ?? ['']).map((ending) => (/e$/.test(form) && ending.startsWith('e') ? form + ending.slice(1) : form + ending)), stem: false };
}
const INFLECTIONS: Partial<Record<Language, string[]>> = {
  sv: ['', 'en', 'n', 'er', 'erna', 'ens'],
  nb: ['', 'en', 'n', 'er', 'ene'],
  da: ['', 'en', 'n', 'er', 'erne'],
  de: ['', 'n', 'en'],
};
