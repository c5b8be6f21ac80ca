var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });

// bench/.prof.ts
import fs6 from "node:fs";

// server/src/contract/api.schema.ts
import { z } from "zod";
var LANGUAGES = ["sv", "en", "fi", "nb", "da", "de", "tr", "ar"];
var languageSchema = z.enum(LANGUAGES);
var PROFESSIONS = [
  "physician",
  "nurse",
  "psychologist",
  "physiotherapist",
  "occupational_therapist",
  "dietitian",
  "midwife",
  "dentist",
  "counsellor",
  "other"
];
var professionSchema = z.enum(PROFESSIONS);
var TASK_CATEGORIES = [
  "follow_up",
  "referral",
  "lab_test",
  "imaging",
  "prescription",
  "certificate",
  "patient_instruction",
  "administrative"
];
var taskCategorySchema = z.enum(TASK_CATEGORIES);
var TASK_PRIORITIES = ["high", "medium", "low"];
var taskPrioritySchema = z.enum(TASK_PRIORITIES);
var LIMITS = {
  maxSections: 50,
  maxSectionNameLength: 200,
  maxTemplateSectionsLength: 2e4,
  maxSideNoteLength: 2e4,
  maxCustomTemplateLength: 2e4,
  maxTranscriptLength: 4e5,
  maxJsonBodyBytes: 1e6
};
var templateSectionSchema = z.object({
  sectionName: z.string().trim().min(1).max(LIMITS.maxSectionNameLength),
  aiRules: z.object({ autoFill: z.boolean().default(true) }).loose().default({ autoFill: true })
}).loose();
var templateSectionsSchema = z.array(templateSectionSchema).min(1).max(LIMITS.maxSections);
var noteOptionsSchema = z.object({
  language: languageSchema.optional(),
  // A string holding JSON, per the spec; an array sent as JSON is accepted too.
  templateSections: z.preprocess((v) => Array.isArray(v) ? JSON.stringify(v) : v, z.string().max(LIMITS.maxTemplateSectionsLength)).optional(),
  template: z.string().max(100).optional(),
  sideNote: z.string().max(LIMITS.maxSideNoteLength).optional(),
  primaryProfession: professionSchema.optional(),
  customTemplate: z.string().max(LIMITS.maxCustomTemplateLength).optional()
});
var transcriptNoteRequestSchema = noteOptionsSchema.extend({
  transcript: z.string().max(LIMITS.maxTranscriptLength)
});
var codingCodeSchema = z.object({
  code: z.string(),
  system: z.string(),
  description: z.string()
});
var noteTaskSchema = z.object({
  title: z.string(),
  category: taskCategorySchema,
  priority: taskPrioritySchema,
  description: z.string()
});
var noteSectionSchema = z.object({ sectionName: z.string(), content: z.string() });
var noteSchema = z.object({
  cause: z.string(),
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
  diagnoses: z.array(z.string()),
  coding_codes: z.array(codingCodeSchema),
  tasks: z.record(z.string(), noteTaskSchema),
  sections: z.array(noteSectionSchema),
  combined: z.string()
});
var noteReviewSchema = z.object({
  unsupported: z.array(z.object({ sectionName: z.string(), text: z.string() })),
  emptySections: z.array(z.string())
});
var noteResponseSchema = z.object({
  transcript: z.string(),
  note: noteSchema,
  review: noteReviewSchema.optional(),
  /** An extension: the id the note is kept under for review (GET /notes/{noteId}); spec clients ignore it. */
  noteId: z.string().optional()
});
var chunkResultSchema = z.object({
  ok: z.boolean(),
  chunkTranscript: z.string(),
  seq: z.number().int().optional()
});
var sessionCreatedSchema = z.object({ sessionId: z.string().uuid() });
var transcriptionResponseSchema = z.object({
  transcript: z.string(),
  durationSec: z.number().optional(),
  language: languageSchema.optional()
});
var pingResponseSchema = z.object({ ok: z.literal(true), keyId: z.string(), version: z.string() });
var templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  profession: professionSchema.optional(),
  sections: z.array(
    z.object({ sectionName: z.string(), aiRules: z.object({ autoFill: z.boolean() }) })
  )
});
var engineInfoSchema = z.object({
  name: z.string(),
  languages: z.array(languageSchema),
  translates: z.boolean().optional(),
  description: z.string()
});
var capabilitiesSchema = z.object({
  transcription: engineInfoSchema,
  notes: engineInfoSchema,
  defaultLanguage: languageSchema,
  maxUploadMb: z.number(),
  limits: z.record(z.string(), z.number())
});
var ERROR_CODES = [
  "missing_input",
  "missing_chunk",
  "no_audio",
  "empty_transcript",
  "invalid_audio",
  "invalid_field",
  "unauthorized",
  "forbidden",
  "not_found",
  "session_closed",
  "payload_too_large",
  "rate_limited",
  "upstream_failed",
  "not_ready",
  "storage_full",
  "storage_unavailable",
  "audio_too_long",
  "quota_exceeded",
  "precondition_required",
  "precondition_failed",
  "internal"
];
var problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.enum(ERROR_CODES),
  requestId: z.string()
});

// server/src/engines/notes/embedded/text.ts
function words(text) {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
__name(words, "words");
var capitalise = /* @__PURE__ */ __name((s) => s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s, "capitalise");
function ensurePeriod(s) {
  const t = s.trim().replace(/\s*[,;]+$/u, "");
  return /[.!?؟]$/.test(t) ? t : `${t}.`;
}
__name(ensurePeriod, "ensurePeriod");
function termsPattern(terms) {
  return `(?<![\\p{L}\\p{N}])(?:${alternation(terms)})(?![\\p{L}\\p{N}])`;
}
__name(termsPattern, "termsPattern");
var alternation = /* @__PURE__ */ __name((terms, space = "\\s+") => prefixTree([...terms].sort((a, b) => b.length - a.length), false, space), "alternation");
function prefixTree(terms, wordEnds, space = "\\s+") {
  const root = { next: /* @__PURE__ */ new Map(), end: false };
  for (const term of terms) {
    const units = [...term.replace(/\s+/g, " ")].map((c) => c === " " ? space : c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
    if (wordEnds && term.endsWith("$")) units.splice(-1, 1, "(?![\\p{L}])");
    let node = root;
    for (const unit of units) {
      if (!node.next.has(unit)) node.next.set(unit, { next: /* @__PURE__ */ new Map(), end: false });
      node = node.next.get(unit);
    }
    node.end = true;
  }
  const emit = /* @__PURE__ */ __name((node) => {
    const branches = [...node.next].map(([unit, child]) => unit + emit(child));
    if (branches.length === 0) return "";
    const body = branches.length === 1 ? branches[0] : `(?:${branches.join("|")})`;
    return node.end ? `(?:${body})?` : body;
  }, "emit");
  return emit(root);
}
__name(prefixTree, "prefixTree");
var ACTION_BREAK = /,?\s+(?:so|and|and then|then|och|och då|så|og|og så|und|also|dann|ja|joten|ve|bu yüzden)\s+(?=(?:(?:i|we)(?:'ll|\s+will|\s+am going to|\s+are going to)|(?:jag|vi)\s+(?:ska|kommer att|skriver|remitterar|sätter|ordinerar|ger|tar)|(?:jeg|vi)\s+(?:skal|skriver|henviser|giver|gir)|(?:ich|wir)\s+(?:werde|werden|verschreibe|überweise|gebe|machen)|(?:kirjoitan|määrään|lähetän|aloitetaan))\b)/iu;
var MIN_CLAUSE_WORDS = 3;
function splitActions(sentence) {
  const m = ACTION_BREAK.exec(sentence);
  if (!m) return [sentence];
  const head = sentence.slice(0, m.index).trim();
  const tail = sentence.slice(m.index + m[0].length).trim();
  if (words(head).length < MIN_CLAUSE_WORDS || words(tail).length < MIN_CLAUSE_WORDS) return [sentence];
  return [ensurePeriod(head), ...splitActions(capitalise(tail))];
}
__name(splitActions, "splitActions");
function stems(terms) {
  return new RegExp(`(?<![\\p{L}])(?:${prefixTree(terms, true)})`, "iu");
}
__name(stems, "stems");

// server/src/engines/notes/embedded/cue-lexicon.ts
var whole = /* @__PURE__ */ __name((terms) => new RegExp(termsPattern(terms), "iu"), "whole");
var MEASUREMENTS = [
  /\b\d{2,3}\s*(?:\/|over|över|på|auf|zu|üzerine|bölü)\s*\d{2,3}\b/iu,
  /\b\d{2}[.,]\d\s*(?:°|grader|degrees|astetta|grad|derece|درجة)/iu,
  /\d\s*(?:°c|mmhg|mmol|bpm|\/min|slag per minut|beats per minute|kg\b|kilo|cm\b|procent|percent|prosent|prozent|prosenttia|%)/iu,
  /(?:spo2|bmi|hba1c|pef)\b/iu
];
var HAS_NUMBER = new RegExp(
  `\\d|(?<![\\p{L}])(?:${[
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
    "hundred",
    "point",
    "tjugo",
    "trettio",
    "fyrtio",
    "femtio",
    "sextio",
    "sjuttio",
    "\xE5ttio",
    "nittio",
    "hundra",
    "komma",
    "kaksikymment\xE4",
    "kolmekymment\xE4",
    "nelj\xE4kymment\xE4",
    "sata",
    "pilkku",
    "tjue",
    "tyve",
    "tretti",
    "tredive",
    "f\xF8rti",
    "fyrre",
    "femti",
    "halvtreds",
    "hundre",
    "hundrede",
    "zwanzig",
    "drei\xDFig",
    "vierzig",
    "f\xFCnfzig",
    "hundert",
    "komma",
    "yirmi",
    "otuz",
    "k\u0131rk",
    "elli",
    "y\xFCz",
    "virg\xFCl"
  ].join("|")})`,
  "iu"
);
var VITAL_TERMS = stems([
  "crp",
  "hba1c",
  "hb$",
  "pef",
  "saturation",
  "saturasjon",
  "saturaatio",
  "s\xE4ttigung",
  "sat\xFCrasyon",
  "andningsfrekvens",
  "respiratory rate",
  "atemfrequenz",
  "hengitystiheys",
  "blood pressure",
  "bp ",
  "pulse",
  "heart rate",
  "temperature",
  "saturation",
  "oxygen",
  "respiratory rate",
  "weight",
  "height",
  "glucose",
  "visual acuity",
  "synsk\xE4rp",
  "visus",
  "synsstyrke",
  "synsskarphed",
  "sehsch\xE4rfe",
  "n\xE4\xF6ntarkkuu",
  "g\xF6rme keskinli\u011F",
  "blodtryck",
  "puls",
  "temp",
  "saturation",
  "andningsfrekvens",
  "vikt",
  "l\xE4ngd",
  "blodsocker",
  "crp",
  "hb ",
  "verenpaine",
  "syke",
  "l\xE4mp\xF6",
  "happisaturaatio",
  "paino",
  "verensokeri",
  "blodtrykk",
  "blodtryk",
  "temperatur",
  "vekt",
  "v\xE6gt",
  "blodsukker",
  "blutdruck",
  "puls",
  "temperatur",
  "sauerstoff",
  "gewicht",
  "blutzucker",
  "herzfrequenz",
  "tansiyon",
  "nab\u0131z",
  "ate\u015F \xF6l\xE7",
  "ate\u015Fi",
  "sat\xFCrasyon",
  "kilo",
  "kan \u015Fekeri",
  "\u0636\u063A\u0637 \u0627\u0644\u062F\u0645",
  "\u0627\u0644\u0646\u0628\u0636",
  "\u0627\u0644\u062D\u0631\u0627\u0631\u0629",
  "\u062F\u0631\u062C\u0629 \u062D\u0631\u0627\u0631\u0629",
  "\u062A\u0634\u0628\u0639",
  "\u0627\u0644\u0648\u0632\u0646",
  "\u0627\u0644\u0633\u0643\u0631"
]);
var EXAMINATION = stems([
  "examin",
  "on examination",
  "auscultat",
  "palpat",
  "inspect",
  "lungs are",
  "lungs clear",
  "heart sounds",
  "heart is",
  "throat is",
  "tonsils",
  "tender",
  "swollen",
  "redness",
  "rash",
  "reflexes",
  "abdomen is",
  "abdomen soft",
  "ears are",
  "eardrum",
  "mobility",
  "range of motion",
  "no lymph",
  "lymph nodes",
  "looks well",
  "appears",
  "findings",
  "unders\xF6k",
  "status",
  "auskult",
  "palper",
  "lungor",
  "hj\xE4rta",
  "hj\xE4rtljud",
  "svalg",
  "tonsill",
  "\xF6mhet",
  "\xF6m ",
  "svullen",
  "svullnad",
  "rodnad",
  "utslag",
  "reflexer",
  "buk ",
  "buken",
  "trumhinn",
  "r\xF6rlighet",
  "lymfk\xF6rtl",
  "allm\xE4ntillst\xE5nd",
  "op\xE5verkad",
  "tutki",
  "keuhko",
  "syd\xE4n",
  "nielu",
  "risat",
  "arka",
  "turvo",
  "punoit",
  "ihottum",
  "vatsa ",
  "t\xE4rykal",
  "liikkuvuus",
  "imusolmuk",
  "yleistila",
  "unders\xF8k",
  "lunger",
  "hjerte",
  "svelg",
  "mandler",
  "\xF8m",
  "hoven",
  "r\xF8dme",
  "utslett",
  "udsl\xE6t",
  "buken",
  "maven",
  "trommehinne",
  "bevegelighet",
  "bev\xE6gelighed",
  "allmenntilstand",
  "almentilstand",
  "untersuch",
  "auskult",
  "lunge",
  "herz",
  "rachen",
  "mandeln",
  "druckschmerz",
  "geschwollen",
  "r\xF6tung",
  "ausschlag",
  "bauch",
  "trommelfell",
  "beweglichkeit",
  "lymphknoten",
  "allgemeinzustand",
  "befund",
  "muayene",
  "akci\u011Fer",
  "kalp ses",
  "bo\u011Faz k\u0131zar\u0131k",
  "bademcik",
  "hassasiyet",
  "\u015Fi\u015Flik",
  "k\u0131zar\u0131kl\u0131k",
  "d\xF6k\xFCnt\xFC",
  "kar\u0131n",
  "kulak zar\u0131",
  "lenf",
  "\u0627\u0644\u0641\u062D\u0635",
  "\u0641\u062D\u0635",
  "\u0627\u0644\u0631\u0626\u062A\u064A\u0646",
  "\u0627\u0644\u0642\u0644\u0628",
  "\u0627\u0644\u062D\u0644\u0642",
  "\u0627\u0644\u0644\u0648\u0632\u062A\u064A\u0646",
  "\u062A\u0648\u0631\u0645",
  "\u0627\u062D\u0645\u0631\u0627\u0631",
  "\u0637\u0641\u062D",
  "\u0627\u0644\u0628\u0637\u0646",
  // Auscultation, palpation and mental-state words shared by the clinician's dictation.
  "nystagmus",
  "granulation",
  "wound bed",
  "centimet",
  "millimet",
  "renal angle",
  "kidneys",
  "tenderness",
  "s\xE5rkant",
  "s\xE5rb\xE4dd",
  "s\xE5rytan",
  "fibrinbel\xE4gg",
  "nekros",
  "njurloger",
  "dunk\xF6mhet",
  "wheez",
  "crackles",
  "crepitations",
  "rales",
  "murmur",
  "regular rhythm",
  "fundoscop",
  "otoscop",
  "neurological",
  "oriented",
  "eye contact",
  "affect is",
  "mood is",
  "soft and",
  "non-tender",
  "nontender",
  "guarding",
  "mucous membranes",
  "capillary refill",
  "joint line",
  "bl\xE5sljud",
  "rassel",
  "ronki",
  "regelbunden rytm",
  "oregelbunden rytm",
  "otoskopi",
  "oftalmoskopi",
  "neurologiskt",
  "st\xE4mningsl\xE4ge",
  "samarbetar",
  "\xF6gonkontakt",
  "affekt",
  "orienterad",
  "mjuk och",
  "o\xF6m",
  "d\xE9fense",
  "slemhinnor",
  "ledspring",
  "kapill\xE4r \xE5terfyllnad",
  "stabilt",
  "hengitys\xE4\xE4ni",
  "rahina",
  "sivu\xE4\xE4ni",
  "s\xE4\xE4nn\xF6llinen",
  "aristaa",
  "aristus",
  "vatsakalvo",
  "limakalvo",
  "pehme\xE4",
  "neurologinen",
  "mieliala",
  "pipende",
  "knatre",
  "bilyd",
  "regelmessig rytme",
  "regelm\xE6ssig rytme",
  "slimhinne",
  "bl\xF8t",
  "bl\xF8d",
  "stemningsleie",
  "giemen",
  "rasselger\xE4usch",
  "herzger\xE4usch",
  "rhythmisch",
  "klopfschmerz",
  "schleimh\xE4ut",
  "weich",
  "abwehrspannung",
  "neurologisch",
  "stimmung",
  "ral",
  "ronk\xFCs",
  "\xFCf\xFCr\xFCm",
  "ritmik",
  "defans",
  "mukoza",
  "\u0635\u0641\u064A\u0631",
  "\u062E\u0631\u0627\u062E\u0631",
  "\u0646\u0641\u062E\u0629",
  "\u0645\u0646\u062A\u0638\u0645",
  "\u0627\u0644\u0623\u063A\u0634\u064A\u0629 \u0627\u0644\u0645\u062E\u0627\u0637\u064A\u0629"
]);
var RESULT = stems([
  "shows",
  "showed",
  "is positive",
  "is negative",
  "was positive",
  "was negative",
  "came back",
  "result",
  "is normal",
  "are normal",
  "was normal",
  "were normal",
  "unremarkable",
  "within normal",
  "visar",
  "visade",
  "\xE4r positiv",
  "\xE4r negativ",
  "var positiv",
  "var negativ",
  "\xE4r normal",
  "var normal",
  "utan anm\xE4rkning",
  "ua",
  "provsvar",
  "resultat",
  "n\xE4ytt\xE4\xE4",
  "osoittaa",
  "on positiivinen",
  "on negatiivinen",
  "normaali",
  "tulos",
  "viser",
  "viste",
  "er positiv",
  "er negativ",
  "var positiv",
  "var negativ",
  "er normal",
  "uten anmerkning",
  "uden anm\xE6rkning",
  "zeigt",
  "zeigte",
  "ist positiv",
  "ist negativ",
  "unauff\xE4llig",
  "ergebnis",
  "befund",
  "g\xF6steriyor",
  "pozitif",
  "negatif",
  "normal",
  "sonu\xE7",
  "\u064A\u0638\u0647\u0631",
  "\u0623\u0638\u0647\u0631",
  "\u0625\u064A\u062C\u0627\u0628\u064A",
  "\u0633\u0644\u0628\u064A",
  "\u0637\u0628\u064A\u0639\u064A",
  "\u0627\u0644\u0646\u062A\u064A\u062C\u0629"
]);
var PATIENT_SPEECH = stems([
  "i have",
  "i've",
  "i had",
  "i feel",
  "i felt",
  "i am",
  "i'm",
  "i was",
  "i get",
  "i got",
  "i take",
  "i took",
  "i use",
  "i used",
  "i can",
  "i can't",
  "i cannot",
  "i don't",
  "i do not",
  "i didn't",
  "i notice",
  "i noticed",
  "i keep",
  "i see",
  "i saw",
  "i smoke",
  "i drink",
  "i work",
  "i live",
  "i sleep",
  "i woke",
  "i started",
  "i stopped",
  "i tried",
  "i fell",
  "i twisted",
  "i hurt",
  "i cough",
  "when i",
  "my ",
  "jag har",
  "jag hade",
  "jag k\xE4nner",
  "jag k\xE4nde",
  "jag m\xE5r",
  "jag \xE4r",
  "jag var",
  "jag tar",
  "jag tog",
  "jag f\xE5r",
  "jag fick",
  "jag kan inte",
  "jag orkar",
  "jag sover",
  "jag r\xF6ker",
  "jag dricker",
  "jag jobbar",
  "jag arbetar",
  "jag bor ",
  "jag m\xE4rker",
  "jag m\xE4rkte",
  "jag brukar",
  "jag hostar",
  "jag kissar",
  "jag blir",
  "jag ramlade",
  "jag f\xF6ll",
  "jag vaknar",
  "jag slutade",
  "jag anv\xE4nder",
  "n\xE4r jag",
  "min ",
  "mitt ",
  "mina ",
  "minulla on",
  "minulla oli",
  "minua",
  "olen",
  "olin",
  "otan",
  "otin",
  "k\xE4yt\xE4n",
  "tunnen",
  "en pysty",
  "en ole",
  "kun min\xE4",
  "minun",
  "jeg har",
  "jeg hadde",
  "jeg havde",
  "jeg f\xF8ler",
  "jeg er",
  "jeg var",
  "jeg tar",
  "jeg tager",
  "jeg tok",
  "jeg tog",
  "jeg f\xE5r",
  "jeg fikk",
  "jeg fik",
  "jeg bruker",
  "jeg bruger",
  "jeg kan ikke",
  "jeg sover",
  "jeg r\xF8yker",
  "jeg ryger",
  "jeg jobber",
  "jeg arbejder",
  "n\xE5r jeg",
  "min ",
  "mitt ",
  "mine ",
  "ich habe",
  "ich hatte",
  "ich f\xFChle",
  "ich bin",
  "ich war",
  "ich nehme",
  "ich nahm",
  "ich kann nicht",
  "ich schlafe",
  "ich rauche",
  "ich trinke",
  "ich arbeite",
  "wenn ich",
  "mein",
  "meine",
  "a\u011Fr\u0131m",
  "a\u011Fr\u0131yor",
  "benim",
  "kullan\u0131yorum",
  "i\xE7iyorum",
  "oldum",
  "ya\u015F\u0131yorum",
  "\xE7al\u0131\u015F\u0131yorum",
  "hissediyorum",
  "\u0639\u0646\u062F\u064A",
  "\u0623\u0639\u0627\u0646\u064A",
  "\u0623\u0634\u0639\u0631",
  "\u0622\u062E\u0630",
  "\u0623\u062A\u0646\u0627\u0648\u0644",
  "\u0644\u062F\u064A"
]);
var PATIENT_SPEECH_ADVERB = /(?<![\p{L}])(?:i|jag|jeg|ich|minä)\s+(?:also|still|usually|often|really|just|sometimes|never|även|också|fortfarande|ibland|aldrig|också|også|stadig|noen ganger|nogle gange|auch|noch|manchmal|myös|vielä)\s+(?!will\b|ska\b|skal\b|werde\b)\p{L}+/iu;
var CLINICIAN_ACTION = stems([
  "i'll call",
  "i will call",
  "we'll call",
  "we will call",
  "i'll do",
  "i am doing",
  "i'm doing",
  "i give you",
  "i'm giving",
  "i am giving",
  "i'm going to give",
  "i will give",
  "i will",
  "i'll",
  "we will",
  "we'll",
  "i am going to",
  "i'm going to",
  "we are going to",
  "we're going to",
  "i would like you to",
  "i want you to",
  "i prescribe",
  "i am prescribing",
  "i'm prescribing",
  "i recommend",
  "i suggest",
  "i refer",
  "i'm referring",
  "i am referring",
  "i advise",
  "let's",
  "i would suggest",
  "jag ringer",
  "vi ringer",
  "jag h\xF6r av mig",
  "vi h\xF6r av oss",
  "jag g\xF6r",
  "jag l\xE4gger",
  "jag ger",
  "jag tar bort",
  "tar jag",
  "g\xF6r jag",
  "l\xE4gger jag",
  "ger jag",
  "skriver jag",
  "skickar jag",
  "remitterar jag",
  "s\xE4tter jag",
  "ordinerar jag",
  "bokar jag",
  "jag ska",
  "vi ska",
  "jag kommer att",
  "vi kommer att",
  "jag skriver",
  "jag skickar",
  "jag remitterar",
  "jag ordinerar",
  "jag s\xE4tter",
  "jag f\xF6rskriver",
  "jag rekommenderar",
  "jag f\xF6resl\xE5r",
  "jag vill att du",
  "jag sjukskriver",
  "jag bokar",
  "vi tar",
  "vi g\xF6r",
  "vi b\xF6rjar",
  "vi bokar",
  "vi ses",
  "vi skickar",
  "vi provar",
  "vi avvaktar",
  "vi f\xF6ljer",
  "du f\xE5r",
  "kirjoitan",
  "m\xE4\xE4r\xE4\xE4n",
  "l\xE4het\xE4n",
  "suosittelen",
  "otetaan",
  "aloitetaan",
  "jatketaan",
  "varataan",
  "tehd\xE4\xE4n",
  "jeg ringer",
  "vi ringer",
  "jeg g\xF8r",
  "jeg gj\xF8r",
  "jeg giver",
  "jeg gir",
  "jeg udskriver",
  "jeg l\xE6gger",
  "jeg legger",
  "tar jeg",
  "skriver jeg",
  "giver jeg",
  "gir jeg",
  "jeg skal",
  "vi skal",
  "jeg skriver",
  "jeg sender",
  "jeg henviser",
  "jeg anbefaler",
  "jeg foresl\xE5r",
  "jeg sykmelder",
  "jeg sygemelder",
  "vi tar",
  "vi tager",
  "vi gj\xF8r",
  "vi g\xF8r",
  "vi starter",
  "du f\xE5r",
  "ich mache",
  "ich gebe",
  "ich rufe",
  "wir rufen",
  "ich werde",
  "wir werden",
  "ich verschreibe",
  "ich \xFCberweise",
  "ich empfehle",
  "ich schlage",
  "wir machen",
  "wir nehmen",
  "wir beginnen",
  "ich schreibe",
  "sie bekommen",
  "yaz\u0131yorum",
  "veriyorum",
  "\xF6neriyorum",
  "sevk ediyorum",
  "ba\u015Fl\u0131yoruz",
  "yapaca\u011F\u0131z",
  "\u0633\u0623\u0635\u0641",
  "\u0633\u0623\u0639\u0637\u064A\u0643",
  "\u0633\u0623\u062D\u0648\u0644\u0643",
  "\u0623\u0646\u0635\u062D\u0643",
  "\u0633\u0646\u0642\u0648\u0645",
  "\u0633\u0646\u062C\u0631\u064A",
  // Levantine and Gulf speech: "راح أحولك" (I will refer you), "بكتبلك" (I am writing you).
  "\u0631\u0627\u062D \u0623\u062D\u0648\u0644\u0643",
  "\u0631\u062D \u0623\u062D\u0648\u0644\u0643",
  "\u0631\u0627\u062D \u0623\u0643\u062A\u0628\u0644\u0643",
  "\u0631\u062D \u0623\u0643\u062A\u0628\u0644\u0643",
  "\u0628\u0643\u062A\u0628\u0644\u0643",
  "\u0628\u0639\u0637\u064A\u0643",
  "\u0631\u062D \u0623\u0639\u0637\u064A\u0643",
  "\u0631\u0627\u062D \u0623\u0639\u0637\u064A\u0643",
  "\u0631\u062D \u0646\u0639\u0645\u0644",
  "\u0631\u0627\u062D \u0646\u0639\u0645\u0644",
  "\u0645\u0646\u0639\u0645\u0644",
  "\u0628\u062F\u064A \u064A\u0627\u0643"
]);
var IMPERATIVE = new RegExp(
  `^(?:${[
    "take",
    "use",
    "avoid",
    "drink",
    "rest$",
    "keep",
    "come back",
    "call",
    "contact",
    "return",
    "stop",
    "continue",
    "apply",
    "try",
    "make sure",
    "please",
    "seek",
    "book",
    "ta",
    "ge",
    "drick",
    "vila",
    "undvik",
    "forts\xE4tt",
    "sluta",
    "kontakta",
    "ring",
    "h\xF6r av",
    "s\xF6k",
    "sm\xF6rj",
    "prova",
    "boka",
    "kom tillbaka",
    "ota",
    "juo",
    "lep\xE4\xE4",
    "v\xE4lt\xE4",
    "jatka",
    "soita",
    "hakeudu",
    "k\xE4yt\xE4",
    "varaa",
    "drikk",
    "drik",
    "hvil",
    "unng\xE5",
    "undg\xE5",
    "fortsett",
    "forts\xE6t",
    "kontakt",
    "ring",
    "bruk",
    "brug",
    "nehmen sie",
    "trinken sie",
    "vermeiden sie",
    "ruhen sie",
    "kommen sie",
    "melden sie",
    "rufen sie",
    "verwenden sie",
    "i\xE7in",
    "al\u0131n",
    "ka\xE7\u0131n\u0131n",
    "dinlenin",
    "gelin",
    "aray\u0131n",
    "\u0627\u0634\u0631\u0628",
    "\u062E\u0630",
    "\u062A\u062C\u0646\u0628",
    "\u0627\u0631\u062A\u062D",
    "\u0639\u062F"
  ].map((t) => t.replace(/\s+/g, "\\s+")).join("|")})(?![\\p{L}])`,
  "iu"
);
var COMPLAINT = stems([
  "pain",
  "ache",
  "hurt",
  "sore",
  "cough",
  "fever",
  "tired",
  "dizz",
  "nause",
  "vomit",
  "diarrh",
  "rash",
  "itch",
  "swell",
  "swollen",
  "bleed",
  "short of breath",
  "breathless",
  "headache",
  "burning",
  "lump",
  "numb",
  "weak",
  "low mood",
  "anxious",
  "sleep",
  "review",
  "check-up",
  "check up",
  "injur",
  "twisted",
  "fell",
  "cut",
  "burn",
  "sting",
  "bite",
  "br\xE4nn",
  "br\xE4nner",
  "svid",
  "tight",
  "wheez",
  "s\xE5r",
  "wound",
  "haava",
  "wunde",
  "yara",
  "\u062C\u0631\u062D",
  "palpitation",
  "tryck \xF6ver br\xF6stet",
  "pip i br\xF6stet",
  "hj\xE4rtklappning",
  "burns",
  "burning",
  "pee",
  "urinat",
  "peeing",
  "kissa",
  "kissar",
  "svir",
  "svie",
  "tisse",
  "tisser",
  "br\xE6nder",
  "brenner",
  "brennt",
  "wasserlassen",
  "virtsa",
  "kirvele",
  "ont",
  "v\xE4rk",
  "sm\xE4rt",
  "hosta",
  "feber",
  "tr\xF6tt",
  "yr$",
  "illam\xE5",
  "kr\xE4k",
  "diarr",
  "utslag",
  "kl\xE5da",
  "svullen",
  "svullnad",
  "bl\xF6d",
  "andf\xE5dd",
  "andn\xF6d",
  "svider",
  "sveda",
  "kn\xF6l",
  "domning",
  "nedst\xE4md",
  "\xE5ngest",
  "oro",
  "s\xF6mn",
  "kontroll",
  "ramla",
  "skada",
  "stukat",
  "vrickat",
  "ryggskott",
  "f\xF6rkyl",
  "snuva",
  "\xF6ron",
  "\xF6gon",
  "kipu",
  "kipe\xE4",
  "s\xE4rky",
  "s\xE4rkee",
  "ysk\xE4",
  "kuume",
  "v\xE4sy",
  "huimaa",
  "huimaus",
  "pahoinvoin",
  "oksen",
  "ripuli",
  "ihottum",
  "kutina",
  "turvo",
  "veren",
  "hengenahdistus",
  "kirvel",
  "masentun",
  "ahdistu",
  "uni",
  "kontrolli",
  "vondt",
  "ondt",
  "smerte",
  "hoste",
  "feber",
  "trett",
  "tr\xE6t",
  "svimmel",
  "kvalm",
  "kast$",
  "diar\xE9",
  "utslett",
  "udsl\xE6t",
  "kl\xF8e",
  "hoven",
  "bl\xF8d",
  "tungpust",
  "\xE5nden\xF8d",
  "svie",
  "nedstemt",
  "angst",
  "s\xF8vn",
  "kontroll",
  "kontrol",
  "schmerz",
  "weh",
  "husten",
  "fieber",
  "m\xFCde",
  "schwindel",
  "\xFCbel",
  "erbrech",
  "durchfall",
  "ausschlag",
  "juck",
  "geschwollen",
  "schwellung",
  "blut",
  "atemnot",
  "brennen",
  "druck",
  "schnupfen",
  "niedergeschlagen",
  "angst",
  "schlaf",
  "kontrolle",
  "a\u011Fr\u0131",
  "a\u011Fr\u0131m",
  "\xF6ks\xFCr",
  "ate\u015F",
  "yorgun",
  "ba\u015F d\xF6nme",
  "bulant\u0131",
  "kusma",
  "ishal",
  "d\xF6k\xFCnt\xFC",
  "ka\u015F\u0131nt\u0131",
  "\u015Fi\u015Flik",
  "kanama",
  "nefes darl\u0131\u011F\u0131",
  "yanma",
  "kontrol",
  "\u0623\u0644\u0645",
  "\u0648\u062C\u0639",
  "\u0633\u0639\u0627\u0644",
  "\u0643\u062D\u0629",
  "\u062D\u0645\u0649",
  "\u062D\u0631\u0627\u0631\u0629",
  "\u062A\u0639\u0628",
  "\u062F\u0648\u062E\u0629",
  "\u063A\u062B\u064A\u0627\u0646",
  "\u0642\u064A\u0621",
  "\u0625\u0633\u0647\u0627\u0644",
  "\u0637\u0641\u062D",
  "\u062D\u0643\u0629",
  "\u062A\u0648\u0631\u0645",
  "\u0646\u0632\u064A\u0641",
  "\u0636\u064A\u0642 \u062A\u0646\u0641\u0633",
  "\u062D\u0631\u0642\u0629"
]);
var UNCERTAIN = stems([
  "rule out",
  "ruled out",
  "cannot be excluded",
  "can't be excluded",
  "differential",
  "unlikely",
  "less likely",
  "uteslut",
  "differentialdiagnos",
  "mindre troligt",
  "osannolikt",
  "poissulje",
  "poissuljettu",
  "erotusdiagnoosi",
  "ep\xE4todenn\xE4k\xF6i",
  "utelukk",
  "udelukk",
  "differensialdiagnose",
  "differentialdiagnose",
  "usannsynlig",
  "usandsynlig",
  "ausschlie\xDFen",
  "ausgeschlossen",
  "differenzialdiagnose",
  "unwahrscheinlich",
  "ekarte",
  "d\u0131\u015Fla",
  "ay\u0131r\u0131c\u0131 tan\u0131",
  "\u0627\u0633\u062A\u0628\u0639\u0627\u062F",
  "\u0627\u0644\u062A\u0634\u062E\u064A\u0635 \u0627\u0644\u062A\u0641\u0631\u064A\u0642\u064A"
]);
var SAFETY_NET = /^(?:(?:(?:and|och|og|und|ja|so|så)\s+)?(?:if you|if it|if the|om du|om patienten|om det|om ni|om besvären|hvis du|hvis det|jos sinulla|jos sinä|jos oireet|jos et|wenn sie|wenn es|falls sie|falls es|eğer|إذا)(?![\p{L}])|(?:\p{L}+)\s+(?:du|ni|hon|han|det|patienten|barnet|dere|hun)(?![\p{L}])(?=[^.?!]*,\s*(?:(?:så|då)\s+)?(?:ring|ringer|sök|söker|åk|åker|kom|kommer|hör|kontakta|kontaktar|ska|skal|gå|går|ta|tar)(?![\p{L}])))/iu;
var YES_WORDS = /* @__PURE__ */ new Set(["yes", "yeah", "yep", "ja", "jo", "javisst", "japp", "jepp", "jep", "absolut", "kyll\xE4", "joo", "evet", "\u0646\u0639\u0645"]);
var NO_WORDS = /* @__PURE__ */ new Set(["no", "nope", "nej", "n\xE4", "n\xE4\xE4", "nei", "nein", "ei", "hay\u0131r", "yok", "\u0644\u0627", "never", "aldrig", "aldri", "nie", "niemals"]);
var PLAN_COMPOUND = /\p{L}(?:kontroll|kontrolle|kontrol|uppföljning|återbesök|provtagning|remiss|röntgen|tarkastus|seuranta|käynti|oppfølging|opfølgning|henvisning|überweisung)(?![\p{L}])/iu;
var TIME_AHEAD = new RegExp(
  `(?<![\\p{L}])(?:om|in|nach|om|p\xE5|within|inom)\\s+(?:\\d+|a|an|one|two|three|four|five|six|eight|twelve|a few|en|ett|tv\xE5|tre|fyra|fem|sex|\xE5tta|tolv|n\xE5gra|et|ei|to|fire|seks|zwei|drei|vier|sechs)\\s+(?:timmar|timme|dag|dagar|dagars|veckor|vecka|veckors|m\xE5nader|m\xE5nad|\xE5r|hours|days|weeks|week|months|month|year|stunden|tagen|wochen|woche|monaten|monat|timer|dager|dage|uker|uke|uger|uge|m\xE5neder|m\xE5ned|tunnin|p\xE4iv\xE4n|viikon|kuukauden|saat|g\xFCn|hafta|ay)(?![\\p{L}])`,
  "iu"
);
var LATER = stems([
  "next",
  "again",
  "later",
  "tomorrow",
  "follow",
  "review",
  "until",
  "n\xE4sta",
  "igen",
  "senare",
  "imorgon",
  "i morgon",
  "tills",
  "fram\xF6ver",
  "fortsatt",
  "forts\xE4tt",
  "seuraava",
  "uudelleen",
  "my\xF6hemmin",
  "huomenna",
  "jatka",
  "neste",
  "n\xE6ste",
  "igjen",
  "igen",
  "senere",
  "i morgen",
  "fortsett",
  "forts\xE6t",
  "n\xE4chste",
  "wieder",
  "sp\xE4ter",
  "morgen",
  "weiter",
  "sonraki",
  "tekrar",
  "sonra",
  "yar\u0131n",
  "devam",
  "\u0627\u0644\u0642\u0627\u062F\u0645",
  "\u0645\u0631\u0629 \u0623\u062E\u0631\u0649",
  "\u0644\u0627\u062D\u0642\u0627",
  "\u063A\u062F\u0627"
]);
var ASSESSMENT = stems([
  "looks like",
  "this is",
  "it is a",
  "it's a",
  "it is likely",
  "consistent with",
  "suggestive of",
  "diagnos",
  "assessment",
  "i think",
  "probably",
  "likely",
  "suspect",
  "impression",
  "most likely",
  "compatible with",
  "rule out",
  "differential",
  "we call it",
  "we call this",
  "it's called",
  "it is called",
  "bed\xF6m",
  "tolkar",
  "tyder p\xE5",
  "talar f\xF6r",
  "troligen",
  "troligtvis",
  "sannolikt",
  "misst\xE4nk",
  "det r\xF6r sig om",
  "det \xE4r en",
  "det \xE4r ett",
  "det verkar",
  "det ser ut",
  "f\xF6renligt med",
  "diagnos",
  "uteslut",
  "vi kallar det",
  "det vi kallar",
  "det kallas",
  "arvio",
  "arvioi",
  "todenn\xE4k\xF6i",
  "ep\xE4il",
  "kyseess\xE4",
  "viittaa",
  "diagnoosi",
  "sopii",
  "vurder",
  "sannsynlig",
  "sandsynlig",
  "mistenk",
  "mist\xE6nk",
  "det dreier seg",
  "det drejer sig",
  "tyder p\xE5",
  "forenlig med",
  "diagnose",
  "vi kaller det",
  "vi kalder det",
  "l\xE4ker fint",
  "l\xE4ker bra",
  "healing well",
  "heals well",
  "is healing",
  "paranee hyvin",
  "gror fint",
  "heler fint",
  "heler godt",
  "heilt gut",
  "iyile\u015Fiyor",
  "beurteil",
  "wahrscheinlich",
  "verdacht",
  "es handelt sich",
  "spricht f\xFCr",
  "vereinbar mit",
  "diagnose",
  "vermutlich",
  "am ehesten",
  "de\u011Ferlendir",
  "muhtemelen",
  "\u015F\xFCphe",
  "tan\u0131",
  "te\u015Fhis",
  "d\xFC\u015F\xFCn\xFClmekte",
  "uyumlu",
  "\u0627\u0644\u062A\u0634\u062E\u064A\u0635",
  "\u064A\u0628\u062F\u0648 \u0623\u0646",
  "\u0639\u0644\u0649 \u0627\u0644\u0623\u0631\u062C\u062D",
  "\u0646\u0634\u062A\u0628\u0647",
  "\u0645\u062A\u0648\u0627\u0641\u0642 \u0645\u0639",
  "\u062A\u0642\u064A\u064A\u0645"
]);
var PLAN = stems([
  "you can take",
  "du kan ta",
  "du kan tage",
  "voit ottaa",
  "k\xF6nnen sie",
  "kannst du",
  // Common drugs by their international names: a drug named by the clinician is treatment.
  "paracetamol",
  "acetaminophen",
  "ibuprofen",
  "naproxen",
  "diclofenac",
  "aspirin",
  "acetylsalicyl",
  "alvedon",
  "panodil",
  "ipren",
  "pamol",
  "burana",
  "penicillin",
  "k\xE5vepenin",
  "amoxicillin",
  "amoxicilin",
  "flukloxacillin",
  "cefalexin",
  "doxycyklin",
  "doxycycline",
  "nitrofurantoin",
  "furadantin",
  "pivmecillinam",
  "selexid",
  "trimetoprim",
  "trimethoprim",
  "klindamycin",
  "clindamycin",
  "azitromycin",
  "azithromycin",
  "metronidazol",
  "prednisolon",
  "betametason",
  "hydrokortison",
  "kortison",
  "cortison",
  "omeprazol",
  "esomeprazol",
  "pantoprazol",
  "cetirizin",
  "loratadin",
  "desloratadin",
  "salbutamol",
  "ventoline",
  "budesonid",
  "sertralin",
  "escitalopram",
  "citalopram",
  "mirtazapin",
  "zopiklon",
  "melatonin",
  "metformin",
  "insulin",
  "amlodipin",
  "enalapril",
  "ramipril",
  "losartan",
  "candesartan",
  "metoprolol",
  "bisoprolol",
  "atorvastatin",
  "simvastatin",
  "levotyroxin",
  "levothyroxine",
  "apixaban",
  "warfarin",
  "sumatriptan",
  "oxykodon",
  "tramadol",
  "kodein",
  "morfin",
  "n\xE4sspray",
  "nasenspray",
  "nasal spray",
  "\xF6gondroppar",
  "eye drops",
  "a&e",
  "emergency department",
  "the emergency",
  "ambulance",
  "call 911",
  "call 999",
  "call 112",
  "ringa 112",
  "ring 112",
  "ambulans",
  "things that help",
  "cut down on",
  "raise the head",
  "stop smoking",
  "quit smoking",
  "schreibe ihnen",
  "schreibe sie",
  "schreibe ich ihnen",
  "schreibe ich sie",
  "prescrib",
  "prescription",
  "antibiotic",
  "painkiller",
  "pain relief",
  "diary",
  "review in",
  "review the",
  "physiotherap",
  "dietitian",
  "i will give",
  "i'll give",
  "we will",
  "we'll",
  "i will",
  "i'll",
  "refer",
  "follow-up",
  "follow up",
  "come back",
  "return if",
  "book",
  "schedule",
  "blood test",
  "test$",
  "tests$",
  "x-ray",
  "x ray",
  "ultrasound",
  "scan$",
  "mri",
  "ct ",
  "sick leave",
  "sick note",
  "certificate",
  "recommend",
  "advise",
  "should",
  "please",
  "continue",
  "start ",
  "stop taking",
  "increase",
  "reduce",
  "take one",
  "take two",
  "tablet",
  "twice a day",
  "three times",
  "once a day",
  "mg",
  "rest$",
  "drink",
  "avoid",
  "call us",
  "contact",
  "seek care",
  "plan",
  "ringer dig",
  "ringer upp dig",
  "h\xF6r hur det g\xE5r",
  "s\xF6ka akut",
  "s\xF6k akut",
  "ska du s\xF6ka",
  "telefonkontakt",
  "telefontid",
  "lungr\xF6ntgen",
  "spirometri",
  "ekg",
  "hj\xE4rtultraljud",
  "ekokardiografi",
  "f\xF6rskriv",
  "skriver ut",
  "recept",
  "antibiotika",
  "sm\xE4rtstillande",
  "v\xE4rktablett",
  "kontakta",
  "s\xF6ka akuten",
  "s\xF6k akuten",
  "tr\xE4ning",
  "sjukgymnast",
  "fysioterapeut",
  "s\xE4tter in",
  "ins\xE4tt",
  "remiss",
  "remitter",
  "\xE5terbes\xF6k",
  "kontroll",
  "uppf\xF6lj",
  "\xE5terkom",
  "h\xF6r av",
  "provtagning",
  "prover",
  "blodprov",
  "r\xF6ntgen",
  "ultraljud",
  "datortomografi",
  "magnetkamera",
  "sjukskriv",
  "intyg",
  "rekommender",
  "r\xE5d",
  "b\xF6r$",
  "ska ta",
  "forts\xE4tt",
  "s\xE4tter ut",
  "\xF6ka",
  "minska",
  "tablett",
  "g\xE5nger dagligen",
  "g\xE5ng dagligen",
  "vila",
  "dricka",
  "undvik",
  "planer",
  "boka",
  "ordiner",
  "kur ",
  "m\xE4\xE4r\xE4",
  "resepti",
  "antibiootti",
  "kipul\xE4\xE4k",
  "ota yhteytt\xE4",
  "yhteytt\xE4",
  "sairauslomaa",
  "l\xE4hete",
  "kontrolli",
  "seuranta",
  "uusintak\xE4ynti",
  "verikoe",
  "laboratorio",
  "r\xF6ntgen",
  "ultra\xE4\xE4ni",
  "sairausloma",
  "todistus",
  "suosittel",
  "lepo",
  "lev\xE4t\xE4",
  "juoda",
  "tabletti",
  "kertaa p\xE4iv\xE4ss\xE4",
  "suunnitelma",
  "jatketaan",
  "aloitetaan",
  "resept",
  "henvis",
  "antibiotika",
  "smertestillende",
  "kontroll",
  "oppf\xF8lging",
  "opf\xF8lgning",
  "kom tilbake",
  "kom tilbage",
  "blodpr\xF8ve",
  "pr\xF8ver",
  "r\xF8ntgen",
  "ultralyd",
  "sykmeld",
  "sygemeld",
  "attest",
  "anbefal",
  "hvile",
  "drikke",
  "unng\xE5",
  "undg\xE5",
  "tablett",
  "ganger daglig",
  "gange dagligt",
  "skal ta",
  "fortsett",
  "forts\xE6t",
  "verschreib",
  "rezept",
  "antibiotik",
  "schmerzmittel",
  "\xFCberweis",
  "wiedervorstell",
  "kontrolle",
  "blutabnahme",
  "labor",
  "r\xF6ntgen",
  "ultraschall",
  "krankschreib",
  "attest",
  "empfehl",
  "sollte",
  "ruhen",
  "trinken",
  "vermeiden",
  "tablette",
  "mal t\xE4glich",
  "weiter",
  "absetzen",
  "procedere",
  "re\xE7ete",
  "sevk",
  "kontrol",
  "tekrar gel",
  "d\xFCzelmezse",
  "ge\xE7mezse",
  "tahlil",
  "kan testi",
  "r\xF6ntgen",
  "ultrason",
  "rapor",
  "\xF6neri",
  "dinlen",
  "bol s\u0131v\u0131",
  "ka\xE7\u0131n",
  "tablet",
  "g\xFCnde",
  "ba\u015Fla",
  "devam",
  "\u0648\u0635\u0641\u0629",
  "\u0623\u0635\u0641",
  "\u0625\u062D\u0627\u0644\u0629",
  "\u062A\u062D\u0648\u064A\u0644",
  "\u0645\u062A\u0627\u0628\u0639\u0629",
  "\u0645\u0631\u0627\u062C\u0639\u0629",
  "\u062A\u062D\u0644\u064A\u0644",
  "\u0641\u062D\u0635 \u062F\u0645",
  "\u0623\u0634\u0639\u0629",
  "\u0625\u062C\u0627\u0632\u0629 \u0645\u0631\u0636\u064A\u0629",
  "\u0634\u0647\u0627\u062F\u0629",
  "\u0623\u0646\u0635\u062D",
  "\u0631\u0627\u062D\u0629",
  "\u0627\u0634\u0631\u0628",
  "\u062A\u062C\u0646\u0628",
  "\u062D\u0628\u0629",
  "\u0645\u0631\u0627\u062A \u064A\u0648\u0645\u064A\u0627",
  "\u0627\u0644\u062E\u0637\u0629",
  "\u0623\u062D\u0648\u0644\u0643",
  "\u0623\u0643\u062A\u0628\u0644\u0643",
  "\u0627\u0631\u062C\u0639\u064A",
  "\u0627\u0631\u062C\u0639 \u0644\u0639\u0646\u062F\u064A",
  "\u0627\u0644\u0637\u0648\u0627\u0631\u0626",
  "\u0645\u0631\u0647\u0645",
  "\u0643\u0631\u064A\u0645"
]);
var SUBJECTIVE = stems([
  "i have",
  "i've",
  "i had",
  "i feel",
  "i am",
  "i'm",
  "i was",
  "i get",
  "i took",
  "i take",
  "i can",
  "my ",
  "burn",
  "tight",
  "wheez",
  "pain",
  "ache",
  "hurt",
  "sore",
  "cough",
  "fever",
  "tired",
  "dizz",
  "nause",
  "vomit",
  "diarrh",
  "since",
  "for the past",
  "ago",
  "started",
  "began",
  "worse",
  "better",
  "allerg",
  "smok",
  "alcohol",
  "history",
  "previously",
  "medication",
  "sleep",
  "appetite",
  "breath",
  "itch",
  "bleed",
  "swell",
  "jag har",
  "jag hade",
  "jag k\xE4nner",
  "jag \xE4r",
  "jag var",
  "jag tar",
  "jag tog",
  "jag f\xE5r",
  "min ",
  "mitt ",
  "mina ",
  "br\xE4nn",
  "svid",
  "ont",
  "v\xE4rk",
  "sm\xE4rt",
  "hosta",
  "hostar",
  "feber",
  "tr\xF6tt",
  "yr$",
  "illam\xE5",
  "kr\xE4k",
  "diarr",
  "sedan",
  "i flera",
  "b\xF6rjade",
  "besv\xE4r",
  "s\xE4mre",
  "b\xE4ttre",
  "allerg",
  "r\xF6ker",
  "alkohol",
  "tidigare",
  "mediciner",
  "sover",
  "aptit",
  "andf\xE5dd",
  "kl\xE5da",
  "bl\xF6d",
  "svullen",
  "minulla on",
  "minua",
  "olen",
  "kipu",
  "kipua",
  "s\xE4rky",
  "ysk\xE4",
  "kuume",
  "v\xE4sy",
  "huimaa",
  "pahoinvoin",
  "oksent",
  "ripuli",
  "l\xE4htien",
  "alkoi",
  "allergi",
  "tupak",
  "alkoholi",
  "aiemmin",
  "l\xE4\xE4kke",
  "uni",
  "hengenahdistus",
  "kutina",
  "jeg har",
  "jeg hadde",
  "jeg havde",
  "jeg f\xF8ler",
  "jeg er",
  "jeg tar",
  "jeg tager",
  "svi",
  "brenn",
  "br\xE6nd",
  "vondt",
  "ondt",
  "smerte",
  "hoste",
  "feber",
  "trett",
  "tr\xE6t",
  "svimmel",
  "kvalm",
  "kast$",
  "diar\xE9",
  "siden",
  "begynte",
  "begyndte",
  "verre",
  "v\xE6rre",
  "bedre",
  "allergi",
  "r\xF8yk",
  "ryger",
  "tidligere",
  "medisin",
  "medicin",
  "s\xF8vn",
  "appetitt",
  "appetit",
  "tungpust",
  "\xE5nden\xF8d",
  "ich habe",
  "ich hatte",
  "ich f\xFChle",
  "ich bin",
  "ich nehme",
  "mein",
  "schmerz",
  "weh",
  "husten",
  "fieber",
  "m\xFCde",
  "schwindel",
  "\xFCbel",
  "erbrech",
  "durchfall",
  "seit",
  "begann",
  "schlimmer",
  "besser",
  "allergi",
  "rauch",
  "alkohol",
  "fr\xFCher",
  "medikament",
  "schlaf",
  "appetit",
  "atemnot",
  "juckreiz",
  "a\u011Fr\u0131",
  "a\u011Fr\u0131m",
  "\xF6ks\xFCr",
  "ate\u015F",
  "yorgun",
  "ba\u015F d\xF6nme",
  "bulant\u0131",
  "kusma",
  "ishal",
  "beri",
  "ba\u015Flad\u0131",
  "k\xF6t\xFC",
  "iyi",
  "alerji",
  "sigara",
  "alkol",
  "daha \xF6nce",
  "ila\xE7",
  "uyku",
  "i\u015Ftah",
  "nefes darl\u0131\u011F\u0131",
  "ka\u015F\u0131nt\u0131",
  "\u0639\u0646\u062F\u064A",
  "\u0623\u0639\u0627\u0646\u064A",
  "\u0623\u0634\u0639\u0631",
  "\u0623\u0644\u0645",
  "\u0648\u062C\u0639",
  "\u0633\u0639\u0627\u0644",
  "\u0643\u062D\u0629",
  "\u062D\u0645\u0649",
  "\u062D\u0631\u0627\u0631\u0629",
  "\u062A\u0639\u0628",
  "\u062F\u0648\u062E\u0629",
  "\u063A\u062B\u064A\u0627\u0646",
  "\u0642\u064A\u0621",
  "\u0625\u0633\u0647\u0627\u0644",
  "\u0645\u0646\u0630",
  "\u0628\u062F\u0623",
  "\u0623\u0633\u0648\u0623",
  "\u062D\u0633\u0627\u0633\u064A\u0629",
  "\u062A\u062F\u062E\u064A\u0646",
  "\u062F\u0648\u0627\u0621",
  "\u0646\u0648\u0645",
  "\u0634\u0647\u064A\u0629",
  "\u0636\u064A\u0642 \u062A\u0646\u0641\u0633"
]);
var SMALL_TALK = stems([
  "hello",
  "hi ",
  "good morning",
  "good afternoon",
  "good evening",
  "goodbye",
  "bye",
  "thank",
  "thanks",
  "nice to",
  "how are you",
  "have a seat",
  "take a seat",
  "sit down",
  "the weather",
  "weekend",
  "holiday",
  "traffic",
  "parking",
  "let me",
  "let's",
  "let us",
  "any other questions",
  "anything else",
  "see you",
  "you are welcome",
  "you're welcome",
  "please come in",
  "come in",
  "what brings you",
  "what can i do",
  "examine you",
  "have a listen",
  "listen to your chest",
  "take care",
  "the snow",
  "the rain",
  "snowing",
  "raining",
  "sunny",
  "cold outside",
  "have a look",
  "take a look",
  "lie down",
  "hop up",
  "lie back",
  "hej",
  "god morgon",
  "goddag",
  "god dag",
  "tack",
  "trevligt",
  "hur m\xE5r du",
  "s\xE4tt dig",
  "sl\xE5 dig ner",
  "v\xE4dret",
  "helgen",
  "semester",
  "trafiken",
  "parkering",
  "vi ses",
  "ha det",
  "vars\xE5god",
  "v\xE4lkommen",
  "andra fr\xE5gor",
  "n\xE5got mer",
  "vad kan jag hj\xE4lpa",
  "vad g\xE4ller det",
  "unders\xF6ka dig",
  "unders\xF6ker dig",
  "lyssna p\xE5",
  "k\xE4nna p\xE5",
  "sk\xF6t om dig",
  "ta hand om dig",
  "sn\xF6",
  "regn",
  "regnar",
  "sn\xF6ar",
  "kallt ute",
  "varmt ute",
  "solen",
  "titta p\xE5",
  "ska titta",
  "ligg ner",
  "l\xE4gg dig",
  "ber\xE4tta",
  "hei",
  "huomenta",
  "hyv\xE4\xE4 p\xE4iv\xE4\xE4",
  "kiitos",
  "mit\xE4 kuuluu",
  "istu",
  "s\xE4\xE4",
  "viikonlop",
  "loma",
  "n\xE4kemiin",
  "tervetuloa",
  "tutkin sinut",
  "kuunnellaan",
  "hoida itse\xE4si",
  "lunta",
  "sataa",
  "katsotaan",
  "katsotaanpa",
  "kerro",
  "god morgen",
  "takk",
  "tak ",
  "hvordan har du det",
  "sett deg",
  "s\xE6t dig",
  "v\xE6ret",
  "vejret",
  "helgen",
  "weekenden",
  "ferie",
  "vi ses",
  "ha det",
  "velkommen",
  "unders\xF8ke deg",
  "unders\xF8ge dig",
  "lytte p\xE5",
  "pass p\xE5 deg",
  "pas p\xE5 dig",
  "sn\xF8",
  "sne",
  "regner",
  "se p\xE5",
  "kigge p\xE5",
  "fortell",
  "fort\xE6l",
  "hallo",
  "guten morgen",
  "guten tag",
  "danke",
  "wie geht",
  "setzen sie",
  "das wetter",
  "wochenende",
  "urlaub",
  "auf wiedersehen",
  "tsch\xFCss",
  "willkommen",
  "bitte sch\xF6n",
  "untersuche sie",
  "abh\xF6ren",
  "passen sie auf sich auf",
  "schnee",
  "regnet",
  "schauen wir",
  "anschauen",
  "erz\xE4hlen sie",
  "merhaba",
  "g\xFCnayd\u0131n",
  "te\u015Fekk\xFCr",
  "nas\u0131ls\u0131n\u0131z",
  "oturun",
  "hava",
  "hafta sonu",
  "tatil",
  "g\xF6r\xFC\u015F\xFCr\xFCz",
  "ho\u015F geldiniz",
  "bakal\u0131m",
  "\u0645\u0631\u062D\u0628\u0627",
  "\u0635\u0628\u0627\u062D \u0627\u0644\u062E\u064A\u0631",
  "\u0634\u0643\u0631\u0627",
  "\u0643\u064A\u0641 \u062D\u0627\u0644\u0643",
  "\u062A\u0641\u0636\u0644",
  "\u0627\u0644\u0637\u0642\u0633",
  "\u0639\u0637\u0644\u0629",
  "\u0645\u0639 \u0627\u0644\u0633\u0644\u0627\u0645\u0629",
  "\u0623\u0647\u0644\u0627"
]);
var FILLER = whole([
  "ok",
  "okay",
  "yes",
  "no",
  "yeah",
  "right",
  "alright",
  "mm",
  "mhm",
  "hmm",
  "uh",
  "um",
  "oh",
  "well",
  "so",
  "good",
  "great",
  "fine",
  "sure",
  "ja",
  "nej",
  "jaha",
  "jas\xE5",
  "precis",
  "okej",
  "bra",
  "mm",
  "n\xE4",
  "ne",
  "nei",
  "jo",
  "javisst",
  "fint",
  "kyll\xE4",
  "ei",
  "joo",
  "selv\xE4",
  "hyv\xE4",
  "niin",
  "gut",
  "genau",
  "nein",
  "also",
  "evet",
  "hay\u0131r",
  "tamam",
  "peki",
  "\u0646\u0639\u0645",
  "\u0644\u0627",
  "\u062D\u0633\u0646\u0627",
  "\u0637\u064A\u0628"
]);
var CAUSE = stems([
  "comes because",
  "comes with",
  "comes for",
  "presents with",
  "here for",
  "here about",
  "reason for",
  "i came",
  "i'm here",
  "i am here",
  "i have come",
  "s\xF6ker f\xF6r",
  "\xE4r h\xE4r f\xF6r",
  "h\xE4r idag f\xF6r",
  "kommit hit f\xF6r",
  "kommer hit f\xF6r",
  "det g\xE4ller",
  "g\xE4ller det",
  "s\xF6ker p\xE5 grund",
  "kommer p\xE5 grund",
  "kommer f\xF6r",
  "kommer med",
  "anledning",
  "jag kom",
  "jag \xE4r h\xE4r",
  "s\xF6korsak",
  "kontaktorsak",
  "hakeutuu",
  "tulee",
  "syy",
  "kommer p\xE5 grunn",
  "kommer fordi",
  "kommer p\xE5 grund",
  "s\xF8ker for",
  "kommt wegen",
  "stellt sich vor",
  "vorstellungsgrund",
  "ba\u015Fvurdu",
  "geldim",
  "\u0633\u0628\u0628 \u0627\u0644\u0632\u064A\u0627\u0631\u0629",
  "\u062C\u0626\u062A"
]);
var FIRST_PROBLEM = /(?<![\p{L}])(?:first problem|first issue|första problemet|första besväret|første problem|erste[ns]? problem|ensimmäinen ongelma|ilk (?:sorun|problem)|المشكلة الأولى)(?![\p{L}])/iu;

// server/src/engines/notes/embedded/assertion.ts
import fs2 from "node:fs";
import { z as z3 } from "zod";

// server/src/engines/notes/embedded/clean-input.ts
import fs from "node:fs";
import { z as z2 } from "zod";
var words2 = z2.array(z2.string().min(1).refine((w) => w === w.toLowerCase().trim(), "lower case, trimmed"));
var languageSpeech = z2.object({ fillers: words2, openers: words2, weakOpeners: words2, questionOpeners: words2, smallTalk: words2, conversational: words2 }).strict();
var speechSchema = z2.object({
  $comment: z2.string(),
  speakerLabels: z2.object({ clinician: words2, patient: words2, other: words2 }).strict(),
  languages: z2.object(Object.fromEntries(LANGUAGES.map((l) => [l, languageSpeech]))).strict()
}).strict();
var SPEECH = speechSchema.parse(JSON.parse(fs.readFileSync(new URL("./lexicon/speech.json", import.meta.url), "utf8")));
var ROLE_OF = /* @__PURE__ */ new Map();
for (const role of ["clinician", "patient", "other"]) for (const label of SPEECH.speakerLabels[role]) ROLE_OF.set(label, role);
var LABELS = alternation([...ROLE_OF.keys()]);
var LABEL = new RegExp(`\\[\\s*(${LABELS})(?:_[\\p{L}]+)?\\s*\\d*\\s*\\]|(?:^|(?<=[\\n.!?]\\s*))(${LABELS})(?:\\s*\\d+)?\\s*[:\uFF1A]`, "giu");
var COMPILED = Object.fromEntries(
  LANGUAGES.map((l) => {
    const s = SPEECH.languages[l];
    return [
      l,
      {
        fillers: new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${alternation(s.fillers)})(?![\\p{L}\\p{N}'-])[,.]?`, "giu"),
        openers: new RegExp(`^(?:${alternation(s.openers)})$`, "iu"),
        weakOpeners: s.weakOpeners.length ? new RegExp(`^(?:${alternation(s.weakOpeners)})$`, "iu") : /$^/,
        question: new RegExp(`^(?:${alternation(s.questionOpeners)})(?![\\p{L}])`, "iu"),
        smallTalk: new RegExp(`^(?:(?:${alternation(s.smallTalk)})[\\s,.!]*)+$`, "iu"),
        conversational: new Set(s.conversational)
      }
    ];
  })
);
var STAGE_DIRECTION_WORDS = 3;
function normalise(text) {
  return text.replace(/\r/g, "").replace(/(\p{L}) n't\b/gu, "$1n't").replace(/\b(\p{L}+) '(s|re|ve|ll|d|m)\b/gu, "$1'$2").replace(/\bgon na\b/giu, "going to").replace(/\bgonna\b/giu, "going to").replace(/\bwan na\b/giu, "want to").replace(/\bwanna\b/giu, "want to").replace(/\bgot ta\b/giu, "got to").replace(/[([][\p{L}\s]{3,25}[)\]]/gu, (m) => m.trim().split(/\s+/).length <= STAGE_DIRECTION_WORDS && !/[\p{N}]/u.test(m) ? " " : m).replace(/[ \t]+([,.!?;:])/g, "$1").replace(/[ \t]+/g, " ");
}
__name(normalise, "normalise");
function destutter(text) {
  return text.replace(/(?<![\p{L}])\p{L}+-(?=\s|$)(?!\s+(?:och|eller|and|or|og|und|oder|ja|tai|ve|veya)\s)/gu, "").replace(/(?<![\p{L}\p{N}])(\p{L}+(?:'\p{L}+)?)(?:[\s,]+\1)+(?![\p{L}\p{N}])/giu, "$1").replace(/\s{2,}/g, " ");
}
__name(destutter, "destutter");
function removeFillers(text, language) {
  return destutter(text.replace(COMPILED[language].fillers, " ").replace(/\s+([,.!?])/g, "$1").replace(/^[\s,.]+/, "").replace(/,\s*,/g, ",").replace(/\s{2,}/g, " ")).trim();
}
__name(removeFillers, "removeFillers");
var MAX_UNPUNCTUATED_WORDS = 24;
var MAX_WORDS_WITHOUT_ANY_PUNCTUATION = 10;
var MAX_WORDS_WITHOUT_ANY_PUNCTUATION_WEAK = 14;
var PUNCTUATED_SHARE = 1 / 60;
var MIN_SENTENCE_WORDS = 3;
function cutUnpunctuated(sentence, language, unpunctuated) {
  const { openers, weakOpeners } = COMPILED[language];
  const first = unpunctuated ? cutAt(sentence, openers, MAX_WORDS_WITHOUT_ANY_PUNCTUATION, 2) : cutAt(sentence, openers, MAX_UNPUNCTUATED_WORDS, MIN_SENTENCE_WORDS);
  return first.flatMap((piece) => cutAt(piece, weakOpeners, unpunctuated ? MAX_WORDS_WITHOUT_ANY_PUNCTUATION_WEAK : MAX_UNPUNCTUATED_WORDS, MIN_SENTENCE_WORDS));
}
__name(cutUnpunctuated, "cutUnpunctuated");
function cutAt(sentence, opens, longest, shortest) {
  const tokens = sentence.split(/\s+/);
  if (tokens.length <= longest) return [sentence];
  const out = [];
  let current = [];
  for (let i = 0; i < tokens.length; i++) {
    const one = tokens[i].toLowerCase().replace(/[,.]$/, "");
    const two = `${one} ${(tokens[i + 1] ?? "").toLowerCase().replace(/[,.]$/, "")}`;
    const three = `${two} ${(tokens[i + 2] ?? "").toLowerCase().replace(/[,.]$/, "")}`;
    const previous = (tokens[i - 1] ?? "").toLowerCase().replace(/[,.]$/, "");
    const consequence = CONSEQUENCE_WORDS.has(one) && CONDITIONAL.has((current[0] ?? "").toLowerCase().replace(/[,.]$/, ""));
    if ((opens.test(one) || opens.test(two) || opens.test(three)) && current.length >= shortest && !BINDS_FORWARD.has(previous) && !consequence) {
      out.push(current.join(" "));
      current = [];
    }
    current.push(tokens[i]);
  }
  if (current.length) out.push(current.join(" "));
  return out;
}
__name(cutAt, "cutAt");
var CONDITIONAL = /* @__PURE__ */ new Set(["if", "om", "hvis", "wenn", "falls", "jos", "e\u011Fer", "\u0625\u0630\u0627", "och", "and", "men", "but"]);
var CONSEQUENCE_WORDS = /* @__PURE__ */ new Set(["d\xE5", "s\xE5", "then", "so", "dann", "niin", "da", "s\xE5"]);
var BINDS_FORWARD = /* @__PURE__ */ new Set([
  // words a statement does not end on: "the x-ray shows | no fracture" is one sentence
  "shows",
  "showed",
  "show",
  "revealed",
  "reveals",
  "demonstrates",
  "demonstrated",
  "with",
  "without",
  "of",
  "is",
  "was",
  "are",
  "were",
  "a",
  "an",
  "the",
  "to",
  "for",
  "there",
  "has",
  "had",
  "visar",
  "visade",
  "med",
  "utan",
  "\xE4r",
  "var",
  "av",
  "f\xF6r",
  "ingen",
  "if",
  "when",
  "because",
  "that",
  "and",
  "or",
  "but",
  "so",
  "as",
  "than",
  "unless",
  "until",
  "whether",
  "om",
  "n\xE4r",
  "att",
  "och",
  "eller",
  "men",
  "eftersom",
  "tills",
  "hvis",
  "og",
  "wenn",
  "dass",
  "und",
  "oder",
  "jos",
  "ett\xE4",
  "ja",
  "e\u011Fer",
  "ve",
  "\u0625\u0630\u0627",
  // verbs whose object is a clause: "i don't think | this is..." would lose its negation
  "think",
  "believe",
  "suspect",
  "sure",
  "guess",
  "say",
  "said",
  "mean",
  "hope",
  "afraid",
  "worried",
  "tror",
  "trodde",
  "tycker",
  "misst\xE4nker",
  "s\xE4ker",
  "menar",
  "hoppas",
  "r\xE4dd",
  "orolig",
  "mener",
  "h\xE5per",
  "h\xE5ber",
  "redd",
  "bange",
  "glaube",
  "denke",
  "vermute",
  "meine",
  "hoffe",
  "luulen",
  "uskon",
  "ep\xE4ilen"
]);
function splitSentences(text, language, unpunctuated) {
  const out = [];
  for (const paragraph of text.split(/\n+/)) {
    for (const piece of paragraph.split(/(?<=[.!?؟])\s+(?=\S)/)) {
      if (out.length && /\b(?:dr|mr|mrs|ms|t\.ex|bl\.a|e\.g|i\.e|z\.b)\.$/i.test(out.at(-1)) && /^[\p{Ll}\p{Lu}]/u.test(piece)) {
        out[out.length - 1] = `${out.at(-1)} ${piece}`;
        continue;
      }
      out.push(...cutUnpunctuated(piece.trim(), language, unpunctuated).filter(Boolean));
    }
  }
  return out;
}
__name(splitSentences, "splitSentences");
var person = /* @__PURE__ */ __name((byLanguage) => Object.fromEntries(LANGUAGES.map((l) => [l, new RegExp(`(?<![\\p{L}'])(?:${byLanguage[l]})(?![\\p{L}'])`, "iu")])), "person");
var SECOND_PERSON = person({ en: "you|your|you're|you've|yourself", sv: "du|dig|din|ditt|dina", fi: "sinulla|sin\xE4|sinun|sinua", nb: "du|deg|din|ditt|dine", da: "du|dig|din|dit|dine", de: "sie|ihnen|ihr|ihre|du|dich|dir", tr: "siz|sizin|sen|senin|sizde", ar: "\u0623\u0646\u062A|\u0644\u062F\u064A\u0643|\u0639\u0646\u062F\u0643" });
var FIRST_PERSON = person({ en: "i|my|me|i'm|i've|i'd|myself", sv: "jag|mig|min|mitt|mina", fi: "minulla|min\xE4|minun|minua|olen", nb: "jeg|meg|min|mitt|mine", da: "jeg|mig|min|mit|mine", de: "ich|mir|mich|mein|meine", tr: "ben|benim|bende", ar: "\u0623\u0646\u0627|\u0639\u0646\u062F\u064A|\u0644\u062F\u064A" });
var FIRST_PLURAL = person({ en: "we|we'll|we're|let's", sv: "vi", fi: "me|otetaan|aloitetaan", nb: "vi", da: "vi", de: "wir", tr: "biz", ar: "\u0646\u062D\u0646|\u0633\u0646\u0642\u0648\u0645" });
var CLINICIAN_VOICE = /(?<![\p{L}])(?:i'm going to|i am going to|i want you to|i'd like you to|i would like you to|let's|we'll|we will|we're going to|i'll|i will (?:order|prescribe|refer|send|start|give|add|increase|decrease|stop|book|write|check|see)|i'll (?:order|prescribe|refer|send|start|give|add|increase|decrease|stop|book|write|check|see)|on (?:physical )?exam(?:ination)?|examination|i (?:recommend|prescribe|suggest)|i think (?:that )?(?:this|it) is|i think (?:that )?(?:this|it)'s|i think you have|this is consistent with|consistent with|my impression|my assessment|jag ska|vi ska|jag skriver|tolkar jag det som|jag tolkar det som|när jag lyssnar|jag hör på|min bedömning|jag bedömer|min vurdering|jeg vurderer|meine einschätzung|arvioni|jag remitterar|jag tänker|jag vill att du|vid undersökning|jeg skal|vi skal|ich werde|wir werden|das ist eine?|es handelt sich um|det rör sig om|det dreier seg om|det drejer sig om|kyseessä on|the diagnosis is|diagnosen är|diagnosen er|die diagnose ist|börjar vi med|vi börjar med|sätter vi in|vi sätter in|tar vi|skickar vi|remitterar vi|skriver vi ut|jag ger dig|du ska få|begynner vi med|vi begynner med|jeg skriver ut|du skal få|starter vi|vi starter med|tager vi|jeg udskriver|beginnen wir|wir beginnen mit|ich verschreibe|verschreibe ich|machen wir|nehmen wir)(?![\p{L}])/iu;
function inferRole(sentence, language) {
  const s = sentence.trim();
  if (/[?؟]$/.test(s) || COMPILED[language].question.test(s)) return "clinician";
  if (CLINICIAN_VOICE.test(s) || CLINICIAN_ACTION.test(` ${s.toLowerCase()} `)) return "clinician";
  const second = SECOND_PERSON[language].test(s);
  const first = FIRST_PERSON[language].test(s);
  if (FIRST_PLURAL[language].test(s) && !first) return "clinician";
  if (first && !second) return "patient";
  if (second && !first) return "clinician";
  return "unknown";
}
__name(inferRole, "inferRole");
function isSmallTalk(sentence, language) {
  return COMPILED[language].smallTalk.test(sentence.trim().replace(/[.!?]+$/, ""));
}
__name(isSmallTalk, "isSmallTalk");
function contentWords(sentence, language) {
  const conversational = COMPILED[language].conversational;
  return sentence.toLowerCase().split(/[^\p{L}\p{N}'/.-]+/u).map((w) => w.replace(/^[.'-]+|[.'-]+$/g, "")).filter((w) => w && !conversational.has(w));
}
__name(contentWords, "contentWords");
var DISCOURSE_LEAD = {
  en: /^(?:(?:okay|ok|alright|all right|and|so|now|well|then)[,\s]+)+/iu,
  sv: /^(?:(?:okej|ok|bra|och|ja|jaha|mm|precis|jättebra|men)[,\s]+)+/iu,
  nb: /^(?:(?:ok|okei|bra|og|ja|jaha|mm|flott|men)[,\s]+)+/iu,
  da: /^(?:(?:ok|okay|godt|og|ja|nå|mm|fint|men)[,\s]+)+/iu,
  de: /^(?:(?:okay|ok|gut|und|ja|also|aha|mhm|aber)[,\s]+)+/iu
};
function cleanTranscript(transcript, language) {
  const text = normalise(transcript);
  const turns = [];
  const labels = /* @__PURE__ */ new Set();
  let last = 0;
  let role = "unknown";
  let labelled = false;
  for (const m of text.matchAll(LABEL)) {
    const before = text.slice(last, m.index);
    if (before.trim()) turns.push({ role, text: before });
    const label = (m[1] ?? m[2]).toLowerCase();
    labels.add(label);
    role = ROLE_OF.get(label) ?? "unknown";
    labelled = true;
    last = m.index + m[0].length;
  }
  if (text.slice(last).trim()) turns.push({ role, text: text.slice(last) });
  const sentenceEnds = text.match(/[.!?؟]/g)?.length ?? 0;
  const unpunctuated = sentenceEnds < text.split(/\s+/).length * PUNCTUATED_SHARE;
  const utterances = [];
  turns.forEach((t, turn) => {
    for (const raw of splitSentences(t.text, language, unpunctuated)) {
      const sentence = removeFillers(raw, language);
      if (!/[\p{L}\p{N}]/u.test(sentence)) continue;
      const opening = sentence.replace(DISCOURSE_LEAD[language] ?? /^/, "");
      const question = /[?؟]$/.test(sentence) || !/[.!]$/.test(sentence) && COMPILED[language].question.test(opening) && sentence.split(/\s+/).length <= 16;
      utterances.push({ text: sentence, role: labelled ? t.role : inferRole(sentence, language), question, turn: labelled ? turn : utterances.length });
    }
  });
  return { utterances, labelled, speakers: labels.size };
}
__name(cleanTranscript, "cleanTranscript");

// server/src/engines/notes/embedded/assertion.ts
var PRECEDENCE = ["other_person", "hypothetical", "absent", "possible", "historical"];
var phrases = z3.array(z3.string().min(1)).superRefine((list, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  for (const p of list) {
    if (p !== p.toLowerCase() || p !== p.trim()) ctx.addIssue({ code: "custom", message: `'${p}' must be lower case and trimmed` });
    if (seen.has(p)) ctx.addIssue({ code: "custom", message: `'${p}' is listed twice` });
    seen.add(p);
  }
});
var directed = z3.object({ pre: phrases, post: phrases, both: phrases }).strict().superRefine((lists, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  for (const p of [...lists.pre, ...lists.post, ...lists.both]) {
    if (seen.has(p)) ctx.addIssue({ code: "custom", message: `'${p}' is listed in two directions: list it in 'both'` });
    seen.add(p);
  }
});
var languageTriggers = z3.object({
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
  ruledOutBefore: phrases
}).strict();
var contextTriggersSchema = z3.object({ $comment: z3.string() }).and(z3.object(Object.fromEntries(LANGUAGES.map((l) => [l, languageTriggers]))));
var TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*|[.!?;:؟،,]/gu;
function tokenize(text) {
  const out = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    out.push({ norm: raw.toLowerCase().replace(/['’]/g, "").replace("\u061F", "?"), start: m.index, end: m.index + raw.length, punct: /^[.!?;:؟]$/.test(raw) });
  }
  return out;
}
__name(tokenize, "tokenize");
var TriggerIndex = class {
  static {
    __name(this, "TriggerIndex");
  }
  byFirst = /* @__PURE__ */ new Map();
  /**
   * One-word relatives, for the languages that inflect them: with a Finnish or Turkish case ending
   * ("teyzem" in "teyzemde", "siskon" in "siskonne") or a genitive -s ("mammas", "cousin's").
   */
  relatives = /* @__PURE__ */ new Map();
  inflection;
  /** Words that may stand between a phrase's words without changing it ('är det definitivt inte'). */
  adverbs;
  constructor(list, language) {
    this.adverbs = new Set(list.adverbs);
    this.inflection = CASE_ENDINGS.has(language) ? "case" : GENITIVE_S.has(language) ? "genitive" : void 0;
    const add = /* @__PURE__ */ __name((phrase, kind, direction) => {
      const clauseStartOnly = phrase.startsWith("^");
      const clauseEndOnly = phrase.endsWith("$");
      const words5 = phrase.replace(/^\^|\$$/g, "").replace(/['’]/g, "").split(/\s+/);
      const at = this.byFirst.get(words5[0]) ?? [];
      at.push({ words: words5, kind, direction, clauseStartOnly, clauseEndOnly });
      this.byFirst.set(words5[0], at);
    }, "add");
    for (const kind of PRECEDENCE) for (const direction of ["pre", "post", "both"]) for (const p of list[kind][direction]) add(p, kind, direction);
    for (const p of list.pseudo) add(p, "pseudo", "pre");
    for (const p of list.clauseBlockers) add(p, "blocker", "pre");
    for (const p of list.terminators) add(p, "terminator", "pre");
    for (const p of list.answersNo) add(p, "no", "both");
    for (const p of list.answersYes) add(p, "yes", "post");
    for (const list2 of this.byFirst.values()) list2.sort((a, b) => b.words.length - a.words.length || Number(b.kind === "pseudo") - Number(a.kind === "pseudo"));
    if (this.inflection)
      for (const [first, triggers] of this.byFirst) {
        const relatives = triggers.filter((t) => t.kind === "other_person" && t.words.length === 1);
        if (relatives.length) this.relatives.set(first, relatives);
      }
  }
  /** The longest trigger starting at `at` that `accept` takes, with where it ends (one pass, no lists: it runs at every word). */
  first(tokens, at, accept) {
    const candidates = this.byFirst.get(tokens[at].norm);
    if (!candidates) {
      for (const trigger of this.inflectedRelative(tokens[at].norm)) if (accept({ trigger, end: at + 1 })) return { trigger, end: at + 1 };
      return void 0;
    }
    for (const trigger of candidates) {
      const end = this.matchEnd(tokens, at, trigger);
      if (end > at && accept({ trigger, end })) return { trigger, end };
    }
    return void 0;
  }
  /** Past the trigger's last word, adverbs inside it allowed ("är det definitivt inte", "kan vi nok også se bort fra"); -1 if it does not match. */
  matchEnd(tokens, at, trigger) {
    return phraseEnd(tokens, at, trigger.words, this.adverbs);
  }
  inflectedRelative(token) {
    if (this.inflection === "genitive") return token.endsWith("s") && this.relatives.get(token.slice(0, -1)) || [];
    if (this.inflection === "case")
      for (let cut = 1; cut <= MAX_ENDING && token.length - cut >= MIN_STEM; cut++) {
        const found = this.relatives.get(token.slice(0, -cut));
        if (found) return found;
      }
    return [];
  }
};
function phraseEnd(tokens, at, words5, adverbs) {
  let i = at + 1;
  for (const word of words5.slice(1)) {
    let skipped = 0;
    while (tokens[i]?.norm !== word && skipped < MAX_ADVERBS && adverbs.has(tokens[i]?.norm ?? "")) {
      i++;
      skipped++;
    }
    if (tokens[i]?.norm !== word) return -1;
    i++;
  }
  return i;
}
__name(phraseEnd, "phraseEnd");
var CASE_ENDINGS = /* @__PURE__ */ new Set(["fi", "tr"]);
var MAX_ADVERBS = 2;
var GENITIVE_S = /* @__PURE__ */ new Set(["en", "sv", "nb", "da"]);
var MIN_STEM = 4;
var MAX_ENDING = 4;
var parsed = contextTriggersSchema.parse(JSON.parse(fs2.readFileSync(new URL("./lexicon/context-triggers.json", import.meta.url), "utf8")));
var INDEX = Object.fromEntries(LANGUAGES.map((l) => [l, new TriggerIndex(parsed[l], l)]));
var ADJACENT = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(parsed[l].postAdjacent)]));
var ADDRESSEE = /^(?:hos|bei|in|for|för|sinulla)$/u;
var ADDRESSED = /^(?:dig|deg|ihnen|dir|you|your|dem|er|sie)$/u;
var OPENERS = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(parsed[l].clauseOpeners)]));
var LIST_SCOPE_WORDS = 20;
var UNPUNCTUATED_LIST_SCOPE_WORDS = 10;
var UNPUNCTUATED_RUN_WORDS = 15;
var UNPUNCTUATED_SCOPE_WORDS = 5;
var QUALIFYING = /* @__PURE__ */ new Set([...PRECEDENCE, "no"]);
var LIGHT_WORDS = /* @__PURE__ */ new Set([
  "a",
  "an",
  "the",
  "this",
  "that",
  "it",
  "its",
  "is",
  "be",
  "of",
  "any",
  "or",
  "would",
  "en",
  "ett",
  "det",
  "\xE4r",
  "av",
  "n\xE5gon",
  "n\xE5got",
  "eller",
  "att",
  "skulle",
  "vara",
  "ein",
  "eine",
  "einen",
  "der",
  "die",
  "das",
  "ist",
  "oder"
]);
var INSERTED_CLAUSE_WORDS = 12;
var RELATIVE_PRONOUNS = /* @__PURE__ */ new Set(["som", "who", "which", "that", "der", "die", "joka", "jotka", "ki", "\u0627\u0644\u0630\u064A", "\u0627\u0644\u062A\u064A"]);
var INVERTED_VERBS = /* @__PURE__ */ new Set(["har", "kan", "ska", "skal", "hade", "hadde", "havde"]);
var INVERTED_SUBJECTS = /* @__PURE__ */ new Set(["vi", "jag", "jeg", "du", "man"]);
var PRONOUN_SUBJECTS = /* @__PURE__ */ new Set(["it", "this", "that", "det", "den", "detta", "dette", "es", "das", "dies", "se", "t\xE4m\xE4", "bu", "o", "\u0647\u0630\u0627", "\u0647\u0630\u0647"]);
var SO_CALLED = /^(?:kallad|kallade|called|sogenannte|sogenannten|sogenannter|sogenanntes|kalt|kaldt|kaldet)$/;
var VERB_AFTER_NEGATION = /* @__PURE__ */ new Set(["\xE4r", "var", "blir", "blev", "har", "hade", "g\xE5r", "gick", "kommer", "ska", "kan", "hj\xE4lper", "hjalp", "fungerar", "er", "ble", "kom", "hjelper", "hj\xE6lper", "ist", "war", "wird", "hat", "sind", "hilft"]);
var SCOPE_WORDS = 8;
function assertTokens(tokens, language) {
  const index = INDEX[language];
  const adjacent = ADJACENT[language];
  const openers = OPENERS[language];
  const endsClause = /* @__PURE__ */ __name((at) => {
    const next = ADDRESSEE.test(tokens[at]?.norm ?? "") && ADDRESSED.test(tokens[at + 1]?.norm ?? "") ? at + 2 : at;
    return isBreak(tokens[next]) || openers.has(tokens[next].norm);
  }, "endsClause");
  const found = [];
  const consumed = new Array(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].punct || consumed[i]) continue;
    const clauseStart = isBreak(tokens[i - 1]) || CLAUSE_LINKS.has(tokens[i - 1].norm) && isBreak(tokens[i - 2]);
    const match = index.first(tokens, i, ({ trigger: t, end: end2 }) => (!t.clauseStartOnly || clauseStart) && (!t.clauseEndOnly || endsClause(end2)));
    if (!match) continue;
    const { trigger, end } = match;
    for (let j = i; j < end; j++) consumed[j] = true;
    found.push({ trigger, start: i, end });
    i = end - 1;
  }
  if (!found.some((f) => QUALIFYING.has(f.trigger.kind))) return new Array(tokens.length).fill("present");
  const boundary = tokens.map((t) => t.punct);
  for (const f of found) if (f.trigger.kind === "terminator") boundary[f.start] = true;
  const isBoundary = /* @__PURE__ */ __name((i) => boundary[i], "isBoundary");
  const clauseEnd = /* @__PURE__ */ __name((from) => {
    let i = from;
    while (i < tokens.length && !isBoundary(i)) i++;
    return i;
  }, "clauseEnd");
  const clauseStartOf = /* @__PURE__ */ __name((from) => {
    let i = from;
    while (i >= 0 && !isBoundary(i)) i--;
    return i + 1;
  }, "clauseStartOf");
  const partStart = /* @__PURE__ */ __name((from) => {
    let i = from;
    while (i >= 0 && !boundary[i] && !isBreak(tokens[i])) i--;
    return i + 1;
  }, "partStart");
  const blockerClauses = new Set(found.filter((f) => f.trigger.kind === "blocker").map((f) => partStart(f.start)));
  const blocked = /* @__PURE__ */ __name((at) => blockerClauses.size > 0 && blockerClauses.has(partStart(at)), "blocked");
  const isContent = /* @__PURE__ */ __name((i) => i >= 0 && i < tokens.length && !tokens[i].punct && !consumed[i] && tokens[i].norm !== ",", "isContent");
  const contentBefore = /* @__PURE__ */ __name((i) => isContent(i - 1) || (tokens[i - 1]?.norm === ":" || tokens[i - 1]?.norm === ",") && isContent(i - 2), "contentBefore");
  const atClauseEnd = /* @__PURE__ */ __name((i) => i >= tokens.length || isBoundary(i), "atClauseEnd");
  const status = new Array(tokens.length).fill("present");
  const rank = /* @__PURE__ */ __name((a) => a === "present" ? PRECEDENCE.length : PRECEDENCE.indexOf(a), "rank");
  const mark = /* @__PURE__ */ __name((from, to, kind) => {
    for (let i = Math.max(0, from); i < Math.min(to, tokens.length); i++) if (!consumed[i] && rank(kind) < rank(status[i])) status[i] = kind;
  }, "mark");
  const scopeWords = tokens.length > UNPUNCTUATED_RUN_WORDS && !tokens.some(isBreak) ? UNPUNCTUATED_SCOPE_WORDS : SCOPE_WORDS;
  const reach = /* @__PURE__ */ __name((from, step, limit) => {
    let i = from;
    for (let n = 0; n < scopeWords && i !== limit; i += step) if (tokens[i].norm !== "," && !LIGHT_WORDS.has(tokens[i].norm)) n++;
    return i;
  }, "reach");
  const listEnd = /* @__PURE__ */ __name((from) => {
    let i = from;
    while (i < tokens.length && !(isBoundary(i) && !RELATIVE_PRONOUNS.has(tokens[i].norm))) i++;
    return i;
  }, "listEnd");
  const listWords = /* @__PURE__ */ __name((kind) => kind === "other_person" && scopeWords === UNPUNCTUATED_SCOPE_WORDS ? UNPUNCTUATED_LIST_SCOPE_WORDS : LIST_SCOPE_WORDS, "listWords");
  const negationEnd = /* @__PURE__ */ __name((from) => {
    const end = clauseEnd(from);
    if (language !== "tr") return end;
    for (let i = from; i < end; i++) if (TURKISH_FINITE_VERB.test(tokens[i].norm)) return i + 1;
    return end;
  }, "negationEnd");
  const relativeEnd = /* @__PURE__ */ __name((from) => {
    let i = from;
    while (i < tokens.length && !isBreak(tokens[i])) i++;
    return i;
  }, "relativeEnd");
  const denialEnd = /* @__PURE__ */ __name((f) => RELATIVE_PRONOUNS.has(tokens[f.start - 1]?.norm ?? "") ? Math.min(relativeEnd(f.end), negationEnd(f.end)) : negationEnd(f.end), "denialEnd");
  const wordsOn = /* @__PURE__ */ __name((from, words5) => {
    let i = from;
    for (let n = 0; n < words5 && i < tokens.length; i++) if (tokens[i].norm !== ",") n++;
    return i;
  }, "wordsOn");
  const forward = /* @__PURE__ */ __name((f, kind) => mark(f.end, kind === "other_person" || kind === "possible" || kind === "hypothetical" ? Math.min(listEnd(f.end), wordsOn(f.end, listWords(kind))) : reach(f.end, 1, denialEnd(f)), kind), "forward");
  const backward = /* @__PURE__ */ __name((f, kind) => {
    if (kind === "hypothetical" && PRONOUN_SUBJECTS.has(tokens[f.start - 1]?.norm ?? "")) return;
    const end = tokens[f.start - 1]?.norm === ":" ? f.start - 1 : f.start;
    const start = clauseStartOf(end - 1);
    if (tokens[end - 1]?.norm === ",") {
      let comma = end - 2;
      while (comma > 0 && end - comma <= INSERTED_CLAUSE_WORDS && tokens[comma].norm !== "," && !tokens[comma].punct) comma--;
      if (tokens[comma]?.norm === "," && RELATIVE_PRONOUNS.has(tokens[comma + 1]?.norm ?? "")) {
        mark(reach(comma - 1, -1, clauseStartOf(comma - 1) - 1) + 1, comma, kind);
        return;
      }
    }
    const inverted = /* @__PURE__ */ __name((i) => INVERTED_VERBS.has(tokens[i]?.norm ?? "") && INVERTED_SUBJECTS.has(tokens[i + 1]?.norm ?? ""), "inverted");
    if ((inverted(f.start) || inverted(f.start - 2)) && RELATIVE_PRONOUNS.has(tokens[start - 1]?.norm ?? "") && end - start <= INSERTED_CLAUSE_WORDS && start >= 2) {
      mark(reach(start - 2, -1, clauseStartOf(start - 2) - 1) + 1, start - 1, kind);
      return;
    }
    mark(end > start ? reach(end - 1, -1, start - 1) + 1 : end, end, kind);
  }, "backward");
  const opensClause = /* @__PURE__ */ __name((f) => f.end - f.start === 1 && BARE_NO.has(tokens[f.start].norm) && VERB_AFTER_NO.has(tokens[tokens[f.end]?.norm === "," ? f.end + 1 : f.end]?.norm ?? ""), "opensClause");
  const affirmed = new Array(tokens.length).fill(false);
  for (const f of found) {
    if (f.trigger.kind !== "yes" || !isContent(f.start - 1) || PARTICLE_AFTER.has(tokens[f.start - 1].norm)) continue;
    for (let i = f.start - 1; isContent(i); i--) affirmed[i] = true;
  }
  for (const f of found) {
    const { kind, direction } = f.trigger;
    if (kind === "pseudo" || kind === "blocker" || kind === "terminator" || kind === "yes") continue;
    if (kind === "absent" && blocked(f.start)) continue;
    if (kind === "no") {
      if (contentBefore(f.start)) backward(f, "absent");
      if (!atClauseEnd(f.end) && !opensClause(f)) forward(f, "absent");
      continue;
    }
    const closes = tokens[f.end]?.punct === true || tokens[f.start - 1]?.norm === ":" && (kind === "absent" || isBreak(tokens[f.end]));
    const reversed = direction === "pre" && f.end - f.start === 1 && closes && contentBefore(f.start);
    const answersBefore = direction === "pre" && kind === "absent" && isContent(f.start - 1) && affirmed[f.end] === true;
    if (direction === "pre" && !reversed && !(kind === "absent" && opensClause(f))) forward(f, kind);
    if (direction === "post" || direction === "both" || reversed || answersBefore) backward(f, kind);
    if (direction === "both") forward(f, kind);
    if (kind === "absent" && f.end - f.start === 1 && adjacent.has(tokens[f.start].norm) && isContent(f.start - 1) && !VERB_AFTER_NEGATION.has(tokens[f.end]?.norm ?? "")) mark(f.start - 1, f.start, "absent");
  }
  for (let i = 0; i < tokens.length; i++) if (affirmed[i] && status[i] === "absent") status[i] = "present";
  const breakBefore = /* @__PURE__ */ __name((from) => {
    let j = from;
    while (j >= 0 && !isBreak(tokens[j])) j--;
    return j;
  }, "breakBefore");
  for (let i = 0; i < tokens.length; i++) {
    if (!SO_CALLED.test(tokens[i].norm) || status[i] !== "present") continue;
    const comma = breakBefore(i - 1);
    if (comma < 0) continue;
    const renamed = status.slice(breakBefore(comma - 1) + 1, comma).find((a) => a !== "present");
    if (!renamed) continue;
    for (let j = i + 1; !isBreak(tokens[j]) && status[j] === "present"; j++) status[j] = renamed;
  }
  return status;
}
__name(assertTokens, "assertTokens");
var TURKISH_FINITE_VERB = /\p{L}{2,}(?:[ıiuü]yor(?:um|sun|uz|sunuz|lar)?|m[ae]z(?:lar)?|değil\p{L}*)$|^değil\p{L}*$/u;
function isBreak(token) {
  return token === void 0 || token.punct || token.norm === ",";
}
__name(isBreak, "isBreak");
function spanAssertion(statuses, from, to) {
  let best = "present";
  for (let i = from; i < to; i++) {
    const s = statuses[i];
    if (s !== "present" && (best === "present" || PRECEDENCE.indexOf(s) < PRECEDENCE.indexOf(best))) best = s;
  }
  return best;
}
__name(spanAssertion, "spanAssertion");
function answerPolarity(sentence, language) {
  const first = tokenize(sentence).find((t) => !t.punct && t.norm !== "," && !ANSWER_LEADS[language].has(t.norm));
  if (!first) return void 0;
  const list = parsed[language];
  if (list.answersNo.includes(first.norm) || BARE_NO.has(first.norm)) return "no";
  if (list.answersYes.some((yes) => yes.replace(/^\^|\$$/g, "") === first.norm)) return "yes";
  return void 0;
}
__name(answerPolarity, "answerPolarity");
var triggersFor = /* @__PURE__ */ __name((language) => parsed[language], "triggersFor");
var startsTrigger = /* @__PURE__ */ __name((tokens, at, language) => INDEX[language].first(tokens, at, () => true) !== void 0, "startsTrigger");
var PARTICLE_AFTER = /* @__PURE__ */ new Set(["er", "har", "var", "kan", "skal", "vil", "m\xE5", "blir", "bliver", "\xE4r", "ist", "hat", "war"]);
var ANSWER_LEADS = Object.fromEntries(
  LANGUAGES.map((l) => [l, /* @__PURE__ */ new Set([...SPEECH.languages[l].fillers, "well", "also", "er", "umm", "\xF6hm", "\xE4hm", "unfortunately", "tyv\xE4rr", "dessverre", "desv\xE6rre", "leider", "valitettavasti", "maalesef", "\u0644\u0644\u0623\u0633\u0641"])])
);
var BARE_NO = /* @__PURE__ */ new Set(["nej", "n\xE4", "no", "nei", "n\xE6", "nein", "ei", "hay\u0131r", "\u0644\u0627"]);
var VERB_AFTER_NO = /* @__PURE__ */ new Set(["det", "detta", "dette", "this", "thats", "its", "das", "i", "jag", "jeg", "ich", "har", "\xE4r", "kan", "ska", "tar", "forts\xE4tt", "beh\xF6ver", "brukar", "anv\xE4nder", "er", "skal", "fortsett", "forts\xE6t", "trenger", "bruker", "bruger", "have", "has", "do", "does", "did", "is", "are", "can", "keep", "continue", "hast", "haben", "nehmen", "sind"]);
var CLAUSE_LINKS = /* @__PURE__ */ new Set(["s\xE5", "och", "men", "nej", "n\xE4", "ja", "so", "and", "but", "no", "og", "nei", "und", "aber", "nein", "also", "ve", "ama", "\u0648"]);
var RULE_OUT_TAIL = /* @__PURE__ */ new Set(["heller", "alls", "riktigt", "in", "h\xE4r", "helt", "med", "p\xE5", "i", "either", "at", "here", "really", "ikke", "nicht", "hier", "mere", "mer", "l\xE4ngre", "then", "d\xE5"]);
var RULED_OUT_BEFORE = Object.fromEntries(
  LANGUAGES.map((l) => {
    const byFirst = /* @__PURE__ */ new Map();
    for (const phrase of parsed[l].ruledOutBefore) {
      const words5 = phrase.replace(/['’]/g, "").split(/\s+/);
      byFirst.set(words5[0], [...byFirst.get(words5[0]) ?? [], words5]);
    }
    return [l, byFirst];
  })
);
function pronounRuleOuts(tokens, language) {
  const adverbs = INDEX[language].adverbs;
  const found = [];
  for (let at = 0; at < tokens.length; at++) {
    const phrases2 = RULED_OUT_BEFORE[language].get(tokens[at].norm);
    if (!phrases2 || !isBreak(tokens[at - 1]) && !CLAUSE_LINKS.has(tokens[at - 1].norm)) continue;
    for (const words5 of phrases2) {
      const i = phraseEnd(tokens, at, words5, adverbs);
      if (i < 0) continue;
      const tail = tokens[i]?.norm === "att" ? tokens[i + 1]?.norm === "det" && ["\xE4r", "handlar", "r\xF6r"].includes(tokens[i + 2]?.norm ?? "") : RULE_OUT_TAIL.has(tokens[i]?.norm ?? "");
      if (isBreak(tokens[i]) || tail || adverbs.has(tokens[i].norm)) {
        found.push(at);
        break;
      }
    }
  }
  return found;
}
__name(pronounRuleOuts, "pronounRuleOuts");
var WITHOUT = /* @__PURE__ */ new Set(["utan", "without", "ohne", "uten", "uden", "ilman", "olmadan", "\u0628\u062F\u0648\u0646", "\u062F\u0648\u0646", "\u0628\u0644\u0627"]);
var NEGATION_WORDS = Object.fromEntries(
  LANGUAGES.map((l) => {
    const { absent, postAdjacent } = parsed[l];
    return [l, new Set([...absent.pre, ...absent.post, ...absent.both, ...postAdjacent].filter((p) => !/[\s$^]/.test(p) && !WITHOUT.has(p)))];
  })
);
var NOTHING_ELSE = /* @__PURE__ */ new Set(["muuta", "annat", "annet", "andet", "anderes", "else"]);
var CONCESSIVE = /* @__PURE__ */ new Set(["fast", "fast\xE4n", "trots", "although", "though", "selvom", "selv", "skj\xF8nt", "obwohl", "obgleich", "vaikka", "ra\u011Fmen", "\u0631\u063A\u0645"]);
var STATED_BY = Object.fromEntries(
  Object.entries({
    sv: ["det du har \xE4r", "det h\xE4r \xE4r", "du har f\xE5tt"],
    nb: ["det du har er", "dette er", "du har f\xE5tt"],
    da: ["det du har er", "det her er", "du har f\xE5et"],
    en: ["what you have is", "this is", "you have got", "you've got"],
    de: ["sie haben eine", "sie haben einen", "das ist eine", "das ist ein", "du hast eine", "du hast einen"],
    fi: ["sinulla on", "kyseess\xE4 on", "t\xE4m\xE4 on"]
  }).map(([l, phrases2]) => [l, phrases2.map((phrase) => phrase.split(" "))])
);
var STATED_GAP = 3;
function statedBefore(words5, start, language) {
  const negations = NEGATION_WORDS[language];
  for (const p of STATED_BY[language] ?? []) {
    for (let at = Math.max(0, start - STATED_GAP - p.length); at + p.length <= start; at++) {
      if (p.every((w, j) => words5[at + j] === w) && !words5.slice(at, start).some((w) => negations.has(w))) return true;
    }
  }
  return false;
}
__name(statedBefore, "statedBefore");
function negationNear(words5, start, end, window, language, elsewhere = /* @__PURE__ */ new Set()) {
  const negations = NEGATION_WORDS[language];
  const after = words5.slice(end, end + window);
  const relative = after.findIndex((w) => RELATIVE_PRONOUNS.has(w) || CONCESSIVE.has(w));
  const last = statedBefore(words5, start, language) ? start : relative < 0 ? end + after.length : end + relative;
  for (let i = Math.max(0, start - window); i < last; i++) if (negations.has(words5[i]) && !elsewhere.has(i) && !NOTHING_ELSE.has(words5[i + 1] ?? "")) return true;
  return false;
}
__name(negationNear, "negationNear");

// server/src/engines/notes/embedded/icd10-codes.ts
import fs3 from "node:fs";
import { z as z4 } from "zod";
var CODE = /^[A-Z]\d{2}(?:\.\d{1,2})?$/;
var code = z4.string().regex(CODE, "an ICD-10 code such as J03.9");
var read = /* @__PURE__ */ __name((file) => JSON.parse(fs3.readFileSync(new URL(`./lexicon/icd10/${file}`, import.meta.url), "utf8")), "read");
var labelsSchema = z4.object({ $comment: z4.string(), labels: z4.record(code, z4.string().min(3)) }).strict();
var triggersSchema = z4.object({ $comment: z4.string(), triggers: z4.record(code, z4.array(z4.string().min(2)).min(1)) }).strict();
var phraseMap = z4.record(z4.string(), z4.array(z4.string().min(2)).min(1));
var siteGridSchema = z4.object({ $comment: z4.string(), window: z4.number().int().min(1).max(8), windowByKind: z4.record(z4.string(), z4.number().int().min(1).max(8)), sites: phraseMap, kinds: phraseMap, structures: phraseMap, codes: z4.record(z4.string().regex(/^\w+\.\w+(?:\.\w+)?$/), code) }).strict();
var notAConditionSchema = z4.object({ $comment: z4.string(), following: z4.array(z4.string().min(2)), preceding: z4.array(z4.string().min(2)) }).strict();
var relationsSchema = z4.object({ $comment: z4.string(), comorbidities: z4.array(code), lessSpecificThan: z4.record(code, z4.array(code)), symptomLike: z4.array(code) }).strict();
function loadIcd10() {
  const sv = labelsSchema.parse(read("labels.sv.json")).labels;
  const en = labelsSchema.parse(read("labels.en.json")).labels;
  const triggers = triggersSchema.parse(read("triggers.json")).triggers;
  const relations = relationsSchema.parse(read("relations.json"));
  const entries = [];
  for (const [c, list] of Object.entries(triggers)) {
    if (!sv[c] || !en[c]) throw new Error(`ICD-10 ${c} has triggers but no ${sv[c] ? "English" : "Swedish"} label`);
    entries.push({ code: c, sv: sv[c], en: en[c], triggers: list.map((t) => t.trim().toLowerCase()) });
  }
  const siteGrid = siteGridSchema.parse(read("site-grid.json"));
  for (const [key, c] of Object.entries(siteGrid.codes)) {
    const [site, kind, structure] = key.split(".");
    if (!siteGrid.sites[site] || !siteGrid.kinds[kind] || structure && !siteGrid.structures[structure]) throw new Error(`ICD-10 site grid: ${key} names an unknown site, kind or structure`);
    if (entries.some((e) => e.code === c)) continue;
    if (!sv[c] || !en[c]) throw new Error(`ICD-10 ${c} (site grid) has no ${sv[c] ? "English" : "Swedish"} label`);
    entries.push({ code: c, sv: sv[c], en: en[c], triggers: [] });
  }
  const known = new Set(entries.map((e) => e.code));
  const unknown = [...relations.comorbidities, ...relations.symptomLike, ...Object.keys(relations.lessSpecificThan), ...Object.values(relations.lessSpecificThan).flat()].filter((c) => !known.has(c));
  if (unknown.length) throw new Error(`ICD-10 relations name codes without triggers: ${unknown.join(", ")}`);
  const notACondition = notAConditionSchema.parse(read("not-a-condition.json"));
  return {
    entries,
    comorbidities: new Set(relations.comorbidities),
    lessSpecificThan: withUnspecifiedForms(relations.lessSpecificThan, known),
    symptomLike: new Set(relations.symptomLike),
    siteGrid,
    notACondition: { following: new Set(notACondition.following.map((w) => w.toLowerCase())), preceding: notACondition.preceding.map((w) => w.toLowerCase()) }
  };
}
__name(loadIcd10, "loadIcd10");
function withUnspecifiedForms(listed, known) {
  const byCategory = /* @__PURE__ */ new Map();
  for (const c of known) if (/\.\d$/.test(c)) byCategory.set(c.slice(0, -2), [...byCategory.get(c.slice(0, -2)) ?? [], c]);
  const out = { ...listed };
  for (const [category, codes] of byCategory) {
    const unspecified = `${category}.9`;
    const siblings = codes.filter((c) => c !== unspecified && !c.endsWith(".8"));
    if (codes.includes(unspecified) && siblings.length) out[unspecified] = [.../* @__PURE__ */ new Set([...listed[unspecified] ?? [], ...siblings])];
  }
  return out;
}
__name(withUnspecifiedForms, "withUnspecifiedForms");
var ICD10 = loadIcd10();

// server/src/engines/notes/embedded/diagnosis-matcher.ts
var triggerTokens = /* @__PURE__ */ __name((raw) => tokenize(raw).filter((t) => !t.punct && t.norm !== ",").map((t) => t.norm), "triggerTokens");
function withoutJointS(word, languages) {
  if (word.length < MIN_JOINT_S_WORD || languages && !languages.some((l) => JOINT_S_LANGUAGES.includes(l))) return [];
  const variants = [];
  for (let k = MIN_COMPOUND_HEAD; k < word.length - MIN_COMPOUND_HEAD; k++) {
    if (word[k] === "s" && CONSONANT.test(word[k - 1]) && CONSONANT.test(word[k + 1])) variants.push(word.slice(0, k) + word.slice(k + 1));
  }
  return variants;
}
__name(withoutJointS, "withoutJointS");
var JOINT_S_LANGUAGES = ["sv", "nb", "da"];
var MIN_JOINT_S_WORD = 10;
var MIN_COMPOUND_HEAD = 3;
var CONSONANT = /[bcdfghjklmnpqrstvwxz]/;
var PREFIX = 3;
var BY_FIRST_WORD = /* @__PURE__ */ new Map();
var BY_PREFIX = /* @__PURE__ */ new Map();
for (const entry of ICD10.entries) {
  for (const tagged of entry.triggers) {
    const [raw = "", tag] = tagged.split("@");
    const stem = raw.endsWith("*");
    const tokens = triggerTokens(stem ? raw.slice(0, -1) : raw);
    if (tokens.length === 0) continue;
    const trigger = { entry, tokens, stem, ...tag ? { languages: tag.split("+") } : {} };
    const index = stem && tokens.length === 1 ? BY_PREFIX : BY_FIRST_WORD;
    const key = stem && tokens.length === 1 ? tokens[0].slice(0, PREFIX) : tokens[0];
    index.set(key, [...index.get(key) ?? [], trigger]);
    if (!stem) for (const variant of withoutJointS(tokens[0], trigger.languages)) BY_FIRST_WORD.set(variant, [...BY_FIRST_WORD.get(variant) ?? [], { ...trigger, tokens: [variant, ...tokens.slice(1)], languages: JOINT_S_LANGUAGES.filter((l) => !trigger.languages || trigger.languages.includes(l)) }]);
  }
}
var MAX_CODES = 4;
var CONTRADICTING_SENTENCES = 2;
var MORE_GENERAL = /* @__PURE__ */ new Map();
for (const [general, specifics] of Object.entries(ICD10.lessSpecificThan)) for (const code2 of specifics) MORE_GENERAL.set(code2, [...MORE_GENERAL.get(code2) ?? [], general]);
var NEGATING_PREFIX = /(?<![\p{L}])(?:non|icke|ikke|nicht|ei)-$/iu;
var MAX_SYMPTOM_CODES = 2;
var HABITUAL_VERBS = /* @__PURE__ */ new Set(["brukar", "drabbar", "smittar", "debuterar", "inneb\xE4r", "betyder", "k\xE4nnetecknas", "uppst\xE5r", "utvecklas", "pleier", "rammer", "betyr", "usually", "typically", "tends", "affects", "means"]);
var INDEFINITE_VERBS = /* @__PURE__ */ new Set(["kommer", "ger", "b\xF6rjar", "sitter", "g\xE5r", "comes", "starts", "causes", "gives"]);
var INDEFINITE = /* @__PURE__ */ new Set(["en", "ett", "a", "an"]);
var SUBJECT_PRONOUNS = /* @__PURE__ */ new Set(["jag", "du", "hon", "han", "vi", "ni", "man", "det", "i", "you", "she", "he", "we", "they", "it", "jeg", "hun", "dere", "de"]);
var DEFINITE_ENDING = /(?:en|et|na)$/u;
var DISEASE_WORDS = /* @__PURE__ */ new Set(["sjukdom", "disease", "syndrom", "syndrome", "sykdom"]);
function saidInGeneral(tokens, start, end, spoken) {
  let i = start - 1;
  const article = INDEFINITE.has(tokens[i] ?? "");
  if (article) i--;
  if (CLAUSE_LINKS.has(tokens[i] ?? "")) i--;
  if (i >= 0) return false;
  const after = DISEASE_WORDS.has(tokens[end] ?? "") ? end + 1 : end;
  const verb = tokens[after] ?? "";
  if (!(HABITUAL_VERBS.has(verb) || article && INDEFINITE_VERBS.has(verb))) return false;
  if (SUBJECT_PRONOUNS.has(tokens[after + 1] ?? "")) return false;
  return !(NORDIC.has(spoken) && DEFINITE_ENDING.test(tokens[end - 1]));
}
__name(saidInGeneral, "saidInGeneral");
var TITLES = /* @__PURE__ */ new Set(["mr", "mrs", "ms", "miss", "mister", "missus", "dr", "doctor", "herr", "fru", "fr\xF6ken", "doktor", "frau", "hr", "bay", "bayan"]);
function matchDiagnoses(sentences, language, spoken = language, limit = MAX_CODES) {
  const mentions = sentences.map((sentence) => sentence.mentions ?? findMentions(sentence.text, spoken));
  const ruledOut = mentions.flatMap((list, index) => sentences[index].isAssessment ? list.filter((m) => m.ruledOut) : []);
  const vetoed = /* @__PURE__ */ __name((m) => ruledOut.some((r) => r.entry.code === m.entry.code && sameTerm(r.surface, m.surface)), "vetoed");
  const clinicianSays = /* @__PURE__ */ new Map();
  mentions.forEach((list, index) => {
    if (!sentences[index].byClinician) return;
    for (const code2 of new Set(list.filter((m) => m.status === "present" && !m.negationNear).map((m) => m.entry.code))) clinicianSays.set(code2, (clinicianSays.get(code2) ?? 0) + 1);
  });
  const denied = new Set([...deniedCodes(mentions.flat())].filter((code2) => (clinicianSays.get(code2) ?? 0) < CONTRADICTING_SENTENCES));
  const hits = mentions.flatMap((list, index) => {
    const { text } = sentences[index];
    const firstCue = FIRST_PROBLEM.exec(text);
    const concluding = CONCLUDES.exec(text);
    return list.filter((m) => m.status === "present" && !vetoed(m)).map((m) => {
      const firstProblem = firstCue !== null && namedFirst(text, firstCue, m.surface);
      return {
        ...m,
        sentence: index,
        // The problem an assessment takes first is stated, though said in the plan ("So, for your first problem of ..., I will start ...").
        assessment: sentences[index].isAssessment || firstProblem,
        finding: sentences[index].isFinding ?? false,
        result: sentences[index].isResult ?? false,
        judgement: sentences[index].isJudgement ?? false,
        firstProblem,
        byClinician: sentences[index].byClinician ?? false,
        byPatient: sentences[index].byPatient ?? false,
        evidence: concluding !== null && evidenceIn(text, concluding, m, list),
        // "astma sitter längre ner, ... det här tyder inte på astma": a term the same sentence also denies was said in general.
        doubted: (m.negationNear ?? false) || TRAILS_OFF.test(text) || list.some((o) => o.status === "absent" && o.entry.code === m.entry.code && sameTerm(o.surface, m.surface)),
        deniedElsewhere: denied.has(m.entry.code)
      };
    });
  });
  const codes = [];
  const seen = /* @__PURE__ */ new Set();
  const chosen = choose(hits);
  const most = chosen.every(isSymptom) ? MAX_SYMPTOM_CODES : limit;
  for (const hit of chosen) {
    if (seen.has(hit.entry.code)) continue;
    seen.add(hit.entry.code);
    codes.push({
      code: hit.entry.code,
      system: language === "sv" ? "ICD-10-SE" : "ICD-10",
      label: language === "sv" ? hit.entry.sv : hit.entry.en
    });
    if (codes.length >= most) break;
  }
  return codes;
}
__name(matchDiagnoses, "matchDiagnoses");
var STREP_POSITIVE = /(?<![\p{L}])(?:strep(?:tokock|tococc|tokokk|tokok)?\p{L}*(?:[\s-]+a)?(?:[\s-]+(?:snabbtest|test|testet|provet|schnelltest|hurtigtest|pikatesti|testi))?(?:[\s-]+(?:är|var|was|is|came back|er|var|ist|oli|on|war))?[\s-]+(?:positiv|positive|positivt|positiivinen|pozitif)|positive? (?:rapid )?strep|positivt strep)/iu;
var STREP_NEGATIVE = /(?<![\p{L}])(?:negativ|negative|negatiivinen|negatif|inte positiv|not positive|ikke positiv|nicht positiv)(?![\p{L}])/iu;
var TYPE_2_DRUGS = /(?<![\p{L}])(?:metformin|metformiin|glucophage|glipizid|glimepirid|glibenclamid|gliklazid|gliclazid|sitagliptin|saxagliptin|linagliptin|alogliptin|vildagliptin|januvia|empagliflozin|jardiance|dapagliflozin|forxiga|farxiga|canagliflozin|ertugliflozin|pioglitazon|repaglinid|akarbos|acarbos|trulicity|dulaglutid|ميتفورمين|غليكلازيد|جليكلازيد|غليبنكلاميد|سيتاجليبتين)/iu;
var TYPE_1 = /(?<![\p{L}])(?:typ|type|tyypin|tyyppi|tip)[\s-]*(?:1|ett|one|ykkös|bir)(?![\p{L}\d])(?!\s*(?:[-–]|\d|eller|till|or|to|gång\p{L}*|år\p{L}*|dag\p{L}*|veck\p{L}*|månad\p{L}*|tim\p{L}*|minut\p{L}*|time|times|year\p{L}*|day\p{L}*|week\p{L}*|month\p{L}*|hour\p{L}*|kilo\p{L}*|procent|percent))|النوع الأول/iu;
var DENIED = /(?<![\p{L}])(?:inte|not|ikke|nicht|kein|ei|değil|ليس|مش|no|nej|nei)(?![\p{L}])/iu;
var LITHIUM = /(?<![\p{L}])(?:litium\p{L}*|lithium|lithionit|litiumkarbonat|lithiumcarbonat|priadel|camcolit|quilonum|lityum|الليثيوم)(?![\p{L}])/iu;
var ADHESIONS = /(?<![\p{L}])(?:sammanväxning\p{L}*|adherens\p{L}*|adhesion\p{L}*|adhäsion\p{L}*|verwachsung\p{L}*|sammenvoksning\p{L}*|adhærence\p{L}*|kiinnik\p{L}*|yapışıklı\p{L}*|التصاقات)/iu;
var GENITAL = /(?<![\p{L}])(?:underliv\p{L}*|könsorgan\p{L}*|blygdläpp\p{L}*|slidöppning\p{L}*|slidan|vulva|penis|penisen|ollon\p{L}*|förhud\p{L}*|genital\p{L}*|labia|vagina\p{L}*|kjønnsorgan\p{L}*|skamlepp\p{L}*|kønsorgan\p{L}*|kønslæber\p{L}*|genitalbereich|schamlippe\p{L}*|sukuelim\p{L}*|häpyhuul\p{L}*|genital bölge\p{L}*|الأعضاء التناسلية)(?![\p{L}])/iu;
var FLEXURAL = /(?<![\p{L}])(?:armveck\p{L}*|knäveck\p{L}*|böjveck\p{L}*|bakom knäna|elbow creases?|behind (?:the|his|her|my) knees|inside of (?:the|his|her|my) elbows|albuetaive\p{L}*|polvitaive\p{L}*|albuebøj\p{L}*|knæhas\p{L}*|albuebøy\p{L}*|knehas\p{L}*|armbeuge\p{L}*|kniekehle\p{L}*)/iu;
var IRON_DEFICIENCY = /(?<![\p{L}])(?:järnbrist|för lite järn|brist på järn|lågt järn|låga järnvärden|for lite jern|for lidt jern|zu wenig eisen|liian vähän rautaa|not enough iron|low on iron|demir düşük|الحديد واطي|الحديد قليل|نقص حديد|järntablett\p{L}*|iron deficiency|iron[- ]deficient|low iron|iron (?:tablets?|supplements?|pills?)|ferrous|raudanpuut\p{L}*|rautalääk\p{L}*|jernmangel|jerntablett\p{L}*|eisenmangel|eisentablett\p{L}*|demir eksikliği|demir ilac\p{L}*|نقص الحديد|حبوب الحديد)/iu;
var DENIED_REACH_CHARS = 30;
function saidPlainly(sentence, phrase) {
  const found = phrase.exec(sentence);
  return found !== null && !DENIED.test(sentence.slice(Math.max(0, found.index - DENIED_REACH_CHARS), found.index + found[0].length));
}
__name(saidPlainly, "saidPlainly");
var SPECIFIC_FORMS = [
  {
    forms: { "J03.9": "J03.0", "J02.9": "J02.0" },
    applies: /* @__PURE__ */ __name((sentences) => sentences.some((s) => STREP_POSITIVE.test(s) && !STREP_NEGATIVE.test(s.slice(s.search(STREP_POSITIVE)))), "applies")
  },
  {
    forms: { "E14.9": "E10.9" },
    // A short answer ("Typ ett."), which may leave no statement, is read from the line as said.
    applies: /* @__PURE__ */ __name((sentences, codes, lines) => !codes.some((c) => c.code.startsWith("E10") || c.code.startsWith("E11")) && [...sentences, ...shortAnswers(lines)].some((s) => saidPlainly(s, TYPE_1)), "applies")
  },
  {
    forms: { "D64.9": "D50.9" },
    applies: /* @__PURE__ */ __name((sentences) => sentences.some((s) => saidPlainly(s, IRON_DEFICIENCY)), "applies")
  },
  {
    // Mood episodes in a patient on lithium, or both a mania and a depression, are a bipolar disorder.
    forms: { "F32.9": "F31.9", "F30.9": "F31.9", "F33.9": "F31.9" },
    applies: /* @__PURE__ */ __name((sentences, codes) => sentences.some((s) => LITHIUM.test(s)) || codes.some((c) => c.code.startsWith("F30")) && codes.some((c) => c.code.startsWith("F32") || c.code.startsWith("F33")), "applies")
  },
  {
    forms: { "K56.7": "K56.5", "K66.0": "K56.5" },
    applies: /* @__PURE__ */ __name((sentences, codes) => codes.some((c) => c.code === "K56.7") && sentences.some((s) => saidPlainly(s, ADHESIONS)), "applies")
  },
  {
    forms: { "B00.9": "A60.0" },
    applies: /* @__PURE__ */ __name((sentences) => sentences.some((s) => saidPlainly(s, GENITAL)), "applies")
  },
  {
    // Eczema in the elbow and knee creases is atopic eczema.
    forms: { "L30.9": "L20.9" },
    applies: /* @__PURE__ */ __name((sentences) => sentences.some((s) => FLEXURAL.test(s)), "applies")
  },
  {
    forms: { "E14.9": "E11.9" },
    // A type 2 drug named anywhere in the visit, also in a medication list the statements leave out.
    applies: /* @__PURE__ */ __name((sentences, codes, lines) => !codes.some((c) => c.code.startsWith("E10") || c.code.startsWith("E11")) && [...sentences, ...lines].some((s) => TYPE_2_DRUGS.test(s)), "applies")
  }
];
var UNPLACED_INJURY = { "T14.0": "contusion", "T14.1": "wound", "T14.2": "fracture", "T14.3": "sprain", "T30.0": "burn" };
function placedInjury(code2, siteCounts) {
  const kind = UNPLACED_INJURY[code2];
  if (!kind) return void 0;
  const [part] = [...siteCounts()].filter(([p]) => ICD10.siteGrid.codes[`${p}.${kind}`]).sort((a, b) => b[1] - a[1])[0] ?? [];
  return part ? ICD10.siteGrid.codes[`${part}.${kind}`] : void 0;
}
__name(placedInjury, "placedInjury");
var SHORT_ANSWER_WORDS = 4;
var firstSentence = /* @__PURE__ */ __name((line) => (line.replace(/^[^:]{1,20}:/u, "").trim().split(/[.!?]/u)[0] ?? "").trim(), "firstSentence");
var shortAnswers = /* @__PURE__ */ __name((lines) => lines.map(firstSentence).filter((s) => s.split(/\s+/).length <= SHORT_ANSWER_WORDS), "shortAnswers");
function withSpecificForms(codes, sentences, language, lines = []) {
  let counts;
  const siteCounts = /* @__PURE__ */ __name(() => {
    if (counts) return counts;
    counts = /* @__PURE__ */ new Map();
    for (const sentence of sentences) for (const [part] of occurrences(triggerTokens(sentence), SITES)) counts.set(part, (counts.get(part) ?? 0) + 1);
    return counts;
  }, "siteCounts");
  let out = codes.map((c) => {
    const entry = ENTRY_BY_CODE.get(placedInjury(c.code, siteCounts) ?? "");
    return entry ? { code: entry.code, system: c.system, label: language === "sv" ? entry.sv : entry.en } : c;
  });
  out = out.filter((c, i) => out.findIndex((o) => o.code === c.code) === i);
  for (const { forms, applies } of SPECIFIC_FORMS) {
    if (!out.some((c) => forms[c.code]) || !applies(sentences, out, lines)) continue;
    const next = [];
    for (const c of out) {
      const entry = forms[c.code] ? ENTRY_BY_CODE.get(forms[c.code]) : void 0;
      const specific = entry ? { code: entry.code, system: c.system, label: language === "sv" ? entry.sv : entry.en } : c;
      if (!next.some((o) => o.code === specific.code)) next.push(specific);
    }
    out = next;
  }
  return out;
}
__name(withSpecificForms, "withSpecificForms");
var CONCLUDES = /(?<![\p{L}])(?:talar (?:starkt |mest )?för|passar (?:bäst )?med|stämmer med|förenligt med|taler for|passer med|forenlig med|consistent with|fits with|fit with|in keeping with|points to|point to|spricht für|sprechen für|passt zu|passen zu|vereinbar mit|sopivat|sopii|viittaa|viittaavat|uyumlu|düşündürüyor|يتوافق مع|تشير إلى)(?![\p{L}])/iu;
var FIRST_PROBLEM_REACH = 30;
function namedFirst(text, cue2, surface) {
  const at = text.indexOf(surface, cue2.index);
  return at >= 0 && at - (cue2.index + cue2[0].length) <= FIRST_PROBLEM_REACH;
}
__name(namedFirst, "namedFirst");
function evidenceIn(text, verb, mention, mentions) {
  const at = text.indexOf(mention.surface);
  return at >= 0 && at < verb.index && mentions.some((o) => o.entry.code !== mention.entry.code && text.indexOf(o.surface, verb.index) >= 0);
}
__name(evidenceIn, "evidenceIn");
var deniedCodes = /* @__PURE__ */ __name((mentions) => new Set(mentions.filter((m) => m.status === "absent").map((m) => m.entry.code)), "deniedCodes");
function findMentions(text, spoken) {
  return analyseSentence(text, spoken).mentions;
}
__name(findMentions, "findMentions");
function analyseSentence(text, spoken) {
  const all = tokenize(text);
  const status = assertTokens(all, spoken);
  const at = all.map((_, i) => i).filter((i) => !all[i].punct && all[i].norm !== ",");
  const tokens = at.map((i) => all[i].norm);
  const found = [];
  const look = /* @__PURE__ */ __name((candidates, start, compound) => {
    if (!candidates) return;
    for (const trigger of candidates) {
      if (trigger.languages && !trigger.languages.includes(spoken)) continue;
      const end = compound ? matchesWord(compound.word, trigger) ? compound.end : -1 : matchAt(tokens, start, trigger, spoken);
      if (end < 0 || TITLES.has(tokens[start - 1] ?? "") || notTheCondition(tokens, start, end)) continue;
      const first = all[at[start]];
      const last = all[at[end - 1]];
      if (/^-\d/.test(text.slice(last.end, last.end + 2))) continue;
      if (NEGATING_PREFIX.test(text.slice(Math.max(0, first.start - 6), first.start))) continue;
      const head = end - start > 1 && startsTrigger(all, at[start], spoken) ? at[start + 1] : at[start];
      const said = spanAssertion(status, head, head + 1);
      const had = hadBefore(tokens, start, trigger.entry.code);
      const past = (pastInClause(all, at[start]) || had === "first") && !ICD10.comorbidities.has(trigger.entry.code);
      const assertion = said === "present" && (past || had === "third") ? "historical" : said === "present" && saidInGeneral(tokens, start, end, spoken) ? "hypothetical" : said;
      found.push({ entry: trigger.entry, start, end, surface: text.slice(first.start, last.end), status: assertion, ...assertion === "absent" && deniedRightBefore(tokens, start, end, spoken) ? { ruledOut: true } : {} });
    }
  }, "look");
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    look(BY_FIRST_WORD.get(token), i);
    look(BY_PREFIX.get(token.slice(0, PREFIX)), i);
    for (const base of baseForms(token, spoken)) look(BY_FIRST_WORD.get(base), i);
    for (const compound of splitCompounds(tokens, i, spoken)) {
      look(BY_FIRST_WORD.get(compound.word), i, compound);
      look(BY_PREFIX.get(compound.word.slice(0, PREFIX)), i, compound);
    }
  }
  const inside = /* @__PURE__ */ __name((f, i) => f.start >= i.start && f.end <= i.end && f.end - f.start < i.end - i.start, "inside");
  found.push(...findSiteConditions(all, status, at, tokens, text).filter((i) => !found.some((f) => f.start < i.end && i.start < f.end && !inside(f, i))));
  const mentions = found.filter((h) => !found.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start));
  let pointsBack = false;
  for (const ruleOut of pronounRuleOuts(all, spoken)) {
    const before = mentions.filter((m) => at[m.end - 1] < ruleOut);
    if (before.length) ruleOutNamedBefore(before);
    else pointsBack = true;
  }
  const deniedAt = /* @__PURE__ */ new Map();
  for (const m of mentions.filter((d) => !isSymptom(d))) {
    const denial = denialBefore(tokens, m.start, spoken);
    if (denial >= 0) deniedAt.set(m, denial);
  }
  const closedRelatives = /* @__PURE__ */ __name((m) => {
    const found2 = [];
    for (let i = Math.max(1, m.start - DOUBT_WORDS); i < m.start; i++)
      if (RELATIVE_PRONOUNS.has(tokens[i - 1]) && all.slice(at[i], at[m.start]).some((t) => t.norm === ",")) found2.push(i);
    return found2;
  }, "closedRelatives");
  const othersDenials = /* @__PURE__ */ __name((m) => /* @__PURE__ */ new Set([...[...deniedAt].filter(([o]) => o.entry.code !== m.entry.code && (o.end <= m.start || o.start >= m.end)).map(([, i]) => i), ...closedRelatives(m)]), "othersDenials");
  return { tokens: all, status, mentions: mentions.map((m) => ({ ...m, negationNear: negationNear(tokens, m.start, m.end, DOUBT_WORDS, spoken, othersDenials(m)) })), pointsBack };
}
__name(analyseSentence, "analyseSentence");
function ruleOutNamedBefore(before) {
  const present = before.filter((m) => m.status === "present");
  const named = present.filter((m) => !isSymptom(m)).at(-1) ?? present.at(-1);
  for (const m of present) if (m.entry.code === named?.entry.code) m.status = "absent";
}
__name(ruleOutNamedBefore, "ruleOutNamedBefore");
function sameTerm(a, b) {
  const [x, y] = [triggerTokens(a).join(" "), triggerTokens(b).join(" ")];
  return x.startsWith(y) || y.startsWith(x);
}
__name(sameTerm, "sameTerm");
var ONE_WORD = /* @__PURE__ */ __name((phrases2) => new Set(phrases2.filter((p) => !p.includes(" "))), "ONE_WORD");
var DENIALS = Object.fromEntries(LANGUAGES.map((l) => [l, { before: ONE_WORD(triggersFor(l).absent.pre), after: ONE_WORD(triggersFor(l).absent.post) }]));
var BETWEEN = /* @__PURE__ */ new Set(["a", "an", "the", "any", "en", "ett", "et", "ein", "eine", "einen", "vanlig", "vanliga", "typical", "classic", "true", "real"]);
function denialBefore(tokens, start, spoken) {
  let i = start - 1;
  while (i >= 0 && BETWEEN.has(tokens[i])) i--;
  return i >= 0 && DENIALS[spoken].before.has(tokens[i]) ? i : -1;
}
__name(denialBefore, "denialBefore");
function deniedRightBefore(tokens, start, end, spoken) {
  return denialBefore(tokens, start, spoken) >= 0 || DENIALS[spoken].after.has(tokens[end] ?? "");
}
__name(deniedRightBefore, "deniedRightBefore");
var THIS_YEAR = (/* @__PURE__ */ new Date()).getFullYear();
var YEAR_REACH = 10;
var SINCE = /* @__PURE__ */ new Set(["sedan", "sen", "since", "seit", "siden", "fra", "fr\xE5n", "from", "vuodesta", "\u0645\u0646\u0630"]);
var AGE_OPENERS = /* @__PURE__ */ new Set(["n\xE4r", "when", "als", "da", "d\xE5", "kun"]);
var AT_AN_AGE = new RegExp(
  String.raw`^(?:${[...AGE_OPENERS].join("|")}) (?:jag|hon|han|du|i|she|he|you|ich|sie|er|jeg|hun) (?:var|was|war|were) (?:\d+|liten|litet|små|small|little|young|a kid|a child|a baby|barn|klein|ung|yngre|younger|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|tretton|fjorton|femton|sexton|sjutton|arton|nitton|tjugo|trettio|fyrtio|femtio|sextio|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty)(?![\p{L}\d])`,
  "u"
);
var IN_YOUTH = /* @__PURE__ */ new Set([
  ...["som barn", "som liten", "som ton\xE5ring", "i ton\xE5ren", "i barndomen", "som ung", "som ten\xE5ring", "som teenager", "i barndommen"],
  ...["i ettan", "i tv\xE5an", "i trean", "i fyran", "i femman", "i sexan", "i sjuan", "i \xE5ttan", "i nian", "p\xE5 l\xE5gstadiet", "p\xE5 mellanstadiet", "p\xE5 h\xF6gstadiet", "i gymnasiet", "p\xE5 gymnasiet"],
  ...["as a child", "as a kid", "as a teenager", "as a toddler", "as a baby", "as an infant", "at college", "in college", "at university", "in childhood", "in my teens", "als kind", "als jugendlicher", "in der kindheit"],
  ...["lapsena", "nuorena", "pienen\xE4", "lapsuuden", "lapsuudessa", "nuoruudessa", "vuotiaana", "\xE7ocukken", "k\xFC\xE7\xFCkken", "gen\xE7ken", "ya\u015F\u0131ndayken", "ya\u015Flar\u0131ndayken", "\u0628\u0635\u063A\u0631\u064A", "\u0648\u0623\u0646\u0627 \u0635\u063A\u064A\u0631", "\u0648\u0623\u0646\u0627 \u0635\u063A\u064A\u0631\u0629", "\u0644\u0645\u0627 \u0643\u0646\u062A \u0635\u063A\u064A\u0631", "\u0644\u0645\u0627 \u0643\u0646\u062A \u0635\u063A\u064A\u0631\u0629", "\u0641\u064A \u0635\u063A\u0631\u064A"]
]);
var YEARS_BACK = /* @__PURE__ */ new Set(["\u0645\u0646", "\u0642\u0628\u0644"]);
var YEARS = /^(?:سنين|سنوات|سنة|سنه|سنتين|أعوام|عام|عامين)$/u;
function pastInClause(tokens, at) {
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < tokens.length && !tokens[i].punct && Math.abs(i - at) <= YEAR_REACH; i += step) {
      const year = /^(?:19|20)\d\d\p{L}*$/u.test(tokens[i].norm) ? Number(tokens[i].norm.slice(0, 4)) : 0;
      if (year >= 1940 && year < THIS_YEAR && !SINCE.has(tokens[i - 1]?.norm ?? "")) return true;
      if (AGE_OPENERS.has(tokens[i].norm) && AT_AN_AGE.test(tokens.slice(i, i + 5).map((t) => t.norm).join(" "))) return true;
      if ([1, 2, 3].some((n) => IN_YOUTH.has(tokens.slice(i, i + n).map((t) => t.norm).join(" ")))) return true;
      if (YEARS_BACK.has(tokens[i].norm) && tokens.slice(i + 1, i + 4).some((t) => YEARS.test(t.norm))) return true;
    }
  }
  return false;
}
__name(pastInClause, "pastInClause");
var HAD = /* @__PURE__ */ new Set(["hade", "had", "hadde", "havde", "hatte"]);
var HAD_REACH = 4;
var HAD_SUBJECT = /* @__PURE__ */ new Set(["jag", "hon", "han", "vi", "i", "she", "he", "we", "jeg", "hun", "ich", "er"]);
var THIRD_PERSON = /* @__PURE__ */ new Set(["hon", "han", "she", "he", "hun", "er"]);
function hadBefore(tokens, start, code2) {
  if (code2.startsWith("R") || ICD10.symptomLike.has(code2)) return void 0;
  for (let verb = start - 1; verb >= Math.max(1, start - HAD_REACH); verb--) {
    if (!HAD.has(tokens[verb])) continue;
    const subject = [tokens[verb - 1], tokens[verb + 1] ?? ""].find((w) => HAD_SUBJECT.has(w));
    if (subject) return THIRD_PERSON.has(subject) ? "third" : "first";
  }
  return void 0;
}
__name(hadBefore, "hadBefore");
function grid(map) {
  const byFirst = /* @__PURE__ */ new Map();
  for (const [name, phrases2] of Object.entries(map)) {
    for (const p of phrases2) {
      const words5 = triggerTokens(p);
      if (words5.length) byFirst.set(words5[0], [...byFirst.get(words5[0]) ?? [], { name, words: words5 }]);
    }
  }
  return byFirst;
}
__name(grid, "grid");
var SITES = grid(ICD10.siteGrid.sites);
var KINDS = grid(ICD10.siteGrid.kinds);
var STRUCTURES = grid(ICD10.siteGrid.structures);
var ENTRY_BY_CODE = new Map(ICD10.entries.map((e) => [e.code, e]));
var GRID_PAIRS = new Set(Object.keys(ICD10.siteGrid.codes).map((key) => key.split(".").slice(0, 2).join(".")));
function occurrences(tokens, list) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) for (const p of list.get(tokens[i]) ?? []) if (p.words.every((w, j) => tokens[i + j] === w)) out.push([p.name, i, i + p.words.length]);
  return out;
}
__name(occurrences, "occurrences");
function findSiteConditions(all, status, at, tokens, text) {
  const injuries = occurrences(tokens, KINDS);
  if (injuries.length === 0) return [];
  const parts = occurrences(tokens, SITES);
  if (parts.length === 0) return [];
  const structures = occurrences(tokens, STRUCTURES);
  const sameClause = /* @__PURE__ */ __name((a, b) => !all.slice(Math.min(at[a], at[b]), Math.max(at[a], at[b])).some((t) => t.punct), "sameClause");
  const out = [];
  for (const [injury, iStart, iEnd] of injuries) {
    const window = ICD10.siteGrid.windowByKind[injury] ?? ICD10.siteGrid.window;
    const distance = /* @__PURE__ */ __name(([, pStart, pEnd]) => pStart >= iEnd ? pStart - iEnd : iStart - pEnd, "distance");
    const part = parts.filter((p) => distance(p) <= window && sameClause(iStart, p[1]) && GRID_PAIRS.has(`${p[0]}.${injury}`)).sort((a, b) => distance(a) - distance(b))[0];
    if (!part) continue;
    const structure = structures.find(([, sStart]) => Math.abs(sStart - part[1]) <= window * 2 && sameClause(sStart, part[1]));
    const code2 = (structure && ICD10.siteGrid.codes[`${part[0]}.${injury}.${structure[0]}`]) ?? ICD10.siteGrid.codes[`${part[0]}.${injury}`];
    const entry = code2 ? ENTRY_BY_CODE.get(code2) : void 0;
    if (!entry) continue;
    const start = Math.min(iStart, part[1], structure?.[1] ?? Infinity);
    const end = Math.max(iEnd, part[2], structure?.[2] ?? 0);
    const said = spanAssertion(status, at[iStart], at[iStart] + 1);
    const assertion = said === "present" && pastInClause(all, at[iStart]) ? "historical" : said;
    out.push({ entry, start, end, surface: text.slice(all[at[start]].start, all[at[end - 1]].end), status: assertion });
  }
  return out;
}
__name(findSiteConditions, "findSiteConditions");
var COORDINATION = /* @__PURE__ */ new Set(["och", "eller", "og", "und", "oder"]);
var COMPOUND_TEST = /^\p{L}{3,}(?:prov|provet|proverna|prover|test|testet|tester|odling|odlingen|vaccin|vaccinet|prøve|prøven|prøver|vaksine|vaksinen|vaccine|vaccinen|impfung)$/u;
var PRECEDING_NOT_A_CONDITION = ICD10.notACondition.preceding.map((p) => ` ${p} `);
function notTheCondition(tokens, start, end) {
  if (ICD10.notACondition.following.has(tokens[end] ?? "")) return true;
  if (COORDINATION.has(tokens[end] ?? "") && COMPOUND_TEST.test(tokens[end + 1] ?? "")) return true;
  const before = ` ${tokens.slice(Math.max(0, start - 6), start).join(" ")} `;
  return PRECEDING_NOT_A_CONDITION.some((p) => before.includes(p));
}
__name(notTheCondition, "notTheCondition");
var isSymptom = /* @__PURE__ */ __name((hit) => /^[RVWXY]/.test(hit.entry.code) || ICD10.symptomLike.has(hit.entry.code), "isSymptom");
var isEncounter = /* @__PURE__ */ __name((hit) => hit.entry.code.startsWith("Z"), "isEncounter");
var CAUSE_ONLY = /^B9[5-8]/;
var SECONDARY_MENTIONS = 2;
var DOUBT_WORDS = 5;
var TRAILS_OFF = /^\P{L}*(?:\p{L}+[\s,-]+){0,5}\p{L}+\s*(?:\.\.\.|…)\s*$/u;
function choose(hits) {
  const plain = new Set(hits.filter((h) => !h.doubted).map((h) => h.entry.code));
  const affirmed = /* @__PURE__ */ __name((h) => !h.doubted || [...plain].some((code2) => (ICD10.lessSpecificThan[code2] ?? []).includes(h.entry.code)), "affirmed");
  const certain = chooseFrom(hits.filter(affirmed));
  return certain.some((h) => !isSymptom(h)) ? certain : chooseFrom(hits);
}
__name(choose, "choose");
function chooseFrom(hits) {
  const specific = hits.filter((h) => !isSymptom(h));
  const complaint = /* @__PURE__ */ __name((h) => !h.entry.code.startsWith("R") && ICD10.symptomLike.has(h.entry.code), "complaint");
  const namedFinding = /* @__PURE__ */ __name((h) => h.entry.code.startsWith("R") && h.byClinician && !specific.some((o) => o.assessment || o.finding || o.byClinician), "namedFinding");
  const judgedComplaint = specific.some((h) => h.judgement) ? [] : hits.filter((h) => h.judgement && (complaint(h) || namedFinding(h)));
  const stated = [...specific, ...judgedComplaint].filter((h) => h.assessment || h.judgement);
  const statedComplaint = hits.filter((h) => h.assessment && complaint(h));
  const comorbid = specific.filter((h) => !h.assessment && !h.deniedElsewhere && ICD10.comorbidities.has(h.entry.code));
  let chosen;
  const foundSpecific = stated.every((h) => ICD10.comorbidities.has(h.entry.code) && !h.judgement) ? specific.filter((h) => h.finding && h.byClinician && !isEncounter(h) && !ICD10.comorbidities.has(h.entry.code)).map((h) => ({ ...h, assessment: true })) : [];
  if (stated.length) chosen = [...stated, ...comorbid, ...foundSpecific];
  else if (statedComplaint.length) chosen = [...statedComplaint, ...comorbid];
  else if (specific.some((h) => !isEncounter(h))) chosen = specific.filter((h) => !isEncounter(h));
  else if (specific.length) chosen = specific;
  else chosen = [...hits.filter((h) => h.assessment), ...hits.filter((h) => !h.assessment)];
  const foundComplaints = hits.filter((h) => isSymptom(h) && h.byClinician && (h.assessment || h.finding));
  if (chosen.some((h) => !isEncounter(h))) chosen = chosen.filter((h) => !isEncounter(h));
  else if (foundComplaints.length) chosen = foundComplaints;
  const codes = new Set(chosen.map((h) => h.entry.code));
  const general = /* @__PURE__ */ __name((h) => (ICD10.lessSpecificThan[h.entry.code] ?? []).some((code2) => codes.has(code2)), "general");
  const dropped = chosen.filter(general);
  chosen = chosen.filter((h) => !general(h)).map((h) => {
    const same = dropped.filter((d) => ICD10.lessSpecificThan[d.entry.code].includes(h.entry.code));
    if (!same.length) return h;
    return { ...h, finding: h.finding || same.some((d) => d.finding), result: h.result || same.some((d) => d.result) };
  });
  const later = /* @__PURE__ */ __name((h) => ICD10.comorbidities.has(h.entry.code) || CAUSE_ONLY.test(h.entry.code), "later");
  chosen.sort((a, b) => Number(b.firstProblem) - Number(a.firstProblem) || Number(b.assessment) - Number(a.assessment) || Number(b.judgement) - Number(a.judgement) || Number(a.evidence) - Number(b.evidence) || Number(later(a)) - Number(later(b)) || (a.assessment && b.assessment ? Number(a.finding) - Number(b.finding) : Number(b.finding) - Number(a.finding) || Number(b.result) - Number(a.result)) || Number(b.byClinician) - Number(a.byClinician) || a.sentence - b.sentence || a.start - b.start);
  const main = chosen[0]?.entry.code;
  const sentencesNaming = /* @__PURE__ */ new Map();
  for (const h of hits) sentencesNaming.set(h.entry.code, (sentencesNaming.get(h.entry.code) ?? /* @__PURE__ */ new Set()).add(h.sentence));
  const namingSentences = /* @__PURE__ */ __name((code2) => {
    const own = sentencesNaming.get(code2) ?? /* @__PURE__ */ new Set();
    const named = new Set(own);
    for (const general2 of MORE_GENERAL.get(code2) ?? []) {
      const also = sentencesNaming.get(general2) ?? /* @__PURE__ */ new Set();
      if ([...own].some((sentence) => also.has(sentence))) for (const sentence of also) named.add(sentence);
    }
    return named.size;
  }, "namingSentences");
  const clinicianNamed = new Set(hits.filter((h) => !h.byPatient || h.assessment || h.judgement || h.finding).map((h) => h.entry.code));
  const confirmed = /* @__PURE__ */ __name((code2) => clinicianNamed.size === 0 || clinicianNamed.has(code2) || ICD10.comorbidities.has(code2) || [...clinicianNamed].some((named) => (ICD10.lessSpecificThan[named] ?? []).includes(code2)), "confirmed");
  const kept = chosen.filter(
    (h) => confirmed(h.entry.code) && (h.entry.code === main || isSymptom(h) && isSymptom(chosen[0]) || ICD10.comorbidities.has(h.entry.code) && (h.assessment || !h.deniedElsewhere) || h.assessment && namingSentences(h.entry.code) >= SECONDARY_MENTIONS)
  );
  if (kept.length === 0) kept.push(...foundComplaints);
  return kept.map((h) => {
    const form = hits.find((o) => !o.doubted && (ICD10.lessSpecificThan[h.entry.code] ?? []).includes(o.entry.code));
    return form && !kept.some((c) => c.entry.code === form.entry.code) ? { ...h, entry: form.entry } : h;
  });
}
__name(chooseFrom, "chooseFrom");
var NORDIC_ENDINGS = ["n", "en", "et", "t", "na", "ar", "er", "or", "erna", "arna", "ene"];
var NORDIC = /* @__PURE__ */ new Set(["sv", "nb", "da"]);
var NORDIC_ADJECTIVE = /(?:är|isk|ös|iv|ell)$/u;
var MIN_INFLECTED_TERM = 5;
var ARABIC_CLITIC = /^[وبفلك](?=ال|\p{L}{3})/u;
function arabicBases(token) {
  const out = [];
  const bare = ARABIC_CLITIC.test(token) ? token.slice(1) : token;
  if (bare !== token) out.push(bare);
  for (const article of ["\u0627\u0644", "\u0644\u0644"]) if (bare.startsWith(article) && bare.length - article.length >= 3) out.push(bare.slice(article.length));
  return out;
}
__name(arabicBases, "arabicBases");
var CASE_ENDINGS2 = /* @__PURE__ */ new Set(["fi", "tr"]);
var MAX_CASE_ENDING = 5;
function baseForms(token, spoken) {
  const forms = [];
  if (NORDIC.has(spoken)) {
    for (const ending of NORDIC_ENDINGS) if (token.length - ending.length >= MIN_INFLECTED_TERM && token.endsWith(ending)) forms.push(token.slice(0, -ending.length));
  }
  if (NORDIC.has(spoken) && /[at]$/.test(token) && NORDIC_ADJECTIVE.test(token.slice(0, -1))) forms.push(token.slice(0, -1));
  if (CASE_ENDINGS2.has(spoken)) for (let k = 1; k <= MAX_CASE_ENDING && token.length - k >= MIN_INFLECTED_TERM; k++) forms.push(token.slice(0, -k));
  if (spoken === "ar") forms.push(...arabicBases(token));
  return forms;
}
__name(baseForms, "baseForms");
var SPLIT_PREPOSITIONS = /* @__PURE__ */ new Set(["i", "p\xE5", "av", "af"]);
var SPLIT_BETWEEN = /* @__PURE__ */ new Set(["b\xE5da", "b\xE4gge", "begge", "v\xE4nster", "h\xF6ger", "v\xE4nstra", "h\xF6gra", "venstre", "h\xF8yre", "h\xF8jre", "ena", "nedre", "\xF6vre", "din", "ditt", "dina", "min", "mitt", "mina", "hans", "hennes", "sin", "sitt", "sina", "dit", "dine", "hendes"]);
var NOUN_ENDINGS = ["arna", "erna", "orna", "ene", "na", "en", "et", "an", "n", "t", ""];
var MIN_COMPOUND_PART = 3;
function splitCompounds(tokens, at, spoken) {
  if (!NORDIC.has(spoken) || !SPLIT_PREPOSITIONS.has(tokens[at + 1] ?? "")) return [];
  let n = at + 2;
  while (n < at + 4 && SPLIT_BETWEEN.has(tokens[n] ?? "")) n++;
  const noun = tokens[n];
  if (!noun || !/^\p{L}+$/u.test(noun)) return [];
  const firsts = /* @__PURE__ */ new Set();
  for (const ending of NOUN_ENDINGS) {
    if (!noun.endsWith(ending) || noun.length - ending.length < MIN_COMPOUND_PART) continue;
    const stem = noun.slice(0, noun.length - ending.length);
    firsts.add(stem).add(`${stem}s`);
    if (/[ae]$/.test(stem)) firsts.add(stem.slice(0, -1)).add(`${stem.slice(0, -1)}e`);
    if (/(\p{L})\1$/u.test(stem)) firsts.add(stem.slice(0, -1));
  }
  return [...firsts].map((first) => ({ word: first + tokens[at], end: n + 1 }));
}
__name(splitCompounds, "splitCompounds");
var matchesWord = /* @__PURE__ */ __name((word, trigger) => trigger.tokens.length === 1 && (trigger.stem ? word.startsWith(trigger.tokens[0]) : word === trigger.tokens[0]), "matchesWord");
function matchAt(tokens, at, trigger, spoken) {
  const last = trigger.tokens.length - 1;
  for (let j = 0; j <= last; j++) {
    const token = tokens[at + j];
    if (token === void 0) return -1;
    const word = trigger.tokens[j];
    const ending = token.slice(word.length);
    const inflected = j === last && word.length >= MIN_INFLECTED_TERM && token.startsWith(word) && (NORDIC.has(spoken) && NORDIC_ENDINGS.includes(ending) || CASE_ENDINGS2.has(spoken) && ending.length <= MAX_CASE_ENDING);
    const clitic = j === 0 && spoken === "ar" && arabicBases(token).includes(word);
    const adjective = NORDIC.has(spoken) && NORDIC_ADJECTIVE.test(word) && (ending === "a" || ending === "t") && token.length === word.length + 1;
    const ok = j === last && trigger.stem ? token.startsWith(word) : token === word || inflected || clitic || adjective;
    if (!ok) return -1;
  }
  return at + last + 1;
}
__name(matchAt, "matchAt");

// server/src/engines/notes/embedded/language-detection.ts
var STOPWORDS = {
  sv: ["och", "jag", "det", "att", "har", "\xE4r", "inte", "en", "som", "p\xE5", "med", "f\xF6r", "du", "sedan", "ont", "ocks\xE5", "n\xE5gon", "hur", "vad", "eller", "kan", "nu", "skulle", "mig", "dig", "ska", "vi", "bra"],
  en: ["and", "the", "i", "you", "he", "she", "his", "her", "no", "denies", "have", "is", "not", "a", "to", "of", "for", "with", "it", "my", "your", "this", "that", "since", "what", "how", "we", "will", "are", "has", "been", "do", "any"],
  fi: ["ja", "on", "ei", "se", "minulla", "sinulla", "ett\xE4", "kun", "mutta", "my\xF6s", "nyt", "oli", "ole", "kuin", "mit\xE4", "miten", "onko", "olen", "p\xE4iv\xE4\xE4", "viel\xE4", "tai", "siit\xE4", "kipua"],
  nb: ["og", "jeg", "det", "at", "har", "er", "ikke", "en", "som", "p\xE5", "med", "for", "du", "siden", "vondt", "ogs\xE5", "noen", "hvordan", "hva", "eller", "kan", "n\xE5", "meg", "deg", "skal", "vi", "bra", "dager"],
  da: ["og", "jeg", "det", "at", "har", "er", "ikke", "en", "som", "p\xE5", "med", "for", "du", "siden", "ondt", "ogs\xE5", "nogen", "hvordan", "hvad", "eller", "kan", "nu", "mig", "dig", "skal", "vi", "godt", "dage"],
  de: ["und", "ich", "die", "der", "das", "habe", "ist", "nicht", "ein", "eine", "mit", "f\xFCr", "sie", "seit", "schmerzen", "auch", "wie", "was", "oder", "kann", "jetzt", "mir", "wir", "haben", "tagen"],
  tr: ["ve", "bir", "bu", "ben", "var", "yok", "de\u011Fil", "i\xE7in", "ile", "\xE7ok", "de", "da", "mi", "ne", "nas\u0131l", "g\xFCn", "a\u011Fr\u0131", "a\u011Fr\u0131m", "sizin", "benim", "\u015Fimdi", "daha", "gibi"],
  ar: ["\u0648", "\u0641\u064A", "\u0645\u0646", "\u0639\u0644\u0649", "\u0623\u0646\u0627", "\u0644\u0627", "\u0647\u0630\u0627", "\u0645\u0639", "\u0639\u0646", "\u0645\u0646\u0630", "\u0623\u0644\u0645", "\u0639\u0646\u062F\u064A", "\u0647\u0644", "\u0645\u0627", "\u0643\u064A\u0641", "\u0623\u064A\u0627\u0645", "\u0644\u062F\u064A\u0643", "\u0627\u0644\u0649", "\u0625\u0644\u0649", "\u0623\u0646"]
};
function detectLanguage(text, fallback) {
  const counts = /* @__PURE__ */ new Map();
  for (const w of words(text).slice(0, 3e3)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best = fallback;
  let bestScore = 0;
  for (const [language, stopwords] of Object.entries(STOPWORDS)) {
    const score = stopwords.reduce((sum, w) => sum + (counts.get(w) ?? 0), 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  if (best === "nb" || best === "da") {
    const da = ["ondt", "nogen", "hvad", "nu", "godt", "dage", "l\xE6ge", "ogs\xE5"].reduce((s, w) => s + (counts.get(w) ?? 0), 0);
    const nb = ["vondt", "noen", "hva", "n\xE5", "bra", "dager", "lege", "ikkje"].reduce((s, w) => s + (counts.get(w) ?? 0), 0);
    best = da > nb ? "da" : "nb";
  }
  return best;
}
__name(detectLanguage, "detectLanguage");

// server/src/engines/notes/embedded/note-style.ts
var OPENERS2 = [/^(?:(?:hello|hi|hey|hej|hejsan|hei|moi|hallo|merhaba|yes|yeah|well|so|okay|ok|right|um|uh|and|ja|nej|jo|jaha|okej|precis|mm|och|men|så|nå|kyllä|joo|no niin|niin|selvä|ja|nei|og|men|altså|also|genau|nein|und|evet|tamam|peki|şey)[,.!]?\s+|(?:no|ei)[,.!]\s+)+/iu, ""];
var FIRST_PERSON2 = {
  en: [
    // The clinician's future first: "I'm going to give you" is not "Is going to give you".
    [/^(?:i|we)(?:\s+want|\s+would like|'d like)\s+to\s+see\s+you\s+(?:again\s+)?/i, "review "],
    [/^i(?:\s+will|'ll)\s+(?:also\s+)?write you\b/i, "writes"],
    [/^i(?:\s+will|'ll|'m going to|\s+am going to)\s+(?:also\s+)?give you\s+/i, ""],
    [/^(?:i|we)(?:\s+will|'ll|\s+am going to|'m going to|\s+are going to|'re going to)\s+(?:also\s+)?/i, ""],
    [/^i (also|still|usually|often|really|just|sometimes|never) (?:have|'ve)\b/i, "$1 has"],
    [/^i (also|still|usually|often|really|just|sometimes|never) (?:am|'m)\b/i, "$1 is"],
    [/^i (also|still|usually|often|really|just|sometimes|never) (take|feel|get|use|see|smoke|drink|work|sleep|wake|cough)\b/i, "$1 $2s"],
    [/^i have had\b/i, "has had"],
    [/^i've had\b/i, "has had"],
    [/^i have been\b/i, "has been"],
    [/^i've been\b/i, "has been"],
    [/^i have\b/i, "has"],
    [/^i've\b/i, "has"],
    [/^i am\b/i, "is"],
    [/^i'm\b/i, "is"],
    [/^i was\b/i, "was"],
    [/^i had\b/i, "had"],
    [/^i (?:don't|do not)\b/i, "does not"],
    [/^i (?:didn't|did not)\b/i, "did not"],
    [/^i (?:haven't|have not)\b/i, "has not"],
    [/^i (?:can't|cannot|can not)\b/i, "cannot"],
    [/^i can\b/i, "can"],
    [/^i (feel|get|take|use|see|notice|keep|smoke|drink|work|live|sleep|wake|cough)\b/i, "$1s"],
    [/^i (felt|got|took|used|saw|noticed|started|stopped|tried|fell|twisted|hurt|woke)\b/i, "$1"],
    [/^(?:i|we) (prescribe|recommend|suggest|advise|refer)\b/i, "$1"],
    [/^i would like you to\b/i, ""],
    [/^i want you to\b/i, ""],
    [/^please\s+/i, ""],
    [/^you should\b/i, "should"],
    [/^you need to\b/i, "needs to"],
    [/^you (?:can|may)\b/i, "may"],
    // Clauses after the first: "... and I take metformin" -> "... and takes metformin".
    [/\b(and|but|so|,) i (?:am|'m)\b/gi, "$1 is"],
    [/\b(and|but|so|,) i (?:have|'ve)\b/gi, "$1 has"],
    [/\b(and|but|so|,) i (?:don't|do not)\b/gi, "$1 does not"],
    [/\b(and|but|so) i (take|feel|get|use|smoke|drink|need|cough|sleep)\b/gi, "$1 $2s"],
    [/\bmy\b/gi, "the"]
  ],
  sv: [
    [/^jag (också|även|fortfarande|ibland|aldrig) (\p{L}+)/iu, "$2 $1"],
    [/^jag har haft\b/iu, "har haft"],
    [/^jag har\b/iu, "har"],
    [/^jag är\b/iu, "\xE4r"],
    [/^jag var\b/iu, "var"],
    [/^jag känner mig\b/iu, "k\xE4nner sig"],
    [/^jag (känner|tar|tog|får|fick|mår|orkar|sover|röker|dricker|jobbar|arbetar|bor|märker|märkte|brukar|hostar|kissar|blir|ramlade|föll|vaknar|slutade|använder|kan)\b/iu, "$1"],
    [/^(?:jag|vi) (?:ska|kommer att) (?:också )?(?=\p{L})/iu, ""],
    [/^(?:jag|vi) vill (?:träffa|se) dig (?:igen )?/iu, "\xE5terbes\xF6k "],
    [/^jag vill att du\s+/iu, ""],
    [/^(?:jag|vi) (?:också )?(\p{L}+r)\b/iu, "$1"],
    [/^du (?:ska|bör)\b/iu, "b\xF6r"],
    [/^du kan\b/iu, "kan"],
    [/^du får\b/iu, "f\xE5r"],
    [/^du har\b/iu, "har"],
    [/\b(och|men|så) jag (?=\p{L})/giu, "$1 "]
  ],
  nb: [
    [/^jeg har hatt\b/iu, "har hatt"],
    [/^jeg har\b/iu, "har"],
    [/^jeg er\b/iu, "er"],
    [/^jeg var\b/iu, "var"],
    [/^jeg føler meg\b/iu, "f\xF8ler seg"],
    [/^jeg (føler|tar|tok|får|fikk|bruker|sover|røyker|jobber|kan)\b/iu, "$1"],
    [/^(?:jeg|vi) (?:skal|kommer til å) (?:også )?(?=\p{L})/iu, ""],
    [/^(?:jeg|vi) (\p{L}+r)\b/iu, "$1"],
    [/^du (?:skal|bør)\b/iu, "b\xF8r"],
    [/^du kan\b/iu, "kan"],
    [/^du får\b/iu, "f\xE5r"]
  ],
  da: [
    [/^jeg har haft\b/iu, "har haft"],
    [/^jeg har\b/iu, "har"],
    [/^jeg er\b/iu, "er"],
    [/^jeg var\b/iu, "var"],
    [/^jeg føler mig\b/iu, "f\xF8ler sig"],
    [/^jeg (føler|tager|tog|får|fik|bruger|sover|ryger|arbejder|kan)\b/iu, "$1"],
    [/^(?:jeg|vi) (?:skal|vil) (?:også )?(?=\p{L})/iu, ""],
    [/^(?:jeg|vi) (\p{L}+r)\b/iu, "$1"],
    [/^du (?:skal|bør)\b/iu, "b\xF8r"],
    [/^du kan\b/iu, "kan"],
    [/^du får\b/iu, "f\xE5r"]
  ],
  de: [
    [/^ich habe seit\b/iu, "seit"],
    [/^ich habe\b/iu, "hat"],
    [/^ich bin\b/iu, "ist"],
    [/^ich hatte\b/iu, "hatte"],
    [/^ich war\b/iu, "war"],
    [/^ich nehme\b/iu, "nimmt"],
    [/^ich fühle mich\b/iu, "f\xFChlt sich"],
    [/^ich kann\b/iu, "kann"],
    [/^ich rauche\b/iu, "raucht"],
    [/^(?:ich|wir) (?:werde|werden) (?:auch )?/iu, ""],
    [/^ich (empfehle|verschreibe|überweise)\b/iu, "$1"],
    [/^(?:ihr|ihre|ihren|dein|deine) /iu, ""]
  ],
  fi: [
    [/^minulla on ollut\b/iu, "on ollut"],
    [/^minulla on\b/iu, "on"],
    [/^minulla oli\b/iu, "oli"],
    [/^minä olen\b/iu, "on"],
    [/^olen\b/iu, "on"],
    [/^(?:minä )?(kirjoitan|määrään|lähetän|suosittelen)\b/iu, "$1"]
  ],
  tr: [],
  ar: []
};
var FINDING_STYLE = {
  en: [[/^(?:on examination|on exam)\s*,?\s*/i, ""], [/^(?:the|her|his|your|their) /i, ""], [/\bthere's (?:an? )?/gi, ""], [/^(?:she|he|it) (?:is|has)\s+/i, ""], [/\bthere (?:is|are) (?:an? )?/gi, ""], [/(?<!(?:^|\s)(?:it|that|this|which|what|she|he|they|who))\s(?:is|are)\s(?!not\b)/gi, " "]],
  sv: [
    [/^(?:nu |då |så )?(?:lyssnar|tittar|känner|kollar) jag (?:på|i) (\p{L}+)\s*,\s*/iu, "$1: "],
    [/(?<![\p{L}])jag (?:räknar|ser|hör|känner) (?=\p{L})/iu, ""],
    // "Ser en rodnad i svalget" (its "jag" gone), "På höger öga ser jag blödningar": the finding, not the looking.
    [/^(?:ser|hör|känner|noterar) (?:jag )?(?:en |ett )?(?=\p{L})/iu, ""],
    [/(?<=\p{L}) (?:ser|hör|känner|noterar) jag (?:en |ett )?(?=\p{L})/iu, " "],
    [/^vid (?:undersökning(?:en)?|status)\s*,?\s*(?:är\s+)?/iu, ""],
    [/^(?:hon|han|hen|det) (?:är|har)\s+/iu, ""],
    [/^det finns (?:en |ett )?/iu, ""],
    [/(?<!(?:^|\s)(?:det|som|att|vilket|vad|hon|han|hen|du|patienten))\s(?:är)\s(?!(?:inte|det|den|de|dessa)\b)/giu, " "]
  ],
  nb: [[/^ved undersøkelse(?:n)?\s*,?\s*/iu, ""], [/^(?:ser|hører|kjenner) (?:jeg )?(?:en |et |ei )?(?=\p{L})/iu, ""], [/(?<=\p{L}) (?:ser|hører|kjenner) jeg (?:en |et |ei )?(?=\p{L})/iu, " "], [/^(?:hun|han|det) er\s+/iu, ""], [/^det er (?:en |et |ei )?(?=\p{L}+\s)/iu, ""], [/\ser\s(?!ikke\b)/giu, " "]],
  da: [[/^ved undersøgelse(?:n)?\s*,?\s*/iu, ""], [/^(?:ser|hører|mærker) (?:jeg )?(?:en |et )?(?=\p{L})/iu, ""], [/(?<=\p{L}) (?:ser|hører|mærker) jeg (?:en |et )?(?=\p{L})/iu, " "], [/^(?:hun|han|det) er\s+/iu, ""], [/^der er (?:en |et )?/iu, ""], [/\ser\s(?!ikke\b)/giu, " "]],
  de: [[/^bei der untersuchung\s*,?\s*/iu, ""], [/^(?:der|die|das) /iu, ""], [/\s(?:ist|sind)\s(?!nicht\b)/giu, " "]],
  fi: [[/^tutkittaessa\s*,?\s*/iu, ""], [/\s(?:on|ovat)\s(?!\p{L}+ut\b)/giu, " "]]
};
var PLAN_STYLE = {
  sv: [
    [/^(?:sen |så |dels |och )?(?:vill jag|jag vill|jag skulle vilja|skulle jag vilja) att (?:vi |du |patienten )?(?=\p{L})/iu, ""],
    [/^(?:jag )?(?:tänker|föreslår|tycker) (?:att )?vi (?:börjar med|lägger till|sätter in|provar)\s+(?:ett läkemedel som heter |en medicin som heter )?(?=\S)/iu, "Recept: "],
    [/^(?:dels |sen |så |och )?(?:vill jag|jag vill|jag) (?:också |även )?(?:skicka|skickar) (?:också |även )?(?:en )?remiss (till|för|på)\s+/iu, "Remiss $1 "],
    [/^skickar (?:också |även )?(?:en )?remiss (till|för|på)\s+/iu, "Remiss $1 "],
    [/^(?:skriver ut|förskriver|ordinerar)\s+(?:dig\s+)?(?:också\s+|även\s+)?(?=\S)/iu, "Recept: "],
    [/^skriver (?:också |även )?(?:ett |en )?(?=(?:sjukintyg|läkarintyg|intyg|remiss|recept)\b)/iu, ""],
    [/^remitterar (?:dig |patienten )?(?:också |även )?((?:akut|brådskande|snarast) )?till\s+/iu, "Remiss $1till "],
    [/^(?:tar|beställer) (?:också |även )?(?:ett |en |några |nya )?(?=(?:blodprov|prover|prov|urinprov|odling|snabbtest|ekg|röntgen|ultraljud)\b)/iu, ""],
    [/^(?:du\s+)?(?:hör av dig|ring oss|ring mig|kontakta oss|kontakta mig|ring tillbaka)\b/iu, "\xC5terkontakt"],
    [/^(?:du\s+)?(?:kom tillbaka|kommer tillbaka)\b/iu, "\xC5terbes\xF6k"]
  ],
  nb: [
    [/^(?:skriver ut|forskriver)\s+(?:deg\s+)?(?:også\s+)?(?=\S)/iu, "Resept: "],
    [/^(?:du\s+)?(?:ta kontakt|kontakt oss|ring oss|ring meg)\b/iu, "Ny kontakt"]
  ],
  da: [
    [/^(?:udskriver|skriver ud|ordinerer)\s+(?:også\s+)?(?=\S)/iu, "Recept: "],
    [/^(?:du\s+)?(?:kontakt os|ring til os|ring til mig)\b/iu, "Ny kontakt"]
  ]
};
var JUDGEMENT_LEAD = {
  en: /^(?:(?:i think|i believe|i suspect|my impression is|my assessment is|the assessment is|assessment is|impression is|the diagnosis is|diagnosis is)(?: that)?\s+)?(?:(?:this|it|these|that|what (?:you|she|he|the patient|they)(?:'re| are| is)? describ\w*)\s+(?:is|are|looks like|seems to be|sounds like|sounds most like)\s+|(?:she|he|the patient|they)\s+(?:has|have)\s+(?!not\b|no\b))?(?:(most likely|likely|probably|possibly)\s+)?(?:a |an )?/iu,
  sv: /^(?:(?:(?:jag\s+)?(?:tror|bedömer|misstänker)|bedömningen är|min bedömning är)(?: att)?\s+)?(?:(?:det här|detta|det|(?:\p{L}+,?\s+)?det (?:du|ni) beskriver)\s+(?:är|rör sig|verkar vara|ser ut att vara|låter som|låter mest som)\s+|(?:patienten\s+)?har\s+(?:fått\s+)?(?!inte\b|ingen\b|inget\b|inga\b))?(?:(troligen|troligtvis|sannolikt|nog|förmodligen|möjligen)\s+)?(?:om\s+)?(?:en |ett )?/iu,
  nb: /^(?:(?:(?:jeg\s+)?(?:tror|mistenker)|vurderingen er|min vurdering er)(?: at)?\s+)?(?:(?:dette|det her|det|det (?:du|dere) beskriver)\s+(?:er|dreier seg|høres ut som)\s+)?(?:(sannsynligvis|trolig|nok|antakelig)\s+)?(?:om\s+)?(?:en |et |ei )?/iu,
  da: /^(?:(?:(?:jeg\s+)?(?:tror|mistænker)|vurderingen er|min vurdering er)(?: at)?\s+)?(?:(?:dette|det her|det|det (?:du|I) beskriver)\s+(?:er|drejer sig|lyder som)\s+)?(?:(sandsynligvis|formentlig|nok)\s+)?(?:om\s+)?(?:en |et )?/iu,
  de: /^(?:(?:ich denke|ich glaube|ich vermute)(?:,)?(?: dass)?\s+)?(?:es handelt sich\s+|(?:das|es) klingt nach\s+|(?:das|es) ist\s+)?(?:(wahrscheinlich|vermutlich|am ehesten|möglicherweise)\s+)?(?:um\s+)?(?:eine |einen |ein )?/iu,
  fi: /^(?:kyseessä on|kyse on|arvioni mukaan)\s+(?:(todennäköisesti|luultavasti|ilmeisesti|mahdollisesti)\s+)?/iu
};
var SV_REFLEXIVE = [/(?<![\p{L}])(du(?![\p{L}])(?:(?!(?<![\p{L}])(?:jag|vi)(?![\p{L}]))[^,.;:!?])*?(?<![\p{L}]))dig(?![\p{L}])/giu, "$1sig"];
var reflexive = /* @__PURE__ */ __name((text, language) => language === "sv" ? text.replace(SV_REFLEXIVE[0], SV_REFLEXIVE[1]) : text, "reflexive");
var PERSONS = {
  sv: {
    you: [
      [/(?<![\p{L}])(av|känner|sätter|lägger|rör|vilar|skyddar|vänder|böjer|reser|sköter) dig(?![\p{L}])/giu, "$1 sig"],
      [/(?<![\p{L}])du(?![\p{L}])/giu, "patienten"],
      [/(?<![\p{L}])dig(?![\p{L}])/giu, "patienten"],
      [/(?<![\p{L}])(?:din|ditt|dina)(?![\p{L}])/giu, "patientens"]
    ],
    me: [[/^jag (?=\p{L})/iu, ""], [/(?<![\p{L}])jag(?![\p{L}])/giu, "patienten"], [/(?<![\p{L}])mig(?![\p{L}])/giu, "sig"], [/(?<![\p{L}])(?:min|mitt(?!\s+(?:i|på|emot|under|över|framför|bak|emellan|itu)(?![\p{L}]))|mina)(?![\p{L}])/giu, "patientens"]]
  },
  nb: {
    you: [[/(?<![\p{L}])du(?![\p{L}])/giu, "pasienten"], [/(?<![\p{L}])deg(?![\p{L}])/giu, "pasienten"], [/(?<![\p{L}])(?:din|ditt|dine)(?![\p{L}])/giu, "pasientens"]],
    me: [[/^jeg (?=\p{L})/iu, ""], [/(?<![\p{L}])jeg(?![\p{L}])/giu, "pasienten"], [/(?<![\p{L}])meg(?![\p{L}])/giu, "seg"]]
  },
  da: {
    you: [[/(?<![\p{L}])du(?![\p{L}])/giu, "patienten"], [/(?<![\p{L}])dig(?![\p{L}])/giu, "patienten"], [/(?<![\p{L}])(?:din|dit|dine)(?![\p{L}])/giu, "patientens"]],
    me: [[/^jeg (?=\p{L})/iu, ""], [/(?<![\p{L}])jeg(?![\p{L}])/giu, "patienten"], [/(?<![\p{L}])mig(?![\p{L}])/giu, "sig"]]
  }
};
var ADDRESS = [/^(?:(?:يا\s+)?(?:doctor|doc|dr|doktor|doktorn|tohtori|lege|legen|læge|lægen|hocam|doktor bey|doktor hanım|دكتور|الدكتور|دكتورة))[,،]\s*/iu, ""];
function toRecordStyle(sentence, language, slot, role) {
  let text = sentence.trim().replace(OPENERS2[0], OPENERS2[1]).replace(ADDRESS[0], ADDRESS[1]).replace(OPENERS2[0], OPENERS2[1]);
  if (role !== "patient") text = reflexive(text, language);
  for (const [pattern, replacement] of FIRST_PERSON2[language]) text = text.replace(pattern, replacement);
  if (language === "sv" && !/\bjag\b/iu.test(text)) text = text.replace(/\bmig\b/giu, "sig");
  if (slot === "objective") for (const [pattern, replacement] of FINDING_STYLE[language] ?? []) text = text.replace(pattern, replacement);
  if (slot === "assessment") text = stripJudgementLead(text, language);
  if (slot === "plan") for (const [pattern, replacement] of PLAN_STYLE[language] ?? []) text = text.replace(pattern, replacement);
  const persons = PERSONS[language];
  if (persons && slot) {
    if (role !== "patient") for (const [pattern, replacement] of persons.you) text = text.replace(pattern, replacement);
    if (role === "patient") for (const [pattern, replacement] of persons.me) text = text.replace(pattern, replacement);
  }
  text = text.replace(/\s{2,}/g, " ").trim();
  return text ? ensurePeriod(capitalise(text)) : "";
}
__name(toRecordStyle, "toRecordStyle");
function clinicianYouToPatient(text, language) {
  let out = reflexive(text, language);
  for (const [pattern, replacement] of PERSONS[language]?.you ?? []) out = out.replace(pattern, replacement);
  return out;
}
__name(clinicianYouToPatient, "clinicianYouToPatient");
var PROBLEM_NUMBER = /^(?:(?:number|problem(?: number)?|nummer|punkt)\s+(?:one|two|three|four|five|six|seven|ett|två|tre|fyra|fem|en|én|et|to|fire|\d+)|erstens|zweitens|drittens|ensinnäkin)[,:.]?\s+(?=\p{L})/iu;
function stripJudgementLead(text, language) {
  text = capitalise(text.replace(PROBLEM_NUMBER, ""));
  const lead = JUDGEMENT_LEAD[language];
  if (!lead) return text;
  const m = lead.exec(text);
  if (!m || m[0].length === 0) return text;
  const rest = text.slice(m[0].length);
  if (words(rest).length === 0 || /^(?:inte|not|nicht|ikke|ei|no)(?![\p{L}])/iu.test(rest)) return text;
  const hedge = m.slice(1).find(Boolean);
  return hedge ? `${hedge} ${rest}` : rest;
}
__name(stripJudgementLead, "stripJudgementLead");
var COMPLAINT_LEAD = {
  en: /^(?:(?:she|he|the patient|patient)\s+)?(?:has had|has been having|has been getting|has been feeling|has been|has got|has|had|is having|is|got|gets|feels|felt|noticed)\s+(?:(?:a|an|some|these|this|the|really|quite|very|so)\s+)*/iu,
  sv: /^(?:(?:hon|han|hen|patienten|barnet|dottern|sonen)\s+)?(?:har haft|har fått|har känt sig|har varit|känner sig|har|hade|fick|får|känner|är|blev|det gäller)\s+(?:(?:en|ett|lite|väldigt|jättemycket|mycket|så)\s+)*/iu,
  nb: /^(?:(?:hun|han|pasienten)\s+)?(?:har hatt|har fått|har|hadde|fikk|får|føler seg|er)\s+(?:(?:en|et|ei|litt|veldig|mye)\s+)*/iu,
  da: /^(?:(?:hun|han|patienten)\s+)?(?:har haft|har fået|har|havde|fik|får|føler sig|er)\s+(?:(?:en|et|lidt|meget)\s+)*/iu,
  de: /^(?:hat|hatte|ist)\s+(?:(?:seit)\s+)?/iu,
  fi: /^(?:on ollut|on|oli)\s+/iu,
  tr: /^$/u,
  ar: /^$/u
};
var COURTESY_LEAD = /^(?:(?:bra|tack|berätta|välkommen|precis|good|great|thanks|thank you|tell me|kiitos|kerro|takk|tak|fortell|fortæl|danke|gut|erzählen sie|teşekkürler|anlatın|شكرا|احكيلي)(?![\p{L}])[,.!]?\s*)+/iu;
var ASKED_LEAD = /^(?:(?:har|hade|är|känner|får) (?:du|ni)|(?:do|did|have|are) you(?: have| had| feel| get)?|(?:har|er|føler|får) du|(?:haben|sind|hatten) sie|onko sinulla)\s+/iu;
var POINTING_LEAD = /^(?:det är|det var|it's|it is|det er|det var|das ist|es ist)\s+(?:bara\s+|just\s+)?(?:att\s+|that\s+|at\s+|dass\s+)?(?:(?:det här|den här|detta|this|these|dette|denne|det her|den her)\s+)?(?=\p{L})/iu;
var OWN_LEAD = /^(?:(?:min|mitt|mina|mit|mine|my|mein|meine|meinen|minun|tää|tämä|nämä|såna här|sånt här|sån här|sådana|these|those|this|that|benim)\s+)+/iu;
var SPOKEN_FILLER = /(?<![\p{L}])(?:himla|jätte|liksom|typ(?!\s*(?:\d|ett|två|i|ii)(?![\p{L}]))|ungefär|faktiskt|asså|alltså|kind of|sort of|basically|liksom|egentlig|sozusagen|irgendwie|niinku|vähän niinku)(?![\p{L}])[,]?\s*/giu;
var TRAILING_FILLER = /(?:\s+(?:nu|just nu|då|ju|ungefär|faktiskt|now|then|right now|nå|jetzt|nyt|şimdi))+$/iu;
var DANGLING_END = /(?:\s+(?:och|men|sen|har|är|som|att|så|det|and|but|then|has|is|that|so|the|og|men|er|som|at|und|aber|ist|hat|ja|mutta|on))+$/iu;
var CLAUSE_BREAK = /,\s|\s(?:and (?:it|i|the|my)|and it's|and it’s|and that's|och (?:det|jag|nu)|og (?:det|jeg)|und (?:es|ich)|ja (?:se|minä)|and now|men|but|aber|mutta|fordi|weil|koska|efter att|after|as i|eftersom|because)\s/iu;
var NUMBER_WORD = "(?:\\d+|a|an|one|two|three|four|five|six|seven|ten|a few|several|en|ett|tv\xE5|tre|fyra|fem|sex|sju|tio|flera|n\xE5gra|et|ei|to|fire|seks|ti|zwei|drei|vier|f\xFCnf|sechs|zehn)";
var DURATION = new RegExp(
  `(?<![\\p{L}])(?:(?:sedan|sen|since|seit|siden|for (?:the )?(?:last |past )?${NUMBER_WORD}|for|i ${NUMBER_WORD}|in (?:den )?letzten)\\s+\\p{L}+(?:\\s+(?:dagar|dager|dage|days|veckor|uker|uger|weeks|m\xE5nader|m\xE5neder|months|tillbaka|ago|sedan|kv\xE4ll))?|\\p{L}+\\s+l\xE4htien|${NUMBER_WORD}\\s+\\p{L}+\\s+(?:ago|sedan))`,
  "iu"
);
var SUBORDINATE = /\s(?:när|when|wenn|als|kun|når|da)\s/iu;
var COORDINATION2 = /\s(?:och|and|og|und|ja|ve|و)\s/giu;
var MAX_CAUSE_WORDS = 12;
var CAUSE_TAIL = /(?:[\s,;:]+(?:is|are|was|were|and|or|but|with|for|the|a|an|going|good|now|that|which))+[\s,;:]*$|[\s,;:]+$/i;
var CAUSE_LEAD = /^(?:the|some|a|an|more|my|his|her|their|ett sånt|en sån|sånt|sån|såna|sådant|sådan|lite|litt|lidt)\s+/i;
function cutKeepingDuration(text, cut, minWords) {
  if (!cut || words(text.slice(0, cut.index)).length < minWords) return text;
  const kept = text.slice(0, cut.index);
  const duration = DURATION.exec(text.slice(cut.index));
  return duration && !DURATION.test(kept) ? `${kept} ${duration[0]}` : kept;
}
__name(cutKeepingDuration, "cutKeepingDuration");
function toCause(sentence, language, afterCue) {
  let text = (afterCue !== void 0 ? sentence.slice(afterCue) : sentence).replace(/^[\s,،;:.]+/u, "");
  text = toRecordStyle(text, language, "subjective", "patient").replace(/[.!]+$/, "");
  if (afterCue !== void 0) text = text.replace(/^(?:(?:of|for|about|because of|med|för|av|på grund av|wegen|med|for|af|the|your|din|ditt|dina|sin|sitt|ihre|ihrer)\s+)+/iu, "");
  text = text.replace(COURTESY_LEAD, "").replace(ASKED_LEAD, "").replace(POINTING_LEAD, "").replace(COMPLAINT_LEAD[language], "").replace(OWN_LEAD, "");
  text = text.replace(SPOKEN_FILLER, "").replace(/\s{2,}/g, " ").trim();
  if (language === "en") text = text.replace(/(?<![\p{L}'])I (was|had)(?![\p{L}'])/gu, "the patient $1");
  if (language === "en") text = text.replace(/^(?:(?:the|my|his|her|their)\s+)?(?!(?:it|she|he|they|this|that|there|i|we|you|everything|nothing|something)\s)((?:left|right)\s+)?(\p{L}+(?:\s+(?!has|have|is|are|was|were|feels)\p{L}+)?)\s+(?:has been|have been|is|are|was|were|feels|feel)\s+(?!not\b)/iu, "$1$2 ");
  const clause = CLAUSE_BREAK.exec(text);
  const subordinate = words(text).length > 8 ? SUBORDINATE.exec(text) : null;
  text = cutKeepingDuration(text, clause ?? (subordinate && words(text.slice(0, subordinate.index)).length >= 3 ? subordinate : null), 2);
  if (words(text).length > MAX_CAUSE_WORDS) {
    COORDINATION2.lastIndex = 0;
    for (let m = COORDINATION2.exec(text); m; m = COORDINATION2.exec(text)) {
      if (words(text.slice(0, m.index)).length >= 3) {
        text = cutKeepingDuration(text, m, 3);
        break;
      }
    }
  }
  text = text.replace(/[\s,;:]+$/, "").replace(TRAILING_FILLER, "").replace(DANGLING_END, "");
  const tokens = text.split(/\s+/);
  if (tokens.length > MAX_CAUSE_WORDS) text = `${tokens.slice(0, MAX_CAUSE_WORDS).join(" ")}\u2026`;
  return capitalise(text.trim().replace(CAUSE_TAIL, "").replace(CAUSE_LEAD, ""));
}
__name(toCause, "toCause");

// server/src/engines/notes/embedded/note-writer.ts
import fs5 from "node:fs";
import { z as z6 } from "zod";

// server/src/engines/notes/embedded/dialogue.ts
var MAX_FOLDED_ANSWER_WORDS = 7;
var MAX_QUALIFIER_WORDS = 4;
var isStatement = /* @__PURE__ */ __name((answer) => /^(?:i don't know|not sure|vet inte|ingen aning|vet ej|weiß nicht|en tiedä|vet ikke|ved ikke|bilmiyorum|لا أعرف)/iu.test(answer.trim()), "isStatement");
var isQuestion = /* @__PURE__ */ __name((s) => /[?؟]\s*$/.test(s.trim()), "isQuestion");
var REPEATING_TAIL = /^(?:(?:det|jag|i|it|es|ich|se|jeg|minulla|hän|han|hon|hun|er|sie|that|there)\b[^,.]{0,20}?\b(?:inte|not|don't|doesn't|didn't|haven't|hasn't|isn't|wasn't|nicht|ikke|ei|ole)|inte|ikke|nicht|not really|not at all|inte direkt|inte alls|ei ole|ei oo|ole|on|gar nicht|kein|i do|i have|det gör det|det har jag|det är det|it does|yes i do)(?:\s+(?:det|it|not|inte|ikke|nicht|ei|alls|at all|really))*\s*$/iu;
function foldAnswers(sentences, language) {
  const out = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i];
    const answer = sentences[i + 1];
    if (!isQuestion(sentence) || answer === void 0 || isQuestion(answer) || SMALL_TALK.test(` ${sentence.toLowerCase()} `)) {
      out.push({ text: sentence, folded: false });
      continue;
    }
    const tokens = words(answer);
    const first = tokens[0];
    let polarity = first && NO_WORDS.has(first) ? "no" : first && YES_WORDS.has(first) ? "yes" : void 0;
    const qualifiedYes = !polarity && tokens.length > 0 && tokens.length <= MAX_QUALIFIER_WORDS && !isStatement(answer);
    if (qualifiedYes) polarity = "yes";
    if (!polarity) {
      out.push({ text: sentence, folded: false });
      continue;
    }
    const rest = qualifiedYes ? answer.trim().replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()) : answer.replace(/^[^\p{L}\p{N}]*[\p{L}]+[\s,.!:;-]*/u, "").trim();
    const restWords = words(rest).length;
    if (restWords > MAX_FOLDED_ANSWER_WORDS) {
      out.push({ text: sentence, folded: false }, { text: capitalise(rest), folded: false });
      i++;
      continue;
    }
    if (restatesQuestion(sentence, rest, polarity)) {
      out.push({ text: ensurePeriod(capitalise(rest.replace(/[.!]+$/, ""))), folded: true });
      i++;
      continue;
    }
    const statement = rephrase(sentence, polarity, language);
    if (!statement) {
      out.push({ text: sentence, folded: false });
      continue;
    }
    const tail = withoutRepetition(rest);
    out.push({ text: ensurePeriod(capitalise(`${statement}${tail}`)), folded: true });
    i++;
  }
  return out;
}
__name(foldAnswers, "foldAnswers");
var NEGATION_WORD = /(?<![\p{L}])(?:ingen|inget|inga|inte|ej|no|not|none|never|kein|keine|keinen|nicht|ikke|ingen|intet|ei|yok|değil|لا|ليس)(?![\p{L}])/iu;
function restatesQuestion(question, rest, polarity) {
  if (!rest) return false;
  const last = question.toLowerCase().replace(/[?؟.!,\s]+$/u, "").split(/\s+/).at(-1) ?? "";
  if (last.length < 4) return false;
  const stem = last.slice(0, Math.max(4, last.length - 2));
  const said = rest.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(stem));
  if (!said) return false;
  return polarity === "no" ? NEGATION_WORD.test(rest) : !NEGATION_WORD.test(rest);
}
__name(restatesQuestion, "restatesQuestion");
function withoutRepetition(rest) {
  let text = rest.replace(/[.!]+$/, "").trim();
  const comma = text.indexOf(",");
  const first = comma >= 0 ? text.slice(0, comma) : text;
  if (REPEATING_TAIL.test(first.trim())) text = comma >= 0 ? text.slice(comma + 1).trim() : "";
  return text ? `, ${text}` : "";
}
__name(withoutRepetition, "withoutRepetition");
var SV_NEGATED = { n\u00E5gon: "ingen", n\u00E5n: "ingen", n\u00E5got: "inget", n\u00E5t: "inget", n\u00E5gra: "inga", n\u00E5ra: "inga" };
var NB_NEGATED = { noen: "ingen", noe: "ikke noe", nogen: "ingen", noget: "ikke noget" };
var WH_WORDS = /* @__PURE__ */ new Set(["hur", "vad", "var", "n\xE4r", "varf\xF6r", "vilken", "vilket", "vilka", "vem", "hvordan", "hva", "hvad", "hvor", "hvorfor", "hvilken", "hvilket", "hvem", "n\xE5r", "hvorn\xE5r"]);
function scandinavian(negation, quantifiers, pronouns, reflexive2) {
  const pattern = new RegExp(`^(?:och |og |men |s\xE5 )?(\\p{L}+)\\s+(${pronouns})\\b\\s*(.*)$`, "iu");
  return (question, polarity) => {
    const m = pattern.exec(question.replace(/[?؟]+\s*$/, "").trim());
    if (!m || WH_WORDS.has(m[1].toLowerCase())) return void 0;
    const verb = m[1];
    let rest = (m[3] ?? "").replace(/\b(?:dig|deg)\b/giu, reflexive2).replace(/\b(?:din|ditt|dina|dit|dine)\s+/giu, "");
    if (polarity === "yes") return `${verb} ${rest.replace(/\b(?:någon|något|några|nån|nåt|noen|noe|nogen|noget)\s+/giu, "")}`.trim();
    const first = /^\p{L}+/u.exec(rest)?.[0].toLowerCase();
    const negated = first ? quantifiers[first] : void 0;
    if (negated) return `${verb} ${negated}${rest.slice(first.length)}`;
    if (/^sig\b/iu.test(rest)) return `${verb} sig ${negation} ${rest.replace(/^sig\s*/iu, "")}`.trim();
    return `${verb} ${negation} ${rest}`.trim();
  };
}
__name(scandinavian, "scandinavian");
var english = /* @__PURE__ */ __name((question, polarity) => {
  const q = question.replace(/[?]+\s*$/, "").replace(/\byour\b/giu, "the").replace(/\byourself\b/giu, "").trim();
  const no = polarity === "no";
  let m = /^(?:and |so |any )?(?:(?:do|did|have|had) you (?:ever )?(?:have|had|get|got|notice|noticed|feel|felt|been having|experience|experienced) )?(?:any|some) (.+)$/iu.exec(q);
  if (m) return no ? `No ${m[1]}` : m[1];
  m = /^(?:do|did) you (?:have|get|feel|notice) (?:a |an )?(.+)$/iu.exec(q);
  if (m) return no ? `No ${m[1]}` : m[1];
  m = /^(do|did|does) (?:you|it) (\p{L}+)\b\s*(.*)$/iu.exec(q);
  if (m) {
    const [, aux, verb, rest] = m;
    const negated = `${aux.toLowerCase() === "did" ? "did" : "does"} not ${verb}`;
    const affirmed = aux.toLowerCase() === "did" ? pastTense(verb) : thirdPerson(verb);
    return `${no ? negated : affirmed} ${rest}`.trim();
  }
  m = /^(?:have|has) (?:you|it) (\p{L}+)\b\s*(.*)$/iu.exec(q);
  if (m) return `${no ? "has not" : "has"} ${m[1]} ${m[2]}`.trim();
  m = /^(?:are you|is it|is there|are there) (?:a |an |any )?(.+)$/iu.exec(q);
  if (m) return no ? `not ${m[1]}` : m[1];
  m = /^(?:can|could) you (.+)$/iu.exec(q);
  if (m) return `${no ? "cannot" : "can"} ${m[1]}`;
  return void 0;
}, "english");
var thirdPerson = /* @__PURE__ */ __name((verb) => verb === "have" ? "has" : /(?:s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`, "thirdPerson");
var pastTense = /* @__PURE__ */ __name((verb) => verb === "have" ? "had" : verb === "get" ? "got" : verb === "take" ? "took" : verb.endsWith("e") ? `${verb}d` : `${verb}ed`, "pastTense");
var finnish = /* @__PURE__ */ __name((question, polarity) => {
  const m = /^(?:onko|oliko) (?:sinulla|teillä)(?: ollut)? (.+)$/iu.exec(question.replace(/[?]+\s*$/, "").trim());
  if (!m) return void 0;
  return polarity === "no" ? `ei ${m[1]}` : m[1];
}, "finnish");
var german = /* @__PURE__ */ __name((question, polarity) => {
  const m = /^(?:und )?(\p{L}+) sie\b\s*(?:irgendwelche |ein |eine |einen )?(.*)$/iu.exec(question.replace(/[?]+\s*$/, "").trim());
  if (!m) return void 0;
  const topic = m[2] || m[1].toLowerCase();
  return `${polarity === "no" ? "verneint" : "bejaht"}: ${topic}`;
}, "german");
var turkish = /* @__PURE__ */ __name((question, polarity) => {
  const m = /^(.+?)\s+(?:var mı|varmı|oldu mu)$/iu.exec(question.replace(/[?]+\s*$/, "").trim());
  if (!m) return void 0;
  return `${m[1]} ${polarity === "no" ? "yok" : "var"}`;
}, "turkish");
var arabic = /* @__PURE__ */ __name((question, polarity) => {
  const m = /^هل\s+(?:عندك|لديك|تعاني من|يوجد)\s+(.+)$/u.exec(question.replace(/[?؟]+\s*$/, "").trim());
  if (!m) return void 0;
  return `${polarity === "no" ? "\u0644\u0627 \u064A\u0648\u062C\u062F" : "\u064A\u0648\u062C\u062F"} ${m[1]}`;
}, "arabic");
var REPHRASERS = {
  tr: turkish,
  ar: arabic,
  en: english,
  sv: scandinavian("inte", SV_NEGATED, "du|ni|det", "sig"),
  nb: scandinavian("ikke", NB_NEGATED, "du|dere|det", "seg"),
  da: scandinavian("ikke", NB_NEGATED, "du|i|det", "sig"),
  de: german,
  fi: finnish
};
function rephrase(question, polarity, language) {
  const clause = question.split(/[,.;:]\s+/).pop() ?? question;
  return REPHRASERS[language]?.(clause.trim(), polarity);
}
__name(rephrase, "rephrase");

// server/src/engines/notes/embedded/sentence-classifier.ts
var MIN_UNCUED_WORDS = 6;
var MIN_ACTION_WORDS = 5;
var DIAGNOSTIC_LEAD = /^(?:(?:okej|okay|ok|så|so|well|ja|jo|nå|also|no niin|and|och|og|und)[,.]?\s+)*(?:(?:sammantaget|sammanfattningsvis|samlet sett|samlet set|alt i alt|insgesamt|overall|all in all|kaiken kaikkiaan)[,]?\s+(?:är det|er det|ist es|is (?:this|it)|it is|it's|this is|det är|det er|es ist|on kyseessä|rör det sig om|handlar det om)|(?:det här|detta|det|this|that|it|these|dette|det her|das|es|tämä|se|bu|هذا|هذه)\s+(?:är|is|are|er|ist|on|olur|looks|seems|verkar|virker|sieht|vaikuttaa|ser|låter|sounds|høres|lyder|klingt|kuulostaa|motsvarar|passar med|stämmer med|corresponds to|fits with|is consistent with|svarer til|passer med|stemmer med|entspricht|passt zu|vastaa|sopii)|it's|that's|(?:\p{L}+,?\s+)?(?:what you(?:'re| are)? describ\w*|det (?:du|ni) beskriver|det (?:du|dere|I) beskriver|was sie beschreiben|mitä kuvaat)\s+(?:låter|sounds|høres|lyder|klingt|kuulostaa)|(?:(?:إذن|طيب|يعني)\s+)?(?:هذا|هذه|عندك|عنده|عندها)(?=\s)|(?:i think|i believe|i suspect|jag tror|jag misstänker|jeg tror|jeg mistenker|jeg mistænker|ich denke|ich glaube|ich vermute)(?: att| that| at| dass)?,?\s+(?:det|this|it|you|du|dette|es|sie|patienten|the patient)\s+(?:är|is|has|have|har|er|ist|hat|haben))(?![\p{L}])/iu;
var RESULT_REPORT = /(?<![\p{L}])(?:(?:was|were|war|waren|oli|olivat)\s+(?:\p{L}+\s+)?\d|vi tog|tog vi|togs|har tagits|har tagit|tog jag|gjorde vi|vi gjorde|har svaret|svaret|svaren|visade|var normal\w*|var bra|we did|we took|we got|we ran|came back|showed|revealed|demonstrated|was normal|were normal|was negative|were negative|was positive|tok vi|vi tok|tog vi|vi tog|viste|svaret|var normalt?|wir haben .{0,30}gemacht|zeigte|ergab|war(?:en)? (?:normal|unauffällig)|otettiin|näytti|oli normaali|olivat normaalit|yaptık|çıktı|gösterdi|أظهر|أظهرت|كانت طبيعية|كان طبيعي)(?![\p{L}])/iu;
var RESULTS_ANNOUNCED = /^(?:(?:nu|då|så|okej|ok|och|so|now|okay|and|well|nå|jetzt|also|nyt|no)[,]?\s+)*(?:har vi|vi har|we have|we've got|we got|i have|jag har|har jag|har vi fått|vi har fått|nå har vi|har vi nå|har vi nu|haben wir|wir haben|meillä on|on nyt)\s+(?:fått\s+|fået\s+|fått\s+|got\s+|die\s+)?(?:(?:alla|all|alle|kaikki)\s+)?(?:the\s+|your\s+|dina\s+)?(?:proverna|provsvaren|svaren|svaret|resultaten|results?|prøvesvarene|prøvene|prøverne|svarene|ergebnisse|befunde|werte|tulokset|vastaukset)(?:\s+(?:back|tillbaka|här|here|now|nu|da|nyt))*[.!]?$/iu;
var OWN_JUDGEMENT = /(?<![\p{L}])(?:min bedömning|my assessment|my impression|my diagnosis|min vurdering|meine einschätzung|meine diagnose|arvioni|değerlendirmem|تقييمي)(?![\p{L}])/iu;
var NAMES_DIAGNOSIS = /(?<![\p{L}])(?:det heter|det kallas|kallas det|(?<=\p{L}\s)kallas(?=\s+\p{L})|kallas den|det här kallas|detta kallas|kallar vi det|det kallar vi|vi kallar det|det vi kallar|man kallar dem|man kallar det|kallar man det|något vi kallar|nåt vi kallar|det kaller vi|kaller vi det|dette kalles|det kalder vi|kalder vi det|heter det|det betyder att du har|that means you have|das bedeutet, dass sie|det kalles|det hedder|det du har heter|det du har kallas|det som kallas|det här heter|det her hedder|dette heter|det her kaldes|what youve got is called|what you have is called|what you've got is called|this is called|it's called|its called|that's what we call|thats what we call|we call this|we call that|that's called|thats called|das nennt man|se on nimeltään|ما نسميه|ما يسمى|الذي نسميه|اسمه|يسمى|تسمى|buna .{1,30} diyoruz)(?![\p{L}])/iu;
var PART_ANNOUNCED = /^(?:(?:so|okay|ok|now|and|så|okej|nu|och|då)[,]?\s+)*(?:here's|here is|let's do|let me give you|this is|det här är|här är|nu kommer)?\s*(?:the|my|a|min|mitt)?\s*(?:assessment|plan|assessment and plan|impression|bedömning(?:en)?|planering(?:en)?|vurdering(?:en)?|einschätzung|arvio)[.:!]?$/iu;
var RESULT_VALUE = /\d|(?<![\p{L}])(?:normal\w*|inga tecken|no sign|no evidence|ingen tegn|ingen tecken|keine zeichen|unauffällig|negativ\w*|positiv\w*|förhöjd\w*|elevated|high|low|låg\w*|hög\w*|forhøy\w*|forhøj\w*|erhöht|koholla|yüksek|düşük|مرتفع|طبيعي)(?![\p{L}])/iu;
function classifySentence(sentence, context = {}) {
  const text = ` ${sentence.toLowerCase()} `;
  const tokens = words(sentence);
  if (tokens.length === 0) return "drop";
  const contentWords2 = tokens.filter((t) => !FILLER.test(t));
  if (contentWords2.length === 0) return "drop";
  if (/[?؟]\s*$/.test(sentence.trim())) return "drop";
  const measured = MEASUREMENTS.some((p) => p.test(text)) || HAS_NUMBER.test(text) && VITAL_TERMS.test(text) && !TIME_AHEAD.test(text);
  const assessment = ASSESSMENT.test(text);
  const examination = EXAMINATION.test(text);
  const plan = PLAN.test(text) || PLAN_COMPOUND.test(text) || TIME_AHEAD.test(text) || IMPERATIVE.test(sentence.trim());
  const action = CLINICIAN_ACTION.test(text);
  const patient = PATIENT_SPEECH.test(text) || PATIENT_SPEECH_ADVERB.test(text);
  const subjective = SUBJECTIVE.test(text);
  const clinical = measured || assessment || examination || plan || action || patient || subjective;
  if (SMALL_TALK.test(text) && (!clinical || tokens.length <= 6 && !measured && !TIME_AHEAD.test(text))) return "drop";
  if ((RESULTS_ANNOUNCED.test(sentence.trim()) || PART_ANNOUNCED.test(sentence.trim())) && !HAS_NUMBER.test(text)) return "drop";
  if (CAUSE.test(text)) return "cause";
  if (SAFETY_NET.test(sentence.trim()) && (plan || action || contentWords2.length >= MIN_ACTION_WORDS)) return "plan";
  if ((context.namesDiagnosis || context.deniesDiagnosis) && !patient && DIAGNOSTIC_LEAD.test(sentence.trim())) return "assessment";
  if (OWN_JUDGEMENT.test(text) && !action) return "assessment";
  if (!patient && RESULT_REPORT.test(text) && RESULT_VALUE.test(text) && !TIME_AHEAD.test(text) && !action) return "objective";
  if (action && plan) return "plan";
  if (action && !patient && contentWords2.length >= MIN_ACTION_WORDS) return "plan";
  if (plan && !patient && TIME_AHEAD.test(text) && !MEASUREMENTS.slice(0, 3).some((p) => p.test(text))) return "plan";
  if (assessment && !patient) return "assessment";
  if (patient) return "subjective";
  if (measured || RESULT.test(text)) return "objective";
  if (assessment) return "assessment";
  if (examination) return "objective";
  if (plan) return "plan";
  if (subjective) return "subjective";
  return contentWords2.length >= MIN_UNCUED_WORDS && COMPLAINT.test(text) ? "subjective" : "drop";
}
__name(classifySentence, "classifySentence");

// server/src/engines/notes/embedded/task-extractor.ts
import fs4 from "node:fs";
import { z as z5 } from "zod";
var CATEGORY_CUES = [
  ["certificate", stems(["write him off", "write her off", "write you off", "write the patient off", "work note", "note for work", "school note", "doctor's note", "light duty", "schreibe sie", "schreibe ich sie", "sick leave", "sick note", "certificate", "fit note", "sjukskriv", "sjukintyg", "intyg", "l\xE4karintyg", "friskintyg", "skolintyg", "sykemeld", "legeerkl\xE6ring", "legeattest", "l\xE6geerkl\xE6ring", "l\xE6geattest", "sairausloma", "todistus", "sykmeld", "sygemeld", "attest", "krankschreib", "arbeitsunf\xE4hig", "rapor", "\u0625\u062C\u0627\u0632\u0629 \u0645\u0631\u0636\u064A\u0629", "\u0634\u0647\u0627\u062F\u0629"])],
  ["referral", stems(["v\xE4ntelista", "waiting list", "venteliste", "warteliste", "leikkausjono", "bekleme listesi", "diyetisyen", "dietitian", "dietist", "di\xE6tist", "ern\xE6ringsfysiolog", "ern\xE4hrungsberat", "ravitsemusterapeut", "\xF8jenl\xE6ge", "\xF8yelege", "\xF6gonl\xE4kare", "silm\xE4l\xE4\xE4k\xE4ri", "augenarzt", "g\xF6z doktor", "tr\xE4ffar diabetessk\xF6terska", "tr\xE4ffa diabetessk\xF6terska", "tr\xE4ffar dietist", "tr\xE4ffa dietist", "tr\xE4ffa kurator", "tr\xE4ffar kurator", "tr\xE4ffa psykolog", "tr\xE4ffar psykolog", "refer", "referral", "remiss", "remitter", "l\xE4hete", "l\xE4hettee", "krankengymnastik", "physiotherapie", "\u0633\u0623\u062D\u0648\u0644", "\u0623\u062D\u0648\u0644\u0643", "henvis", "\xFCberweis", "sevk", "\u0625\u062D\u0627\u0644\u0629", "\u062A\u062D\u0648\u064A\u0644"])],
  ["imaging", stems(["bent\xE4thet", "dxa$", "lungr\xF6ntgen", "hj\xE4rtr\xF6ntgen", "skelettr\xF6ntgen", "skiktr\xF6ntgen", "magnetr\xF6ntgen", "hj\xE4rtultraljud", "ekokardiografi", "ukg", "echocardiogram", "echo$", "mammografi", "mammogram", "gastroskopi", "koloskopi", "endoskopi", "gastroscopy", "colonoscopy", "endoscopy", "t\xE4hystys", "gastroskopie", "koloskopie", "endoskopie", "kolonoskopi", "endoskopi", "x-ray", "x ray", "xray", "ultrasound", "ct scan", "ct ", "mri", "scan$", "r\xF6ntgen", "ultraljud", "datortomografi", "magnetkamera", "ultra\xE4\xE4ni", "magneettikuva", "ultralyd", "mr-", "ultraschall", "ultrason", "tomografi", "\u0623\u0634\u0639\u0629", "\u062A\u0635\u0648\u064A\u0631"])],
  ["lab_test", stems(["leverprov", "leverv\xE4rden", "njurfunktion", "blodstatus", "elektrolyter$", "elektrolyten$", "electrolytes$", "ferritin", "psa$", "inr$", "liver function", "liver test", "kidney function", "blood count", "cbc$", "urinalysis", "holter", "heart monitor", "quantiferon", "24-hour urine", "blutbild", "leberwerte", "nierenwerte", "verenkuva", "maksa-arvo", "leverpr\xF8ve", "nyretal", "nyrepr\xF8ve", "karaci\u011Fer test", "b\xF6brek fonksiyon", "\u0627\u0644\u0633\u0643\u0631 \u0627\u0644\u062A\u0631\u0627\u0643\u0645\u064A", "\u0648\u0638\u0627\u0626\u0641 \u0627\u0644\u0643\u0644\u0649", "\u0648\u0638\u0627\u0626\u0641 \u0627\u0644\u0643\u0628\u062F", "\u062A\u062D\u0627\u0644\u064A\u0644", "\u062A\u062E\u0637\u064A\u0637 \u0627\u0644\u0642\u0644\u0628", "spirometri", "spirometry", "tsh", "hba1c", "kreatinin", "creatinine", "kalium", "blodfett", "lipid", "blood work", "bloodwork", "labs$", "blood test", "blood sample", "lab$", "urine test", "urine sample", "swab", "crp", "culture", "ecg", "ekg", "blodprov", "prov$", "prover$", "provtagning", "urinprov", "odling", "snabbtest", "strep-test", "verikoe", "laboratorio", "virtsan\xE4yte", "blodpr\xF8ve", "pr\xF8ve", "urinpr\xF8ve", "blutabnahme", "blutuntersuchung", "labor", "urinprobe", "abstrich", "tahlil", "kan testi", "idrar testi", "\u062A\u062D\u0644\u064A\u0644", "\u0641\u062D\u0635 \u062F\u0645"])],
  ["prescription", stems(["\u0633\u0623\u0635\u0641", "\u0623\u0635\u0641 \u0644\u0643", "\u0645\u0644\u063A", "\u062D\u0646\u0628\u062F\u0623", "\u0633\u0646\u0628\u062F\u0623", "n\xE6sespray", "nesespray", "n\xE4sspray", "nasal spray", "nasenspray", "nen\xE4sumute", "burun spreyi", "\xF8jendr\xE5ber", "\xF8yedr\xE5per", "\xF6gondroppar", "eye drops", "augentropfen", "silm\xE4tipat", "g\xF6z damla", "kortisonkrem", "kortisonkr\xE4m", "krem$", "creme", "kreme", "voide", "miligram", "ba\u015Fl\u0131yoruz", "ba\u015Flayal\u0131m", "ba\u015Flayaca\u011F\u0131z", "schreibe ihnen", "start the patient on", "start her on", "start him on", "milligram", "inhalation morgon", "morgon och kv\xE4ll", "g\xE5ng om dagen", "g\xE5nger om dagen", "en g\xE5ng dagligen", "times a day", "once a day", "twice a day", "start you on", "increase your", "h\xF6jer dosen", "\xF6ka dosen", "b\xF6rjar med", "s\xE4tter in", "prescri", "tablet", "capsule", "antibiotic", "penicillin", "ibuprofen", "paracetamol", "cream", "inhaler", "mg", "dose", "recept$", "receptet", "recepten", "recept p\xE5", "f\xF6rskriv", "skriver ut", "s\xE4tter in", "ins\xE4tt", "tablett", "kur ", "antibiotika", "salva", "kr\xE4m", "resepti", "m\xE4\xE4r\xE4\xE4", "l\xE4\xE4ke", "resept", "skriver ut", "rezept", "verschreib", "tablette", "salbe", "re\xE7ete", "ila\xE7", "\u0648\u0635\u0641\u0629", "\u062F\u0648\u0627\u0621", "\u062D\u0628\u0629"])],
  ["follow_up", stems(["\u0631\u0627\u062C\u0639", "\u0627\u0631\u062C\u0639", "\u0648\u0627\u0631\u062C\u0639", "tekrar getir", "kom tillbaka", "kom igen", "kommen sie wieder", "kommen sie bitte wieder", "tulkaa uudestaan", "tule uudestaan", "\u0627\u0631\u062C\u0639\u0648\u0627", "see the patient back", "see her back", "see him back", "see them back", "see her for", "see him for", "see you for", "see the patient for", "see the patient in", "see her in", "see him in", "follow up in", "recheck in", "ses vi", "vi ses", "ringer er", "ringer upp", "h\xF6r hur det g\xE5r", "kommer tillbaka", "komma tillbaka", "kommer du tillbaka", "komma till sjuksk\xF6terskan", "komma till sk\xF6terskan", "kommer till sjuksk\xF6terskan", "kommer till sk\xF6terskan", "kommer du till", "tr\xE4ffar", "tr\xE4ffa", "ses om", "ringer dig", "telefonkontakt", "telefontid", "see you back", "see you in", "follow-up", "follow up", "come back", "return", "check-up", "review", "see you again", "\xE5terbes\xF6k", "kontroll", "uppf\xF6lj", "\xE5terkom", "ses igen", "kontrolli", "seuranta", "uusintak\xE4ynti", "oppf\xF8lging", "opf\xF8lgning", "kom tilbake", "kom tilbage", "wiedervorstell", "kontrolle", "wiederkommen", "kontrol", "tekrar gel", "\u0645\u062A\u0627\u0628\u0639\u0629", "\u0645\u0631\u0627\u062C\u0639\u0629"])],
  ["administrative", stems(["call you", "ringer dig", "ringer deg", "rufe sie", "soitan", "book$", "schedule", "appointment", "letter", "call the", "phone", "boka", "kallelse", "brev", "ringa", "tidsbokning", "varaa", "aika", "bestill", "book en tid", "termin", "anrufen", "randevu", "\u0645\u0648\u0639\u062F", "\u0631\u0633\u0627\u0644\u0629"])],
  ["patient_instruction", stems(["inte lyfta", "lyfta tungt", "tunga lyft", "avoid lifting", "heavy lifting", "nicht heben", "schwer heben", "ikke l\xF8fte", "\xE4l\xE4 nosta", "112$", "911$", "999$", "113$", "k\xF6ra bil", "k\xF6r bil", "bilk\xF6rning", "drive$", "driving", "kj\xF8re bil", "k\xF8re bil", "auto fahren", "autofahren", "ajaa autoa", "araba kullan", "vara hemma", "stanna hemma", "stay home", "stay at home", "zu hause bleiben", "bleiben sie zu hause", "v\xE6re hjemme", "blive hjemme", "pysy kotona", "evde kal", "tv\xE4tta h\xE4nderna", "handtv\xE4tt", "egen toalett", "own toilet", "separate toilet", "eigene toilette", "eget toilet", "eget toalett", "wash your hands", "wash hands", "hand hygiene", "h\xE4nde waschen", "h\xE4ndewaschen", "vaske hendene", "vaske h\xE6nder", "pese k\xE4det", "dagbok", "diary", "tagebuch", "p\xE4iv\xE4kirja", "dagbog", "fastande", "p\xE5 tom mage", "empty stomach", "n\xFCchtern", "tyhj\xE4\xE4n mahaan", "a\xE7 karn\u0131na", "drikk", "drik ", "drick$", "juokaa", "juo ", "cut down", "raise the head", "things that help", "lose weight", "stop smoking", "quit smoking", "s\xF6ker du akut", "s\xF6ka akut", "s\xF6k akut", "ring 1177", "ring 112", "ringa 112", "call 911", "call 999", "call 112", "call an ambulance", "h\xF6r du av", "h\xF6ra av", "exercises", "\xF6vningar", "harjoitu", "\xF8velser", "\xFCbungen", "egzersiz", "rest$", "drink", "fluids", "avoid", "should", "emergency department", "a&e", "akuten", "p\xE4ivystykseen", "legevakt", "skadestue", "notaufnahme", "acile", "come in the same day", "come in right away", "988$", "emergency room", "crisis line", "\u0627\u0644\u0637\u0648\u0627\u0631\u0626", "\u0644\u0644\u0637\u0648\u0627\u0631\u0626", "kontakt igjen", "kontakt igen", "tar du kontakt", "tager du kontakt", "advise", "recommend", "exercise", "walk", "contact us", "seek care", "if you get worse", "vila", "dricka", "undvik$", "undvika", "b\xF6r$", "r\xE5d", "rekommender", "motion", "h\xF6r av", "s\xF6ka v\xE5rd", "lepo", "lev\xE4t\xE4", "juo", "v\xE4lt\xE4", "hvile", "drikke", "unng\xE5", "undg\xE5", "anbefal", "ruhen", "trinken", "vermeiden", "sollte", "empfehl", "dinlen", "s\u0131v\u0131", "ka\xE7\u0131n", "\xF6neri", "\u0631\u0627\u062D\u0629", "\u0627\u0634\u0631\u0628", "\u062A\u062C\u0646\u0628", "\u0623\u0646\u0635\u062D"])]
];
var HIGH = stems(["urgent", "acute", "immediately", "right away", "straight away", "ambulance", "now", "ambulans", "direkt", "today", "asap", "as soon as possible", "emergency", "akut", "br\xE5dsk", "omg\xE5ende", "idag", "i dag", "genast", "snarast", "kiireelli", "heti", "t\xE4n\xE4\xE4n", "p\xE4ivystys", "haste", "straks", "dringend", "sofort", "heute", "notfall", "acil", "hemen", "bug\xFCn", "\u0639\u0627\u062C\u0644", "\u0641\u0648\u0631\u0627", "\u0627\u0644\u064A\u0648\u0645"]);
var LOW = stems(["if not better", "if worse", "if you become", "if it does not", "if it doesn't", "om du blir", "om det blir", "om det inte", "om inte", "jos oireet", "jos et", "hvis du", "hvis det", "wenn sie", "wenn es", "e\u011Fer", "\u0625\u0630\u0627", "if needed", "if necessary", "as needed", "if it gets worse", "if you are not better", "if you get worse", "vid behov", "vid f\xF6rs\xE4mring", "om det inte", "om besv\xE4ren", "tarvittaessa", "ved behov", "ved forverring", "ved forv\xE6rring", "bei bedarf", "falls", "gerekirse", "\u0639\u0646\u062F \u0627\u0644\u062D\u0627\u062C\u0629", "in a few months", "in six months", "om ett halv\xE5r", "om sex m\xE5nader", "n\xE4sta \xE5r", "next year"]);
var TITLES2 = {
  referral: { sv: "Remiss", en: "Referral", fi: "L\xE4hete", nb: "Henvisning", da: "Henvisning", de: "\xDCberweisung", tr: "Sevk", ar: "\u0625\u062D\u0627\u0644\u0629" },
  lab_test: { sv: "Provtagning", en: "Lab test", fi: "Laboratoriokoe", nb: "Pr\xF8vetaking", da: "Pr\xF8vetagning", de: "Laboruntersuchung", tr: "Laboratuvar testi", ar: "\u062A\u062D\u0644\u064A\u0644 \u0645\u062E\u0628\u0631\u064A" },
  imaging: { sv: "Bilddiagnostik", en: "Imaging", fi: "Kuvantaminen", nb: "Bildediagnostikk", da: "Billeddiagnostik", de: "Bildgebung", tr: "G\xF6r\xFCnt\xFCleme", ar: "\u062A\u0635\u0648\u064A\u0631 \u0637\u0628\u064A" },
  prescription: { sv: "Recept", en: "Prescription", fi: "Resepti", nb: "Resept", da: "Recept", de: "Rezept", tr: "Re\xE7ete", ar: "\u0648\u0635\u0641\u0629 \u0637\u0628\u064A\u0629" },
  certificate: { sv: "Intyg", en: "Certificate", fi: "Todistus", nb: "Attest", da: "Attest", de: "Bescheinigung", tr: "Rapor", ar: "\u0634\u0647\u0627\u062F\u0629" },
  follow_up: { sv: "Uppf\xF6ljning", en: "Follow-up", fi: "Seuranta", nb: "Oppf\xF8lging", da: "Opf\xF8lgning", de: "Wiedervorstellung", tr: "Kontrol", ar: "\u0645\u062A\u0627\u0628\u0639\u0629" },
  patient_instruction: { sv: "Patientinstruktion", en: "Instruction", fi: "Potilasohje", nb: "Pasientinstruks", da: "Patientinstruks", de: "Patientenanweisung", tr: "Hasta talimat\u0131", ar: "\u062A\u0639\u0644\u064A\u0645\u0627\u062A \u0644\u0644\u0645\u0631\u064A\u0636" },
  administrative: { sv: "Administration", en: "Administrative", fi: "Hallinnollinen", nb: "Administrativt", da: "Administrativt", de: "Verwaltung", tr: "\u0130dari", ar: "\u0625\u062F\u0627\u0631\u064A" }
};
var CLAUSE_BREAK2 = new RegExp(
  [
    String.raw`,?\s(?:and|och|og|und|ja|ve|و)\s(?=(?:i|we|jag|vi|jeg|ich|wir|minä|me)\s)`,
    // "..., hör av dig, och om du får kraftig bröstsmärta, ring 112": two pieces of advice.
    String.raw`,\s(?:and|och|og|und|men|but)\s(?=(?:om|if|hvis|wenn|falls|jos)\s)`,
    // "order an MRI of the knee and refer the patient to physical therapy": two errands.
    String.raw`,?\s(?:and|och|og|und)\s(?=(?:refer|order|prescribe|schedule|book|send|remitterar|skickar|beställer|bokar|henviser|bestiller|überweise)\s)`,
    String.raw`(?<!\b(?:that|which|what|as|if|when|than|so|som|att|om|när|hvis|wenn|dass|jos|että|and|och|og|und|ja|ve))` + String.raw`,?\s(?=(?:i will|i'll|we will|we'll|i am going to|jag ska|jag kommer att|vi ska|jeg skal|vi skal|ich werde|wir werden)\s)`
  ].join("|"),
  "iu"
);
var NOT_NEEDED = stems([
  "no need",
  "not needed",
  "is not necessary",
  "isn't necessary",
  "no x-ray",
  "no antibiotics",
  "no referral",
  "not required",
  "don't need",
  "do not need",
  "beh\xF6ver ingen",
  "beh\xF6vs ingen",
  "beh\xF6ver inte",
  "needs no",
  "doesn't need",
  "does not need",
  "no need for",
  "beh\xF6vs inte",
  "inget behov",
  "beh\xF6ver inget",
  "beh\xF6vs inget",
  "inget intyg",
  "no need for",
  "ingen remiss",
  "ingen r\xF6ntgen",
  "inte n\xF6dv\xE4ndig",
  "ingen antibiotika",
  "avst\xE5r",
  "avvaktar med",
  "ei tarvita",
  "ei ole tarpeen",
  "ei tarvetta",
  "trengs ikke",
  "ikke n\xF8dvendig",
  "ingen henvisning",
  "beh\xF8ves ikke",
  "ikke behov",
  "trenger ingen",
  "trenger ikke",
  "beh\xF8ver ingen",
  "beh\xF8ver ikke",
  "tr\xE6nger ikke",
  "brauchen wir nicht",
  "brauchen sie nicht",
  "braucht es nicht",
  "nicht n\xF6tig",
  "nicht notwendig",
  "nicht erforderlich",
  "kein r\xF6ntgen",
  "keine \xFCberweisung",
  "keine antibiotika",
  "gerek yok",
  "gerekmiyor",
  "\u0644\u0627 \u062D\u0627\u062C\u0629"
]);
var TITLE_LEAD = /^(?:(?:start|starts|on|tänker att vi|tänker att|föreslår att vi|föreslår att|(?:lägger|lägga) till|börjar med|ett läkemedel som heter|en medicin som heter|a medication called|a medicine called|something called|the patient|patient|she|he|should|them|him|her|i|we|jag|vi|jeg|ich|wir|will|'ll|ska|skal|kommer att|also|också|även|auch|også|då|so|then|now|nu|today|idag|i dag|writes?|write|skriver(?: ut)?|skickar|sender|schreibe|prescribe|ordinerar|gives?|give|ger|get|gets|tar|tager|take|takes|do|does|gör|gjør|gør|machen|mache|arrange|arranges|book|books|bokar|order|orders|beställer|send|sends|refer|you|dig|deg|dich|sie|ihnen|a|an|the|en|ett|et|ei|ein|eine|einen|new|ny|nytt|nya|kan|may|can|vill|(?:want|would like|like|need) (?:you )?to|att|du|er|please|får|startar|insätter|recommend|recommends|rekommenderar|empfehle|suosittelen|anbefaler)\s+)+/iu;
var MAX_TITLE_CHARS = 60;
var IMAGING_REFERRAL = /(?<![\p{L}])(?:remiss (?:för|på|till) (?:en |ett )?(?:\p{L}*röntgen|ultraljud|magnetkamera|datortomografi|mr|ct|hjärtultraljud|ekokardiografi|mammografi)|refer(?:ral)? for (?:an? )?(?:x-ray|ultrasound|mri|ct|scan|echo))/iu;
var RETURN_VISIT = stems(["see her for", "see him for", "see you for", "see the patient for", "see the patient in", "see her in", "see him in", "tekrar getir", "\u0627\u0631\u062C\u0639", "\u0648\u0627\u0631\u062C\u0639", "kommer patienten tillbaka", "kommer patienten till", "f\xE5r patienten komma", "ses vi", "vi ses", "ses om", "ses igen", "tr\xE4ffas vi", "see you", "see her back", "see him back", "see the patient back", "see them back", "follow up in", "kommen sie wieder", "tulkaa", "uudestaan", "kom tillbaka", "\u0627\u0631\u062C\u0639\u0648\u0627", "tule ", "tulkaa", "p\xE4\xE4st\xE4 hoitajalle", "kontrolliin", "tekrar gel", "kontrole", "wiedervorstell", "kom tilbake", "kom tilbage", "\u0645\u0631\u0627\u062C\u0639\u0629", "kommer tillbaka", "komma tillbaka", "kommer du tillbaka", "komma till", "kommer till", "\xE5terbes\xF6k", "come back", "see you back", "see you in", "follow up", "follow-up", "kom tilbake", "kom tilbage", "wiederkommen"]);
var COME_AGAIN = /(?<![\p{L}])(?:kommen sie|komm|kommst du)(?![\p{L}]).{0,40}(?<![\p{L}])wieder(?![\p{L}])|(?<![\p{L}])(?:skal du|du skal|må du)\s+komme\s+(?:igen|tilbage|tilbake)(?![\p{L}])/iu;
var FALSE_RETURN = /(?<![\p{L}])(?:det|it|the pain|smärtan|värken|besvären|symptomen|the symptoms|es|der schmerz|det|smerten)\s+(?:kommer tillbaka|comes back|kommt wieder|kommer igjen|kommer tilbake|kommer tilbage)/iu;
var CONDITIONAL2 = /^(?:(?:and|och|og|und|ja|so|så|men|but|annars|otherwise)[\s,]+)*(?:om|if|hvis|wenn|falls|jos|eğer|إذا)(?![\p{L}])/iu;
var CONTACT_AGAIN = stems(["h\xF6r av", "h\xF6ra av", "h\xF6r du av", "h\xF6r ni av", "h\xF6r patienten av", "kontaktar du", "tar du kontakt", "kontakter du", "tager du kontakt", "kontakta", "ring oss", "ring mig", "contact us", "call us", "call the office", "get in touch", "let us know", "ta kontakt", "kontakt oss", "kontakt os", "melden sie sich", "ottakaa yhteytt\xE4", "ota yhteytt\xE4", "bize ula\u015F\u0131n", "\u062A\u0648\u0627\u0635\u0644", "\u0627\u062A\u0635\u0644 \u0628\u0646\u0627"]);
var TAKE_TEST = /(?<![\p{L}])(?:vi\s+(?:tager|tar|tar också|tager også|tar også|tar även)|tager vi|tar vi|wir nehmen|nehmen wir|we(?:'ll| will)? (?:check|take)|otetaan)(?![\p{L}])/iu;
var LEAD_TO_COLON = /^[^:]{0,30}:\s*/u;
var BLOOD_PRESSURE_CHECK = /(?<![\p{L}])(?:blodtryckskontroll\p{L}*|(?:kontroll\p{L}* av|kontrollera|kolla|mäta|ta om|följa upp) blodtrycket|blood pressure (?:check|recheck)|(?:re)?check (?:your|the|her|his|their) blood pressure|blodtrykkskontroll\p{L}*|blodtrykskontrol\p{L}*|blutdruckkontrolle\p{L}*)(?![\p{L}])/iu;
function categorise(sentence) {
  const matching = CATEGORY_CUES.filter(([, cue2]) => cue2.test(sentence)).map(([category2]) => category2);
  const core = sentence.trim().replace(LEAD_TO_COLON, "");
  const opensWithCondition = SAFETY_NET.test(core) || CONDITIONAL2.test(core) || /^(?:call|ring|contact|kontakta|hör av)(?![\p{L}])/iu.test(core);
  const bareSentence = sentence.replace(/[.!?]+$/, "");
  if (!matching.length && drugMentions(bareSentence).length && (opensWithCondition || namesDosedDrug(bareSentence) || DONE_WITH_DRUG.test(sentence))) matching.push(opensWithCondition ? "patient_instruction" : "prescription");
  if ((!matching.length || matching[0] === "prescription") && TAKE_TEST.test(sentence) && testMention(sentence, LAB_TEST)) matching.unshift("lab_test");
  let category = matching[0];
  if ((!category || category === "lab_test") && BLOOD_PRESSURE_CHECK.test(sentence) && (TIME_AHEAD.test(sentence) || TIME_PHRASE.test(sentence))) category = "follow_up";
  if (category && category !== "certificate" && INSTRUCTION_START.test(sentence.trim().replace(/^\p{L}+:\s*/u, ""))) return "patient_instruction";
  if (category === "referral" && matching.includes("imaging") && IMAGING_REFERRAL.test(sentence)) category = "imaging";
  if ((category === "lab_test" || category === "imaging" || category === "prescription") && matching.includes("follow_up") && (TIME_AHEAD.test(sentence) || TIME_PHRASE.test(sentence) || WHEN.test(sentence)) && RETURN_VISIT.test(sentence)) category = "follow_up";
  if (category !== "follow_up" && COME_AGAIN.test(sentence) && !INSTRUCTION_START.test(sentence) && !CONDITION_WORD.test(sentence)) category = "follow_up";
  if (category === "follow_up" && FALSE_RETURN.test(sentence) && !TIME_PHRASE.test(sentence)) category = matching.find((c) => c !== "follow_up");
  const conditional = SAFETY_NET.test(core) || CONDITIONAL2.test(core);
  if (conditional && notPassed(sentence) && (CONTACT_AGAIN.test(sentence) || RETURN_VISIT.test(sentence))) return "follow_up";
  if ((category === "prescription" || category === "lab_test") && conditional && matching.includes("patient_instruction")) category = "patient_instruction";
  return category === "administrative" && conditional ? "patient_instruction" : category;
}
__name(categorise, "categorise");
function priorityOf(sentence, category) {
  if (LOW.test(sentence) || SAFETY_NET.test(sentence.trim())) return "low";
  if (HIGH.test(sentence)) return "high";
  if (category === "patient_instruction") return "low";
  return "medium";
}
__name(priorityOf, "priorityOf");
var words3 = z5.array(z5.string().min(1));
var titleSchema = z5.object({
  prescription: z5.string().includes("{x}"),
  continue: z5.string().includes("{x}"),
  avoid: z5.string().includes("{x}"),
  referral: z5.string().includes("{x}"),
  referralTo: z5.string(),
  lab_test: z5.string().includes("{x}"),
  imaging: z5.string().includes("{x}"),
  follow_up: z5.string().includes("{x}"),
  phone: z5.string().includes("{x}"),
  pressureCheck: z5.string().includes("{x}"),
  recontact: z5.string().includes("{x}"),
  increase: z5.string().includes("{x}"),
  waitingList: z5.string().includes("{x}"),
  stop: z5.string().includes("{x}"),
  certificate: z5.string().includes("{x}"),
  sickLeave: z5.string().includes("{x}"),
  conditionJoin: z5.string(),
  notBetter: z5.string().min(1)
}).strict();
var perLanguage = /* @__PURE__ */ __name((schema) => z5.object(Object.fromEntries(LANGUAGES.map((l) => [l, schema]))).strict(), "perLanguage");
var taskLexiconSchema = z5.object({
  $comment: z5.string(),
  drugs: words3,
  drugSuffixes: words3,
  formWords: words3,
  units: words3,
  numberWords: words3,
  labTests: words3,
  imagingTests: words3,
  referralTargets: words3,
  titles: perLanguage(titleSchema),
  imperatives: z5.record(z5.enum(LANGUAGES), z5.record(z5.string(), z5.string())),
  leads: perLanguage(words3)
}).strict();
var LEXICON = taskLexiconSchema.parse(JSON.parse(fs4.readFileSync(new URL("./lexicon/tasks.json", import.meta.url), "utf8")));
var wholeWords = /* @__PURE__ */ __name((list, flags = "iu") => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(list)})(?![\\p{L}\\p{N}])`, flags), "wholeWords");
var wordStarts = /* @__PURE__ */ __name((list, flags = "iu") => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(list.filter((t) => t.length > 3))}|(?:${alternation(list.filter((t) => t.length <= 3))})(?![\\p{L}]))[\\p{L}\\p{N}-]*`, flags), "wordStarts");
var NUMBER_ROOT = alternation(LEXICON.numberWords);
var NUMBER = `(?:\\d+(?:[.,/]\\d+)*|(?:${NUMBER_ROOT})(?:-?(?:${NUMBER_ROOT}))*(?![\\p{L}]))`;
var DOSE = new RegExp(`(?<![\\p{L}\\p{N}])${NUMBER}(?:(?:\\s*(?:-|\u2013|till|to|bis|och|and|eller|or)\\s*|\\s+)${NUMBER}){0,2}\\s*(?:${alternation(LEXICON.units)})(?![\\p{L}])`, "iu");
var A_NUMBER = new RegExp(`^${NUMBER}$`, "iu");
var NAME_ENDING = 12;
var NAME_KEY = 3;
var PLAIN_NAME = /^\p{L}+$/u;
var DRUGS_BY_START = /* @__PURE__ */ new Map();
for (const name of LEXICON.drugs.filter((n) => PLAIN_NAME.test(n))) {
  const key = name.toLowerCase().slice(0, NAME_KEY);
  DRUGS_BY_START.set(key, [...DRUGS_BY_START.get(key) ?? [], name.toLowerCase()]);
}
var DRUG = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${alternation(LEXICON.drugs.filter((n) => !PLAIN_NAME.test(n)))})\\p{L}{0,${NAME_ENDING}}(?:-\\p{L}+)?|[\\p{L}-]{2,}(?:${alternation(LEXICON.drugSuffixes)})\\p{L}{0,3}(?:-\\p{L}+)?)(?![\\p{L}\\p{N}])`,
  "giu"
);
var WORD_WITH_ENDING = /(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-\p{L}+)?(?![\p{L}\p{N}])/gu;
var DRUG_NAMES_SEEN = /* @__PURE__ */ new Map();
var DRUG_NAMES_KEPT = 256;
function forgetDrugLookups() {
  DRUG_NAMES_SEEN.clear();
}
__name(forgetDrugLookups, "forgetDrugLookups");
function drugNames(clause) {
  const seen = DRUG_NAMES_SEEN.get(clause);
  if (seen) return seen;
  if (DRUG_NAMES_SEEN.size >= DRUG_NAMES_KEPT) DRUG_NAMES_SEEN.clear();
  const names = findDrugNames(clause);
  DRUG_NAMES_SEEN.set(clause, names);
  return names;
}
__name(drugNames, "drugNames");
function findDrugNames(clause) {
  const found = [...clause.matchAll(DRUG)].map((m) => ({ index: m.index, text: m[0] }));
  for (const m of clause.matchAll(WORD_WITH_ENDING)) {
    const word = m[0].split("-")[0].toLowerCase();
    const named = DRUGS_BY_START.get(word.slice(0, NAME_KEY))?.some((name) => word.startsWith(name) && word.length - name.length <= NAME_ENDING);
    if (named && !found.some((f) => f.index <= m.index && m.index < f.index + f.text.length)) found.push({ index: m.index, text: m[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}
__name(findDrugNames, "findDrugNames");
var NOT_A_DRUG = /(?:allergi|allergy|allergie|resistens|brist|behandl|intoler|känslig|biverk|kur$|dosen?$)|^(?:kolesterol|cholesterol|kolesteroli|april|inform|perform|transform|reform|platform|järnväg)/iu;
var DRUG_THEN_NOT = /^\s+(?:allergy|allergi|allergie|intolerance|resistance)/iu;
var FORM_WORDS = wholeWords(LEXICON.formWords);
var LAB_TEST = wordStarts(LEXICON.labTests);
var IMAGING_TEST = wordStarts(LEXICON.imagingTests);
var REFERRAL_TARGET = wordStarts(LEXICON.referralTargets);
var LEAD_WORDS = Object.fromEntries(LANGUAGES.map((l) => [l, new RegExp(`^(?:(?:${alternation(LEXICON.leads[l])})[\\s,:]+)+`, "iu")]));
var RESULT_AT_HAND = stems([
  "vi tog",
  "tog vi",
  "vi har tagit",
  "har vi tagit",
  "togs",
  "tagna",
  "visade",
  "visar",
  "\xE4r of\xF6r\xE4ndrat",
  "\xE4r of\xF6r\xE4ndrad",
  "var normal",
  "\xE4r normal",
  "normala prover",
  "provsvaren",
  "svaren visar",
  "we took",
  "we did",
  "showed",
  "shows",
  "came back",
  "was normal",
  "were normal",
  "is normal",
  "are normal",
  "was negative",
  "was positive",
  "is unchanged",
  "otettiin",
  "n\xE4ytti",
  "oli normaali",
  "vi tok",
  "tok vi",
  "vi tog",
  "viste",
  "viser",
  "var normal",
  "er normal",
  "er u\xE6ndret",
  "er uendret",
  "zeigt",
  "zeigte",
  "ergab",
  "war unauff\xE4llig",
  "ist unauff\xE4llig",
  "haben wir gemacht",
  "g\xF6sterdi",
  "\xE7\u0131kt\u0131",
  "normaldi",
  "\u0623\u0638\u0647\u0631",
  "\u0623\u0638\u0647\u0631\u062A",
  "\u0643\u0627\u0646\u062A \u0637\u0628\u064A\u0639\u064A\u0629",
  "\u0643\u0627\u0646 \u0637\u0628\u064A\u0639\u064A"
]);
var DEFINITE_TEST = /(?<![\p{L}])\p{Lu}{2,}:(?:t|et|en|n|s)(?![\p{L}])/u;
var INCOMING = stems(["remiss fr\xE5n", "remissen fr\xE5n", "referral from", "referring doctor", "referring physician", "referred by", "remitterande", "henvisning fra", "henvisningen fra", "\xFCberweisung vom", "\xFCberweisung von", "l\xE4hete tuli"]);
var JUDGEMENT = stems(["sammanfattningsvis", "in summary", "to summarise", "to summarize", "zusammenfassend", "yhteenvetona", "oppsummert", "sammenfattende", "min bed\xF6mning", "bed\xF6mningen \xE4r", "my assessment", "the assessment is", "the diagnosis is", "min vurdering", "vurderingen er", "meine einsch\xE4tzung", "arvioni", "de\u011Ferlendirmem", "\u062A\u0634\u062E\u064A\u0635\u064A"]);
var DISCUSSION = stems(["is usually", "are usually", "\xE4r oftast", "brukar vara", "brukar man", "man brukar", "we usually", "usually we", "man pleier", "man plejer", "normalerweise", "kan vi prata om", "pratar vi om", "innan vi pratar", "we can talk about", "we can discuss", "talk about", "can consider", "kan \xF6verv\xE4ga", "kan diskutera"]);
var PRESCRIBE_VERB = stems(["skriver ut", "f\xF6rskriv", "recept$", "receptet", "recepten", "recept p\xE5", "ordiner", "ins\xE4tt", "s\xE4tter in", "prescri", "start the patient on", "start her on", "start him on", "put her on", "put him on", "verschreib", "schreibe ihnen", "aufschreib", "m\xE4\xE4r\xE4\xE4", "aloitetaan", "resept", "forskriv", "udskriv", "re\xE7ete", "ba\u015Fl\u0131yor", "\u0648\u0635\u0641", "\u0633\u0623\u0635\u0641", "\u062D\u0646\u0628\u062F\u0623", "\u0633\u0646\u0628\u062F\u0623"]);
var WAITING_LIST = stems(["v\xE4ntelista", "waiting list", "venteliste", "warteliste", "leikkausjono", "bekleme listesi"]);
var STOP = /(?<![\p{L}])(?:sätt(?:er)? ut|sätter vi ut|seponer\p{L}*|sluta(?:r)? (?:med|ta)|(?:gör|göra) (?:ett )?uppehåll med|pausa(?:r)?|stop(?:ping)?|discontinue|come off|absetzen|setzen (?:wir|sie) .{0,20}ab|lopeta\p{L}*|bırak\p{L}*|kes\p{L}*|أوقف)(?:\s+(?:the|med|with|att ta|taking|den|det|daily|regular|your))*\s*$/iu;
var STOP_AFTER = /^[\s,]*(?:(?:\p{L}+)\s+)?(?:bırakıyoruz|bırakalım|bırakın|kesiyoruz|keselim|kesilecek|setzen wir ab|absetzen|lopetetaan|seponerer vi|seponerer|(?:slutar|ska|bör) (?:du|ni|vi|patienten|hon|han)(?: \p{L}+)? (?:med|sluta med)|sätter (?:vi|jag) ut|gör (?:du|ni|vi|patienten|hon|han) (?:ett )?uppehåll med|pausar (?:vi|du|patienten)|tar (?:vi|jag) bort|slutter (?:du|vi|pasienten) med|stopper (?:du|vi) med|holder (?:du|vi) op med|(?:we|you)(?:'ll| will| should)? stop)(?![\p{L}])/iu;
var INCREASE = /(?<![\p{L}])(?:höj\p{L}*|ök\p{L}*|increas\p{L}*|go up on|raise|titrate|erhöh\p{L}*|øk\p{L}*|øg\p{L}*|nost\p{L}*|artır\p{L}*|زيادة|نزيد)(?:\s+(?:vi|du|jag|we|wir|vi også|vi också))?(?:\s+(?:the|dosen av|dosen|doseringen|the dose of|die dosis von))?\s*$/iu;
var RENEWED = /^(?:förnyar|förnya|renew|renewing|fornyer|fornye|erneuere|uusin|yeniliyorum)(?![\p{L}])/iu;
var QUANTITY_ONLY = /^(?:\d+|två|tre|fyra|fem|sex|tio|two|three|four|five|six|ten|to|tre|kaksi|kolme|zwei|drei|iki|üç)(?:\s+(?:till|st|stycken|more|extra|stk|mere|mehr|tane))?\.?$/iu;
var NOT_A_MEDICINE = /^(?:(?:jag|vi|skickar|skriver|förnyar|ett|en|nytt|ny|i'll|we'll|send|write|a|an|new)\s+)*(?:schema|nedtrappningsschema|lapp|papper|recept|receptet|schedule|plan|note|paper)(?![\p{L}])/iu;
var PRONOUN = /^(?:den|det|dem|de|denna|detta|it|them|this|that|sie|es|ihn|sen|sitä|niitä|dette|disse|bunu|onu|ها)$/iu;
var CONTINUE = stems(["keep the", "the same", "same dose", "as before", "samma dos", "som f\xF6rut", "som tidigare", "of\xF6r\xE4ndrad", "unver\xE4ndert", "u\xE6ndret", "uendret", "forts\xE4tt", "forts\xE4tter", "continue", "keep taking", "stay on", "fortsett", "forts\xE6t", "weiter", "jatka", "jatketaan", "devam", "\u0627\u0633\u062A\u0645\u0631"]);
var AGAINST = /(?<![\p{L}])(?:inte|ej|aldrig|inga|ingen|inget|ingenting|not|no|don't|do not|never|avoid|undvik|ikke|aldri|unngå|undgå|nicht|kein\p{L}*|vermeiden|älä|vältä|kaçın\p{L}*|تجنب|لا)(?![\p{L}])/iu;
var GONE = /^\s*(?:(?:är|var|blev|er|ble|is|was|has been) (?:borta|utsatt|slut|seponert|seponeret|gone|stopped)|(?:hade|har|gav|had|did) (?:\p{L}+ )?(?:ingen|inte|no) (?:nytta|effekt|effect|use))(?![\p{L}])/iu;
var ON_ALREADY = /(?:^|[\s,])(?:på|står på|går på|har|hade|is on|was on|on|unter|auf|bruker|står på|går på|er på|käyttää)\s+$/iu;
var ORDERS_CHANGE = new RegExp(`${PRESCRIBE_VERB.source}|${INCREASE.source.replace(/\\s\*\$$/, "")}|(?<![\\p{L}])(?:s\xE4nk\\p{L}*|byt\\p{L}*|l\xE4gg\\p{L}* till|b\xF6rja\\p{L}*|start\\p{L}*|switch\\p{L}*|reduce|lower|add)(?![\\p{L}])`, "iu");
var DONE_WITH_DRUG = new RegExp(`${CONTINUE.source}|${AGAINST.source}|${STOP_AFTER.source.replace(/^\^/, "")}|${STOP.source.replace(/\\s\*\$$/, "")}|(?<![\\p{L}])(?:ta|tar|take|takes|nimm|nehmen|ta|tag|tager|ottakaa|ota|al\u0131n|kullan\u0131n|\u062E\u0630|f\xE5r du|du f\xE5r|ge|ger|give|gives|geben)(?![\\p{L}])|${ORDERS_CHANGE.source}`, "iu");
var AGAINST_AFTER = /^[\s,]*(?:inga|ingen|inget|ingenting|none|ikke|keine?)(?![\p{L}])/iu;
var NEGATED_AFTER = /^[\s,]*(?:\p{L}+\s+){0,2}?(?:inte|ej|not|ikke|nicht|ei)(?![\p{L}])(?!\s+(?:mer|över|more|over|mehr|mere|längre|than|än))/iu;
var STOP_OF_CLASS = /(?<![\p{L}])(?:stop(?:ping)?(?: taking)?|discontinue|sluta(?:r)? (?:med|ta)|sätt(?:er)? ut)\s+(?:\p{L}+\s+){0,4}(?:such as|like|som|till exempel|t\.ex\.|zum beispiel|wie)\s+(?:(?:her|his|your|the|din|ditt|dina)\s+)?$/iu;
var CAUSES_AFTER = /^[\s,]*(?:\p{L}+\s+)?(?:kan (?:bidra|ge|orsaka|höja|sänka|påverka|förvärra)|kan också (?:bidra|ge|orsaka)|(?:can|may) (?:cause|raise|lower|affect|contribute|worsen|give)|kann (?:verursachen|auslösen)|kan (?:gi|give|forårsake|forårsage))(?![\p{L}])/iu;
var STOPPED_LATER = /(?<![\p{L}])(?:(?:(?:vi|jag) sätter|sätter (?:vi|jag)) ut (?:den|det|dem)|(?:ska|bör) (?:du|patienten) inte ta (?:(?:den|det|dem) )?mer|(?:stop|stopping) (?:it|them|taking it))(?![\p{L}])/iu;
var PHONE = stems(["ringer", "ring ", "telefon", "phone", "call you", "call her", "call him", "calls", "soitan", "soittaa", "puhelin", "anrufen", "rufe", "arayaca\u011F", "telefonla", "\u0627\u062A\u0635\u0644", "\u0647\u0627\u062A\u0641"]);
var STILL_THERE = stems(["fortfarande", "finns kvar", "sitter kvar", "inte har g\xE5tt \xF6ver", "inte g\xE5tt \xF6ver", "still there", "still have", "still has", "persists", "has not gone", "hasn't gone", "not gone away", "fortsatt", "stadig", "fremdeles", "immer noch", "noch da", "edelleen", "h\xE2l\xE2", "\u0645\u0627 \u0632\u0627\u0644", "\u0644\u0627 \u064A\u0632\u0627\u0644"]);
var NOT_BETTER = stems(["blir det inte b\xE4ttre", "\xE4r det inte b\xE4ttre", "\xE4r du inte b\xE4ttre", "\xE4r du inte klart b\xE4ttre", "blir du inte b\xE4ttre", "k\xE4nns det inte b\xE4ttre", "g\xE5r det inte \xF6ver", "har det inte g\xE5tt \xF6ver", "er det ikke bedre", "blir det ikke bedre", "om det inte \xE4r b\xE4ttre", "om det inte blir b\xE4ttre", "om du inte blir b\xE4ttre", "om patienten inte blir b\xE4ttre", "om du inte \xE4r b\xE4ttre", "om besv\xE4ren inte", "if not better", "if it is not better", "if it's not better", "if you are not better", "if the patient is not better", "if you're not better", "if it does not get better", "hvis det ikke er bedre", "hvis det ikke blir bedre", "hvis det ikke bliver bedre", "wenn es nicht besser", "nicht besser ist", "jos ei parane", "ei ole helpottanut", "d\xFCzelmezse", "\u0625\u0630\u0627 \u0645\u0627 \u062A\u062D\u0633\u0646", "\u0625\u0630\u0627 \u0644\u0645 \u064A\u062A\u062D\u0633\u0646"]);
var notPassed = /* @__PURE__ */ __name((text) => NOT_BETTER.test(text) || STILL_THERE.test(text), "notPassed");
var NOT_ENOUGH = stems(["om det inte r\xE4cker", "om inte det r\xE4cker", "r\xE4cker inte det", "if that is not enough", "if that's not enough", "if it is not enough", "if it's not enough", "hvis det ikke er nok", "hvis det ikke r\xE6kker", "wenn das nicht reicht", "jos se ei riit\xE4", "yetmezse"]);
var asksRecontact = /* @__PURE__ */ __name((text) => CONTACT_AGAIN.test(text) && !RETURN_VISIT.test(text) && notPassed(text), "asksRecontact");
var INSTRUCTION_START = new RegExp(
  `^(?:(?:och|and|so|s\xE5|d\xE5|du|ni|patienten|the patient|you|og|und|ja)\\s+)*(?:${["undvik", "avoid", "vila", "drick", "rest", "drink", "unng\xE5", "undg\xE5", "drikk", "drik", "hvil", "vermeiden", "trinken", "ruhen", "v\xE4lt\xE4", "juo", "lep\xE4\xE4", "ka\xE7\u0131n\u0131n", "dinlenin", "\u062A\u062C\u0646\u0628", "\u0627\u0634\u0631\u0628"].join("|")})(?![\\p{L}])`,
  "iu"
);
var TIME_UNITS = [
  "dag",
  "dagar",
  "dagen",
  "dagarna",
  "vecka",
  "veckor",
  "veckan",
  "veckorna",
  "m\xE5nad",
  "m\xE5nader",
  "m\xE5naderna",
  "\xE5r",
  "\xE5ret",
  "halv\xE5r",
  "day",
  "days",
  "week",
  "weeks",
  "month",
  "months",
  "year",
  "years",
  "dager",
  "dage",
  "uke",
  "uker",
  "uge",
  "uger",
  "m\xE5ned",
  "m\xE5neder",
  "tag",
  "tagen",
  "woche",
  "wochen",
  "monat",
  "monaten",
  "jahr"
];
var TIME_PHRASE = new RegExp(
  [
    `(?<![\\p{L}])(?:om|in|inom|within|after|efter|nach|innen|innerhalb|about)\\s+(?:(?:about|ungef\xE4r|cirka|ca|omkring|etwa|circa|einer|einem|ett par|a couple of|et par|ein paar|n\xE5gra|a few|nogle|noen)\\s+)?(?:(?:${NUMBER}|[\\d\u2013-]+)(?:\\s*(?:till|to|eller|or|til|bis|\u2013|-)\\s*(?:${NUMBER}|\\d+))?\\s+)?(?:${TIME_UNITS.join("|")})(?![\\p{L}])`,
    `(?<![\\p{L}])(?:p\xE5|n\xE4sta|next|on|am|neste|n\xE6ste|n\xE4chste|n\xE4chsten|p\xE5|i)\\s+(?:m\xE5ndag|tisdag|onsdag|torsdag|fredag|monday|tuesday|wednesday|thursday|friday|mandag|tirsdag|onsdag|torsdag|fredag|montag|dienstag|mittwoch|donnerstag|freitag|vecka|week|woche|uke|uge)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:\\d+|yhden|kahden|kolmen|nelj\xE4n|viiden|kuuden|seitsem\xE4n|kahdeksan|yhdeks\xE4n|kymmenen|parin|muutaman)(?:\\s*(?:tai|\u2013|-)\\s*\\S+)?\\s+(?:viikon|kuukauden|p\xE4iv\xE4n|vuoden)\\s+(?:p\xE4\xE4st\xE4|kuluttua)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:${NUMBER}|\\d+)(?:\\s+(?:${NUMBER}|\\d+))?\\s+(?:hafta|ay|g\xFCn|y\u0131l)\\s+(?:sonra|i\xE7inde)(?![\\p{L}])`,
    `(?<![\\p{L}])\u0628\u0639\u062F\\s+(?:\\S+\\s+){0,2}?(?:\u0623\u0633\u0628\u0648\u0639\u064A\u0646|\u0623\u0633\u0627\u0628\u064A\u0639|\u0623\u0633\u0628\u0648\u0639|\u0634\u0647\u0631\u064A\u0646|\u0623\u0634\u0647\u0631|\u0634\u0647\u0631|\u064A\u0648\u0645\u064A\u0646|\u0623\u064A\u0627\u0645|\u064A\u0648\u0645|\u0633\u0646\u0629)`
  ].join("|"),
  "iu"
);
var WHEN = /(?<![\p{L}])(?:när|innan|when|once|after|before|efter|nachdem|bevor|kun|ennen|når|før)\s+[^,]+/iu;
var EXPLANATION = new RegExp(
  `(?:,\\s*|\\s)(?:f\xF6r att|s\xE5 att|eftersom|d\xE4rf\xF6r att|d\xE4rf\xF6r|som|d\xE4r|vilket|men|because|so that|since|which|who|where|that(?!\\s+(?:day|week|same|morning|evening|night|time))|but|to see|in order to|um zu|damit|weil|aber|koska|jotta|mutta|fordi|for \xE5|slik at|s\xE5|\xE7\xFCnk\xFC|i\xE7in|ama|\u0644\u0623\u0646|\u0644\u0643\u064A|\u062D\u062A\u0649|och eventuellt|and possibly|og eventuelt|und eventuell|eventuellt|possibly|ja mahdollisesti)(?=\\s)|\\s(?:det g\xF6r jag|det g\xF6r vi|det ska jag|det ska vi|jag f\xF6rst\xE5r|f\xF6rst\xE5r|okej|tack|absolut|jaha|mache ich|mach ich|vielen dank|danke sch\xF6n|det skal jeg|det skal vi|takk|tak for det|fint tak|sa\u011F olun|te\u015Fekk\xFCr ederim|kiitos|selv\xE4|det kan vara|f\xF6r d\xE5|f\xF6r det|f\xF6r att|okay|thank you|thanks|got it|sure|sounds good|will do|it could be|it may be|det g\xF8r jeg|det gj\xF8r jeg|det kan v\xE6re|tak|takk|danke|alles klar|verstanden|das kann|selv\xE4|kiitos|okei|tamam|te\u015Fekk\xFCrler)(?![\\p{L}])|,\\s*(?:inte|not|nicht|ikke|ei|when|n\xE4r|wenn|kun|n\xE5r)\\s|,\\s*(?:det \xE4r|det var|it's|it is|das ist|det er|ni|du|you|sie)\\s|,\\s*(?:och|and|og|und|ja|ve|s\xE5|so|then|d\xE5|dann|sen|sedan|d\xE4refter|afterwards|danach|sitten|deretter|derefter|f\xF6r|for|denn|koska|\xE7\xFCnk\xFC|annars|otherwise|sonst)\\s|\\s(?:och|and|og|und)\\s+(?=(?:g\xE5r|g\xF6r|tar|pratar|ser|kollar|f\xF6ljer|goes|go|see|check|review|talk|discuss|gj\xF8r|g\xF8r|gehen|sprechen|besprechen)\\s)|[;]\\s|\\s[\u2013\u2014-]\\s`,
  "iu"
);
var PURPOSE = /\s(?:för|mot|för att|for(?!\s+(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|the next|another))|against|to (?:help|prevent|protect|treat)|zum|zur|gegen|für|için|ل)\s/iu;
var DANGLING_WORD = new RegExp(
  `(?:[\\s,]+(?:p\xE5|i|om|inom|efter|f\xF6r|till|med|vid|av|och|eller|samt|en|ett|den|det|de|patienten|inte|som|att|upp|ocks\xE5|\xE4ven|too|also|auch|ogs\xE5|my\xF6s|d\xE5|under|\xF6ver|innan|f\xF6re|mot|utan|during|before|without|over|on|in|within|after|for|to|with|at|of|by|if|when|and|or|the|a|an|not|you|up|per|from|fr\xE5n|til|og|eller|et|ei|med|ved|af|fra|und|oder|mit|f\xFCr|bei|zum|zur|von|bis|der|die|das|ein|eine|einen|ja|tai|ve|veya|ile|\u0648|\u0641\u064A|\u0645\u0646|\u0625\u0644\u0649|\u0639\u0644\u0649|${NUMBER}))+$`,
  "iu"
);
var URGENT = /(?<![\p{L}])(akut|brådskande|omgående|snarast|urgently|urgent|acutely|straks|akutt|dringend|sofort|kiireellisesti|acil|عاجل)(?![\p{L}])/iu;
var TO_PLACE = /(?<![\p{L}])(?:till|to|til|zum|zur|an|ans|in die|ins|hos|bei|إلى|الى)\s+\S/iu;
var DANGLING_GLUE = /(?:[\s,]+(?:och|eller|samt|annars|så|sen|då|then|so|and|or|og|eller|und|oder|ja|tai|ve|veya|men|but|aber|mutta|att|that|som|to|for|för|med|with|mit|i|in|på|on|om|of|av|the|a|an|en|ett|der|die|das))+$/iu;
function fitTitle(template, object, language) {
  const room = MAX_TITLE_CHARS - (template.length - "{x}".length);
  let text = tidy(object);
  if (text.length > room && language) for (const [pattern, shorter] of SHORTER[language] ?? []) text = text.replace(pattern, shorter);
  if (text.length > room) {
    const parts = text.split(/,\s+/);
    let byParts = parts[0].length <= room ? parts[0] : "";
    for (const part of parts.slice(1)) {
      if (!byParts || `${byParts}, ${part}`.length > room) break;
      byParts = `${byParts}, ${part}`;
    }
    let byWords = "";
    for (const word of text.split(/\s+/)) {
      if (`${byWords} ${word}`.trim().length > room) break;
      byWords = `${byWords} ${word}`.trim();
    }
    byParts = tidy(byParts.replace(DANGLING_WORD, ""));
    byWords = tidy(byWords.replace(DANGLING_WORD, ""));
    text = byParts.length >= byWords.length * 0.6 ? byParts : byWords;
  }
  text = tidy(text.replace(DANGLING_GLUE, ""));
  return text ? capitalise(template.replace("{x}", () => text).trim()) : "";
}
__name(fitTitle, "fitTitle");
function fitDrug(template, group, language) {
  const room = MAX_TITLE_CHARS - (template.length - "{x}".length);
  if (!group.dose) return fitTitle(template, group.names, language);
  const shorten = /* @__PURE__ */ __name((text) => {
    let out = text;
    for (const [pattern, shorter] of SHORTER[language] ?? []) out = out.replace(pattern, shorter);
    return out;
  }, "shorten");
  const withoutDuration = /* @__PURE__ */ __name((text) => tidy(text.replace(DURATION_TAIL, "")), "withoutDuration");
  const dose = DOSE.exec(group.dose);
  const strength = dose && /^\d[\d.,/]*[\s,]+$/u.test(group.dose.slice(0, dose.index));
  const fromDose = dose ? withoutDuration(strength ? group.dose.slice(dose.index) : group.dose) : "";
  const doses = [group.dose, withoutDuration(group.dose), fromDose, withoutDuration(group.dose).split(/,\s+/)[0], dose?.[0] ?? ""].filter(Boolean);
  const first = group.names.split(/,\s*/)[0];
  for (const d of doses) {
    for (const names of [group.names, first]) {
      for (const candidate of [`${names} ${d}`, shorten(`${names} ${d}`)].map((c) => tidy(tidy(c).replace(DANGLING_GLUE, "")))) if (candidate.length <= room) return capitalise(template.replace("{x}", () => candidate));
    }
  }
  return fitTitle(template, first, language);
}
__name(fitDrug, "fitDrug");
var DURATION_TAIL = new RegExp(
  `[,\\s]+(?:i|in|for|f\xFCr|under|during|\xF6ver|over|ajan|boyunca)\\s+(?:(?:ytterligare|another|further|weitere|de n\xE4rmaste|the next)\\s+)?(?:${NUMBER}|\\d+|n\xE5gra|a few|ett par|a couple of)\\s+(?:dagar|dygn|veckor|vecka|m\xE5nader|m\xE5nad|days|day|weeks|week|months|month|tage|tagen|woche|wochen|monate|monaten|dager|dage|uker|uke|uger|uge|m\xE5neder|p\xE4iv\xE4\xE4|viikkoa|g\xFCn|hafta|ay|\u0623\u064A\u0627\u0645|\u0623\u0633\u0627\u0628\u064A\u0639|\u0623\u0634\u0647\u0631)(?![\\p{L}]).*$|[,\\s]+(?:[\\p{L}\\d-]+\\s+){1,2}(?:p\xE4iv\xE4n|viikon)\\s+ajan.*$`,
  "iu"
);
var tidy = /* @__PURE__ */ __name((text) => text.replace(/\s{2,}/g, " ").replace(/^[\s,;:.]+|[\s,;:.!?]+$/g, "").trim(), "tidy");
var beforeExplanation = /* @__PURE__ */ __name((text) => {
  const m = EXPLANATION.exec(text);
  if (!m || m.index === 0) return text;
  return text.slice(0, m.index).replace(/,\s*[\p{L}-]+$/u, "");
}, "beforeExplanation");
var lowerFirst = /* @__PURE__ */ __name((text) => /^\p{Lu}\p{Ll}{2,}(?![\p{L}\p{N}])/u.test(text) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text, "lowerFirst");
function drugMentions(clause) {
  const found = [];
  for (const m of drugNames(clause)) {
    if (NOT_A_DRUG.test(m.text) || DRUG_THEN_NOT.test(clause.slice(m.index + m.text.length))) continue;
    if (/(?:allergisk mot|allergi mot|allergic to|allergy to|allergisch gegen|allergisk over for|allergisk for|allerginen)\s+$/iu.test(clause.slice(Math.max(0, m.index - 30), m.index))) continue;
    found.push({ index: m.index, end: m.index + m.text.length, text: m.text });
  }
  if (!found.length) {
    const dose = DOSE.exec(clause);
    const name = dose ? /([\p{L}][\p{L}-]{3,})[\s,،]+$/u.exec(clause.slice(0, dose.index)) : null;
    if (name && !NOT_A_NAME.test(name[1]) && !A_NUMBER.test(name[1])) found.push({ index: name.index, end: name.index + name[1].length, text: name[1] });
  }
  return found;
}
__name(drugMentions, "drugMentions");
var NOT_A_NAME = /^(?:med|with|mit|take|takes|taking|tar|får|gets|gives|ger|give|geben|nehmen|bekommen|patienten|the|till|upp|till|från|from|about|cirka|ungefär|bara|only|dose|dosen|doses|dos|dosis|sedan|then|dann|first|första|dagen|day|tablett|tabletter|tabletterna|tablets|tablet|tabletten|kapslar|capsules|pills|doser|also|också|även|auch|også|starts?|start|börjar|begin|increase|höjer|ökar|sänker|reduce|lower|raise|dazu|plus|och|eller|oder|and|ganger|gange|times|gånger|kertaa|maks|max|upto|inntil|indtil|bis|عند|لك|لكم|اسمه|دواء|بدواء|حبة|يومياً|kere|günde|ile|için|veya|eller)$/iu;
var namesDosedDrug = /* @__PURE__ */ __name((sentence) => drugGroups(sentence.replace(/[.!?]+$/, "")).some((g) => g.dose), "namesDosedDrug");
function drugGroups(clause) {
  const mentions = drugMentions(clause);
  const groups = [];
  for (const [i, m] of mentions.entries()) {
    const current = groups.at(-1);
    const between = current ? clause.slice(mentions[current.last].end, m.index) : "";
    if (current && !DOSE.test(clause.slice(mentions[current.first].end, m.index)) && /^[\s,()]*(?:(?:och|and|og|und|ja|ve|eller|or|oder|tai|veya|alias|aka|eli|som heter|called)[\s,]+)?(?:(?:the|a|an|en|ett|ein|eine|et|ei)\s+)?[\s,()]*$/iu.test(between)) current.last = i;
    else groups.push({ first: i, last: i, start: m.index });
  }
  return groups.map((g, i) => {
    const end = i + 1 < groups.length ? groups[i + 1].start : clause.length;
    const namesEnd = mentions[g.last].end;
    let names = clause.slice(mentions[g.first].index, namesEnd);
    let rest = clause.slice(namesEnd, end);
    for (let form = /^,?\s+([\p{L}\p{N}-]+)/u.exec(rest); form && FORM_WORDS.test(form[1]) && FORM_WORDS.exec(form[1])[0].length === form[1].length; form = /^,?\s+([\p{L}\p{N}-]+)/u.exec(rest)) {
      names += form[0];
      rest = rest.slice(form[0].length);
    }
    return { names: names.replace(/[,\s]+$/, ""), dose: doseOf(rest), start: mentions[g.first].index, end };
  });
}
__name(drugGroups, "drugGroups");
function doseOf(rest) {
  const m = DOSE.exec(rest);
  const strengthOnly = /^[\s,]*(\d+(?:[.,]\d+)?(?:\s*-\s*\d+(?:[.,]\d+)?)?)(?![\d\p{L}%])/u.exec(rest);
  if (strengthOnly && (!m || m.index > strengthOnly[0].length + 2)) return tidy(beforeExplanation(rest.slice(strengthOnly[0].length - strengthOnly[1].length)));
  if (!m) return "";
  const before = rest.slice(0, m.index);
  if (before.split(/\s+/).filter(Boolean).length > 10) return "";
  const lead = /(?:(?<![\p{L}])(?:från|from|von|fra|upp till|up to|bis zu|opp til|op til|max|maks|maximalt|maksimalt|högst|høyst|højst|höchstens|at most|no more than|not more than|inte mer än|ikke mer enn|ikke mere end|nicht mehr als|enintään|korkeintaan|en fazla|till|to|til|auf|up|upp|opp|op)\s+)+$/iu.exec(before);
  const strength = /^[\s,]*(?=\d[\d.,/]*[\s,]*$)/u.exec(before);
  let dose = rest.slice(strength ? strength[0].length : lead ? lead.index : m.index);
  dose = beforeExplanation(dose.replace(/,(?=\s)/g, ",")).replace(/,?\s+(?:och|and|og|und|ja|ve|samt|plus|dazu|und dazu|sowie)\s*$/iu, "");
  const purpose = PURPOSE.exec(dose);
  if (purpose && purpose.index > 0) dose = dose.slice(0, purpose.index);
  dose = dose.replace(/\s+\p{L}+(?:yoruz|yorum|ıyoruz|iyoruz|uyoruz|üyoruz|acağız|eceğiz|alım|elim)$/u, "");
  return tidy(dose);
}
__name(doseOf, "doseOf");
function referralObject(clause, words5) {
  const text = clause.replace(/(?<![\p{L}])(?:med|with|mit|med en)\s+(?:en\s+|a\s+)?(?:remiss|referral|henvisning|überweisung)(?![\p{L}])/iu, "");
  const cue2 = CATEGORY_CUES.find(([c]) => c === "referral")[1].exec(text);
  const after = cue2 ? text.slice(cue2.index) : text;
  const place = TO_PLACE.exec(after) ?? TO_PLACE.exec(text);
  const urgency = URGENT.exec(clause)?.[1];
  const urgent = urgency ? `${urgency.toLowerCase()} ` : "";
  if (place && words5.referralTo) {
    const phrase = beforeExplanation(place.input.slice(place.index));
    return URGENT.test(phrase) ? tidy(phrase) : `${urgent}${tidy(phrase)}`;
  }
  const target = REFERRAL_TARGET.exec(text);
  const purpose = cue2 ? /^\p{L}*\s+(?:(?:en|ett|a|an)\s+)?((?:för|for|für|på|om)\s+(?!att\s|to\s|the purpose)\S.*)$/iu.exec(after) : null;
  if (target) return `${urgent}${words5.referralTo ? `${words5.referralTo} ` : ""}${lowerFirst(target[0])}`;
  if (purpose) return `${urgent}${tidy(beforeExplanation(purpose[1]))}`;
  return "";
}
__name(referralObject, "referralObject");
function testObject(clause, pattern, label) {
  const m = testMention(clause, pattern);
  if (!m) return "";
  const before = /((?:[\p{L}-]+(?:al|ic|isk|iska|ell|ella|ral|ale|alen)\s+|lumbar\s+)?)$/iu.exec(clause.slice(0, m.index))?.[1] ?? "";
  const qualifiers = before.trim().split(/\s+/).filter(Boolean);
  while (qualifiers.length && TEST_STOP.test(qualifiers[0])) qualifiers.shift();
  const start = qualifiers.some((w) => TEST_STOP.test(w)) ? m.index : m.index - (qualifiers.length ? before.trimStart().length - before.trimStart().indexOf(qualifiers[0]) : 0);
  let text = beforeExplanationKeepingList(clause.slice(Math.max(0, start)));
  const head = label.includes(":") ? label.slice(0, label.indexOf(":")).toLowerCase() : "";
  if (head && text.toLowerCase().startsWith(head.slice(0, Math.min(8, head.length)))) text = text.replace(/^\S+[:\s]*/u, "");
  return lowerFirst(tidy(text));
}
__name(testObject, "testObject");
var TEST_STOP = /^(?:a|an|the|some|a few|few|lite|några|en|ett|ein|eine|einen|et|ei|order|get|take|do|we|i|will|'ll|tar|ta|tage|tager|gör|gjør|gør|beställer|bestiller|bestil|vi|jag|jeg|ich|wir|också|även|også|auch|also|also|patienten|the patient|du|you|she|he|för|for|till|to|med|with|och|and|og|und|om|if|in|i|på|on|of|av|af|nytt|ny|nya|new|neue|neuen|uusi|ska|should|will|let|us|med|kan|can|could|would|like|want|need|vill|skal|sollten|müssen|sen|then|dann|so|så|då|go|gå|ahead|just|idag|today|och|have|has|had|har|hat|haben|was|were|is|are|är|var|er|ist|sind|that|som|der|die|das|den|det|de|kontrollera|check|recheck|repeat|upprepa|nehmen|machen|veranlassen|otetaan|ota|get|getting|arrange|send|skicka|skickar|schedule|book|boka|bokar)$/iu;
var GLOBAL_FORMS = /* @__PURE__ */ new WeakMap();
function globalForm(pattern) {
  let global = GLOBAL_FORMS.get(pattern);
  if (!global) GLOBAL_FORMS.set(pattern, global = new RegExp(pattern.source, "giu"));
  return global;
}
__name(globalForm, "globalForm");
function testMention(clause, pattern) {
  const global = globalForm(pattern);
  for (const m of clause.matchAll(global)) {
    if (/^prov(?:a|ar|ade|at)$|(?:prøverne|prøvene|proverna|provsvar\p{L}*|tulokset)$/iu.test(m[0])) continue;
    if (EFFECT_ON.test(clause.slice(Math.max(0, m.index - EFFECT_REACH_CHARS), m.index))) continue;
    return m;
  }
  return void 0;
}
__name(testMention, "testMention");
var EFFECT_ON = /(?<![\p{L}])(?:sänker|sänka|höjer|höja|minskar|ökar|skyddar|påverkar|lowers?|raises?|reduces?|protects?|senkt|senken|erhöht|schützt|senker|hever|sænker|hæver|beskytter|laskee|nostaa|düşürür|yükseltir|يخفض|يرفع)\s+(?:\p{L}+\s+)?$/iu;
var EFFECT_REACH_CHARS = 30;
function beforeExplanationKeepingList(text) {
  const colon = /^[^:]{0,40}:\s/u.exec(text);
  if (colon) return colon[0] + beforeExplanation(text.slice(colon[0].length));
  return beforeExplanation(text);
}
__name(beforeExplanationKeepingList, "beforeExplanationKeepingList");
function followUpObject(clause, words5) {
  const when = WHEN.exec(clause)?.[0].split(/\s(?:och|and|og|und|ja|ve)\s/iu)[0];
  const timed = TIME_PHRASE.exec(clause.replace(/İ/gu, "i"));
  const time = (timed ? clause.slice(timed.index, timed.index + timed[0].length) : void 0) ?? (when && when.split(/\s+/).length <= 6 ? when : void 0);
  const at = time ? tidy(beforeExplanation(time)).replace(/^(?:Om|In|I|Efter|After|På|On|Within|Inom)(?=\s)/u, (w) => w.toLowerCase()) : "";
  const recontact = asksRecontact(clause);
  if (!recontact && !NOT_BETTER.test(clause)) return at;
  return recontact ? `${words5.notBetter} ${at}`.trim() : `${at} ${words5.notBetter}`.trim();
}
__name(followUpObject, "followUpObject");
function certificateObject(clause, spoken) {
  if (spoken === "de") {
    const until = /(?<![\p{L}])bis\s+(?:einschließlich\s+|zum\s+)?\p{L}+/iu.exec(clause);
    return { object: until ? until[0] : "", sickLeave: true };
  }
  const off = /(?<![\p{L}])write (?:him|her|you|them|the patient) off\s+(?:work\s+)?/iu.exec(clause);
  if (off) return { object: lowerFirst(tidy(beforeExplanation(clause.slice(off.index + off[0].length).split(/,/u)[0]))), sickLeave: true };
  const sick = /(?<![\p{L}])(?:sjukskriv|sykmeld|sygemeld)\p{L}*\s+/iu.exec(clause);
  if (sick && !/intyg|attest|erklæring/iu.test(clause.slice(sick.index, sick.index + sick[0].length + 12))) {
    const extent = clause.slice(sick.index + sick[0].length).replace(/^(?:(?:jag|vi|patienten|dig|du|er|henne|honom|deg|seg|sig)\s+)+/iu, "");
    return { object: lowerFirst(tidy(beforeExplanation(extent))), sickLeave: true };
  }
  const cue2 = CATEGORY_CUES.find(([c]) => c === "certificate")[1].exec(clause);
  if (!cue2) return { object: "", sickLeave: false };
  const start = clause.slice(0, cue2.index).search(/\S+\s*$/u);
  const from = /(?:sick|work|school|medical|läkar|sjuk)\s*$/iu.test(clause.slice(0, cue2.index)) && start >= 0 ? start : cue2.index;
  return { object: lowerFirst(tidy(beforeExplanation(clause.slice(from)))), sickLeave: false };
}
__name(certificateObject, "certificateObject");
var CONDITION_WORD = /(?<![\p{L}])(?:om|if|hvis|wenn|falls|jos|eğer|إذا)(?![\p{L}])/iu;
var INVERTED_CONDITION = /^(?:(?:blir|får|har|känner|märker|skulle)\s+(?:du|ni|patienten|hon|han|barnet)\s|\p{L}+\s+(?:du|ni|patienten|hon|han|barnet)\s(?=[^.?!]*,))/iu;
var THEN_MARK = /\s(?:ska|skall|skal|bör)\s+(?:du|ni|patienten|pasienten|dere)\s+|(?:,\s*|\s)(?:då|så|then|dann|niin|da)\s+(?!att(?![\p{L}]))(?:(?:ska|skal|skall|bör|should)\s+(?:du|ni|patienten|pasienten|dere|you|the patient|she|he)\s+)?/iu;
var STILL_CONDITION = /^(?:eller|or|om|if|och om|and if|oder|wenn|hvis|tai|jos|veya|أو|och|and|og|und|ja|ve)(?![\p{L}])/iu;
var currentLanguage = "sv";
var spokenOf = /* @__PURE__ */ __name((_text) => currentLanguage, "spokenOf");
function startsWithImperative(part, spoken) {
  const first = /^\p{L}+/u.exec(part.trim())?.[0]?.toLowerCase();
  if (!first) return false;
  const verbs = LEXICON.imperatives[spoken];
  const subject = /^\p{L}+\s+(?:du|ni|patienten|pasienten|dere|you|the patient)(?![\p{L}])/iu.test(part.trim());
  return IMPERATIVE.test(part.trim()) || Object.values(verbs).includes(first) || first in verbs && subject;
}
__name(startsWithImperative, "startsWithImperative");
function splitCondition(text) {
  const c = CONDITION_WORD.exec(text);
  const inverted = INVERTED_CONDITION.test(text);
  if (!c && !inverted) return void 0;
  const from = c ? c.index : 0;
  const after = text.slice(from);
  const mark = THEN_MARK.exec(after);
  const parts = after.split(/,\s*/);
  let at = 0;
  for (let i = 1; i < parts.length; i++) {
    at += parts[i - 1].length + 2;
    if (mark && mark.index > 0 && at > mark.index) break;
    if (startsWithImperative(parts[i], spokenOf(text))) return { condition: parts.slice(0, i).join(", "), action: parts.slice(i).join(", ") };
  }
  if (mark && mark.index > 0) return { condition: after.slice(0, mark.index), action: after.slice(mark.index + mark[0].length) };
  for (let i = parts.length - 1; i >= 1; i--) {
    const modal = /(?<![\p{L}])(?:should|must|needs? to|ska|skall|skal|bør|bör|sollten?|müssen)\s+(.+)$/iu.exec(parts[i]);
    if (modal) return { condition: parts.slice(0, i).join(", "), action: [modal[1], ...parts.slice(i + 1)].join(", ") };
  }
  for (let i = parts.length - 1; i >= 1; i--) {
    if (STILL_CONDITION.test(parts[i])) continue;
    return { condition: parts.slice(0, i).join(", "), action: parts.slice(i).join(", ") };
  }
  if (c && c.index > 0) return { condition: after, action: text.slice(0, c.index) };
  const words5 = after.split(/\s+/);
  for (let i = 2; i < words5.length; i++) {
    if (/^(?:om|if|att|to|och|and|eller|or|inte|not|kan|can|ska|skall|bör|får|vill|måste|could|should|will|would)$/iu.test(words5[i - 1])) continue;
    const rest = words5.slice(i).join(" ");
    if (startsWithImperative(rest, spokenOf(text)) && !/^(?:får|har|blir|gets|has|is)$/iu.test(words5[i])) return { condition: words5.slice(0, i).join(" "), action: rest };
  }
  return void 0;
}
__name(splitCondition, "splitCondition");
function instructionTitle(said, spoken, words5) {
  const text = said.replace(/^[^:]{1,30}:\s+(?=\p{L})/u, "");
  const split = splitCondition(text);
  let action = imperative(stripLead(beforeExplanation(split ? split.action : text), spoken), spoken);
  action = tidy(tidy(action).replace(DANGLING_GLUE, ""));
  if (/^(?:för att|eftersom|because|since|weil|da|koska|fordi|çünkü)(?![\p{L}])/iu.test(action) || /^(?:för att|eftersom|because|since|weil|koska|fordi|çünkü)(?![\p{L}])/iu.test(text)) return void 0;
  if (!action) return "";
  const act = capitalise(action);
  if (split) {
    const notBetter = NOT_BETTER.test(split.condition);
    const condition = notBetter ? words5.notBetter : conditionOf(split.condition);
    const join = notBetter ? "" : words5.conditionJoin;
    const withCondition = `${act} ${join} ${condition}`.replace(/\s{2,}/g, " ");
    if (condition && (join || notBetter) && withCondition.length <= MAX_TITLE_CHARS) return withCondition;
  }
  if (split && !/\s/.test(act)) return fitTitle("{x}", `${act} ${tidy(split.condition)}`);
  return fitTitle("{x}", act);
}
__name(instructionTitle, "instructionTitle");
function conditionOf(text) {
  const opened = text.replace(/^(?:(?:och|and|og|und|men|but|annars|otherwise)[\s,]+)*/iu, "").replace(CONDITION_WORD, "").replace(/^[\s,]+/, "");
  const body = opened.replace(/^(?:blir|får|har|känner|märker|skulle)\s+(?:du|ni|patienten|hon|han|barnet)\s+/iu, "").replace(/^(?:(?:patienten|du|ni|hon|han|barnet|det|den|the patient|you|she|he|they|it|the pain|pasienten|sie|er|es|\p{Lu}\p{Ll}+)\s+)(?:(?:skulle|would|should|plötsligt|suddenly)\s+)?(?:får|få|har|ha|blir|bli|känner|märker|gets?|get|has|have|had|becomes?|feels?|notices?|develops?|bekommen|bekommt|haben|hat|wird|får|har|blir)\s+(?:en |ett |a |an |some |plötsligt |pludselig |plötzlich |sudden |väldigt |mycket )?/iu, "");
  if (body === opened) return "";
  const first = tidy(body.split(/,/u)[0] ?? "");
  if (!first || first.split(/\s+/).length > 9) return "";
  if (/^(?:inte|ej|not|no|kan|can|är|is|are|det|it|der|die|das|es|den|de|hon|han|du|patienten|ni|the|she|he|you|they|går|goes|blir|så)(?![\p{L}])/iu.test(first)) return "";
  if (/^(?:(?:much|a lot|mycket|lite|a little|viel|noch)\s+)?(?:worse|better|sämre|bättre|värre|schlechter|besser|verre|dårligere|værre|huonompi)$/iu.test(first)) return "";
  return first;
}
__name(conditionOf, "conditionOf");
function stripLead(text, spoken) {
  let out = text.trim().replace(/^\p{L}+:\s*/u, "");
  for (let i = 0; i < 3; i++) out = out.replace(LEAD_WORDS[spoken], "").replace(/^[^:]{1,30}:\s+/u, "");
  return out.trim();
}
__name(stripLead, "stripLead");
function imperative(text, spoken) {
  const verbs = LEXICON.imperatives[spoken];
  const negated = /^(inte|ikke|not)\s+(\p{L}+)/iu.exec(text);
  if (negated) {
    if (spoken === "en") return `do not ${text.slice(negated[1].length + 1)}`;
    const verb2 = verbs?.[negated[2].toLowerCase()];
    if (verb2) return `${verb2} ${negated[1]} ${text.slice(negated[0].length).trim()}`.trim();
  }
  const m = /^(\p{L}+)(\s+(?:du|ni|patienten|the patient|you|he|she|they|sie|pasienten|dere))?(?=\s|$)/iu.exec(text);
  if (!verbs || !m) return text;
  const verb = verbs[m[1].toLowerCase()];
  if (!verb) return text;
  return `${verb}${text.slice(m[0].length)}`;
}
__name(imperative, "imperative");
function extractTasks(planSentences, outputLanguage, transcriptLanguage) {
  const tasks = [];
  currentLanguage = transcriptLanguage;
  const same = outputLanguage === transcriptLanguage;
  const said = LEXICON.titles[transcriptLanguage];
  const label = /* @__PURE__ */ __name((category, object) => PREPOSITION.test(object) ? `${TITLES2[category][outputLanguage]} {x}` : `${TITLES2[category][outputLanguage]}: {x}`, "label");
  const template = /* @__PURE__ */ __name((kind, category, object) => same ? LEXICON.titles[outputLanguage][kind] : label(category, object), "template");
  const add = /* @__PURE__ */ __name((task) => {
    if (!task.title) return;
    const title = task.title.toLowerCase();
    const twin = tasks.find((t) => t.category === task.category && t.title.toLowerCase() === title);
    if (twin) return;
    const shorter = tasks.findIndex((t) => t.category === task.category && task.category === "prescription" && title.startsWith(`${t.title.toLowerCase()} `));
    if (shorter >= 0) {
      tasks[shorter] = { ...task, description: `${tasks[shorter].description} ${task.description}` };
      return;
    }
    if (tasks.some((t) => t.category === task.category && task.category === "prescription" && t.title.toLowerCase().startsWith(`${title} `))) return;
    tasks.push(task);
  }, "add");
  const clauses = planSentences.flatMap((s) => s.split(CLAUSE_BREAK2)).flatMap((c) => c ? splitRunOn(c.trim()) : []).map((c) => c.replace(SPOKEN_OPENER, "").trim()).filter(Boolean).map((c) => ensurePeriod(capitalise(c)));
  let carried;
  for (const clause of clauses) {
    if (carried && ++carried.age > 3) carried = void 0;
    const category = categorise(clause);
    const description = category ? toRecordStyle(clause, transcriptLanguage, "plan") : "";
    const bare = (description || clause).replace(/[.!?]+$/, "").replace(/^\p{L}+:\s*/u, "");
    const groups = drugGroups(bare);
    if (!category || NOT_NEEDED.test(clause) || isNoTask(clause, category) || /\?\s*$/u.test(clause)) {
      if (groups.length && !groups.some((g) => g.dose)) carried = { names: groups.map((g) => g.names).join(", "), age: 0 };
      continue;
    }
    const priority = priorityOf(clause, category);
    const fallback = /* @__PURE__ */ __name(() => labelTitle(description, category, outputLanguage), "fallback");
    const first = groups[0];
    const afterFirst = first ? bare.slice(first.start + first.names.length) : "";
    if (first && groups.length === 1 && GONE.test(afterFirst)) continue;
    if (category === "prescription" && first && ON_ALREADY.test(bare.slice(Math.max(0, first.start - 20), first.start)) && !ORDERS_CHANGE.test(bare)) continue;
    const against = first && (AGAINST.test(bare.slice(Math.max(0, first.start - 30), first.start)) || AGAINST_AFTER.test(afterFirst));
    if ((category === "prescription" || category === "patient_instruction") && against && !SAFETY_NET.test(bare)) {
      const names = groups.map((g) => g.names.split(/,\s*/)[0]).slice(0, 1).join(", ");
      add({ title: fitTitle(same ? LEXICON.titles[outputLanguage].avoid : label("patient_instruction", names), names), category: "patient_instruction", priority: priorityOf(clause, "patient_instruction"), description });
      continue;
    }
    if (category === "prescription") {
      if (!groups.length) {
        const dose = doseOf(bare);
        if (dose && carried) {
          const object = `${carried.names} ${dose}`;
          const title = fitDrug(template("prescription", category, object), { names: carried.names, dose }, transcriptLanguage);
          if (carried.task) {
            carried.task.title = title || carried.task.title;
            carried.task.description = `${carried.task.description} ${description}`;
          } else add({ title, category, priority, description });
          carried = void 0;
        } else if (PRESCRIBE_VERB.test(clause)) {
          const object = tidy(beforeExplanation(bare)).replace(/^(?:en|ett|ett par|a|an|some|ein|eine|einen|et|ei)\s+/iu, "");
          const verb = PRESCRIBE_VERB.exec(bare);
          const named = verb && verb.index > 0 ? bare.slice(verb.index + verb[0].length).trim() : object;
          if (PRONOUN.test(object) || RENEWED.test(object) || QUANTITY_ONLY.test(named) || PRONOUN.test(named) || NOT_A_MEDICINE.test(named) || NOT_A_MEDICINE.test(object)) {
            if (carried?.task) carried = void 0;
            continue;
          }
          const words5 = object.split(/\s+/).length;
          add({ title: words5 <= 4 && fitTitle(template("prescription", category, object), object, transcriptLanguage) || fallback(), category, priority, description });
        }
        continue;
      }
      const dosed = groups.some((g) => g.dose);
      for (const [i, g] of groups.entries()) {
        const lead = bare.slice(Math.max(0, g.start - 30), g.start);
        const after = bare.slice(g.start + g.names.length);
        const stopped = STOP.test(lead) || STOP_OF_CLASS.test(bare.slice(Math.max(0, g.start - 80), g.start)) || STOP_AFTER.test(after.slice(0, 40)) || STOPPED_LATER.test(after);
        if (!stopped && (NEGATED_AFTER.test(after) || CAUSES_AFTER.test(after))) continue;
        if (!g.dose && dosed && groups.length > 1 && !stopped) continue;
        const object = g.dose ? `${g.names} ${g.dose}` : g.names;
        const kind = stopped ? "stop" : INCREASE.test(lead) ? "increase" : CONTINUE.test(bare.slice(i === 0 ? 0 : g.start, g.end)) ? "continue" : "prescription";
        if (kind === "stop") {
          add({ title: fitTitle(template("stop", category, g.names), g.names, transcriptLanguage), category, priority, description: ensurePeriod(capitalise(bare.slice(i === 0 ? 0 : g.start, g.end).trim().replace(/[,\s]+(?:och|and|og|und)\s*(?:\p{L}+)?$/iu, "").replace(/[,\s]+$/u, ""))) });
          continue;
        }
        const part = groups.length === 1 ? description : ensurePeriod(capitalise(bare.slice(i === 0 ? 0 : g.start, g.end).replace(/[,\s]+(?:och|and|og|und|ja|ve|samt|sowie)?\s*(?:dazu\s*)?$/iu, "")));
        const title = fitDrug(template(kind, category, object), g, transcriptLanguage);
        const ifNeeded = kind === "prescription" && (notPassed(bare) || NOT_ENOUGH.test(bare)) ? `${title} ${LEXICON.titles[outputLanguage].notBetter}` : "";
        const task = { title: ifNeeded && ifNeeded.length <= MAX_TITLE_CHARS ? ifNeeded : title, category, priority: ifNeeded ? "low" : priority, description: part };
        add(task);
        carried = g.dose ? void 0 : { names: g.names, task, age: 0 };
      }
      continue;
    }
    if (category !== "patient_instruction" && !SAFETY_NET.test(bare) && !CONDITIONAL2.test(bare)) {
      for (const g of groups.filter((group) => group.dose && !AGAINST.test(bare.slice(Math.max(0, group.start - 20), group.start)))) {
        add({ title: fitDrug(template(CONTINUE.test(bare.slice(Math.max(0, g.start - 30), g.end)) ? "continue" : "prescription", "prescription", g.names), g, transcriptLanguage), category: "prescription", priority: priorityOf(clause, "prescription"), description: ensurePeriod(capitalise(bare.slice(g.start, g.end).trim())) });
      }
    }
    if (category === "referral") {
      if (WAITING_LIST.test(bare) && same) {
        add({ title: capitalise(LEXICON.titles[outputLanguage].waitingList.replace("{x}", "").trim()), category, priority, description });
        continue;
      }
      const object = referralObject(bare, said);
      add({ title: object && fitTitle(template("referral", category, object), object) || fallback(), category, priority, description });
      continue;
    }
    if (category === "lab_test" || category === "imaging") {
      const cue2 = CATEGORY_CUES.find(([c]) => c === category)[1];
      const object = testObject(bare, category === "lab_test" ? LAB_TEST : IMAGING_TEST, LEXICON.titles[outputLanguage][category]) || testObject(bare, cue2, LEXICON.titles[outputLanguage][category]);
      if (!testMention(bare, category === "lab_test" ? LAB_TEST : IMAGING_TEST) && !testMention(bare, cue2)) continue;
      add({ title: object && fitTitle(template(category, category, object), object) || fallback(), category, priority, description });
      continue;
    }
    if (category === "follow_up") {
      const object = followUpObject(bare, same ? LEXICON.titles[outputLanguage] : said);
      const kind = BLOOD_PRESSURE_CHECK.test(bare) ? "pressureCheck" : RETURN_VISIT.test(bare) ? "follow_up" : asksRecontact(bare) ? "recontact" : PHONE.test(bare) ? "phone" : "follow_up";
      const bareTitle = same ? capitalise(template(kind, category, "").replace("{x}", "").replace(/[\s:]+$/u, "").trim()) : "";
      add({ title: object && fitTitle(template(kind, category, object), object) || bareTitle || fallback(), category, priority, description });
      for (const [testCategory, pattern] of [["lab_test", LAB_TEST], ["imaging", IMAGING_TEST]]) {
        const test = testMention(bare, pattern);
        if (!test || /svar|result|answer|vastau|ergebnis|sonuç|نتيج|proverna|prøvene|prøverne/iu.test(test[0]) || RESULT_AT_HAND.test(bare)) continue;
        if (/(?<![\p{L}])(?:once|after|when|efter|när|nach|wenn|etter|når|kun|jälkeen)(?![\p{L}])/iu.test(bare.slice(Math.max(0, test.index - 40), test.index))) continue;
        const object2 = testObject(bare, pattern, LEXICON.titles[outputLanguage][testCategory]);
        if (object2) add({ title: fitTitle(template(testCategory, testCategory, object2), object2), category: testCategory, priority, description });
      }
      continue;
    }
    if (category === "certificate") {
      const { object, sickLeave } = certificateObject(bare, transcriptLanguage);
      add({ title: object && fitTitle(template(sickLeave ? "sickLeave" : "certificate", category, object), object) || fallback(), category, priority, description });
      continue;
    }
    if (category === "patient_instruction" && same) {
      const title = instructionTitle(bare, transcriptLanguage, said);
      if (title === void 0) continue;
      add({ title: title || fallback(), category, priority, description });
      continue;
    }
    add({ title: fallback(), category, priority, description });
  }
  return tasks.slice(0, MAX_TASKS);
}
__name(extractTasks, "extractTasks");
var SPOKEN_OPENER = /^(?:(?:okej|okey|okay|ok|bra|ja|jo|jaha|precis|mm|förstår|men|och|så|alright|right|well|so|and|but|good|yes|hmm|nå|no niin|joo|also|gut|tamam|peki|حسناً|طيب)[,.!]?\s+)+(?=\p{L})/iu;
var RUN_ON_BREAK = new RegExp(
  [
    String.raw`\s(?=(?:jag|vi)\s+(?:skickar|skriver|remitterar|tar|ringer|börjar|sätter|bokar|beställer|gör|höjer|ökar|ses)\s)`,
    String.raw`\s(?=(?:till dess|tills dess|under tiden|vi ses|ses vi|undvik|ring 112)\s)`,
    String.raw`(?<!\s(?:eller|och|or|and|att|that))\s(?=(?:om du|om patienten|om ni|om han|om hon|if you|if the patient|if she|if he)\s)`,
    String.raw`\s(?=(?:i will|i'll|we will|we'll|i'm going to|i am going to|jeg skal|vi skal|ich werde|wir werden)\s)`,
    String.raw`\s(?=(?:och|and|og|und) (?:om|if|hvis|wenn) )`,
    String.raw`\s(?=(?:ich|wir)\s+(?:gebe|geben|schreibe|schreiben|verordne|verordnen|überweise|überweisen)\s)`,
    String.raw`(?<=\s(?:ist|sind|danke|gut|wieder|geht))\s(?=(?:wenn|falls|gegen die)\s)`,
    String.raw`\s(?=bir de\s)`,
    String.raw`(?<!dels)\s(?=(?:dels\s+)?vill (?:jag|vi)\s+(?:skicka|skriva|remittera|boka|beställa)\s)`,
    String.raw`(?<!\s(?:ist|sind|dann|wird|wenn))\s(?=kommen sie\s+(?:in|nach|bitte|am)\s)`,
    String.raw`\s(?=(?:voin antaa|kirjoitan|määrään|laitan)\s)`,
    String.raw`\s(?=(?:sen|sedan|och sen|därefter|then|dann|så)\s+\p{L}+\s+(?:vi|jag|we|i|wir|ich|du)\s)`
  ].join("|"),
  "iu"
);
var MIN_RUN_ON_WORDS = 8;
var MIN_PIECE_WORDS = 3;
function splitRunOn(clause) {
  if (/[,;:]/.test(clause) || clause.split(/\s+/).length < MIN_RUN_ON_WORDS) return [clause];
  const pieces = [];
  for (const piece of clause.split(RUN_ON_BREAK)) {
    if (!piece?.trim()) continue;
    if (pieces.length && piece.trim().split(/\s+/).length < MIN_PIECE_WORDS) pieces[pieces.length - 1] += ` ${piece.trim()}`;
    else pieces.push(piece.trim());
  }
  return pieces;
}
__name(splitRunOn, "splitRunOn");
var ACTION_SAID = /(?<![\p{L}])(?:(?:jag|vi)\s+(?:skriver|skickar|remitterar|bokar|beställer)|(?:i|we)(?:'ll| will)\s+(?:send|order|refer|book)|(?:jeg|vi)\s+(?:henviser|sender|bestiller|skriver)|ich\s+(?:überweise|schreibe)|sevk ediyorum)(?![\p{L}])/iu;
var DONE_BY_OTHERS = /(?<![\p{L}])(?:dr\.?\s+\p{L}+|doctor\s+\p{L}+|they|the er|urgent care|the hospital|your (?:doctor|gp|cardiologist|dentist))\s+(?:had\s+)?(?:referred|prescribed|ordered|sent|gave|started|put)(?![\p{L}])/iu;
var ALREADY_DONE = /(?<![\p{L}])(?:har redan|hade redan|redan har|redan tagit|har allerede|allerede tatt|allerede taget|already (?:did|done|had|have|took|taken|got)|have already|has already|haben schon|hat schon|bereits gemacht|on jo otettu|zaten yaptık)(?![\p{L}])/iu;
function isNoTask(clause, category) {
  if (INCOMING.test(clause) || DONE_BY_OTHERS.test(clause) || ALREADY_DONE.test(clause) || COUNTERFACTUAL.test(clause)) return true;
  const discussion = DISCUSSION.exec(clause);
  if (discussion) {
    const before = clause.slice(0, discussion.index);
    if (!(category === "follow_up" ? RETURN_VISIT.test(before) : ACTION_SAID.test(before))) return true;
  }
  if (JUDGEMENT.test(clause) && category !== "referral") return true;
  if (category === "lab_test" || category === "imaging") {
    if (/^(?:(?:så|so|och|and)\s+)?(?:har du|du har|you have|patienten har|the patient has|sie haben|du har|pasienten har|potilaalla on)(?![\p{L}])/iu.test(clause.trim())) return true;
    const ahead = TIME_AHEAD.test(clause) || TIME_PHRASE.test(clause);
    return RESULT_AT_HAND.test(clause) || DEFINITE_TEST.test(clause) && !ahead;
  }
  return false;
}
__name(isNoTask, "isNoTask");
var COUNTERFACTUAL = /(?<![\p{L}])(?:(?:då |så )?hade (?:jag|vi|hon|han|patienten|du|ni|de|det) (?:\p{L}+ )?(?:skickat|behövt|gett|remitterat|lagt|tagit|ringt|sökt|varit tvungen)|would have|hätte|hätten|ville (?:jeg|vi|hun|han|du) (?:have|ha)|hadde (?:jeg|vi|hun|han|du) (?:sendt|måttet|trengt)|olisi(?:mme)?)(?![\p{L}])/iu;
var MAX_TASKS = 16;
var URGENCY = /^(?:akut|urgently|urgent|omgående|brådskande|snarast|dringend|kiireellisesti|haste|straks|acil)\s+/iu;
var PREPOSITION = /^(?:to|till|til|zu|an|for|för|vid|hos|at|with|med|mit|bei|of|av|af|om|in|i|on|på)\s/iu;
var CONSEQUENCE = /(?:,\s*|\s(?:ska du|så ska du|ska patienten|så ska patienten|så|then|skal du|så skal du|dann|niin)\s)(?!.*(?:,\s|\sska du\s|\sska patienten\s|\sså\s|\sthen\s))(.+)$/iu;
var PHRASE_START = /\s(?:på|i|om|inom|efter|för|till|med|vid|av|och|eller|on|in|within|after|for|to|with|at|of|by|if|when|and|or|unless|until|innen|etter|hvis|til|og|innen|efter|hvis|und|oder|nach|in|innerhalb|wenn|bis|mit|für|ja|tai|jos|ve|veya|eğer)\s(?!.*\s(?:på|i|om|inom|efter|för|till|med|vid|av|och|eller|on|in|within|after|for|to|with|at|of|by|if|when|and|or|unless|until|innen|etter|hvis|til|og|und|oder|nach|innerhalb|wenn|bis|mit|für|ja|tai|jos|ve|veya|eğer)\s).*$/iu;
var DANGLING = /(?:\s+(?:på|i|om|inom|efter|för|till|med|vid|av|och|eller|en|ett|patienten|inte|on|in|within|after|for|to|with|at|of|by|if|when|and|or|the|a|an|not|you|a|one|two|three|four|five|six|seven|eight|nine|ten|två|tre|fyra|fem|sex|sju|åtta|nio|tio|\d+))+$/iu;
var SHORTER = {
  sv: [[/\bom (?:patienten|du) inte (?:blir|är) bättre\b/iu, "vid utebliven f\xF6rb\xE4ttring"], [/\bom (?:patienten|du) blir sämre\b/iu, "vid f\xF6rs\xE4mring"], [/\bgånger (?:dagligen|om dagen|per dag)\b/iu, "ggr/dag"]],
  en: [[/\bif (?:you are|you're|the patient is|she is|he is|it is|it's|they are) not (?:getting )?better\b/iu, "if not better"], [/\bif (?:it|things|symptoms|the pain) gets? worse\b/iu, "if worse"], [/\bthree times (?:a|per) day\b/iu, "tid"], [/\btwice (?:a|per) day\b/iu, "bid"]]
};
function labelTitle(description, category, language) {
  const title = TITLES2[category][language];
  let gist = description.replace(/[.!]+$/, "");
  const consequence = SAFETY_NET.test(gist) ? CONSEQUENCE.exec(gist) : null;
  if (consequence?.[1]) gist = consequence[1];
  gist = gist.replace(/^\p{L}+:\s*/u, "").replace(TITLE_LEAD, "");
  if (/^\p{Lu}\p{Ll}/u.test(gist)) gist = gist.charAt(0).toLowerCase() + gist.slice(1);
  const withoutOwn = gist.replace(OWN_WORDS[category], "");
  if (withoutOwn !== gist && (PREPOSITION.test(withoutOwn.replace(URGENCY, "")) || !withoutOwn.replace(/[\s,.]+/g, ""))) gist = withoutOwn;
  const joined = PREPOSITION.test(gist.replace(URGENCY, ""));
  const room = MAX_TITLE_CHARS - title.length - (joined ? 1 : 2);
  if (gist.length > room) for (const [pattern, shorter] of SHORTER[language] ?? []) gist = gist.replace(pattern, shorter);
  if (gist.length > room) {
    const head = gist.slice(0, room + 1);
    const clause = head.search(/(?:,|\s(?:and|so|because|which|that|och|så|eftersom|som|og|und|ja|ve))\s[^,]*$/iu);
    gist = (clause >= room / 3 ? head.slice(0, clause) : head.replace(/\s+\S*$/, "")).replace(/[\s,]+$/, "");
    const phrase = gist.search(PHRASE_START);
    if (phrase >= room / 3) gist = gist.slice(0, phrase);
    gist = gist.replace(DANGLING, "").replace(/[\s,]+$/, "");
  }
  if (!gist) return title;
  return joined ? `${title} ${gist}` : `${title}: ${gist}`;
}
__name(labelTitle, "labelTitle");
var ownWords = /* @__PURE__ */ __name((terms) => new RegExp(`^(?:${terms})\\p{L}*(?:\\s+|$)(?:(?:you|them|him|her|the patient|dig|deg|dich|sie|ihnen|sinut|jag|jeg|ich|i|we|vi)\\s+)*`, "iu"), "ownWords");
var OWN_WORDS = {
  referral: ownWords("remiss|remitter|referral|refer|l\xE4hete|henvisning|henvis|\xFCberweisung|\xFCberweis|sevk|\u0625\u062D\u0627\u0644\u0629"),
  lab_test: ownWords("provtagning|lab test|laboratoriokoe|pr\xF8vetaking|pr\xF8vetagning|laboruntersuchung"),
  imaging: ownWords("bilddiagnostik|imaging|kuvantaminen|bildediagnostikk|billeddiagnostik|bildgebung"),
  prescription: ownWords("recept|prescription|resepti|resept|rezept|re\xE7ete"),
  certificate: ownWords("intyg|certificate|todistus|attest|bescheinigung|rapor"),
  follow_up: ownWords("uppf\xF6ljning|follow-up|follow up|seuranta|oppf\xF8lging|opf\xF8lgning|wiedervorstellung"),
  patient_instruction: ownWords("patientinstruktion|patient instruction|instruction"),
  administrative: ownWords("administration|administrative")
};

// server/src/engines/notes/embedded/third-person.ts
var FORMS = {
  she: { subject: "she", object: "her", possessive: "her", reflexive: "herself", be: "is", have: "has", was: "was" },
  he: { subject: "he", object: "him", possessive: "his", reflexive: "himself", be: "is", have: "has", was: "was" },
  // Without a pronoun in the visit: "the patient has", "their knee".
  they: { subject: "the patient", object: "the patient", possessive: "their", reflexive: "themselves", be: "is", have: "has", was: "was" }
};
var KEEP_AS_IS = /* @__PURE__ */ new Set([
  "was",
  "were",
  "had",
  "did",
  "could",
  "would",
  "should",
  "might",
  "must",
  "may",
  "will",
  "can",
  "shall",
  "also",
  "just",
  "really",
  "still",
  "usually",
  "always",
  "never",
  "sometimes",
  "often",
  "only",
  "even",
  "actually",
  "definitely",
  "probably",
  "already",
  "kind",
  "sort",
  "guess",
  "went",
  "got",
  "took",
  "saw",
  "felt",
  "fell",
  "hurt",
  "came",
  "thought",
  "made",
  "told",
  "said",
  "gave",
  "put",
  "ran",
  "began",
  "broke",
  "ate",
  "drank",
  "slept",
  "woke",
  "left",
  "lost",
  "kept",
  "found",
  "heard",
  "knew",
  "let",
  "set",
  "cut",
  "hit",
  "quit",
  "read",
  "spent",
  "sent",
  "brought",
  "bought",
  "caught",
  "taught",
  "became",
  "forgot",
  "wore",
  "rode",
  "drove",
  "wrote",
  "stood",
  "sat",
  "tore",
  "not",
  "and",
  "or",
  "but",
  "to",
  "a",
  "the",
  "mean",
  "know",
  // Not verbs: "are you able to" -> "is she able to", not "ables".
  "able",
  "unable",
  "okay",
  "ok",
  "sure",
  "alright",
  "fine",
  "ready",
  "all",
  "both",
  "almost",
  "nearly",
  "barely",
  "hardly",
  "recently",
  "finally",
  "first",
  "then",
  "ever",
  "once",
  "initially",
  "later",
  "originally",
  "eventually",
  "currently",
  "still",
  "too",
  "guys"
]);
var ADVERBS = /* @__PURE__ */ new Set(["also", "just", "really", "still", "usually", "always", "never", "sometimes", "often", "only", "even", "actually", "definitely", "probably", "already", "generally", "normally", "mostly", "occasionally", "almost", "nearly", "barely", "hardly", "recently", "finally", "first", "then", "ever", "once", "initially", "later", "originally", "eventually", "currently"]);
var LY_VERBS = /* @__PURE__ */ new Set(["apply", "reply", "supply", "multiply", "rely", "fly", "ally", "comply", "imply", "bully"]);
function isAdverb(word) {
  return ADVERBS.has(word) || word.length > 4 && word.endsWith("ly") && !LY_VERBS.has(word);
}
__name(isAdverb, "isAdverb");
function thirdPersonVerb(verb, plural) {
  if (plural || KEEP_AS_IS.has(verb) || isAdverb(verb) || !/^[a-z]+$/.test(verb) || verb.endsWith("ed") || verb.endsWith("ing") || verb.length < 2) return verb;
  if (verb === "have") return "has";
  if (verb === "do") return "does";
  if (verb === "am" || verb === "are") return "is";
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
__name(thirdPersonVerb, "thirdPersonVerb");
var CLINICIAN_FUTURE = /\b(?:(?:i'm|i am|we're|we are)\s+(?:also\s+|just\s+|actually\s+)*(?:going to|gonna)|i'll|i will|we'll|we will|i (?:also |do |just |really )*want to|we (?:also |do |just |really )*want to|i'd like to|i would like to|let's|let us|i need to|we need to)\s+(?:go ahead and\s+|also\s+|just\s+|actually\s+)*/gi;
var CLINICIAN_LEADS = [
  [/(^|[,;]\s*)(?:(?:i|we) (?:also |do )?(?:know|see|understand|notice|noticed)(?: here)?|(?:i'm|i am) (?:glad|happy|sorry) to hear|glad to hear|good to hear|sorry to hear|(?:it )?(?:sounds|looks) like(?= (?:she|he|they|you|we|it|this|that|there|your|her|his|their|the patient)\b))(?: that)?,?\s+(?=[a-z0-9])/gi, "$1"],
  [/(^|[,;]\s*|\b(?:but|and)\s+)i (?:do |can |also )?(?:appreciate|hear|note) (?!(?:you|that|what|from|about|it|this|the patient)\b)/gi, "$1"],
  // "For his first problem, I think he has..." is the assessment as the record says it; "I don't think" keeps its denial.
  [/([,;]\s*|\b(?:and|but|so)\s+)i (?:think|believe)(?: that)? (?=(?:she|he|they|it|this|that|we|you|your|the|there)\b)/gi, "$1"],
  // "Let me examine you, blood pressure 128 over 82": the examination announced before what it found.
  [/(^|[,.;]\s*)(?:now\s+)?let me (?:just |quickly )?(?:examine|have a (?:quick )?look(?: at)?|take a (?:quick )?look(?: at)?|look(?: at)?|listen to|check|press on|feel)(?: (?:you|the patient))?(?: (?:here|now|first|quickly))?[,.]?\s+(?=(?:\S+\s+){2,}\S)/gi, "$1"],
  // The clinician's own judgement or finding denied: "I don't think" -> "we do not think".
  [/^i (?:don't|do not) (think|feel|see|believe|want|recommend|suspect|appreciate|hear|note|find)\b/i, "we do not $1"]
];
var FILLERS = [
  [/,?\s*\b(?:you know what i mean|you know what i'm saying|if you will|if that makes sense)\b\s*[?,]?/gi, ""],
  [/,\s*(?:you know|i mean|you see|like)\s*,\s*/gi, " "],
  [/(^|[.;:]\s*|\s)(?:you know|i mean|you see)\s*,\s*/gi, "$1"],
  [/,\s*(?:you know|i mean|right|okay|ok|alright)\s*\?$/i, "."],
  [/,\s*(?:you know|i mean|right|okay|ok|alright)\s*(?=[,.?!]|$)/gi, ""],
  [/\b(?:you know)\s+(?=(?:like|just|kind|sort|um|uh)\b)/gi, ""],
  [/(?<!\b(?:what|the|a|any|this|that|some|which|one|other|same|those|these|every|no|all|different|certain)\s+)\b(?:kind of|sort of|kinda|sorta)\s+/gi, ""],
  [/\b(?:um+|uh+|uhm|erm|hmm+|mm-hmm|uh-huh)\b[,.]?\s*/gi, ""],
  [/(^|,\s*|\s)like,\s*/gi, "$1"],
  [/\b(?:basically|actually|literally)\b,?\s*/gi, ""],
  [/\bjust\s+(?!(?:now|in case|as|about|like|fine|one|a|an|the|before|after|over|under|to|above|below|behind|around|inside|outside|at|in|on|off|beside|across|past|by|for|from|with|into|of|a little|once|twice)\b)/gi, ""],
  [/\bgo ahead and\s+/gi, ""],
  [/(^|,\s*|\s)(?:i'm|i am) sorry,\s*/gi, "$1"],
  [/(^|\s)'cause\b/gi, "$1because"],
  [/,?\s*\b(?:oh|wow|ma'am|sir)\b[,!.]?\s*(?=\S)/gi, " "],
  [/,?\s*\b(?:oh|wow|ma'am|sir)\b\s*([.?!]?)$/i, "$1"],
  [/,\s*(?:that's|that is) (?:great|good|awesome|wonderful|perfect)\s*([.!]?)$/i, "."],
  [/^(?:great|perfect|awesome|wonderful|excellent)(?:[,.!]\s*|\s+(?=(?:she|he|they|we|i|it|so|well|their|his|her|the|now|and|let|you|your)\b))/i, ""],
  [/(?:,\s*)?\byeah\b[,.]?\s*(?=\S)/gi, ""],
  [/(?:,\s*|\s+)yeah\s*([.?!]?)$/i, "$1"],
  [/(?<!\b(?:is|was|be|are|were|feel|feels|felt|look|looks|looked|seem|seems|doing|been|am|it's|that's|fine|all|be|an|very|pretty|not)\s)\bokay\b,?\s*(?=\S)/gi, ""],
  [/(?:,\s*(?:so|right|okay|ok|alright)|\s+so)\s*(?:\.\.\.|…)?\s*[.?!]?$/i, "."],
  [/^(?:(?:and|so|but|then|now|okay|ok|alright|all right|well|anyway|um|uh|yeah|yes|right|oh)\s*,\s*|(?:and|so|but|then|okay|ok|alright|all right|anyway|um|uh|yeah|oh|and then|and so)\s+)+/i, ""]
];
function takenBack(sentence) {
  const m = /,?\s+or,?\s+(?:i'm|i am) sorry,\s*/i.exec(sentence);
  if (!m) return sentence;
  const before = sentence.slice(0, m.index);
  const after = sentence.slice(m.index + m[0].length);
  const first = /^[\p{L}\d'-]+/u.exec(after)?.[0].toLowerCase();
  const tokens = [...before.matchAll(/[\p{L}\d.'-]+/gu)];
  if (!first || tokens.length === 0) return sentence;
  const again = tokens.map((t) => t[0].toLowerCase()).lastIndexOf(first);
  const from = again >= 0 && tokens.length - again <= 4 ? tokens[again] : tokens[tokens.length - 1];
  return `${before.slice(0, from.index)}${after}`;
}
__name(takenBack, "takenBack");
function withoutFillers(sentence) {
  let s = takenBack(sentence);
  for (const [pattern, replacement] of FILLERS) s = s.replace(pattern, replacement);
  return s.replace(/\s+([,.;:?!])/g, "$1").replace(/,\s*,+/g, ",").replace(/([.;:?!]),/g, "$1").replace(/^[\s,;:]+/, "").replace(/\s{2,}/g, " ").trim();
}
__name(withoutFillers, "withoutFillers");
function toThirdPerson(sentence, role, pronoun) {
  const f = FORMS[pronoun];
  const plural = false;
  let s = withoutFillers(sentence);
  if (role === "clinician" || role === "unknown") {
    for (const [pattern, replacement] of CLINICIAN_LEADS) s = s.replace(pattern, replacement);
    s = s.replace(CLINICIAN_FUTURE, "we will ");
    s = s.replace(/\b(?:i am|i'm)\s+(?=(?:also\s+)?(?:referring|prescribing|ordering|sending|starting|stopping|increasing|decreasing|adding|giving|scheduling|booking|switching|changing|recommending)\b)/gi, "we are ");
    s = s.replace(/\bi want you to\b|\bi'd like you to\b|\bi would like you to\b|\byou need to\b|\byou should\b/gi, `${f.subject} should`);
    s = s.replace(/\byou're\b|\byou are\b/gi, `${f.subject} ${f.be}`);
    s = s.replace(/\bare you\b/gi, `${f.be} ${f.subject}`).replace(/\bdo you\b/gi, `does ${f.subject}`).replace(/\bhave you\b/gi, `${f.have} ${f.subject}`);
    s = s.replace(/\byou've\b|\byou have\b/gi, `${f.subject} ${f.have}`);
    s = s.replace(/\byou were\b/gi, `${f.subject} ${f.was}`);
    s = s.replace(/\byou'll\b/gi, `${f.subject} will`);
    s = s.replace(/\byou'd\b/gi, `${f.subject} would`);
    s = s.replace(/\byou don't\b|\byou do not\b/gi, `${f.subject} does not`);
    s = s.replace(/\byou didn't\b/gi, `${f.subject} did not`);
    s = s.replace(/\byou haven't\b/gi, `${f.subject} ${plural ? "have" : "has"} not`);
    s = s.replace(/\byou can't\b/gi, `${f.subject} cannot`);
    s = s.replace(/\byourself\b/gi, f.reflexive);
    s = s.replace(/\byour\b/gi, f.possessive);
    s = s.replace(/(^|[,.;:]\s*|\b(?:and|but|so|that|if|when|because|since|then|now|okay)\s+)you\s+((?:\w+\s+)?)(\w+)/gi, (_, lead, maybeAdverb, verb) => {
      const adverb = maybeAdverb.trim();
      if (adverb && isAdverb(adverb.toLowerCase())) return `${lead}${f.subject} ${adverb} ${thirdPersonVerb(verb.toLowerCase(), plural)}`;
      if (adverb) return `${lead}${f.subject} ${thirdPersonVerb(adverb.toLowerCase(), plural)} ${verb}`;
      return `${lead}${f.subject} ${thirdPersonVerb(verb.toLowerCase(), plural)}`;
    });
    s = s.replace(/(\b\w+\s+)?\byou\b(\s+\w+)?/gi, (whole2, before, after) => {
      const prev = before?.trim().toLowerCase() ?? "";
      const next = after?.trim().toLowerCase() ?? "";
      if (!next || OBJECT_VERBS.has(prev) || OBJECT_FOLLOWERS.has(next)) return `${before ?? ""}${f.object}${after ?? ""}`;
      return `${before ?? ""}${f.subject} ${thirdPersonVerb(next, plural)}`;
    });
    return tidy2(s);
  }
  s = s.replace(/\bi'm\b|\bi am\b/gi, `${f.subject} ${f.be}`);
  s = s.replace(/\bi've\b|\bi have\b/gi, `${f.subject} ${f.have}`);
  s = s.replace(/\bi was\b/gi, `${f.subject} ${f.was}`);
  s = s.replace(/\bi'll\b/gi, `${f.subject} will`);
  s = s.replace(/\bi'd\b/gi, `${f.subject} would`);
  s = s.replace(/\bi don't\b|\bi do not\b/gi, `${f.subject} ${plural ? "do" : "does"} not`);
  s = s.replace(/\bi didn't\b/gi, `${f.subject} did not`);
  s = s.replace(/\bi haven't\b/gi, `${f.subject} ${plural ? "have" : "has"} not`);
  s = s.replace(/\bi can't\b|\bi cannot\b/gi, `${f.subject} cannot`);
  s = s.replace(/\bi\s+(\w+)(\s+\w+)?/gi, (_, first, second) => {
    const word = first.toLowerCase();
    if (isAdverb(word) && second) return `${f.subject} ${word} ${thirdPersonVerb(second.trim().toLowerCase(), plural)}`;
    return `${f.subject} ${thirdPersonVerb(word, plural)}${second ?? ""}`;
  });
  if (pronoun === "they") s = s.replace(/\b(and|but|so|or)\s+the patient\b/gi, "$1");
  s = s.replace(/\b(hurting|bothering|killing|bugging|troubling)\s+me\b/gi, "$1");
  if (pronoun === "they") s = s.replace(/^my\b/i, "the");
  s = s.replace(/\bmyself\b/gi, f.reflexive);
  s = s.replace(/\bmy\b/gi, f.possessive);
  s = s.replace(/\bme\b/gi, f.object);
  s = s.replace(/\bmine\b/gi, pronoun === "she" ? "hers" : pronoun === "he" ? "his" : "theirs");
  return tidy2(s);
}
__name(toThirdPerson, "toThirdPerson");
function tidy2(s) {
  const t = s.replace(/\s{2,}/g, " ").trim().replace(/(?:[\s,]+(?:and|but|so)?\s*(?:i'll|i will|i'm|i)\s*(?:\.\.\.|…))$/i, ".").replace(/(?:[\s,]+(?:and|or|but|so|if|because|that|which|then|and then|when|while|where))+([.!?]?)$/i, "$1").replace(/,+\s*([.!?])/g, "$1");
  if (/^(?:we will|she will|he will|the patient will)?\s*(?:go ahead|proceed)\s*[.!]?$/i.test(t)) return "";
  if (/^(?:we will|we are going to|let's|let us)?\s*(?:talk|go over|go through|discuss)(?: a little bit| a little| briefly| quickly)?(?: about)?(?: (?:my|our|the))? (?:assessment|plan)(?: and (?:my |our |the )?plan)?(?: for (?:him|her|them|the patient|today))?\s*[.!]?$/i.test(t)) return "";
  return t;
}
__name(tidy2, "tidy");
var OBJECT_VERBS = /* @__PURE__ */ new Set(["give", "see", "tell", "show", "send", "get", "put", "help", "ask", "call", "place", "swab", "start", "prescribe", "refer", "examine", "let", "check", "keep", "take", "bring", "make", "have", "want", "need", "thank", "for", "to", "with", "on", "at", "about", "from", "by", "of", "than", "like", "told", "gave", "saw", "asked", "sent"]);
var OBJECT_FOLLOWERS = /* @__PURE__ */ new Set(["to", "for", "with", "on", "in", "at", "about", "from", "back", "up", "down", "out", "and", "or", "next", "again", "soon", "later", "today", "tomorrow", "then", "some", "a", "an", "the", "this", "that", "any", "in", "over", "off", "know"]);
var FEMALE = /\b(?:she|her|hers|herself|ms|mrs|miss|woman|female|girl|lady|mother of)\b/gi;
var MALE = /\b(?:he|him|his|himself|mr|mister|man|male|boy|gentleman|father of)\b/gi;
var FEMALE_SURE = /\b(?:year[- ]old (?:female|woman|girl|lady)|mrs|ms|miss)\b/gi;
var MALE_SURE = /\b(?:year[- ]old (?:male|man|boy|gentleman)|mr|mister)\b/gi;
var SURE_WEIGHT = 5;
function inferPronoun(text) {
  const female = (text.match(FEMALE)?.length ?? 0) + SURE_WEIGHT * (text.match(FEMALE_SURE)?.length ?? 0);
  const male = (text.match(MALE)?.length ?? 0) + SURE_WEIGHT * (text.match(MALE_SURE)?.length ?? 0);
  if (female > male * 1.5 && female >= 2) return "she";
  if (male > female * 1.5 && male >= 2) return "he";
  return "they";
}
__name(inferPronoun, "inferPronoun");

// server/src/engines/notes/embedded/note-writer.ts
var phaseList = z6.array(z6.string().min(1));
var phases = z6.object({ examination: phaseList, results: phaseList, assessment: phaseList, reasonForVisit: phaseList, dictation: phaseList, explanation: phaseList, openingQuestion: phaseList }).strict();
var phasesSchema = z6.object({ $comment: z6.string() }).and(z6.object(Object.fromEntries(LANGUAGES.map((l) => [l, phases]))));
var PHASES = phasesSchema.parse(JSON.parse(fs5.readFileSync(new URL("./lexicon/visit-phases.json", import.meta.url), "utf8")));
var cue = /* @__PURE__ */ __name((list, joined = false) => new RegExp(`(?<![\\p{L}])(?:${alternation(list, ",?\\s+")})${joined ? "" : "(?![\\p{L}])"}`, "iu"), "cue");
var CUES = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    {
      examination: cue(PHASES[l].examination, l === "ar"),
      results: cue(PHASES[l].results),
      assessment: cue(PHASES[l].assessment),
      reason: cue(PHASES[l].reasonForVisit),
      dictation: cue(PHASES[l].dictation),
      opening: cue(PHASES[l].openingQuestion),
      // Only as the sentence's lead: "Det betyder att hjärtat får för lite syre", "That means the valve...".
      explanation: new RegExp(`^(?:(?:och|and|og|und|ja|so|s\xE5|also|okay|okej|ok|well|allts\xE5|eli|yani|\u0648)[,]?\\s+)*${cue(PHASES[l].explanation).source}[,:]?\\s*`, "iu"),
      // The same words inside a run-on: what follows them is the explanation ("...kärlkramp det betyder att hjärtat...").
      explainedAfter: new RegExp(`(?:,\\s*|\\s)${cue(PHASES[l].explanation).source}`, "iu")
    }
  ])
);
var statesJudgement = /* @__PURE__ */ __name((text, language) => CUES[language].assessment.test(text) || NAMES_DIAGNOSIS.test(text) || SPEAKS_FOR.test(text), "statesJudgement");
var SPEAKS_FOR = /(?<![\p{L}])(?:det|allt|bilden|fynden|svaret|provsvaren)\s+talar\s+(?:\p{L}+,?\s+){0,4}?för(?![\p{L}])/iu;
var WORDS_PER_VISIT_WORD = 0.25;
var MIN_NOTE_WORDS = 150;
var MAX_NOTE_WORDS = 430;
var MAX_STATEMENT_WORDS = 40;
var MIN_UNCUED_CONTENT_WORDS = 3;
function writeStatements(transcript, spoken) {
  const { utterances, labelled, speakers } = cleanTranscript(withRelativeLabels(transcript), spoken);
  const pronoun = spoken === "en" ? inferPronoun(transcript) : "they";
  const patientSpeaks = !labelled && speaksForThemself(transcript);
  const patientAlone = speakers === 2 && !utterances.some((u) => u.role === "other");
  const statements = [];
  const unwritten = [];
  let phase = "history";
  let familyQuestionAt = -2;
  let namedBefore = [];
  let clinicianNamed = [];
  let clinicianTurn = -1;
  let othersNamed = [];
  let othersTurn = -2;
  let openedAt = -OPENING_REACH - 1;
  const cues = CUES[spoken];
  const vocative = vocativePattern(utterances, spoken);
  const examinationAt = utterances.findIndex((u, i) => leads(u.role) && i >= utterances.length * EXAMINATION_FROM && cues.examination.test(u.text));
  for (let i = 0; i < utterances.length; i++) {
    const u = utterances[i];
    if (leads(u.role)) {
      const said = withoutVocative(u.text, vocative);
      if (statesJudgement(said, spoken) && phase !== "assessmentAndPlan" && i > utterances.length * 0.3 && i > examinationAt) phase = "assessmentAndPlan";
      else if (cues.examination.test(said) && phase === "history" && i >= utterances.length * EXAMINATION_FROM) phase = "examination";
      else if (cues.results.test(said) && (phase === "examination" || phase === "history") && i > utterances.length * 0.3) phase = "results";
      if (phase === "history" && cues.opening.test(u.text) && i < utterances.length * 0.5) openedAt = i;
    }
    if (isSmallTalk(u.text, spoken)) continue;
    if (u.question) {
      if (FAMILY_QUESTION.test(u.text)) familyQuestionAt = i;
      const answer = utterances[i + 1];
      if (answer && answer.role !== u.role && !answer.question) {
        const folded = foldQuestion(u, answer, spoken);
        if (folded) {
          statements.push(makeStatement(folded, clinicianYouToPatient(folded, spoken), "subjective", "patient", phase, i, spoken, false));
          i++;
          continue;
        }
      }
      const stated = STATED_THEN_ASKED.test(u.text) && leads(u.role) && answer !== void 0 && CONFIRMED.test(answer.text);
      if (!/[?؟]$/.test(u.text) && WH_QUESTION.test(u.text) || stated) {
        const asked = makeStatement(u.text, "", "subjective", u.role, phase, i, spoken, false);
        if (asked.mentions.some((m) => m.status === "present")) unwritten.push(asked);
      }
      continue;
    }
    const unpunctuated = !/[.!?]$/.test(u.text);
    if (u.role !== utterances[i - 1]?.role || /[.!?]$/.test(utterances[i - 1].text)) namedBefore = [];
    const pieces = splitLong(u.text);
    for (const [p, spokenPiece] of pieces.entries()) {
      const piece = unpunctuated ? spokenPiece.replace(/\.$/, "") : spokenPiece;
      if (contentWords(piece, spoken).length === 0) continue;
      const analysed = analyseSentence(piece, spoken);
      if (analysed.pointsBack) ruleOutNamedBefore(namedBefore);
      if (analysed.mentions.length) namedBefore = analysed.mentions;
      if (leads(u.role)) {
        if (u.turn !== clinicianTurn) [clinicianNamed, clinicianTurn] = [[], u.turn];
        clinicianNamed.push(...analysed.mentions);
      } else if (labelled && u.role === "patient") echoed(analysed.mentions, clinicianNamed, piece, spoken);
      const announced = leads(u.role) && cues.examination.test(piece) && contentWords(piece, spoken).length <= ANNOUNCEMENT_WORDS && !HAS_NUMBER.test(piece) && !EXAMINATION_FINDING.test(piece);
      if (announced && analysed.mentions.length === 0) continue;
      const judges = !labelled && u.role === "patient" && (OWN_JUDGEMENT.test(piece) || statesJudgement(piece, spoken));
      const role = judges ? "clinician" : u.role;
      if (i === familyQuestionAt + 1) {
        for (const m of analysed.mentions) if (m.status === "present") m.status = "other_person";
      }
      const closing = analysed.mentions.at(-1);
      const words5 = analysed.tokens.filter((t) => !t.punct && t.norm !== ",").map((t) => t.norm);
      const next = pieces[p + 1] ?? utterances[i + 1]?.text ?? "";
      if (unpunctuated && closing?.status === "present" && closing.end === words5.length) {
        deniedRightAfter(closing, piece, next, spoken);
        if (closing.status !== "present") {
          for (const m of listBefore(analysed.mentions, closing, words5)) if (m.status === "present") m.status = closing.status;
        }
      }
      if (unpunctuated) askedInRun(analysed.mentions, words5, lastWord(pieces[p - 1] ?? utterances[i - 1]?.text), next, spoken);
      if (labelled && role === "other" && SPEAKER_OWN.test(piece)) {
        for (const m of analysed.mentions) if (m.status === "present") m.status = "other_person";
      }
      const toldOfOther = labelled ? role === "patient" || patientAlone && leads(role) && !PATIENT_HAS.test(piece) : patientSpeaks;
      if (toldOfOther && OTHER_HAS.test(piece) && !SPEAKER_OWN.test(piece)) {
        for (const m of analysed.mentions) if (m.status === "present") m.status = "other_person";
      }
      if (labelled && role === "patient") {
        if (u.turn !== othersTurn) [othersNamed, othersTurn] = [[], u.turn];
        othersNamed.push(...analysed.mentions.filter((m) => m.status === "other_person"));
      } else if (labelled && leads(role) && u.turn === othersTurn + 1 && !ADDRESSES_PATIENT.test(piece)) {
        for (const m of analysed.mentions) if (m.status === "present" && othersNamed.some((o) => o.entry.code === m.entry.code)) m.status = "other_person";
      }
      const explained = leads(role) ? cues.explanation.exec(piece) : null;
      const told = withoutExplanation(withoutVocative(explained && explained[0].length < piece.length ? capitalise(piece.slice(explained[0].length)) : piece, vocative), leads(role) ? cues.explainedAfter : void 0);
      const slot = explained || judges ? namesCondition(analysed.mentions) ? "assessment" : void 0 : slotOf(told, role, phase, analysed.mentions, spoken, labelled);
      const statesReason = cues.reason.test(piece) && phase === "history";
      const written = slot ? rewrite(told, role, slot, spoken, pronoun) : "";
      const statement = { original: piece, written, slot: slot ?? "subjective", role, phase, order: i, mentions: analysed.mentions, statesReason };
      if (phase === "history" && (role === "patient" || role === "other") && i > openedAt && i <= openedAt + OPENING_REACH) statement.answersOpening = true;
      if (statesReason || statement.answersOpening) statement.namesComplaint = namesComplaint(piece, statesReason ? cues.reason : void 0, spoken);
      if (slot && written && negationKept(analysed, written, spoken)) statements.push(statement);
      else if (analysed.mentions.length > 0 && (role !== "patient" || !labelled && phase !== "history")) unwritten.push(statement);
      else if (analysed.mentions.some((m) => m.status === "absent")) unwritten.push({ ...statement, mentions: analysed.mentions.filter((m) => m.status === "absent") });
    }
  }
  return { statements, kept: choose2(statements, transcript, spoken), unwritten, pronoun, labelled };
}
__name(writeStatements, "writeStatements");
function listBefore(mentions, last, words5) {
  const listed = [];
  let end = last.start;
  for (const m of [...mentions].reverse()) {
    if (m === last || m.end > end) continue;
    const between = words5.slice(m.end, end);
    if (between.length === 0 || !between.every((w) => LIST_JOINS.has(w))) break;
    listed.push(m);
    end = m.start;
  }
  return listed;
}
__name(listBefore, "listBefore");
var LIST_JOINS = /* @__PURE__ */ new Set(["eller", "och", "or", "and", "og", "und", "oder", "tai", "ja", "veya", "ve"]);
var CARRY_WORDS = 10;
function deniedRightAfter(closing, piece, after, spoken) {
  if (!after) return;
  if (answeredNo(after, spoken)) {
    closing.status = "absent";
    return;
  }
  const words5 = after.split(/\s+/).slice(0, CARRY_WORDS);
  const named = analyseSentence(words5.join(" "), spoken).mentions;
  const again = (named[1] ? analyseSentence(words5.slice(0, named[1].start).join(" "), spoken).mentions : named)[0];
  if (again?.status === "absent" && again.entry.code === closing.entry.code) {
    closing.status = "absent";
    return;
  }
  const carried = words5.slice(0, named[0]?.start ?? words5.length).join(" ");
  if (!carried) return;
  const joined = analyseSentence(`${piece} ${carried}`, spoken).mentions.find((m) => m.start === closing.start && m.entry.code === closing.entry.code);
  if (joined && joined.status !== "present") closing.status = joined.status;
}
__name(deniedRightAfter, "deniedRightAfter");
var ECHO_WORDS = 6;
function echoed(mentions, said, piece, spoken) {
  if (mentions.length === 0 || contentWords(piece, spoken).length > ECHO_WORDS || SPEAKER_OWN.test(piece)) return;
  const before = mentions.map((m) => said.find((o) => o.entry.code === m.entry.code));
  if (before.some((o) => !o || o.status === "present")) return;
  mentions.forEach((m, k) => m.status = before[k].status);
}
__name(echoed, "echoed");
var ASKING_VERB = /* @__PURE__ */ new Set(["har", "hade", "brukar", "\xE4r"]);
var ASKED_PERSON = /* @__PURE__ */ new Set(["du", "ni", "han", "hon", "dere", "hun", "i", "det"]);
var ASKED_FILLER = /* @__PURE__ */ new Set(["haft", "hatt", "n\xE5gon", "n\xE5n", "n\xE5got", "n\xE5t", "n\xE5gra", "n\xE5ra", "noen", "noe", "nogen", "noget", "nogle", "ha", "f\xE5", "f\xE5tt", "k\xE4nt", "problem", "besv\xE4r", "med", "av", "ocks\xE5", "ofta", "ibland", "f\xF6rut", "tidigare", "n\xE5nsin", "n\xE5gonsin", "e", "en", "ett", "et"]);
var FRONTED = /* @__PURE__ */ new Set([
  ...["d\xE5", "s\xE5", "nu", "sen", "sedan", "idag", "ju", "allts\xE5", "d\xE4rf\xF6r", "faktiskt", "fortfarande", "ocks\xE5", "\xE4ven", "h\xE4r", "d\xE4r", "dessutom", "nog", "kanske", "s\xE4kert"],
  ...["redan", "\xE4nd\xE5", "annars", "dock", "d\xE4rmed", "alltid", "ofta", "ibland", "aldrig", "fall", "klart", "det", "dem", "den", "vad", "hur", "l\xE4nge", "n\xE4r", "var", "vilken", "vilka", "vilket"],
  ...["n\xE5", "jo", "alts\xE5", "derfor", "ogs\xE5", "her", "der", "kanskje", "m\xE5ske", "sikkert", "aldri", "altid", "hva", "hvad", "hvor", "n\xE5r", "hvorn\xE5r"]
]);
var FRONTED_ADVERB = /(?:vis|ligen|tals|lig|igt)$/u;
var ASKED_TAIL = /* @__PURE__ */ new Set(["eller", "och", "n\xE5gon", "n\xE5n", "g\xE5ng", "f\xF6rut", "tidigare", "n\xE5nsin", "n\xE5gonsin", "sen", "innan", "i", "familjen", "sl\xE4kten", "du", "ni", "alls", "noen", "gang", "gange", "nogensinde", "og"]);
var ANSWER_WORDS = 6;
function askedInRun(mentions, words5, previous, after, spoken) {
  if (spoken !== "sv" && spoken !== "nb" && spoken !== "da") return;
  const asked = [];
  for (const m of mentions) {
    const previousAsked = asked.at(-1);
    const listed = previousAsked !== void 0 && words5.slice(previousAsked.end, m.start).every((w) => LIST_JOINS.has(w) || ASKED_FILLER.has(w));
    if (m.status === "present" && (listed || askedBefore(words5, m.start, previous))) asked.push(m);
  }
  if (asked.length === 0) return;
  const last = Math.max(...asked.map((m) => m.end));
  let tail = [...words5.slice(last), ...after.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)];
  while (tail.length && (ASKED_TAIL.has(tail[0]) || mentions.some((m) => m.start >= last && words5[m.start] === tail[0]))) tail = tail.slice(1);
  const answer = answerPolarity(tail.slice(0, ANSWER_WORDS).join(" "), spoken);
  if (answer === "yes") return;
  for (const m of asked) m.status = answer === "no" ? "absent" : "hypothetical";
}
__name(askedInRun, "askedInRun");
var lastWord = /* @__PURE__ */ __name((text) => text?.toLowerCase().match(/[\p{L}\p{N}]+(?=[^\p{L}\p{N}]*$)/u)?.[0], "lastWord");
function askedBefore(words5, start, previous) {
  let i = start - 1;
  while (i >= 0 && ASKED_FILLER.has(words5[i])) i--;
  if (words5[i] === "sj\xE4lv" && words5[i - 1] === "du") return true;
  if (i < 1 || !ASKED_PERSON.has(words5[i]) || !ASKING_VERB.has(words5[i - 1])) return false;
  const before = words5[i - 2] ?? previous;
  return before === void 0 || !(FRONTED.has(before) || FRONTED_ADVERB.test(before));
}
__name(askedBefore, "askedBefore");
var answeredNo = /* @__PURE__ */ __name((answer, language) => answerPolarity(answer, language) === "no" && !EXCLAMATION.test(answer), "answeredNo");
var EXCLAMATION = /^\P{L}*\p{L}+[\s,]+(?:men|but|mutta|aber|ama|lakin|vad|way|oj|wow)(?![\p{L}])/iu;
var STATED_THEN_ASKED = /^(?:(?:och|så|men|okej|bra|and|so)\s+)*(?:du|ni|hon|han|dere|you|she|he)\s+(?:har|hade|tar|fick|have|had|take|has)(?![\p{L}])/iu;
var CONFIRMED = /^\P{L}*(?:\p{L}+\P{L}+){0,2}(?:ja|jo|japp|precis|stämmer|exakt|yes|yeah|yep|right|correct|that's right)(?![\p{L}])/iu;
var WH_QUESTION = /^(?:vad|hur|när|varför|vilken|vilka|what|how|when|why|which|hva|hvordan|når|hvorfor|hvad|hvornår|was|wie|wann|warum|welche|mitä|miten|milloin|miksi|kuinka)(?![\p{L}])/iu;
var SPEAKER_OWN = /(?<![\p{L}])(?:jag (?:har|får|fick|hade)|jeg (?:har|får|fikk|fik|hadde|havde)|i (?:have|had|get|got)|i've|ich (?:habe|hatte|bekomme)|minulla (?:on|oli)|bende|عندي)(?![\p{L}])/iu;
var FIRST_PERSON_HAS = new RegExp(SPEAKER_OWN.source, "giu");
var THIRD_PERSON_HAS = /(?<![\p{L}])(?:(?:han|hon|hen|hun) (?:har|får|fick|hade|hadde|havde|fikk|fik|är|er|var|mår)|(?:he|she) (?:has|had|is|was|gets|got|feels)|(?:er|sie) (?:hat|hatte|ist|war))(?![\p{L}])/giu;
var MIN_OWN = 3;
function speaksForThemself(transcript) {
  const own = transcript.match(FIRST_PERSON_HAS)?.length ?? 0;
  return own >= MIN_OWN && own >= (transcript.match(THIRD_PERSON_HAS)?.length ?? 0);
}
__name(speaksForThemself, "speaksForThemself");
var PATIENT_HAS = /(?<![\p{L}])(?:du (?:har|hade|fick|får)|you (?:have|had|got)|you've|sie haben|sie hatten|du hast|du hattest|dere har|du havde|sinulla on|sizde|senin)(?![\p{L}])/iu;
var ADDRESSES_PATIENT = /(?<![\p{L}])(?:du|dig|din|ditt|dina|ni|you|your|yours|deg|dere|dine|dit|jer|sie|ihnen|ihr|sinä|sinulla|sinun|sen|senin|siz|sizin|patienten|the patient)(?![\p{L}])/iu;
var OTHER_HAS = /(?<![\p{L}])(?:(?:han|hon|hen) (?:har|får|fick|hade|lider|äter|tar|medicinerar|behandlas|opererades|dog)|(?:hans|hennes|hendes) \p{L}+|(?:min|mitt|mina|vår|vårt|våra) (?:dotter|son|barn|barnbarn|grabb|tjej) (?:har|fick|hade)|(?:min|mitt|mine|vår|vårt|våre|vores) (?:datter|sønn|søn|barn|barnebarn|barnebarn) (?:har|fikk|fik|hadde|havde)|my (?:daughter|son|kids?|child|grandson|granddaughter) (?:has|had|got)|(?:meine tochter|mein sohn|mein kind|meine kinder) (?:hat|hatte|haben|hatten)|(?:han|hun) (?:har|får|fikk|fik|hadde|havde|lider)|(?:he|she) (?:has|had|gets|got|takes|died)|(?:he|she)(?:'s| has) got|(?:er|sie) (?:hat|hatte|bekam|bekommt)|hänellä (?:on|oli)|onun (?:var|vardı)|عنده|عندها)(?![\p{L}])/iu;
var ORDERED = { test: /* @__PURE__ */ __name((text) => CLINICIAN_ACTION.test(text) || TIME_AHEAD.test(text) || IMPERATIVE.test(text.trim()), "test") };
var TAKES = /(?<![\p{L}])(?:is on|are on|she's on|he's on|they're on|takes|is taking|has been taking|du tar|patienten tar|hon tar|han tar|står på|går på|använder|nimmt|nehmen sie|bruker|tager|käyttää)(?![\p{L}])/iu;
var BARE_FINDING_WORDS = 8;
var GENERIC = /^(?:(?:and|but|so|och|men|så|og|und|aber)[,]?\s+)?(?:many people|some people|most people|people often|in general|generally|man(?=\s+(?:kan|får|brukar|blir|kissar|måste|ska|vet|kann|muss|bekommt|får|blir|kan)\b)|många|de flesta|det är vanligt att|det är vanligt|det er vanlig|det er almindeligt|viele menschen|manche menschen|monet|useimmat)(?![\p{L}])/iu;
var HAS_CONDITION = /^(?:(?:so|and|okay|så|och|og|also|ja)[,]?\s+)*(?:she|he|the patient|you|patienten|hon|han|du|pasienten|hun|sie|er|hän|sinulla|hänellä)\s+(?:has|have|har|hat|haben|on)\s+(?!not\b|no\b|inte\b|ingen\b|inget\b|ikke\b|kein|ei\b)/iu;
var PROBLEM_LIST = /^(?:(?:so|and|okay|och|så)[,]?\s+)?(?:number (?:one|two|three|four|five|six|\d)|problem (?:number )?(?:one|two|three|four|five|\d)|first problem|second problem|next problem|nummer (?:ett|två|tre|fyra|\d)|punkt (?:ett|två|tre|\d))\b[,:.]?/iu;
var SUPPOSED = /^(?:\p{L}+[,]?\s+)?(?:if|om|hvis|wenn|falls|jos|eğer|إذا|لو)(?![\p{L}])/iu;
var REMARK_LEAD = /(?<![\p{L}])(?:det är (?:en|ett)|det er (?:en|et)|this is|it is a|it's a)(?![\p{L}])/giu;
var EXAMINATION_FROM = 0.2;
var ANNOUNCEMENT_WORDS = 4;
var EXAMINATION_FINDING = /(?<![\p{L}])(?:normal\w*|rodnad|röd|svullen|öm|ua|u\.a\.|clear|red|swollen|tender|negative|positive|ingen|inga|inget|no|ikke|keine|kein|ei)(?![\p{L}])/iu;
var OPENING_REACH = 3;
var leads = /* @__PURE__ */ __name((role) => role === "clinician" || role === "unknown", "leads");
var namesCondition = /* @__PURE__ */ __name((mentions, status = "present") => mentions.some((m) => m.status === status && !m.entry.code.startsWith("R") && !m.entry.code.startsWith("Z")), "namesCondition");
var RELATIVE_LABEL = /^([ \t]*)(?:mor|far|mamma|pappa|mother|father|mom|mum|dad|wife|husband|daughter|son|hustru|make|fru|dotter|son|äiti|isä|vaimo|mies|tytär|poika|kone|mann|datter|sønn|søn|mutter|vater|ehefrau|ehemann|tochter|sohn|anne|baba|eşi|kızı|oğlu|الأم|الأب|الزوجة|الزوج|الابنة|الابن)[ \t]*:/gimu;
var withRelativeLabels = /* @__PURE__ */ __name((transcript) => transcript.replace(RELATIVE_LABEL, "$1relative:"), "withRelativeLabels");
var NOT_A_NAME2 = /^(?:i|dr|doctor|doktor|mr|mrs|ms|miss|frau|herr|fru|hr|bay|bayan|hanım|bey|okay|ok|okej|hello|hi|hej|hei|moi|hallo|merhaba|welcome|välkommen|velkommen|tervetuloa|willkommen|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/iu;
function vocativePattern(utterances, spoken) {
  const names = /* @__PURE__ */ new Set();
  for (const u of utterances.slice(0, OPENING_NAME_UTTERANCES)) {
    const tokens = u.text.split(/\s+/);
    tokens.forEach((token, k) => {
      const word = token.replace(/[^\p{L}-]/gu, "");
      const before = tokens[k - 1] ?? "";
      if (k === 0 || /[.!?]$/.test(before) || word.length < 3 || !/^\p{Lu}\p{Ll}+$/u.test(word) || NOT_A_NAME2.test(word)) return;
      if (spoken === "de" && !/^(?:frau|herr)$/iu.test(before)) return;
      names.add(word);
    });
  }
  if (names.size === 0) return void 0;
  const name = `(?:${[...names].join("|")})`;
  return new RegExp(`(^|,)\\s*(?:(?:mr|mrs|ms|miss|dr|frau|herr|fru)\\.?\\s+)?${name}(?:\\s+${name})*\\s*(?=[,.!?]|$)`, "gu");
}
__name(vocativePattern, "vocativePattern");
var OPENING_NAME_UTTERANCES = 4;
function withoutExplanation(text, explainedAfter) {
  const m = explainedAfter?.exec(text);
  if (!m || words(text.slice(0, m.index)).length < MIN_BEFORE_EXPLANATION_WORDS) return text;
  return ensurePeriod(text.slice(0, m.index).replace(/[\s,;:]+$/, ""));
}
__name(withoutExplanation, "withoutExplanation");
var MIN_BEFORE_EXPLANATION_WORDS = 3;
var ARABIC_ADDRESS = /(?<=^|\s|،)يا\s+[^\s،,]+(?:\s+[^\s،,]+)?\s*[،,]\s*/gu;
function withoutVocative(text, vocative) {
  const addressed = (vocative ? text.replace(vocative, "$1") : text).replace(ARABIC_ADDRESS, "");
  if (addressed === text) return text;
  const out = addressed.replace(/^\s*,\s*/, "").replace(/,(?:\s*,)+/g, ",").replace(/,\s*([.!?]?)$/, "$1").trim();
  return out && /[\p{L}\p{N}]/u.test(out) ? capitalise(out) : text;
}
__name(withoutVocative, "withoutVocative");
function makeStatement(original, written, slot, role, phase, order, spoken, statesReason) {
  return { original, written, slot, role, phase, order, mentions: findMentions(original, spoken), statesReason };
}
__name(makeStatement, "makeStatement");
function foldQuestion(question, answer, spoken) {
  const polarity = answerPolarity(answer.text, spoken);
  if (!polarity) return void 0;
  const folded = foldAnswers([`${question.text.replace(/[?.]*$/, "")}?`, answer.text], spoken);
  const first = folded[0];
  return first?.folded ? first.text : void 0;
}
__name(foldQuestion, "foldQuestion");
var MIN_TAIL_WORDS = 12;
var LEADS_ON = /* @__PURE__ */ new Set([
  "i",
  "p\xE5",
  "av",
  "till",
  "med",
  "f\xF6r",
  "om",
  "en",
  "ett",
  "och",
  "eller",
  "att",
  "som",
  "inte",
  "ingen",
  "inga",
  "in",
  "on",
  "of",
  "to",
  "at",
  "with",
  "for",
  "a",
  "an",
  "the",
  "and",
  "or",
  "no",
  "not",
  "og",
  "ikke",
  "ei",
  "und",
  "oder",
  "mit",
  "von",
  "im",
  "ein",
  "eine",
  "einen",
  "nicht",
  "kein",
  "keine",
  "ja",
  "tai",
  "ve",
  "veya"
]);
var CUT_REACH = 4;
function splitLong(text) {
  const pieces = splitActions(ensurePeriod(capitalise(text)));
  return pieces.flatMap((p) => {
    const words5 = p.split(/\s+/);
    if (words5.length <= MAX_STATEMENT_WORDS) return [p];
    const out = [];
    for (let i = 0; i < words5.length; i += MAX_STATEMENT_WORDS) {
      const rest = words5.length - (i + MAX_STATEMENT_WORDS);
      let end = rest > 0 && rest < MIN_TAIL_WORDS ? words5.length : i + MAX_STATEMENT_WORDS;
      while (end < words5.length && end < i + MAX_STATEMENT_WORDS + CUT_REACH && LEADS_ON.has(words5[end - 1].toLowerCase())) end++;
      out.push(ensurePeriod(words5.slice(i, end).join(" ")));
      i = end - MAX_STATEMENT_WORDS;
    }
    return out;
  });
}
__name(splitLong, "splitLong");
function slotOf(text, role, phase, mentions, spoken, labelled) {
  const cued = classifySentence(text, {
    namesDiagnosis: namesCondition(mentions),
    deniesDiagnosis: namesCondition(mentions, "absent")
  });
  const kind = cued === "drop" && leads(role) && namesDosedDrug(text) ? "plan" : cued;
  if (kind === "drop") {
    const clinical = mentions.length > 0 || leads(role) && NAMES_DIAGNOSIS.test(text) || (role === "patient" || role === "other") && contentWords(text, spoken).length >= MIN_UNCUED_CONTENT_WORDS;
    if (!clinical) return void 0;
  }
  if (role === "patient" || role === "other") {
    if (phase === "history") return kind === "drop" || kind === "cause" || kind === "plan" || kind === "assessment" ? "subjective" : kind;
    return kind === "subjective" || kind === "cause" ? "subjective" : void 0;
  }
  if (NAMES_DIAGNOSIS.test(text) && (namesCondition(mentions) || mentions.length === 0 && kind === "drop" && !SUPPOSED.test(text)) && !ORDERED.test(text)) return "assessment";
  switch (phase) {
    case "history":
      if (kind === "plan" && TAKES.test(text) && !ORDERED.test(text)) return "subjective";
      if (kind === "assessment" && mentions.length === 0 && !ASSESSMENT.test(` ${text.toLowerCase().replace(REMARK_LEAD, " ")} `) && contentWords(text, spoken).length < MIN_UNCUED_CONTENT_WORDS) return void 0;
      if (kind === "objective" || kind === "plan" || kind === "assessment") return kind;
      if (leads(role) && SPEAKS_FOR.test(text) && namesCondition(mentions) && !ORDERED.test(text)) return "assessment";
      return "subjective";
    case "examination":
    case "results":
      if (kind === "plan" && (RESULT.test(text) || EXAMINATION.test(text)) && !ORDERED.test(text)) return "objective";
      if (HAS_CONDITION.test(text) && namesCondition(mentions) && !ORDERED.test(text)) return "assessment";
      if (kind === "plan" || kind === "assessment") return kind;
      return "objective";
    case "assessmentAndPlan":
      if (GENERIC.test(text) && kind !== "assessment" && !HAS_NUMBER.test(text) && !ORDERED.test(text)) return void 0;
      if (kind === "objective") return HAS_NUMBER.test(text) || RESULT.test(text) ? "objective" : "plan";
      if (HAS_CONDITION.test(text) && namesCondition(mentions) && !ORDERED.test(text)) return "assessment";
      if (PROBLEM_LIST.test(text) && namesCondition(mentions)) return "assessment";
      if (kind === "drop" && mentions.length > 0 && role === "clinician" && labelled && !HAS_NUMBER.test(text) && contentWords(text, spoken).length <= BARE_FINDING_WORDS) return "assessment";
      if (kind === "plan") return "plan";
      return kind === "assessment" ? "assessment" : "plan";
  }
}
__name(slotOf, "slotOf");
function rewrite(text, role, slot, spoken, pronoun) {
  if (spoken === "en") {
    const third = toThirdPerson(text.replace(/^(?:(?:okay|ok|alright|all right|so|now|well|and|yeah|yes|um|uh|hmm|that means(?: that)?|which means(?: that)?|basically)[,.]?\s+)+/i, ""), role, pronoun);
    if (third && (slot === "objective" || slot === "assessment")) return toRecordStyle(third, spoken, slot);
    return third ? ensurePeriod(capitalise(third.replace(/[,;:\s]+$/, ""))) : "";
  }
  return toRecordStyle(text, spoken, slot, role);
}
__name(rewrite, "rewrite");
function negationKept(original, written, spoken) {
  const content = new Set(contentWords(original.tokens.map((t) => t.norm).join(" "), spoken));
  const denied = /* @__PURE__ */ new Set();
  original.tokens.forEach((t, i) => {
    if (original.status[i] === "absent" && !t.punct && t.norm.length > 2 && content.has(t.norm)) denied.add(t.norm);
  });
  if (denied.size === 0) return true;
  const affirmedBefore = presentCounts(original.tokens, original.status, denied);
  const writtenTokens = tokenize(written);
  const affirmedAfter = presentCounts(writtenTokens, assertTokens(writtenTokens, spoken), denied);
  return [...affirmedAfter].every(([word, n]) => n <= (affirmedBefore.get(word) ?? 0));
}
__name(negationKept, "negationKept");
function presentCounts(tokens, status, words5) {
  const counts = /* @__PURE__ */ new Map();
  tokens.forEach((t, i) => {
    if (words5.has(t.norm) && status[i] === "present") counts.set(t.norm, (counts.get(t.norm) ?? 0) + 1);
  });
  return counts;
}
__name(presentCounts, "presentCounts");
function choose2(statements, transcript, spoken) {
  const visitWords = transcript.split(/\s+/).length;
  const budget = Math.min(MAX_NOTE_WORDS, Math.max(MIN_NOTE_WORDS, Math.round(visitWords * WORDS_PER_VISIT_WORD)));
  const candidates = dedupe(statements).map((s) => {
    const content = [...new Set(contentWords(s.written, spoken))];
    return { s, words: s.written.split(/\s+/).length, content, weights: content.map(weightOf) };
  });
  if (candidates.reduce((sum, c) => sum + c.words, 0) <= budget) return candidates.map((c) => c.s);
  const covered = /* @__PURE__ */ new Set();
  const chosen = /* @__PURE__ */ new Set();
  let used = 0;
  const take = /* @__PURE__ */ __name((index) => {
    chosen.add(index);
    used += candidates[index].words;
    for (const w of candidates[index].content) covered.add(w);
  }, "take");
  for (const slot of ["subjective", "objective", "assessment", "plan"]) {
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
  for (; ; ) {
    let best = -1;
    let bestGain = 0;
    candidates.forEach((c, index) => {
      if (chosen.has(index) || used + c.words > budget * 1.05) return;
      let gain = 0;
      c.content.forEach((w, i) => {
        if (!covered.has(w)) gain += c.weights[i];
      });
      gain += c.s.mentions.length;
      if (c.s.slot !== "subjective") gain *= c.s.slot === "assessment" ? ASSESSMENT_WEIGHT : 1.2;
      const score = gain / Math.sqrt(c.words + 4);
      if (score > bestGain) {
        bestGain = score;
        best = index;
      }
    });
    if (best < 0 || bestGain < 0.35) break;
    take(best);
  }
  return [...chosen].sort((a, b) => a - b).map((i) => candidates[i].s);
}
__name(choose2, "choose");
var weightOf = /* @__PURE__ */ __name((word) => /\d/.test(word) ? 2 : 1, "weightOf");
var ASSESSMENT_WEIGHT = 1.5;
var SEED_MAX_WORDS = 40;
var MIN_SEED_SCORE = 0.5;
var FAMILY_QUESTION = /(?<![\p{L}])(?:family|relatives|run in|runs in|släkt|släkten|familj|familjen|suvussa|familien|slekten|slægten|familie|ailede|ailenizde|العائلة)(?![\p{L}])/iu;
function dedupe(statements) {
  const seen = /* @__PURE__ */ new Set();
  return statements.filter((s) => {
    const key = s.written.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
__name(dedupe, "dedupe");
function reasonStatement(statements) {
  return statements.find((s) => s.statesReason && s.namesComplaint) ?? // A denial or someone else's illness in the answer is never the reason for coming.
  [statements.find((s) => s.answersOpening && COMPLAINT.test(s.original) && !s.mentions.some((m) => m.status === "other_person" || m.status === "absent"))].find((s) => s?.namesComplaint) ?? statements.find((s) => s.statesReason);
}
__name(reasonStatement, "reasonStatement");
function reasonCue(language) {
  return REASON_AT[language];
}
__name(reasonCue, "reasonCue");
var REASON_AT = Object.fromEntries(LANGUAGES.map((l) => [l, new RegExp(`^(?![\\s\\S]*${CUES[l].reason.source})|${CUES[l].reason.source}`, "iu")]));
var MAX_REASON_WORDS = 8;
var NEGATED_REASON = /^(?:\p{L}+\s+)?(?:inte|ingen|inget|inga|no|not|denies|does not|did not|has not|ikke|ei|kein|keine|nicht|verneint|yok|değil|لا|ليس)(?![\p{L}])/iu;
function namesComplaint(text, cue2, spoken) {
  const m = cue2?.exec(text);
  const phrase = toCause(text, spoken, m ? m.index + m[0].length : 0);
  return words(phrase).length > 0 && words(phrase).length <= MAX_REASON_WORDS && !phrase.endsWith("\u2026") && COMPLAINT.test(phrase) && !NEGATED_REASON.test(phrase);
}
__name(namesComplaint, "namesComplaint");

// server/src/engines/notes/embedded/section-mapper.ts
var SYNONYMS = [
  ["assessmentAndPlan", ["bed\xF6mning och planering", "bed\xF6mning och \xE5tg\xE4rd", "bed\xF6mning/planering", "assessment and plan", "assessment & plan", "a/p", "arvio ja suunnitelma", "vurdering og plan", "beurteilung und procedere", "de\u011Ferlendirme ve plan", "\u0627\u0644\u062A\u0642\u064A\u064A\u0645 \u0648\u0627\u0644\u062E\u0637\u0629"]],
  ["cause", ["kontaktorsak", "bes\xF6ksanledning", "anledning till bes\xF6k", "reason for consultation", "presenting problem", "tulosyy ja esitiedot", "s\xF6korsak", "bes\xF6ksorsak", "orsak", "anledning", "reason for visit", "reason for encounter", "chief complaint", "presenting complaint", "cc", "k\xE4ynnin syy", "tulosyy", "kontakt\xE5rsak", "kontakt\xE5rsag", "henvendelses\xE5rsag", "vorstellungsgrund", "anlass", "konsultationsgrund", "ba\u015Fvuru nedeni", "\u015Fikayet", "\u0633\u0628\u0628 \u0627\u0644\u0632\u064A\u0627\u0631\u0629", "\u0627\u0644\u0634\u0643\u0648\u0649 \u0627\u0644\u0631\u0626\u064A\u0633\u064A\u0629"]],
  ["diagnosis", ["diagnos", "diagnoser", "diagnosis", "diagnoses", "diagnoosi", "diagnoosit", "diagnose", "diagnosen", "tan\u0131", "tan\u0131lar", "\u0627\u0644\u062A\u0634\u062E\u064A\u0635"]],
  ["medication", ["l\xE4kemedel", "mediciner", "medicinering", "medication", "medications", "drugs", "l\xE4\xE4kitys", "legemidler", "medicin", "medikation", "medikamente", "ila\xE7lar", "\u0627\u0644\u0623\u062F\u0648\u064A\u0629"]],
  ["allergies", ["allergier", "allergi", "\xF6verk\xE4nslighet", "allergies", "allergy", "allergiat", "allergiat ja yliherkkyydet", "allergien", "alerjiler", "\u0627\u0644\u062D\u0633\u0627\u0633\u064A\u0629", "varningar", "cave"]],
  ["social", ["socialt", "social anamnes", "sociala f\xF6rh\xE5llanden", "levnadsvanor", "social history", "social", "lifestyle", "sosiaalinen tilanne", "elintavat", "sosialt", "socialt", "sozialanamnese", "soziales", "sosyal \xF6yk\xFC", "\u0627\u0644\u062A\u0627\u0631\u064A\u062E \u0627\u0644\u0627\u062C\u062A\u0645\u0627\u0639\u064A"]],
  ["family", ["hereditet", "\xE4rftlighet", "familjeanamnes", "family history", "sukuanamneesi", "suku", "arvelighet", "familieanamnese", "arvelighed", "familienanamnese", "soyge\xE7mi\u015F", "\u0627\u0644\u062A\u0627\u0631\u064A\u062E \u0627\u0644\u0639\u0627\u0626\u0644\u064A"]],
  ["goals", ["m\xE5l", "goals", "goal", "tavoitteet", "ziele", "hedefler", "\u0627\u0644\u0623\u0647\u062F\u0627\u0641"]],
  ["history", ["tidigare sjukdomar", "sjukhistoria", "past medical history", "pmh", "medical history", "aiemmat sairaudet", "tidligere sykdommer", "vorerkrankungen", "\xF6zge\xE7mi\u015F", "\u0627\u0644\u062A\u0627\u0631\u064A\u062E \u0627\u0644\u0637\u0628\u064A"]],
  ["subjective", ["anamnes", "aktuellt", "nuvarande besv\xE4r", "besv\xE4r", "symtom", "subjective complaints", "presenting history", "interval history", "aktuell sjukdomshistoria", "sjukdomshistoria", "subjektivt", "subjective", "history", "history of present illness", "hpi", "current situation", "symptoms", "esitiedot", "anamneesi", "nykytilanne", "oireet", "anamnese", "aktuelt", "subjektivt", "aktuelle situation", "beschwerden", "anamnez", "\xF6yk\xFC", "mevcut durum", "\u0627\u0644\u062A\u0627\u0631\u064A\u062E \u0627\u0644\u0645\u0631\u0636\u064A", "\u0627\u0644\u0648\u0636\u0639 \u0627\u0644\u062D\u0627\u0644\u064A", "kostanamnes", "dietary history", "aktivitet och delaktighet", "activity and participation"]],
  ["objective", ["status", "status praesens", "fynd vid unders\xF6kning", "kroppsunders\xF6kning", "vitalparametrar", "vital signs", "vitals", "unders\xF6kning", "fynd", "objektivt", "objective", "exam", "examination", "physical exam", "findings", "psykiskt status", "mental status", "tutkimus", "l\xF6yd\xF6kset", "funn", "objektivt", "unders\xF8gelse", "befund", "untersuchung", "psychischer befund", "muayene", "muayene bulgular\u0131", "bulgular", "\u0627\u0644\u0641\u062D\u0635 \u0627\u0644\u0633\u0631\u064A\u0631\u064A", "\u0627\u0644\u0641\u062D\u0635", "\u0627\u0644\u062D\u0627\u0644\u0629 \u0627\u0644\u0646\u0641\u0633\u064A\u0629"]],
  ["assessment", ["bed\xF6mning", "klinisk bed\xF6mning", "sammanfattande bed\xF6mning", "clinical impression", "diagnostic impression", "arviointi", "v\xE4rdering", "assessment", "impression", "arvio", "vurdering", "beurteilung", "einsch\xE4tzung", "de\u011Ferlendirme", "\u0627\u0644\u062A\u0642\u064A\u064A\u0645"]],
  ["actions", ["\xE5tg\xE4rd", "\xE5tg\xE4rder", "utf\xF6rda \xE5tg\xE4rder", "genomf\xF6rda \xE5tg\xE4rder", "interventions", "interventions performed", "procedures", "procedure", "toimenpiteet", "tehdyt toimenpiteet", "tiltak", "tiltag", "ma\xDFnahmen", "durchgef\xFChrte ma\xDFnahmen", "yap\u0131lan i\u015Flemler", "\u0627\u0644\u0625\u062C\u0631\u0627\u0621\u0627\u062A"]],
  ["plan", ["planering", "plan", "fortsatt planering", "ordinationer", "uppf\xF6ljning och \xE5tg\xE4rder", "behandlingsplan", "v\xE5rdplan", "plan and follow-up", "disposition", "next steps", "hoitosuunnitelma", "jatkohoito", "videre plan", "videre forl\xF8b", "weiteres vorgehen", "empfehlung", "behandling", "ordination", "uppf\xF6ljning", "plan", "treatment", "management", "follow-up", "suunnitelma", "hoito", "behandling", "procedere", "therapie", "behandlung", "tedavi", "\u0627\u0644\u062E\u0637\u0629", "\u0627\u0644\u0639\u0644\u0627\u062C", "\u0627\u0644\u0625\u062C\u0631\u0627\u0621\u0627\u062A"]],
  ["everything", ["sammanfattning", "summary", "anteckning", "note", "yhteenveto", "sammendrag", "resum\xE9", "zusammenfassung", "\xF6zet", "\u0645\u0644\u062E\u0635"]]
];
var normaliseName = /* @__PURE__ */ __name((name) => name.toLowerCase().replace(/[:#*_]/g, "").replace(/\s+/g, " ").trim(), "normaliseName");
function sourceOfSection(name) {
  const n = normaliseName(name);
  for (const [source, names] of SYNONYMS) if (names.includes(n)) return source;
  const tokens = words(n);
  for (const [source, names] of SYNONYMS) {
    if (names.some((s) => !s.includes(" ") && s.length > 3 && tokens.includes(s))) return source;
  }
  return void 0;
}
__name(sourceOfSection, "sourceOfSection");
function bestMatchingSentences(name, sentences, limit = 3) {
  const nameWords = words(name).filter((w) => w.length > 3);
  if (nameWords.length === 0) return [];
  return sentences.map((s, index) => {
    const sw = words(s);
    const score = nameWords.filter((w) => sw.some((x) => x.startsWith(w.slice(0, Math.max(4, w.length - 2))))).length;
    return { s, index, score };
  }).filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit).sort((a, b) => a.index - b.index).map((x) => x.s);
}
__name(bestMatchingSentences, "bestMatchingSentences");
var TOPICS = {
  allergies: /(?<![\p{L}])(?:allerg|överkänslig|intoleran|hypersensitiv|yliherkk|overfølsom|unverträglich|alerji|حساسية)/iu,
  social: /(?<![\p{L}])(?:röker|rökare|rökt|snusar|snus|alkohol|dricker|arbetar|jobbar|bor |sambo|gift|pensionär|studerar|smok|alcohol|drinks|works|worked|lives|married|retired|student|tupak|alkoholi|asuu|työskentel|eläkkeellä|røyk|ryger|jobber|arbejder|raucht|rauche|trinkt|arbeitet|wohnt|verheiratet|rentner|sigara|alkol|çalışıyor|evli|emekli|يدخن|كحول|يعمل|متزوج)/iu,
  family: /(?<![\p{L}])(?:ärftlig|hereditet|släkt|mamma|pappa|mor |far |bror|syster|föräld|family history|mother|father|sister|brother|parents|suvussa|äiti|isä|sisko|veli|arvelig|familie|mutter|vater|schwester|bruder|eltern|anne|baba|kardeş|ailede|عائلة|والد|والدة)/iu,
  medication: /(?:\d+(?:[.,]\d+)?\s*(?:mg|g|ml|µg|mikrogram|mcg|ie|iu|enheter|units|mmol)\b|(?<![\p{L}])(?:tablett|tablet|kapsel|capsule|inhalator|inhaler|spray|salva|kräm|cream|droppar|drops|plåster|patch|injektion|injection|läkemedel|medicin|medication|lääke|medisin|medikament|ilaç|دواء))/iu
};

// server/src/engines/notes/embedded/embedded-note-generator.ts
function generateNote(request) {
  try {
    return writeNote(request);
  } finally {
    forgetDrugLookups();
  }
}
__name(generateNote, "generateNote");
function writeNote(request) {
  const spoken = detectLanguage(`${request.transcript} ${request.sideNote ?? ""}`, request.language);
  const visit = writeStatements(request.transcript, spoken);
  const side = request.sideNote ? writeStatements(request.sideNote, spoken) : void 0;
  const all = [...visit.statements, ...side?.statements ?? []];
  const kept = [...visit.kept, ...side?.kept ?? []];
  const coded = [...all, ...visit.unwritten, ...side?.unwritten ?? []].sort((a, b) => a.order - b.order);
  const assessing = /* @__PURE__ */ __name((s) => s.slot === "assessment" || s.phase === "assessmentAndPlan" && leads(s.role), "assessing");
  const namesOnAfterAssessment = new Set(coded.filter((s, i) => i > 0 && assessing(coded[i - 1]) && coded[i - 1].role === s.role && s.mentions.length > 0 && wordCount(s.original) <= NAME_ALONE_WORDS));
  const diagnoses = withSpecificForms(matchDiagnoses(
    // What the clinician says while assessing and planning counts as the assessment; a test
    // ordered ("hepatit B och C och HIV", "a scan to rule out") names what is looked for.
    coded.filter((s) => s.mentions.length > 0).map((s) => ({
      text: s.original,
      // A parent or relative speaks as the patient does: their words are no assessment, finding or judgement.
      isAssessment: assessing(s) || namesOnAfterAssessment.has(s),
      isFinding: (s.phase === "examination" || s.phase === "results") && leads(s.role),
      isResult: s.phase === "results" && leads(s.role),
      isJudgement: leads(s.role) && statesJudgement(s.original, spoken),
      byClinician: s.role === "clinician",
      // A patient's line that speaks to "you" may be the clinician's under a swapped label ("you've got some arthritis").
      byPatient: visit.labelled && (s.role === "patient" || s.role === "other") && !ADDRESSES_PATIENT.test(s.original),
      mentions: s.mentions.filter((m) => !orderedAsTest(s, m.surface))
    })),
    request.language,
    spoken
  ), coded.map((s) => s.original), request.language, request.transcript.split("\n"));
  const cause = reasonForVisit(all, diagnoses, spoken);
  const inSlot = /* @__PURE__ */ __name((slot) => unique(kept.filter((s) => s.slot === slot).map((s) => s.written)), "inSlot");
  const subjective = inSlot("subjective");
  const objective = inSlot("objective");
  const assessment = inSlot("assessment");
  const plan = inSlot("plan");
  const assessed = all.some((s) => s.phase === "assessmentAndPlan");
  const tasks = extractTasks(
    // English plans are written "We will order..."; the task reads from that ("Order...").
    // When the visit reaches its assessment and plan, the tasks come from there, not from chat before it.
    // Outside English, an order said while assessing ("får du metoprolol", "vi höjer
    // furosemiden") is a task too, though the statement reads as an assessment.
    all.filter((s) => s.role !== "patient" && (!assessed || s.phase !== "history")).filter((s) => spoken === "en" ? s.slot === "plan" && (ENGLISH_ACTION.test(s.written) || namesDosedDrug(s.written)) : s.slot === "plan" || s.phase === "assessmentAndPlan" && categorise(s.original) !== void 0).map((s) => spoken === "en" ? s.written : s.original),
    request.language,
    spoken
  );
  const join = /* @__PURE__ */ __name((lines) => lines.join(" "), "join");
  const sources = new Set(request.sections.filter((s) => s.autoFill).map((s) => sourceOfSection(s.sectionName)));
  const splitPlan = sources.has("actions") && (sources.has("plan") || sources.has("assessmentAndPlan"));
  const planNow = splitPlan ? plan.filter((s) => !isAhead(s)) : plan;
  const planAhead = splitPlan ? plan.filter(isAhead) : plan;
  const content = {
    cause,
    subjective: join(subjective),
    history: join(subjective),
    objective: join(objective),
    assessment: join(assessment),
    plan: join(planAhead),
    actions: join(planNow),
    assessmentAndPlan: join([...assessment, ...planAhead]),
    diagnosis: diagnoses.map((d) => `${d.code} ${d.label}`).join("\n") || join(assessment),
    medication: join(unique([...subjective.filter((s) => TOPICS.medication.test(s)), ...plan.filter((s) => categorise(s) === "prescription" || TOPICS.medication.test(s))])),
    allergies: join(subjective.filter((s) => TOPICS.allergies.test(s))),
    social: join(subjective.filter((s) => TOPICS.social.test(s))),
    family: join(subjective.filter((s) => TOPICS.family.test(s))),
    goals: join(plan.filter((s) => /(?<![\p{L}])(?:mål|goal|aim|ziel|tavoite|hedef)/iu.test(s)))
  };
  const everything = [cause, ...subjective, ...objective, ...assessment, ...plan].filter(Boolean).join(" ");
  const styledAll = kept.map((s) => s.written);
  const sections2 = request.sections.map((section) => {
    if (!section.autoFill) return { sectionName: section.sectionName, content: "" };
    const source = sourceOfSection(section.sectionName);
    const text = source === "everything" ? everything : source ? content[source] : join(bestMatchingSentences(section.sectionName, styledAll));
    return { sectionName: section.sectionName, content: text };
  });
  return { cause, subjective: join(subjective), objective: join(objective), assessment: join(assessment), plan: join(plan), diagnoses, tasks, sections: sections2 };
}
__name(writeNote, "writeNote");
function reasonForVisit(statements, diagnoses, spoken) {
  const stated = reasonStatement(statements);
  if (stated) {
    const m = reasonCue(spoken).exec(stated.original);
    const phrase = m ? toCause(stated.original, spoken, m.index + m[0].length) : "";
    if (phrase && words(phrase).length <= MAX_CAUSE_WORDS2 && !phrase.endsWith("\u2026") && COMPLAINT.test(phrase)) return phrase;
  }
  const denied = deniedCodes(statements.flatMap((s) => s.mentions));
  const main = diagnoses[0]?.code;
  const affirmed = /* @__PURE__ */ __name((m) => m.status === "present" && !denied.has(m.entry.code) && (m.entry.code === main || m.entry.code.startsWith("R") || !main && !ICD10.comorbidities.has(m.entry.code)), "affirmed");
  const last = Math.max(1, ...statements.map((s) => s.order));
  const early = /* @__PURE__ */ __name((s) => s.answersOpening || s.statesReason || s.order <= last * EARLY_SHARE, "early");
  const complaint = statements.find(
    (s) => s.slot === "subjective" && s.role !== "clinician" && s.mentions.some((m) => affirmed(m) && (m.entry.code === main || early(s)))
  );
  if (complaint) {
    const term = complaint.mentions.find(affirmed).surface;
    const phrase = toCause(complaint.original, spoken);
    const namesIt = phrase.toLowerCase().includes(term.toLowerCase());
    if (namesIt && words(phrase).length <= MAX_CAUSE_WORDS2 && !phrase.endsWith("\u2026") && !NEGATED_START.test(phrase)) return phrase;
    return capitalise(term);
  }
  return diagnoses[0]?.label ?? "";
}
__name(reasonForVisit, "reasonForVisit");
var MAX_CAUSE_WORDS2 = 8;
var EARLY_SHARE = 0.2;
function orderedAsTest(statement, term) {
  if (statement.slot !== "plan") return false;
  const at = statement.original.toLowerCase().indexOf(term.toLowerCase());
  const before = at < 0 ? "" : statement.original.slice(Math.max(0, at - TEST_ORDER_REACH_CHARS), at);
  return TEST_ORDER.has(categorise(before) ?? "none") && !FOUND_BY_TEST.test(before) && !BECAUSE.test(before);
}
__name(orderedAsTest, "orderedAsTest");
var BECAUSE = /(?:^|[^\p{L}])(?:because|eftersom|fordi|weil|koska|çünkü|لأنه|لأن|عشان)(?![\p{L}])/iu;
var TEST_ORDER_REACH_CHARS = 80;
var FOUND_BY_TEST = /(?:^|[^\p{L}])(?:showed|shows|revealed|found|confirmed|seen|we see|visade|visar|fann|hittade|bekräftade|syns|syntes|sågs|(?:ser|såg) (?:vi|man|jag)(?! om)|viste|fant|fandt|bekreftet|bekræftede|ses|sees|vises|zeigte|zeigt|fand|sieht man|sah man|näytti|löytyi|näkyy|näkyi|todettiin|gösterdi|saptandı|görülüyor|görüldü|و?وجدوا|و?وجدنا|و?أظهر|و?أظهرت|و?ظهر)(?![\p{L}])/iu;
var ENGLISH_ACTION = /^(?:we will|the patient should|she should|he should)\b|\b(?:cut down|raise|lose weight|quit|take|order(?:ing)?|prescrib\w*|refer\w*|schedul\w*|follow[- ]up|come back|start(?:ing)?|increas\w*|decreas\w*|continu\w*|stop(?:ping)?|call|book(?:ing)?|go to|seek|contact|avoid|rest|drink|use|keep|apply|return|monitor|check(?:ing)?|elevate)\b/i;
var TEST_ORDER = /* @__PURE__ */ new Set(["lab_test", "imaging"]);
var NEGATED_START = /^(?:\p{L}+\s+)?(?:inte|ingen|inget|inga|no|not|denies|does not|did not|has not|ikke|ei|kein|keine|verneint)\b/iu;
var unique = /* @__PURE__ */ __name((lines) => [...new Set(lines)], "unique");
var NAME_ALONE_WORDS = 4;
var wordCount = /* @__PURE__ */ __name((text) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length, "wordCount");
var isAhead = /* @__PURE__ */ __name((line) => TIME_AHEAD.test(line) || PLAN_COMPOUND.test(line) || SAFETY_NET.test(line) || LATER.test(line) || ["follow_up", "referral", "certificate"].includes(categorise(line) ?? ""), "isAhead");

// server/src/features/templates/section-headings.ts
var HEADINGS = {
  cause: {
    sv: "Kontaktorsak",
    en: "Reason for visit",
    fi: "K\xE4ynnin syy",
    nb: "Kontakt\xE5rsak",
    da: "Kontakt\xE5rsag",
    de: "Vorstellungsgrund",
    tr: "Ba\u015Fvuru nedeni",
    ar: "\u0633\u0628\u0628 \u0627\u0644\u0632\u064A\u0627\u0631\u0629"
  },
  history: {
    sv: "Anamnes",
    en: "Subjective",
    fi: "Esitiedot",
    nb: "Anamnese",
    da: "Anamnese",
    de: "Anamnese",
    tr: "Anamnez",
    ar: "\u0627\u0644\u062A\u0627\u0631\u064A\u062E \u0627\u0644\u0645\u0631\u0636\u064A"
  },
  current: {
    sv: "Aktuellt",
    en: "Current situation",
    fi: "Nykytilanne",
    nb: "Aktuelt",
    da: "Aktuelt",
    de: "Aktuelle Situation",
    tr: "Mevcut durum",
    ar: "\u0627\u0644\u0648\u0636\u0639 \u0627\u0644\u062D\u0627\u0644\u064A"
  },
  status: {
    sv: "Status",
    en: "Objective",
    fi: "Status",
    nb: "Funn",
    da: "Objektivt",
    de: "Befund",
    tr: "Muayene bulgular\u0131",
    ar: "\u0627\u0644\u0641\u062D\u0635 \u0627\u0644\u0633\u0631\u064A\u0631\u064A"
  },
  mentalStatus: {
    sv: "Psykiskt status",
    en: "Mental status",
    fi: "Psyykkinen tila",
    nb: "Psykisk status",
    da: "Psykisk status",
    de: "Psychischer Befund",
    tr: "Ruhsal durum",
    ar: "\u0627\u0644\u062D\u0627\u0644\u0629 \u0627\u0644\u0646\u0641\u0633\u064A\u0629"
  },
  assessment: {
    sv: "Bed\xF6mning",
    en: "Assessment",
    fi: "Arvio",
    nb: "Vurdering",
    da: "Vurdering",
    de: "Beurteilung",
    tr: "De\u011Ferlendirme",
    ar: "\u0627\u0644\u062A\u0642\u064A\u064A\u0645"
  },
  diagnosis: {
    sv: "Diagnos",
    en: "Diagnosis",
    fi: "Diagnoosi",
    nb: "Diagnose",
    da: "Diagnose",
    de: "Diagnose",
    tr: "Tan\u0131",
    ar: "\u0627\u0644\u062A\u0634\u062E\u064A\u0635"
  },
  action: {
    sv: "\xC5tg\xE4rd",
    en: "Interventions",
    fi: "Toimenpiteet",
    nb: "Tiltak",
    da: "Tiltag",
    de: "Ma\xDFnahmen",
    tr: "Yap\u0131lan i\u015Flemler",
    ar: "\u0627\u0644\u0625\u062C\u0631\u0627\u0621\u0627\u062A"
  },
  treatment: {
    sv: "Behandling",
    en: "Treatment",
    fi: "Hoito",
    nb: "Behandling",
    da: "Behandling",
    de: "Behandlung",
    tr: "Tedavi",
    ar: "\u0627\u0644\u0639\u0644\u0627\u062C"
  },
  goals: {
    sv: "M\xE5l",
    en: "Goals",
    fi: "Tavoitteet",
    nb: "M\xE5l",
    da: "M\xE5l",
    de: "Ziele",
    tr: "Hedefler",
    ar: "\u0627\u0644\u0623\u0647\u062F\u0627\u0641"
  },
  activity: {
    sv: "Aktivitet och delaktighet",
    en: "Activity and participation",
    fi: "Toimintakyky ja osallistuminen",
    nb: "Aktivitet og deltakelse",
    da: "Aktivitet og deltagelse",
    de: "Aktivit\xE4t und Teilhabe",
    tr: "Aktivite ve kat\u0131l\u0131m",
    ar: "\u0627\u0644\u0646\u0634\u0627\u0637 \u0648\u0627\u0644\u0645\u0634\u0627\u0631\u0643\u0629"
  },
  dietHistory: {
    sv: "Kostanamnes",
    en: "Dietary history",
    fi: "Ruokavalio",
    nb: "Kostanamnese",
    da: "Kostanamnese",
    de: "Ern\xE4hrungsanamnese",
    tr: "Beslenme \xF6yk\xFCs\xFC",
    ar: "\u0627\u0644\u062A\u0627\u0631\u064A\u062E \u0627\u0644\u063A\u0630\u0627\u0626\u064A"
  },
  plan: {
    sv: "Planering",
    en: "Plan",
    fi: "Suunnitelma",
    nb: "Plan",
    da: "Plan",
    de: "Procedere",
    tr: "Plan",
    ar: "\u0627\u0644\u062E\u0637\u0629"
  },
  diagnoses: {
    sv: "Diagnoser",
    en: "Diagnoses",
    fi: "Diagnoosit",
    nb: "Diagnoser",
    da: "Diagnoser",
    de: "Diagnosen",
    tr: "Tan\u0131lar",
    ar: "\u0627\u0644\u062A\u0634\u062E\u064A\u0635\u0627\u062A"
  },
  tasks: {
    sv: "Att g\xF6ra",
    en: "Tasks",
    fi: "Teht\xE4v\xE4t",
    nb: "Oppgaver",
    da: "Opgaver",
    de: "Aufgaben",
    tr: "G\xF6revler",
    ar: "\u0627\u0644\u0645\u0647\u0627\u0645"
  }
};
var heading = /* @__PURE__ */ __name((key, language) => HEADINGS[key][language], "heading");

// server/src/features/templates/template-catalog.ts
var DEFINITIONS = [
  {
    id: "soap",
    name: { sv: "Journalanteckning (SOAP)", en: "Clinical note (SOAP)" },
    profession: "physician",
    sections: ["cause", "history", "status", "assessment", "plan"]
  },
  {
    id: "nurse",
    name: { sv: "Sjuksk\xF6terska", en: "Nurse" },
    profession: "nurse",
    sections: ["cause", "current", "status", "action", "plan"]
  },
  {
    id: "psychologist",
    name: { sv: "Psykolog", en: "Psychologist" },
    profession: "psychologist",
    sections: ["cause", "current", "mentalStatus", "assessment", "plan"]
  },
  {
    id: "physiotherapist",
    name: { sv: "Fysioterapeut", en: "Physiotherapist" },
    profession: "physiotherapist",
    sections: ["cause", "history", "status", "assessment", "goals", "action", "plan"]
  },
  {
    id: "occupational_therapist",
    name: { sv: "Arbetsterapeut", en: "Occupational therapist" },
    profession: "occupational_therapist",
    sections: ["cause", "activity", "assessment", "goals", "action", "plan"]
  },
  {
    id: "dietitian",
    name: { sv: "Dietist", en: "Dietitian" },
    profession: "dietitian",
    sections: ["cause", "history", "dietHistory", "status", "assessment", "action", "plan"]
  },
  {
    id: "midwife",
    name: { sv: "Barnmorska", en: "Midwife" },
    profession: "midwife",
    sections: ["cause", "current", "status", "assessment", "plan"]
  },
  {
    id: "dentist",
    name: { sv: "Tandl\xE4kare", en: "Dentist" },
    profession: "dentist",
    sections: ["cause", "history", "status", "diagnosis", "treatment", "plan"]
  },
  {
    id: "counsellor",
    name: { sv: "Kurator", en: "Counsellor" },
    profession: "counsellor",
    sections: ["cause", "current", "assessment", "action", "plan"]
  },
  {
    id: "brief",
    name: { sv: "Kort anteckning", en: "Brief note" },
    sections: ["cause", "current", "assessment", "plan"]
  }
];
var DEFAULT_TEMPLATE_ID = "soap";
var TemplateCatalog = class {
  static {
    __name(this, "TemplateCatalog");
  }
  byId = new Map(DEFINITIONS.map((d) => [d.id, d]));
  has(id) {
    return this.byId.has(id);
  }
  get(id, language) {
    const def = this.byId.get(id);
    return def && render(def, language);
  }
  list(language) {
    return DEFINITIONS.map((d) => render(d, language));
  }
  /** The profession's own template, or the SOAP note when it has none. */
  forProfession(profession, language) {
    const def = DEFINITIONS.find((d) => d.profession === profession) ?? this.byId.get(DEFAULT_TEMPLATE_ID);
    return render(def, language);
  }
};
function render(def, language) {
  return {
    id: def.id,
    name: language === "sv" ? def.name.sv : def.name.en,
    ...def.profession ? { profession: def.profession } : {},
    sections: def.sections.map((key) => ({ sectionName: heading(key, language), aiRules: { autoFill: true } }))
  };
}
__name(render, "render");

// bench/.prof.ts
var sections = new TemplateCatalog().forProfession("physician", "sv").sections.map((s) => ({ sectionName: s.sectionName, autoFill: true }));
var cs = JSON.parse(fs6.readFileSync("/work/main/bench/notes-eval/consultations.json", "utf8"));
var words4 = [];
var ts = cs.filter((c) => c.language === "sv").map((c) => c.transcript);
while (words4.length < 2500) for (const t of ts) words4.push(...t.split(/\s+/));
var tr = words4.slice(0, 2500).join(" ");
var req = /* @__PURE__ */ __name(() => ({ transcript: tr, language: "sv", profession: "physician", sections: process.env.NOSEC ? [] : sections, signal: new AbortController().signal }), "req");
for (let i = 0; i < 5; i++) generateNote(req());
var runs = [];
for (let i = 0; i < Number(process.env.N ?? 30); i++) {
  const s = performance.now();
  generateNote(req());
  runs.push(performance.now() - s);
}
runs.sort((a, b) => a - b);
console.log("median", runs[runs.length >> 1].toFixed(1), "words", tr.split(/\s+/).length);
