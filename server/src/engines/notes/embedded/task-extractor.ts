/**
 * Tasks from the plan: one per action the clinician asks for, each with an imperative title
 * in record style that names its object as said (the drug with its dose, the test, where the
 * referral goes, when the follow-up is), the category and a priority. Results already to
 * hand ("EKG:t vi tog", "the x-ray showed") and explanations are not tasks; several drugs
 * prescribed in one sentence are one task each. The words for titles are in
 * lexicon/tasks.json.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, type Language, type NoteTask, type TaskCategory, type TaskPriority } from '../../../contract/api.schema.js';
import { IMPERATIVE, SAFETY_NET, TIME_AHEAD } from './cue-lexicon.js';
import { toRecordStyle } from './note-style.js';
import { alternation, capitalise, ensurePeriod, stems } from './text.js';


/** Cues per task category, in all eight languages; checked in this order. */
const CATEGORY_CUES: [TaskCategory, RegExp][] = [
  ['certificate', stems(['write him off', 'write her off', 'write you off', 'write the patient off', 'work note', 'note for work', 'school note', "doctor's note", 'light duty', 'schreibe sie', 'schreibe ich sie', 'sick leave', 'sick note', 'certificate', 'fit note', 'sjukskriv', 'sjukintyg', 'intyg', 'läkarintyg', 'friskintyg', 'skolintyg', 'sykemeld', 'legeerklæring', 'legeattest', 'lægeerklæring', 'lægeattest', 'sairausloma', 'todistus', 'sykmeld', 'sygemeld', 'attest', 'krankschreib', 'arbeitsunfähig', 'rapor', 'إجازة مرضية', 'شهادة'])],
  ['referral', stems(['väntelista', 'waiting list', 'venteliste', 'warteliste', 'leikkausjono', 'bekleme listesi', 'diyetisyen', 'dietitian', 'dietist', 'diætist', 'ernæringsfysiolog', 'ernährungsberat', 'ravitsemusterapeut', 'øjenlæge', 'øyelege', 'ögonläkare', 'silmälääkäri', 'augenarzt', 'göz doktor', 'träffar diabetessköterska', 'träffa diabetessköterska', 'träffar dietist', 'träffa dietist', 'träffa kurator', 'träffar kurator', 'träffa psykolog', 'träffar psykolog', 'refer', 'referral', 'remiss', 'remitter', 'lähete', 'lähettee', 'krankengymnastik', 'physiotherapie', 'سأحول', 'أحولك', 'henvis', 'überweis', 'sevk', 'إحالة', 'تحويل'])],
  ['imaging', stems(['bentäthet', 'dxa$', 'lungröntgen', 'hjärtröntgen', 'skelettröntgen', 'skiktröntgen', 'magnetröntgen', 'hjärtultraljud', 'ekokardiografi', 'ukg', 'echocardiogram', 'echo$', 'mammografi', 'mammogram', 'gastroskopi', 'koloskopi', 'endoskopi', 'gastroscopy', 'colonoscopy', 'endoscopy', 'tähystys', 'gastroskopie', 'koloskopie', 'endoskopie', 'kolonoskopi', 'endoskopi', 'x-ray', 'x ray', 'xray', 'ultrasound', 'ct scan', 'ct ', 'mri', 'scan$', 'röntgen', 'ultraljud', 'datortomografi', 'magnetkamera', 'ultraääni', 'magneettikuva', 'ultralyd', 'mr-', 'ultraschall', 'ultrason', 'tomografi', 'أشعة', 'تصوير'])],
  ['lab_test', stems(['leverprov', 'levervärden', 'njurfunktion', 'blodstatus', 'elektrolyter$', 'elektrolyten$', 'electrolytes$', 'ferritin', 'psa$', 'inr$', 'liver function', 'liver test', 'kidney function', 'blood count', 'cbc$', 'urinalysis', 'holter', 'heart monitor', 'quantiferon', '24-hour urine', 'blutbild', 'leberwerte', 'nierenwerte', 'verenkuva', 'maksa-arvo', 'leverprøve', 'nyretal', 'nyreprøve', 'karaciğer test', 'böbrek fonksiyon', 'السكر التراكمي', 'وظائف الكلى', 'وظائف الكبد', 'تحاليل', 'تخطيط القلب', 'spirometri', 'spirometry', 'tsh', 'hba1c', 'kreatinin', 'creatinine', 'kalium', 'blodfett', 'lipid', 'blood work', 'bloodwork', 'labs$', 'blood test', 'blood sample', 'lab$', 'urine test', 'urine sample', 'swab', 'crp', 'culture', 'ecg', 'ekg', 'blodprov', 'prov$', 'prover$', 'provtagning', 'urinprov', 'odling', 'snabbtest', 'strep-test', 'verikoe', 'laboratorio', 'virtsanäyte', 'blodprøve', 'prøve', 'urinprøve', 'blutabnahme', 'blutuntersuchung', 'labor', 'urinprobe', 'abstrich', 'tahlil', 'kan testi', 'idrar testi', 'تحليل', 'فحص دم'])],
  ['prescription', stems(['سأصف', 'أصف لك', 'ملغ', 'حنبدأ', 'سنبدأ', 'næsespray', 'nesespray', 'nässpray', 'nasal spray', 'nasenspray', 'nenäsumute', 'burun spreyi', 'øjendråber', 'øyedråper', 'ögondroppar', 'eye drops', 'augentropfen', 'silmätipat', 'göz damla', 'kortisonkrem', 'kortisonkräm', 'krem$', 'creme', 'kreme', 'voide', 'miligram', 'başlıyoruz', 'başlayalım', 'başlayacağız', 'schreibe ihnen', 'start the patient on', 'start her on', 'start him on', 'milligram', 'inhalation morgon', 'morgon och kväll', 'gång om dagen', 'gånger om dagen', 'en gång dagligen', 'times a day', 'once a day', 'twice a day', 'start you on', 'increase your', 'höjer dosen', 'öka dosen', 'börjar med', 'sätter in', 'prescri', 'tablet', 'capsule', 'antibiotic', 'penicillin', 'ibuprofen', 'paracetamol', 'cream', 'inhaler', 'mg', 'dose', 'recept$', 'receptet', 'recepten', 'recept på', 'förskriv', 'skriver ut', 'sätter in', 'insätt', 'tablett', 'kur ', 'antibiotika', 'salva', 'kräm', 'resepti', 'määrää', 'lääke', 'resept', 'skriver ut', 'rezept', 'verschreib', 'tablette', 'salbe', 'reçete', 'ilaç', 'وصفة', 'دواء', 'حبة'])],
  ['follow_up', stems(['راجع', 'ارجع', 'وارجع', 'tekrar getir', 'kom tillbaka', 'kom igen', 'kommen sie wieder', 'kommen sie bitte wieder', 'tulkaa uudestaan', 'tule uudestaan', 'ارجعوا', 'see the patient back', 'see her back', 'see him back', 'see them back', 'see her for', 'see him for', 'see you for', 'see the patient for', 'see the patient in', 'see her in', 'see him in', 'follow up in', 'recheck in', 'ses vi', 'vi ses', 'ringer er', 'ringer upp', 'hör hur det går', 'kommer tillbaka', 'komma tillbaka', 'kommer du tillbaka', 'komma till sjuksköterskan', 'komma till sköterskan', 'kommer till sjuksköterskan', 'kommer till sköterskan', 'kommer du till', 'träffar', 'träffa', 'ses om', 'ringer dig', 'telefonkontakt', 'telefontid', 'see you back', 'see you in', 'follow-up', 'follow up', 'come back', 'return', 'check-up', 'review', 'see you again', 'återbesök', 'kontroll', 'uppfölj', 'återkom', 'ses igen', 'kontrolli', 'seuranta', 'uusintakäynti', 'oppfølging', 'opfølgning', 'kom tilbake', 'kom tilbage', 'wiedervorstell', 'kontrolle', 'wiederkommen', 'kontrol', 'tekrar gel', 'متابعة', 'مراجعة'])],
  ['administrative', stems(['call you', 'ringer dig', 'ringer deg', 'rufe sie', 'soitan', 'book$', 'schedule', 'appointment', 'letter', 'call the', 'phone', 'boka', 'kallelse', 'brev', 'ringa', 'tidsbokning', 'varaa', 'aika', 'bestill', 'book en tid', 'termin', 'anrufen', 'randevu', 'موعد', 'رسالة'])],
  ['patient_instruction', stems(['inte lyfta', 'lyfta tungt', 'tunga lyft', 'avoid lifting', 'heavy lifting', 'nicht heben', 'schwer heben', 'ikke løfte', 'älä nosta', '112$', '911$', '999$', '113$', 'köra bil', 'kör bil', 'bilkörning', 'drive$', 'driving', 'kjøre bil', 'køre bil', 'auto fahren', 'autofahren', 'ajaa autoa', 'araba kullan', 'vara hemma', 'stanna hemma', 'stay home', 'stay at home', 'zu hause bleiben', 'bleiben sie zu hause', 'være hjemme', 'blive hjemme', 'pysy kotona', 'evde kal', 'tvätta händerna', 'handtvätt', 'egen toalett', 'own toilet', 'separate toilet', 'eigene toilette', 'eget toilet', 'eget toalett', 'wash your hands', 'wash hands', 'hand hygiene', 'hände waschen', 'händewaschen', 'vaske hendene', 'vaske hænder', 'pese kädet', 'dagbok', 'diary', 'tagebuch', 'päiväkirja', 'dagbog', 'fastande', 'på tom mage', 'empty stomach', 'nüchtern', 'tyhjään mahaan', 'aç karnına', 'drikk', 'drik ', 'drick$', 'juokaa', 'juo ', 'cut down', 'raise the head', 'things that help', 'lose weight', 'stop smoking', 'quit smoking', 'söker du akut', 'söka akut', 'sök akut', 'ring 1177', 'ring 112', 'ringa 112', 'call 911', 'call 999', 'call 112', 'call an ambulance', 'hör du av', 'höra av', 'exercises', 'övningar', 'harjoitu', 'øvelser', 'übungen', 'egzersiz', 'rest$', 'drink', 'fluids', 'avoid', 'should', 'emergency department', 'a&e', 'akuten', 'päivystykseen', 'legevakt', 'skadestue', 'notaufnahme', 'acile', 'come in the same day', 'come in right away', '988$', 'emergency room', 'crisis line', 'الطوارئ', 'للطوارئ', 'kontakt igjen', 'kontakt igen', 'tar du kontakt', 'tager du kontakt', 'advise', 'recommend', 'exercise', 'walk', 'contact us', 'seek care', 'if you get worse', 'vila', 'dricka', 'undvik$', 'undvika', 'bör$', 'råd', 'rekommender', 'motion', 'hör av', 'söka vård', 'lepo', 'levätä', 'juo', 'vältä', 'hvile', 'drikke', 'unngå', 'undgå', 'anbefal', 'ruhen', 'trinken', 'vermeiden', 'sollte', 'empfehl', 'dinlen', 'sıvı', 'kaçın', 'öneri', 'راحة', 'اشرب', 'تجنب', 'أنصح'])],
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
    // "..., hör av dig, och om du får kraftig bröstsmärta, ring 112": two pieces of advice.
    String.raw`,\s(?:and|och|og|und|men|but)\s(?=(?:om|if|hvis|wenn|falls|jos)\s)`,
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
  'behövs inte', 'inget behov', 'behöver inget', 'behövs inget', 'inget intyg', 'no need for', 'ingen remiss', 'ingen röntgen', 'inte nödvändig', 'ingen antibiotika', 'avstår', 'avvaktar med',
  'ei tarvita', 'ei ole tarpeen', 'ei tarvetta',
  'trengs ikke', 'ikke nødvendig', 'ingen henvisning', 'behøves ikke', 'ikke behov', 'trenger ingen', 'trenger ikke', 'behøver ingen', 'behøver ikke', 'trænger ikke',
  'brauchen wir nicht', 'brauchen sie nicht', 'braucht es nicht', 'nicht nötig', 'nicht notwendig', 'nicht erforderlich', 'kein röntgen', 'keine überweisung', 'keine antibiotika',
  'gerek yok', 'gerekmiyor', 'لا حاجة',
]);

/** Words that open a plan sentence but say nothing of the task: "Skriver en remiss" -> "remiss". */
const TITLE_LEAD = /^(?:(?:start|starts|on|tänker att vi|tänker att|föreslår att vi|föreslår att|(?:lägger|lägga) till|börjar med|ett läkemedel som heter|en medicin som heter|a medication called|a medicine called|something called|the patient|patient|she|he|should|them|him|her|i|we|jag|vi|jeg|ich|wir|will|'ll|ska|skal|kommer att|also|också|även|auch|også|då|so|then|now|nu|today|idag|i dag|writes?|write|skriver(?: ut)?|skickar|sender|schreibe|prescribe|ordinerar|gives?|give|ger|get|gets|tar|tager|take|takes|do|does|gör|gjør|gør|machen|mache|arrange|arranges|book|books|bokar|order|orders|beställer|send|sends|refer|you|dig|deg|dich|sie|ihnen|a|an|the|en|ett|et|ei|ein|eine|einen|new|ny|nytt|nya|kan|may|can|vill|(?:want|would like|like|need) (?:you )?to|att|du|er|please|får|startar|insätter|recommend|recommends|rekommenderar|empfehle|suosittelen|anbefaler)\s+)+/iu;
const MAX_TITLE_CHARS = 60;

const IMAGING_REFERRAL = /(?<![\p{L}])(?:remiss (?:för|på|till) (?:en |ett )?(?:\p{L}*röntgen|ultraljud|magnetkamera|datortomografi|mr|ct|hjärtultraljud|ekokardiografi|mammografi)|refer(?:ral)? for (?:an? )?(?:x-ray|ultrasound|mri|ct|scan|echo))/iu;
const RETURN_VISIT = stems(['see her for', 'see him for', 'see you for', 'see the patient for', 'see the patient in', 'see her in', 'see him in', 'tekrar getir', 'ارجع', 'وارجع', 'kommer patienten tillbaka', 'kommer patienten till', 'får patienten komma', 'ses vi', 'vi ses', 'ses om', 'ses igen', 'träffas vi', 'see you', 'see her back', 'see him back', 'see the patient back', 'see them back', 'follow up in', 'kommen sie wieder', 'tulkaa', 'uudestaan', 'kom tillbaka', 'ارجعوا', 'tule ', 'tulkaa', 'päästä hoitajalle', 'kontrolliin', 'tekrar gel', 'kontrole', 'wiedervorstell', 'kom tilbake', 'kom tilbage', 'مراجعة', 'kommer tillbaka', 'komma tillbaka', 'kommer du tillbaka', 'komma till', 'kommer till', 'återbesök', 'come back', 'see you back', 'see you in', 'follow up', 'follow-up', 'kom tilbake', 'kom tilbage', 'wiederkommen']);

const COME_AGAIN = /(?<![\p{L}])(?:kommen sie|komm|kommst du)(?![\p{L}]).{0,40}(?<![\p{L}])wieder(?![\p{L}])|(?<![\p{L}])(?:skal du|du skal|må du)\s+komme\s+(?:igen|tilbage|tilbake)(?![\p{L}])/iu;
const FALSE_RETURN = /(?<![\p{L}])(?:det|it|the pain|smärtan|värken|besvären|symptomen|the symptoms|es|der schmerz|det|smerten)\s+(?:kommer tillbaka|comes back|kommt wieder|kommer igjen|kommer tilbake|kommer tilbage)/iu;
const CONDITIONAL = /^(?:(?:and|och|og|und|ja|so|så|men|but|annars|otherwise)[\s,]+)*(?:om|if|hvis|wenn|falls|jos|eğer|إذا)(?![\p{L}])/iu;
/** Getting in touch again: "hör av dig", "contact us", "ta kontakt". */
const CONTACT_AGAIN = stems(['hör av', 'höra av', 'hör du av', 'hör ni av', 'hör patienten av', 'kontaktar du', 'tar du kontakt', 'kontakter du', 'tager du kontakt', 'kontakta', 'ring oss', 'ring mig', 'contact us', 'call us', 'call the office', 'get in touch', 'let us know', 'ta kontakt', 'kontakt oss', 'kontakt os', 'melden sie sich', 'ottakaa yhteyttä', 'ota yhteyttä', 'bize ulaşın', 'تواصل', 'اتصل بنا']);

/** "vi tager også ...", "tar vi ...", "nehmen wir ...": taking a sample, before the test's name. */
const TAKE_TEST = /(?<![\p{L}])(?:vi\s+(?:tager|tar|tar också|tager også|tar også|tar även)|tager vi|tar vi|wir nehmen|nehmen wir|we(?:'ll| will)? (?:check|take)|otetaan)(?![\p{L}])/iu;

/** "Och det viktiga: om du får...": a short lead ending in a colon before what is said. */
const LEAD_TO_COLON = /^[^:]{0,30}:\s*/u;

/** A blood pressure check booked ahead: "I'd like the nurse to check your blood pressure in two weeks", "blodtryckskontroll om en månad". */
const BLOOD_PRESSURE_CHECK = /(?<![\p{L}])(?:blodtryckskontroll\p{L}*|(?:kontroll\p{L}* av|kontrollera|kolla|mäta|ta om|följa upp) blodtrycket|blood pressure (?:check|recheck)|(?:re)?check (?:your|the|her|his|their) blood pressure|blodtrykkskontroll\p{L}*|blodtrykskontrol\p{L}*|blutdruckkontrolle\p{L}*)(?![\p{L}])/iu;

export function categorise(sentence: string): TaskCategory | undefined {
  const matching = CATEGORY_CUES.filter(([, cue]) => cue.test(sentence)).map(([category]) => category);
  const core = sentence.trim().replace(LEAD_TO_COLON, '');
  // "Ta inte Ipren eller Treo", "Amlodipin fortsätter du med": a medicine by name is about prescribing.
  const opensWithCondition = SAFETY_NET.test(core) || CONDITIONAL.test(core) || /^(?:call|ring|contact|kontakta|hör av)(?![\p{L}])/iu.test(core);
  // Not a medicine only explained ("Vid typ 1 slutar kroppen tillverka insulin", "Ipren är tufft för njurarna"): it comes with a dose or something done with it.
  const bareSentence = sentence.replace(/[.!?]+$/, '');
  if (!matching.length && drugMentions(bareSentence).length && (opensWithCondition || namesDosedDrug(bareSentence) || DONE_WITH_DRUG.test(sentence))) matching.push(opensWithCondition ? 'patient_instruction' : 'prescription');
  // "Vi tager også kolesterol i dag": a test taken, named by a word the cues leave to the lab list.
  // "Vi tar nytt blodvärde och B12": B12 is the analyte, not a drug.
  if ((!matching.length || matching[0] === 'prescription') && TAKE_TEST.test(sentence) && testMention(sentence, LAB_TEST)) matching.unshift('lab_test');
  let category = matching[0];
  if ((!category || category === 'lab_test') && BLOOD_PRESSURE_CHECK.test(sentence) && (TIME_AHEAD.test(sentence) || TIME_PHRASE.test(sentence))) category = 'follow_up';
  // "Undvik tunga lyft tills du har träffat kardiologen", "Drick mindre på kvällen": advice, whatever it names.
  if (category && category !== 'certificate' && INSTRUCTION_START.test(sentence.trim().replace(/^\p{L}+:\s*/u, ''))) return 'patient_instruction';
  // "Remiss för ultraljud av hjärtat" is the examination; "kommer tillbaka om två veckor för ett nytt EKG" the visit.
  if (category === 'referral' && matching.includes('imaging') && IMAGING_REFERRAL.test(sentence)) category = 'imaging';
  // "När gastroskopin är gjord och svaret har kommit, ses vi igen": the test is when, the visit what.
  if ((category === 'lab_test' || category === 'imaging' || category === 'prescription') && matching.includes('follow_up') && (TIME_AHEAD.test(sentence) || TIME_PHRASE.test(sentence) || WHEN.test(sentence)) && RETURN_VISIT.test(sentence)) category = 'follow_up';
  // "Kommen Sie in einer Woche wieder", "skal du komme igen": the patient comes back.
  if (category !== 'follow_up' && COME_AGAIN.test(sentence) && !INSTRUCTION_START.test(sentence) && !CONDITION_WORD.test(sentence)) category = 'follow_up';
  // "Om det kommer tillbaka kan du ta en till": the pain comes back, not the patient.
  if (category === 'follow_up' && FALSE_RETURN.test(sentence) && !TIME_PHRASE.test(sentence)) category = matching.find((c) => c !== 'follow_up');
  const conditional = SAFETY_NET.test(core) || CONDITIONAL.test(core);
  // "Om det inte är bättre om en vecka, hör av dig": a follow-up if needed.
  if (conditional && notPassed(sentence) && (CONTACT_AGAIN.test(sentence) || RETURN_VISIT.test(sentence))) return 'follow_up';
  // "Om du får torrhosta av tabletten hör du av dig": advice for what may happen, not a prescription.
  if ((category === 'prescription' || category === 'lab_test') && conditional && matching.includes('patient_instruction')) category = 'patient_instruction';
  // "Om du får svaghet ska du ringa 112": advice for what may happen, not an errand.
  return category === 'administrative' && conditional ? 'patient_instruction' : category;
}

function priorityOf(sentence: string, category: TaskCategory): TaskPriority {
  // A safety-net ("if you get worse, go to the emergency department") is not urgent now.
  if (LOW.test(sentence) || SAFETY_NET.test(sentence.trim())) return 'low';
  if (HIGH.test(sentence)) return 'high';
  if (category === 'patient_instruction') return 'low';
  return 'medium';
}

// ---- the words for titles (lexicon/tasks.json) ----

const words = z.array(z.string().min(1));
const titleSchema = z
  .object({
    prescription: z.string().includes('{x}'),
    continue: z.string().includes('{x}'),
    avoid: z.string().includes('{x}'),
    referral: z.string().includes('{x}'),
    referralTo: z.string(),
    lab_test: z.string().includes('{x}'),
    imaging: z.string().includes('{x}'),
    follow_up: z.string().includes('{x}'),
    phone: z.string().includes('{x}'),
    pressureCheck: z.string().includes('{x}'),
    recontact: z.string().includes('{x}'),
    increase: z.string().includes('{x}'),
    waitingList: z.string().includes('{x}'),
    stop: z.string().includes('{x}'),
    certificate: z.string().includes('{x}'),
    sickLeave: z.string().includes('{x}'),
    conditionJoin: z.string(),
    notBetter: z.string().min(1),
  })
  .strict();
type TitleWords = z.infer<typeof titleSchema>;
const perLanguage = <T extends z.ZodTypeAny>(schema: T) => z.object(Object.fromEntries(LANGUAGES.map((l) => [l, schema])) as Record<Language, T>).strict();
const taskLexiconSchema = z
  .object({
    $comment: z.string(),
    drugs: words,
    drugSuffixes: words,
    formWords: words,
    units: words,
    numberWords: words,
    labTests: words,
    imagingTests: words,
    referralTargets: words,
    titles: perLanguage(titleSchema),
    imperatives: z.record(z.enum(LANGUAGES), z.record(z.string(), z.string())),
    leads: perLanguage(words),
  })
  .strict();
const LEXICON = taskLexiconSchema.parse(JSON.parse(fs.readFileSync(new URL('./lexicon/tasks.json', import.meta.url), 'utf8')));

/** Whole words or phrases of the list. */
const wholeWords = (list: readonly string[], flags = 'iu') => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(list)})(?![\\p{L}\\p{N}])`, flags);
/** Words that start with a term of the list (inflected forms: "kardiologen", "Furosemiden"). */
const wordStarts = (list: readonly string[], flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(list.filter((t) => t.length > 3))}|(?:${alternation(list.filter((t) => t.length <= 3))})(?![\\p{L}]))[\\p{L}\\p{N}-]*`, flags);

const NUMBER_ROOT = alternation(LEXICON.numberWords);
/** "tjugofem", "femhundra", "seventy-five", "zweihundert": numbers said as one word of number words. */
const NUMBER = `(?:\\d+(?:[.,/]\\d+)*|(?:${NUMBER_ROOT})(?:-?(?:${NUMBER_ROOT}))*(?![\\p{L}]))`;
/** A dose as said: "75 milligram", "tio milligram", "seventy-five micrograms", "1 g", "en tablett". */
const DOSE = new RegExp(`(?<![\\p{L}\\p{N}])${NUMBER}(?:(?:\\s*(?:-|–|till|to|bis|och|and|eller|or)\\s*|\\s+)${NUMBER}){0,2}\\s*(?:${alternation(LEXICON.units)})(?![\\p{L}])`, 'iu');
const A_NUMBER = new RegExp(`^${NUMBER}$`, 'iu');
/**
 * A medicine by name (with up to 12 letters of ending: "Furosemiden") or by the ending of its generic name;
 * "penicillinallergi" is not one. The ~2,000 plain names are looked up by their first letters, word by word:
 * one pattern of all of them costs more than the rest of the note.
 */
const NAME_ENDING = 12;
const NAME_KEY = 3;
const PLAIN_NAME = /^\p{L}+$/u;
const DRUGS_BY_START = new Map<string, string[]>();
for (const name of LEXICON.drugs.filter((n) => PLAIN_NAME.test(n))) {
  const key = name.toLowerCase().slice(0, NAME_KEY);
  DRUGS_BY_START.set(key, [...(DRUGS_BY_START.get(key) ?? []), name.toLowerCase()]);
}
/** The names with hyphens, spaces or digits ("co-amoxiclav", "vitamin d", "b12"), and the generic endings. */
const DRUG = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${alternation(LEXICON.drugs.filter((n) => !PLAIN_NAME.test(n)))})\\p{L}{0,${NAME_ENDING}}(?:-\\p{L}+)?|[\\p{L}-]{2,}(?:${alternation(LEXICON.drugSuffixes)})\\p{L}{0,3}(?:-\\p{L}+)?)(?![\\p{L}\\p{N}])`,
  'giu',
);
const WORD_WITH_ENDING = /(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-\p{L}+)?(?![\p{L}\p{N}])/gu;

/**
 * The clauses of the note being written, with their medicines: a sentence is asked about them
 * more than once ("a drug?", "a dosed drug?", by the writer and by the tasks). Emptied when the
 * note is done (`forgetDrugLookups`), so no words of a visit outlive its note.
 */
const DRUG_NAMES_SEEN = new Map<string, readonly { index: number; text: string }[]>();
const DRUG_NAMES_KEPT = 256;

export function forgetDrugLookups(): void {
  DRUG_NAMES_SEEN.clear();
}

/** How many clauses are held (for the test that none outlive a note). */
export const drugLookupsHeld = (): number => DRUG_NAMES_SEEN.size;

/** Where a medicine is named in the clause, in order. */
function drugNames(clause: string): readonly { index: number; text: string }[] {
  const seen = DRUG_NAMES_SEEN.get(clause);
  if (seen) return seen;
  if (DRUG_NAMES_SEEN.size >= DRUG_NAMES_KEPT) DRUG_NAMES_SEEN.clear();
  const names = findDrugNames(clause);
  DRUG_NAMES_SEEN.set(clause, names);
  return names;
}

function findDrugNames(clause: string): { index: number; text: string }[] {
  const found = [...clause.matchAll(DRUG)].map((m) => ({ index: m.index, text: m[0] }));
  for (const m of clause.matchAll(WORD_WITH_ENDING)) {
    const word = m[0].split('-')[0]!.toLowerCase();
    const named = DRUGS_BY_START.get(word.slice(0, NAME_KEY))?.some((name) => word.startsWith(name) && word.length - name.length <= NAME_ENDING);
    if (named && !found.some((f) => f.index <= m.index && m.index < f.index + f.text.length)) found.push({ index: m.index, text: m[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}
const NOT_A_DRUG = /(?:allergi|allergy|allergie|resistens|brist|behandl|intoler|känslig|biverk|kur$|dosen?$)|^(?:kolesterol|cholesterol|kolesteroli|april|inform|perform|transform|reform|platform|järnväg)/iu;
const DRUG_THEN_NOT = /^\s+(?:allergy|allergi|allergie|intolerance|resistance)/iu;
const FORM_WORDS = wholeWords(LEXICON.formWords);
const LAB_TEST = wordStarts(LEXICON.labTests);
const IMAGING_TEST = wordStarts(LEXICON.imagingTests);
const REFERRAL_TARGET = wordStarts(LEXICON.referralTargets);
const LEAD_WORDS = Object.fromEntries(LANGUAGES.map((l) => [l, new RegExp(`^(?:(?:${alternation(LEXICON.leads[l])})[\\s,:]+)+`, 'iu')])) as Record<Language, RegExp>;

// ---- what is not a task ----

/** A result already to hand: "EKG:t vi tog i vila", "the x-ray showed", "EKG:t är oförändrat". */
const RESULT_AT_HAND = stems([
  'vi tog', 'tog vi', 'vi har tagit', 'har vi tagit', 'togs', 'tagna', 'visade', 'visar', 'är oförändrat', 'är oförändrad', 'var normal', 'är normal', 'normala prover', 'provsvaren', 'svaren visar',
  'we took', 'we did', 'showed', 'shows', 'came back', 'was normal', 'were normal', 'is normal', 'are normal', 'was negative', 'was positive', 'is unchanged',
  'otettiin', 'näytti', 'oli normaali', 'vi tok', 'tok vi', 'vi tog', 'viste', 'viser', 'var normal', 'er normal', 'er uændret', 'er uendret',
  'zeigt', 'zeigte', 'ergab', 'war unauffällig', 'ist unauffällig', 'haben wir gemacht', 'gösterdi', 'çıktı', 'normaldi', 'أظهر', 'أظهرت', 'كانت طبيعية', 'كان طبيعي',
]);
/** A test named in its definite form ("EKG:t", "CRP:n", "MR:en"): the one already done. */
const DEFINITE_TEST = /(?<![\p{L}])\p{Lu}{2,}:(?:t|et|en|n|s)(?![\p{L}])/u;
/** "Nu spirometrin.", "Och så blodproverna.": a test taken up for discussion, in its definite form, with no verb. */
const TOPIC_ONLY = /^(?:(?:nu|och|så|då|sen|sedan|sist|först|nå|og|deretter|dernæst)\s+)+\p{L}+(?:na|en|et|in|n)[.!]?$/iu;
/** An incoming referral or the referring doctor: nothing to do. */
const INCOMING = stems(['remiss från', 'remissen från', 'referral from', 'referring doctor', 'referring physician', 'referred by', 'remitterande', 'henvisning fra', 'henvisningen fra', 'überweisung vom', 'überweisung von', 'lähete tuli']);
/** The clinician's judgement, said in the plan: "min bedömning är att...". */
const JUDGEMENT = stems(['sammanfattningsvis', 'in summary', 'to summarise', 'to summarize', 'zusammenfassend', 'yhteenvetona', 'oppsummert', 'sammenfattende', 'min bedömning', 'bedömningen är', 'my assessment', 'the assessment is', 'the diagnosis is', 'min vurdering', 'vurderingen er', 'meine einschätzung', 'arvioni', 'değerlendirmem', 'تشخيصي']);
/** A plan or referral that is only talked about: "we can talk about rhythm control". */
const DISCUSSION = stems(['is usually', 'are usually', 'är oftast', 'brukar vara', 'brukar man', 'man brukar', 'we usually', 'usually we', 'man pleier', 'man plejer', 'normalerweise','kan vi prata om', 'pratar vi om', 'innan vi pratar', 'we can talk about', 'we can discuss', 'talk about', 'can consider', 'kan överväga', 'kan diskutera',
  // What is usually given, and what may come later: "Vanligtvis ger man Naproxen", "kan det bli aktuellt med Allopurinol".
  'vanligtvis ger man', 'normalt ger man', 'oftast ger man', 'usually we give', 'we usually give', 'vanligvis gir man', 'normalt gir man', 'normalt giver man', 'kan det bli aktuellt', 'kan bli aktuellt', 'kan det bli aktuelt', 'kan det blive aktuelt', 'might be needed later', 'may be needed later']);
/** "..., men med dina njurar vill jag inte det": an action said and then declined. */
const DECLINED = /(?<![\p{L}])(?:men|but|mutta|aber|ama|fakat|لكن)(?![\p{L}]).{0,60}?(?<![\p{L}])(?:vill jag inte|det vill jag inte|vill vi inte|i (?:don't|do not|wouldn't|would not) want|i'd rather not|vil jeg ikke|vil vi ikke|det vil jeg ikke|möchte ich (?:das )?nicht|wollen wir nicht|en halua|istemiyorum)(?![\p{L}])(?!\s+(?:\p{L}+\s+)?(?:vänta|wait|vente|warten|odottaa|beklemek))/iu;
/** A value said with the test ("CRP är 46", "the hemoglobin was 11.2"): the result is at hand. */
const VALUE_SAID = /(?<![\p{L}])(?:är|var|låg på|ligger på|was|is|were|are|er|lå på|ist|war|liegt bei|lag bei|on|oli|oldu|çıktı)\s+(?:nu\s+|now\s+)?\d/iu;

// ---- kinds of action within a category ----

/** An explicit prescribing verb: a prescription without a named drug still counts with one. */
const PRESCRIBE_VERB = stems(['skriver ut', 'förskriv', 'recept$', 'receptet', 'recepten', 'recept på', 'ordiner', 'insätt', 'sätter in', 'prescri', 'start the patient on', 'start her on', 'start him on', 'put her on', 'put him on', 'verschreib', 'schreibe ihnen', 'aufschreib', 'määrää', 'aloitetaan', 'resept', 'forskriv', 'udskriv', 'reçete', 'başlıyor', 'وصف', 'سأصف', 'حنبدأ', 'سنبدأ']);
const WAITING_LIST = stems(['väntelista', 'waiting list', 'venteliste', 'warteliste', 'leikkausjono', 'bekleme listesi']);
/** Stopping a medicine ("sätt ut", "stop the"), and raising its dose. */
const STOP = /(?<![\p{L}])(?:sätt(?:er)? ut|sätter vi ut|seponer\p{L}*|sluta(?:r)? (?:med|ta)|(?:gör|göra) (?:ett )?uppehåll med|pausa(?:r)?|stop(?:ping)?|discontinue|come off|absetzen|setzen (?:wir|sie) .{0,20}ab|lopeta\p{L}*|bırak\p{L}*|kes\p{L}*|أوقف)(?:\s+(?:the|med|with|att ta|taking|den|det|daily|regular|your))*\s*$/iu;
/** The stop said after the drug: "gliklazidi bırakıyoruz", "Metformin setzen wir ab". */
const STOP_AFTER = /^[\s,]*(?:(?:\p{L}+)\s+)?(?:bırakıyoruz|bırakalım|bırakın|kesiyoruz|keselim|kesilecek|setzen wir ab|absetzen|lopetetaan|seponerer vi|seponerer|(?:slutar|ska|bör) (?:du|ni|vi|patienten|hon|han)(?: \p{L}+)? (?:med|sluta med)|sätter (?:vi|jag) ut|gör (?:du|ni|vi|patienten|hon|han) (?:ett )?uppehåll med|pausar (?:vi|du|patienten)|tar (?:vi|jag) bort|slutter (?:du|vi|pasienten) med|stopper (?:du|vi) med|holder (?:du|vi) op med|(?:we|you)(?:'ll| will| should)? stop)(?![\p{L}])/iu;
const INCREASE = /(?<![\p{L}])(?:höj\p{L}*|ök\p{L}*|increas\p{L}*|go up on|raise|titrate|erhöh\p{L}*|øk\p{L}*|øg\p{L}*|nost\p{L}*|artır\p{L}*|زيادة|نزيد)(?:\s+(?:vi|du|jag|we|wir|vi også|vi också))?(?:\s+(?:the|dosen av|dosen|doseringen|the dose of|die dosis von))?\s*$/iu;
/** "vi fortsätter med Symbicort och jag förnyar receptet": the renewal is of the drug the sentence continues, no task of its own. */
const RENEWED = /^(?:förnyar|förnya|renew|renewing|fornyer|fornye|erneuere|uusin|yeniliyorum)(?![\p{L}])/iu;
/** "jag skriver ut två", "I'll give you two more": a number of the drug already named, not something new. */
const QUANTITY_ONLY = /^(?:\d+|två|tre|fyra|fem|sex|tio|two|three|four|five|six|ten|to|tre|kaksi|kolme|zwei|drei|iki|üç)(?:\s+(?:till|st|stycken|more|extra|stk|mere|mehr|tane))?\.?$/iu;
/** "Jag skriver ut ett schema", "skickar ett nytt recept": paper, not a medicine. */
const NOT_A_MEDICINE = /^(?:(?:jag|vi|skickar|skriver|förnyar|ett|en|nytt|ny|i'll|we'll|send|write|a|an|new)\s+)*(?:schema|nedtrappningsschema|lapp|papper|recept|receptet|schedule|plan|note|paper)(?![\p{L}])/iu;
const PRONOUN = /^(?:den|det|dem|de|denna|detta|it|them|this|that|sie|es|ihn|sen|sitä|niitä|dette|disse|bunu|onu|ها)$/iu;
const CONTINUE = stems(['keep the', 'the same', 'same dose', 'as before', 'samma dos', 'som förut', 'som tidigare', 'oförändrad', 'unverändert', 'uændret', 'uendret', 'fortsätt', 'fortsätter', 'continue', 'keep taking', 'stay on', 'fortsett', 'fortsæt', 'weiter', 'jatka', 'jatketaan', 'devam', 'استمر']);
/** "Ta inte Ipren", "avoid ibuprofen": advice against a medicine. */
const AGAINST = /(?<![\p{L}])(?:inte|ej|aldrig|inga|ingen|inget|ingenting|not|no|don't|do not|never|avoid|undvik|ikke|aldri|unngå|undgå|nicht|kein\p{L}*|vermeiden|älä|vältä|kaçın\p{L}*|تجنب|لا)(?![\p{L}])/iu;
/** A medicine already stopped or of no use: "nu när naproxenet är borta", "Penicillinet hade patienten ingen nytta av". */
const GONE = /^\s*(?:(?:är|var|blev|er|ble|is|was|has been) (?:borta|utsatt|slut|seponert|seponeret|gone|stopped)|(?:hade|har|gav|had|did) (?:\p{L}+ )?(?:ingen|inte|no) (?:nytta|effekt|effect|use))(?![\p{L}])/iu;
/** The patient already on a medicine: "på ramipril", "har Losartan", "is on lisinopril". */
const ON_ALREADY = /(?:^|[\s,])(?:på|står på|går på|har|hade|is on|was on|on|unter|auf|bruker|står på|går på|er på|käyttää)\s+$/iu;
/** A switch of medicine: the verb right before the first ("byter Spiriva", "switch your amlodipine") and the word to the second after it. */
const SWITCH = /(?<![\p{L}])(?:byt(?:er|a)?|switch(?:ing)?|change|bytter|skifter|skifte|wechseln|vaihdetaan|vaihdan)(?:\s+(?:vi|du|jag|you|we|over|från|from|fra|von|the|your|din|ditt|dina|sie))*\s+$/iu;
const SWITCHED_TO = /^[\s,]*(?:\d[\d.,]*\s*\p{L}*\s+)?(?:mot|till|to|for|til|med|gegen|auf|zu|ile)(?![\p{L}])/iu;
/** What changes a medicine the patient is on, or starts one: then it is an order after all. */
const ORDERS_CHANGE = new RegExp(`${PRESCRIBE_VERB.source}|${INCREASE.source.replace(/\\s\*\$$/, '')}|(?<![\\p{L}])(?:sänk\\p{L}*|byt\\p{L}*|lägg\\p{L}* till|börja\\p{L}*|start\\p{L}*|switch\\p{L}*|reduce|lower|add)(?![\\p{L}])`, 'iu');
/** Something done with a medicine named without a dose: taken, avoided, kept, stopped, changed. */
const DONE_WITH_DRUG = new RegExp(`${CONTINUE.source}|${AGAINST.source}|${STOP_AFTER.source.replace(/^\^/, '')}|${STOP.source.replace(/\\s\*\$$/, '')}|(?<![\\p{L}])(?:ta|tar|take|takes|nimm|nehmen|ta|tag|tager|ottakaa|ota|alın|kullanın|خذ|får du|du får|ge|ger|give|gives|geben)(?![\\p{L}])|${ORDERS_CHANGE.source}`, 'iu');
/** "Ipren, inga.", "Voltaren, ingenting i den gruppen", "ibuprofen, none of that": no said right after the medicine. */
const AGAINST_AFTER = /^[\s,]*(?:inga|ingen|inget|ingenting|none|ikke|keine?)(?![\p{L}])/iu;
/**
 * "valproat använder vi inte", "penicillin biter inte på mykoplasma", "Adrenalinet inte biter lika bra": a medicine
 * said with a negation right after it is explained, not ordered; neither prescribing nor avoiding it is safe to guess.
 */
const NEGATED_AFTER = /^[\s,]*(?:\p{L}+\s+){0,2}?(?:inte|ej|not|ikke|nicht|ei)(?![\p{L}])(?!\s+(?:mer|över|more|over|mehr|mere|längre|than|än))/iu;
/** "stop taking any nonsteroidal medicines such as her Advil", "sluta med alla sådana, som Ipren": the drug named as one of a class stopped. */
const STOP_OF_CLASS = /(?<![\p{L}])(?:stop(?:ping)?(?: taking)?|discontinue|sluta(?:r)? (?:med|ta)|sätt(?:er)? ut)\s+(?:\p{L}+\s+){0,4}(?:such as|like|som|till exempel|t\.ex\.|zum beispiel|wie)\s+(?:(?:her|his|your|the|din|ditt|dina)\s+)?$/iu;
/** "Omeprazolen kan bidra lite", "Kortison kan ge benskörhet", "the statin can cause muscle aches": the medicine as a cause, explained. */
const CAUSES_AFTER = /^[\s,]*(?:\p{L}+\s+)?(?:kan (?:bidra|ge|orsaka|höja|sänka|påverka|förvärra)|kan också (?:bidra|ge|orsaka)|(?:can|may) (?:cause|raise|lower|affect|contribute|worsen|give)|kann (?:verursachen|auslösen)|kan (?:gi|give|forårsake|forårsage))(?![\p{L}])/iu;
/** "Metoprolol ... den ska patienten inte ta mer, jag sätter ut den nu": the stop said of it later in the sentence. */
const STOPPED_LATER = /(?<![\p{L}])(?:(?:(?:vi|jag) sätter|sätter (?:vi|jag)) ut (?:den|det|dem)|(?:ska|bör) (?:du|patienten) inte ta (?:(?:den|det|dem) )?mer|(?:stop|stopping) (?:it|them|taking it))(?![\p{L}])/iu;
/** A follow-up by telephone. */
const PHONE = stems(['ringer', 'ring ', 'telefon', 'phone', 'call you', 'call her', 'call him', 'calls', 'soitan', 'soittaa', 'puhelin', 'anrufen', 'rufe', 'arayacağ', 'telefonla', 'اتصل', 'هاتف']);
/** "Om det inte är bättre om tre veckor": the follow-up is only if needed. */
/** "Om det fortfarande kliar efter fyra veckor", "if the lump is still there": the trouble has not passed. */
const STILL_THERE = stems(['fortfarande', 'finns kvar', 'sitter kvar', 'inte har gått över', 'inte gått över', 'still there', 'still have', 'still has', 'persists', 'has not gone', "hasn't gone", 'not gone away', 'fortsatt', 'stadig', 'fremdeles', 'immer noch', 'noch da', 'edelleen', 'hâlâ', 'ما زال', 'لا يزال']);
const NOT_BETTER = stems(['blir det inte bättre', 'är det inte bättre', 'är du inte bättre', 'är du inte klart bättre', 'blir du inte bättre', 'känns det inte bättre', 'går det inte över', 'har det inte gått över', 'er det ikke bedre', 'blir det ikke bedre', 'om det inte är bättre', 'om det inte blir bättre', 'om du inte blir bättre', 'om patienten inte blir bättre', 'om du inte är bättre', 'om besvären inte', 'if not better', 'if it is not better', "if it's not better", 'if you are not better', 'if the patient is not better', "if you're not better", 'if it does not get better', 'hvis det ikke er bedre', 'hvis det ikke blir bedre', 'hvis det ikke bliver bedre', 'wenn es nicht besser', 'nicht besser ist', 'jos ei parane', 'ei ole helpottanut', 'düzelmezse', 'إذا ما تحسن', 'إذا لم يتحسن']);
/** The trouble has not passed: not better, or still there. */
const notPassed = (text: string) => NOT_BETTER.test(text) || STILL_THERE.test(text);
/** "om det inte räcker", "if that's not enough": a step held back until the first one fails. */
const NOT_ENOUGH = stems(['om det inte räcker', 'om inte det räcker', 'räcker inte det', 'if that is not enough', "if that's not enough", 'if it is not enough', "if it's not enough", 'hvis det ikke er nok', 'hvis det ikke rækker', 'wenn das nicht reicht', 'jos se ei riitä', 'yetmezse']);
/** Getting in touch (not coming back) if the trouble has not passed: "hör av dig om det inte blir bättre". */
const asksRecontact = (text: string) => CONTACT_AGAIN.test(text) && !RETURN_VISIT.test(text) && notPassed(text);
/** An instruction opens with what the patient is to do ("Undvik tunga lyft", "Rest", "Vermeiden Sie"). */
const INSTRUCTION_START = new RegExp(
  `^(?:(?:och|and|so|så|då|du|ni|patienten|the patient|you|og|und|ja)\\s+)*(?:${['undvik', 'avoid', 'vila', 'drick', 'rest', 'drink', 'unngå', 'undgå', 'drikk', 'drik', 'hvil', 'vermeiden', 'trinken', 'ruhen', 'vältä', 'juo', 'lepää', 'kaçının', 'dinlenin', 'تجنب', 'اشرب'].join('|')})(?![\\p{L}])`,
  'iu',
);

// ---- time, place and purpose in a clause ----

const TIME_UNITS = [
  'dag', 'dagar', 'dagen', 'dagarna', 'vecka', 'veckor', 'veckan', 'veckorna', 'månad', 'månader', 'månaderna', 'år', 'året', 'halvår',
  'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years',
  'dager', 'dage', 'uke', 'uker', 'uge', 'uger', 'måned', 'måneder', 'tag', 'tagen', 'woche', 'wochen', 'monat', 'monaten', 'jahr',
];
const TIME_PHRASE = new RegExp(
  [
    `(?<![\\p{L}])(?:om|in|inom|within|after|efter|nach|innen|innerhalb|about)\\s+(?:(?:about|ungefär|cirka|ca|omkring|etwa|circa|einer|einem|ett par|a couple of|et par|ein paar|några|a few|nogle|noen)\\s+)?(?:(?:${NUMBER}|[\\d–-]+)(?:\\s*(?:till|to|eller|or|til|bis|–|-)\\s*(?:${NUMBER}|\\d+))?\\s+)?(?:${TIME_UNITS.join('|')})(?![\\p{L}])`,
    `(?<![\\p{L}])(?:på|nästa|next|on|am|neste|næste|nächste|nächsten|på|i)\\s+(?:måndag|tisdag|onsdag|torsdag|fredag|monday|tuesday|wednesday|thursday|friday|mandag|tirsdag|onsdag|torsdag|fredag|montag|dienstag|mittwoch|donnerstag|freitag|vecka|week|woche|uke|uge)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:\\d+|yhden|kahden|kolmen|neljän|viiden|kuuden|seitsemän|kahdeksan|yhdeksän|kymmenen|parin|muutaman)(?:\\s*(?:tai|–|-)\\s*\\S+)?\\s+(?:viikon|kuukauden|päivän|vuoden)\\s+(?:päästä|kuluttua)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:${NUMBER}|\\d+)(?:\\s+(?:${NUMBER}|\\d+))?\\s+(?:hafta|ay|gün|yıl)\\s+(?:sonra|içinde)(?![\\p{L}])`,
    `(?<![\\p{L}])بعد\\s+(?:\\S+\\s+){0,2}?(?:أسبوعين|أسابيع|أسبوع|شهرين|أشهر|شهر|يومين|أيام|يوم|سنة)`,
  ].join('|'),
  'iu',
);
const WHEN = /(?<![\p{L}])(?:när|innan|when|once|after|before|efter|nachdem|bevor|kun|ennen|når|før)\s+[^,]+/iu;
/** Where an explanation or a second thought starts: the title ends before it. */
const EXPLANATION = new RegExp(
  `(?:,\\s*|\\s)(?:för att|så att|eftersom|därför att|därför|som|där|vilket|men|because|so that|since|which|who|where|that(?!\\s+(?:day|week|same|morning|evening|night|time))|but|to see|in order to|um zu|damit|weil|aber|koska|jotta|mutta|fordi|for å|slik at|så|çünkü|için|ama|لأن|لكي|حتى|och eventuellt|and possibly|og eventuelt|und eventuell|eventuellt|possibly|ja mahdollisesti)(?=\\s)|\\s(?:det gör jag|det gör vi|det ska jag|det ska vi|jag förstår|förstår|okej|tack|absolut|jaha|mache ich|mach ich|vielen dank|danke schön|det skal jeg|det skal vi|takk|tak for det|fint tak|sağ olun|teşekkür ederim|kiitos|selvä|det kan vara|för då|för det|för att|okay|thank you|thanks|got it|sure|sounds good|will do|it could be|it may be|det gør jeg|det gjør jeg|det kan være|tak|takk|danke|alles klar|verstanden|das kann|selvä|kiitos|okei|tamam|teşekkürler)(?![\\p{L}])|,\\s*(?:inte|not|nicht|ikke|ei|when|när|wenn|kun|når)\\s|,\\s*(?:det är|det var|it's|it is|das ist|det er|ni|du|you|sie)\\s|,\\s*(?:och|and|og|und|ja|ve|så|so|then|då|dann|sen|sedan|därefter|afterwards|danach|sitten|deretter|derefter|för|for|denn|koska|çünkü|annars|otherwise|sonst)\\s|\\s(?:och|and|og|und)\\s+(?=(?:går|gör|tar|pratar|ser|kollar|följer|goes|go|see|check|review|talk|discuss|gjør|gør|gehen|sprechen|besprechen)\\s)|[;]\\s|\\s[–—-]\\s`,
  'iu',
);
/** A purpose after a dose: "till kvällen för kolesterolet", "zum Magenschutz", "for the knee". */
const PURPOSE = /\s(?:för|mot|för att|for(?!\s+(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|the next|another))|against|to (?:help|prevent|protect|treat)|zum|zur|gegen|für|için|ل)\s/iu;
/** Words a title does not end on. */
const DANGLING_WORD = new RegExp(
  `(?:[\\s,]+(?:på|i|om|inom|efter|för|till|med|vid|av|och|eller|samt|en|ett|den|det|de|patienten|inte|som|att|upp|också|även|too|also|auch|også|myös|då|under|över|innan|före|mot|utan|during|before|without|over|on|in|within|after|for|to|with|at|of|by|if|when|and|or|the|a|an|not|you|up|per|from|från|til|og|eller|et|ei|med|ved|af|fra|und|oder|mit|für|bei|zum|zur|von|bis|der|die|das|ein|eine|einen|ja|tai|ve|veya|ile|و|في|من|إلى|على|${NUMBER}))+$`,
  'iu',
);
const URGENT = /(?<![\p{L}])(akut|brådskande|omgående|snarast|urgently|urgent|acutely|straks|akutt|dringend|sofort|kiireellisesti|acil|عاجل)(?![\p{L}])/iu;
const TO_PLACE = /(?<![\p{L}])(?:till|to|til|zum|zur|an|ans|in die|ins|hos|bei|إلى|الى)\s+\S/iu;

/** Little words a title never ends on, whether cut or not ("Ta EKG och puls och"). */
const DANGLING_GLUE = /(?:[\s,]+(?:och|eller|samt|annars|så|sen|då|then|so|and|or|og|eller|und|oder|ja|tai|ve|veya|men|but|aber|mutta|att|that|som|to|for|för|med|with|mit|i|in|på|on|om|of|av|the|a|an|en|ett|der|die|das))+$/iu;

/** The title within MAX_TITLE_CHARS: whole comma-parts first, then whole words, never mid-word, no dangling tail. */
function fitTitle(template: string, object: string, language?: Language): string {
  const room = MAX_TITLE_CHARS - (template.length - '{x}'.length);
  let text = tidy(object);
  if (text.length > room && language) for (const [pattern, shorter] of SHORTER[language] ?? []) text = text.replace(pattern, shorter);
  if (text.length > room) {
    // Whole comma-parts ("sertralin 25 mg, en halv tablett") or, when that says much less, whole words.
    const parts = text.split(/,\s+/);
    let byParts = parts[0]!.length <= room ? parts[0]! : '';
    for (const part of parts.slice(1)) {
      if (!byParts || `${byParts}, ${part}`.length > room) break;
      byParts = `${byParts}, ${part}`;
    }
    let byWords = '';
    for (const word of text.split(/\s+/)) {
      if (`${byWords} ${word}`.trim().length > room) break;
      byWords = `${byWords} ${word}`.trim();
    }
    byParts = tidy(byParts.replace(DANGLING_WORD, ''));
    byWords = tidy(byWords.replace(DANGLING_WORD, ''));
    text = byParts.length >= byWords.length * 0.6 ? byParts : byWords;
  }
  text = tidy(text.replace(DANGLING_GLUE, ''));
  return text ? capitalise(template.replace('{x}', () => text).trim()) : '';
}
/**
 * A drug's title: all its names with the whole dose if that fits; else a shorter part of the
 * dose that is whole in itself (without the duration, its first part, the dose alone) and the
 * first name. A frequency is never cut in half ("morgon och kväll" is not left as "morgon").
 */
function fitDrug(template: string, group: { names: string; dose: string }, language: Language): string {
  const room = MAX_TITLE_CHARS - (template.length - '{x}'.length);
  if (!group.dose) return fitTitle(template, group.names, language);
  const shorten = (text: string) => {
    let out = text;
    for (const [pattern, shorter] of SHORTER[language] ?? []) out = out.replace(pattern, shorter);
    return out;
  };
  const withoutDuration = (text: string) => tidy(text.replace(DURATION_TAIL, ''));
  const dose = DOSE.exec(group.dose);
  // Without a strength said first ("160/4,5, två inhalationer"); a "från"/"from" before the dose stays.
  const strength = dose && /^\d[\d.,/]*[\s,]+$/u.test(group.dose.slice(0, dose.index));
  const fromDose = dose ? withoutDuration(strength ? group.dose.slice(dose.index) : group.dose) : '';
  const doses = [group.dose, withoutDuration(group.dose), fromDose, withoutDuration(group.dose).split(/,\s+/)[0]!, dose?.[0] ?? ''].filter(Boolean);
  const first = group.names.split(/,\s*/)[0]!;
  for (const d of doses) {
    for (const names of [group.names, first]) {
      for (const candidate of [`${names} ${d}`, shorten(`${names} ${d}`)].map((c) => tidy(tidy(c).replace(DANGLING_GLUE, '')))) if (candidate.length <= room) return capitalise(template.replace('{x}', () => candidate));
    }
  }
  return fitTitle(template, first, language);
}
/** A duration at the end of a dose: "i tio dagar", "for seven days", "für eine Woche". */
const DURATION_TAIL = new RegExp(
  `[,\\s]+(?:i|in|for|für|under|during|över|over|ajan|boyunca)\\s+(?:(?:ytterligare|another|further|weitere|de närmaste|the next)\\s+)?(?:${NUMBER}|\\d+|några|a few|ett par|a couple of)\\s+(?:dagar|dygn|veckor|vecka|månader|månad|days|day|weeks|week|months|month|tage|tagen|woche|wochen|monate|monaten|dager|dage|uker|uke|uger|uge|måneder|päivää|viikkoa|gün|hafta|ay|أيام|أسابيع|أشهر)(?![\\p{L}]).*$|[,\\s]+(?:[\\p{L}\\d-]+\\s+){1,2}(?:päivän|viikon)\\s+ajan.*$`,
  'iu',
);
const tidy = (text: string) => text.replace(/\s{2,}/g, ' ').replace(/^[\s,;:.]+|[\s,;:.!?]+$/g, '').trim();
/** The object up to where an explanation starts. */
const beforeExplanation = (text: string) => {
  const m = EXPLANATION.exec(text);
  if (!m || m.index === 0) return text;
  // "Drink a lot of water, enough that ...": the word left before the explanation goes with it.
  return text.slice(0, m.index).replace(/,\s*[\p{L}-]+$/u, '');
};
/** "Prover om fyra veckor" -> "prover om fyra veckor"; "HbA1c", "EKG" and "Leo" stay. */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}{2,}(?![\p{L}\p{N}])/u.test(text) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

// ---- the objects of each kind of task ----

interface DrugGroup {
  /** The drug names as said ("penicillin, Kåvepenin"). */
  names: string;
  /** The dose and how it is taken, as said ("75 milligram en gång om dagen"); empty when none was said. */
  dose: string;
  /** Where the group starts and ends in the clause. */
  start: number;
  end: number;
}

function drugMentions(clause: string): { index: number; end: number; text: string }[] {
  const found: { index: number; end: number; text: string }[] = [];
  for (const m of drugNames(clause)) {
    if (NOT_A_DRUG.test(m.text) || DRUG_THEN_NOT.test(clause.slice(m.index + m.text.length))) continue;
    // "allergisk mot penicillin", "allergic to penicillin": an allergy, not a medicine to give.
    if (/(?:allergisk mot|allergi mot|allergic to|allergy to|allergisch gegen|allergisk over for|allergisk for|allerginen)\s+$/iu.test(clause.slice(Math.max(0, m.index - 30), m.index))) continue;
    found.push({ index: m.index, end: m.index + m.text.length, text: m.text });
  }
  // A name the lexicon does not know, right before its dose: "أملوديبين، 5 ملغ", "Zyrlex 10 mg".
  if (!found.length) {
    const dose = DOSE.exec(clause);
    const name = dose ? /([\p{L}][\p{L}-]{3,})[\s,،]+$/u.exec(clause.slice(0, dose.index)) : null;
    if (name && !NOT_A_NAME.test(name[1]!) && !A_NUMBER.test(name[1]!)) found.push({ index: name.index, end: name.index + name[1]!.length, text: name[1]! });
  }
  return found;
}
/** Words before a dose that are not the medicine's name. */
const NOT_A_NAME = /^(?:med|with|mit|take|takes|taking|tar|får|gets|gives|ger|give|geben|nehmen|bekommen|patienten|the|till|upp|till|från|from|about|cirka|ungefär|bara|only|dose|dosen|doses|dos|dosis|sedan|then|dann|first|första|dagen|day|tablett|tabletter|tabletterna|tablets|tablet|tabletten|kapslar|capsules|pills|doser|also|också|även|auch|også|starts?|start|börjar|begin|increase|höjer|ökar|sänker|reduce|lower|raise|dazu|plus|och|eller|oder|and|ganger|gange|times|gånger|kertaa|maks|max|upto|inntil|indtil|bis|عند|لك|لكم|اسمه|دواء|بدواء|حبة|يومياً|kere|günde|ile|için|veya|eller)$/iu;

/** "And gabapentin 300 milligrams at bedtime": a drug named with its dose, an order without a verb. */
export const namesDosedDrug = (sentence: string): boolean => drugGroups(sentence.replace(/[.!?]+$/, '')).some((g) => g.dose);

/** The drugs of a clause, one group per drug prescribed: a new group starts after a dose. */
function drugGroups(clause: string): DrugGroup[] {
  const mentions = drugMentions(clause);
  const groups: { first: number; last: number; start: number }[] = [];
  for (const [i, m] of mentions.entries()) {
    const current = groups.at(-1);
    // "penicillin, Kåvepenin", "kalcium och D-vitamin": one medicine; a dose or a longer phrase between starts the next.
    const between = current ? clause.slice(mentions[current.last]!.end, m.index) : '';
    if (current && !DOSE.test(clause.slice(mentions[current.first]!.end, m.index)) && /^[\s,()]*(?:(?:och|and|og|und|ja|ve|eller|or|oder|tai|veya|alias|aka|eli|som heter|called)[\s,]+)?(?:(?:the|a|an|en|ett|ein|eine|et|ei)\s+)?[\s,()]*$/iu.test(between)) current.last = i;
    else groups.push({ first: i, last: i, start: m.index });
  }
  return groups.map((g, i) => {
    const end = i + 1 < groups.length ? groups[i + 1]!.start : clause.length;
    const namesEnd = mentions[g.last]!.end;
    let names = clause.slice(mentions[g.first]!.index, namesEnd);
    let rest = clause.slice(namesEnd, end);
    // "Nitroglycerin spray", "penicillin V", "Calcichew D3": the form belongs to the name.
    for (let form = /^,?\s+([\p{L}\p{N}-]+)/u.exec(rest); form && FORM_WORDS.test(form[1]!) && FORM_WORDS.exec(form[1]!)![0].length === form[1]!.length; form = /^,?\s+([\p{L}\p{N}-]+)/u.exec(rest)) {
      names += form[0];
      rest = rest.slice(form[0].length);
    }
    return { names: names.replace(/[,\s]+$/, ''), dose: doseOf(rest), start: mentions[g.first]!.index, end };
  });
}

/** From the first number on (with a "från", "up to" before it), to where the purpose or an explanation starts. */
function doseOf(rest: string): string {
  const m = DOSE.exec(rest);
  // "Atorvastatin 80", "carvedilol 12.5 twice a day", "Furosemide 20 in the morning": a strength right after the name.
  const strengthOnly = /^[\s,]*(\d+(?:[.,]\d+)?(?:\s*-\s*\d+(?:[.,]\d+)?)?)(?![\d\p{L}%])/u.exec(rest);
  if (strengthOnly && (!m || m.index > strengthOnly[0].length + 2)) return tidy(beforeExplanation(rest.slice(strengthOnly[0].length - strengthOnly[1]!.length)));
  if (!m) return '';
  const before = rest.slice(0, m.index);
  // A dose far from the name ("..., and if it comes back take 2 tablets") is another matter.
  if (before.split(/\s+/).filter(Boolean).length > 10) return '';
  // A limit before the dose is part of it: "högst fyra tabletter om dagen" is no order to take four.
  const lead = /(?:(?<![\p{L}])(?:från|from|von|fra|upp till|up to|bis zu|opp til|op til|max|maks|maximalt|maksimalt|högst|høyst|højst|höchstens|at most|no more than|not more than|inte mer än|ikke mer enn|ikke mere end|nicht mehr als|enintään|korkeintaan|en fazla|till|to|til|auf|up|upp|opp|op)\s+)+$/iu.exec(before);
  // "Symbicort, 160/4,5, en inhalation": the strength said before the dose belongs to it.
  const strength = /^[\s,]*(?=\d[\d.,/]*[\s,]*$)/u.exec(before);
  let dose = rest.slice(strength ? strength[0].length : lead ? lead.index : m.index);
  dose = beforeExplanation(dose.replace(/,(?=\s)/g, ',')).replace(/,?\s+(?:och|and|og|und|ja|ve|samt|plus|dazu|und dazu|sowie)\s*$/iu, '');
  const purpose = PURPOSE.exec(dose);
  if (purpose && purpose.index > 0) dose = dose.slice(0, purpose.index);
  // "... günde iki kez başlıyoruz": the Turkish verb is not part of the dose.
  dose = dose.replace(/\s+\p{L}+(?:yoruz|yorum|ıyoruz|iyoruz|uyoruz|üyoruz|acağız|eceğiz|alım|elim)$/u, '');
  return tidy(dose);
}

/** Where a referral goes, as said: "till kardiologen för arbetsprov", else the service named. */
function referralObject(clause: string, words: TitleWords): string {
  const text = clause.replace(/(?<![\p{L}])(?:med|with|mit|med en)\s+(?:en\s+|a\s+)?(?:remiss|referral|henvisning|überweisung)(?![\p{L}])/iu, '');
  const cue = CATEGORY_CUES.find(([c]) => c === 'referral')![1].exec(text);
  const after = cue ? text.slice(cue.index) : text;
  const place = TO_PLACE.exec(after) ?? TO_PLACE.exec(text);
  const urgency = URGENT.exec(clause)?.[1];
  const urgent = urgency ? `${urgency.toLowerCase()} ` : '';
  if (place && words.referralTo) {
    const phrase = beforeExplanation(place.input.slice(place.index));
    // "akut till ortopeden" as said; "to the lung clinic urgently" keeps its word where it was.
    return URGENT.test(phrase) ? tidy(phrase) : `${urgent}${tidy(phrase)}`;
  }
  const target = REFERRAL_TARGET.exec(text);
  // "remiss för gastroskopi": what the referral is for.
  const purpose = cue ? /^\p{L}*\s+(?:(?:en|ett|a|an)\s+)?((?:för|for|für|på|om)\s+(?!att\s|to\s|the purpose)\S.*)$/iu.exec(after) : null;
  if (target) return `${urgent}${words.referralTo ? `${words.referralTo} ` : ''}${lowerFirst(target[0])}`;
  if (purpose) return `${urgent}${tidy(beforeExplanation(purpose[1]!))}`;
  return '';
}

/** The test as said, from the first test word: "blodprover idag: blodstatus, kreatinin". */
function testObject(clause: string, pattern: RegExp, label: string): string {
  const m = testMention(clause, pattern);
  if (!m) return '';
  // "a lumbar MRI", "nya prover": the words that qualify the test come with it.
  const before = /((?:[\p{L}-]+(?:al|ic|isk|iska|ell|ella|ral|ale|alen)\s+|lumbar\s+)?)$/iu.exec(clause.slice(0, m.index))?.[1] ?? '';
  const qualifiers = before.trim().split(/\s+/).filter(Boolean);
  while (qualifiers.length && TEST_STOP.test(qualifiers[0]!)) qualifiers.shift();
  const start = qualifiers.some((w) => TEST_STOP.test(w)) ? m.index : m.index - (qualifiers.length ? before.trimStart().length - before.trimStart().indexOf(qualifiers[0]!) : 0);
  let text = beforeExplanationKeepingList(clause.slice(Math.max(0, start)));
  // "Laboratoriokokeet: laboratoriokokeet: ...": the label says it already.
  const head = label.includes(':') ? label.slice(0, label.indexOf(':')).toLowerCase() : '';
  if (head && text.toLowerCase().startsWith(head.slice(0, Math.min(8, head.length)))) text = text.replace(/^\S+[:\s]*/u, '');
  return lowerFirst(tidy(text));
}

const TEST_STOP = /^(?:a|an|the|some|a few|few|lite|några|en|ett|ein|eine|einen|et|ei|order|get|take|do|we|i|will|'ll|tar|ta|tage|tager|gör|gjør|gør|beställer|bestiller|bestil|vi|jag|jeg|ich|wir|också|även|også|auch|also|also|patienten|the patient|du|you|she|he|för|for|till|to|med|with|och|and|og|und|om|if|in|i|på|on|of|av|af|nytt|ny|nya|new|neue|neuen|uusi|ska|should|will|let|us|med|kan|can|could|would|like|want|need|vill|skal|sollten|müssen|sen|then|dann|so|så|då|go|gå|ahead|just|idag|today|och|have|has|had|har|hat|haben|was|were|is|are|är|var|er|ist|sind|that|som|der|die|das|den|det|de|kontrollera|check|recheck|repeat|upprepa|nehmen|machen|veranlassen|otetaan|ota|get|getting|arrange|send|skicka|skickar|schedule|book|boka|bokar)$/iu;

/** Each pattern's global form, compiled once (matchAll needs the g flag; it copies the regex, so sharing is safe). */
const GLOBAL_FORMS = new WeakMap<RegExp, RegExp>();
function globalForm(pattern: RegExp): RegExp {
  let global = GLOBAL_FORMS.get(pattern);
  if (!global) GLOBAL_FORMS.set(pattern, (global = new RegExp(pattern.source, 'giu')));
  return global;
}

/** The first test named ("prova ut masken" names none). */
function testMention(clause: string, pattern: RegExp): RegExpExecArray | undefined {
  const global = globalForm(pattern);
  // "prova ut masken" names no test; "blodprøverne", "proverna" are the ones already taken.
  for (const m of clause.matchAll(global)) {
    if (/^prov(?:a|ar|ade|at)$|(?:prøverne|prøvene|proverna|provsvar\p{L}*|tulokset)$/iu.test(m[0])) continue;
    // "atorvastatin, som sänker blodfetterna": what a medicine does to a value, not a test of it.
    if (EFFECT_ON.test(clause.slice(Math.max(0, m.index - EFFECT_REACH_CHARS), m.index))) continue;
    return m as RegExpExecArray;
  }
  return undefined;
}
const EFFECT_ON = /(?<![\p{L}])(?:sänker|sänka|höjer|höja|minskar|ökar|skyddar|påverkar|lowers?|raises?|reduces?|protects?|senkt|senken|erhöht|schützt|senker|hever|sænker|hæver|beskytter|laskee|nostaa|düşürür|yükseltir|يخفض|يرفع)\s+(?:\p{L}+\s+)?$/iu;
const EFFECT_REACH_CHARS = 30;
/** A list after a colon belongs to the test ("prover: blodstatus, kreatinin"). */
function beforeExplanationKeepingList(text: string): string {
  const colon = /^[^:]{0,40}:\s/u.exec(text);
  if (colon) return colon[0] + beforeExplanation(text.slice(colon[0].length));
  return beforeExplanation(text);
}

/** When the follow-up is: "om fyra veckor", "på onsdag", "när svaret kommit". */
function followUpObject(clause: string, words: TitleWords): string {
  const when = WHEN.exec(clause)?.[0].split(/\s(?:och|and|og|und|ja|ve)\s/iu)[0];
  // Turkish "İki hafta sonra": the dotted capital does not fold to "i" in a case-insensitive match.
  const timed = TIME_PHRASE.exec(clause.replace(/İ/gu, 'i'));
  const time = (timed ? clause.slice(timed.index, timed.index + timed[0].length) : undefined) ?? (when && when.split(/\s+/).length <= 6 ? when : undefined);
  // "Om tre månader" opening the sentence is written mid-title: "Återbesök om tre månader".
  const at = time ? tidy(beforeExplanation(time)).replace(/^(?:Om|In|I|Efter|After|På|On|Within|Inom)(?=\s)/u, (w) => w.toLowerCase()) : '';
  const recontact = asksRecontact(clause);
  if (!recontact && !NOT_BETTER.test(clause)) return at;
  // "Återkontakt vid utebliven förbättring efter en vecka"; "Återbesök om tre veckor vid utebliven förbättring".
  return recontact ? `${words.notBetter} ${at}`.trim() : `${at} ${words.notBetter}`.trim();
}

/** The certificate as said: "läkarintyg till Försäkringskassan"; a sick leave by its extent. */
function certificateObject(clause: string, spoken: Language): { object: string; sickLeave: boolean } {
  if (spoken === 'de') {
    const until = /(?<![\p{L}])bis\s+(?:einschließlich\s+|zum\s+)?\p{L}+/iu.exec(clause);
    return { object: until ? until[0] : '', sickLeave: true };
  }
  // "We will write him off through Friday": sick leave, for as long as said.
  const off = /(?<![\p{L}])write (?:him|her|you|them|the patient) off\s+(?:work\s+)?/iu.exec(clause);
  if (off) return { object: lowerFirst(tidy(beforeExplanation(clause.slice(off.index + off[0].length).split(/,/u)[0]!))), sickLeave: true };
  const sick = /(?<![\p{L}])(?:sjukskriv|sykmeld|sygemeld)\p{L}*\s+/iu.exec(clause);
  if (sick && !/intyg|attest|erklæring/iu.test(clause.slice(sick.index, sick.index + sick[0].length + 12))) {
    const extent = clause.slice(sick.index + sick[0].length).replace(/^(?:(?:jag|vi|patienten|dig|du|er|henne|honom|deg|seg|sig)\s+)+/iu, '');
    return { object: lowerFirst(tidy(beforeExplanation(extent))), sickLeave: true };
  }
  const cue = CATEGORY_CUES.find(([c]) => c === 'certificate')![1].exec(clause);
  if (!cue) return { object: '', sickLeave: false };
  const start = clause.slice(0, cue.index).search(/\S+\s*$/u);
  // "sick leave certificate": the words just before the cue belong to it.
  const from = /(?:sick|work|school|medical|läkar|sjuk)\s*$/iu.test(clause.slice(0, cue.index)) && start >= 0 ? start : cue.index;
  return { object: lowerFirst(tidy(beforeExplanation(clause.slice(from)))), sickLeave: false };
}

/** "Om", "if", "wenn": a condition opens here. */
const CONDITION_WORD = /(?<![\p{L}])(?:om|if|hvis|wenn|falls|jos|eğer|إذا)(?![\p{L}])/iu;
/** "Blir du mer andfådd, ...": a condition said as a question. */
const INVERTED_CONDITION = /^(?:(?:blir|får|har|känner|märker|skulle)\s+(?:du|ni|patienten|hon|han|barnet)\s|\p{L}+\s+(?:du|ni|patienten|hon|han|barnet)\s(?=[^.?!]*,))/iu;
/** Where the consequence of a condition starts: "..., då ska du", "... then", "... ska patienten". */
const THEN_MARK = /\s(?:ska|skall|skal|bör)\s+(?:du|ni|patienten|pasienten|dere)\s+|(?:,\s*|\s)(?:då|så|then|dann|niin|da)\s+(?!att(?![\p{L}]))(?:(?:ska|skal|skall|bör|should)\s+(?:du|ni|patienten|pasienten|dere|you|the patient|she|he)\s+)?/iu;
/** A comma-part that still belongs to the condition ("..., eller om du får feber"). */
const STILL_CONDITION = /^(?:eller|or|om|if|och om|and if|oder|wenn|hvis|tai|jos|veya|أو|och|and|og|und|ja|ve)(?![\p{L}])/iu;

/** The language a clause was said in, as far as its imperatives tell; set by extractTasks. */
let currentLanguage: Language = 'sv';
const spokenOf = (_text: string): Language => currentLanguage;
function startsWithImperative(part: string, spoken: Language): boolean {
  const first = /^\p{L}+/u.exec(part.trim())?.[0]?.toLowerCase();
  if (!first) return false;
  const verbs = LEXICON.imperatives[spoken];
  // "ring 112", "hör av sig", "hör patienten av sig" are what to do; "går ner i vikt" is still the condition.
  const subject = /^\p{L}+\s+(?:du|ni|patienten|pasienten|dere|you|the patient)(?![\p{L}])/iu.test(part.trim());
  return IMPERATIVE.test(part.trim()) || Object.values(verbs).includes(first) || (first in verbs && subject);
}

/** A conditional split into its condition and what to do: "Om X, ring 112" -> X, "ring 112". */
function splitCondition(text: string): { condition: string; action: string } | undefined {
  const c = CONDITION_WORD.exec(text);
  const inverted = INVERTED_CONDITION.test(text);
  if (!c && !inverted) return undefined;
  const from = c ? c.index : 0;
  const after = text.slice(from);
  const mark = THEN_MARK.exec(after);
  // "..., hör av dig, så provar vi något annat": the part that says what to do, before any "så".
  const parts = after.split(/,\s*/);
  let at = 0;
  for (let i = 1; i < parts.length; i++) {
    at += parts[i - 1]!.length + 2;
    if (mark && mark.index > 0 && at > mark.index) break;
    if (startsWithImperative(parts[i]!, spokenOf(text))) return { condition: parts.slice(0, i).join(', '), action: parts.slice(i).join(', ') };
  }
  if (mark && mark.index > 0) return { condition: after.slice(0, mark.index), action: after.slice(mark.index + mark[0].length) };
  // "..., and she should call the office": the part with the modal says what to do.
  for (let i = parts.length - 1; i >= 1; i--) {
    const modal = /(?<![\p{L}])(?:should|must|needs? to|ska|skall|skal|bør|bör|sollten?|müssen)\s+(.+)$/iu.exec(parts[i]!);
    if (modal) return { condition: parts.slice(0, i).join(', '), action: [modal[1]!, ...parts.slice(i + 1)].join(', ') };
  }
  for (let i = parts.length - 1; i >= 1; i--) {
    if (STILL_CONDITION.test(parts[i]!)) continue;
    return { condition: parts.slice(0, i).join(', '), action: parts.slice(i).join(', ') };
  }
  // "Hör av dig om du får feber": the action before the condition.
  if (c && c.index > 0) return { condition: after, action: text.slice(0, c.index) };
  // Without punctuation: "om det inte är bättre efter en vecka hör av er igen".
  const words = after.split(/\s+/);
  for (let i = 2; i < words.length; i++) {
    if (/^(?:om|if|att|to|och|and|eller|or|inte|not|kan|can|ska|skall|bör|får|vill|måste|could|should|will|would)$/iu.test(words[i - 1]!)) continue;
    const rest = words.slice(i).join(' ');
    if (startsWithImperative(rest, spokenOf(text)) && !/^(?:får|har|blir|gets|has|is)$/iu.test(words[i]!)) return { condition: words.slice(0, i).join(' '), action: rest };
  }
  return undefined;
}

/**
 * The action of an instruction in the imperative, with its condition when it fits:
 * "Om du har ont i mer än femton minuter, ring 112 direkt" -> "Ring 112 direkt vid ont i mer än femton minuter".
 */
function instructionTitle(said: string, spoken: Language, words: TitleWords): string | undefined {
  // "Some things that help: don't eat late": what follows the heading is the advice.
  const text = said.replace(/^[^:]{1,30}:\s+(?=\p{L})/u, '');
  const split = splitCondition(text);
  let action = imperative(stripLead(beforeExplanation(split ? split.action : text), spoken), spoken);
  action = tidy(tidy(action).replace(DANGLING_GLUE, ''));
  // "För att jag rekommenderar ...", "Eftersom ...": an explanation, not something to do.
  if (/^(?:för att|eftersom|because|since|weil|da|koska|fordi|çünkü)(?![\p{L}])/iu.test(action) || /^(?:för att|eftersom|because|since|weil|koska|fordi|çünkü)(?![\p{L}])/iu.test(text)) return undefined;
  if (!action) return '';
  const act = capitalise(action);
  if (split) {
    const notBetter = NOT_BETTER.test(split.condition);
    const condition = notBetter ? words.notBetter : conditionOf(split.condition);
    const join = notBetter ? '' : words.conditionJoin;
    const withCondition = `${act} ${join} ${condition}`.replace(/\s{2,}/g, ' ');
    if (condition && (join || notBetter) && withCondition.length <= MAX_TITLE_CHARS) return withCondition;
  }
  // "Call if the duloxetine upsets her stomach": a bare verb needs its condition.
  if (split && !/\s/.test(act)) return fitTitle('{x}', `${act} ${tidy(split.condition)}`);
  return fitTitle('{x}', act);
}

/** "om patienten får svår andnöd, eller ont i bröstet" -> "svår andnöd"; "" when the condition is not a finding. */
function conditionOf(text: string): string {
  const opened = text
    .replace(/^(?:(?:och|and|og|und|men|but|annars|otherwise)[\s,]+)*/iu, '')
    .replace(CONDITION_WORD, '')
    .replace(/^[\s,]+/, '');
  // Only what a person gets or has ("patienten får X", "blir du X", "it gets X") names a finding.
  const body = opened
    .replace(/^(?:blir|får|har|känner|märker|skulle)\s+(?:du|ni|patienten|hon|han|barnet)\s+/iu, '')
    .replace(/^(?:(?:patienten|du|ni|hon|han|barnet|det|den|the patient|you|she|he|they|it|the pain|pasienten|sie|er|es|\p{Lu}\p{Ll}+)\s+)(?:(?:skulle|would|should|plötsligt|suddenly)\s+)?(?:får|få|har|ha|blir|bli|känner|märker|gets?|get|has|have|had|becomes?|feels?|notices?|develops?|bekommen|bekommt|haben|hat|wird|får|har|blir)\s+(?:en |ett |a |an |some |plötsligt |pludselig |plötzlich |sudden |väldigt |mycket )?/iu, '');
  if (body === opened) return '';
  const first = tidy(body.split(/,/u)[0] ?? '');
  if (!first || first.split(/\s+/).length > 9) return '';
  if (/^(?:inte|ej|not|no|kan|can|är|is|are|det|it|der|die|das|es|den|de|hon|han|du|patienten|ni|the|she|he|you|they|går|goes|blir|så)(?![\p{L}])/iu.test(first)) return '';
  // "if the patient gets worse": no finding to name.
  if (/^(?:(?:much|a lot|mycket|lite|a little|viel|noch)\s+)?(?:worse|better|sämre|bättre|värre|schlechter|besser|verre|dårligere|værre|huonompi)$/iu.test(first)) return '';
  return first;
}

/** Leading persons, modals and fillers off: "Du ska vila hjärnan" -> "vila hjärnan". */
function stripLead(text: string, spoken: Language): string {
  let out = text.trim().replace(/^\p{L}+:\s*/u, '');
  for (let i = 0; i < 3; i++) out = out.replace(LEAD_WORDS[spoken], '').replace(/^[^:]{1,30}:\s+/u, '');
  return out.trim();
}

/** The first verb in the imperative ("söka akut" -> "sök akut", "ringer du 112" -> "ring 112"). */
function imperative(text: string, spoken: Language): string {
  const verbs = LEXICON.imperatives[spoken];
  // "inte köra bil förrän ..." -> "kör inte bil förrän ..."; "not drive" -> "do not drive".
  const negated = /^(inte|ikke|not)\s+(\p{L}+)/iu.exec(text);
  if (negated) {
    if (spoken === 'en') return `do not ${text.slice(negated[1]!.length + 1)}`;
    const verb = verbs?.[negated[2]!.toLowerCase()];
    if (verb) return `${verb} ${negated[1]} ${text.slice(negated[0].length).trim()}`.trim();
  }
  const m = /^(\p{L}+)(\s+(?:du|ni|patienten|the patient|you|he|she|they|sie|pasienten|dere))?(?=\s|$)/iu.exec(text);
  if (!verbs || !m) return text;
  const verb = verbs[m[1]!.toLowerCase()];
  if (!verb) return text;
  return `${verb}${text.slice(m[0].length)}`;
}

// ---- the tasks ----

/**
 * One task per action the plan asks for. The title is an imperative in record style naming
 * the object as said ("Förskriv Trombyl 75 milligram en gång om dagen", "Remiss till
 * kardiologen för arbetsprov", "Follow up in 2 weeks"); the description is the clause in
 * record style. When the note is written in another language than was spoken, the title is
 * the category's name in the note's language with the object as said.
 */
export function extractTasks(planSentences: string[], outputLanguage: Language, transcriptLanguage: Language): NoteTask[] {
  const tasks: NoteTask[] = [];
  currentLanguage = transcriptLanguage;
  const same = outputLanguage === transcriptLanguage;
  const said = LEXICON.titles[transcriptLanguage];
  const label = (category: TaskCategory, object: string) => (PREPOSITION.test(object) ? `${TITLES[category][outputLanguage]} {x}` : `${TITLES[category][outputLanguage]}: {x}`);
  const template = (kind: Exclude<keyof TitleWords, 'referralTo' | 'conditionJoin' | 'notBetter'>, category: TaskCategory, object: string) =>
    same ? LEXICON.titles[outputLanguage][kind] : label(category, object);
  const add = (task: NoteTask) => {
    if (!task.title) return;
    const title = task.title.toLowerCase();
    const twin = tasks.find((t) => t.category === task.category && t.title.toLowerCase() === title);
    if (twin) return;
    // "Förskriv penicillin" and then "Förskriv penicillin ett gram tre gånger om dagen": one task, with the dose.
    const shorter = tasks.findIndex((t) => t.category === task.category && task.category === 'prescription' && title.startsWith(`${t.title.toLowerCase()} `));
    if (shorter >= 0) {
      tasks[shorter] = { ...task, description: `${tasks[shorter]!.description} ${task.description}` };
      return;
    }
    if (tasks.some((t) => t.category === task.category && task.category === 'prescription' && t.title.toLowerCase().startsWith(`${title} `))) return;
    tasks.push(task);
  };
  // "We take a blood test and I will refer you" is two tasks.
  const clauses = planSentences
    .flatMap((s) => s.split(CLAUSE_BREAK))
    .flatMap((c) => (c ? splitRunOn(c.trim()) : []))
    .map((c) => c.replace(SPOKEN_OPENER, '').trim())
    .filter(Boolean)
    .map((c) => ensurePeriod(capitalise(c)));
  /** A drug named without a dose ("Dels en medicin, sertralin."): the dose may follow in the next clause. */
  let carried: { names: string; task?: NoteTask; age: number } | undefined;
  for (const clause of clauses) {
    if (carried && ++carried.age > 3) carried = undefined;
    const category = categorise(clause);
    const description = category ? toRecordStyle(clause, transcriptLanguage, 'plan') : '';
    // The objects are read from the clause in record style ("hör av sig", "patienten"), without its "Recept:".
    const bare = (description || clause).replace(/[.!?]+$/, '').replace(/^\p{L}+:\s*/u, '');
    const groups = drugGroups(bare);
    // "Tekrar getirdiniz mi?": a question is never a task.
    if (!category || NOT_NEEDED.test(clause) || isNoTask(clause, category) || /\?\s*$/u.test(clause)) {
      if (groups.length && !groups.some((g) => g.dose)) carried = { names: groups.map((g) => g.names).join(', '), age: 0 };
      continue;
    }
    const priority = priorityOf(clause, category);
    const fallback = () => labelTitle(description, category, outputLanguage);

    // "Ta inte Ipren eller Treo", "Avoid ibuprofen": advice against a medicine.
    const first = groups[0];
    const afterFirst = first ? bare.slice(first.start + first.names.length) : '';
    // "nu när naproxenet är borta": a medicine already stopped asks for nothing.
    if (first && groups.length === 1 && GONE.test(afterFirst)) continue;
    // "Blodtrycket var 138 över 82, på ramipril 5 milligram", "Har Losartan 50 milligram": what the patient is on, not an order.
    if (category === 'prescription' && first && ON_ALREADY.test(bare.slice(Math.max(0, first.start - 20), first.start)) && !ORDERS_CHANGE.test(bare)) continue;
    const against = first && (AGAINST.test(bare.slice(Math.max(0, first.start - 30), first.start)) || AGAINST_AFTER.test(afterFirst));
    if ((category === 'prescription' || category === 'patient_instruction') && against && !SAFETY_NET.test(bare)) {
      // "Ta inte Ipren eller Treo samtidigt, Alvedon går bra": what to avoid is named before the comma.
      const names = groups.map((g) => g.names.split(/,\s*/)[0]!).slice(0, 1).join(', ');
      add({ title: fitTitle(same ? LEXICON.titles[outputLanguage].avoid : label('patient_instruction', names), names), category: 'patient_instruction', priority: priorityOf(clause, 'patient_instruction'), description });
      continue;
    }

    if (category === 'prescription') {
      if (!groups.length) {
        const dose = doseOf(bare);
        if (dose && carried) {
          const object = `${carried.names} ${dose}`;
          const title = fitDrug(template('prescription', category, object), { names: carried.names, dose }, transcriptLanguage);
          if (carried.task) {
            carried.task.title = title || carried.task.title;
            carried.task.description = `${carried.task.description} ${description}`;
          } else add({ title, category, priority, description });
          carried = undefined;
        } else if (PRESCRIBE_VERB.test(clause)) {
          // "Recept: en fotledsortos": what is prescribed, as said; "Jag skriver ut den" names nothing.
          const object = tidy(beforeExplanation(bare)).replace(/^(?:en|ett|ett par|a|an|some|ein|eine|einen|et|ei)\s+/iu, '');
          // What follows the verb when the clause opens with something else ("Om det kommer tillbaka ..., jag skriver ut två").
          const verb = PRESCRIBE_VERB.exec(bare);
          const named = verb && verb.index > 0 ? bare.slice(verb.index + verb[0].length).trim() : object;
          if (PRONOUN.test(object) || RENEWED.test(object) || QUANTITY_ONLY.test(named) || PRONOUN.test(named) || NOT_A_MEDICINE.test(named) || NOT_A_MEDICINE.test(object)) {
            if (carried?.task) carried = undefined;
            continue;
          }
          const words = object.split(/\s+/).length;
          add({ title: (words <= 4 && fitTitle(template('prescription', category, object), object, transcriptLanguage)) || fallback(), category, priority, description });
        }
        continue;
      }
      const dosed = groups.some((g) => g.dose);
      for (const [i, g] of groups.entries()) {
        // "Kortison kan ge benskörhet, så du får kalcium, en tablett...": the drug named in passing is no task.
        const lead = bare.slice(Math.max(0, g.start - 30), g.start);
        const after = bare.slice(g.start + g.names.length);
        // "Vi byter Spiriva mot Spiolto": the medicine switched from is stopped.
        const switchedFrom = SWITCH.test(lead) && SWITCHED_TO.test(after.slice(0, 40));
        const stopped = switchedFrom || STOP.test(lead) || STOP_OF_CLASS.test(bare.slice(Math.max(0, g.start - 80), g.start)) || STOP_AFTER.test(after.slice(0, 40)) || STOPPED_LATER.test(after);
        if (!stopped && (NEGATED_AFTER.test(after) || CAUSES_AFTER.test(after))) continue;
        if (!g.dose && dosed && groups.length > 1 && !stopped) continue;
        const object = g.dose ? `${g.names} ${g.dose}` : g.names;
        const kind = stopped ? 'stop' : INCREASE.test(lead) ? 'increase' : CONTINUE.test(bare.slice(i === 0 ? 0 : g.start, g.end)) ? 'continue' : 'prescription';
        if (kind === 'stop') {
          add({ title: fitTitle(template('stop', category, g.names), g.names, transcriptLanguage), category, priority, description: ensurePeriod(capitalise(bare.slice(i === 0 ? 0 : g.start, g.end).trim().replace(/[,\s]+(?:och|and|og|und)\s*(?:\p{L}+)?$/iu, '').replace(/[,\s]+$/u, ''))) });
          continue;
        }
        const part = groups.length === 1 ? description : ensurePeriod(capitalise(bare.slice(i === 0 ? 0 : g.start, g.end).replace(/[,\s]+(?:och|and|og|und|ja|ve|samt|sowie)?\s*(?:dazu\s*)?$/iu, '')));
        const title = fitDrug(template(kind, category, object), g, transcriptLanguage);
        // "Om det inte räcker kan vi lägga till doxycyklin": a prescription only if the trouble stays, and its title says so.
        const ifNeeded = kind === 'prescription' && (notPassed(bare) || NOT_ENOUGH.test(bare)) ? `${title} ${LEXICON.titles[outputLanguage].notBetter}` : '';
        const task: NoteTask = { title: ifNeeded && ifNeeded.length <= MAX_TITLE_CHARS ? ifNeeded : title, category, priority: ifNeeded ? 'low' : priority, description: part };
        add(task);
        carried = g.dose ? undefined : { names: g.names, task, age: 0 };
      }
      continue;
    }

    // A run of speech with a referral and then "till dess börjar du med Trombyl 75 milligram": the drugs too.
    if (category !== 'patient_instruction' && !SAFETY_NET.test(bare) && !CONDITIONAL.test(bare)) {
      for (const g of groups.filter((group) => group.dose && !AGAINST.test(bare.slice(Math.max(0, group.start - 20), group.start)))) {
        add({ title: fitDrug(template(CONTINUE.test(bare.slice(Math.max(0, g.start - 30), g.end)) ? 'continue' : 'prescription', 'prescription', g.names), g, transcriptLanguage), category: 'prescription', priority: priorityOf(clause, 'prescription'), description: ensurePeriod(capitalise(bare.slice(g.start, g.end).trim())) });
      }
    }

    if (category === 'referral') {
      if (WAITING_LIST.test(bare) && same) {
        add({ title: capitalise(LEXICON.titles[outputLanguage].waitingList.replace('{x}', '').trim()), category, priority, description });
        continue;
      }
      const object = referralObject(bare, said);
      add({ title: (object && fitTitle(template('referral', category, object), object)) || fallback(), category, priority, description });
      continue;
    }

    if (category === 'lab_test' || category === 'imaging') {
      const cue = CATEGORY_CUES.find(([c]) => c === category)![1];
      const object = testObject(bare, category === 'lab_test' ? LAB_TEST : IMAGING_TEST, LEXICON.titles[outputLanguage][category]) || testObject(bare, cue, LEXICON.titles[outputLanguage][category]);
      // "Du skulle höra svar på blodproverna": nothing left to order.
      if (!testMention(bare, category === 'lab_test' ? LAB_TEST : IMAGING_TEST) && !testMention(bare, cue)) continue;
      add({ title: (object && fitTitle(template(category, category, object), object)) || fallback(), category, priority, description });
      continue;
    }

    if (category === 'follow_up') {
      const object = followUpObject(bare, same ? LEXICON.titles[outputLanguage] : said);
      const kind = BLOOD_PRESSURE_CHECK.test(bare) ? 'pressureCheck' : RETURN_VISIT.test(bare) ? 'follow_up' : asksRecontact(bare) ? 'recontact' : PHONE.test(bare) ? 'phone' : 'follow_up';
      // "Så kommer du tillbaka": a follow-up without a time is still "Återbesök".
      const bareTitle = same ? capitalise(template(kind, category, '').replace('{x}', '').replace(/[\s:]+$/u, '').trim()) : '';
      add({ title: (object && fitTitle(template(kind, category, object), object)) || bareTitle || fallback(), category, priority, description });
      // "Vi ses om fyra veckor och kontrollerar leverprover": the test is a task of its own.
      for (const [testCategory, pattern] of [['lab_test', LAB_TEST], ['imaging', IMAGING_TEST]] as const) {
        const test = testMention(bare, pattern);
        if (!test || /svar|result|answer|vastau|ergebnis|sonuç|نتيج|proverna|prøvene|prøverne/iu.test(test[0]) || RESULT_AT_HAND.test(bare)) continue;
        // "Once the MRI is done, come back", "after the monitor and the echo": a test ordered before, not a new one.
        if (/(?<![\p{L}])(?:once|after|when|efter|när|nach|wenn|etter|når|kun|jälkeen)(?![\p{L}])/iu.test(bare.slice(Math.max(0, test.index - 40), test.index))) continue;
        const object = testObject(bare, pattern, LEXICON.titles[outputLanguage][testCategory]);
        if (object) add({ title: fitTitle(template(testCategory, testCategory, object), object), category: testCategory, priority, description });
      }
      continue;
    }

    if (category === 'certificate') {
      const { object, sickLeave } = certificateObject(bare, transcriptLanguage);
      add({ title: (object && fitTitle(template(sickLeave ? 'sickLeave' : 'certificate', category, object), object)) || fallback(), category, priority, description });
      continue;
    }

    if (category === 'patient_instruction' && same) {
      const title = instructionTitle(bare, transcriptLanguage, said);
      // "För att jag rekommenderar behandling med statin": an explanation, nothing to do.
      if (title === undefined) continue;
      add({ title: title || fallback(), category, priority, description });
      continue;
    }
    add({ title: fallback(), category, priority, description });
  }
  return tasks.slice(0, MAX_TASKS);
}

/** Words that open speech but say nothing: "Okej och om det inte är bättre..." -> "om det inte är bättre...". */
const SPOKEN_OPENER = /^(?:(?:okej|okey|okay|ok|bra|ja|jo|jaha|precis|mm|förstår|men|och|så|alright|right|well|so|and|but|good|yes|hmm|nå|no niin|joo|also|gut|tamam|peki|حسناً|طيب)[,.!]?\s+)+(?=\p{L})/iu;
/** Where a run of speech without punctuation starts a new errand ("... jag skickar en remiss ... till dess börjar du med ..."). */
const RUN_ON_BREAK = new RegExp(
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
    String.raw`\s(?=(?:sen|sedan|och sen|därefter|then|dann|så)\s+\p{L}+\s+(?:vi|jag|we|i|wir|ich|du)\s)`,
  ].join('|'),
  'iu',
);
const MIN_RUN_ON_WORDS = 8;
const MIN_PIECE_WORDS = 3;

/** A long clause without punctuation cut where a new errand starts; short or punctuated clauses stay whole. */
function splitRunOn(clause: string): string[] {
  if (/[,;:]/.test(clause) || clause.split(/\s+/).length < MIN_RUN_ON_WORDS) return [clause];
  const pieces: string[] = [];
  for (const piece of clause.split(RUN_ON_BREAK)) {
    if (!piece?.trim()) continue;
    if (pieces.length && piece.trim().split(/\s+/).length < MIN_PIECE_WORDS) pieces[pieces.length - 1] += ` ${piece.trim()}`;
    else pieces.push(piece.trim());
  }
  return pieces;
}

/** The clinician's own errand, said in the first person: "jag skriver en remiss", "we'll order". */
const ACTION_SAID = /(?<![\p{L}])(?:(?:jag|vi)\s+(?:skriver|skickar|remitterar|bokar|beställer)|(?:i|we)(?:'ll| will)\s+(?:send|order|refer|book)|(?:jeg|vi)\s+(?:henviser|sender|bestiller|skriver)|ich\s+(?:überweise|schreibe)|sevk ediyorum)(?![\p{L}])/iu;

/** "Dr. Greene referred her", "they gave you prednisone at urgent care": what someone else did before. */
const DONE_BY_OTHERS = /(?<![\p{L}])(?:dr\.?\s+\p{L}+|doctor\s+\p{L}+|they|the er|urgent care|the hospital|your (?:doctor|gp|cardiologist|dentist))\s+(?:had\s+)?(?:referred|prescribed|ordered|sent|gave|started|put)(?![\p{L}])/iu;

/** "Sköterskan har redan tagit ett EKG", "we already did an x-ray": done before the plan, no task. */
const ALREADY_DONE = /(?<![\p{L}])(?:har redan|hade redan|redan har|redan tagit|har allerede|allerede tatt|allerede taget|already (?:did|done|had|have|took|taken|got)|have already|has already|haben schon|hat schon|bereits gemacht|on jo otettu|zaten yaptık)(?![\p{L}])/iu;

/** A result already to hand, an incoming referral, what others did, a judgement or a plan only talked about. */
function isNoTask(clause: string, category: TaskCategory): boolean {
  if (INCOMING.test(clause) || DONE_BY_OTHERS.test(clause) || ALREADY_DONE.test(clause) || COUNTERFACTUAL.test(clause) || DECLINED.test(clause)) return true;
  // "Så ses vi igen om tre månader, ... kan vi prata om ...", "jag skriver en remiss ... brukar man rekommendera det": the action said first stands.
  const discussion = DISCUSSION.exec(clause);
  if (discussion) {
    const before = clause.slice(0, discussion.index);
    if (!(category === 'follow_up' ? RETURN_VISIT.test(before) : ACTION_SAID.test(before))) return true;
  }
  if (JUDGEMENT.test(clause) && category !== 'referral') return true;
  if (category === 'lab_test' || category === 'imaging') {
    // "Du har hyperkolesterolemi, höga blodfetter": a finding, not a test to order.
    if (/^(?:(?:så|so|och|and)\s+)?(?:har du|du har|you have|patienten har|the patient has|sie haben|du har|pasienten har|potilaalla on)(?![\p{L}])/iu.test(clause.trim())) return true;
    const ahead = TIME_AHEAD.test(clause) || TIME_PHRASE.test(clause);
    if (TOPIC_ONLY.test(clause.trim())) return true;
    return RESULT_AT_HAND.test(clause) || ((DEFINITE_TEST.test(clause) || VALUE_SAID.test(clause)) && !ahead);
  }
  return false;
}

/** "då hade jag skickat dig till akuten", "she would have needed a drip": what would have been done, had things been worse. */
const COUNTERFACTUAL = /(?<![\p{L}])(?:(?:då |så )?hade (?:jag|vi|hon|han|patienten|du|ni|de|det) (?:\p{L}+ )?(?:skickat|behövt|gett|remitterat|lagt|tagit|ringt|sökt|varit tvungen)|would have|hätte|hätten|ville (?:jeg|vi|hun|han|du) (?:have|ha)|hadde (?:jeg|vi|hun|han|du) (?:sendt|måttet|trengt)|olisi(?:mme)?)(?![\p{L}])/iu;

/** The category's name with the gist of the clause: the title when no object can be named. */
const MAX_TASKS = 16;
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

function labelTitle(description: string, category: TaskCategory, language: Language): string {
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
const ownWords = (terms: string) => new RegExp(`^(?:${terms})\\p{L}*(?:\\s+|$)(?:(?:you|them|him|her|the patient|dig|deg|dich|sie|ihnen|sinut|jag|jeg|ich|i|we|vi)\\s+)*`, 'iu');
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
