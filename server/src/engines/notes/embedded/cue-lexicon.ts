/**
 * Cue words and patterns that tell which part of a note a sentence belongs to, for all
 * eight languages (sv, en, fi, nb, da, de, tr, ar). Stems end where inflections begin, so a
 * cue matches its word forms; patterns cover numbers with units.
 */
import { termsPattern } from './text.js';

const stems = (terms: string[]) => new RegExp(`(?<![\\p{L}])(?:${terms.map((t) => t.replace(/\s+/g, '\\s+')).join('|')})`, 'iu');
const whole = (terms: string[]) => new RegExp(termsPattern(terms), 'iu');

/** Vital signs and measurements: always objective. */
export const VITALS = [
  /\b\d{2,3}\s*(?:\/|over|över|på|auf|zu|üzerine|bölü)\s*\d{2,3}\b/iu,
  /\b\d{2}[.,]\d\s*(?:°|grader|degrees|astetta|grad|derece|درجة)/iu,
  /(?:°c|mmhg|mmol|spo2|bpm|\/min|slag per minut|beats per minute|kg\b|cm\b|bmi)/iu,
  stems([
    'blood pressure', 'bp ', 'pulse', 'heart rate', 'temperature', 'saturation', 'oxygen', 'respiratory rate', 'weight', 'height', 'glucose',
    'blodtryck', 'puls', 'temp', 'saturation', 'andningsfrekvens', 'vikt', 'längd', 'blodsocker', 'crp', 'hb ',
    'verenpaine', 'syke', 'lämpö', 'happisaturaatio', 'paino', 'verensokeri',
    'blodtrykk', 'blodtryk', 'temperatur', 'vekt', 'vægt', 'blodsukker',
    'blutdruck', 'puls', 'temperatur', 'sauerstoff', 'gewicht', 'blutzucker', 'herzfrequenz',
    'tansiyon', 'nabız', 'ateş ölç', 'ateşi', 'satürasyon', 'kilo', 'kan şekeri',
    'ضغط الدم', 'النبض', 'الحرارة', 'درجة حرارة', 'تشبع', 'الوزن', 'السكر',
  ]),
];

/** Examination findings. */
export const EXAMINATION = stems([
  'examin', 'on examination', 'auscultat', 'palpat', 'inspect', 'lungs are', 'lungs clear', 'heart sounds', 'heart is', 'throat is', 'tonsils', 'tender', 'swollen', 'redness', 'rash', 'reflexes', 'abdomen is', 'abdomen soft', 'ears are', 'eardrum', 'mobility', 'range of motion', 'no lymph', 'lymph nodes', 'looks well', 'appears', 'findings',
  'undersök', 'status', 'auskult', 'palper', 'lungor', 'hjärta', 'hjärtljud', 'svalg', 'tonsill', 'ömhet', 'öm ', 'svullen', 'svullnad', 'rodnad', 'utslag', 'reflexer', 'buk ', 'buken', 'trumhinn', 'rörlighet', 'lymfkörtl', 'allmäntillstånd', 'opåverkad',
  'tutki', 'keuhko', 'sydän', 'nielu', 'risat', 'arka', 'turvo', 'punoit', 'ihottum', 'vatsa ', 'tärykal', 'liikkuvuus', 'imusolmuk', 'yleistila',
  'undersøk', 'lunger', 'hjerte', 'svelg', 'mandler', 'øm', 'hoven', 'rødme', 'utslett', 'udslæt', 'buken', 'maven', 'trommehinne', 'bevegelighet', 'bevægelighed', 'allmenntilstand', 'almentilstand',
  'untersuch', 'auskult', 'lunge', 'herz', 'rachen', 'mandeln', 'druckschmerz', 'geschwollen', 'rötung', 'ausschlag', 'bauch', 'trommelfell', 'beweglichkeit', 'lymphknoten', 'allgemeinzustand', 'befund',
  'muayene', 'akciğer', 'kalp ses', 'boğaz kızarık', 'bademcik', 'hassasiyet', 'şişlik', 'kızarıklık', 'döküntü', 'karın', 'kulak zarı', 'lenf',
  'الفحص', 'فحص', 'الرئتين', 'القلب', 'الحلق', 'اللوزتين', 'تورم', 'احمرار', 'طفح', 'البطن',
]);

/** Statements of a diagnosis or clinical judgement. */
export const ASSESSMENT = stems([
  'looks like', 'this is', 'it is a', "it's a", 'it is likely', 'consistent with', 'suggestive of', 'diagnos', 'assessment', 'i think', 'probably', 'likely', 'suspect', 'impression', 'most likely', 'compatible with', 'rule out', 'differential',
  'bedöm', 'tolkar', 'tyder på', 'talar för', 'troligen', 'troligtvis', 'sannolikt', 'misstänk', 'det rör sig om', 'det är en', 'det är ett', 'det verkar', 'det ser ut', 'förenligt med', 'diagnos', 'uteslut',
  'arvio', 'arvioi', 'todennäköi', 'epäil', 'kyseessä', 'viittaa', 'diagnoosi', 'sopii',
  'vurder', 'sannsynlig', 'sandsynlig', 'mistenk', 'mistænk', 'det dreier seg', 'det drejer sig', 'tyder på', 'forenlig med', 'diagnose',
  'beurteil', 'wahrscheinlich', 'verdacht', 'es handelt sich', 'spricht für', 'vereinbar mit', 'diagnose', 'vermutlich', 'am ehesten',
  'değerlendir', 'muhtemelen', 'şüphe', 'tanı', 'teşhis', 'düşünülmekte', 'uyumlu',
  'التشخيص', 'يبدو أن', 'على الأرجح', 'نشتبه', 'متوافق مع', 'تقييم',
]);

/** What happens next: medication, referrals, tests, follow-up, advice. */
export const PLAN = stems([
  'prescrib', 'prescription', 'i will give', "i'll give", 'we will', "we'll", 'i will', "i'll", 'refer', 'follow-up', 'follow up', 'come back', 'return if', 'book', 'schedule', 'blood test', 'test', 'x-ray', 'x ray', 'ultrasound', 'scan', 'mri', 'ct ', 'sick leave', 'sick note', 'certificate', 'recommend', 'advise', 'should', 'please', 'continue', 'start ', 'stop taking', 'increase', 'reduce', 'take one', 'take two', 'tablet', 'twice a day', 'three times', 'once a day', 'mg', 'rest', 'drink', 'avoid', 'call us', 'contact', 'seek care', 'plan',
  'förskriv', 'skriver ut', 'recept', 'sätter in', 'insätt', 'remiss', 'remitter', 'återbesök', 'kontroll', 'uppfölj', 'återkom', 'hör av', 'provtagning', 'prover', 'blodprov', 'röntgen', 'ultraljud', 'datortomografi', 'magnetkamera', 'sjukskriv', 'intyg', 'rekommender', 'råd', 'bör', 'ska ta', 'fortsätt', 'sätter ut', 'öka', 'minska', 'tablett', 'gånger dagligen', 'gång dagligen', 'vila', 'dricka', 'undvik', 'planer', 'boka', 'ordiner', 'kur ',
  'määrä', 'resepti', 'lähete', 'kontrolli', 'seuranta', 'uusintakäynti', 'verikoe', 'laboratorio', 'röntgen', 'ultraääni', 'sairausloma', 'todistus', 'suosittel', 'lepo', 'levätä', 'juoda', 'tabletti', 'kertaa päivässä', 'suunnitelma', 'jatketaan', 'aloitetaan',
  'resept', 'henvis', 'kontroll', 'oppfølging', 'opfølgning', 'kom tilbake', 'kom tilbage', 'blodprøve', 'prøver', 'røntgen', 'ultralyd', 'sykmeld', 'sygemeld', 'attest', 'anbefal', 'hvile', 'drikke', 'unngå', 'undgå', 'tablett', 'ganger daglig', 'gange dagligt', 'skal ta', 'fortsett', 'fortsæt',
  'verschreib', 'rezept', 'überweis', 'wiedervorstell', 'kontrolle', 'blutabnahme', 'labor', 'röntgen', 'ultraschall', 'krankschreib', 'attest', 'empfehl', 'sollte', 'ruhen', 'trinken', 'vermeiden', 'tablette', 'mal täglich', 'weiter', 'absetzen', 'procedere',
  'reçete', 'sevk', 'kontrol', 'tahlil', 'kan testi', 'röntgen', 'ultrason', 'rapor', 'öneri', 'dinlen', 'bol sıvı', 'kaçın', 'tablet', 'günde', 'başla', 'devam',
  'وصفة', 'أصف', 'إحالة', 'تحويل', 'متابعة', 'مراجعة', 'تحليل', 'فحص دم', 'أشعة', 'إجازة مرضية', 'شهادة', 'أنصح', 'راحة', 'اشرب', 'تجنب', 'حبة', 'مرات يوميا', 'الخطة',
]);

/** Symptoms and history told by the patient. */
export const SUBJECTIVE = stems([
  'i have', "i've", 'i had', 'i feel', 'i am', "i'm", 'i was', 'i get', 'i took', 'i take', 'i can', 'my ', 'pain', 'ache', 'hurt', 'sore', 'cough', 'fever', 'tired', 'dizz', 'nause', 'vomit', 'diarrh', 'since', 'for the past', 'ago', 'started', 'began', 'worse', 'better', 'allerg', 'smok', 'alcohol', 'history', 'previously', 'medication', 'sleep', 'appetite', 'breath', 'itch', 'bleed', 'swell',
  'jag har', 'jag hade', 'jag känner', 'jag är', 'jag var', 'jag tar', 'jag tog', 'jag får', 'min ', 'mitt ', 'mina ', 'ont', 'värk', 'smärt', 'hosta', 'hostar', 'feber', 'trött', 'yr', 'illamå', 'kräk', 'diarr', 'sedan', 'i flera', 'började', 'besvär', 'sämre', 'bättre', 'allerg', 'röker', 'alkohol', 'tidigare', 'mediciner', 'sover', 'aptit', 'andfådd', 'klåda', 'blöd', 'svullen',
  'minulla on', 'minua', 'olen', 'kipu', 'kipua', 'särky', 'yskä', 'kuume', 'väsy', 'huimaa', 'pahoinvoin', 'oksent', 'ripuli', 'lähtien', 'alkoi', 'allergi', 'tupak', 'alkoholi', 'aiemmin', 'lääkke', 'uni', 'hengenahdistus', 'kutina',
  'jeg har', 'jeg hadde', 'jeg havde', 'jeg føler', 'jeg er', 'jeg tar', 'jeg tager', 'vondt', 'ondt', 'smerte', 'hoste', 'feber', 'trett', 'træt', 'svimmel', 'kvalm', 'kast', 'diaré', 'siden', 'begynte', 'begyndte', 'verre', 'værre', 'bedre', 'allergi', 'røyk', 'ryger', 'tidligere', 'medisin', 'medicin', 'søvn', 'appetitt', 'appetit', 'tungpust', 'åndenød',
  'ich habe', 'ich hatte', 'ich fühle', 'ich bin', 'ich nehme', 'mein', 'schmerz', 'weh', 'husten', 'fieber', 'müde', 'schwindel', 'übel', 'erbrech', 'durchfall', 'seit', 'begann', 'schlimmer', 'besser', 'allergi', 'rauch', 'alkohol', 'früher', 'medikament', 'schlaf', 'appetit', 'atemnot', 'juckreiz',
  'ağrı', 'ağrım', 'öksür', 'ateş', 'yorgun', 'baş dönme', 'bulantı', 'kusma', 'ishal', 'beri', 'başladı', 'kötü', 'iyi', 'alerji', 'sigara', 'alkol', 'daha önce', 'ilaç', 'uyku', 'iştah', 'nefes darlığı', 'kaşıntı',
  'عندي', 'أعاني', 'أشعر', 'ألم', 'وجع', 'سعال', 'كحة', 'حمى', 'حرارة', 'تعب', 'دوخة', 'غثيان', 'قيء', 'إسهال', 'منذ', 'بدأ', 'أسوأ', 'حساسية', 'تدخين', 'دواء', 'نوم', 'شهية', 'ضيق تنفس',
]);

/** Greetings, courtesy and chit-chat: never in a note. */
export const SMALL_TALK = stems([
  'hello', 'hi ', 'good morning', 'good afternoon', 'good evening', 'goodbye', 'bye', 'thank', 'thanks', 'nice to', 'how are you', 'have a seat', 'take a seat', 'sit down', 'the weather', 'weekend', 'holiday', 'traffic', 'parking', 'let me', "let's", 'let us', 'any other questions', 'anything else', 'see you', 'you are welcome', "you're welcome", 'please come in', 'come in', 'what brings you', 'what can i do',
  'hej', 'god morgon', 'goddag', 'god dag', 'tack', 'trevligt', 'hur mår du', 'sätt dig', 'slå dig ner', 'vädret', 'helgen', 'semester', 'trafiken', 'parkering', 'vi ses', 'ha det', 'varsågod', 'välkommen', 'andra frågor', 'något mer', 'vad kan jag hjälpa', 'vad gäller det',
  'hei', 'huomenta', 'päivää', 'kiitos', 'mitä kuuluu', 'istu', 'sää', 'viikonlop', 'loma', 'näkemiin', 'tervetuloa',
  'god morgen', 'takk', 'tak ', 'hvordan har du det', 'sett deg', 'sæt dig', 'været', 'vejret', 'helgen', 'weekenden', 'ferie', 'vi ses', 'ha det', 'velkommen',
  'hallo', 'guten morgen', 'guten tag', 'danke', 'wie geht', 'setzen sie', 'das wetter', 'wochenende', 'urlaub', 'auf wiedersehen', 'tschüss', 'willkommen', 'bitte schön',
  'merhaba', 'günaydın', 'teşekkür', 'nasılsınız', 'oturun', 'hava', 'hafta sonu', 'tatil', 'görüşürüz', 'hoş geldiniz',
  'مرحبا', 'صباح الخير', 'شكرا', 'كيف حالك', 'تفضل', 'الطقس', 'عطلة', 'مع السلامة', 'أهلا',
]);

/** Words of no content on their own. */
export const FILLER = whole([
  'ok', 'okay', 'yes', 'no', 'yeah', 'right', 'alright', 'mm', 'mhm', 'hmm', 'uh', 'um', 'oh', 'well', 'so', 'good', 'great', 'fine', 'sure',
  'ja', 'nej', 'jaha', 'jaså', 'precis', 'okej', 'bra', 'mm', 'nä', 'ne', 'nei', 'jo', 'javisst', 'fint',
  'kyllä', 'ei', 'joo', 'selvä', 'hyvä', 'niin', 'gut', 'genau', 'nein', 'also', 'evet', 'hayır', 'tamam', 'peki', 'نعم', 'لا', 'حسنا', 'طيب',
]);

/** Sentences that open with a cause of visit phrase. */
export const CAUSE = stems([
  'comes because', 'comes with', 'comes for', 'presents with', 'here for', 'reason for', 'i came', "i'm here", 'i am here', 'because of',
  'söker för', 'söker på grund', 'kommer på grund', 'kommer för', 'kommer med', 'anledning', 'jag kom', 'jag är här', 'sökorsak', 'kontaktorsak',
  'hakeutuu', 'tulee', 'syy', 'kommer på grunn', 'kommer fordi', 'kommer på grund', 'søker for', 'kommt wegen', 'stellt sich vor', 'vorstellungsgrund', 'başvurdu', 'geldim', 'سبب الزيارة', 'جئت',
]);

/** Negations that follow the term (Turkish: "ateş yok"). */
export const TRAILING_NEGATIONS = ['yok', 'yoktur', 'değil', 'olmadı', 'görülmedi'];

/** Negation words that, shortly before a term, say the finding is absent. */
export const NEGATIONS = [
  'no', 'not', 'without', 'denies', 'denied', 'never', 'negative for', 'free of', 'nor', "don't", "doesn't", "didn't", "haven't", "hasn't",
  'ingen', 'inget', 'inga', 'inte', 'utan', 'nekar', 'aldrig', 'ej',
  'ei', 'eikä', 'ilman', 'kiistää',
  'ikke', 'ingen', 'intet', 'uten', 'uden', 'aldri', 'aldrig', 'benekter', 'benægter',
  'kein', 'keine', 'keinen', 'keiner', 'nicht', 'ohne', 'nie', 'verneint',
  'hiç', 'olmadan',
  'لا', 'ليس', 'ليست', 'بدون', 'لم', 'ينفي', 'دون',
];
