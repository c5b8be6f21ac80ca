import { LANGUAGES, type Language } from '../../../contract/api.schema.js';
import type { DiagnosisCode } from '../note-generator.js';
import { assertTokens, CLAUSE_LINKS, negationNear, pronounRuleOuts, RELATIVE_PRONOUNS, spanAssertion, startsTrigger, tokenize, triggersFor, type Assertion, type Token } from './assertion.js';
import { closesQuestion } from './clean-input.js';
import { FIRST_PROBLEM } from './cue-lexicon.js';
import { ICD10, type Icd10Entry } from './icd10-codes.js';
import { alternation } from './text.js';

interface Trigger {
  entry: Icd10Entry;
  tokens: string[];
  /** The last token is a stem: it matches any word starting with it. */
  stem: boolean;
  /** Counts only in transcripts in these languages (a word that means something else elsewhere). */
  languages?: Language[];
}

/** Trigger words normalised as the text is ("parkinson's" -> "parkinsons"). */
const triggerTokens = (raw: string) => tokenize(raw).filter((t) => !t.punct && t.norm !== ',').map((t) => t.norm);

/**
 * A Nordic compound said without its joint -s- ("grenventrombos" for "grenvenstrombos"): each -s- between
 * consonants of a long one-word name may be left out, in the spoken Nordic languages only.
 */
function withoutJointS(word: string, languages: Language[] | undefined): string[] {
  if (word.length < MIN_JOINT_S_WORD || (languages && !languages.some((l) => JOINT_S_LANGUAGES.includes(l)))) return [];
  const variants: string[] = [];
  for (let k = MIN_COMPOUND_HEAD; k < word.length - MIN_COMPOUND_HEAD; k++) {
    if (word[k] === 's' && CONSONANT.test(word[k - 1]!) && CONSONANT.test(word[k + 1]!)) variants.push(word.slice(0, k) + word.slice(k + 1));
  }
  return variants;
}
const JOINT_S_LANGUAGES: Language[] = ['sv', 'nb', 'da'];
const MIN_JOINT_S_WORD = 10;
const MIN_COMPOUND_HEAD = 3;
const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;
const PREFIX = 3;
/** Triggers of each language indexed by their first word (exact) or its first letters (stems), built once. */
type TriggerIndex = Record<Language, Map<string, Trigger[]>>;
const BY_FIRST_WORD = Object.fromEntries(LANGUAGES.map((l) => [l, new Map()])) as TriggerIndex;
const BY_PREFIX = Object.fromEntries(LANGUAGES.map((l) => [l, new Map()])) as TriggerIndex;
const addTrigger = (index: TriggerIndex, key: string, trigger: Trigger) => {
  for (const language of trigger.languages ?? LANGUAGES) {
    const list = index[language].get(key);
    if (list) list.push(trigger);
    else index[language].set(key, [trigger]);
  }
};
for (const entry of ICD10.entries) {
  for (const tagged of entry.triggers) {
    const [raw = '', tag] = tagged.split('@');
    const stem = raw.endsWith('*');
    const tokens = triggerTokens(stem ? raw.slice(0, -1) : raw);
    if (tokens.length === 0) continue;
    const trigger: Trigger = { entry, tokens, stem, ...(tag ? { languages: tag.split('+') as Language[] } : {}) };
    if (stem && tokens.length === 1) addTrigger(BY_PREFIX, tokens[0]!.slice(0, PREFIX), trigger);
    else addTrigger(BY_FIRST_WORD, tokens[0]!, trigger);
    if (!stem) for (const variant of withoutJointS(tokens[0]!, trigger.languages)) addTrigger(BY_FIRST_WORD, variant, { ...trigger, tokens: [variant, ...tokens.slice(1)], languages: JOINT_S_LANGUAGES.filter((l) => !trigger.languages || trigger.languages.includes(l)) });
  }
}
const MAX_CODES = 4;
const CONTRADICTING_SENTENCES = 2;
/** For each code, the codes that name the same condition more generally (the inverse of lessSpecificThan). */
const MORE_GENERAL = new Map<string, string[]>();
for (const [general, specifics] of Object.entries(ICD10.lessSpecificThan)) for (const code of specifics) MORE_GENERAL.set(code, [...(MORE_GENERAL.get(code) ?? []), general]);
const NEGATING_PREFIX = /(?<![\p{L}])(?:non|icke|ikke|nicht|ei)-$/iu;
/** Without a diagnosis, the complaint is coded, not every symptom told on the way: a second one was, in 12 of 13 dev visits, explained by a diagnosis the engine missed. */
const MAX_SYMPTOM_CODES = 1;
/** "Mr Parkinson", "fru Lund": a condition word that is a person's name. */
/**
 * "Parkinsons sjukdom brukar börja på ena sidan", "En demens kommer smygande", "Asthma usually starts
 * in childhood": a condition opening the sentence, bare or with "en", as the subject of what it
 * usually does, is said of the disease in general. Not its definite form ("migränen brukar komma"),
 * nor with a pronoun after the verb ("migrän brukar jag få"): that is the patient's.
 */
const HABITUAL_VERBS = new Set(['brukar', 'drabbar', 'smittar', 'debuterar', 'innebär', 'betyder', 'kännetecknas', 'uppstår', 'utvecklas', 'pleier', 'rammer', 'betyr', 'usually', 'typically', 'tends', 'affects', 'means']);
const INDEFINITE_VERBS = new Set(['kommer', 'ger', 'börjar', 'sitter', 'går', 'comes', 'starts', 'causes', 'gives']);
const INDEFINITE = new Set(['en', 'ett', 'a', 'an']);
const SUBJECT_PRONOUNS = new Set(['jag', 'du', 'hon', 'han', 'vi', 'ni', 'man', 'det', 'i', 'you', 'she', 'he', 'we', 'they', 'it', 'jeg', 'hun', 'dere', 'de']);
const DEFINITE_ENDING = /(?:en|et|na)$/u;
const DISEASE_WORDS = new Set(['sjukdom', 'disease', 'syndrom', 'syndrome', 'sykdom']);

function saidInGeneral(tokens: string[], start: number, end: number, spoken: Language): boolean {
  // Only "och", "men", "så" and an article may come before it ("Och en demens kommer...").
  let i = start - 1;
  const article = INDEFINITE.has(tokens[i] ?? '');
  if (article) i--;
  if (CLAUSE_LINKS.has(tokens[i] ?? '')) i--;
  if (i >= 0) return false;
  const after = DISEASE_WORDS.has(tokens[end] ?? '') ? end + 1 : end; // "Parkinsons sjukdom brukar"
  const verb = tokens[after] ?? '';
  // A bare Nordic noun is the generic one too ("Bechterew sitter i lederna mellan bäckenet och ryggen").
  if (!(HABITUAL_VERBS.has(verb) || ((article || NORDIC.has(spoken)) && INDEFINITE_VERBS.has(verb)))) return false;
  const next = tokens[after + 1] ?? '';
  // "i" is the English pronoun, elsewhere the preposition ("sitter i lederna").
  if (SUBJECT_PRONOUNS.has(next) && (next !== 'i' || spoken === 'en')) return false;
  return !(NORDIC.has(spoken) && DEFINITE_ENDING.test(tokens[end - 1]!));
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mister', 'missus', 'dr', 'doctor', 'herr', 'fru', 'fröken', 'doktor', 'frau', 'hr', 'bay', 'bayan']);

export interface DiagnosisSentence {
  /** The sentence's mentions when already found (see findConditions), to not search twice. */
  mentions?: ConditionMention[];
  text: string;
  /** Diagnostic statements count first; symptoms only when nothing more specific is said. */
  isAssessment: boolean;
  /** The clinician's examination or a result ("what I see is a proximal humerus fracture"): next after the assessment. */
  isFinding?: boolean;
  /** A finding read from a test or image ("På röntgen syns ett brott"): it settles what an examination only suggests. */
  isResult?: boolean;
  /** Said as the clinician's judgement ("Det du har är...", "My impression is..."): the main diagnosis before others stated. */
  isJudgement?: boolean;
  /** Said in the visit's closing assessment and plan: a judgement there settles one said on the way ("Det är en typisk järnbrist" with the results, the cause of it named at the end). */
  closing?: boolean;
  /** Said by the clinician: a condition the clinician names counts before one the patient brings up. */
  byClinician?: boolean;
  /** Said by the clinician, or in speech without labels by a speaker not known to be the patient. */
  maybeClinician?: boolean;
  /** Said by the patient or a relative (a speaker known not to be the clinician). */
  byPatient?: boolean;
}

/** A condition term said in a sentence: its word positions, its words as said, and its assertion. */
export interface ConditionMention {
  entry: Icd10Entry;
  start: number;
  end: number;
  surface: string;
  status: Assertion;
  /** Denied right before the term ("not Parkinson's", "inte vattkoppor", "ingen fraktur"), not by a trigger further away. */
  ruledOut?: boolean;
  /** A negation is said close by that no trigger placed ("Migrän, nja, inte så troligt"): it may be a rule-out. */
  negationNear?: boolean;
}

interface Hit extends ConditionMention {
  sentence: number;
  assessment: boolean;
  finding: boolean;
  result: boolean;
  judgement: boolean;
  closing: boolean;
  byClinician: boolean;
  maybeClinician: boolean;
  byPatient: boolean;
  /** Named as the problem a problem-oriented assessment takes first ("for your first problem of nicotine dependence"). */
  firstProblem: boolean;
  /** Named as the evidence for a diagnosis named after it ("matala kalium ... sopivat primaariseen hyperaldosteronismiin"). */
  evidence: boolean;
  /** A negation no trigger placed is close by, or the thought is left open: the mention may be a rule-out. */
  doubted: boolean;
  /** The visit also says the patient does not have it ("nej jag har aldrig haft astma"). */
  deniedElsewhere: boolean;
}

/**
 * Finds the ICD-10 codes a consultation supports (labels in the output `language`, triggers
 * in any language, language-tagged ones only in the `spoken` one): trigger terms in all eight languages,
 * skipping negated mentions ("ingen feber", "no chest pain") and terms inside a longer
 * matched term ("typ 2-diabetes" is E11.9, not also E14.9). Diagnoses stated in the
 * assessment come first; symptom codes (R) are used only when no diagnosis is found.
 */
export function matchDiagnoses(sentences: DiagnosisSentence[], language: Language, spoken: Language = language, limit = MAX_CODES): DiagnosisCode[] {
  const mentions = sentences.map((sentence) => sentence.mentions ?? findMentions(sentence.text, spoken));
  // What the clinician rules out in the assessment ("This is not Parkinson's disease") is not
  // coded from a mention elsewhere ("Mona wants me to ask about Parkinson's").
  // Only the term ruled out: "Det är inte förmaksflimmer" leaves "förmaksfladder", which shares its code.
  const ruledOut = mentions.flatMap((list, index) => (sentences[index]!.isAssessment ? list.filter((m) => m.ruledOut) : []));
  const vetoed = (m: ConditionMention) => ruledOut.some((r) => r.entry.code === m.entry.code && sameTerm(r.surface, m.surface));
  // A denial the clinician contradicts, saying the patient has it in several sentences ("Astman är inte under kontroll"), was about someone else.
  const clinicianSays = new Map<string, number>();
  mentions.forEach((list, index) => {
    if (!sentences[index]!.byClinician) return;
    for (const code of new Set(list.filter((m) => m.status === 'present' && !m.negationNear).map((m) => m.entry.code))) clinicianSays.set(code, (clinicianSays.get(code) ?? 0) + 1);
  });
  const denied = new Set([...deniedCodes(mentions.flat())].filter((code) => (clinicianSays.get(code) ?? 0) < CONTRADICTING_SENTENCES));
  const hits = mentions.flatMap((list, index) => {
    const { text } = sentences[index]!;
    const firstCue = FIRST_PROBLEM.exec(text);
    const concluding = CONCLUDES.exec(text);
    return list
      .filter((m) => (m.status === 'present' || (m.status === 'historical' && diagnosedChronic(text, m))) && !vetoed(m))
      .map((m) => {
        const firstProblem = firstCue !== null && namedFirst(text, firstCue, m.surface);
        return {
          ...m,
          sentence: index,
          // The problem an assessment takes first is stated, though said in the plan ("So, for your first problem of ..., I will start ...").
          assessment: sentences[index]!.isAssessment || firstProblem,
          finding: sentences[index]!.isFinding ?? false,
          result: sentences[index]!.isResult ?? false,
          judgement: sentences[index]!.isJudgement ?? false,
          closing: sentences[index]!.closing ?? false,
          firstProblem,
          byClinician: sentences[index]!.byClinician ?? false,
          maybeClinician: sentences[index]!.maybeClinician ?? sentences[index]!.byClinician ?? false,
          byPatient: sentences[index]!.byPatient ?? false,
          evidence: concluding !== null && evidenceIn(text, concluding, m, list),
          // "astma sitter längre ner, ... det här tyder inte på astma": a term the same sentence also denies was said in general.
          doubted: (m.negationNear ?? false) || TRAILS_OFF.test(text) || list.some((o) => o.status === 'absent' && o.entry.code === m.entry.code && sameTerm(o.surface, m.surface)),
          deniedElsewhere: denied.has(m.entry.code),
        };
      });
  });
  const codes: DiagnosisCode[] = [];
  const seen = new Set<string>();
  const chosen = choose(hits);
  const most = chosen.every(isSymptom) ? MAX_SYMPTOM_CODES : limit;
  for (const hit of chosen) {
    if (seen.has(hit.entry.code)) continue;
    seen.add(hit.entry.code);
    codes.push({
      code: hit.entry.code,
      system: language === 'sv' ? 'ICD-10-SE' : 'ICD-10',
      label: language === 'sv' ? hit.entry.sv : hit.entry.en,
    });
    if (codes.length >= most) break;
  }
  return codes;
}

const STREP_POSITIVE = /(?<![\p{L}])(?:strep(?:tokock|tococc|tokokk|tokok)?\p{L}*(?:[\s-]+a)?(?:[\s-]+(?:snabbtest|test|testet|provet|schnelltest|hurtigtest|pikatesti|testi))?(?:[\s-]+(?:är|var|was|is|came back|er|var|ist|oli|on|war))?[\s-]+(?:positiv|positive|positivt|positiivinen|pozitif)|positive? (?:rapid )?strep|positivt strep)/iu;
const STREP_NEGATIVE = /(?<![\p{L}])(?:negativ|negative|negatiivinen|negatif|inte positiv|not positive|ikke positiv|nicht positiv)(?![\p{L}])/iu;
/** Glucose-lowering drugs used in type 2 diabetes only (not insulin, not the GLP-1 drugs also given for weight). */
const TYPE_2_DRUGS = /(?<![\p{L}])(?:metformin|metformiin|glucophage|glipizid|glimepirid|glibenclamid|gliklazid|gliclazid|sitagliptin|saxagliptin|linagliptin|alogliptin|vildagliptin|januvia|empagliflozin|jardiance|dapagliflozin|forxiga|farxiga|canagliflozin|ertugliflozin|pioglitazon|repaglinid|akarbos|acarbos|trulicity|dulaglutid|ميتفورمين|غليكلازيد|جليكلازيد|غليبنكلاميد|سيتاجليبتين)/iu;
/** A type 1 diabetes said in an answer ("Ja, typ 1, sen jag var nio"), not denied in its sentence; not the Swedish filler "typ ett år", "typ 1 gång". */
const TYPE_1 = /(?<![\p{L}])(?:typ|type|tyypin|tyyppi|tip)[\s-]*(?:1|ett|one|ykkös|bir)(?![\p{L}\d])(?!\s*(?:[-–]|\d|eller|till|or|to|gång\p{L}*|år\p{L}*|dag\p{L}*|veck\p{L}*|månad\p{L}*|tim\p{L}*|minut\p{L}*|time|times|year\p{L}*|day\p{L}*|week\p{L}*|month\p{L}*|hour\p{L}*|kilo\p{L}*|procent|percent))|النوع الأول/iu;
const DENIED = /(?<![\p{L}])(?:inte|not|ikke|nicht|kein|ei|değil|ليس|مش|no|nej|nei)(?![\p{L}])/iu;
/** A lithium drug named in the visit. */
const LITHIUM = /(?<![\p{L}])(?:litium\p{L}*|lithium|lithionit|litiumkarbonat|lithiumcarbonat|priadel|camcolit|quilonum|lityum|الليثيوم)(?![\p{L}])/iu;
/** Adhesions: an ileus with them is an adhesive ileus. */
const ADHESIONS = /(?<![\p{L}])(?:sammanväxning\p{L}*|adherens\p{L}*|adhesion\p{L}*|adhäsion\p{L}*|verwachsung\p{L}*|sammenvoksning\p{L}*|adhærence\p{L}*|kiinnik\p{L}*|yapışıklı\p{L}*|التصاقات)/iu;
/** Genital sites: herpes there is genital herpes. */
const GENITAL = /(?<![\p{L}])(?:underliv\p{L}*|könsorgan\p{L}*|blygdläpp\p{L}*|slidöppning\p{L}*|slidan|vulva|penis|penisen|ollon\p{L}*|förhud\p{L}*|genital\p{L}*|labia|vagina\p{L}*|kjønnsorgan\p{L}*|skamlepp\p{L}*|kønsorgan\p{L}*|kønslæber\p{L}*|genitalbereich|schamlippe\p{L}*|sukuelim\p{L}*|häpyhuul\p{L}*|genital bölge\p{L}*|الأعضاء التناسلية)(?![\p{L}])/iu;
const WART = 'B07';
/** Breastfeeding and the breasts (sv, nb, da), where a "vårta" is a nipple. */
const BREAST_VISIT = /(?<![\p{L}])(?:amm(?:ar|a|ade|ning\p{L}*|ing\p{L}*|er|e|ede)|bröstvårt\p{L}*|bröstet|brösten|bröstmjölk\p{L}*|mastit\p{L}*|brystvort\p{L}*|brystet|brystene|brysterne|morsmelk\p{L}*|modermælk\p{L}*|mastitt\p{L}*)(?![\p{L}])/iu;
/** Eczema sites of the elbow and knee creases. */
const FLEXURAL = /(?<![\p{L}])(?:armveck\p{L}*|knäveck\p{L}*|böjveck\p{L}*|bakom knäna|elbow creases?|behind (?:the|his|her|my) knees|inside of (?:the|his|her|my) elbows|albuetaive\p{L}*|polvitaive\p{L}*|albuebøj\p{L}*|knæhas\p{L}*|albuebøy\p{L}*|knehas\p{L}*|armbeuge\p{L}*|kniekehle\p{L}*|dirsek iç\p{L}*|diz arka\p{L}*|ثنية الكوع|ثنيات الكوع|خلف الركبت\p{L}*)/iu;
/** Foods that cause anaphylaxis: with one eaten, anaphylaxis is food anaphylaxis. */
const FOOD_ALLERGEN = /(?<![\p{L}])(?:(?:pea|cashew |hazel|wal|brazil |pecan |pistachio )?nuts?|peanuts?|cashews?|shellfish|shrimps?|prawns?|sesame|jordnöt\p{L}*|nötter|nöt|cashewnöt\p{L}*|hasselnöt\p{L}*|valnöt\p{L}*|räkor|skaldjur|sesam|peanøtt\p{L}*|nøtter|nødder|jordnød\p{L}*|reker|rejer|skalldyr|skaldyr|erdnuss\p{L}*|nüsse|nuss|haselnuss\p{L}*|garnelen|meeresfrüchte|maapähkinä\p{L}*|pähkinä\p{L}*|katkarap\p{L}*|fıstık|fındık|ceviz|karides|kabuklu deniz|فول سوداني|فستق|مكسرات|جوز|روبيان|قريدس)(?![\p{L}])/iu;
/** Eaten, or found in what was eaten: the food is the patient's trigger, not a relative's allergy told on the way. */
const EATEN = /(?<![\p{L}])(?:åt|ätit|äter|ate|eaten|eating|spiste|spist|aß|gegessen|söi|syönyt|yedi|yedikten|yemiş|أكل|أكلت|hidden in|innehöll|contained|reagerade på|reacted to|reaktion mot|reaktionen mot|reaction to|reaksjon på|reaktion på|reaktion auf|i såsen|i maten|in the sauce|in the food)(?![\p{L}])/iu;
/** Anaemia with iron deficiency named or iron prescribed is iron-deficiency anaemia. */
const IRON_DEFICIENCY = /(?<![\p{L}])(?:järnbrist|för lite järn|brist på järn|lågt järn|låga järnvärden|for lite jern|for lidt jern|zu wenig eisen|liian vähän rautaa|not enough iron|low on iron|demir düşük|الحديد واطي|الحديد قليل|نقص حديد|järntablett\p{L}*|iron deficiency|iron[- ]deficient|low iron|iron (?:tablets?|supplements?|pills?)|ferrous|raudanpuut\p{L}*|rautalääk\p{L}*|jernmangel|jerntablett\p{L}*|eisenmangel|eisentablett\p{L}*|demir eksikliği|demir ilac\p{L}*|نقص الحديد|حبوب الحديد)/iu;

/** A cervical level ("C5-C6", "c6-roten"): a disc herniation with radiculopathy there is in the neck (M50.1, not the lumbar M51.1). */
const CERVICAL_LEVEL = /(?<![\p{L}\d])c\s?[2-7](?:\s?[-–/]\s?c?\s?[3-8])?(?![\d\p{L}])/iu;

/** A nose site: a furuncle there is a nasal one (J34.0). */
const NOSE = /(?<![\p{L}])(?:i näsan|näsöppning\p{L}*|näsborr\p{L}*|näsving\p{L}*|näsgång\p{L}*|in (?:the|his|her|my|your) nose|nostrils?|i nesen|nesebor\p{L}*|neseåpning\p{L}*|i næsen|næsebor\p{L}*|in der nase|nasenloch|nasenlöcher|nasenvorhof|nenässä|sieraime\p{L}*|burnunda|burun deliğ\p{L}*|في الأنف|في أنف\p{L}*|فتحة الأنف)(?![\p{L}])/iu;
/** A furuncle or boil named. */
const FURUNCLE = /(?<![\p{L}])(?:furunk\p{L}*|böld\p{L}*|byll\p{L}*|byld\p{L}*|boils?|furuncles?|paise\p{L}*|fronkül\p{L}*|çıban\p{L}*|دمل\p{L}*|خراج)(?![\p{L}])/iu;
/** Words that put a condition down to a cause ("beror på", "due to the", "kommt vom"), the cause after them. */
const CAUSE_LEAD = String.raw`(?:pekar på|beror på|kommer av|kommer från|kommer fra|kommer af|orsakad av|orsakat av|på grund av|på grunn av|pga|skyldes|av|due to|caused by|related to|because of|from|durch(?: das| die)?|wegen(?: des| der)?|kommt vom|kommt von)\s+(?:the\s+|all the\s+|your\s+|din\s+|dit\s+)?`;
/** A cause named after a lead ("pekar på alkoholen", "es kommt vom Cortison"), or one of the words that name the cause in the condition ("alkoholbedingt"). */
const causedBy = (cause: string, named: string) => new RegExp(String.raw`(?<![\p{L}])(?:${CAUSE_LEAD}(?:${cause})|${named})(?![\p{L}])`, 'iu');
/** Alcohol named as the cause ("pekar på alkoholen", "due to the alcohol", "alkoholbedingt"). */
const ALCOHOL_CAUSE = causedBy(
  String.raw`alkohol\p{L}*|alcohol|drinking|drickandet|spriten|vinet`,
  String.raw`alkoholrelater\p{L}*|alcohol[- ]related|alkoholbedingt\p{L}*|alkoholtoxisch\p{L}*|alkoholin aiheuttama\p{L}*|alkole bağlı|بسبب الكحول`,
);
/** Cortisone or a steroid named as the cause ("es kommt vom Cortison", "due to the steroids", "kortisonutlöst", "kortisonin aiheuttama"). */
const STEROID = String.raw`(?:cortison|kortison|prednisolon|prednison|steroid|glukokortikoid|glucocorticoid|kortikosteroid|corticosteroid)\p{L}*`;
const STEROID_CAUSE = causedBy(STEROID, String.raw`${STEROID}(?:-|\s)?(?:induziert\p{L}*|induced|utlöst|utløst|induceret|bedingt\p{L}*)|${STEROID}\s+(?:aiheuttama\p{L}*|johtuva\p{L}*)`);

/** The diagnosis made at a time said ("diagnosed three years ago", "fick diagnosen för tio år sedan"), or the condition given as the patient's history ("a history of congestive heart failure"). */
const DIAGNOSED = /(?<![\p{L}])(?:diagnosed|(?<!family )(?:past |prior |significant )?(?:medical )?history (?:of|significant for|is significant for)|diagnosticerad\p{L}*|fick diagnosen|fått diagnosen|fick du diagnosen|diagnostisert|fikk diagnosen|diagnosticeret|fik diagnosen|diagnostiziert|wurde .{0,30}festgestellt|todettiin|diagnosoitiin|tanı(?:sı)? kondu|teşhis(?:i)? kondu|تم تشخيص|تشخصت|شخصوني)(?![\p{L}])/iu;
/**
 * A long-standing condition told as diagnosed in the past, or as the patient's history, is the patient's still: diabetes
 * found ten years ago has not gone. Only with the words close to its name: "asthma as a child, and she was diagnosed with
 * diabetes last year" leaves the asthma in the past.
 */
function diagnosedChronic(text: string, m: ConditionMention): boolean {
  if (!ICD10.comorbidities.has(m.entry.code) || m.negationNear) return false;
  const at = text.toLowerCase().indexOf(m.surface.toLowerCase());
  return at >= 0 && DIAGNOSED.test(text.slice(Math.max(0, at - DIAGNOSED_REACH_CHARS), at + m.surface.length + DIAGNOSED_REACH_CHARS));
}
/** How far from a condition's name "diagnosed" or "history of" may stand, in characters. */
const DIAGNOSED_REACH_CHARS = 40;

/** How far before a specifying phrase a negation denies it ("inte typ 1", "ingen järnbrist"), in characters. */
const DENIED_REACH_CHARS = 30;
/** Whether `phrase` is said in `sentence` with no negation right before it ("blodbrist som beror på för lite järn, ... går inte att ta" says it). */
function saidPlainly(sentence: string, phrase: RegExp): boolean {
  const found = phrase.exec(sentence);
  return found !== null && !DENIED.test(sentence.slice(Math.max(0, found.index - DENIED_REACH_CHARS), found.index + found[0].length));
}

/**
 * Codes made more specific by what else the visit says: a tonsillitis or pharyngitis with a
 * positive strep test ("Strep A är positiv", "the rapid strep came back positive") is the
 * streptococcal one; "diabetes" with type 1 said in an answer is type 1; with a type 2 drug
 * (metformin, an SGLT2 or DPP-4 inhibitor, a sulfonylurea) and no type named it is type 2;
 * anaemia with iron deficiency or iron tablets is iron-deficiency anaemia; a disc herniation with
 * radiculopathy at a cervical level is the cervical one; a fatty liver put down to alcohol is alcoholic.
 */
const SPECIFIC_FORMS: { forms: Record<string, string>; applies(sentences: string[], codes: DiagnosisCode[], lines: string[]): boolean }[] = [
  {
    forms: { 'J03.9': 'J03.0', 'J02.9': 'J02.0' },
    applies: (sentences) => sentences.some((s) => STREP_POSITIVE.test(s) && !STREP_NEGATIVE.test(s.slice(s.search(STREP_POSITIVE)))),
  },
  {
    // Diabetes in a chronic pancreatitis is pancreatogenic (type 3c), unless a type is named.
    forms: { 'E14.9': 'E13.9' },
    applies: (_sentences, codes) => codes.some((c) => c.code.startsWith('K86')),
  },
  {
    forms: { 'E14.9': 'E10.9' },
    // A short answer ("Typ ett."), which may leave no statement, is read from the line as said.
    applies: (sentences, codes, lines) =>
      !codes.some((c) => c.code.startsWith('E10') || c.code.startsWith('E11')) && [...sentences, ...shortAnswers(lines)].some((s) => saidPlainly(s, TYPE_1)),
  },
  {
    // Anaphylaxis after a food named in the visit ("cashew hidden in the sauce", "räkor", "jordnötter").
    forms: { 'T78.2': 'T78.0' },
    applies: (sentences) => sentences.some((s) => EATEN.test(s) && saidPlainly(s, FOOD_ALLERGEN)),
  },
  {
    forms: { 'M51.1': 'M50.1' },
    applies: (sentences) => sentences.some((s) => CERVICAL_LEVEL.test(s)),
  },
  {
    // A fatty liver the clinician puts down to alcohol is an alcoholic fatty liver.
    forms: { 'K76.0': 'K70.0' },
    // Read from the lines as said: a statement may be cut after the "not" ("..., not because of alcohol").
    applies: (_sentences, _codes, lines) => lines.some((s) => saidPlainly(s, ALCOHOL_CAUSE)),
  },
  {
    // A furuncle in the nose is a nasal furuncle; said in the same sentence, so a boil in the armpit stays where it is.
    forms: { 'L02.9': 'J34.0' },
    applies: (sentences) => sentences.some((s) => NOSE.test(s) && saidPlainly(s, FURUNCLE)),
  },
  {
    // A Cushing's syndrome the clinician puts down to cortisone is a drug-induced one.
    forms: { 'E24.9': 'E24.2' },
    applies: (sentences) => sentences.some((s) => saidPlainly(s, STEROID_CAUSE)),
  },
  {
    forms: { 'D64.9': 'D50.9' },
    applies: (sentences) => sentences.some((s) => saidPlainly(s, IRON_DEFICIENCY)),
  },
  {
    // A depression in a patient on lithium is a bipolar one; a mania is one episode, whoever in the family took lithium.
    forms: { 'F32.9': 'F31.9', 'F33.9': 'F31.9' },
    applies: (sentences) => sentences.some((s) => LITHIUM.test(s)),
  },
  {
    // Both a mania and a depression are a bipolar disorder.
    forms: { 'F32.9': 'F31.9', 'F30.9': 'F31.9', 'F33.9': 'F31.9' },
    applies: (_sentences, codes) => codes.some((c) => c.code.startsWith('F30')) && codes.some((c) => c.code.startsWith('F32') || c.code.startsWith('F33')),
  },
  {
    forms: { 'K56.7': 'K56.5', 'K66.0': 'K56.5' },
    applies: (sentences, codes) => codes.some((c) => c.code === 'K56.7') && sentences.some((s) => saidPlainly(s, ADHESIONS)),
  },
  {
    forms: { 'B00.9': 'A60.0' },
    applies: (sentences) => sentences.some((s) => saidPlainly(s, GENITAL)),
  },
  {
    // Eczema in the elbow and knee creases is atopic eczema.
    forms: { 'L30.9': 'L20.9' },
    applies: (sentences) => sentences.some((s) => FLEXURAL.test(s)),
  },
  {
    forms: { 'E14.9': 'E11.9' },
    // A type 2 drug named anywhere in the visit, also in a medication list the statements leave out.
    applies: (sentences, codes, lines) => !codes.some((c) => c.code.startsWith('E10') || c.code.startsWith('E11')) && [...sentences, ...lines].some((s) => TYPE_2_DRUGS.test(s)),
  },
];

/** Injuries of no named body region, by the kind of injury of the grid they are. */
const UNPLACED_INJURY: Record<string, string> = { 'T14.0': 'contusion', 'T14.1': 'wound', 'T14.2': 'fracture', 'T14.3': 'sprain', 'T30.0': 'burn', 'M71.9': 'bursitis' };

/**
 * "My impression is that you probably have a contusion": an injury named without its site is at the body
 * part the visit speaks of most, when the grid has that injury there.
 */
function placedInjury(code: string, siteCounts: () => Map<string, number>): string | undefined {
  const kind = UNPLACED_INJURY[code];
  if (!kind) return undefined;
  const [part] = [...siteCounts()].filter(([p]) => ICD10.siteGrid.codes[`${p}.${kind}`]).sort((a, b) => b[1] - a[1])[0] ?? [];
  return part ? ICD10.siteGrid.codes[`${part}.${kind}`] : undefined;
}

/** A line that opens with a sentence of at most this many words ("Typ ett.", "Ja, typ 1.") answers a question. */
const SHORT_ANSWER_WORDS = 4;
const firstSentence = (line: string) => (line.replace(/^[^:]{1,20}:/u, '').trim().split(/[.!?]/u)[0] ?? '').trim();
const shortAnswers = (lines: string[]) => lines.map(firstSentence).filter((s) => s.split(/\s+/).length <= SHORT_ANSWER_WORDS);

/**
 * Each code in the specific form the visit supports (see SPECIFIC_FORMS, placedInjury); a code given twice that way is kept once.
 * `sentences`: the visit's statements; `lines`: its lines as said.
 */
export function withSpecificForms(codes: DiagnosisCode[], sentences: string[], language: Language, lines: string[]): DiagnosisCode[] {
  // How often the visit names each body part, in all it says (a line left out of the note names it too): counted once, and only for an injury without its site.
  let counts: Map<string, number> | undefined;
  const siteCounts = () => {
    if (counts) return counts;
    counts = new Map<string, number>();
    for (const line of lines) for (const [part] of occurrences(triggerTokens(line), SITES)) counts.set(part, (counts.get(part) ?? 0) + 1);
    return counts;
  };
  let out = codes.map((c) => {
    const entry = ENTRY_BY_CODE.get(placedInjury(c.code, siteCounts) ?? '');
    return entry ? { code: entry.code, system: c.system, label: language === 'sv' ? entry.sv : entry.en } : c;
  });
  out = out.filter((c, i) => out.findIndex((o) => o.code === c.code) === i);
  // "hon tar mest vårtan", "blodig vätska från vårtan": in a visit about the breasts or breastfeeding the Nordic "vårta"/"vorte" is the nipple.
  if (out.some((c) => c.code === WART) && lines.some((line) => BREAST_VISIT.test(line))) out = out.filter((c) => c.code !== WART);
  for (const { forms, applies } of SPECIFIC_FORMS) {
    if (!out.some((c) => forms[c.code]) || !applies(sentences, out, lines)) continue;
    const next: DiagnosisCode[] = [];
    for (const c of out) {
      const entry = forms[c.code] ? ENTRY_BY_CODE.get(forms[c.code]!) : undefined;
      const specific = entry ? { code: entry.code, system: c.system, label: language === 'sv' ? entry.sv : entry.en } : c;
      if (!next.some((o) => o.code === specific.code)) next.push(specific);
    }
    out = next;
  }
  return out;
}

/** Words that conclude from the findings before them to the diagnosis after ("talar för", "consistent with", "sopivat"): the findings are its evidence. */
const CONCLUDES = /(?<![\p{L}])(?:talar (?:starkt |mest )?för|passar (?:bäst )?med|stämmer med|förenligt med|taler for|passer med|forenlig med|consistent with|fits with|fit with|in keeping with|points to|point to|spricht für|sprechen für|passt zu|passen zu|vereinbar mit|sopivat|sopii|viittaa|viittaavat|uyumlu|düşündürüyor|يتوافق مع|تشير إلى)(?![\p{L}])/iu;
/** How far after "first problem" its name may start ("for your first problem, which is your ..."). */
const FIRST_PROBLEM_REACH = 30;
function namedFirst(text: string, cue: RegExpExecArray, surface: string): boolean {
  const at = text.indexOf(surface, cue.index);
  return at >= 0 && at - (cue.index + cue[0].length) <= FIRST_PROBLEM_REACH;
}

function evidenceIn(text: string, verb: RegExpExecArray, mention: ConditionMention, mentions: ConditionMention[]): boolean {
  const at = text.indexOf(mention.surface);
  return at >= 0 && at < verb.index && mentions.some((o) => o.entry.code !== mention.entry.code && text.indexOf(o.surface, verb.index) >= 0);
}

/** The codes of the conditions said as denied among `mentions` ("nej jag har aldrig haft astma"). */
export const deniedCodes = (mentions: ConditionMention[]): Set<string> => new Set(mentions.filter((m) => m.status === 'absent').map((m) => m.entry.code));

/** The condition terms said in one sentence, each with its assertion; a term inside a longer one is not its own. */
export function findMentions(text: string, spoken: Language): ConditionMention[] {
  return analyseSentence(text, spoken).mentions;
}

/**
 * A sentence's words, the assertion of each, and the condition terms in it: one pass for all three.
 * `pointsBack`: a pronoun in it rules out what the words before it named ("..., så det kan vi lägga åt sidan" cut from them).
 */
export function analyseSentence(text: string, spoken: Language): { tokens: Token[]; status: Assertion[]; mentions: ConditionMention[]; pointsBack: boolean } {
  const all = tokenize(text);
  const status = assertTokens(all, spoken);
  const at = all.map((_, i) => i).filter((i) => !all[i]!.punct && all[i]!.norm !== ',');
  const sentence: SentenceWords = { text, spoken, all, status, at, tokens: at.map((i) => all[i]!.norm) };
  const { tokens } = sentence;
  const found: ConditionMention[] = [];
  const [byFirstWord, byPrefix] = [BY_FIRST_WORD[spoken], BY_PREFIX[spoken]];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    lookUp(sentence, byFirstWord.get(token), i, found);
    lookUp(sentence, byPrefix.get(token.slice(0, PREFIX)), i, found);
    for (const base of baseForms(token, spoken)) lookUp(sentence, byFirstWord.get(base), i, found);
    for (const compound of splitCompounds(tokens, i, spoken)) {
      lookUp(sentence, byFirstWord.get(compound.word), i, found, compound);
      lookUp(sentence, byPrefix.get(compound.word.slice(0, PREFIX)), i, found, compound);
    }
  }
  // A term of the table ("vrickat foten", "rheumatoid arthritis") wins over the grid's reading
  // of the same words, unless the grid's reading is longer and holds it ("osteoarthritis of the hip").
  found.push(...findSiteConditions(all, status, at, tokens, text).filter((i) => !found.some((f) => f.start < i.end && i.start < f.end && !insideLonger(f, i))));
  const mentions = found.filter((h) => !found.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start));
  let pointsBack = false;
  for (const ruleOut of pronounRuleOuts(all, spoken)) {
    const before = mentions.filter((m) => at[m.end - 1]! < ruleOut);
    if (before.length) ruleOutNamedBefore(before);
    else pointsBack = true;
  }
  // A denial right before a diagnosis is that diagnosis' ("en radialispares, ingen stroke"): it casts no doubt on the terms
  // beside it. Not one before a symptom: "inga bröstsmärtor, så hjärtinfarkt..." doubts the infarction too.
  const deniedAt = new Map<ConditionMention, number>();
  for (const m of mentions.filter((d) => !isSymptom(d))) {
    const denial = denialBefore(tokens, m.start, spoken);
    if (denial >= 0) deniedAt.set(m, denial);
  }
  return { tokens: all, status, mentions: mentions.map((m) => ({ ...m, negationNear: negationNear(tokens, m.start, m.end, DOUBT_WORDS, spoken, othersDenials(sentence, m, deniedAt)) })), pointsBack };
}

/** One sentence as the matcher reads it: its tokens, their assertions, and its words (tokens without punctuation) with where each stands among the tokens. */
interface SentenceWords {
  text: string;
  spoken: Language;
  all: Token[];
  status: Assertion[];
  /** The token index of each word. */
  at: number[];
  tokens: string[];
}

/**
 * The condition terms among `candidates` said from word `start` on, each with its assertion, added to `found`.
 * `compound`: a Nordic compound said apart ("inflammation i bukspottkörteln"), matched as the one word it stands for, ending at `compound.end`.
 */
function lookUp(sentence: SentenceWords, candidates: Trigger[] | undefined, start: number, found: ConditionMention[], compound?: { word: string; end: number }): void {
  if (!candidates) return;
  const { text, spoken, all, status, at, tokens } = sentence;
  for (const trigger of candidates) {
    const end = compound ? (matchesWord(compound.word, trigger) ? compound.end : -1) : matchAt(tokens, start, trigger, spoken);
    if (end < 0 || TITLES.has(tokens[start - 1] ?? '') || notTheCondition(tokens, start, end)) continue;
    const first = all[at[start]!]!;
    const last = all[at[end - 1]!]!;
    // "FIB-4", "GAD-7", "CHA2DS2": a term joined to a number is the name of a score or scale.
    if (/^-\d/.test(text.slice(last.end, last.end + 2))) continue;
    // "non-diabetic", "icke-diabetisk": the prefix says it is not the condition.
    if (NEGATING_PREFIX.test(text.slice(Math.max(0, first.start - 6), first.start))) continue;
    // A term that opens with a trigger word ("tidigare stroke") takes what is said of the word after it ("Ingen tidigare stroke").
    const head = end - start > 1 && startsTrigger(all, at[start]!, spoken) ? at[start + 1]! : at[start]!;
    const said = spanAssertion(status, head, head + 1);
    const had = hadBefore(tokens, start, trigger.entry.code);
    const past = (pastInClause(all, at[start]!) || had === 'first') && !ICD10.comorbidities.has(trigger.entry.code);
    const general = said === 'present' && saidInGeneral(tokens, start, end, spoken);
    // "ateş 36,8", "feber 37,2": a temperature measured and normal, no fever.
    const normalTemperature = said === 'present' && trigger.entry.code === FEVER && NORMAL_TEMPERATURE.test(text.slice(last.end));
    // "kızıl mı": a question particle right after the term asks about it.
    const asked = said === 'present' && closesQuestion(tokens[end] ?? '', spoken);
    const deniedVerb = said === 'present' && end - start === 1 && saidAsDeniedVerb(tokens, start, trigger.tokens[0]!, spoken);
    // "Kalp krizinde nabız düşebilir": a Turkish term in the locative ("in a heart attack") speaks of the condition in general.
    const inTheCondition = said === 'present' && spoken === 'tr' && TURKISH_LOCATIVE.test(tokens[end - 1]!.slice(trigger.tokens.at(-1)!.length));
    const contrasted = said === 'present' && contrastedWith(tokens, start);
    const assertion = said === 'present' && (past || had === 'third') ? 'historical' : general || asked || inTheCondition || contrasted ? 'hypothetical' : normalTemperature || deniedVerb ? 'absent' : said;
    found.push({ entry: trigger.entry, start, end, surface: text.slice(first.start, last.end), status: assertion, ...(assertion === 'absent' && deniedRightBefore(tokens, start, end, spoken) ? { ruledOut: true } : {}) });
  }
}

const FEVER = 'R50.9';
/** "Till skillnad från migrän brukar...", "Unlike a migraine, ...": the condition named only to set the patient's apart from it. */
const CONTRASTS = ['till skillnad från', 'i motsats till', 'unlike', 'in contrast to', 'as opposed to', 'i motsetning til', 'til forskjell fra', 'i modsætning til', 'til forskel fra', 'im gegensatz zu', 'im gegensatz zur', 'im gegensatz zum', 'anders als', 'toisin kuin', 'على عكس', 'بعكس', 'بخلاف'].map((c) => c.split(' '));
const CONTRAST_ARTICLES = new Set(['a', 'an', 'en', 'ett', 'ei', 'et', 'der', 'die', 'das', 'einer', 'einem', 'einen', 'eine']);
function contrastedWith(tokens: string[], start: number): boolean {
  const end = CONTRAST_ARTICLES.has(tokens[start - 1] ?? '') ? start - 1 : start;
  return CONTRASTS.some((c) => c.length <= end && c.every((w, k) => tokens[end - c.length + k] === w));
}
/** The Turkish locative ending after a term's last word: "-(n)de", "-(n)da", "-te", "-ta". */
const TURKISH_LOCATIVE = /^n?[dt][ae]$/u;
/**
 * A one-word term said as a denied verb: a Turkish verbal noun ("kusma") with a past or aorist ending ("kusmadım", "öksürmedi"),
 * or a term right after a bare Arabic "ما" ("ما استفرغت", "ما مزكومة"), not a noun with its article ("ما الصداع" asks).
 */
function saidAsDeniedVerb(tokens: string[], start: number, term: string, spoken: Language): boolean {
  if (spoken === 'tr') return /m[ae]$/u.test(term) && TURKISH_DENIED_VERB.test(tokens[start]!.slice(term.length));
  return spoken === 'ar' && ARABIC_NOT.has(tokens[start - 1] ?? '') && !tokens[start]!.startsWith('ال');
}
/** The endings that make a Turkish verbal noun in -ma/-me a denied verb: -dı/-dım... (past), -mış, -z (aorist), -yacak. */
const TURKISH_DENIED_VERB = /^(?:d[ıiuü](?:m|n|k|nız|niz|lar|ler)?|m[ıi]ş(?:[ıi]m|s[ıi]n)?|z|y[ae]c[ae]k)$/u;
const ARABIC_NOT = new Set(['ما', 'وما', 'فما']);
/** A body temperature below fever in degrees Celsius, right after the word (34.0-37.9); not a duration ("feber 36 timmar"). */
const NORMAL_TEMPERATURE = /^\s*:?\s*3[4-7](?:[.,]\d)?(?![\d.,]\d)(?!\s*(?:timmar|timmer|timer|hours?|h|tuntia|saat|stunden|dagar|dager|dage|days|tage|päivää|gün|ساعة)(?![\p{L}]))/iu;

/** `inner` lies inside the longer `outer`. */
function insideLonger(inner: ConditionMention, outer: ConditionMention): boolean {
  return inner.start >= outer.start && inner.end <= outer.end && inner.end - inner.start < outer.end - outer.start;
}

/**
 * The negations near `m` that are not its own: the denials of the other diagnoses beside it (`deniedAt`), and one
 * closed in a relative clause before the term ("en testikel som inte har vandrat ner, retentio testis").
 */
function othersDenials(sentence: SentenceWords, m: ConditionMention, deniedAt: Map<ConditionMention, number>): Set<number> {
  const { all, at, tokens } = sentence;
  const others = new Set([...deniedAt].filter(([o]) => o.entry.code !== m.entry.code && (o.end <= m.start || o.start >= m.end)).map(([, i]) => i));
  for (let i = Math.max(1, m.start - DOUBT_WORDS); i < m.start; i++)
    if (RELATIVE_PRONOUNS.has(tokens[i - 1]!) && all.slice(at[i]!, at[m.start]!).some((t) => t.norm === ',')) others.add(i);
  return others;
}

/**
 * "...alopecia areata, men då är huden slät, så det kan vi lägga åt sidan": a pronoun rules out the
 * condition named last before it (a diagnosis before a symptom), under each of its names.
 */
export function ruleOutNamedBefore(before: ConditionMention[]): void {
  const present = before.filter((m) => m.status === 'present');
  const named = present.filter((m) => !isSymptom(m)).at(-1) ?? present.at(-1);
  for (const m of present) if (m.entry.code === named?.entry.code) m.status = 'absent';
}

/** Two sayings of one term: one starts the other ("Parkinson's disease" and "Parkinson's", "njursten" and "njurstenen"). */
function sameTerm(a: string, b: string): boolean {
  const [x, y] = [triggerTokens(a).join(' '), triggerTokens(b).join(' ')];
  return x.startsWith(y) || y.startsWith(x);
}

/** The one-word denials of each language's trigger lists: "not", "inte", "kein" before a term, Turkish "değil" after it. */
const ONE_WORD = (phrases: string[]) => new Set(phrases.filter((p) => !p.includes(' ')));
const DENIALS = Object.fromEntries(LANGUAGES.map((l) => [l, { before: ONE_WORD(triggersFor(l).absent.pre), after: ONE_WORD(triggersFor(l).absent.post) }])) as Record<Language, { before: Set<string>; after: Set<string> }>;
/** Words between a negation and its term that change nothing: "not a", "inte en vanlig". */
const BETWEEN = new Set(['a', 'an', 'the', 'any', 'en', 'ett', 'et', 'ein', 'eine', 'einen', 'vanlig', 'vanliga', 'typical', 'classic', 'true', 'real']);

/** Where a one-word denial stands right before the term ("inte en vanlig ..."), or -1. */
function denialBefore(tokens: string[], start: number, spoken: Language): number {
  let i = start - 1;
  while (i >= 0 && BETWEEN.has(tokens[i]!)) i--;
  return i >= 0 && DENIALS[spoken].before.has(tokens[i]!) ? i : -1;
}

function deniedRightBefore(tokens: string[], start: number, end: number, spoken: Language): boolean {
  return denialBefore(tokens, start, spoken) >= 0 || DENIALS[spoken].after.has(tokens[end] ?? '');
}

const THIS_YEAR = new Date().getFullYear();
/** How many tokens (commas included) a year reaches in its clause. */
const YEAR_REACH = 10;
/** "sedan 2015", "since 2015": a year that starts something still going on. */
const SINCE = new Set(['sedan', 'sen', 'since', 'seit', 'siden', 'fra', 'från', 'from', 'vuodesta', 'منذ']);

/** "när hon var tre", "when I was a kid", "als ich klein war": an age the patient had. */
const AGE_OPENERS = new Set(['när', 'when', 'als', 'da', 'då', 'kun']);
const AT_AN_AGE = new RegExp(
  String.raw`^(?:${[...AGE_OPENERS].join('|')}) (?:jag|hon|han|du|i|she|he|you|ich|sie|er|jeg|hun) (?:var|was|war|were) (?:\d+|liten|litet|små|small|little|young|a kid|a child|a baby|barn|klein|ung|yngre|younger|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|arton|nitton|tjugo|trettio|fyrtio|femtio|sextio|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty)(?![\p{L}\d])`,
  'u',
);

/** "som tonåring", "as a kid", "çocukken", "12-vuotiaana": the time of an episode long past. */
const IN_YOUTH = new Set([
  ...['som barn', 'som liten', 'som tonåring', 'i tonåren', 'i barndomen', 'som ung', 'som tenåring', 'som teenager', 'i barndommen'],
  ...['i ettan', 'i tvåan', 'i trean', 'i fyran', 'i femman', 'i sexan', 'i sjuan', 'i åttan', 'i nian', 'på lågstadiet', 'på mellanstadiet', 'på högstadiet', 'i gymnasiet', 'på gymnasiet'],
  ...['as a child', 'as a kid', 'as a teenager', 'as a toddler', 'as a baby', 'as an infant', 'at college', 'in college', 'at university', 'in childhood', 'in my teens', 'als kind', 'als jugendlicher', 'in der kindheit'],
  ...['lapsena', 'nuorena', 'pienenä', 'lapsuuden', 'lapsuudessa', 'nuoruudessa', 'vuotiaana', 'çocukken', 'küçükken', 'gençken', 'yaşındayken', 'yaşlarındayken', 'بصغري', 'وأنا صغير', 'وأنا صغيرة', 'لما كنت صغير', 'لما كنت صغيرة', 'في صغري'],
]);
const IN_YOUTH_FIRST = new Set([...IN_YOUTH].map((phrase) => phrase.split(' ')[0]!));

const YEARS_BACK = new Set(['من', 'قبل']);
const YEARS = /^(?:سنين|سنوات|سنة|سنه|سنتين|أعوام|عام|عامين)$/u;

/**
 * "Jag hade en njursten, det var 2015", "Hon hade en urinvägsinfektion när hon var tre": a past
 * year or age in the clause makes an episode history. Not for long-standing conditions
 * ("diabetes diagnosed in 2015" is still diabetes), nor a year after "since".
 */
function pastInClause(tokens: Token[], at: number): boolean {
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < tokens.length && !tokens[i]!.punct && Math.abs(i - at) <= YEAR_REACH; i += step) {
      // "2014'te", "2014:ssä": a year with a case ending.
      const year = /^(?:19|20)\d\d\p{L}*$/u.test(tokens[i]!.norm) ? Number(tokens[i]!.norm.slice(0, 4)) : 0;
      if (year >= 1940 && year < THIS_YEAR && !SINCE.has(tokens[i - 1]?.norm ?? '')) return true;
      if (AGE_OPENERS.has(tokens[i]!.norm) && AT_AN_AGE.test(tokens.slice(i, i + 5).map((t) => t.norm).join(' '))) return true;
      if (IN_YOUTH_FIRST.has(tokens[i]!.norm) && [1, 2, 3].some((n) => IN_YOUTH.has(tokens.slice(i, i + n).map((t) => t.norm).join(' ')))) return true;
      // "من خمس ست سنين", "قبل سنتين": years back, in Arabic.
      if (YEARS_BACK.has(tokens[i]!.norm) && tokens.slice(i + 1, i + 4).some((t) => YEARS.test(t.norm))) return true;
    }
  }
  return false;
}

/** "jag hade körtelfeber", "she had pneumonia": someone had an illness, said in the past tense right before it. */
const HAD = new Set(['hade', 'had', 'hadde', 'havde', 'hatte']);
const HAD_REACH = 4;
const HAD_SUBJECT = new Set(['jag', 'hon', 'han', 'vi', 'i', 'she', 'he', 'we', 'jeg', 'hun', 'ich', 'er']);
/** Someone else, or the patient long ago: what "he had" was is not coded even when it is long-standing. */
const THIRD_PERSON = new Set(['hon', 'han', 'she', 'he', 'hun', 'er']);

/** Said as an illness the speaker had ("jag hade körtelfeber"): not a symptom, which a patient tells in the past tense about today's illness. */
function hadBefore(tokens: string[], start: number, code: string): 'first' | 'third' | undefined {
  if (code.startsWith('R') || ICD10.symptomLike.has(code)) return undefined;
  // "jag hade en slem halsfluss", "for tre uger siden havde jeg en halsbetændelse": the verb and its subject either way round, an article or a word between.
  for (let verb = start - 1; verb >= Math.max(1, start - HAD_REACH); verb--) {
    if (!HAD.has(tokens[verb]!)) continue;
    const subject = [tokens[verb - 1]!, tokens[verb + 1] ?? ''].find((w) => HAD_SUBJECT.has(w));
    if (subject) return THIRD_PERSON.has(subject) ? 'third' : 'first';
  }
  return undefined;
}

type GridPhrase = { name: string; words: string[] };
/** Phrases of the site grid as word lists, by what they name, indexed by their first word. */
function grid(map: Record<string, string[]>): Map<string, GridPhrase[]> {
  const byFirst = new Map<string, GridPhrase[]>();
  for (const [name, phrases] of Object.entries(map)) {
    for (const p of phrases) {
      const words = triggerTokens(p);
      if (words.length) byFirst.set(words[0]!, [...(byFirst.get(words[0]!) ?? []), { name, words }]);
    }
  }
  return byFirst;
}
const SITES = grid(ICD10.siteGrid.sites);
const KINDS = grid(ICD10.siteGrid.kinds);
const STRUCTURES = grid(ICD10.siteGrid.structures);
const ENTRY_BY_CODE = new Map(ICD10.entries.map((e) => [e.code, e]));
/** The grid's site and kind pairs ("knee.sprain", "sinus.inflamed"), with or without a structure. */
const GRID_PAIRS = new Set(Object.keys(ICD10.siteGrid.codes).map((key) => key.split('.').slice(0, 2).join('.')));

/** Where each phrase of `list` occurs in `tokens`: [name, start, end]. */
function occurrences(tokens: string[], list: Map<string, GridPhrase[]>): [string, number, number][] {
  const out: [string, number, number][] = [];
  for (let i = 0; i < tokens.length; i++) for (const p of list.get(tokens[i]!) ?? []) if (p.words.every((w, j) => tokens[i + j] === w)) out.push([p.name, i, i + p.words.length]);
  return out;
}

/**
 * "sprained my right ankle", "a fracture of the left wrist", "vrickat foten", "bihålan har blivit infekterad":
 * a kind of injury or state and a body site within a few words in one clause give the grid's code; the
 * kind word's assertion is the mention's ("no fracture of the wrist" is absent), and a past
 * year or age makes it history.
 */
function findSiteConditions(all: Token[], status: Assertion[], at: number[], tokens: string[], text: string): ConditionMention[] {
  const injuries = occurrences(tokens, KINDS);
  if (injuries.length === 0) return [];
  const parts = occurrences(tokens, SITES);
  if (parts.length === 0) return [];
  const structures = occurrences(tokens, STRUCTURES);
  // No clause punctuation between two words of the sentence.
  // Nor a comma that a new clause's first word follows ("in i brottet, sen drar vi handen på plats").
  const sameClause = (a: number, b: number) => {
    const [from, to] = [Math.min(at[a]!, at[b]!), Math.max(at[a]!, at[b]!)];
    return !all.slice(from, to).some((t, k) => t.punct || (t.norm === ',' && CLAUSE_OPENERS.has(all[from + k + 1]?.norm ?? '')));
  };
  const out: ConditionMention[] = [];
  for (const [injury, iStart, iEnd] of injuries) {
    // "bihålan på vänster sida har blivit infekterad": a state said of an organ may stand further from it than an injury from its body part.
    const window = ICD10.siteGrid.windowByKind[injury] ?? ICD10.siteGrid.window;
    // The nearest body part the grid has this injury for ("ont i ryggen och skar mig i fingret" is a finger wound).
    const distance = ([, pStart, pEnd]: [string, number, number]) => (pStart >= iEnd ? pStart - iEnd : iStart - pEnd);
    const part = parts
      .filter((p) => distance(p) <= window && sameClause(iStart, p[1]) && GRID_PAIRS.has(`${p[0]}.${injury}`))
      .sort((a, b) => distance(a) - distance(b))[0];
    if (!part) continue;
    const structure = structures.find(([, sStart]) => Math.abs(sStart - part[1]) <= window * 2 && sameClause(sStart, part[1]));
    const code = (structure && ICD10.siteGrid.codes[`${part[0]}.${injury}.${structure[0]}`]) ?? ICD10.siteGrid.codes[`${part[0]}.${injury}`];
    const entry = code ? ENTRY_BY_CODE.get(code) : undefined;
    if (!entry) continue;
    const start = Math.min(iStart, part[1], structure?.[1] ?? Infinity);
    const end = Math.max(iEnd, part[2], structure?.[2] ?? 0);
    // The injury word's status, or the body part's when that is said later under a trigger of its own ("kırık lisedeyken ... sol ayak").
    const injurySaid = spanAssertion(status, at[iStart]!, at[iStart]! + 1);
    const said = injurySaid === 'present' && part[1] > iStart ? spanAssertion(status, at[part[1]]!, at[part[1]]! + 1) : injurySaid;
    // "Jag bröt nyckelbenet när jag var tolv": an injury of a past year or age is history.
    const assertion = said === 'present' && pastInClause(all, at[iStart]!) ? 'historical' : said;
    out.push({ entry, start, end, surface: text.slice(all[at[start]!]!.start, all[at[end - 1]!]!.end), status: assertion });
  }
  return out;
}

/** Words that open a new clause after a comma: "sen", "then", "dann". */
const CLAUSE_OPENERS = new Set(['sen', 'sedan', 'så', 'då', 'men', 'then', 'so', 'but', 'deretter', 'derefter', 'dann', 'danach', 'aber', 'sitten', 'mutta', 'sonra', 'ama', 'ثم', 'بعدين', 'لكن']);
const COORDINATION = new Set(['och', 'eller', 'og', 'und', 'oder']);
/** A Nordic or German compound that ends in a test or vaccine word ("gonorréprov", "hepatitvaccin", "Hepatitis-Test"). */
const COMPOUND_TEST = /^\p{L}{3,}(?:prov|provet|proverna|prover|test|testet|tester|odling|odlingen|vaccin|vaccinet|prøve|prøven|prøver|vaksine|vaksinen|vaccine|vaccinen|impfung)$/u;

/** The words before a term that make it something else, as whole words. */
const PRECEDING_NOT_A_CONDITION = new RegExp(` (?:${alternation(ICD10.notACondition.preceding, ' ')}) `, 'u');
/** "covid vaccine", "screening for colon cancer", "the diabetes clinic": the term names something else. */
function notTheCondition(tokens: string[], start: number, end: number): boolean {
  if (ICD10.notACondition.following.has(tokens[end] ?? '')) return true;
  // "klamydia- och gonorréprov" said without its hyphen: the term shares the test word of the compound after "och".
  if (COORDINATION.has(tokens[end] ?? '') && COMPOUND_TEST.test(tokens[end + 1] ?? '')) return true;
  const before = ` ${tokens.slice(Math.max(0, start - 6), start).join(' ')} `;
  return PRECEDING_NOT_A_CONDITION.test(before);
}

/** The condition terms affirmed in one sentence: present, of the patient, now. */
export function findConditions(text: string, spoken: Language): ConditionMention[] {
  return findMentions(text, spoken).filter((m) => m.status === 'present');
}

/** Whether a sentence names a condition more specific than a symptom ("kristallsjuka", "halsbetændelse"). */
export function namesDiagnosis(mentions: ConditionMention[]): boolean {
  return mentions.some((m) => !isSymptom(m) && !isEncounter(m));
}

/** A complaint: the R chapter, the codes listed as complaint-like, and external causes (V-Y: "myggbett", "hundbett"), which only accompany what they caused. */
export const isSymptom = (hit: ConditionMention) => /^[RVWXY]/.test(hit.entry.code) || ICD10.symptomLike.has(hit.entry.code);
const isEncounter = (hit: ConditionMention) => hit.entry.code.startsWith('Z');

/** Organism codes ("H. pylori as the cause of disease classified elsewhere"), never the main diagnosis. */
const CAUSE_ONLY = /^B9[5-8]/;
/** Sentences that must name a diagnosis that is neither the main one nor long-standing. */
const SECONDARY_MENTIONS = 2;
/** How near a negation makes a mention doubtful (in words either side; a rule-out trigger reaches about this far). */
const DOUBT_WORDS = 5;
/** "Tuberkulos...", "Lungemboli, en blodpropp i lungan...": the clinician thinking aloud, the thought left open. */
const TRAILS_OFF = /^\P{L}*(?:\p{L}+[\s,-]+){0,5}\p{L}+\s*(?:\.\.\.|…)\s*$/u;

/**
 * A few right codes beat many wrong ones: the main diagnosis (the first the assessment states;
 * without one, the first specific condition named), the known long-standing conditions the
 * patient has, and other diagnoses the assessment states and the visit comes back to; symptom
 * codes only when nothing else is found. A code is dropped beside a more specific one of the
 * same condition.
 */
function choose(hits: Hit[]): Hit[] {
  // On visits it had never seen, a third of the conditions the engine coded were rule-outs in an idiom its
  // lists lacked, nearly always with a negation close by: what is said without one decides, when it names a diagnosis.
  // A mention said plainly affirms the condition; a doubted one that names it more specifically ("type 2 diabetes not at target") then stands.
  const plain = new Set(hits.filter((h) => !h.doubted).map((h) => h.entry.code));
  const affirmed = (h: Hit) => !h.doubted || [...plain].some((code) => (ICD10.lessSpecificThan[code] ?? []).includes(h.entry.code));
  const certain = chooseFrom(hits.filter(affirmed));
  return certain.some((h) => !isSymptom(h)) ? certain : chooseFrom(hits);
}

/** The policy above, on one set of hits. */
function chooseFrom(hits: Hit[]): Hit[] {
  const specific = hits.filter((h) => !isSymptom(h));
  // A complaint outside the R chapter named in the assessment ("Det låter som förstoppning") is the diagnosis;
  // said as the judgement ("Så, det här är förstoppning"), it is stated beside the conditions it is not ("en person med demens").
  const complaint = (h: Hit) => !h.entry.code.startsWith('R') && ICD10.symptomLike.has(h.entry.code);
  // So is a finding the judgement names ("det vi kallar ett oskyldigt blåsljud") when the clinician names no disease at all.
  const namedFinding = (h: Hit) => h.entry.code.startsWith('R') && h.byClinician && !specific.some((o) => o.assessment || o.finding || o.byClinician);
  const judgedComplaint = specific.some((h) => h.judgement) ? [] : hits.filter((h) => h.judgement && (complaint(h) || namedFinding(h)));
  const stated = [...specific, ...judgedComplaint].filter((h) => h.assessment || h.judgement);
  const statedComplaint = hits.filter((h) => h.assessment && complaint(h));
  const comorbid = specific.filter((h) => !h.assessment && !h.deniedElsewhere && ICD10.comorbidities.has(h.entry.code));
  let chosen: Hit[];
  // An assessment that only mentions long-standing conditions, judging none ("kun teillä on diabetes, niin jos korva alkaa särkeä..."),
  // leaves what the examination found the diagnosis.
  const foundSpecific = stated.every((h) => ICD10.comorbidities.has(h.entry.code) && !h.judgement) ? specific.filter((h) => h.finding && h.byClinician && !isEncounter(h) && !ICD10.comorbidities.has(h.entry.code)).map((h) => ({ ...h, assessment: true })) : [];
  if (stated.length) chosen = [...stated, ...comorbid, ...foundSpecific];
  else if (statedComplaint.length) chosen = [...statedComplaint, ...comorbid];
  else if (specific.some((h) => !isEncounter(h))) chosen = specific.filter((h) => !isEncounter(h));
  else if (specific.length) chosen = specific;
  else chosen = [...hits.filter((h) => h.assessment), ...hits.filter((h) => !h.assessment)];
  // A Z code (an encounter, a status after surgery) only when no disease is coded, nor a complaint the clinician
  // states or finds ("blod i urinen idag också" before "hjälp att sluta röka").
  const foundComplaints = hits.filter((h) => isSymptom(h) && h.byClinician && (h.assessment || h.finding));
  if (chosen.some((h) => !isEncounter(h))) chosen = chosen.filter((h) => !isEncounter(h));
  else if (foundComplaints.length) chosen = foundComplaints;
  const codes = new Set(chosen.map((h) => h.entry.code));
  const general = (h: Hit) => (ICD10.lessSpecificThan[h.entry.code] ?? []).some((code) => codes.has(code));
  const dropped = chosen.filter(general);
  // The specific form stands where its general one was said: a pneumonia the X-ray shows is a finding, also as the mycoplasma pneumonia named later.
  chosen = chosen.filter((h) => !general(h)).map((h) => {
    const same = dropped.filter((d) => ICD10.lessSpecificThan[d.entry.code]!.includes(h.entry.code));
    if (!same.length) return h;
    return { ...h, finding: h.finding || same.some((d) => d.finding), result: h.result || same.some((d) => d.result) };
  });
  // The main diagnosis first: what the assessment states; what is said as the judgement ("Det du har är...",
  // also of a long-standing condition the visit is about: "Det här är primär hyperparatyreoidism"); the condition
  // the visit is about before the long-standing ones it mentions on the way ("I have diabetes too"), never an
  // organism code (B95-B98: "H. pylori as the cause") before the disease it causes; then the examination and results (but among stated
  // conditions, one stated while assessing before a finding it explains: Ménière before the hearing loss),
  // then what the clinician names before what the patient brings up (a fear, a pet's or a friend's illness).
  const later = (h: Hit) => ICD10.comorbidities.has(h.entry.code) || CAUSE_ONLY.test(h.entry.code);
  chosen.sort((a, b) => Number(b.firstProblem) - Number(a.firstProblem) || Number(b.assessment) - Number(a.assessment) || Number(b.judgement) - Number(a.judgement) || (a.judgement && b.judgement ? Number(b.closing) - Number(a.closing) : 0) || Number(a.evidence) - Number(b.evidence) || Number(later(a)) - Number(later(b)) || (a.assessment && b.assessment ? Number(a.finding) - Number(b.finding) : Number(b.finding) - Number(a.finding) || Number(b.result) - Number(a.result)) || (a.assessment && b.assessment ? Number(b.maybeClinician) - Number(a.maybeClinician) : Number(b.byClinician) - Number(a.byClinician)) || a.sentence - b.sentence || a.start - b.start);
  // Besides the main diagnosis (or the symptoms, when nothing explains them): the long-standing
  // conditions, and other diagnoses only when the assessment states them and the visit comes back
  // to them. On visits the engine had never seen, three in four of the other conditions it coded
  // were ruled out, past or someone else's.
  const main = chosen[0]?.entry.code;
  const sentencesNaming = new Map<string, Set<number>>();
  for (const h of hits) sentencesNaming.set(h.entry.code, (sentencesNaming.get(h.entry.code) ?? new Set()).add(h.sentence));
  // A condition only the patient or a relative names, that the clinician neither states, finds nor names back, is not the
  // visit's diagnosis (a long-standing one they tell of still is coded): on visits the engine had never seen, three in four such codes were wrong.
  // Named in a more general form counts ("a superficial burn" for "I burned my hand"); when the clinician names nothing, the patient's words are all there is.
  // The condition named again in its general form counts, when one sentence gives both names ("en slemsäcksinflammation ..., på latin bursitis praepatellaris").
  const namingSentences = (code: string) => {
    const own = sentencesNaming.get(code) ?? new Set<number>();
    const named = new Set(own);
    for (const general of MORE_GENERAL.get(code) ?? []) {
      const also = sentencesNaming.get(general) ?? new Set<number>();
      if ([...own].some((sentence) => also.has(sentence))) for (const sentence of also) named.add(sentence);
    }
    return named.size;
  };
  const clinicianNamed = new Set(hits.filter((h) => !h.byPatient || h.assessment || h.judgement || h.finding).map((h) => h.entry.code));
  const confirmed = (code: string) =>
    clinicianNamed.size === 0 || clinicianNamed.has(code) || ICD10.comorbidities.has(code) || [...clinicianNamed].some((named) => (ICD10.lessSpecificThan[named] ?? []).includes(code));
  const kept = chosen.filter(
    (h) =>
      confirmed(h.entry.code) &&
      (h.entry.code === main || (isSymptom(h) && isSymptom(chosen[0]!)) || (ICD10.comorbidities.has(h.entry.code) && (h.assessment || !h.deniedElsewhere)) || (h.assessment && namingSentences(h.entry.code) >= SECONDARY_MENTIONS)),
  );
  // Nothing the clinician confirms: the complaints the clinician states or finds ("Just nu får det heta ospecifika buksmärtor").
  if (kept.length === 0) kept.push(...foundComplaints);
  // A condition named plainly ("migränen") is coded in the specific form said elsewhere ("migrän med aura"), unless that is coded already.
  return kept.map((h) => {
    const form = hits.find((o) => !o.doubted && (ICD10.lessSpecificThan[h.entry.code] ?? []).includes(o.entry.code));
    return form && !kept.some((c) => c.entry.code === form.entry.code) ? { ...h, entry: form.entry } : h;
  });
}

/** Swedish, Norwegian and Danish nouns take their article and plural as endings: "astman", "kneet", "migränen". */
const NORDIC_ENDINGS = ['n', 'en', 'et', 't', 'na', 'ar', 'er', 'or', 'erna', 'arna', 'ene'];
const NORDIC = new Set<Language>(['sv', 'nb', 'da']);
const NORDIC_ADJECTIVE = /(?:är|isk|ös|iv|ell)$/u;
const MIN_INFLECTED_TERM = 5;
/** Arabic one-letter words written onto the next: و and, ب with, ف so, ل for, ك like. */
const ARABIC_CLITIC = /^[وبفلك](?=ال|\p{L}{3})/u;
/** An Arabic word without its joined conjunction or preposition and article: "والصداع", "بالصداع", "الصداع" -> "صداع". */
function arabicBases(token: string): string[] {
  const out: string[] = [];
  const bare = ARABIC_CLITIC.test(token) ? token.slice(1) : token;
  if (bare !== token) out.push(bare);
  for (const article of ['ال', 'لل']) if (bare.startsWith(article) && bare.length - article.length >= 3) out.push(bare.slice(article.length));
  return out;
}
/** Finnish and Turkish: a term followed by up to this many letters of case and possessive endings. */
const CASE_ENDINGS = new Set<Language>(['fi', 'tr']);
const MAX_CASE_ENDING = 5;

/**
 * The table words a spoken word may be an inflected form of, to look up (matchAt then checks the
 * match): "astman" is "astma" with its article, "rannekanavaoireyhtymästä" and "astımım" carry
 * Finnish and Turkish case endings, "والسكري" and "بالربو" an Arabic "and" or "with" in front.
 */
function baseForms(token: string, spoken: Language): string[] {
  const forms: string[] = [];
  if (NORDIC.has(spoken)) for (const ending of NORDIC_ENDINGS) if (token.length - ending.length >= MIN_INFLECTED_TERM && token.endsWith(ending)) forms.push(token.slice(0, -ending.length));
  if (NORDIC.has(spoken) && /[at]$/.test(token) && NORDIC_ADJECTIVE.test(token.slice(0, -1))) forms.push(token.slice(0, -1));
  if (CASE_ENDINGS.has(spoken)) for (let k = 1; k <= MAX_CASE_ENDING && token.length - k >= MIN_INFLECTED_TERM; k++) forms.push(token.slice(0, -k));
  if (spoken === 'ar') forms.push(...arabicBases(token));
  return forms;
}

/** Prepositions that join a Nordic compound said apart: "inflammation i leden", "brott på handleden", "betennelse i bukspyttkjertelen". */
const SPLIT_PREPOSITIONS = new Set(['i', 'på', 'av', 'af']);
/** Words that may stand between the preposition and the noun: "polyper i båda näshålorna", "stukning av vänster fot". */
const SPLIT_BETWEEN = new Set(['båda', 'bägge', 'begge', 'vänster', 'höger', 'vänstra', 'högra', 'venstre', 'høyre', 'højre', 'ena', 'nedre', 'övre', 'din', 'ditt', 'dina', 'min', 'mitt', 'mina', 'hans', 'hennes', 'sin', 'sitt', 'sina', 'dit', 'dine', 'hendes']);
/** A noun's definite and plural endings ("lungorna", "njuren", "bukspottkörteln"), longest first. */
const NOUN_ENDINGS = ['arna', 'erna', 'orna', 'ene', 'na', 'en', 'et', 'an', 'n', 't', ''];
const MIN_COMPOUND_PART = 3;

/**
 * "infektion i urinvägarna" is "urinvägsinfektion", "propp i lungan" "lungpropp": the head word and the noun after
 * "i/på/av" as the compound a Swedish, Norwegian or Danish speaker could also have said, with the joints compounds
 * take (nothing, -s, a final vowel dropped or made -e, a doubled consonant single: "hälsenan" -> "hälsene-", "munnen" -> "mun-").
 */
function splitCompounds(tokens: string[], at: number, spoken: Language): { word: string; end: number }[] {
  if (!NORDIC.has(spoken) || !SPLIT_PREPOSITIONS.has(tokens[at + 1] ?? '')) return [];
  let n = at + 2;
  while (n < at + 4 && SPLIT_BETWEEN.has(tokens[n] ?? '')) n++;
  const noun = tokens[n];
  if (!noun || !/^\p{L}+$/u.test(noun)) return [];
  const firsts = new Set<string>();
  for (const ending of NOUN_ENDINGS) {
    if (!noun.endsWith(ending) || noun.length - ending.length < MIN_COMPOUND_PART) continue;
    const stem = noun.slice(0, noun.length - ending.length);
    firsts.add(stem).add(`${stem}s`);
    if (/[ae]$/.test(stem)) firsts.add(stem.slice(0, -1)).add(`${stem.slice(0, -1)}e`);
    if (/(\p{L})\1$/u.test(stem)) firsts.add(stem.slice(0, -1));
  }
  return [...firsts].map((first) => ({ word: first + tokens[at]!, end: n + 1 }));
}

/** Whether one written-together word is a one-word trigger (or starts with a stem trigger). */
const matchesWord = (word: string, trigger: Trigger) => trigger.tokens.length === 1 && (trigger.stem ? word.startsWith(trigger.tokens[0]!) : word === trigger.tokens[0]);

/** Index after the trigger when it matches at `at`, else -1. */
function matchAt(tokens: string[], at: number, trigger: Trigger, spoken: Language): number {
  const last = trigger.tokens.length - 1;
  for (let j = 0; j <= last; j++) {
    const token = tokens[at + j];
    if (token === undefined) return -1;
    const word = trigger.tokens[j]!;
    const ending = token.slice(word.length);
    const inflected =
      j === last &&
      word.length >= MIN_INFLECTED_TERM &&
      token.startsWith(word) &&
      ((NORDIC.has(spoken) && NORDIC_ENDINGS.includes(ending)) || (CASE_ENDINGS.has(spoken) && ending.length <= MAX_CASE_ENDING));
    const clitic = j === 0 && spoken === 'ar' && arabicBases(token).includes(word);
    // "din bipolära sjukdom", "kroniskt": a Nordic adjective with its definite, plural or neuter ending.
    const adjective = NORDIC.has(spoken) && NORDIC_ADJECTIVE.test(word) && (ending === 'a' || ending === 't') && token.length === word.length + 1;
    const ok = j === last && trigger.stem ? token.startsWith(word) : token === word || inflected || clitic || adjective;
    if (!ok) return -1;
  }
  return at + last + 1;
}
