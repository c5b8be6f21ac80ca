/**
 * Assertion status of what a sentence says, ConText-style (NegEx, Chapman 2001; ConText,
 * Harkema 2009; Swedish, Skeppstedt 2011): trigger phrases per language
 * (lexicon/context-triggers.json, validated at load) qualify the words in their scope, and a
 * scope ends at the clause ("men", "but", "aber", punctuation), not at the sentence.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../contract/api.schema.js';
import { SPEECH } from './clean-input.js';

export const ASSERTIONS = ['present', 'absent', 'possible', 'historical', 'other_person', 'hypothetical'] as const;
export type Assertion = (typeof ASSERTIONS)[number];
type Qualifier = Exclude<Assertion, 'present'>;

/** When two triggers reach one word, the stronger reading wins: someone else's before a condition, a condition before a denial... */
const PRECEDENCE: Qualifier[] = ['other_person', 'hypothetical', 'absent', 'possible', 'historical'];

const phrases = z.array(z.string().min(1)).superRefine((list, ctx) => {
  const seen = new Set<string>();
  for (const p of list) {
    if (p !== p.toLowerCase() || p !== p.trim()) ctx.addIssue({ code: 'custom', message: `'${p}' must be lower case and trimmed` });
    if (seen.has(p)) ctx.addIssue({ code: 'custom', message: `'${p}' is listed twice` });
    seen.add(p);
  }
});
const directed = z
  .object({ pre: phrases, post: phrases, both: phrases })
  .strict()
  // A phrase in two lists would act in the direction of the first only: one that reaches both ways ("kan ge": "X kan ge Y") is listed in `both`.
  .superRefine((lists, ctx) => {
    const seen = new Set<string>();
    for (const p of [...lists.pre, ...lists.post, ...lists.both]) {
      if (seen.has(p)) ctx.addIssue({ code: 'custom', message: `'${p}' is listed in two directions: list it in 'both'` });
      seen.add(p);
    }
  });
const languageTriggers = z
  .object({
    absent: directed,
    possible: directed,
    historical: directed,
    other_person: directed,
    hypothetical: directed,
    pseudo: phrases,
    clauseBlockers: phrases,
    terminators: phrases,
    answersNo: phrases,
    answersYes: phrases,
    postAdjacent: phrases,
    clauseOpeners: phrases,
    adverbs: phrases,
    ruledOutBefore: phrases,
    grammars: z.array(z.object({ kind: z.enum(PRECEDENCE), direction: z.enum(['pre', 'post', 'both']), fronted: z.boolean(), words: z.array(phrases).min(1), after: phrases }).strict()),
  })
  .strict();
export const contextTriggersSchema = z.object({ $comment: z.string() }).and(z.object(Object.fromEntries(LANGUAGES.map((l) => [l, languageTriggers])) as Record<Language, typeof languageTriggers>));

export type LanguageTriggers = z.infer<typeof languageTriggers>;

export interface Token {
  /** Lower case, apostrophes removed ("don't" -> "dont"). */
  norm: string;
  start: number;
  end: number;
  /** Sentence or clause punctuation: . ! ? ; : and the question marks of Arabic. */
  punct: boolean;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*|[.!?;:؟،,]/gu;
const SENTENCE_PUNCT = '.!?;:؟';

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  // Tokens are the engine's hottest allocation: one shared expression walked with exec, and the rewrites only on the tokens that need them.
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const raw = m[0];
    const lower = raw.toLowerCase();
    const norm = raw.length === 1 ? (raw === '؟' ? '?' : lower) : lower.includes("'") || lower.includes('’') ? lower.replace(/['’]/g, '') : lower;
    out.push({ norm, start: m.index, end: m.index + raw.length, punct: raw.length === 1 && SENTENCE_PUNCT.includes(raw) });
  }
  return out;
}

type Direction = 'pre' | 'post' | 'both';
/**
 * After a denial inside a post phrase, the words whose object follows ("i don't see | a fracture", "ikke hatt | feber",
 * "keinen Anhalt | für"): the phrase denies forward too. Not a predicate that ends its clause ("är inte aktuellt").
 */
const DENIED_OBJECT_LEADS = new Set(['see', 'seen', 'had', 'noticed', 'found', 'hatt', 'haft', 'sett', 'set', 'hittat', 'funnet', 'fundet', 'märkt', 'merket', 'bemærket', 'gesehen', 'gefunden', 'bemerkt', 'gehabt', 'anhalt', 'hinweis', 'hinweise', 'tecken', 'spår', 'belägg', 'hållpunkter', 'tegn', 'evidence', 'sign', 'signs']);
/** Whether `words` end in one of `denials` ("ser jag inte"), or in one and a word whose object follows ("i dont see"). */
function endsInForwardDenial(words: string[], denials: Set<string>): boolean {
  const ends = DENIED_OBJECT_LEADS.has(words.at(-1)!) ? [words.length, words.length - 1] : [words.length];
  return ends.some((end) => words.slice(0, end).some((_, start) => denials.has(words.slice(start, end).join(' '))));
}
interface Trigger {
  words: string[];
  kind: Qualifier | 'pseudo' | 'blocker' | 'terminator' | 'no' | 'yes';
  direction: Direction;
  clauseStartOnly: boolean;
  /** "nothing suggests that": an anaphor that points back only where the clause ends, not in "nothing suggests that you have...". */
  clauseEndOnly: boolean;
  /** Verb, subject, negation after the first element of a clause: a fronted term ("astma har jeg aldri hatt") or an adverb ("annars har hon aldrig haft astma"). */
  fronted: boolean;
  /**
   * A denial read backwards that holds a denial read forwards ("ser jag inte" holds "inte", "i don't see" holds "don't"):
   * as the longest match it must not take away the forward reading, so "Här ser jag inte någon fraktur" denies the fracture.
   */
  alsoForward?: boolean;
}

interface TriggerMatch {
  trigger: Trigger;
  end: number;
}

/** Triggers of one language indexed by first word, longest first. */
/** The Arabic conjunctions written onto the next word (و and, ف so). */
const ARABIC_JOINED = ['و', 'ف'];

class TriggerIndex {
  private readonly byFirst = new Map<string, Trigger[]>();
  /** The same lists cut by second word, each followed by the one-word triggers: most words start a hundred phrases and most fail at the second word. */
  private readonly byFirstAndSecond = new Map<string, Map<string, Trigger[]>>();
  private readonly oneWord = new Map<string, Trigger[]>();
  /**
   * One-word relatives, for the languages that inflect them: with a Finnish or Turkish case ending
   * ("teyzem" in "teyzemde", "siskon" in "siskonne") or a genitive -s ("mammas", "cousin's").
   */
  private readonly relatives = new Map<string, Trigger[]>();
  private readonly inflection: 'case' | 'genitive' | undefined;
  /** Words that may stand between a phrase's words without changing it ('är det definitivt inte'). */
  readonly adverbs: Set<string>;

  constructor(list: LanguageTriggers, language: Language) {
    this.adverbs = new Set(list.adverbs);
    this.inflection = CASE_ENDINGS.has(language) ? 'case' : GENITIVE_S.has(language) ? 'genitive' : undefined;
    const add = (phrase: string, kind: Trigger['kind'], direction: Direction, fronted = false) => {
      const clauseStartOnly = phrase.startsWith('^');
      const clauseEndOnly = phrase.endsWith('$');
      const words = phrase.replace(/^\^|\$$/g, '').replace(/['’]/g, '').split(/\s+/);
      // Arabic writes "and" and "so" onto the next word: "وقد يكون" is "قد يكون", "فلا" is "لا".
      const forms = language === 'ar' && words[0]!.length > 1 ? [words, ...ARABIC_JOINED.map((c) => [c + words[0]!, ...words.slice(1)])] : [words];
      for (const form of forms) {
        const at = this.byFirst.get(form[0]!) ?? [];
        at.push({ words: form, kind, direction, clauseStartOnly, clauseEndOnly, fronted });
        this.byFirst.set(form[0]!, at);
      }
    };
    // Grammars, not lists of sayings: every combination of their word lists is a trigger ("astma har jeg aldri hatt", "nogle får",
    // "som tolvåring"). Added first, so that they stand before a listed phrase of the same words.
    for (const g of list.grammars)
      for (const p of combinations(g.words))
        for (const tail of ['', ...g.after]) add(`${p} ${tail}`.trim() + (g.fronted && !V2.has(language) ? '$' : ''), g.kind, g.direction, g.fronted);
    for (const kind of PRECEDENCE) for (const direction of ['pre', 'post', 'both'] as const) for (const p of list[kind][direction]) add(p, kind, direction);
    for (const p of list.pseudo) add(p, 'pseudo', 'pre');
    for (const p of list.clauseBlockers) add(p, 'blocker', 'pre');
    for (const p of list.terminators) add(p, 'terminator', 'pre');
    for (const p of list.answersNo) add(p, 'no', 'both');
    for (const p of list.answersYes) add(p, 'yes', 'post');
    // A post-only denial that holds a forward one keeps that forward reading.
    // Not a fronted one ("svamp i naglarna har du inte | fotsvamp okej"): its negation is the fronted term's.
    const forwardDenials = new Set([...list.absent.pre, ...list.absent.both].map((p) => p.replace(/^\^|\$$/g, '').replace(/['’]/g, '')));
    for (const triggers of this.byFirst.values())
      for (const t of triggers) if (t.kind === 'absent' && t.direction === 'post' && !t.clauseEndOnly && !t.fronted) t.alsoForward = endsInForwardDenial(t.words, forwardDenials);
    // Longest first, so "går inte att utesluta" wins over "inte"; pseudo triggers win a tie, then one bound to its clause end
    // ("دوخة ما في.": "ما في" closing the clause denies what it follows, not the nothing after it).
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length || Number(b.kind === 'pseudo') - Number(a.kind === 'pseudo') || Number(b.clauseEndOnly) - Number(a.clauseEndOnly));
    for (const [first, list] of this.byFirst) {
      const single = list.filter((t) => t.words.length === 1);
      const bySecond = new Map<string, Trigger[]>();
      for (const t of list) if (t.words.length > 1) bySecond.set(t.words[1]!, [...(bySecond.get(t.words[1]!) ?? []), t]);
      for (const [second, longer] of bySecond) bySecond.set(second, [...longer, ...single]);
      this.byFirstAndSecond.set(first, bySecond);
      this.oneWord.set(first, single);
    }
    if (this.inflection)
      for (const [first, triggers] of this.byFirst) {
        const relatives = triggers.filter((t) => t.kind === 'other_person' && t.words.length === 1);
        if (relatives.length) this.relatives.set(first, relatives);
      }
  }

  /** The longest trigger starting at `at` that `accept` takes, with where it ends (one pass, no lists: it runs at every word). */
  first(tokens: Token[], at: number, accept: (m: TriggerMatch) => boolean): TriggerMatch | undefined {
    const candidates = this.byFirst.get(tokens[at]!.norm);
    if (!candidates) {
      for (const trigger of this.inflectedRelative(tokens[at]!.norm)) if (accept({ trigger, end: at + 1 })) return { trigger, end: at + 1 };
      return undefined;
    }
    // Only the phrases whose second word is the next word, unless an adverb stands between ("är det definitivt inte").
    const next = tokens[at + 1]?.norm;
    const nextIsAdverb = next !== undefined && this.adverbs.has(next);
    const first = tokens[at]!.norm;
    const possible = nextIsAdverb ? candidates : ((next !== undefined && this.byFirstAndSecond.get(first)!.get(next)) || this.oneWord.get(first)!);
    for (const trigger of possible) {
      const end = this.matchEnd(tokens, at, trigger);
      if (end > at && accept({ trigger, end })) return { trigger, end };
    }
    return undefined;
  }

  /** Past the trigger's last word, adverbs inside it allowed ("är det definitivt inte", "kan vi nok også se bort fra"); -1 if it does not match. */
  private matchEnd(tokens: Token[], at: number, trigger: Trigger): number {
    return phraseEnd(tokens, at, trigger.words, this.adverbs);
  }

  private inflectedRelative(token: string): Trigger[] {
    // The genitive: "my cousin's little girl" (the apostrophe is dropped in tokens), "din mammas Hashimoto".
    if (this.inflection === 'genitive') return (token.endsWith('s') && this.relatives.get(token.slice(0, -1))) || [];
    if (this.inflection === 'case')
      for (let cut = 1; cut <= MAX_ENDING && token.length - cut >= MIN_STEM; cut++) {
        const found = this.relatives.get(token.slice(0, -cut));
        if (found) return found;
      }
    return [];
  }
}

/** Every phrase of one word from each list, in order. */
function combinations(lists: string[][]): string[] {
  return lists.reduce<string[]>((phrases, words) => phrases.flatMap((p) => words.map((w) => `${p} ${w}`.trim())), lists.length ? [''] : []);
}

/** Past the last word of a phrase said from tokens[at] on, up to two adverbs between its words; -1 if it is not said there. */
function phraseEnd(tokens: Token[], at: number, words: string[], adverbs: Set<string>): number {
  let i = at + 1;
  for (let w = 1; w < words.length; w++) {
    const word = words[w];
    let skipped = 0;
    while (tokens[i]?.norm !== word && skipped < MAX_ADVERBS && adverbs.has(tokens[i]?.norm ?? '')) {
      i++;
      skipped++;
    }
    if (tokens[i]?.norm !== word) return -1;
    i++;
  }
  return i;
}

const CASE_ENDINGS = new Set<Language>(['fi', 'tr']);
/** Languages with the verb second: a negation after the verb and subject reads back to what was put first. English, subject first, only where the clause ends ("chest pain you havent had"). */
const V2 = new Set<Language>(['sv', 'nb', 'da', 'de']);
/** Prepositions that open a time or place put first in a verb-second clause ("i natt fick jag inte...", "seit gestern habe ich kein..."). */
const ADVERBIAL_OPENERS = new Set(['i', 'på', 'för', 'for', 'sedan', 'sen', 'siden', 'efter', 'etter', 'under', 'vid', 'ved', 'innan', 'före', 'før', 'seit', 'in', 'im', 'am', 'vor', 'nach', 'bei', 'während', 'bis']);
/** Adverbs one trigger may hold between two of its words. */
const MAX_ADVERBS = 2;
/** Languages whose genitive is an -s on the noun. */
const GENITIVE_S = new Set<Language>(['en', 'sv', 'nb', 'da']);
const MIN_STEM = 4;
const MAX_ENDING = 4;

const parsed = contextTriggersSchema.parse(JSON.parse(fs.readFileSync(new URL('./lexicon/context-triggers.json', import.meta.url), 'utf8')));
const INDEX = Object.fromEntries(LANGUAGES.map((l) => [l, new TriggerIndex(parsed[l], l)])) as Record<Language, TriggerIndex>;

const ADJACENT = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(parsed[l].postAdjacent)])) as Record<Language, Set<string>>;
/** "hos deg", "bei Ihnen", "in you": the patient addressed after a clause-end trigger. */
const ADDRESSEE = /^(?:hos|bei|in|for|för|sinulla)$/u;
const ADDRESSED = /^(?:dig|deg|ihnen|dir|you|your|dem|er|sie)$/u;
const OPENERS = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(parsed[l].clauseOpeners)])) as Record<Language, Set<string>>;

const LIST_SCOPE_WORDS = 20;
/** In a run without punctuation someone else's illness reaches fewer words: "den finns i släkten ... essentiell tremor heter det" is the patient's. */
const UNPUNCTUATED_LIST_SCOPE_WORDS = 10;
const UNPUNCTUATED_RUN_WORDS = 15;
const UNPUNCTUATED_SCOPE_WORDS = 5;
const QUALIFYING = new Set<Trigger['kind']>([...PRECEDENCE, 'no']);

/**
 * Words that carry no finding and do not count towards a scope ("I don't think that this is a
 * sign of a stroke": the stroke is five content words away, not eight).
 */
const LIGHT_WORDS = new Set([
  'a', 'an', 'the', 'this', 'that', 'it', 'its', 'is', 'be', 'of', 'any', 'or', 'would', 'en', 'ett', 'det', 'är', 'av', 'någon', 'något', 'eller', 'att', 'skulle', 'vara',
  'ein', 'eine', 'einen', 'der', 'die', 'das', 'ist', 'oder',
]);

/** At most this many words in a relative clause a trigger reaches past. */
const INSERTED_CLAUSE_WORDS = 12;
/** Words that open a relative clause: a list runs on past them; a negation after one is about a property, not the condition. */
export const RELATIVE_PRONOUNS = new Set(['som', 'who', 'which', 'that', 'der', 'die', 'joka', 'jotka', 'ki', 'الذي', 'التي']);

/** A Nordic verb and subject in that order ("har vi", "kan jag"): what stands before them is the fronted object, relative clause and all. */
const INVERTED_VERBS = new Set(['har', 'kan', 'ska', 'skal', 'hade', 'hadde', 'havde']);
const INVERTED_SUBJECTS = new Set(['vi', 'jag', 'jeg', 'du', 'man']);

/** A pronoun as the subject of a trigger ("det kan ge", "it can cause"). */
const PRONOUN_SUBJECTS = new Set(['it', 'this', 'that', 'det', 'den', 'detta', 'dette', 'es', 'das', 'dies', 'se', 'tämä', 'bu', 'o', 'هذا', 'هذه']);

/** "en så kallad orbital cellulit", "a so-called X": the named term is what the clause before it spoke of. */
const SO_CALLED = /^(?:kallad|kallade|called|sogenannte|sogenannten|sogenannter|sogenanntes|kalt|kaldt|kaldet)$/;

/** Verbs a negation written after a noun ("astman inte är") qualifies instead of the noun. */
const VERB_AFTER_NEGATION = new Set(['är', 'var', 'blir', 'blev', 'har', 'hade', 'går', 'gick', 'kommer', 'ska', 'kan', 'hjälper', 'hjalp', 'fungerar', 'er', 'ble', 'kom', 'hjelper', 'hjælper', 'ist', 'war', 'wird', 'hat', 'sind', 'hilft']);

/** How many words a trigger reaches within its clause (NegEx uses a window too); commas do not count. */
const SCOPE_WORDS = 8;

interface Found {
  trigger: Trigger;
  start: number;
  end: number;
}

/**
 * The assertion of every token of one sentence (tokens from `tokenize`). A token no trigger
 * reaches is `present`; trigger words themselves are `present` too.
 */
export function assertTokens(tokens: Token[], language: Language): Assertion[] {
  const index = INDEX[language];
  const openers = OPENERS[language];
  const found: Found[] = [];
  const consumed = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.punct || consumed[i]) continue;
    // "Och får du feber...": a clause also starts after a conjunction that opens it.
    const clauseStart = isBreak(tokens[i - 1]) || (CLAUSE_LINKS.has(tokens[i - 1]!.norm) && isBreak(tokens[i - 2]));
    const match = index.first(tokens, i, ({ trigger: t, end }) => (!t.clauseStartOnly || clauseStart) && (!t.clauseEndOnly || endsClause(tokens, end, openers)));
    if (!match) continue;
    const { trigger, end } = match;
    for (let j = i; j < end; j++) consumed[j] = true;
    found.push({ trigger, start: i, end });
    i = end - 1;
  }

  if (language === 'tr') found.push(...turkishNeitherNor(tokens, consumed));
  // Most sentences hold no trigger that qualifies anything: nothing more to work out.
  const status = found.some((f) => QUALIFYING.has(f.trigger.kind)) ? new SentenceScope(tokens, language, found, consumed).assert() : new Array<Assertion>(tokens.length).fill('present');
  const then = conditionalThen(tokens, language);
  for (let i = 0; i < then; i++) if (rank('hypothetical') < rank(status[i]!)) status[i] = 'hypothetical';
  return status;
}

/** Turkish "ne ... ne (de) ...": each "ne" of the pair denies what follows it, though the verb after is affirmative ("Ne ateş ne öksürük var"). */
const NEITHER: Trigger = { words: ['ne'], kind: 'absent', direction: 'pre', clauseStartOnly: false, clauseEndOnly: false, fronted: false };
/** "ne zaman", "ne kadar": the "ne" that asks. */
const ASKING_NE = new Set(['zaman', 'zamandır', 'zamandan', 'kadar', 'oldu', 'olur', 'tür', 'gibi', 'için', 'sıklıkla', 'yazık', 'dersiniz', 'diyorsunuz', 'yapalım']);

function turkishNeitherNor(tokens: Token[], consumed: boolean[]): Found[] {
  const pairs: Found[] = [];
  let sentence: number[] = [];
  for (let i = 0; i <= tokens.length; i++) {
    if (i === tokens.length || (tokens[i]!.punct && tokens[i]!.norm !== ',')) {
      if (sentence.length >= 2) for (const at of sentence) pairs.push({ trigger: NEITHER, start: at, end: at + 1 });
      sentence = [];
    } else if (tokens[i]!.norm === 'ne' && !consumed[i] && !ASKING_NE.has(tokens[i + 1]?.norm ?? '')) sentence.push(i);
  }
  for (const f of pairs) consumed[f.start] = true;
  return pairs;
}

/**
 * A condition said with the verb first and answered by "då"/"dann" ("Svimmar du igen, eller får ont i bröstet, då söker du akut",
 * "Bekommen Sie Fieber, dann kommen Sie wieder"): where its consequence starts, or 0 for none. The consequence is in the
 * present, its verb before its subject ("då söker du"): "Jag fick ont, då ringde jag" tells what happened.
 */
function conditionalThen(tokens: Token[], language: Language): number {
  const grammar = CONDITIONALS[language];
  // The verb, then its subject ("Får du", "Blir såret"), not a fronted term and its verb ("Feber har hon haft, så tar vi en CRP").
  if (!grammar || tokens.length < 5) return 0;
  const subject = tokens[1]!.norm;
  if (!VERB_FIRST.test(tokens[0]!.norm) || grammar.subjects.has(tokens[0]!.norm) || !(grammar.subjects.has(subject) || DEFINITE_SUBJECT.test(subject))) return 0;
  for (let i = 2; i < tokens.length - 2; i++) {
    if (!grammar.then.has(tokens[i]!.norm)) continue;
    const [verb, doer] = [tokens[i + 1]!.norm, tokens[i + 2]!.norm];
    if ((grammar.modals.has(verb) || grammar.present.test(verb)) && grammar.subjects.has(doer)) return i;
  }
  return 0;
}

/** A finite verb in the present: "svimmar", "kräks", "blir", "får", "bekommen", "hast". Not a word of one or two letters. */
const VERB_FIRST = /^\p{L}{2,}(?:r|s|en|t)$/u;
/** The subject after a fronted verb: a pronoun, or a noun in its definite form ("såret", "barnet", "feberen"). */
const DEFINITE_SUBJECT = /^(?:det|den|hen|barnet|\p{L}{3,}(?:et|en|a))$/u;
/** Per language: the words that open the consequence, the subjects, and the verbs of the present its ending does not show ("ska", "kann"). */
const CONDITIONALS: Partial<Record<Language, { then: Set<string>; subjects: Set<string>; modals: Set<string>; present: RegExp }>> = {
  sv: { then: new Set(['då', 'så']), subjects: new Set(['du', 'ni', 'vi', 'man', 'jag', 'hon', 'han', 'det', 'den', 'hen']), modals: new Set(['ska', 'kan', 'vill', 'måste', 'bör']), present: /^\p{L}+[rs]$/u },
  nb: { then: new Set(['da', 'så']), subjects: new Set(['du', 'dere', 'vi', 'man', 'jeg', 'hun', 'han', 'det', 'den']), modals: new Set(['skal', 'kan', 'vil', 'må', 'bør']), present: /^\p{L}+r$/u },
  da: { then: new Set(['så']), subjects: new Set(['du', 'i', 'vi', 'man', 'jeg', 'hun', 'han', 'det', 'den']), modals: new Set(['skal', 'kan', 'vil', 'må', 'bør']), present: /^\p{L}+r$/u },
  de: { then: new Set(['dann', 'so']), subjects: new Set(['sie', 'du', 'ihr', 'wir', 'man', 'ich', 'es', 'er']), modals: new Set(['soll', 'muss', 'kann']), present: /^\p{L}+(?:en|st|t)$/u },
};

/**
 * Speech without punctuation: a clause also ends where the next one opens ("diabetes kan vi bocka av | skönt").
 * "det er det ingenting som tyder på hos deg": the patient addressed after the trigger does not open a clause.
 */
function endsClause(tokens: Token[], at: number, openers: Set<string>): boolean {
  const next = ADDRESSEE.test(tokens[at]?.norm ?? '') && ADDRESSED.test(tokens[at + 1]?.norm ?? '') ? at + 2 : at;
  return isBreak(tokens[next]) || openers.has(tokens[next]!.norm);
}

/**
 * One sentence's triggers and the words each reaches: the clause, list and window rules of the
 * scopes. Its helpers are methods, made once, not closures made for every sentence.
 */
class SentenceScope {
  private readonly status: Assertion[];
  private readonly boundary: boolean[];
  private readonly blockers: number[];
  private readonly scopeWords: number;

  constructor(
    private readonly tokens: Token[],
    private readonly language: Language,
    private readonly found: Found[],
    private readonly consumed: boolean[],
  ) {
    this.status = new Array<Assertion>(tokens.length).fill('present');
    this.boundary = tokens.map((t) => t.punct);
    for (const f of found) if (f.trigger.kind === 'terminator') this.boundary[f.start] = true;
    // A blocker stops the negations after it in its own clause: "Göğüs ağrım olmadı, sadece..." keeps its denial,
    // and so does "dışkıda kan görmedim sadece kabızlık var" in speech without commas.
    this.blockers = found.filter((f) => f.trigger.kind === 'blocker').map((f) => f.start);
    // A long run of speech without any punctuation has no clause ends to stop a scope: keep it short.
    this.scopeWords = tokens.length > UNPUNCTUATED_RUN_WORDS && !tokens.some(isBreak) ? UNPUNCTUATED_SCOPE_WORDS : SCOPE_WORDS;
  }

  assert(): Assertion[] {
    const { tokens, found, status } = this;
    const adjacent = ADJACENT[this.language];
    /** What a "yes" after it affirms: the words back to the previous trigger or clause start. */
    const affirmed = new Array<boolean>(tokens.length).fill(false);
    for (const f of found) {
      if (f.trigger.kind !== 'yes' || !this.isContent(f.start - 1) || PARTICLE_AFTER.has(tokens[f.start - 1]!.norm)) continue;
      let i = f.start - 1;
      while (this.isContent(i)) i--;
      // "ne öksürük var": the verb of a neither-nor affirms nothing.
      if (found.some((g) => g.trigger === NEITHER && g.end === i + 1)) continue;
      for (let j = i + 1; j < f.start; j++) affirmed[j] = true;
    }

    for (const f of found) {
      const { kind, direction } = f.trigger;
      if (kind === 'pseudo' || kind === 'blocker' || kind === 'terminator' || kind === 'yes') continue;
      if (kind === 'absent' && this.blocked(f.start)) continue;
      if (kind === 'no') {
        // A bare "nej"/"no" answers what was just named ("feber nej") and what follows it
        // unless that is itself affirmed ("feber nej hosta ja").
        if (this.contentBefore(f.start)) this.backward(f, 'absent');
        if (!this.atClauseEnd(f.end) && !this.opensClause(f)) this.forward(f, 'absent');
        continue;
      }
      // A one-word pre trigger that closes its sentence reads backwards: "Fever: no.", "fever no."
      // Not at the end of a run of unpunctuated speech, where the next words were cut away.
      // After a colon only a denial answers the heading ("Allergier: inga kända"); "Sidste ting: hvis du..." opens a condition.
      const closes = tokens[f.end]?.punct === true || (tokens[f.start - 1]?.norm === ':' && (kind === 'absent' || isBreak(tokens[f.end])));
      const reversed = direction === 'pre' && f.end - f.start === 1 && closes && this.contentBefore(f.start);
      // "fever no cough yes": the no whose next finding is affirmed answers the one before.
      const answersBefore = direction === 'pre' && kind === 'absent' && this.isContent(f.start - 1) && affirmed[f.end] === true;
      if (direction === 'pre' && !reversed && !(kind === 'absent' && this.opensClause(f))) this.forward(f, kind);
      if (direction === 'post' || direction === 'both' || reversed || answersBefore) this.backward(f, kind);
      if (direction === 'both' || f.trigger.alsoForward || (f.trigger.fronted && this.adverbialFirst(f.start))) this.forward(f, kind);
      // "Feber inte.", "hosta ej": the word before is denied, but not in "att astman inte är
      // välkontrollerad", where the negation belongs to the verb after it.
      if (kind === 'absent' && f.end - f.start === 1 && adjacent.has(tokens[f.start]!.norm) && this.isContent(f.start - 1) && !VERB_AFTER_NEGATION.has(tokens[f.end]?.norm ?? '')) this.mark(f.start - 1, f.start, 'absent');
    }
    for (let i = 0; i < tokens.length; i++) if (affirmed[i] && status[i] === 'absent') status[i] = 'present';
    // "inget talar för en infektion som sprider sig, en så kallad orbital cellulit": the apposition takes the
    // status of the phrase it renames (the first qualified word between the comma before it and the marker).
    for (let i = 0; i < tokens.length; i++) {
      if (!SO_CALLED.test(tokens[i]!.norm) || status[i] !== 'present') continue;
      const comma = this.breakBefore(i - 1);
      if (comma < 0) continue;
      const renamed = status.slice(this.breakBefore(comma - 1) + 1, comma).find((a) => a !== 'present');
      if (!renamed) continue;
      for (let j = i + 1; !isBreak(tokens[j]) && status[j] === 'present'; j++) status[j] = renamed;
    }
    return status;
  }

  /** The clause's first element, before its verb at `verb`, is one word ("annars", "feber") or a time or place ("i natt", "seit gestern"), not a term of several words. */
  private adverbialFirst(verb: number): boolean {
    const start = this.clauseStartOf(verb);
    return verb - start <= 1 || ADVERBIAL_OPENERS.has(this.tokens[start]!.norm);
  }

  private clauseEnd(from: number): number {
    let i = from;
    while (i < this.tokens.length && !this.boundary[i]) i++;
    return i;
  }

  private clauseStartOf(from: number): number {
    let i = from;
    while (i >= 0 && !this.boundary[i]) i--;
    return i + 1;
  }

  private partStart(from: number): number {
    let i = from;
    while (i >= 0 && !this.boundary[i] && !isBreak(this.tokens[i])) i--;
    return i + 1;
  }

  private blocked(at: number): boolean {
    return this.blockers.some((b) => b < at && this.partStart(b) === this.partStart(at));
  }

  private isContent(i: number): boolean {
    return i >= 0 && i < this.tokens.length && !this.tokens[i]!.punct && !this.consumed[i] && this.tokens[i]!.norm !== ',';
  }

  /** Content right before `i`, across a colon or a comma ("Bröstsmärta: ingen", "Så njursten, nej"). */
  private contentBefore(i: number): boolean {
    const before = this.tokens[i - 1]?.norm;
    return this.isContent(i - 1) || ((before === ':' || before === ',') && this.isContent(i - 2));
  }

  private atClauseEnd(i: number): boolean {
    return i >= this.tokens.length || this.boundary[i]!;
  }

  private mark(from: number, to: number, kind: Qualifier): void {
    for (let i = Math.max(0, from); i < Math.min(to, this.tokens.length); i++) if (!this.consumed[i] && rank(kind) < rank(this.status[i]!)) this.status[i] = kind;
  }

  /** The index `scopeWords` words away from `from` (commas not counted), not past `limit`. */
  private reach(from: number, step: 1 | -1, limit: number): number {
    let i = from;
    for (let n = 0; n < this.scopeWords && i !== limit; i += step) if (this.tokens[i]!.norm !== ',' && !LIGHT_WORDS.has(this.tokens[i]!.norm)) n++;
    return i;
  }

  // Someone else's, possible and hypothetical conditions are often listed ("my mom was 45 when she was
  // diagnosed with...", "possible causes are a, b, c and d", "come back if you vomit blood, have black
  // stools or lose weight"): those reach the clause end.
  // A list goes on past a relative pronoun, which ends other scopes: "en kollega som fick lymfom",
  // "det kan också komma av läkemedel, som p-piller, av sarkoidos...".
  private listEnd(from: number): number {
    let i = from;
    while (i < this.tokens.length && !(this.boundary[i] && !RELATIVE_PRONOUNS.has(this.tokens[i]!.norm))) i++;
    return i;
  }

  private listWords(kind: Qualifier): number {
    return kind === 'other_person' && this.scopeWords === UNPUNCTUATED_SCOPE_WORDS ? UNPUNCTUATED_LIST_SCOPE_WORDS : LIST_SCOPE_WORDS;
  }

  // Turkish puts the verb last: a finite verb ("gerekmiyor", "diyoruz") closes the clause a negation reaches into.
  private negationEnd(from: number): number {
    const end = this.clauseEnd(from);
    if (this.language !== 'tr') return end;
    for (let i = from; i < end; i++) if (TURKISH_FINITE_VERB.test(this.tokens[i]!.norm)) return i + 1;
    return end;
  }

  // "en testikel som inte har vandrat ner, retentio testis": a denial inside a relative clause ends at its comma.
  private relativeEnd(from: number): number {
    let i = from;
    while (i < this.tokens.length && !isBreak(this.tokens[i])) i++;
    return i;
  }

  private denialEnd(f: Found): number {
    return RELATIVE_PRONOUNS.has(this.tokens[f.start - 1]?.norm ?? '') ? Math.min(this.relativeEnd(f.end), this.negationEnd(f.end)) : this.negationEnd(f.end);
  }

  /** Past `words` words from `from`, the commas of a list not counted. */
  private wordsOn(from: number, words: number): number {
    let i = from;
    for (let n = 0; n < words && i < this.tokens.length; i++) if (this.tokens[i]!.norm !== ',') n++;
    return i;
  }

  private forward(f: Found, kind: Qualifier): void {
    const listed = kind === 'other_person' || kind === 'possible' || kind === 'hypothetical';
    this.mark(f.end, listed ? Math.min(this.listEnd(f.end), this.wordsOn(f.end, this.listWords(kind))) : this.reach(f.end, 1, this.denialEnd(f)), kind);
  }

  private backward(f: Found, kind: Qualifier): void {
    const tokens = this.tokens;
    // "dämpar endometriosen det kan ge småblödningar": what "det" can cause says nothing of the words before it.
    if (kind === 'hypothetical' && PRONOUN_SUBJECTS.has(tokens[f.start - 1]?.norm ?? '')) return;
    const end = tokens[f.start - 1]?.norm === ':' ? f.start - 1 : f.start;
    const start = this.clauseStartOf(end - 1);
    // "Karpaltunnelsyndrom, som många har, kan vi stryka", "Parkinson, som många tänker på när gången blir så här, har du inte":
    // the trigger reaches past a relative clause set off by commas to what it is about.
    if (tokens[end - 1]?.norm === ',') {
      let comma = end - 2;
      while (comma > 0 && end - comma <= INSERTED_CLAUSE_WORDS && tokens[comma]!.norm !== ',' && !tokens[comma]!.punct) comma--;
      if (tokens[comma]?.norm === ',' && RELATIVE_PRONOUNS.has(tokens[comma + 1]?.norm ?? '')) {
        this.mark(this.reach(comma - 1, -1, this.clauseStartOf(comma - 1) - 1) + 1, comma, kind);
        return;
      }
    }
    // "vitaminbrist eller diabetes som också kan ge sveda har vi kollat bort": after a verb and subject in that order, the
    // trigger reaches past a relative clause without commas too.
    if ((this.inverted(f.start) || this.inverted(f.start - 2)) && RELATIVE_PRONOUNS.has(tokens[start - 1]?.norm ?? '') && end - start <= INSERTED_CLAUSE_WORDS && start >= 2) {
      this.mark(this.reach(start - 2, -1, this.clauseStartOf(start - 2) - 1) + 1, start - 1, kind);
      return;
    }
    this.mark(end > start ? this.reach(end - 1, -1, start - 1) + 1 : end, end, kind);
  }

  private inverted(i: number): boolean {
    return INVERTED_VERBS.has(this.tokens[i]?.norm ?? '') && INVERTED_SUBJECTS.has(this.tokens[i + 1]?.norm ?? '');
  }

  /** A bare no with a verb after it ("Nej har du astma fortfarande", "No, keep taking it"): the verb opens a clause the no does not deny. */
  private opensClause(f: Found): boolean {
    const tokens = this.tokens;
    return f.end - f.start === 1 && BARE_NO.has(tokens[f.start]!.norm) && VERB_AFTER_NO.has(tokens[tokens[f.end]?.norm === ',' ? f.end + 1 : f.end]?.norm ?? '');
  }

  private breakBefore(from: number): number {
    let j = from;
    while (j >= 0 && !isBreak(this.tokens[j])) j--;
    return j;
  }
}

const rank = (a: Assertion): number => (a === 'present' ? PRECEDENCE.length : PRECEDENCE.indexOf(a));

/** Turkish finite verbs in the present continuous or negated ("geliyor", "gerekmiyor", "olmaz", "değil"). */
const TURKISH_FINITE_VERB = /\p{L}{2,}(?:[ıiuü]yor(?:um|sun|uz|sunuz|lar)?|m[ae]z(?:lar)?|değil\p{L}*)$|^değil\p{L}*$/u;

/** A clause break: punctuation, a comma, or past either end of the sentence. */
function isBreak(token: Token | undefined): boolean {
  return token === undefined || token.punct || token.norm === ',';
}

/** The status of a span: the strongest qualifier over its tokens. */
export function spanAssertion(statuses: Assertion[], from: number, to: number): Assertion {
  let best: Assertion = 'present';
  for (let i = from; i < to; i++) {
    const s = statuses[i]!;
    if (rank(s) < rank(best)) best = s;
  }
  return best;
}

const SENTENCE_END = /(?<=[.!?؟])\s+/;
const QUESTION = /[?؟]\s*$/;

/**
 * The assertion of `term` (its first occurrence, case-insensitive) in `text`, which may
 * hold several sentences. A question answered by a bare yes or no in the next sentence
 * ("Kräkningar? Nej, inget sånt.") takes the answer's polarity.
 */
export function assertionOf(text: string, term: string, language: Language): Assertion | undefined {
  const at = text.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0) return undefined;
  const sentences: { text: string; offset: number }[] = [];
  let offset = 0;
  for (const piece of text.split(SENTENCE_END)) {
    const start = text.indexOf(piece, offset);
    sentences.push({ text: piece, offset: start });
    offset = start + piece.length;
  }
  const which = sentences.findLastIndex((s) => s.offset <= at);
  const sentence = sentences[which]!;
  const tokens = tokenize(sentence.text);
  const from = at - sentence.offset;
  const to = from + term.length;
  const covered = tokens.map((t, i) => (t.end > from && t.start < to ? i : -1)).filter((i) => i >= 0);
  if (covered.length === 0) return undefined;
  const status = spanAssertion(assertTokens(tokens, language), covered[0]!, covered.at(-1)! + 1);
  const answer = sentences[which + 1];
  if (QUESTION.test(sentence.text) && answer) {
    const polarity = answerPolarity(answer.text, language);
    if (polarity) return polarity === 'no' ? 'absent' : 'present';
  }
  return status;
}

/** Whether a sentence opens with a bare yes or no. */
export function answerPolarity(sentence: string, language: Language): 'yes' | 'no' | undefined {
  // "Um, no, I can do the stairs fine", "Valitettavasti on": a filler or a regret before the answer does not answer.
  const first = tokenize(sentence).find((t) => !t.punct && t.norm !== ',' && !ANSWER_LEADS[language].has(t.norm));
  if (!first) return undefined;
  const list = parsed[language];
  if (list.answersNo.includes(first.norm) || BARE_NO.has(first.norm)) return 'no';
  if (list.answersYes.some((yes) => yes.replace(/^\^|\$$/g, '') === first.norm)) return 'yes';
  return undefined;
}

export const triggersFor = (language: Language): LanguageTriggers => parsed[language];

/** Whether a trigger starts at tokens[at] ("tidigare" in the term "tidigare stroke"). */
export const startsTrigger = (tokens: Token[], at: number, language: Language): boolean => INDEX[language].first(tokens, at, () => true) !== undefined;

/** "det er jo godt", "han har jo": after a verb, "jo" is a particle, not a yes. */
const PARTICLE_AFTER = new Set(['er', 'har', 'var', 'kan', 'skal', 'vil', 'må', 'blir', 'bliver', 'är', 'ist', 'hat', 'war']);
/** How many words open `sentence` before its answer: fillers, a "well", a regret ("Valitettavasti on" -> 1). */
export function leadingAnswerWords(sentence: string, language: Language): number {
  const said = tokenize(sentence).filter((t) => !t.punct && t.norm !== ',');
  const at = said.findIndex((t) => !ANSWER_LEADS[language].has(t.norm));
  return at < 0 ? 0 : at;
}
/** Words before an answer that do not answer: the language's fillers, a "well", a regret ("Valitettavasti on"). */
const ANSWER_LEADS = Object.fromEntries(
  LANGUAGES.map((l) => [l, new Set([...SPEECH.languages[l].fillers, 'well', 'also', 'er', 'umm', 'öhm', 'ähm', 'unfortunately', 'tyvärr', 'dessverre', 'desværre', 'leider', 'valitettavasti', 'maalesef', 'للأسف'])]),
) as Record<Language, Set<string>>;
/** A bare no, in any of the languages. */
const BARE_NO = new Set(['nej', 'nä', 'no', 'nei', 'næ', 'nein', 'ei', 'hayır', 'لا']);
/**
 * Verbs that open a question or an order, the speaker's own "I" ("no I do have a headache") and the
 * "this" of a statement ("nej det här är en karbunkel"): after a bare no they start a clause of their own.
 */
const VERB_AFTER_NO = new Set(['det', 'detta', 'dette', 'this', 'thats', 'its', 'das', 'i', 'jag', 'jeg', 'ich', 'har', 'är', 'kan', 'ska', 'tar', 'fortsätt', 'behöver', 'brukar', 'använder', 'er', 'skal', 'fortsett', 'fortsæt', 'trenger', 'bruker', 'bruger', 'have', 'has', 'do', 'does', 'did', 'is', 'are', 'can', 'keep', 'continue', 'hast', 'haben', 'nehmen', 'sind']);

/** Words after which a clause starts, for a rule-out by pronoun said without punctuation ("...slät i fläcken så det kan vi lägga åt sidan"). */
export const CLAUSE_LINKS = new Set(['så', 'och', 'men', 'nej', 'nä', 'ja', 'so', 'and', 'but', 'no', 'og', 'nei', 'und', 'aber', 'nein', 'also', 've', 'ama', 'و']);
/** Words that may follow such a rule-out in its clause ("det passar inte in med...", "det tror jag inte att det är"). */
const RULE_OUT_TAIL = new Set(['heller', 'alls', 'riktigt', 'in', 'här', 'helt', 'med', 'på', 'i', 'either', 'at', 'here', 'really', 'ikke', 'nicht', 'hier', 'mere', 'mer', 'längre', 'then', 'då']);
const RULED_OUT_BEFORE = Object.fromEntries(
  LANGUAGES.map((l) => {
    const byFirst = new Map<string, string[][]>();
    for (const phrase of parsed[l].ruledOutBefore) {
      const words = phrase.replace(/['’]/g, '').split(/\s+/);
      byFirst.set(words[0]!, [...(byFirst.get(words[0]!) ?? []), words]);
    }
    return [l, byFirst];
  }),
) as Record<Language, Map<string, string[][]>>;

/**
 * Where a pronoun rules out what was named before it in the sentence ("...alopecia areata, men då är huden
 * slät, så det kan vi lägga åt sidan", "Hepatit har du inte, det kan vi stryka"): the index of each such
 * phrase, said where a clause starts and ending its clause.
 */
export function pronounRuleOuts(tokens: Token[], language: Language): number[] {
  const adverbs = INDEX[language].adverbs;
  const found: number[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const phrases = RULED_OUT_BEFORE[language].get(tokens[at]!.norm);
    if (!phrases || (!isBreak(tokens[at - 1]) && !CLAUSE_LINKS.has(tokens[at - 1]!.norm))) continue;
    for (const words of phrases) {
      const i = phraseEnd(tokens, at, words, adverbs);
      if (i < 0) continue;
      // "det tror jag inte att det är", not "det tror jag inte att du behöver oroa dig för".
      const tail = tokens[i]?.norm === 'att' ? tokens[i + 1]?.norm === 'det' && ['är', 'handlar', 'rör'].includes(tokens[i + 2]?.norm ?? '') : RULE_OUT_TAIL.has(tokens[i]?.norm ?? '');
      if (isBreak(tokens[i]) || tail || adverbs.has(tokens[i]!.norm)) {
        found.push(at);
        break;
      }
    }
  }
  return found;
}

/** "utan felställning", "without complications": a negation of the words after it, saying nothing of a condition before. */
const WITHOUT = new Set(['utan', 'without', 'ohne', 'uten', 'uden', 'ilman', 'olmadan', 'بدون', 'دون', 'بلا']);

/**
 * The one-word negations of a language ("inte", "ingen", "not", "kein"...): its one-word rule-out triggers. `backwardOnly`: those
 * read only backwards ("değil", "yok"): said before a term they deny the words before it, not the term ("mantar değil bu vitiligo").
 */
const NEGATION_WORDS = Object.fromEntries(
  LANGUAGES.map((l) => {
    const { absent, postAdjacent } = parsed[l];
    const oneWord = (p: string) => !/[\s$^]/.test(p);
    const forward = new Set([...absent.pre, ...absent.both]);
    return [l, { all: new Set([...forward, ...absent.post, ...postAdjacent].filter((p) => oneWord(p) && !WITHOUT.has(p))), backwardOnly: new Set(absent.post.filter((p) => oneWord(p) && !forward.has(p))) }];
  }),
) as Record<Language, { all: Set<string>; backwardOnly: Set<string> }>;

/** "vahatulppa tässä on, ei muuta", "det är en vaxpropp, inget annat": a negation of anything else affirms the term. */
const NOTHING_ELSE = new Set(['muuta', 'annat', 'annet', 'andet', 'anderes', 'else']);
/** "skidtumme, fast du åkte inte skidor", "tennisalbue, selvom du ikke spiller tennis": a concession after the term says nothing of it. */
const CONCESSIVE = new Set(['fast', 'fastän', 'trots', 'although', 'though', 'selvom', 'selv', 'skjønt', 'obwohl', 'obgleich', 'vaikka', 'rağmen', 'رغم']);
/** Words that state a diagnosis plainly before its name ("det du har är en ...", "you have a ..."). */
const STATED_BY = Object.fromEntries(
  Object.entries({
    sv: ['det du har är', 'det här är', 'du har fått', 'det vi kallar'],
    nb: ['det du har er', 'dette er', 'du har fått', 'det vi kaller'],
    da: ['det du har er', 'det her er', 'du har fået', 'det vi kalder'],
    en: ['what you have is', 'this is', 'you have got', "you've got", 'what we call'],
    de: ['sie haben eine', 'sie haben einen', 'das ist eine', 'das ist ein', 'du hast eine', 'du hast einen'],
    fi: ['sinulla on', 'kyseessä on', 'tämä on'],
    ar: ['ما نسميه', 'هذا اسمه'],
  } satisfies Partial<Record<Language, string[]>>).map(([l, phrases]) => [l, phrases.map((phrase) => phrase.split(' '))]),
) as Partial<Record<Language, string[][]>>;
/** Articles and a plain adjective that may stand between the statement and the term. */
const STATED_GAP = 3;
/** Where the plain statement of the term at `start` begins, or -1. */
function statedBefore(words: string[], start: number, language: Language): number {
  const negations = NEGATION_WORDS[language].all;
  for (const p of STATED_BY[language] ?? []) {
    for (let at = Math.max(0, start - STATED_GAP - p.length); at + p.length <= start; at++) {
      if (p.every((w, j) => words[at + j] === w) && !words.slice(at, start).some((w) => negations.has(w))) return at;
    }
  }
  return -1;
}

/**
 * Whether a negation is said within `window` words of words[start, end) (punctuation and commas not
 * counted); after the term, not past a relative pronoun or a concession ("hypertoni som inte är välinställd" is about how well it is controlled).
 * Negations at `elsewhere` belong to another term ("en radialispares, ingen stroke").
 */
export function negationNear(words: string[], start: number, end: number, window: number, language: Language, elsewhere: Set<number> = new Set()): boolean {
  const { all: negations, backwardOnly } = NEGATION_WORDS[language];
  const after = words.slice(end, end + window);
  const relative = after.findIndex((w) => RELATIVE_PRONOUNS.has(w) || CONCESSIVE.has(w));
  // "det du har är en vanlig blåskatarr det har inte gått upp till njurarna": after a plain statement of the diagnosis, a negation that follows is another clause's;
  // so is one before it ("det är inte blindtarmen, det här är magsjuka").
  const stated = statedBefore(words, start, language);
  const last = stated >= 0 ? start : relative < 0 ? end + after.length : end + relative;
  for (let i = Math.max(0, start - window, stated); i < last; i++) {
    if (!negations.has(words[i]!) || elsewhere.has(i) || NOTHING_ELSE.has(words[i + 1] ?? '') || (i < start && backwardOnly.has(words[i]!))) continue;
    // A clause that ends between them ("ikke ct, det hun har er en hjernerystelse", "ما في ألم ... ده اسمه"): the negation is another clause's.
    if (!terminatedBetween(words, i < start ? i + 1 : end, i < start ? start : i, language)) return true;
  }
  return false;
}

/**
 * The terminators of a language that end a clause in run-on speech too, as word lists: phrases of two words or more
 * ("det heter", "what she has is"). Single words ("but", "so", "som") are as often inside a clause, and those that
 * need a comma are left out (commas are not words here).
 */
const TERMINATOR_WORDS = Object.fromEntries(
  LANGUAGES.map((l) => [l, parsed[l].terminators.filter((t) => !t.startsWith(',')).map((t) => t.replace(/['’]/g, '').split(/\s+/)).filter((w) => w.length >= 2)]),
) as Record<Language, string[][]>;

/** Whether a terminator stands wholly in words[from, to). */
function terminatedBetween(words: string[], from: number, to: number, language: Language): boolean {
  for (const phrase of TERMINATOR_WORDS[language]) {
    for (let at = from; at + phrase.length <= to; at++) if (phrase.every((w, j) => words[at + j] === w)) return true;
  }
  return false;
}
