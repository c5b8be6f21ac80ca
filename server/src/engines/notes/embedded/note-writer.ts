/**
 * The note written from the visit's statements: clean sentences with their speaker
 * (clean-input.ts) are placed in the part of the visit they come from (history, examination,
 * results, assessment and plan: lexicon/visit-phases.json), questions answered yes or no
 * are folded into findings, each statement is put in the record's third person, and a
 * length budget that grows slowly with the visit keeps the statements that add the most
 * clinical content. A statement whose rewriting would lose a negation is left out.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../contract/api.schema.js';
import { answerPolarity, assertTokens, tokenize, type Assertion, type Token } from './assertion.js';
import { cleanTranscript, contentWords, isSmallTalk, type Role, type Utterance } from './clean-input.js';
import { analyseSentence, findMentions, isSymptom, ruleOutNamedBefore, type ConditionMention } from './diagnosis-matcher.js';
import { foldAnswers } from './dialogue.js';
import { clinicianYouToPatient, toCause, toRecordStyle } from './note-style.js';
import { ASSESSMENT, CLINICIAN_ACTION, COMPLAINT, EXAMINATION, HAS_NUMBER, IMPERATIVE, RESULT, TIME_AHEAD } from './cue-lexicon.js';
import { classifySentence, NAMES_DIAGNOSIS, OWN_JUDGEMENT, type Slot } from './sentence-classifier.js';
import { namesDosedDrug } from './task-extractor.js';
import { alternation, capitalise, COORDINATORS, ensurePeriod, splitActions, words } from './text.js';
import { inferPronoun, toThirdPerson, type Pronoun } from './third-person.js';

const phaseList = z.array(z.string().min(1));
const phases = z.object({ examination: phaseList, results: phaseList, assessment: phaseList, reasonForVisit: phaseList, dictation: phaseList, explanation: phaseList, openingQuestion: phaseList }).strict();
const phasesSchema = z.object({ $comment: z.string() }).and(z.object(Object.fromEntries(LANGUAGES.map((l) => [l, phases])) as Record<Language, typeof phases>));
const PHASES = phasesSchema.parse(JSON.parse(fs.readFileSync(new URL('./lexicon/visit-phases.json', import.meta.url), 'utf8')));

// Arabic joins a pronoun to the word it follows ("أفحصك", "let me examine you"): its cues end anywhere.
const cue = (list: readonly string[], joined = false) =>
  new RegExp(`(?<![\\p{L}])(?:${alternation(list, ',?\\s+')})${joined ? '' : '(?![\\p{L}])'}`, 'iu');
const CUES = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    {
      examination: cue(PHASES[l].examination, l === 'ar'),
      results: cue(PHASES[l].results),
      assessment: cue(PHASES[l].assessment),
      reason: cue(PHASES[l].reasonForVisit),
      dictation: cue(PHASES[l].dictation),
      opening: cue(PHASES[l].openingQuestion),
      // Only as the sentence's lead: "Det betyder att hjärtat får för lite syre", "That means the valve...".
      explanation: new RegExp(`^(?:(?:och|and|og|und|ja|so|så|also|okay|okej|ok|well|alltså|eli|yani|و)[,]?\\s+)*${cue(PHASES[l].explanation).source}[,:]?\\s*`, 'iu'),
      // The same words inside a run-on: what follows them is the explanation ("...kärlkramp det betyder att hjärtat...").
      explainedAfter: new RegExp(`(?:,\\s*|\\s)${cue(PHASES[l].explanation).source}`, 'iu'),
    },
  ]),
) as Record<Language, Record<'examination' | 'results' | 'assessment' | 'reason' | 'dictation' | 'opening' | 'explanation' | 'explainedAfter', RegExp>>;

/** A sentence that gives the clinician's judgement ("Det du har är...", "My impression is..."). */
export const statesJudgement = (text: string, language: Language): boolean => CUES[language].assessment.test(text) || NAMES_DIAGNOSIS.test(text) || SPEAKS_FOR.test(text);
/** Where the last judgement cue of a text ends (0 without one): "ikke CT, det hun har er en hjernerystelse" judges what follows. */
export function judgementEnd(text: string, language: Language): number {
  let end = 0;
  for (const cue of [JUDGEMENT_CUES[language], GLOBAL_NAMES_DIAGNOSIS]) for (const m of text.matchAll(cue)) end = Math.max(end, m.index + m[0].length);
  return end;
}
const JUDGEMENT_CUES = Object.fromEntries(LANGUAGES.map((l) => [l, new RegExp(CUES[l].assessment.source, 'giu')])) as Record<Language, RegExp>;
const GLOBAL_NAMES_DIAGNOSIS = new RegExp(NAMES_DIAGNOSIS.source, 'giu');
/** "Det talar väl, tror jag, mer för ett läkemedelsutslag": the judgement with words between its own. */
const SPEAKS_FOR = /(?<![\p{L}])(?:det|allt|bilden|fynden|svaret|provsvaren)\s+talar\s+(?:\p{L}+,?\s+){0,4}?för(?![\p{L}])/iu;

export type Phase = 'history' | 'examination' | 'results' | 'assessmentAndPlan';

export interface Statement {
  /** As said, cleaned (for coding and tasks). */
  original: string;
  /** As written in the note. */
  written: string;
  slot: Slot;
  role: Role;
  /** The part of the visit it was said in. */
  phase: Phase;
  order: number;
  mentions: ConditionMention[];
  /** Said as the reason for coming. */
  statesReason: boolean;
  /** The patient's answer to the clinician's opening question ("Vad gäller det i dag?"). */
  answersOpening?: boolean;
  /** Said as the reason or the answer to the opening question, it names a complaint in a short phrase. */
  namesComplaint?: boolean;
}

export interface WrittenNote {
  /** Every statement the visit holds, for coding and tasks. */
  statements: Statement[];
  /** The statements the note keeps, in visit order. */
  kept: Statement[];
  /**
   * The clinician's statements that name a condition but are not written (a rewrite that
   * would lose a negation): still read for the codes.
   */
  unwritten: Statement[];
  pronoun: Pronoun;
  /** Speakers came labelled: a statement's role is who said it, not a guess. */
  labelled: boolean;
}

/** Words of note per word of visit, and its floor and ceiling (a 10-15 minute visit: 150-450 words). */
const WORDS_PER_VISIT_WORD = 0.25;
const MIN_NOTE_WORDS = 150;
const MAX_NOTE_WORDS = 430;
/** Longer statements are cut at clause breaks first; a spoken run-on is not a record sentence. */
const MAX_STATEMENT_WORDS = 40;
/** A statement without any cue word needs this many content words to be history. */
const MIN_UNCUED_CONTENT_WORDS = 3;

export function writeStatements(transcript: string, spoken: Language): WrittenNote {
  const { utterances, labelled, speakers } = cleanTranscript(withRelativeLabels(transcript), spoken);
  const pronoun: Pronoun = spoken === 'en' ? inferPronoun(transcript) : 'they';
  // Without labels, who tells of the illness: the patient of their own, or a relative of the patient's
  // ("hon har feber sen i går"; then "jag har astma" is the relative's).
  const { patientSpeaks, relativeSpeaks } = labelled ? { patientSpeaks: false, relativeSpeaks: false } : whoTellsOfHealth(transcript);
  /** Only one clinician and the patient speak: "han har" in the clinician's mouth is someone else. */
  const patientAlone = speakers === 2 && !utterances.some((u) => u.role === 'other');
  const statements: Statement[] = [];
  const unwritten: Statement[] = [];
  let phase: Phase = 'history';
  /** Where a question about the family was asked: the answer right after it is about them. */
  let familyQuestionAt = -2;
  /** What the speaker named last in the sentence: a pronoun later in it may rule it out ("..., så det kan vi lägga åt sidan"). */
  let namedBefore: ConditionMention[] = [];
  /** What the clinician named in their last turn: a short echo of it by the patient says it again, with its status. */
  let clinicianNamed: ConditionMention[] = [];
  let clinicianTurn = -1;
  /** What the patient told of someone else in their last turn: the clinician's answer right after, not addressing the patient, is about them too. */
  let othersNamed: ConditionMention[] = [];
  let othersTurn = -2;
  /** Where the clinician asked what brings the patient: the answer right after it names the complaint. */
  let openedAt = -OPENING_REACH - 1;
  const cues = CUES[spoken];
  const vocative = vocativePattern(utterances, spoken);

  // The assessment follows the examination: when the visit has one, no earlier cue opens it.
  const examinationAt = utterances.findIndex((u, i) => leads(u.role) && i >= utterances.length * EXAMINATION_FROM && cues.examination.test(u.text));
  for (let i = 0; i < utterances.length; i++) {
    const u = utterances[i]!;
    if (leads(u.role)) {
      const said = withoutVocative(u.text, vocative);
      if (statesJudgement(said, spoken) && phase !== 'assessmentAndPlan' && i > utterances.length * 0.3 && i > examinationAt) phase = 'assessmentAndPlan';
      else if (cues.examination.test(said) && phase === 'history' && i >= utterances.length * EXAMINATION_FROM) phase = 'examination';
      else if (cues.results.test(said) && (phase === 'examination' || phase === 'history') && i > utterances.length * 0.3) phase = 'results';
      if (phase === 'history' && cues.opening.test(u.text) && i < utterances.length * 0.5) openedAt = i;
    }
    if (isSmallTalk(u.text, spoken)) continue;

    if (u.question) {
      // "What runs in your family?" - "High blood pressure and diabetes": the answer is about them.
      if (FAMILY_QUESTION.test(u.text)) familyQuestionAt = i;
      const answer = utterances[i + 1];
      // The clinician answering the patient's or a parent's question ("Så er det blærebetændelse?" - "Ja, det er en almindelig blærebetændelse") says it in their own words.
      if (answer && answer.role !== u.role && !answer.question && !((u.role === 'patient' || u.role === 'other') && answer.role === 'clinician')) {
        const folded = foldQuestion(u, answer, spoken);
        if (folded) {
          statements.push(makeStatement(folded, clinicianYouToPatient(folded, spoken), 'subjective', 'patient', phase, i, spoken, false));
          i++;
          continue;
        }
      }
      // Without punctuation a short question and the answer after it run together ("vad tror du klassisk
      // hand fot och munsjuka"): a diagnosis named after a wh-word is kept for coding, not written.
      // "Du har ju bipolär sjukdom typ 1, var det 2016?" - "2016, ja": the clinician says what is known, the patient confirms it.
      const stated = STATED_THEN_ASKED.test(u.text) && leads(u.role) && answer !== undefined && CONFIRMED.test(answer.text);
      if ((!/[?؟]$/.test(u.text) && WH_QUESTION.test(u.text)) || stated) {
        const asked = makeStatement(u.text, '', 'subjective', u.role, phase, i, spoken, false);
        if (asked.mentions.some((m) => m.status === 'present')) unwritten.push(asked);
      }
      continue;
    }

    // A run of speech without punctuation keeps none: a period added here would close a clause the speaker did not.
    const unpunctuated = !/[.!?]$/.test(u.text);
    // Only within a sentence the segmenter cut at a comma: across a full stop the pronoun may point at something the table does not know.
    if (u.role !== utterances[i - 1]?.role || /[.!?]$/.test(utterances[i - 1]!.text)) namedBefore = [];
    const pieces = splitLong(u.text);
    for (const [p, spokenPiece] of pieces.entries()) {
      const piece = unpunctuated ? spokenPiece.replace(/\.$/, '') : spokenPiece;
      if (contentWords(piece, spoken).length === 0) continue;
      const analysed = analyseSentence(piece, spoken);
      if (analysed.pointsBack) ruleOutNamedBefore(namedBefore);
      if (analysed.mentions.length) namedBefore = analysed.mentions;
      if (leads(u.role)) {
        if (u.turn !== clinicianTurn) [clinicianNamed, clinicianTurn] = [[], u.turn];
        clinicianNamed.push(...analysed.mentions);
      } else if (labelled && u.role === 'patient') echoed(analysed.mentions, clinicianNamed, piece, spoken);
      // "Nå undersøker jeg ham", "Now let me examine your knee": the examination announced, nothing found yet.
      const announced = leads(u.role) && cues.examination.test(piece) && contentWords(piece, spoken).length <= ANNOUNCEMENT_WORDS && !HAS_NUMBER.test(piece) && !EXAMINATION_FINDING.test(piece);
      if (announced && analysed.mentions.length === 0) continue;
      // Without labels the speaker is guessed; "my diagnosis would be..." is the clinician's.
      const judges = !labelled && u.role === 'patient' && (OWN_JUDGEMENT.test(piece) || statesJudgement(piece, spoken));
      const role: Role = judges ? 'clinician' : u.role;
      if (i === familyQuestionAt + 1) for (const m of analysed.mentions) if (m.status === 'present') m.status = 'other_person';
      // Speech without punctuation: a condition closing the run takes what is said right after it.
      const closing = analysed.mentions.at(-1);
      const words = analysed.tokens.filter((t) => !t.punct && t.norm !== ',').map((t) => t.norm);
      const next = pieces[p + 1] ?? utterances[i + 1]?.text ?? '';
      if (unpunctuated && closing?.status === 'present' && closing.end === words.length) {
        deniedRightAfter(closing, piece, next, spoken);
        // "halsbränna eller sura uppstötningar | nej aldrig": the answer is to the whole list it closes.
        if (closing.status !== 'present') for (const m of listBefore(analysed.mentions, closing, words)) if (m.status === 'present') m.status = closing.status;
      }
      if (unpunctuated) askedInRun(analysed.mentions, words, lastWord(pieces[p - 1] ?? utterances[i - 1]?.text), next, spoken);
      // A relative speaking under their own label about themself ("Jag får munsår själv ibland"): not the patient's condition.
      if (labelled && role === 'other' && SPEAKER_OWN.test(piece)) for (const m of analysed.mentions) if (m.status === 'present') m.status = 'other_person';
      // The patient telling of someone else by pronoun ("Han har sömnapné och sover med mask"): theirs, not the patient's.
      // Without labels, only in a visit where the patient speaks for themself: in a child's visit "han har feber" is the patient.
      const toldOfOther = labelled ? role === 'patient' || (patientAlone && leads(role) && !PATIENT_HAS.test(piece)) : patientSpeaks;
      if (toldOfOther && OTHER_HAS.test(piece) && !SPEAKER_OWN.test(piece)) for (const m of analysed.mentions) if (m.status === 'present') m.status = 'other_person';
      // A child tells of symptoms, not of their diagnoses: a diagnosis in the first person is the relative's own.
      if (relativeSpeaks && !leads(role) && SPEAKER_OWN.test(piece)) for (const m of analysed.mentions) if (m.status === 'present' && !isSymptom(m)) m.status = 'other_person';
      // "Min kollega fick gallsten, är det samma sak?" - "Nej, gallstenar bildas i gallblåsan...": the answer is about the colleague.
      if (labelled && role === 'patient') {
        if (u.turn !== othersTurn) [othersNamed, othersTurn] = [[], u.turn];
        othersNamed.push(...analysed.mentions.filter((m) => m.status === 'other_person'));
      } else if (labelled && leads(role) && u.turn === othersTurn + 1 && !ADDRESSES_PATIENT.test(piece))
        for (const m of analysed.mentions) if (m.status === 'present' && othersNamed.some((o) => o.entry.code === m.entry.code)) m.status = 'other_person';
      // "Det betyder att hjärtat får för lite syre": told to the patient, not found; it stays only when it names what the patient has.
      const explained = leads(role) ? cues.explanation.exec(piece) : null;
      const told = withoutExplanation(withoutVocative(explained && explained[0].length < piece.length ? capitalise(piece.slice(explained[0].length)) : piece, vocative), leads(role) ? cues.explainedAfter : undefined);
      const slot = explained || judges ? (namesCondition(analysed.mentions) ? 'assessment' : undefined) : slotOf(told, role, phase, analysed.mentions, spoken, labelled);
      const statesReason = cues.reason.test(piece) && phase === 'history';
      const written = slot ? rewrite(told, role, slot, spoken, pronoun) : '';
      const statement: Statement = { original: piece, written, slot: slot ?? 'subjective', role, phase, order: i, mentions: analysed.mentions, statesReason };
      if (phase === 'history' && (role === 'patient' || role === 'other') && i > openedAt && i <= openedAt + OPENING_REACH) statement.answersOpening = true;
      if (statesReason || statement.answersOpening) statement.namesComplaint = namesComplaint(piece, statesReason ? cues.reason : undefined, spoken);
      if (slot && written && negationKept(analysed, written, spoken)) statements.push(statement);
      else if (analysed.mentions.length > 0 && (role !== 'patient' || (!labelled && phase !== 'history'))) unwritten.push(statement);
      // What the patient denies, even unwritten, keeps a long-standing condition asked about elsewhere from being coded.
      else if (analysed.mentions.some((m) => m.status === 'absent')) unwritten.push({ ...statement, mentions: analysed.mentions.filter((m) => m.status === 'absent') });
    }
  }
  return { statements, kept: choose(statements, transcript, spoken), unwritten, pronoun, labelled };
}

/** The conditions listed right before `last`, each joined to the next by "eller", "och", "or", "and" alone. */
function listBefore(mentions: ConditionMention[], last: ConditionMention, words: string[]): ConditionMention[] {
  const listed: ConditionMention[] = [];
  let end = last.start;
  for (const m of [...mentions].reverse()) {
    if (m === last || m.end > end) continue;
    const between = words.slice(m.end, end);
    if (between.length === 0 || !between.every((w) => COORDINATORS.has(w))) break;
    listed.push(m);
    end = m.start;
  }
  return listed;
}

/** Words of what follows a run without punctuation that may still belong to it. */
const CARRY_WORDS = 10;

/**
 * Speech without punctuation, cut where no sentence ended, after a condition: it is denied by a bare no right
 * after ("...och sånt diabetes | nej inget sånt") or when said again as denied ("...okej men astman då | nej
 * astma har hon inte"), and otherwise takes what the words after it, up to the next condition, say of it
 * ("...vid stress psoriasis | ser jag inga tecken på").
 */
function deniedRightAfter(closing: ConditionMention, piece: string, after: string, spoken: Language): void {
  if (!after) return;
  if (answeredNo(after, spoken)) {
    closing.status = 'absent';
    return;
  }
  const words = after.split(/\s+/).slice(0, CARRY_WORDS);
  // Each condition only with the words before the next one: "springmask | blindtarmsinflammation kan vi utesluta" rules out the second only.
  const named = analyseSentence(words.join(' '), spoken).mentions;
  const again = (named[1] ? analyseSentence(words.slice(0, named[1].start).join(' '), spoken).mentions : named)[0];
  if (again?.status === 'absent' && again.entry.code === closing.entry.code) {
    closing.status = 'absent';
    return;
  }
  const carried = words.slice(0, named[0]?.start ?? words.length).join(' ');
  if (!carried) return;
  const joined = analyseSentence(`${piece} ${carried}`, spoken).mentions.find((m) => m.start === closing.start && m.entry.code === closing.entry.code);
  if (joined && joined.status !== 'present') closing.status = joined.status;
}

/** At most this many words: "Svart avföring, kräkas blod." is a repetition, not a history. */
const ECHO_WORDS = 6;

/**
 * The patient repeating, without a verb of their own, what the clinician just named ("... om du får svart avföring
 * eller kräks blod, då söker du" - "Svart avföring, kräkas blod."): each condition keeps the status it had when said.
 */
function echoed(mentions: ConditionMention[], said: ConditionMention[], piece: string, spoken: Language): void {
  if (mentions.length === 0 || contentWords(piece, spoken).length > ECHO_WORDS || SPEAKER_OWN.test(piece)) return;
  const before = mentions.map((m) => said.find((o) => o.entry.code === m.entry.code));
  if (before.some((o) => !o || o.status === 'present')) return;
  mentions.forEach((m, k) => (m.status = before[k]!.status));
}

/** Verb-first questions of the Nordic languages: "har du haft", "hade hon", "har ni". */
const ASKING_VERB = new Set(['har', 'hade', 'brukar', 'är']);
const ASKED_PERSON = new Set(['du', 'ni', 'han', 'hon', 'dere', 'hun', 'i', 'det']);
/** Words between the question and the condition: "har du haft någon", "har hon nåt med". */
const ASKED_FILLER = new Set(['haft', 'hatt', 'någon', 'nån', 'något', 'nåt', 'några', 'nåra', 'noen', 'noe', 'nogen', 'noget', 'nogle', 'ha', 'få', 'fått', 'känt', 'problem', 'besvär', 'med', 'av', 'också', 'ofta', 'ibland', 'förut', 'tidigare', 'nånsin', 'någonsin', 'e', 'en', 'ett', 'et']);
/**
 * Words that put the verb second in a statement ("då har du en lunginflammation", "sammanfattningsvis har du
 * hyperkolesterolemi", "kanske har hon"): after them "har du" is said, not asked. Adverbs in -vis and -ligen too.
 */
const FRONTED = new Set([
  ...['då', 'så', 'nu', 'sen', 'sedan', 'idag', 'ju', 'alltså', 'därför', 'faktiskt', 'fortfarande', 'också', 'även', 'här', 'där', 'dessutom', 'nog', 'kanske', 'säkert'],
  ...['redan', 'ändå', 'annars', 'dock', 'därmed', 'alltid', 'ofta', 'ibland', 'aldrig', 'fall', 'klart', 'det', 'dem', 'den', 'vad', 'hur', 'länge', 'när', 'var', 'vilken', 'vilka', 'vilket'],
  ...['nå', 'jo', 'altså', 'derfor', 'også', 'her', 'der', 'kanskje', 'måske', 'sikkert', 'aldri', 'altid', 'hva', 'hvad', 'hvor', 'når', 'hvornår'],
]);
const FRONTED_ADVERB = /(?:vis|ligen|tals|lig|igt)$/u;
/** Words after the conditions asked about, before the answer: "psoriasis eller eksem någon gång | nej aldrig". */
const ASKED_TAIL = new Set(['eller', 'och', 'någon', 'nån', 'gång', 'förut', 'tidigare', 'nånsin', 'någonsin', 'sen', 'innan', 'i', 'familjen', 'släkten', 'du', 'ni', 'alls', 'noen', 'gang', 'gange', 'nogensinde', 'og']);
const ANSWER_WORDS = 6;

/**
 * Swedish, Norwegian or Danish speech without punctuation: a condition asked about with the verb first ("bra har du
 * högt blodtryck eller nåt med njurarna", "har du haft psoriasis eller eksem någon gång") is what the words after it
 * answer: a yes affirms it, a no denies it, and no answer leaves it a question, not the patient's condition.
 */
function askedInRun(mentions: ConditionMention[], words: string[], previous: string | undefined, after: string, spoken: Language): void {
  if (spoken !== 'sv' && spoken !== 'nb' && spoken !== 'da') return;
  // "har du haft tarmfickor divertikulit eller någon inflammation": each term of the list is asked.
  const asked: ConditionMention[] = [];
  for (const m of mentions) {
    const previousAsked = asked.at(-1);
    const listed = previousAsked !== undefined && words.slice(previousAsked.end, m.start).every((w) => COORDINATORS.has(w) || ASKED_FILLER.has(w));
    if (m.status === 'present' && (listed || askedBefore(words, m.start, previous))) asked.push(m);
  }
  if (asked.length === 0) return;
  const last = Math.max(...asked.map((m) => m.end));
  let tail = [...words.slice(last), ...after.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)];
  while (tail.length && (ASKED_TAIL.has(tail[0]!) || mentions.some((m) => m.start >= last && words[m.start] === tail[0]))) tail = tail.slice(1);
  const answer = answerPolarity(tail.slice(0, ANSWER_WORDS).join(' '), spoken);
  if (answer === 'yes') return;
  for (const m of asked) m.status = answer === 'no' ? 'absent' : 'hypothetical';
}

const lastWord = (text: string | undefined) => text?.toLowerCase().match(/[\p{L}\p{N}]+(?=[^\p{L}\p{N}]*$)/u)?.[0];

/** Whether the words before `start` ask with the verb first: "(bra) har du (haft någon) ...", the word before "har" (or the piece before) not fronted. */
function askedBefore(words: string[], start: number, previous: string | undefined): boolean {
  let i = start - 1;
  while (i >= 0 && ASKED_FILLER.has(words[i]!)) i--;
  // "och du själv psoriasis eller gikt": the question without its verb.
  if (words[i] === 'själv' && words[i - 1] === 'du') return true;
  if (i < 1 || !ASKED_PERSON.has(words[i]!) || !ASKING_VERB.has(words[i - 1]!)) return false;
  const before = words[i - 2] ?? previous;
  return before === undefined || !(FRONTED.has(before) || FRONTED_ADVERB.test(before));
}

/** An answer that opens with a bare no, not an exclamation ("nej men vad bra", "no way"). */
const answeredNo = (answer: string, language: Language) => answerPolarity(answer, language) === 'no' && !EXCLAMATION.test(answer);
const EXCLAMATION = /^\P{L}*\p{L}+[\s,]+(?:men|but|mutta|aber|ama|lakin|vad|way|oj|wow)(?![\p{L}])/iu;

/** "Du har (ju) ...?", "You have ...?": a question said as a statement, subject first. */
const STATED_THEN_ASKED =
  /^(?:(?:och|så|men|okej|bra|nu|and|so|now|okay|ok)[\s,]+)*(?:(?:jag ser|det står|i see|it says|jeg ser|ich sehe|hier steht)(?:\s+(?:här|i journalen|i din journal|on your chart|in your chart|in your notes|here|her|i journalen din|hier))?(?:\s+(?:att|that|at|dass))?[\s,]+)?(?:du|ni|hon|han|dere|you|she|he)\s+(?:har|hade|tar|fick|have|had|take|has)(?![\p{L}])/iu;
/** An answer that confirms within its first words: "Ja.", "2016, ja", "Precis", "Yes, since...". */
const CONFIRMED = /^\P{L}*(?:\p{L}+\P{L}+){0,2}(?:ja|jo|japp|precis|stämmer|exakt|yes|yeah|yep|right|correct|that's right)(?![\p{L}])/iu;
/** A question that asks what, how, when...: what follows it is not asked about. */
const WH_QUESTION = /^(?:vad|hur|när|varför|vilken|vilka|what|how|when|why|which|hva|hvordan|når|hvorfor|hvad|hvornår|was|wie|wann|warum|welche|mitä|miten|milloin|miksi|kuinka)(?![\p{L}])/iu;

/** A speaker telling of their own illness: "jag har", "I had", "ich habe"... */
const SPEAKER_OWN = /(?<![\p{L}])(?:jag (?:har|får|fick|hade)|jeg (?:har|får|fikk|fik|hadde|havde)|i (?:have|had|get|got)|i've|ich (?:habe|hatte|bekomme)|minulla (?:on|oli)|bende|عندي)(?![\p{L}])/iu;

const FIRST_PERSON_HAS = new RegExp(SPEAKER_OWN.source, 'giu');
const THIRD_PERSON_HAS = /(?<![\p{L}])(?:(?:han|hon|hen|hun) (?:har|får|fick|hade|hadde|havde|fikk|fik|är|er|var|mår)|(?:he|she) (?:has|had|is|was|gets|got|feels)|(?:er|sie) (?:hat|hatte|ist|war))(?![\p{L}])/giu;
const MIN_OWN = 3;
const TOLD_FOR_ANOTHER = 3;
/**
 * From how often the transcript tells of the speaker's own health ("jag har", "I've had") and of a third person's
 * ("hon har", "he has"): the patient speaks for themself when their own is told at least as often; a relative speaks
 * for the patient (a parent of their child; not an adult patient with a relative beside them) when a third person's
 * is told far more often.
 */
function whoTellsOfHealth(transcript: string): { patientSpeaks: boolean; relativeSpeaks: boolean } {
  const own = transcript.match(FIRST_PERSON_HAS)?.length ?? 0;
  const told = transcript.match(THIRD_PERSON_HAS)?.length ?? 0;
  return { patientSpeaks: own >= MIN_OWN && own >= told, relativeSpeaks: told >= MIN_OWN && told >= TOLD_FOR_ANOTHER * own };
}

/** The clinician telling what the patient has: "du har", "you had"... */
const PATIENT_HAS = /(?<![\p{L}])(?:du (?:har|hade|fick|får)|you (?:have|had|got)|you've|sie haben|sie hatten|du hast|du hattest|dere har|du havde|sinulla on|sizde|senin)(?![\p{L}])/iu;
/** The clinician speaking to or of the patient: "du", "din", "you", "Sie"... */
export const ADDRESSES_PATIENT = /(?<![\p{L}])(?:du|dig|din|ditt|dina|ni|you|your|yours|deg|dere|dine|dit|jer|sie|ihnen|ihr|sinä|sinulla|sinun|sen|senin|siz|sizin|patienten|the patient)(?![\p{L}])/iu;

/** A third person telling of their illness: "hon har", "min dotter har", "he had", "er hat"... */
const OTHER_HAS = /(?<![\p{L}])(?:(?:han|hon|hen) (?:har|får|fick|hade|lider|äter|tar|medicinerar|behandlas|opererades|dog)|(?:hans|hennes|hendes) \p{L}+|(?:min|mitt|mina|vår|vårt|våra) (?:dotter|son|barn|barnbarn|grabb|tjej) (?:har|fick|hade)|(?:min|mitt|mine|vår|vårt|våre|vores) (?:datter|sønn|søn|barn|barnebarn|barnebarn) (?:har|fikk|fik|hadde|havde)|my (?:daughter|son|kids?|child|grandson|granddaughter) (?:has|had|got)|(?:meine tochter|mein sohn|mein kind|meine kinder) (?:hat|hatte|haben|hatten)|(?:han|hun) (?:har|får|fikk|fik|hadde|havde|lider)|(?:he|she) (?:has|had|gets|got|takes|died)|(?:he|she)(?:'s| has) got|(?:er|sie) (?:hat|hatte|bekam|bekommt)|hänellä (?:on|oli)|onun (?:var|vardı)|عنده|عندها)(?![\p{L}])/iu;

/** The clinician ordering or advising: a test word with it is a plan. */
const ORDERED = { test: (text: string) => CLINICIAN_ACTION.test(text) || TIME_AHEAD.test(text) || IMPERATIVE.test(text.trim()) };
/** What the patient is on, told by the clinician ("She is on", "Du tar", "Er nimmt"). */
const TAKES = /(?<![\p{L}])(?:is on|are on|she's on|he's on|they're on|takes|is taking|has been taking|du tar|patienten tar|hon tar|han tar|står på|går på|använder|nimmt|nehmen sie|bruker|tager|käyttää)(?![\p{L}])/iu;
/** A bare statement on a condition in the assessment ("No angina.", "Har inte celiaki."): a few words, no dose. */
const BARE_FINDING_WORDS = 8;
/** A statement about people in general, not this patient or what is done. */
const GENERIC = /^(?:(?:and|but|so|och|men|så|og|und|aber)[,]?\s+)?(?:many people|some people|most people|people often|in general|generally|man(?=\s+(?:kan|får|brukar|blir|kissar|måste|ska|vet|kann|muss|bekommt|får|blir|kan)\b)|många|de flesta|det är vanligt att|det är vanligt|det er vanlig|det er almindeligt|viele menschen|manche menschen|monet|useimmat)(?![\p{L}])/iu;
/** The patient said to have something ("She has", "Du har", "Sie haben"). */
const HAS_CONDITION = /^(?:(?:so|and|okay|så|och|og|also|ja)[,]?\s+)*(?:she|he|the patient|you|patienten|hon|han|du|pasienten|hun|sie|er|hän|sinulla|hänellä)\s+(?:has|have|har|hat|haben|on)\s+(?!not\b|no\b|inte\b|ingen\b|inget\b|ikke\b|kein|ei\b)/iu;
/** A dictated problem list: "Number one, ...", "Problem two: ...", "Först, ...". */
const PROBLEM_LIST = /^(?:(?:so|and|okay|och|så)[,]?\s+)?(?:number (?:one|two|three|four|five|six|\d)|problem (?:number )?(?:one|two|three|four|five|\d)|first problem|second problem|next problem|nummer (?:ett|två|tre|fyra|\d)|punkt (?:ett|två|tre|\d))\b[,:.]?/iu;

/** "If there were a big collection..., that's called tamponade": a name for what is not there. */
const SUPPOSED = /^(?:\p{L}+[,]?\s+)?(?:if|om|hvis|wenn|falls|jos|eğer|إذا|لو)(?![\p{L}])/iu;
/** "Det är ett", "it's a": a judgement's lead that also opens a remark ("Det är en viktig siffra"). */
const REMARK_LEAD = /(?<![\p{L}])(?:det är (?:en|ett)|det er (?:en|et)|this is|it is a|it's a)(?![\p{L}])/giu;

/** A look at the complaint in the first part of the visit ("Får jag titta? Berätta hur det började") is not yet the examination. */
const EXAMINATION_FROM = 0.2;

/** An examination announced in a few words, without a finding. */
const ANNOUNCEMENT_WORDS = 4;
/** Words of a finding that may come in the same few words ("Tittar på halsen: rodnad"). */
const EXAMINATION_FINDING = /(?<![\p{L}])(?:normal\w*|rodnad|röd|svullen|öm|ua|u\.a\.|clear|red|swollen|tender|negative|positive|ingen|inga|inget|no|ikke|keine|kein|ei)(?![\p{L}])/iu;

/** How many utterances after the clinician's opening question the patient's answer may come. */
const OPENING_REACH = 3;

/** Who moves the visit on: the clinician (or a speaker not known), not the patient or a relative. */
export const leads = (role: Role) => role === 'clinician' || role === 'unknown';

/** A condition more specific than a symptom (not an R or Z code), named with this assertion. */
const namesCondition = (mentions: ConditionMention[], status: ConditionMention['status'] = 'present') =>
  mentions.some((m) => m.status === status && !m.entry.code.startsWith('R') && !m.entry.code.startsWith('Z'));

/**
 * A relative speaking for the patient is labelled by who they are ("Mor:", "Äiti:", "Wife:"):
 * the label is named as a relative's, so it is not taken for words of the one speaking before.
 */
const RELATIVE_LABEL =
  /^([ \t]*)(?:mor|far|mamma|pappa|mother|father|mom|mum|dad|wife|husband|daughter|son|hustru|make|fru|dotter|son|äiti|isä|vaimo|mies|tytär|poika|kone|mann|datter|sønn|søn|mutter|vater|ehefrau|ehemann|tochter|sohn|anne|baba|eşi|kızı|oğlu|الأم|الأب|الزوجة|الزوج|الابنة|الابن)[ \t]*:/gimu;
const withRelativeLabels = (transcript: string) => transcript.replace(RELATIVE_LABEL, '$1relative:');

/** Words that open a sentence capitalised and are no one's name. */
const NOT_A_NAME = /^(?:i|dr|doctor|doktor|mr|mrs|ms|miss|frau|herr|fru|hr|bay|bayan|hanım|bey|okay|ok|okej|hello|hi|hej|hei|moi|hallo|merhaba|welcome|välkommen|velkommen|tervetuloa|willkommen|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/iu;

/**
 * The names the visit opens with ("Hej, Peter Holm?", "Hi Mrs. Jones"): said again to the
 * patient ("Så, Peter, det du beskriver...") they are an address, not content.
 */
function vocativePattern(utterances: Utterance[], spoken: Language): RegExp | undefined {
  const names = new Set<string>();
  for (const u of utterances.slice(0, OPENING_NAME_UTTERANCES)) {
    const tokens = u.text.split(/\s+/);
    tokens.forEach((token, k) => {
      const word = token.replace(/[^\p{L}-]/gu, '');
      const before = tokens[k - 1] ?? '';
      if (k === 0 || /[.!?]$/.test(before) || word.length < 3 || !/^\p{Lu}\p{Ll}+$/u.test(word) || NOT_A_NAME.test(word)) return;
      // German nouns are capitalised: only a name after Frau or Herr.
      if (spoken === 'de' && !/^(?:frau|herr)$/iu.test(before)) return;
      names.add(word);
    });
  }
  if (names.size === 0) return undefined;
  const name = `(?:${[...names].join('|')})`;
  return new RegExp(`(^|,)\\s*(?:(?:mr|mrs|ms|miss|dr|frau|herr|fru)\\.?\\s+)?${name}(?:\\s+${name})*\\s*(?=[,.!?]|$)`, 'gu');
}
const OPENING_NAME_UTTERANCES = 4;

/** A statement that goes on to explain is kept up to the explanation, when enough is said before it. */
function withoutExplanation(text: string, explainedAfter: RegExp | undefined): string {
  const m = explainedAfter?.exec(text);
  if (!m || words(text.slice(0, m.index)).length < MIN_BEFORE_EXPLANATION_WORDS) return text;
  return ensurePeriod(text.slice(0, m.index).replace(/[\s,;:]+$/, ''));
}
const MIN_BEFORE_EXPLANATION_WORDS = 3;

/** "يا أستاذ خالد،", "يا دكتور،": an address in Arabic, with its particle. */
const ARABIC_ADDRESS = /(?<=^|\s|،)يا\s+[^\s،,]+(?:\s+[^\s،,]+)?\s*[،,]\s*/gu;

function withoutVocative(text: string, vocative: RegExp | undefined): string {
  const addressed = (vocative ? text.replace(vocative, '$1') : text).replace(ARABIC_ADDRESS, '');
  if (addressed === text) return text;
  const out = addressed.replace(/^\s*,\s*/, '').replace(/,(?:\s*,)+/g, ',').replace(/,\s*([.!?]?)$/, '$1').trim();
  return out && /[\p{L}\p{N}]/u.test(out) ? capitalise(out) : text;
}

function makeStatement(original: string, written: string, slot: Slot, role: Role, phase: Phase, order: number, spoken: Language, statesReason: boolean): Statement {
  return { original, written, slot, role, phase, order, mentions: findMentions(original, spoken), statesReason };
}

/** "Any chest pain?" "No." -> "Denies chest pain."; with yes the finding is present. */
function foldQuestion(question: Utterance, answer: Utterance, spoken: Language): string | undefined {
  const polarity = answerPolarity(answer.text, spoken);
  if (!polarity) return undefined;
  const folded = foldAnswers([`${question.text.replace(/[?.]*$/, '')}?`, answer.text], spoken);
  const first = folded[0];
  return first?.folded ? first.text : undefined;
}

/** A spoken run-on cut at its clauses ("... and I will refer you"). */
const MIN_TAIL_WORDS = 12;
/** Prepositions, articles and conjunctions a blind cut may not follow; it moves on at most this many words. */
const LEADS_ON = new Set([
  'i', 'på', 'av', 'till', 'med', 'för', 'om', 'en', 'ett', 'och', 'eller', 'att', 'som', 'inte', 'ingen', 'inga',
  'in', 'on', 'of', 'to', 'at', 'with', 'for', 'a', 'an', 'the', 'and', 'or', 'no', 'not',
  'og', 'ikke', 'ei', 'und', 'oder', 'mit', 'von', 'im', 'ein', 'eine', 'einen', 'nicht', 'kein', 'keine', 'ja', 'tai', 've', 'veya',
]);
const CUT_REACH = 4;

function splitLong(text: string): string[] {
  const pieces = splitActions(ensurePeriod(capitalise(text)));
  return pieces.flatMap((p) => {
    const words = p.split(/\s+/);
    if (words.length <= MAX_STATEMENT_WORDS) return [p];
    const out: string[] = [];
    // A short tail stays with what it belongs to ("... developing | arthritis in that foot" would lose its context).
    for (let i = 0; i < words.length; i += MAX_STATEMENT_WORDS) {
      const rest = words.length - (i + MAX_STATEMENT_WORDS);
      let end = rest > 0 && rest < MIN_TAIL_WORDS ? words.length : i + MAX_STATEMENT_WORDS;
      // Not right after a word that leads into the next ("en sten på 4 millimeter i | urinledaren").
      while (end < words.length && end < i + MAX_STATEMENT_WORDS + CUT_REACH && LEADS_ON.has(words[end - 1]!.toLowerCase())) end++;
      out.push(ensurePeriod(words.slice(i, end).join(' ')));
      i = end - MAX_STATEMENT_WORDS;
    }
    return out;
  });
}

/**
 * Which part a statement belongs to: its own cues first (a measurement is objective, a
 * prescription is plan), then the part of the visit it was said in and who said it.
 */
function slotOf(text: string, role: Role, phase: Phase, mentions: ConditionMention[], spoken: Language, labelled: boolean): Slot | undefined {
  const cued = classifySentence(text, {
    namesDiagnosis: namesCondition(mentions),
    deniesDiagnosis: namesCondition(mentions, 'absent'),
  });
  // "Tills dess börjar du med Trombyl, 75 milligram, en om dagen": a medicine with its dose, from the clinician, is an order.
  const kind = cued === 'drop' && leads(role) && namesDosedDrug(text) ? 'plan' : cued;
  if (kind === 'drop') {
    // No cue at all: history only when it names a finding (affirmed or denied) or the patient tells something clinical.
    const clinical = mentions.length > 0 || (leads(role) && NAMES_DIAGNOSIS.test(text)) || ((role === 'patient' || role === 'other') && contentWords(text, spoken).length >= MIN_UNCUED_CONTENT_WORDS);
    if (!clinical) return undefined;
  }
  if (role === 'patient' || role === 'other') {
    if (phase === 'history') return kind === 'drop' || kind === 'cause' || kind === 'plan' || kind === 'assessment' ? 'subjective' : kind;
    // The patient's words during the examination or the plan are mostly answers and thanks.
    return kind === 'subjective' || kind === 'cause' ? 'subjective' : undefined;
  }
  // "Kostokondrit kallas det", "What you've got is called...": the clinician naming what the patient has, whenever it is said.
  // Also a name the table does not know, when nothing else places the sentence ("en grenventrombos kallas det").
  if (NAMES_DIAGNOSIS.test(text) && (namesCondition(mentions) || (mentions.length === 0 && kind === 'drop' && !SUPPOSED.test(text))) && !ORDERED.test(text)) return 'assessment';
  switch (phase) {
    case 'history':
      // "She is on metformin 1000 milligrams twice a day": what the patient takes is history, not a prescription.
      if (kind === 'plan' && TAKES.test(text) && !ORDERED.test(text)) return 'subjective';
      // "Ja, det är ett otyg": a remark in the history that names nothing is no judgement.
      if (kind === 'assessment' && mentions.length === 0 && !ASSESSMENT.test(` ${text.toLowerCase().replace(REMARK_LEAD, ' ')} `) && contentWords(text, spoken).length < MIN_UNCUED_CONTENT_WORDS) return undefined;
      if (kind === 'objective' || kind === 'plan' || kind === 'assessment') return kind;
      // "Det talar starkt för något som heter primär aldosteronism": a results visit judged before any examination.
      if (leads(role) && SPEAKS_FOR.test(text) && namesCondition(mentions) && !ORDERED.test(text)) return 'assessment';
      return 'subjective';
    case 'examination':
    case 'results':
      // "FABER test on the right gives groin pain", "The x-rays show it is stable": a test word in a finding is no order.
      if (kind === 'plan' && (RESULT.test(text) || EXAMINATION.test(text)) && !ORDERED.test(text)) return 'objective';
      if (HAS_CONDITION.test(text) && namesCondition(mentions) && !ORDERED.test(text)) return 'assessment';
      if (kind === 'plan' || kind === 'assessment') return kind;
      return 'objective';
    case 'assessmentAndPlan':
      // "Man kissar lite mer", "Many people start...", "In general, gout can cause...": what is true of others, told to explain.
      if (GENERIC.test(text) && kind !== 'assessment' && !HAS_NUMBER.test(text) && !ORDERED.test(text)) return undefined;
      // A result said with the plan is a finding; words of the body without a value ("skyddar hjärta och njurar") explain the plan.
      if (kind === 'objective') return HAS_NUMBER.test(text) || RESULT.test(text) ? 'objective' : 'plan';
      // "She has primary hypothyroidism due to...": the condition said of the patient, in the assessment, is the assessment.
      if (HAS_CONDITION.test(text) && namesCondition(mentions) && !ORDERED.test(text)) return 'assessment';
      // "Number one, lumbar spinal stenosis...": a problem list names the assessment; "No angina." with it is part of it.
      if (PROBLEM_LIST.test(text) && namesCondition(mentions)) return 'assessment';
      // Only when the speaker is known: in unlabelled speech a bare "no fever" is as often the patient's answer.
      if (kind === 'drop' && mentions.length > 0 && role === 'clinician' && labelled && !HAS_NUMBER.test(text) && contentWords(text, spoken).length <= BARE_FINDING_WORDS) return 'assessment';
      if (kind === 'plan') return 'plan';
      return kind === 'assessment' ? 'assessment' : 'plan';
  }
}

function rewrite(text: string, role: Role, slot: Slot, spoken: Language, pronoun: Pronoun): string {
  if (spoken === 'en') {
    const third = toThirdPerson(text.replace(/^(?:(?:okay|ok|alright|all right|so|now|well|and|yeah|yes|um|uh|hmm|that means(?: that)?|which means(?: that)?|basically)[,.]?\s+)+/i, ''), role, pronoun);
    // Findings without their copula ("Blood pressure 142/91"), judgements without their lead-in.
    if (third && (slot === 'objective' || slot === 'assessment')) return toRecordStyle(third, spoken, slot);
    return third ? ensurePeriod(capitalise(third.replace(/[,;:\s]+$/, ''))) : '';
  }
  return toRecordStyle(text, spoken, slot, role);
}

/** Every finding denied in what was said is still denied (or gone) in what is written. */
function negationKept(original: { tokens: Token[]; status: Assertion[] }, written: string, spoken: Language): boolean {
  // Content words only: "Nej, jag har aldrig haft astma" written "Har aldrig haft astma." moves "har" out of the scope, not "astma".
  const deniedWords = original.tokens.filter((t, i) => original.status[i] === 'absent' && !t.punct && t.norm.length > 2);
  if (deniedWords.length === 0) return true;
  const content = new Set(contentWords(original.tokens.map((t) => t.norm).join(' '), spoken));
  const denied = new Set(deniedWords.map((t) => t.norm).filter((w) => content.has(w)));
  if (denied.size === 0) return true;
  // A word said once denied and once affirmed ("inga spontana nystagmus ... rotatorisk
  // nystagmus") may be affirmed once in the note, not more often than it was said so.
  const affirmedBefore = presentCounts(original.tokens, original.status, denied);
  const writtenTokens = tokenize(written);
  const affirmedAfter = presentCounts(writtenTokens, assertTokens(writtenTokens, spoken), denied);
  return [...affirmedAfter].every(([word, n]) => n <= (affirmedBefore.get(word) ?? 0));
}

function presentCounts(tokens: Token[], status: Assertion[], words: Set<string>): Map<string, number> {
  const counts = new Map<string, number>();
  tokens.forEach((t, i) => {
    if (words.has(t.norm) && status[i] === 'present') counts.set(t.norm, (counts.get(t.norm) ?? 0) + 1);
  });
  return counts;
}

/**
 * The statements to keep: greedily the one that adds the most clinical words not yet in the
 * note (findings and numbers count double), per word it costs, until the budget is spent.
 */
function choose(statements: Statement[], transcript: string, spoken: Language): Statement[] {
  const visitWords = transcript.split(/\s+/).length;
  const budget = Math.min(MAX_NOTE_WORDS, Math.max(MIN_NOTE_WORDS, Math.round(visitWords * WORDS_PER_VISIT_WORD)));
  const candidates = dedupe(statements).map((s) => {
    const content = [...new Set(contentWords(s.written, spoken))];
    return { s, words: s.written.split(/\s+/).length, content, weights: content.map(weightOf) };
  });
  // A short visit is written whole.
  if (candidates.reduce((sum, c) => sum + c.words, 0) <= budget) return candidates.map((c) => c.s);
  const covered = new Set<string>();
  const chosen = new Set<number>();
  let used = 0;
  // What each candidate's words not yet in the note weigh, kept up to date as words are covered (not summed again each round).
  const uncovered = candidates.map((c) => c.weights.reduce((sum, w) => sum + w, 0));
  const holders = new Map<string, [number, number][]>();
  candidates.forEach((c, index) =>
    c.content.forEach((w, i) => {
      const held = holders.get(w);
      if (held) held.push([index, c.weights[i]!]);
      else holders.set(w, [[index, c.weights[i]!]]);
    }),
  );
  const take = (index: number) => {
    chosen.add(index);
    used += candidates[index]!.words;
    for (const w of candidates[index]!.content) {
      if (covered.has(w)) continue;
      covered.add(w);
      for (const [holder, weight] of holders.get(w)!) uncovered[holder]! -= weight;
    }
  };
  // Every part the visit speaks to gets its best statement first: a note without history or findings is no note.
  for (const slot of ['subjective', 'objective', 'assessment', 'plan'] as const) {
    let best = -1;
    let bestScore = 0;
    candidates.forEach((c, index) => {
      if (c.s.slot !== slot || c.words > SEED_MAX_WORDS) return;
      const score = (c.content.length + c.s.mentions.length) / Math.sqrt(c.words + 4);
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best >= 0 && bestScore >= MIN_SEED_SCORE) take(best);
  }
  for (;;) {
    let best = -1;
    let bestGain = 0;
    candidates.forEach((c, index) => {
      if (chosen.has(index) || used + c.words > budget * 1.05) return;
      let gain = uncovered[index]! + c.s.mentions.length;
      // A note needs its assessment: a judgement weighs more than a line of history or plan.
      if (c.s.slot !== 'subjective') gain *= c.s.slot === 'assessment' ? ASSESSMENT_WEIGHT : 1.2;
      const score = gain / Math.sqrt(c.words + 4);
      if (score > bestGain) {
        bestGain = score;
        best = index;
      }
    });
    if (best < 0 || bestGain < 0.35) break;
    take(best);
  }
  return [...chosen].sort((a, b) => a - b).map((i) => candidates[i]!.s);
}

/** A number says more than a word: it counts twice. */
const weightOf = (word: string) => (/\d/.test(word) ? 2 : 1);
const ASSESSMENT_WEIGHT = 1.5;
/** A part's first statement is a short one that says something. */
const SEED_MAX_WORDS = 40;
const MIN_SEED_SCORE = 0.5;
const FAMILY_QUESTION = /(?<![\p{L}])(?:family|relatives|run in|runs in|släkt|släkten|familj|familjen|suvussa|familien|slekten|slægten|familie|ailede|ailenizde|العائلة)(?![\p{L}])/iu;

/** Statements that say the same thing twice ("it's really hard to swallow" x2) are kept once. */
function dedupe(statements: Statement[]): Statement[] {
  const seen = new Set<string>();
  return statements.filter((s) => {
    const key = s.written.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The statement that names why the patient came, if one does: said as the reason ("kommer
 * för ont i halsen"), else the patient's answer to the opening question ("Vad gäller det?" -
 * "Jag har fått ett tryck i bröstet..."), when either names a complaint in a short phrase.
 */
export function reasonStatement(statements: Statement[]): Statement | undefined {
  return (
    statements.find((s) => s.statesReason && s.namesComplaint) ??
    // A denial or someone else's illness in the answer is never the reason for coming.
    [statements.find((s) => s.answersOpening && COMPLAINT.test(s.original) && !s.mentions.some((m) => m.status === 'other_person' || m.status === 'absent'))].find((s) => s?.namesComplaint) ??
    statements.find((s) => s.statesReason)
  );
}

/**
 * Where the reason starts in a reason statement: after its cue, or at the start of an
 * answer to the opening question that has none.
 */
export function reasonCue(language: Language): RegExp {
  return REASON_AT[language];
}
const REASON_AT = Object.fromEntries(LANGUAGES.map((l) => [l, new RegExp(`^(?![\\s\\S]*${CUES[l].reason.source})|${CUES[l].reason.source}`, 'iu')])) as Record<Language, RegExp>;

/** A reason for visit of a few words that names the complaint ("Tryck i bröstet", "Sore throat for three days"). */
const MAX_REASON_WORDS = 8;
/** "Inte feber", "No weakness": a negative is never the reason for coming. */
const NEGATED_REASON = /^(?:\p{L}+\s+)?(?:inte|ingen|inget|inga|no|not|denies|does not|did not|has not|ikke|ei|kein|keine|nicht|verneint|yok|değil|لا|ليس)(?![\p{L}])/iu;

function namesComplaint(text: string, cue: RegExp | undefined, spoken: Language): boolean {
  const m = cue?.exec(text);
  const phrase = toCause(text, spoken, m ? m.index + m[0].length : 0);
  return words(phrase).length > 0 && words(phrase).length <= MAX_REASON_WORDS && !phrase.endsWith('…') && COMPLAINT.test(phrase) && !NEGATED_REASON.test(phrase);
}
