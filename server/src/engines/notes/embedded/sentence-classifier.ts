import {
  ASSESSMENT,
  CAUSE,
  CLINICIAN_ACTION,
  COMPLAINT,
  EXAMINATION,
  FILLER,
  HAS_NUMBER,
  IMPERATIVE,
  MEASUREMENTS,
  PATIENT_SPEECH,
  PATIENT_SPEECH_ADVERB,
  PLAN,
  PLAN_COMPOUND,
  TIME_AHEAD,
  RESULT,
  SAFETY_NET,
  SMALL_TALK,
  SUBJECTIVE,
  VITAL_TERMS,
} from './cue-lexicon.js';
import { alternation, words } from './text.js';

export type Slot = 'subjective' | 'objective' | 'assessment' | 'plan';
export type SentenceKind = Slot | 'cause' | 'drop';

/** A sentence with no cue is history only when long and naming a complaint; else chatter. */
const MIN_UNCUED_WORDS = 6;
/** "Då ska jag titta" is the clinician thinking aloud; a plan names what is done. */
const MIN_ACTION_WORDS = 5;

/** "Det här är kristallsjuka", "Det er en halsbetændelse": a condition named as what this is. */
const DIAGNOSTIC_LEAD =
  /^(?:(?:okej|okay|ok|så|so|well|ja|jo|nå|also|no niin|and|och|og|und)[,.]?\s+)*(?:(?:sammantaget|sammanfattningsvis|samlet sett|samlet set|alt i alt|insgesamt|overall|all in all|kaiken kaikkiaan)[,]?\s+(?:är det|er det|ist es|is (?:this|it)|it is|it's|this is|det är|det er|es ist|on kyseessä|rör det sig om|handlar det om)|(?:det här|detta|det|this|that|it|these|dette|det her|das|es|tämä|se|bu|هذا|هذه)\s+(?:är|is|are|er|ist|on|olur|looks|seems|verkar|virker|sieht|vaikuttaa|ser|låter|sounds|høres|lyder|klingt|kuulostaa|motsvarar|passar med|stämmer med|corresponds to|fits with|is consistent with|svarer til|passer med|stemmer med|entspricht|passt zu|vastaa|sopii)|it's|that's|(?:\p{L}+,?\s+)?(?:what you(?:'re| are)? describ\w*|det (?:du|ni) beskriver|det (?:du|dere|I) beskriver|was sie beschreiben|mitä kuvaat)\s+(?:låter|sounds|høres|lyder|klingt|kuulostaa)|(?:(?:إذن|طيب|يعني)\s+)?(?:هذا|هذه|عندك|عنده|عندها)(?=\s)|(?:i think|i believe|i suspect|jag tror|jag misstänker|jeg tror|jeg mistenker|jeg mistænker|ich denke|ich glaube|ich vermute)(?: att| that| at| dass)?,?\s+(?:det|this|it|you|du|dette|es|sie|patienten|the patient)\s+(?:är|is|has|have|har|er|ist|hat|haben))(?![\p{L}])/iu;

/**
 * A result reported, not ordered: a test taken before ("EKG:t vi tog i vila, sinusrytm 74",
 * "The x-ray we did showed...", "Die Blutwerte waren normal") is a finding even when said
 * among the plans.
 */
const RESULT_REPORT =
  /(?<![\p{L}])(?:(?:was|were|war|waren|oli|olivat)\s+(?:\p{L}+\s+)?\d|vi tog|tog vi|togs|har tagits|har tagit|tog jag|gjorde vi|vi gjorde|har svaret|svaret|svaren|visade|var normal\w*|var bra|we did|we took|we got|we ran|came back|showed|revealed|demonstrated|was normal|were normal|was negative|were negative|was positive|tok vi|vi tok|tog vi|vi tog|viste|svaret|var normalt?|wir haben .{0,30}gemacht|zeigte|ergab|war(?:en)? (?:normal|unauffällig)|otettiin|näytti|oli normaali|olivat normaalit|yaptık|çıktı|gösterdi|أظهر|أظهرت|كانت طبيعية|كان طبيعي)(?![\p{L}])/iu;
/** "Nu har vi proverna", "We have your results back": the clinician turning to the results, no result yet. */
const RESULTS_ANNOUNCED =
  /^(?:(?:nu|då|så|okej|ok|och|so|now|okay|and|well|nå|jetzt|also|nyt|no)[,]?\s+)*(?:har vi|vi har|we have|we've got|we got|i have|jag har|har jag|har vi fått|vi har fått|nå har vi|har vi nå|har vi nu|haben wir|wir haben|meillä on|on nyt)\s+(?:fått\s+|fået\s+|fått\s+|got\s+|die\s+)?(?:(?:alla|all|alle|kaikki)\s+)?(?:the\s+|your\s+|dina\s+)?(?:proverna|provsvaren|svaren|svaret|resultaten|results?|prøvesvarene|prøvene|prøverne|svarene|ergebnisse|befunde|werte|tulokset|vastaukset)(?:\s+(?:back|tillbaka|här|here|now|nu|da|nyt))*[.!]?$/iu;

/** The clinician naming their judgement as such. */
export const OWN_JUDGEMENT = /(?<![\p{L}])(?:min bedömning|my assessment|my impression|my diagnosis|min vurdering|meine einschätzung|meine diagnose|arvioni|değerlendirmem|تقييمي)(?![\p{L}])/iu;
/** The clinician naming what the patient has ("Det heter central serös korioretinopati", "What you've got is called..."). */
const NAMING_PHRASES = [
  'det heter', 'det kallas', 'kallas det', 'kallas den', 'det här kallas', 'detta kallas', 'kallar vi det', 'det kallar vi', 'det vi ser kallar vi', 'det här kallar vi', 'detta kallar vi', 'sånt kallar vi',
  'vi kallar det', 'det vi kallar', 'man kallar dem', 'man kallar det', 'kallar man det', 'något vi kallar', 'nåt vi kallar', 'det kaller vi',
  'kaller vi det', 'dette kalles', 'det kalder vi', 'kalder vi det', 'heter det', 'det betyder att du har', 'that means you have', 'das bedeutet, dass sie',
  'det kalles', 'det hedder', 'det du har heter', 'det du har kallas', 'det som kallas', 'det här heter', 'det her hedder', 'dette heter',
  'det her kaldes', 'what youve got is called', 'what you have is called', "what you've got is called", 'this is called', "it's called", 'its called', "that's what we call",
  'thats what we call', 'we call this', 'we call that', "that's called", 'thats called', 'das nennt man', 'se on nimeltään', 'ما نسميه',
  'ما يسمى', 'الذي نسميه', 'اسمه', 'يسمى', 'تسمى',
  // A threshold met: "that counts as chronic kidney disease", "det räknas som högt blodtryck".
  'that counts as', 'it counts as', 'this counts as', 'det räknas som', 'räknas det som', 'det regnes som', 'regnes det som', 'det tæller som', 'das gilt als',
  // "det betyder att han har fått diabetes" ("något som heter" is below: not after a test's name).
  'det betyder att han har', 'det betyder att hon har', 'betyder att du har fått', 'betyder att han har fått', 'betyder att hon har fått', 'that means she has', 'that means he has',
];
/** "han har hunnit utveckla något som heter ketoacidos": a name given, though not what a test looks for ("ett prov för något som heter fragil X"). */
const SOMETHING_CALLED = String.raw`(?<!(?:prov|provet|test|testet|prøve|prøven|tests?|testing) (?:för|for|på|of) )(?:något|nåt|noe|noget,?|something) (?:som heter|der hedder|called)`;
export const NAMES_DIAGNOSIS = new RegExp(`(?<![\\p{L}])(?:${alternation(NAMING_PHRASES, ' ')}|(?<=\\p{L}\\s)kallas(?=\\s+\\p{L})|(?:buna|bu duruma|bu tabloya) .{1,30} (?:diyoruz|denir)|bu,? .{1,40} (?:demek|anlamına geliyor)(?!\\s*(?:mi|mı|mu|mü))|${SOMETHING_CALLED})(?![\\p{L}])`, 'iu');

/** "Here's the assessment.", "Så, bedömningen.": the clinician turning to a part of the visit, nothing said yet. */
const PART_ANNOUNCED =
  /^(?:(?:so|okay|ok|now|and|så|okej|nu|och|då)[,]?\s+)*(?:here's|here is|let's do|let me give you|this is|det här är|här är|nu kommer)?\s*(?:the|my|a|min|mitt)?\s*(?:assessment|plan|assessment and plan|impression|bedömning(?:en)?|planering(?:en)?|vurdering(?:en)?|einschätzung|arvio)[.:!]?$/iu;

/** A result has a value or a word for one ("sinusrytm 74", "normal", "inga tecken på"). */
const RESULT_VALUE = /\d|(?<![\p{L}])(?:normal\w*|inga tecken|no sign|no evidence|ingen tegn|ingen tecken|keine zeichen|unauffällig|negativ\w*|positiv\w*|förhöjd\w*|elevated|high|low|låg\w*|hög\w*|forhøy\w*|forhøj\w*|erhöht|koholla|yüksek|düşük|مرتفع|طبيعي)(?![\p{L}])/iu;

export interface SentenceContext {
  /** The sentence names a condition more specific than a symptom (see diagnosis-matcher.ts). */
  namesDiagnosis?: boolean;
  /** The sentence says a condition more specific than a symptom is not there ("Det är ingen hjärtinfarkt"). */
  deniesDiagnosis?: boolean;
}

/**
 * Sorts one sentence into a part of the note. Order matters: what the clinician says they
 * will do is plan even in the first person; what the patient says of themselves is history
 * even when it names a drug or a swelling; measurements are objective even beside a symptom;
 * a judgement is assessment even when it names a plan word; questions and small talk never
 * enter the note (answered questions are folded into statements before this, see dialogue.ts).
 */
export function classifySentence(sentence: string, context: SentenceContext = {}): SentenceKind {
  const text = ` ${sentence.toLowerCase()} `;
  const tokens = words(sentence);
  if (tokens.length === 0) return 'drop';
  const contentWords = tokens.filter((t) => !FILLER.test(t));
  if (contentWords.length === 0) return 'drop';
  if (/[?؟]\s*$/.test(sentence.trim())) return 'drop';

  const measured = MEASUREMENTS.some((p) => p.test(text)) || (HAS_NUMBER.test(text) && VITAL_TERMS.test(text) && !TIME_AHEAD.test(text));
  const assessment = ASSESSMENT.test(text);
  const examination = EXAMINATION.test(text);
  const plan = PLAN.test(text) || PLAN_COMPOUND.test(text) || TIME_AHEAD.test(text) || IMPERATIVE.test(sentence.trim());
  const action = CLINICIAN_ACTION.test(text);
  const patient = PATIENT_SPEECH.test(text) || PATIENT_SPEECH_ADVERB.test(text);
  const subjective = SUBJECTIVE.test(text);
  const clinical = measured || assessment || examination || plan || action || patient || subjective;

  // "Tack, hej då" goes; "Vi ses igen om en vecka" and "Tack, blodtrycket är 130/80" stay.
  if (SMALL_TALK.test(text) && (!clinical || (tokens.length <= 6 && !measured && !TIME_AHEAD.test(text)))) return 'drop';
  if ((RESULTS_ANNOUNCED.test(sentence.trim()) || PART_ANNOUNCED.test(sentence.trim())) && !HAS_NUMBER.test(text)) return 'drop';
  if (CAUSE.test(text)) return 'cause';
  if (SAFETY_NET.test(sentence.trim()) && (plan || action || contentWords.length >= MIN_ACTION_WORDS)) return 'plan';
  if ((context.namesDiagnosis || context.deniesDiagnosis) && !patient && DIAGNOSTIC_LEAD.test(sentence.trim())) return 'assessment';
  // "... är min bedömning att du har IBS": the clinician's own judgement, though "min" is first person.
  if (OWN_JUDGEMENT.test(text) && !action) return 'assessment';
  // "EKG:t vi tog i vila, sinusrytm 74": a result told, even beside a plan word ("EKG").
  if (!patient && RESULT_REPORT.test(text) && RESULT_VALUE.test(text) && !TIME_AHEAD.test(text) && !action) return 'objective';
  if (action && plan) return 'plan';
  if (action && !patient && contentWords.length >= MIN_ACTION_WORDS) return 'plan';
  // "Så ses vi om tre månader med ett nytt HbA1c": a visit ahead, not a result.
  if (plan && !patient && TIME_AHEAD.test(text) && !MEASUREMENTS.slice(0, 3).some((p) => p.test(text))) return 'plan';
  if (assessment && !patient) return 'assessment';
  if (patient) return 'subjective';
  if (measured || RESULT.test(text)) return 'objective';
  if (assessment) return 'assessment';
  if (examination) return 'objective';
  if (plan) return 'plan';
  if (subjective) return 'subjective';
  return contentWords.length >= MIN_UNCUED_WORDS && COMPLAINT.test(text) ? 'subjective' : 'drop';
}
