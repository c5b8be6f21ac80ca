import type { Language, NoteTask, TaskCategory, TaskPriority } from '../../../contract/api.schema.js';
import { SAFETY_NET, TIME_AHEAD } from './cue-lexicon.js';
import { toRecordStyle } from './note-style.js';
import { capitalise, ensurePeriod, stems } from './text.js';


/** Cues per task category, in all eight languages; checked in this order. */
const CATEGORY_CUES: [TaskCategory, RegExp][] = [
  ['certificate', stems(['schreibe sie', 'schreibe ich sie', 'sick leave', 'sick note', 'certificate', 'fit note', 'sjukskriv', 'sjukintyg', 'intyg', 'sairausloma', 'todistus', 'sykmeld', 'sygemeld', 'attest', 'krankschreib', 'arbeitsunfähig', 'rapor', 'إجازة مرضية', 'شهادة'])],
  ['referral', stems(['diyetisyen', 'dietitian', 'dietist', 'diætist', 'ernæringsfysiolog', 'ernährungsberat', 'ravitsemusterapeut', 'øjenlæge', 'øyelege', 'ögonläkare', 'silmälääkäri', 'augenarzt', 'göz doktor', 'träffar diabetessköterska', 'träffa diabetessköterska', 'träffar dietist', 'träffa dietist', 'träffa kurator', 'träffar kurator', 'träffa psykolog', 'träffar psykolog', 'refer', 'referral', 'remiss', 'remitter', 'lähete', 'henvis', 'überweis', 'sevk', 'إحالة', 'تحويل'])],
  ['imaging', stems(['lungröntgen', 'hjärtröntgen', 'skelettröntgen', 'skiktröntgen', 'magnetröntgen', 'hjärtultraljud', 'ekokardiografi', 'ukg', 'echocardiogram', 'echo$', 'mammografi', 'mammogram', 'gastroskopi', 'koloskopi', 'endoskopi', 'gastroscopy', 'colonoscopy', 'endoscopy', 'tähystys', 'gastroskopie', 'koloskopie', 'endoskopie', 'kolonoskopi', 'endoskopi', 'x-ray', 'x ray', 'xray', 'ultrasound', 'ct scan', 'ct ', 'mri', 'scan$', 'röntgen', 'ultraljud', 'datortomografi', 'magnetkamera', 'ultraääni', 'magneettikuva', 'ultralyd', 'mr-', 'ultraschall', 'ultrason', 'tomografi', 'أشعة', 'تصوير'])],
  ['lab_test', stems(['spirometri', 'spirometry', 'tsh', 'hba1c', 'kreatinin', 'creatinine', 'kalium', 'blodfett', 'lipid', 'blood work', 'bloodwork', 'labs$', 'blood test', 'blood sample', 'lab$', 'urine test', 'urine sample', 'swab', 'crp', 'culture', 'ecg', 'ekg', 'blodprov', 'prov$', 'prover$', 'provtagning', 'urinprov', 'odling', 'snabbtest', 'strep-test', 'verikoe', 'laboratorio', 'virtsanäyte', 'blodprøve', 'prøve', 'urinprøve', 'blutabnahme', 'blutuntersuchung', 'labor', 'urinprobe', 'abstrich', 'tahlil', 'kan testi', 'idrar testi', 'تحليل', 'فحص دم'])],
  ['prescription', stems(['næsespray', 'nesespray', 'nässpray', 'nasal spray', 'nasenspray', 'nenäsumute', 'burun spreyi', 'øjendråber', 'øyedråper', 'ögondroppar', 'eye drops', 'augentropfen', 'silmätipat', 'göz damla', 'kortisonkrem', 'kortisonkräm', 'krem$', 'creme', 'kreme', 'voide', 'miligram', 'başlıyoruz', 'başlayalım', 'başlayacağız', 'schreibe ihnen', 'start the patient on', 'start her on', 'start him on', 'milligram', 'inhalation morgon', 'morgon och kväll', 'gång om dagen', 'gånger om dagen', 'en gång dagligen', 'times a day', 'once a day', 'twice a day', 'start you on', 'increase your', 'höjer dosen', 'öka dosen', 'börjar med', 'sätter in', 'prescri', 'tablet', 'capsule', 'antibiotic', 'penicillin', 'ibuprofen', 'paracetamol', 'cream', 'inhaler', 'mg', 'dose', 'recept', 'förskriv', 'skriver ut', 'sätter in', 'insätt', 'tablett', 'kur ', 'antibiotika', 'salva', 'kräm', 'resepti', 'määrää', 'lääke', 'resept', 'skriver ut', 'rezept', 'verschreib', 'tablette', 'salbe', 'reçete', 'ilaç', 'وصفة', 'دواء', 'حبة'])],
  ['follow_up', stems(['see the patient back', 'see her back', 'see him back', 'see them back', 'follow up in', 'recheck in', 'ses vi', 'vi ses', 'ringer er', 'ringer upp', 'hör hur det går', 'kommer tillbaka', 'komma tillbaka', 'kommer du tillbaka', 'komma till sjuksköterskan', 'komma till sköterskan', 'kommer till sjuksköterskan', 'kommer till sköterskan', 'kommer du till', 'träffar', 'träffa', 'ses om', 'ringer dig', 'telefonkontakt', 'telefontid', 'see you back', 'see you in', 'follow-up', 'follow up', 'come back', 'return', 'check-up', 'review', 'see you again', 'återbesök', 'kontroll', 'uppfölj', 'återkom', 'ses igen', 'kontrolli', 'seuranta', 'uusintakäynti', 'oppfølging', 'opfølgning', 'kom tilbake', 'kom tilbage', 'wiedervorstell', 'kontrolle', 'wiederkommen', 'kontrol', 'tekrar gel', 'متابعة', 'مراجعة'])],
  ['administrative', stems(['call you', 'ringer dig', 'ringer deg', 'rufe sie', 'soitan', 'book$', 'schedule', 'appointment', 'letter', 'call the', 'phone', 'boka', 'kallelse', 'brev', 'ringa', 'tidsbokning', 'varaa', 'aika', 'bestill', 'book en tid', 'termin', 'anrufen', 'randevu', 'موعد'])],
  ['patient_instruction', stems(['drikk', 'drik ', 'juokaa', 'juo ', 'cut down', 'raise the head', 'things that help', 'lose weight', 'stop smoking', 'quit smoking', 'söker du akut', 'söka akut', 'sök akut', 'ring 1177', 'ring 112', 'ringa 112', 'call 911', 'call 999', 'call 112', 'call an ambulance', 'hör du av', 'höra av', 'exercises', 'övningar', 'harjoitu', 'øvelser', 'übungen', 'egzersiz', 'rest$', 'drink', 'fluids', 'avoid', 'should', 'emergency department', 'a&e', 'akuten', 'päivystykseen', 'legevakt', 'skadestue', 'notaufnahme', 'acile', 'advise', 'recommend', 'exercise', 'walk', 'contact us', 'seek care', 'if you get worse', 'vila', 'dricka', 'undvik', 'bör$', 'råd', 'rekommender', 'motion', 'hör av', 'söka vård', 'lepo', 'levätä', 'juo', 'vältä', 'hvile', 'drikke', 'unngå', 'undgå', 'anbefal', 'ruhen', 'trinken', 'vermeiden', 'sollte', 'empfehl', 'dinlen', 'sıvı', 'kaçın', 'öneri', 'راحة', 'اشرب', 'تجنب', 'أنصح'])],
];

const HIGH = stems(['urgent', 'acute', 'immediately', 'right away', 'straight away', 'ambulance', 'now', 'ambulans', 'direkt', 'today', 'asap', 'as soon as possible', 'emergency', 'akut', 'brådsk', 'omgående', 'idag', 'i dag', 'genast', 'snarast', 'kiireelli', 'heti', 'tänään', 'päivystys', 'haste', 'straks', 'dringend', 'sofort', 'heute', 'notfall', 'acil', 'hemen', 'bugün', 'عاجل', 'فورا', 'اليوم']);
const LOW = stems(['if not better', 'if worse', 'if you become', 'if it does not', "if it doesn't", 'om du blir', 'om det blir', 'om det inte', 'om inte', 'jos oireet', 'jos et', 'hvis du', 'hvis det', 'wenn sie', 'wenn es', 'eğer', 'إذا', 'if needed', 'if necessary', 'as needed', 'if it gets worse', 'if you are not better', 'if you get worse', 'vid behov', 'vid försämring', 'om det inte', 'om besvären', 'tarvittaessa', 'ved behov', 'ved forverring', 'ved forværring', 'bei bedarf', 'falls', 'gerekirse', 'عند الحاجة', 'in a few months', 'in six months', 'om ett halvår', 'om sex månader', 'nästa år', 'next year']);

const TITLES: Record<TaskCategory, Record<Language, string>> = {
  referral: { sv: 'Remiss', en: 'Referral', fi: 'Lähete', nb: 'Henvisning', da: 'Henvisning', de: 'Überweisung', tr: 'Sevk', ar: 'إحالة' },
  lab_test: { sv: 'Provtagning', en: 'Lab test', fi: 'Laboratoriokoe', nb: 'Prøvetaking', da: 'Prøvetagning', de: 'Laboruntersuchung', tr: 'Laboratuvar testi', ar: 'تحليل مخبري' },
  imaging: { sv: 'Bilddiagnostik', en: 'Imaging', fi: 'Kuvantaminen', nb: 'Bildediagnostikk', da: 'Billeddiagnostik', de: 'Bildgebung', tr: 'Görüntüleme', ar: 'تصوير طبي' },
  prescription: { sv: 'Recept', en: 'Prescription', fi: 'Resepti', nb: 'Resept', da: 'Recept', de: 'Rezept', tr: 'Reçete', ar: 'وصفة طبية' },
  certificate: { sv: 'Intyg', en: 'Certificate', fi: 'Todistus', nb: 'Attest', da: 'Attest', de: 'Bescheinigung', tr: 'Rapor', ar: 'شهادة' },
  follow_up: { sv: 'Uppföljning', en: 'Follow-up', fi: 'Seuranta', nb: 'Oppfølging', da: 'Opfølgning', de: 'Wiedervorstellung', tr: 'Kontrol', ar: 'متابعة' },
  patient_instruction: { sv: 'Patientinstruktion', en: 'Instruction', fi: 'Potilasohje', nb: 'Pasientinstruks', da: 'Patientinstruks', de: 'Patientenanweisung', tr: 'Hasta talimatı', ar: 'تعليمات للمريض' },
  administrative: { sv: 'Administration', en: 'Administrative', fi: 'Hallinnollinen', nb: 'Administrativt', da: 'Administrativt', de: 'Verwaltung', tr: 'İdari', ar: 'إداري' },
};

/**
 * Where a plan sentence holds a second errand: "…, and I will refer you", or, when speech
 * recognition ran two sentences together, "…for 10 days I will also write a certificate"
 * (a clinician's "I will" mid-sentence opens a new clause unless a "that"/"if" leads into it).
 */
const CLAUSE_BREAK = new RegExp(
  [
    String.raw`,?\s(?:and|och|og|und|ja|ve|و)\s(?=(?:i|we|jag|vi|jeg|ich|wir|minä|me)\s)`,
    // "order an MRI of the knee and refer the patient to physical therapy": two errands.
    String.raw`,?\s(?:and|och|og|und)\s(?=(?:refer|order|prescribe|schedule|book|send|remitterar|skickar|beställer|bokar|henviser|bestiller|überweise)\s)`,
    String.raw`(?<!\b(?:that|which|what|as|if|when|than|so|som|att|om|när|hvis|wenn|dass|jos|että|and|och|og|und|ja|ve))` +
      String.raw`,?\s(?=(?:i will|i'll|we will|we'll|i am going to|jag ska|jag kommer att|vi ska|jeg skal|vi skal|ich werde|wir werden)\s)`,
  ].join('|'),
  'iu',
);

/** "No X-ray is needed", "ingen remiss behövs", "kein Röntgen nötig": nothing to do. */
const NOT_NEEDED = stems([
  'no need', 'not needed', 'is not necessary', "isn't necessary", 'no x-ray', 'no antibiotics', 'no referral', 'not required', "don't need", 'do not need',
  'behöver ingen', 'behövs ingen', 'behöver inte', 'needs no', "doesn't need", 'does not need', 'no need for',
  'behövs inte', 'inget behov', 'ingen remiss', 'ingen röntgen', 'inte nödvändig', 'ingen antibiotika', 'avstår', 'avvaktar med',
  'ei tarvita', 'ei ole tarpeen', 'ei tarvetta',
  'trengs ikke', 'ikke nødvendig', 'ingen henvisning', 'behøves ikke', 'ikke behov',
  'nicht nötig', 'nicht notwendig', 'nicht erforderlich', 'kein röntgen', 'keine überweisung', 'keine antibiotika',
  'gerek yok', 'gerekmiyor', 'لا حاجة',
]);

/** Words that open a plan sentence but say nothing of the task: "Skriver en remiss" -> "remiss". */
const TITLE_LEAD = /^(?:(?:start|starts|on|tänker att vi|tänker att|föreslår att vi|föreslår att|(?:lägger|lägga) till|börjar med|ett läkemedel som heter|en medicin som heter|a medication called|a medicine called|something called|the patient|patient|she|he|should|them|him|her|i|we|jag|vi|jeg|ich|wir|will|'ll|ska|skal|kommer att|also|också|även|auch|også|då|so|then|now|nu|today|idag|i dag|writes?|write|skriver(?: ut)?|skickar|sender|schreibe|prescribe|ordinerar|gives?|give|ger|get|gets|tar|tager|take|takes|do|does|gör|gjør|gør|machen|mache|arrange|arranges|book|books|bokar|order|orders|beställer|send|sends|refer|you|dig|deg|dich|sie|ihnen|a|an|the|en|ett|et|ei|ein|eine|einen|new|ny|nytt|nya|kan|may|can|vill|(?:want|would like|like|need) (?:you )?to|att|du|er|please|får|startar|insätter|recommend|recommends|rekommenderar|empfehle|suosittelen|anbefaler)\s+)+/iu;
const MAX_TITLE_CHARS = 60;

const IMAGING_REFERRAL = /(?<![\p{L}])(?:remiss (?:för|på|till) (?:en |ett )?(?:\p{L}*röntgen|ultraljud|magnetkamera|datortomografi|mr|ct|hjärtultraljud|ekokardiografi|mammografi)|refer(?:ral)? for (?:an? )?(?:x-ray|ultrasound|mri|ct|scan|echo))/iu;
const RETURN_VISIT = stems(['tule ', 'tulkaa', 'päästä hoitajalle', 'kontrolliin', 'tekrar gel', 'kontrole', 'wiedervorstell', 'kom tilbake', 'kom tilbage', 'مراجعة', 'kommer tillbaka', 'komma tillbaka', 'kommer du tillbaka', 'komma till', 'kommer till', 'återbesök', 'come back', 'see you back', 'see you in', 'follow up', 'follow-up', 'kom tilbake', 'kom tilbage', 'wiederkommen']);

export function categorise(sentence: string): TaskCategory | undefined {
  const matching = CATEGORY_CUES.filter(([, cue]) => cue.test(sentence)).map(([category]) => category);
  let category = matching[0];
  // "Remiss för ultraljud av hjärtat" is the examination; "kommer tillbaka om två veckor för ett nytt EKG" the visit.
  if (category === 'referral' && matching.includes('imaging') && IMAGING_REFERRAL.test(sentence)) category = 'imaging';
  if ((category === 'lab_test' || category === 'imaging' || category === 'prescription') && matching.includes('follow_up') && TIME_AHEAD.test(sentence) && RETURN_VISIT.test(sentence)) category = 'follow_up';
  // "Om du får torrhosta av tabletten hör du av dig": advice for what may happen, not a prescription.
  if ((category === 'prescription' || category === 'lab_test') && SAFETY_NET.test(sentence.trim()) && matching.includes('patient_instruction')) category = 'patient_instruction';
  // "Om du får svaghet ska du ringa 112": advice for what may happen, not an errand.
  return category === 'administrative' && SAFETY_NET.test(sentence.trim()) ? 'patient_instruction' : category;
}

function priorityOf(sentence: string, category: TaskCategory): TaskPriority {
  // A safety-net ("if you get worse, go to the emergency department") is not urgent now.
  if (LOW.test(sentence) || SAFETY_NET.test(sentence.trim())) return 'low';
  if (HIGH.test(sentence)) return 'high';
  if (category === 'patient_instruction') return 'low';
  return 'medium';
}

/**
 * One task per plan clause that asks for something to be done. The title is the
 * category's name in the output language with the gist of the clause in the transcript's
 * words ("Remiss till fysioterapeut", "Prescription: sumatriptan 50 mg..."); the
 * description is the clause in record style.
 */
export function extractTasks(planSentences: string[], outputLanguage: Language, transcriptLanguage: Language): NoteTask[] {
  const tasks: NoteTask[] = [];
  // "We take a blood test and I will refer you" is two tasks.
  const clauses = planSentences.flatMap((s) => s.split(CLAUSE_BREAK).map((c) => ensurePeriod(capitalise(c.trim()))));
  for (const clause of clauses) {
    const category = categorise(clause);
    if (!category || NOT_NEEDED.test(clause)) continue;
    const description = toRecordStyle(clause, transcriptLanguage, 'plan');
    tasks.push({ title: titleOf(description, category, outputLanguage), category, priority: priorityOf(clause, category), description });
  }
  return tasks.slice(0, MAX_TASKS);
}

const MAX_TASKS = 12;
const URGENCY = /^(?:akut|urgently|urgent|omgående|brådskande|snarast|dringend|kiireellisesti|haste|straks|acil)\s+/iu;
const PREPOSITION = /^(?:to|till|til|zu|an|for|för|vid|hos|at|with|med|mit|bei|of|av|af|om|in|i|on|på)\s/iu;

/** Where a conditional's consequence starts: "..., call 999", "... ska du söka akuten", "... så gör vi". */
const CONSEQUENCE = /(?:,\s*|\s(?:ska du|så ska du|ska patienten|så ska patienten|så|then|skal du|så skal du|dann|niin)\s)(?!.*(?:,\s|\sska du\s|\sska patienten\s|\sså\s|\sthen\s))(.+)$/iu;

/** The start of the last phrase (preposition, conjunction, condition) of a cut title. */
const PHRASE_START = /\s(?:på|i|om|inom|efter|för|till|med|vid|av|och|eller|on|in|within|after|for|to|with|at|of|by|if|when|and|or|unless|until|innen|etter|hvis|til|og|innen|efter|hvis|und|oder|nach|in|innerhalb|wenn|bis|mit|für|ja|tai|jos|ve|veya|eğer)\s(?!.*\s(?:på|i|om|inom|efter|för|till|med|vid|av|och|eller|on|in|within|after|for|to|with|at|of|by|if|when|and|or|unless|until|innen|etter|hvis|til|og|und|oder|nach|innerhalb|wenn|bis|mit|für|ja|tai|jos|ve|veya|eğer)\s).*$/iu;
/** Words a title does not end on. */
const DANGLING = /(?:\s+(?:på|i|om|inom|efter|för|till|med|vid|av|och|eller|en|ett|patienten|inte|on|in|within|after|for|to|with|at|of|by|if|when|and|or|the|a|an|not|you|a|one|two|three|four|five|six|seven|eight|nine|ten|två|tre|fyra|fem|sex|sju|åtta|nio|tio|\d+))+$/iu;
/** Shorter wording of common phrases, for a title that would not fit. */
const SHORTER: Partial<Record<Language, [RegExp, string][]>> = {
  sv: [[/\bom (?:patienten|du) inte (?:blir|är) bättre\b/iu, 'vid utebliven förbättring'], [/\bom (?:patienten|du) blir sämre\b/iu, 'vid försämring'], [/\bgånger (?:dagligen|om dagen|per dag)\b/iu, 'ggr/dag']],
  en: [[/\bif (?:you are|you're|the patient is|she is|he is|it is|it's|they are) not (?:getting )?better\b/iu, 'if not better'], [/\bif (?:it|things|symptoms|the pain) gets? worse\b/iu, 'if worse'], [/\bthree times (?:a|per) day\b/iu, 'tid'], [/\btwice (?:a|per) day\b/iu, 'bid']],
};

function titleOf(description: string, category: TaskCategory, language: Language): string {
  const title = TITLES[category][language];
  let gist = description.replace(/[.!]+$/, '');
  // "Om du får svart avföring ska du söka akuten" -> "söka akuten": the title is what to do.
  const consequence = SAFETY_NET.test(gist) ? CONSEQUENCE.exec(gist) : null;
  if (consequence?.[1]) gist = consequence[1];
  // "Recept: Kåvepenin 1 g" in record style: the title says the category itself.
  gist = gist.replace(/^\p{L}+:\s*/u, '').replace(TITLE_LEAD, '');
  if (/^\p{Lu}\p{Ll}/u.test(gist)) gist = gist.charAt(0).toLowerCase() + gist.slice(1);
  // "Remiss till fysioterapeut": drop the category's own word when the title says it already.
  const withoutOwn = gist.replace(OWN_WORDS[category], '');
  if (withoutOwn !== gist && (PREPOSITION.test(withoutOwn.replace(URGENCY, '')) || !withoutOwn.replace(/[\s,.]+/g, ''))) gist = withoutOwn;
  const joined = PREPOSITION.test(gist.replace(URGENCY, ''));
  // The whole title stays within MAX_TITLE_CHARS: cut at a clause, else at a word, never mid-word.
  const room = MAX_TITLE_CHARS - title.length - (joined ? 1 : 2);
  if (gist.length > room) for (const [pattern, shorter] of SHORTER[language] ?? []) gist = gist.replace(pattern, shorter);
  if (gist.length > room) {
    const head = gist.slice(0, room + 1);
    const clause = head.search(/(?:,|\s(?:and|so|because|which|that|och|så|eftersom|som|og|und|ja|ve))\s[^,]*$/iu);
    gist = (clause >= room / 3 ? head.slice(0, clause) : head.replace(/\s+\S*$/, '')).replace(/[\s,]+$/, '');
    // Never end mid-phrase ("... bättre på tre"): drop the phrase the cut went into.
    const phrase = gist.search(PHRASE_START);
    if (phrase >= room / 3) gist = gist.slice(0, phrase);
    gist = gist.replace(DANGLING, '').replace(/[\s,]+$/, '');
  }
  if (!gist) return title;
  return joined ? `${title} ${gist}` : `${title}: ${gist}`;
}

/** The words a title already says, per category, with the pronouns that follow them ("remitterar dig"). */
const ownWords = (terms: string) => new RegExp(`^(?:${terms})\\p{L}*\\s+(?:(?:you|them|him|her|the patient|dig|deg|dich|sie|ihnen|sinut|jag|jeg|ich|i|we|vi)\\s+)*`, 'iu');
const OWN_WORDS: Record<TaskCategory, RegExp> = {
  referral: ownWords('remiss|remitter|referral|refer|lähete|henvisning|henvis|überweisung|überweis|sevk|إحالة'),
  lab_test: ownWords('provtagning|lab test|laboratoriokoe|prøvetaking|prøvetagning|laboruntersuchung'),
  imaging: ownWords('bilddiagnostik|imaging|kuvantaminen|bildediagnostikk|billeddiagnostik|bildgebung'),
  prescription: ownWords('recept|prescription|resepti|resept|rezept|reçete'),
  certificate: ownWords('intyg|certificate|todistus|attest|bescheinigung|rapor'),
  follow_up: ownWords('uppföljning|follow-up|follow up|seuranta|oppfølging|opfølgning|wiedervorstellung'),
  patient_instruction: ownWords('patientinstruktion|patient instruction|instruction'),
  administrative: ownWords('administration|administrative'),
};
