/**
 * Consultations are mostly questions and short answers: "Har du feber? Nej." carries a
 * finding that neither sentence holds alone. This folds a yes/no question and its answer
 * into one record-style statement ("Har inte feber.", "No weakness or numbness."); long
 * answers stand on their own and the question is dropped.
 */
import type { Language } from '../../../contract/api.schema.js';
import { answerPolarity, leadingAnswerWords } from './assertion.js';
import { NO_WORDS, SMALL_TALK, YES_WORDS } from './cue-lexicon.js';
import { alternation, capitalise, COORDINATORS, ensurePeriod, words } from './text.js';

export interface Utterance {
  text: string;
  /** Built from a question and its answer: already in record style, and history. */
  folded: boolean;
}

/** An answer longer than this (after yes/no) is a statement of its own. */
const MAX_FOLDED_ANSWER_WORDS = 7;

/** A short answer that is neither yes nor no qualifies a yes ("A little", "Lite grann"). */
const MAX_QUALIFIER_WORDS = 4;
/** "I don't know", "Vet inte": no answer at all. */
const isStatement = (answer: string) => /^(?:i don't know|not sure|vet inte|ingen aning|vet ej|weiß nicht|en tiedä|vet ikke|ved ikke|bilmiyorum|لا أعرف)/iu.test(answer.trim());

const isQuestion = (s: string) => /[?؟]\s*$/.test(s.trim());

/** Tails that only repeat the answer: "Nej, det gör det inte", "No, I don't", "Ei ole". */
const REPEATING_TAIL =
  /^(?:(?:det|jag|i|it|es|ich|se|jeg|minulla|hän|han|hon|hun|er|sie|that|there)\b[^,.]{0,20}?\b(?:inte|not|don't|doesn't|didn't|haven't|hasn't|isn't|wasn't|nicht|ikke|ei|ole)|inte|ikke|nicht|not really|not at all|inte direkt|inte alls|ei ole|ei oo|ole|on|gar nicht|kein|i do|i have|det gör det|det har jag|det är det|it does|yes i do)(?:\s+(?:det|it|not|inte|ikke|nicht|ei|alls|at all|really))*\s*$/iu;

export function foldAnswers(sentences: string[], language: Language): Utterance[] {
  const out: Utterance[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    const answer = sentences[i + 1];
    // "Any other questions? No, thank you." is courtesy, not a finding.
    if (!isQuestion(sentence) || answer === undefined || isQuestion(answer) || SMALL_TALK.test(` ${sentence.toLowerCase()} `)) {
      out.push({ text: sentence, folded: false });
      continue;
    }
    // "Valitettavasti on", "Unfortunately yes": a regret or filler before the yes or no does not answer.
    const leads = leadingAnswerWords(answer, language);
    const tokens = words(answer).slice(leads);
    const first = tokens[0];
    let polarity: 'yes' | 'no' | undefined = first && NO_WORDS.has(first) ? 'no' : first && YES_WORDS.has(first) ? 'yes' : leads > 0 ? answerPolarity(answer, language) : undefined;
    // "Any fever? A little, yesterday." answers yes with a qualifier.
    const qualifiedYes = !polarity && tokens.length > 0 && tokens.length <= MAX_QUALIFIER_WORDS && !isStatement(answer);
    if (qualifiedYes) polarity = 'yes';
    if (!polarity) {
      out.push({ text: sentence, folded: false });
      continue;
    }
    // The answer without its leading yes/no ("Ja, lite i trappor" -> "lite i trappor").
    const rest = qualifiedYes ? answer.trim().replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()) : answer.replace(new RegExp(`^(?:[^\\p{L}\\p{N}]*[\\p{L}]+[\\s,.!:;-]*){${leads + 1}}`, 'u'), '').trim();
    const restWords = words(rest).length;
    if (restWords > MAX_FOLDED_ANSWER_WORDS) {
      out.push({ text: sentence, folded: false }, { text: capitalise(rest), folded: false });
      i++;
      continue;
    }
    // "Har du hosta? Nej, ingen hosta." / "Any swelling? Yes, some swelling.": the answer says it all.
    if (restatesQuestion(sentence, rest, polarity)) {
      out.push({ text: ensurePeriod(capitalise(rest.replace(/[.!]+$/, ''))), folded: true });
      i++;
      continue;
    }
    const statement = rephrase(sentence, polarity, language);
    if (!statement) {
      out.push({ text: sentence, folded: false });
      continue;
    }
    // "har du sett blod i avföringen nej och svart avföring nej": after a no, what opens with "and"/"or" is the next question, not part of the answer.
    const tail = polarity === 'no' && NEXT_QUESTION.test(rest) ? '' : withoutRepetition(rest);
    out.push({ text: ensurePeriod(capitalise(`${statement}${tail}`)), folded: true });
    i++;
  }
  return out;
}

const NEXT_QUESTION = new RegExp(`^(?:${alternation([...COORDINATORS, 'و', 'أو'])})(?![\\p{L}])`, 'iu');

const NEGATION_WORD = /(?<![\p{L}])(?:ingen|inget|inga|inte|ej|no|not|none|never|kein|keine|keinen|nicht|ikke|ingen|intet|ei|yok|değil|لا|ليس)(?![\p{L}])/iu;

/** Whether an answer repeats the question's finding with its own polarity ("ingen hosta" to "Har du hosta?"). */
function restatesQuestion(question: string, rest: string, polarity: 'yes' | 'no'): boolean {
  if (!rest) return false;
  const last = question.toLowerCase().replace(/[?؟.!,\s]+$/u, '').split(/\s+/).at(-1) ?? '';
  if (last.length < 4) return false;
  const stem = last.slice(0, Math.max(4, last.length - 2));
  const said = rest.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(stem));
  if (!said) return false;
  return polarity === 'no' ? NEGATION_WORD.test(rest) : !NEGATION_WORD.test(rest);
}

/** The answer's words after yes/no that add something: "Ei ole, ehkä vähän lämpöä" -> ", ehkä vähän lämpöä". */
function withoutRepetition(rest: string): string {
  let text = rest.replace(/[.!]+$/, '').trim();
  const comma = text.indexOf(',');
  const first = comma >= 0 ? text.slice(0, comma) : text;
  if (REPEATING_TAIL.test(first.trim())) text = comma >= 0 ? text.slice(comma + 1).trim() : '';
  return text ? `, ${text}` : '';
}

type Rephrase = (question: string, polarity: 'yes' | 'no') => string | undefined;

const SV_NEGATED: Record<string, string> = { någon: 'ingen', nån: 'ingen', något: 'inget', nåt: 'inget', några: 'inga', nåra: 'inga' };
const NB_NEGATED: Record<string, string> = { noen: 'ingen', noe: 'ikke noe', nogen: 'ingen', noget: 'ikke noget' };

const WH_WORDS = new Set(['hur', 'vad', 'var', 'när', 'varför', 'vilken', 'vilket', 'vilka', 'vem', 'hvordan', 'hva', 'hvad', 'hvor', 'hvorfor', 'hvilken', 'hvilket', 'hvem', 'når', 'hvornår']);

/** Swedish, Norwegian, Danish: verb first, then "du/ni/det" ("Har du haft feber?", "Gör det ont?"). */
function scandinavian(negation: string, quantifiers: Record<string, string>, pronouns: string, reflexive: string): Rephrase {
  const pattern = new RegExp(`^(?:och |og |men |så )?(\\p{L}+)\\s+(${pronouns})\\b\\s*(.*)$`, 'iu');
  return (question, polarity) => {
    const m = pattern.exec(question.replace(/[?؟]+\s*$/, '').trim());
    if (!m || WH_WORDS.has(m[1]!.toLowerCase())) return undefined;
    const verb = m[1]!;
    let rest = (m[3] ?? '').replace(/\b(?:dig|deg)\b/giu, reflexive).replace(/\b(?:din|ditt|dina|dit|dine)\s+/giu, '');
    if (polarity === 'yes') return `${verb} ${rest.replace(/\b(?:någon|något|några|nån|nåt|noen|noe|nogen|noget)\s+/giu, '')}`.trim();
    // "Har du någon hosta? Nej." -> "Har ingen hosta."; after a participle the negation goes first.
    const first = /^\p{L}+/u.exec(rest)?.[0].toLowerCase();
    const negated = first ? quantifiers[first] : undefined;
    if (negated) return `${verb} ${negated}${rest.slice(first!.length)}`;
    if (/^sig\b/iu.test(rest)) return `${verb} sig ${negation} ${rest.replace(/^sig\s*/iu, '')}`.trim();
    return `${verb} ${negation} ${rest}`.trim();
  };
}

const english: Rephrase = (question, polarity) => {
  const q = question.replace(/[?]+\s*$/, '').replace(/\byour\b/giu, 'the').replace(/\byourself\b/giu, '').trim();
  const no = polarity === 'no';
  let m = /^(?:and |so |any )?(?:(?:do|did|have|had) you (?:ever )?(?:have|had|get|got|notice|noticed|feel|felt|been having|experience|experienced) )?(?:any|some) (.+)$/iu.exec(q);
  if (m) return no ? `No ${m[1]}` : m[1];
  m = /^(?:do|did) you (?:have|get|feel|notice) (?:a |an )?(.+)$/iu.exec(q);
  if (m) return no ? `No ${m[1]}` : m[1];
  m = /^(do|did|does) (?:you|it) (\p{L}+)\b\s*(.*)$/iu.exec(q);
  if (m) {
    const [, aux, verb, rest] = m as unknown as [string, string, string, string];
    const negated = `${aux.toLowerCase() === 'did' ? 'did' : 'does'} not ${verb}`;
    const affirmed = aux.toLowerCase() === 'did' ? pastTense(verb) : thirdPerson(verb);
    return `${no ? negated : affirmed} ${rest}`.trim();
  }
  m = /^(?:have|has) (?:you|it) (\p{L}+)\b\s*(.*)$/iu.exec(q);
  if (m) return `${no ? 'has not' : 'has'} ${m[1]} ${m[2]}`.trim();
  m = /^(?:are you|is it|is there|are there) (?:a |an |any )?(.+)$/iu.exec(q);
  if (m) return no ? `not ${m[1]}` : m[1];
  m = /^(?:can|could) you (.+)$/iu.exec(q);
  if (m) return `${no ? 'cannot' : 'can'} ${m[1]}`;
  return undefined;
};

const thirdPerson = (verb: string) => (verb === 'have' ? 'has' : /(?:s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`);
const pastTense = (verb: string) => (verb === 'have' ? 'had' : verb === 'get' ? 'got' : verb === 'take' ? 'took' : verb.endsWith('e') ? `${verb}d` : `${verb}ed`);

const finnish: Rephrase = (question, polarity) => {
  const m = /^(?:onko|oliko) (?:sinulla|teillä)(?: ollut)? (.+)$/iu.exec(question.replace(/[?]+\s*$/, '').trim());
  if (!m) return undefined;
  return polarity === 'no' ? `ei ${m[1]}` : m[1];
};

const german: Rephrase = (question, polarity) => {
  const m = /^(?:und )?(\p{L}+) sie\b\s*(?:irgendwelche |ein |eine |einen )?(.*)$/iu.exec(question.replace(/[?]+\s*$/, '').trim());
  if (!m) return undefined;
  const topic = m[2] || m[1]!.toLowerCase();
  return `${polarity === 'no' ? 'verneint' : 'bejaht'}: ${topic}`;
};

/** "Öksürüğünüz var mı? Hayır." -> "Öksürüğünüz yok". */
const turkish: Rephrase = (question, polarity) => {
  const m = /^(.+?)\s+(?:var mı|varmı|oldu mu)$/iu.exec(question.replace(/[?]+\s*$/, '').trim());
  if (!m) return undefined;
  return `${m[1]} ${polarity === 'no' ? 'yok' : 'var'}`;
};

/** "هل عندك ضيق تنفس؟ لا" -> "لا يوجد ضيق تنفس". */
const arabic: Rephrase = (question, polarity) => {
  const m = /^هل\s+(?:عندك|لديك|تعاني من|يوجد)\s+(.+)$/u.exec(question.replace(/[?؟]+\s*$/, '').trim());
  if (!m) return undefined;
  return `${polarity === 'no' ? 'لا يوجد' : 'يوجد'} ${m[1]}`;
};

const REPHRASERS: Partial<Record<Language, Rephrase>> = {
  tr: turkish,
  ar: arabic,
  en: english,
  sv: scandinavian('inte', SV_NEGATED, 'du|ni|det', 'sig'),
  nb: scandinavian('ikke', NB_NEGATED, 'du|dere|det', 'seg'),
  da: scandinavian('ikke', NB_NEGATED, 'du|i|det', 'sig'),
  de: german,
  fi: finnish,
};

function rephrase(question: string, polarity: 'yes' | 'no', language: Language): string | undefined {
  // Only the last clause is asked ("Okej. Och har du feber?" arrives as one sentence at times).
  const clause = question.split(/[,.;:]\s+/).pop() ?? question;
  return REPHRASERS[language]?.(clause.trim(), polarity);
}
