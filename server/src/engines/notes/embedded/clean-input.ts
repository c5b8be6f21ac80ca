/**
 * Spoken transcript -> clean sentences with the speaker's role. Speaker labels in any common
 * form ("[doctor]", "Doctor:", "Läkare:", "Patient:") are removed and kept as roles; without
 * labels the role is inferred (the clinician asks, examines, explains, prescribes). Text
 * without punctuation is cut into sentences at the words that open one. Fillers, false
 * starts and stutters go. Word lists: lexicon/speech.json, validated at load.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../contract/api.schema.js';
import { CLINICIAN_ACTION } from './cue-lexicon.js';
import { alternation } from './text.js';

export type Role = 'clinician' | 'patient' | 'other' | 'unknown';

export interface Utterance {
  text: string;
  role: Role;
  question: boolean;
  /** Index of the speaker turn it came from (each unlabelled sentence is its own turn). */
  turn: number;
}

const words = z.array(z.string().min(1).refine((w) => w === w.toLowerCase().trim(), 'lower case, trimmed'));
const languageSpeech = z.object({ fillers: words, openers: words, weakOpeners: words, questionOpeners: words, questionClosers: words, smallTalk: words, conversational: words }).strict();
const speechSchema = z
  .object({
    $comment: z.string(),
    speakerLabels: z.object({ clinician: words, patient: words, other: words }).strict(),
    languages: z.object(Object.fromEntries(LANGUAGES.map((l) => [l, languageSpeech])) as Record<Language, typeof languageSpeech>).strict(),
  })
  .strict();

export const SPEECH = speechSchema.parse(JSON.parse(fs.readFileSync(new URL('./lexicon/speech.json', import.meta.url), 'utf8')));

const ROLE_OF = new Map<string, Role>();
for (const role of ['clinician', 'patient', 'other'] as const) for (const label of SPEECH.speakerLabels[role]) ROLE_OF.set(label, role);
const LABELS = alternation([...ROLE_OF.keys()]);
/** "[doctor]", "[patient_guest]", "Doctor:", "Läkare 1:", "PATIENT -" at a line or sentence start. */
const LABEL = new RegExp(`\\[\\s*(${LABELS})(?:_[\\p{L}]+)?\\s*\\d*\\s*\\]|(?:^|(?<=[\\n.!?]\\s*))(${LABELS})(?:\\s*\\d+)?\\s*[:：]`, 'giu');

interface Compiled {
  fillers: RegExp;
  openers: RegExp;
  weakOpeners: RegExp;
  question: RegExp;
  /** A word that ends a question (Turkish "mı", "musunuz"): in speech without punctuation the sentence ends after it. */
  closer: RegExp;
  smallTalk: RegExp;
  conversational: Set<string>;
}
const COMPILED = Object.fromEntries(
  LANGUAGES.map((l) => {
    const s = SPEECH.languages[l];
    return [
      l,
      {
        fillers: new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${alternation(s.fillers)})(?![\\p{L}\\p{N}'-])[,.]?`, 'giu'),
        openers: new RegExp(`^(?:${alternation(s.openers)})$`, 'iu'),
        weakOpeners: s.weakOpeners.length ? new RegExp(`^(?:${alternation(s.weakOpeners)})$`, 'iu') : /$^/,
        question: new RegExp(`^(?:${alternation(s.questionOpeners)})(?![\\p{L}])`, 'iu'),
        closer: s.questionClosers.length ? new RegExp(`^(?:${alternation(s.questionClosers)})$`, 'iu') : /(?!)/,
        smallTalk: new RegExp(`^(?:(?:${alternation(s.smallTalk)})[\\s,.!]*)+$`, 'iu'),
        conversational: new Set(s.conversational),
      },
    ];
  }),
) as Record<Language, Compiled>;

/** Speech-recognition and transcription artefacts: "do n't", "gon na", " , ". */
const STAGE_DIRECTION_WORDS = 3;

function normalise(text: string): string {
  // The whole transcript passes here: each rewrite runs only when its mark is there, and the common case costs one scan.
  const split = text.includes("'") ? text.replace(/(\p{L}) n't\b/gu, "$1n't").replace(/\b(\p{L}+) '(s|re|ve|ll|d|m)\b/gu, "$1'$2") : text;
  return split
    .replace(/\r/g, '')
    // The Arabic tatweel ("بالـ") only stretches a word in writing.
    .replace(/\u0640/g, '')
    .replace(SPOKEN_CONTRACTION, (said) => SPOKEN_CONTRACTIONS[said.toLowerCase().replace(' ', '')]!)
    // "(hostar)", "[laughs]", "(skrattar lite)": what the transcriber heard, not what was said.
    .replace(/[([][\p{L}\s]{3,25}[)\]]/gu, (m) => (m.trim().split(/\s+/).length <= STAGE_DIRECTION_WORDS && !/[\p{N}]/u.test(m) ? ' ' : m))
    .replace(/[ \t]+([,.!?;:])/g, '$1')
    .replace(/[ \t]{2,}|\t/g, ' ');
}
/** "gonna", "gon na", "wanna", "got ta" as speech recognition writes them. */
const SPOKEN_CONTRACTION = /\b(?:gon ?na|wan ?na|got ta)\b/gi;
const SPOKEN_CONTRACTIONS: Record<string, string> = { gonna: 'going to', wanna: 'want to', gotta: 'got to' };

/** False starts, then stutters: "or-", "i i", "four four", "the the" ("jag tror- jag tror" is one "jag tror"). */
function destutter(text: string): string {
  return text
    // Not a compound said in parts: "hand-, fot- och munsjuka", "hjärt- och kärlsjukdom", "Hand- und Fußschmerzen".
    .replace(/(?<![\p{L}])\p{L}+-(?=\s|$)(?!\s+(?:och|eller|and|or|og|und|oder|ja|tai|ve|veya)\s)/gu, '')
    .replace(/(?<![\p{L}\p{N}])(\p{L}+(?:'\p{L}+)?)(?:[\s,]+\1)+(?![\p{L}\p{N}])/giu, '$1')
    .replace(/\s{2,}/g, ' ');
}

export function removeFillers(text: string, language: Language): string {
  return destutter(text.replace(COMPILED[language].fillers, ' ').replace(/\s+([,.!?])/g, '$1').replace(/^[\s,.]+/, '').replace(/,\s*,/g, ',').replace(/\s{2,}/g, ' ')).trim();
}

/** A run of words this long without punctuation is cut at the words that open a sentence. */
const MAX_UNPUNCTUATED_WORDS = 24;
/** In a transcript with no punctuation at all, a run is cut at a strong opener once it is this long. */
const MAX_WORDS_WITHOUT_ANY_PUNCTUATION = 10;
/** ... and at a weaker opener ("did you", "i was", "take") once it is this long. */
const MAX_WORDS_WITHOUT_ANY_PUNCTUATION_WEAK = 14;
/** Fewer sentence ends than this per word: the transcript has no punctuation to go by. */
const PUNCTUATED_SHARE = 1 / 60;
const MIN_SENTENCE_WORDS = 3;

function cutUnpunctuated(sentence: string, language: Language, unpunctuated: boolean): string[] {
  const { openers, weakOpeners, closer } = COMPILED[language];
  // Without any punctuation a short answer ("nej ingenting") is a sentence of its own.
  const first = unpunctuated ? cutAt(sentence, openers, MAX_WORDS_WITHOUT_ANY_PUNCTUATION, 2, closer) : cutAt(sentence, openers, MAX_UNPUNCTUATED_WORDS, MIN_SENTENCE_WORDS);
  return first.flatMap((piece) => cutAt(piece, weakOpeners, unpunctuated ? MAX_WORDS_WITHOUT_ANY_PUNCTUATION_WEAK : MAX_UNPUNCTUATED_WORDS, MIN_SENTENCE_WORDS));
}

/**
 * Whether a sentence without a question mark ends as a question does in a language that marks it last ("ateşiniz var mı").
 * Only a short one: a long run that ends so holds a statement before the question ("test pozitif bu streptokok ... kızıl mı").
 */
export function endsAsQuestion(sentence: string, language: Language): boolean {
  const said = sentence.trim().split(/\s+/);
  return said.length <= CLOSED_QUESTION_WORDS && COMPILED[language].closer.test(said.at(-1) ?? '');
}
const CLOSED_QUESTION_WORDS = 8;
/** A word that closes a question ("mı"): the word before it is what is asked ("kızıl mı"). */
export const closesQuestion = (word: string, language: Language): boolean => COMPILED[language].closer.test(word);

/** Cuts a run longer than `longest` words before each word (or word pair) `opens` matches, and after each word `closes` matches. */
function cutAt(sentence: string, opens: RegExp, longest: number, shortest: number, closes?: RegExp): string[] {
  const tokens = sentence.split(/\s+/);
  if (tokens.length <= longest) return [sentence];
  const out: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const one = tokens[i]!.toLowerCase().replace(/[,.]$/, '');
    const two = `${one} ${(tokens[i + 1] ?? '').toLowerCase().replace(/[,.]$/, '')}`;
    const three = `${two} ${(tokens[i + 2] ?? '').toLowerCase().replace(/[,.]$/, '')}`;
    const previous = (tokens[i - 1] ?? '').toLowerCase().replace(/[,.]$/, '');
    // "Om du kräks igen, ..., då ska du söka akut": a condition keeps its consequence.
    const consequence = CONSEQUENCE_WORDS.has(one) && CONDITIONAL.has((current[0] ?? '').toLowerCase().replace(/[,.]$/, ''));
    // "da dachte ich | das ist ein Sonnenbrand": a verb of belief put before its subject still leads into its clause.
    const beforePrevious = (tokens[i - 2] ?? '').toLowerCase().replace(/[,.]$/, '');
    const binds = BINDS_FORWARD.has(previous) || (SUBJECT_PRONOUNS.has(previous) && BELIEF_VERBS.has(beforePrevious));
    if ((opens.test(one) || opens.test(two) || opens.test(three)) && current.length >= shortest && !binds && !consequence) {
      out.push(current.join(' '));
      current = [];
    }
    current.push(tokens[i]!);
    if (closes?.test(one) && current.length >= shortest && i < tokens.length - 1) {
      out.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) out.push(current.join(' '));
  return out;
}

const CONDITIONAL = new Set(['if', 'om', 'hvis', 'wenn', 'falls', 'jos', 'eğer', 'إذا', 'och', 'and', 'men', 'but']);
const CONSEQUENCE_WORDS = new Set(['då', 'så', 'then', 'so', 'dann', 'niin', 'da', 'så']);

/** Verbs whose object is a clause: "i don't think | this is..." would lose its negation, "i thought | it was a sprain" its doubt. */
const BELIEF_VERBS = new Set([
  'think', 'thinks', 'thought', 'believe', 'believes', 'believed', 'suspect', 'suspects', 'suspected', 'guess', 'reckon', 'reckons', 'reckoned', 'say', 'says', 'said', 'mean', 'hope', 'tror', 'trodde', 'tänkte', 'tycker', 'tyckte', 'misstänker', 'menar', 'hoppas',
  'mener', 'håper', 'håber', 'tenkte', 'tenker', 'troede', 'tænkte', 'tænker', 'glaube', 'glaubte', 'denke', 'dachte', 'vermute', 'vermutete', 'meine', 'meinte', 'hoffe', 'luulen', 'luulin', 'uskon', 'uskoin', 'epäilen', 'ajattelin',
  // Their participles: "der hat gedacht | das ist eine Nebenhodenentzündung", "han har trott".
  'gedacht', 'geglaubt', 'vermutet', 'gemeint', 'trott', 'tänkt', 'trodd', 'tenkt', 'troet', 'tænkt', 'luullut', 'ajatellut', 'uskonut']);
/** A subject pronoun after its verb ("trodde jag", "dachte ich", "tenkte jeg"). */
const SUBJECT_PRONOUNS = new Set(['jag', 'vi', 'jeg', 'ich', 'wir', 'i', 'we']);

/** A word that leads into what follows: no sentence starts right after it ("... if it's not better"). */
const BINDS_FORWARD = new Set([
  // words a statement does not end on: "the x-ray shows | no fracture" is one sentence
  'shows', 'showed', 'show', 'revealed', 'reveals', 'demonstrates', 'demonstrated', 'with', 'without', 'of', 'is', 'was', 'are', 'were', 'a', 'an', 'the', 'to', 'for', 'there', 'has', 'had',
  'visar', 'visade', 'med', 'utan', 'är', 'var', 'av', 'för', 'ingen',
  'if', 'when', 'because', 'that', 'and', 'or', 'but', 'so', 'as', 'than', 'unless', 'until', 'whether', 'om', 'när', 'att', 'och', 'eller', 'men', 'eftersom', 'tills', 'hvis', 'og', 'wenn', 'dass', 'und', 'oder', 'jos', 'että', 'ja', 'eğer', 've', 'إذا',
  ...BELIEF_VERBS, 'sure', 'afraid', 'worried', 'säker', 'rädd', 'orolig', 'redd', 'bange']);

function splitSentences(text: string, language: Language, unpunctuated: boolean): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    for (const piece of paragraph.split(/(?<=[.!?؟])\s+(?=\S)/)) {
      // "Dr. Smith", "t.ex. svullnad" continue the sentence.
      if (out.length && /\b(?:dr|mr|mrs|ms|t\.ex|bl\.a|e\.g|i\.e|z\.b)\.$/i.test(out.at(-1)!) && /^[\p{Ll}\p{Lu}]/u.test(piece)) {
        out[out.length - 1] = `${out.at(-1)!} ${piece}`;
        continue;
      }
      out.push(...cutUnpunctuated(piece.trim(), language, unpunctuated).filter(Boolean));
    }
  }
  return out;
}

const person = (byLanguage: Record<Language, string>) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, new RegExp(`(?<![\\p{L}'])(?:${byLanguage[l]})(?![\\p{L}'])`, 'iu')])) as Record<Language, RegExp>;
const SECOND_PERSON = person({ en: "you|your|you're|you've|yourself", sv: 'du|dig|din|ditt|dina', fi: 'sinulla|sinä|sinun|sinua', nb: 'du|deg|din|ditt|dine', da: 'du|dig|din|dit|dine', de: 'sie|ihnen|ihr|ihre|du|dich|dir', tr: 'siz|sizin|sen|senin|sizde', ar: 'أنت|لديك|عندك' });
const FIRST_PERSON = person({ en: "i|my|me|i'm|i've|i'd|myself", sv: 'jag|mig|min|mitt|mina', fi: 'minulla|minä|minun|minua|olen', nb: 'jeg|meg|min|mitt|mine', da: 'jeg|mig|min|mit|mine', de: 'ich|mir|mich|mein|meine', tr: 'ben|benim|bende', ar: 'أنا|عندي|لدي' });
/** "We" in a consultation is nearly always the clinician's team: "we'll take a blood test". */
const FIRST_PLURAL = person({ en: "we|we'll|we're|let's", sv: 'vi', fi: 'me|otetaan|aloitetaan', nb: 'vi', da: 'vi', de: 'wir', tr: 'biz', ar: 'نحن|سنقوم' });
const CLINICIAN_VOICE =
  /(?<![\p{L}])(?:i'm going to|i am going to|i want you to|i'd like you to|i would like you to|let's|we'll|we will|we're going to|i'll|i will (?:order|prescribe|refer|send|start|give|add|increase|decrease|stop|book|write|check|see)|i'll (?:order|prescribe|refer|send|start|give|add|increase|decrease|stop|book|write|check|see)|on (?:physical )?exam(?:ination)?|examination|i (?:recommend|prescribe|suggest)|i think (?:that )?(?:this|it) is|i think (?:that )?(?:this|it)'s|i think you have|this is consistent with|consistent with|my impression|my assessment|jag ska|vi ska|nu ska jag|nu ska vi|jag är (?:doktor|läkare|sjuksköterska|distriktssköterska|underläkare|st-läkare)|i'm (?:dr|doctor|the doctor|a doctor|one of the doctors|the nurse)|jeg er (?:lege|læge|sykepleier|sygeplejerske)|ich bin (?:die |der )?(?:ärztin|arzt|doktor)|olen lääkäri|jag (?:tittar (?:på|i)|lyssnar på|känner på|klämmer på|trycker på)|(?:tittar|lyssnar|känner) jag (?:på|i)|(?:nu|då|så) (?:tittar|lyssnar|känner|kollar|undersöker) jag|ska vi (?:titta|lyssna|känna|kolla)|(?:nå|så) (?:ser|lytter|kjenner) jeg|nu (?:kigger|lytter|mærker) jeg|jeg (?:ser på|lytter på|kjenner på|mærker på)|ich (?:höre|schaue|taste)|får jag (?:titta|känna|lyssna|se|undersöka|klämma|kolla)|let me (?:take|have|listen|look|check|examine|feel|see)|nå skal jeg|nu skal jeg|får jeg (?:se|kjenne|lytte|undersøke)|lad mig (?:se|lytte|mærke|undersøge)|lassen sie mich|jag skriver|tolkar jag det som|jag tolkar det som|när jag lyssnar|jag hör på|min bedömning|jag bedömer|min vurdering|jeg vurderer|meine einschätzung|arvioni|jag remitterar|jag tänker|jag vill att du|vid undersökning|jeg skal|vi skal|ich werde|wir werden|das ist eine?|es handelt sich um|det rör sig om|det dreier seg om|det drejer sig om|kyseessä on|the diagnosis is|diagnosen är|diagnosen er|die diagnose ist|börjar vi med|vi börjar med|sätter vi in|vi sätter in|tar vi|skickar vi|remitterar vi|skriver vi ut|jag ger dig|du ska få|begynner vi med|vi begynner med|jeg skriver ut|du skal få|starter vi|vi starter med|tager vi|jeg udskriver|beginnen wir|wir beginnen mit|ich verschreibe|verschreibe ich|machen wir|nehmen wir)(?![\p{L}])/iu;

export function inferRole(sentence: string, language: Language): Role {
  const s = sentence.trim();
  if (/[?؟]$/.test(s) || COMPILED[language].question.test(s) || endsAsQuestion(s, language)) return 'clinician';
  if (CLINICIAN_VOICE.test(s) || CLINICIAN_ACTION.test(` ${s.toLowerCase()} `)) return 'clinician';
  const second = SECOND_PERSON[language].test(s);
  const first = FIRST_PERSON[language].test(s);
  if (FIRST_PLURAL[language].test(s) && !first) return 'clinician';
  if (first && !second) return 'patient';
  if (second && !first) return 'clinician';
  return 'unknown';
}

/** Whether a sentence is only courtesy or acknowledgement ("Okay, great, thank you."). */
export function isSmallTalk(sentence: string, language: Language): boolean {
  return COMPILED[language].smallTalk.test(sentence.trim().replace(/[.!?]+$/, ''));
}

const EDGE_MARKS = /^[.'-]|[.'-]$/;

/** Share of a sentence's words that are clinical content rather than conversation. */
export function contentWords(sentence: string, language: Language): string[] {
  const conversational = COMPILED[language].conversational;
  const out: string[] = [];
  for (const piece of sentence.toLowerCase().split(/[^\p{L}\p{N}'/.-]+/u)) {
    const w = EDGE_MARKS.test(piece) ? piece.replace(/^[.'-]+|[.'-]+$/g, '') : piece;
    if (w && !conversational.has(w)) out.push(w);
  }
  return out;
}

/**
 * Discourse words before a question's opener ("Okay, and do you have...", "Bra, och har du...").
 * Not "så", "då", "nu" in Swedish and its neighbours: "så har du..." is a statement with the verb second.
 */
const DISCOURSE_LEAD: Partial<Record<Language, RegExp>> = {
  en: /^(?:(?:okay|ok|alright|all right|and|so|now|well|then)[,\s]+)+/iu,
  sv: /^(?:(?:okej|ok|bra|och|ja|jaha|mm|precis|jättebra|men)[,\s]+)+/iu,
  nb: /^(?:(?:ok|okei|bra|og|ja|jaha|mm|flott|men)[,\s]+)+/iu,
  da: /^(?:(?:ok|okay|godt|og|ja|nå|mm|fint|men)[,\s]+)+/iu,
  de: /^(?:(?:okay|ok|gut|und|ja|also|aha|mhm|aber)[,\s]+)+/iu,
};

/** The transcript as clean sentences with roles; `labelled` when speaker labels were found. */
/** The transcript's sentences with their speakers; `speakers` counts the different labels it used (0 without labels). */
export function cleanTranscript(transcript: string, language: Language): { utterances: Utterance[]; labelled: boolean; speakers: number } {
  const text = normalise(transcript);
  const turns: { role: Role; text: string }[] = [];
  const labels = new Set<string>();
  let last = 0;
  let role: Role = 'unknown';
  let labelled = false;
  for (const m of text.matchAll(LABEL)) {
    const before = text.slice(last, m.index);
    if (before.trim()) turns.push({ role, text: before });
    const label = (m[1] ?? m[2])!.toLowerCase();
    labels.add(label);
    role = ROLE_OF.get(label) ?? 'unknown';
    labelled = true;
    last = m.index + m[0].length;
  }
  if (text.slice(last).trim()) turns.push({ role, text: text.slice(last) });

  const sentenceEnds = text.match(/[.!?؟]/g)?.length ?? 0;
  const unpunctuated = sentenceEnds < text.split(/\s+/).length * PUNCTUATED_SHARE;
  const utterances: Utterance[] = [];
  turns.forEach((t, turn) => {
    for (const raw of splitSentences(t.text, language, unpunctuated)) {
      const sentence = removeFillers(raw, language);
      if (!/[\p{L}\p{N}]/u.test(sentence)) continue;
      // "Okay, and do you have any..." is a question too: discourse words before the opener do not count.
      const opening = sentence.replace(DISCOURSE_LEAD[language] ?? /^/, '');
      const question = /[?؟]$/.test(sentence) || (!/[.!]$/.test(sentence) && (COMPILED[language].question.test(opening) || endsAsQuestion(sentence, language)) && sentence.split(/\s+/).length <= 16);
      utterances.push({ text: sentence, role: labelled ? t.role : inferRole(sentence, language), question, turn: labelled ? turn : utterances.length });
    }
  });
  return { utterances, labelled, speakers: labels.size };
}
