/**
 * Cue words and patterns that tell which part of a note a sentence belongs to, for all
 * eight languages (sv, en, fi, nb, da, de, tr, ar). Stems end where inflections begin, so a
 * cue matches its word forms; patterns cover numbers with units.
 */
import { stems, termsPattern } from './text.js';

const whole = (terms: string[]) => new RegExp(termsPattern(terms), 'iu');

/** Measurements with their units: objective wherever they occur. */
export const MEASUREMENTS = [
  /\b\d{2,3}\s*(?:\/|over|över|på|auf|zu|üzerine|bölü)\s*\d{2,3}\b/iu,
  /\b\d{2}[.,]\d\s*(?:°|grader|degrees|astetta|grad|derece|درجة)/iu,
  /\d\s*(?:°c|mmhg|mmol|bpm|\/min|slag per minut|beats per minute|kg\b|kilo|cm\b|procent|percent|prosent|prozent|prosenttia|%)/iu,
  /(?:spo2|bmi|hba1c|pef)\b/iu,
];

/**
 * A number in the sentence, in digits or words as speech-to-text may write it ("thirty eight
 * point five"): vital-sign words count as a measurement only beside one.
 */
export const HAS_NUMBER = new RegExp(
  `\\d|(?<![\\p{L}])(?:${[
    'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'point',
    'tjugo', 'trettio', 'fyrtio', 'femtio', 'sextio', 'sjuttio', 'åttio', 'nittio', 'hundra', 'komma',
    'kaksikymmentä', 'kolmekymmentä', 'neljäkymmentä', 'sata', 'pilkku',
    'tjue', 'tyve', 'tretti', 'tredive', 'førti', 'fyrre', 'femti', 'halvtreds', 'hundre', 'hundrede',
    'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'hundert', 'komma',
    'yirmi', 'otuz', 'kırk', 'elli', 'yüz', 'virgül',
  ].join('|')})`,
  'iu',
);

/** Vital signs and lab values by name; objective when a number is given. */
export const VITAL_TERMS = stems([
  'crp', 'hba1c', 'hb$', 'pef', 'saturation', 'saturasjon', 'saturaatio', 'sättigung', 'satürasyon', 'andningsfrekvens', 'respiratory rate', 'atemfrequenz', 'hengitystiheys',
    'blood pressure', 'bp ', 'pulse', 'heart rate', 'temperature', 'saturation', 'oxygen', 'respiratory rate', 'weight', 'height', 'glucose',
    'visual acuity', 'synskärp', 'visus', 'synsstyrke', 'synsskarphed', 'sehschärfe', 'näöntarkkuu', 'görme keskinliğ',
    'blodtryck', 'puls', 'temp', 'saturation', 'andningsfrekvens', 'vikt', 'längd', 'blodsocker', 'crp', 'hb ',
    'verenpaine', 'syke', 'lämpö', 'happisaturaatio', 'paino', 'verensokeri',
    'blodtrykk', 'blodtryk', 'temperatur', 'vekt', 'vægt', 'blodsukker',
    'blutdruck', 'puls', 'temperatur', 'sauerstoff', 'gewicht', 'blutzucker', 'herzfrequenz',
    'tansiyon', 'nabız', 'ateş ölç', 'ateşi', 'satürasyon', 'kilo', 'kan şekeri',
    'ضغط الدم', 'النبض', 'الحرارة', 'درجة حرارة', 'تشبع', 'الوزن', 'السكر',
]);

/** Examination findings. */
export const EXAMINATION = stems([
  'examin', 'on examination', 'auscultat', 'palpat', 'inspect', 'lungs are', 'lungs clear', 'heart sounds', 'heart is', 'throat is', 'tonsils', 'tender', 'swollen', 'redness', 'rash', 'reflexes', 'abdomen is', 'abdomen soft', 'ears are', 'eardrum', 'mobility', 'range of motion', 'no lymph', 'lymph nodes', 'looks well', 'appears', 'findings',
  'undersök', 'status', 'auskult', 'palper', 'lungor', 'hjärta', 'hjärtljud', 'svalg', 'tonsill', 'ömhet', 'öm ', 'svullen', 'svullnad', 'rodnad', 'utslag', 'reflexer', 'buk ', 'buken', 'trumhinn', 'rörlighet', 'lymfkörtl', 'allmäntillstånd', 'opåverkad',
  'tutki', 'keuhko', 'sydän', 'nielu', 'risat', 'arka', 'turvo', 'punoit', 'ihottum', 'vatsa ', 'tärykal', 'liikkuvuus', 'imusolmuk', 'yleistila',
  'undersøk', 'lunger', 'hjerte', 'svelg', 'mandler', 'øm', 'hoven', 'rødme', 'utslett', 'udslæt', 'buken', 'maven', 'trommehinne', 'bevegelighet', 'bevægelighed', 'allmenntilstand', 'almentilstand',
  'untersuch', 'auskult', 'lunge', 'herz', 'rachen', 'mandeln', 'druckschmerz', 'geschwollen', 'rötung', 'ausschlag', 'bauch', 'trommelfell', 'beweglichkeit', 'lymphknoten', 'allgemeinzustand', 'befund',
  'muayene', 'akciğer', 'kalp ses', 'boğaz kızarık', 'bademcik', 'hassasiyet', 'şişlik', 'kızarıklık', 'döküntü', 'karın', 'kulak zarı', 'lenf',
  'الفحص', 'فحص', 'الرئتين', 'القلب', 'الحلق', 'اللوزتين', 'تورم', 'احمرار', 'طفح', 'البطن',
  // Auscultation, palpation and mental-state words shared by the clinician's dictation.
  'nystagmus', 'granulation', 'wound bed', 'centimet', 'millimet', 'renal angle', 'kidneys', 'tenderness',
  'sårkant', 'sårbädd', 'sårytan', 'fibrinbelägg', 'nekros', 'njurloger', 'dunkömhet',
  'wheez', 'crackles', 'crepitations', 'rales', 'murmur', 'regular rhythm', 'fundoscop', 'otoscop', 'neurological', 'oriented', 'eye contact', 'affect is', 'mood is', 'soft and', 'non-tender', 'nontender', 'guarding', 'mucous membranes', 'capillary refill', 'joint line',
  'blåsljud', 'rassel', 'ronki', 'regelbunden rytm', 'oregelbunden rytm', 'otoskopi', 'oftalmoskopi', 'neurologiskt', 'stämningsläge', 'samarbetar', 'ögonkontakt', 'affekt', 'orienterad', 'mjuk och', 'oöm', 'défense', 'slemhinnor', 'ledspring', 'kapillär återfyllnad', 'stabilt',
  'hengitysääni', 'rahina', 'sivuääni', 'säännöllinen', 'aristaa', 'aristus', 'vatsakalvo', 'limakalvo', 'pehmeä', 'neurologinen', 'mieliala',
  'pipende', 'knatre', 'bilyd', 'regelmessig rytme', 'regelmæssig rytme', 'slimhinne', 'bløt', 'blød', 'stemningsleie',
  'giemen', 'rasselgeräusch', 'herzgeräusch', 'rhythmisch', 'klopfschmerz', 'schleimhäut', 'weich', 'abwehrspannung', 'neurologisch', 'stimmung',
  'ral', 'ronküs', 'üfürüm', 'ritmik', 'defans', 'mukoza',
  'صفير', 'خراخر', 'نفخة', 'منتظم', 'الأغشية المخاطية',
]);

/** A test or investigation result: objective ("Strep-testet är positivt", "ECG shows"). */
export const RESULT = stems([
  'shows', 'showed', 'is positive', 'is negative', 'was positive', 'was negative', 'came back', 'result', 'is normal', 'are normal', 'was normal', 'were normal', 'unremarkable', 'within normal',
  'visar', 'visade', 'är positiv', 'är negativ', 'var positiv', 'var negativ', 'är normal', 'var normal', 'utan anmärkning', 'ua', 'provsvar', 'resultat',
  'näyttää', 'osoittaa', 'on positiivinen', 'on negatiivinen', 'normaali', 'tulos',
  'viser', 'viste', 'er positiv', 'er negativ', 'var positiv', 'var negativ', 'er normal', 'uten anmerkning', 'uden anmærkning',
  'zeigt', 'zeigte', 'ist positiv', 'ist negativ', 'unauffällig', 'ergebnis', 'befund',
  'gösteriyor', 'pozitif', 'negatif', 'normal', 'sonuç',
  'يظهر', 'أظهر', 'إيجابي', 'سلبي', 'طبيعي', 'النتيجة',
]);

/**
 * The patient speaking of themselves: first person with a verb of having, feeling, taking
 * or noticing. Checked before the clinical lexicons so "I take metformin twice a day" is
 * history, not a plan, and "it is swollen when I walk" is a symptom, not a finding.
 */
export const PATIENT_SPEECH = stems([
  'i have', "i've", 'i had', 'i feel', 'i felt', 'i am', "i'm", 'i was', 'i get', 'i got', 'i take', 'i took', 'i use', 'i used', 'i can', "i can't", 'i cannot', "i don't", 'i do not', "i didn't", 'i notice', 'i noticed', 'i keep', 'i see', 'i saw', 'i smoke', 'i drink', 'i work', 'i live', 'i sleep', 'i woke', 'i started', 'i stopped', 'i tried', 'i fell', 'i twisted', 'i hurt', 'i cough', 'when i', 'my ',
  'jag har', 'jag hade', 'jag känner', 'jag kände', 'jag mår', 'jag är', 'jag var', 'jag tar', 'jag tog', 'jag får', 'jag fick', 'jag kan inte', 'jag orkar', 'jag sover', 'jag röker', 'jag dricker', 'jag jobbar', 'jag arbetar', 'jag bor ', 'jag märker', 'jag märkte', 'jag brukar', 'jag hostar', 'jag kissar', 'jag blir', 'jag ramlade', 'jag föll', 'jag vaknar', 'jag slutade', 'jag använder', 'när jag', 'min ', 'mitt ', 'mina ',
  'minulla on', 'minulla oli', 'minua', 'olen', 'olin', 'otan', 'otin', 'käytän', 'tunnen', 'en pysty', 'en ole', 'kun minä', 'minun',
  'jeg har', 'jeg hadde', 'jeg havde', 'jeg føler', 'jeg er', 'jeg var', 'jeg tar', 'jeg tager', 'jeg tok', 'jeg tog', 'jeg får', 'jeg fikk', 'jeg fik', 'jeg bruker', 'jeg bruger', 'jeg kan ikke', 'jeg sover', 'jeg røyker', 'jeg ryger', 'jeg jobber', 'jeg arbejder', 'når jeg', 'min ', 'mitt ', 'mine ',
  'ich habe', 'ich hatte', 'ich fühle', 'ich bin', 'ich war', 'ich nehme', 'ich nahm', 'ich kann nicht', 'ich schlafe', 'ich rauche', 'ich trinke', 'ich arbeite', 'wenn ich', 'mein', 'meine',
  'ağrım', 'ağrıyor', 'benim', 'kullanıyorum', 'içiyorum', 'oldum', 'yaşıyorum', 'çalışıyorum', 'hissediyorum',
  'عندي', 'أعاني', 'أشعر', 'آخذ', 'أتناول', 'لدي',
]);

/** First person with an adverb between: "I also have", "jag har också" is covered above, "jag brukar". */
export const PATIENT_SPEECH_ADVERB =
  /(?<![\p{L}])(?:i|jag|jeg|ich|minä)\s+(?:also|still|usually|often|really|just|sometimes|never|även|också|fortfarande|ibland|aldrig|också|også|stadig|noen ganger|nogle gange|auch|noch|manchmal|myös|vielä)\s+(?!will\b|ska\b|skal\b|werde\b)\p{L}+/iu;

/**
 * What the clinician says they do now or next ("I'll prescribe", "jag skriver ut", "we will
 * take"): plan, even though it is in the first person.
 */
export const CLINICIAN_ACTION = stems([
  "i'll call", 'i will call', "we'll call", 'we will call', "i'll do", 'i am doing', "i'm doing", 'i give you', "i'm giving", 'i am giving', "i'm going to give", 'i will give',
  'i will', "i'll", 'we will', "we'll", 'i am going to', "i'm going to", 'we are going to', "we're going to", 'i would like you to', 'i want you to', 'i prescribe', 'i am prescribing', "i'm prescribing", 'i recommend', 'i suggest', 'i refer', "i'm referring", 'i am referring', 'i advise', "let's", 'i would suggest',
  'jag ringer', 'vi ringer', 'jag hör av mig', 'vi hör av oss', 'jag gör', 'jag lägger', 'jag ger', 'jag tar bort', 'tar jag', 'gör jag', 'lägger jag', 'ger jag', 'skriver jag', 'skickar jag', 'remitterar jag', 'sätter jag', 'ordinerar jag', 'bokar jag',
  'jag ska', 'vi ska', 'jag kommer att', 'vi kommer att', 'jag skriver', 'jag skickar', 'jag remitterar', 'jag ordinerar', 'jag sätter', 'jag förskriver', 'jag rekommenderar', 'jag föreslår', 'jag vill att du', 'jag sjukskriver', 'jag bokar', 'vi tar', 'vi gör', 'vi börjar', 'vi bokar', 'vi ses', 'vi skickar', 'vi provar', 'vi avvaktar', 'vi följer', 'du får',
  'kirjoitan', 'määrään', 'lähetän', 'suosittelen', 'otetaan', 'aloitetaan', 'jatketaan', 'varataan', 'tehdään',
  'jeg ringer', 'vi ringer', 'jeg gør', 'jeg gjør', 'jeg giver', 'jeg gir', 'jeg udskriver', 'jeg lægger', 'jeg legger', 'tar jeg', 'skriver jeg', 'giver jeg', 'gir jeg',
  'jeg skal', 'vi skal', 'jeg skriver', 'jeg sender', 'jeg henviser', 'jeg anbefaler', 'jeg foreslår', 'jeg sykmelder', 'jeg sygemelder', 'vi tar', 'vi tager', 'vi gjør', 'vi gør', 'vi starter', 'du får',
  'ich mache', 'ich gebe', 'ich rufe', 'wir rufen',
  'ich werde', 'wir werden', 'ich verschreibe', 'ich überweise', 'ich empfehle', 'ich schlage', 'wir machen', 'wir nehmen', 'wir beginnen', 'ich schreibe', 'sie bekommen',
  'yazıyorum', 'veriyorum', 'öneriyorum', 'sevk ediyorum', 'başlıyoruz', 'yapacağız',
  'سأصف', 'سأعطيك', 'سأحولك', 'أنصحك', 'سنقوم', 'سنجري',
  // Levantine and Gulf speech: "راح أحولك" (I will refer you), "بكتبلك" (I am writing you).
  'راح أحولك', 'رح أحولك', 'راح أكتبلك', 'رح أكتبلك', 'بكتبلك', 'بعطيك', 'رح أعطيك', 'راح أعطيك', 'رح نعمل', 'راح نعمل', 'منعمل', 'بدي ياك',
]);

/** Imperatives that open advice ("Drink plenty", "Ta ibuprofen", "Vermeiden Sie"). */
export const IMPERATIVE = new RegExp(
  `^(?:${[
    'take', 'use', 'avoid', 'drink', 'rest$', 'keep', 'come back', 'call', 'contact', 'return', 'stop', 'continue', 'apply', 'try', 'make sure', 'please', 'seek', 'book',
    // "Talk to your GP about ...", "Prata med apoteket om ...": advice to take something up with someone.
    'talk to', 'talk with', 'speak to', 'speak with', 'prata med', 'tala med', 'snakk med', 'snak med', 'tal med', 'sprechen sie mit',
    'ta', 'ge', 'drick', 'vila', 'undvik', 'fortsätt', 'sluta', 'kontakta', 'ring', 'hör av', 'sök', 'smörj', 'prova', 'boka', 'kom tillbaka',
    'ota', 'juo', 'lepää', 'vältä', 'jatka', 'soita', 'hakeudu', 'käytä', 'varaa',
    'drikk', 'drik', 'hvil', 'unngå', 'undgå', 'fortsett', 'fortsæt', 'kontakt', 'ring', 'bruk', 'brug',
    'nehmen sie', 'trinken sie', 'vermeiden sie', 'ruhen sie', 'kommen sie', 'melden sie', 'rufen sie', 'verwenden sie',
    'için', 'alın', 'kaçının', 'dinlenin', 'gelin', 'arayın',
    'اشرب', 'خذ', 'تجنب', 'ارتح', 'عد',
  ].map((t) => t.replace(/\s+/g, '\\s+')).join('|')})(?![\\p{L}])`,
  'iu',
);

/**
 * Words of complaint: what a patient comes for. The reason for visit is the first sentence
 * carrying one.
 */
export const COMPLAINT = stems([
  'pain', 'ache', 'hurt', 'sore', 'cough', 'fever', 'tired', 'dizz', 'nause', 'vomit', 'diarrh', 'rash', 'itch', 'swell', 'swollen', 'bleed', 'short of breath', 'breathless', 'headache', 'burning', 'lump', 'numb', 'weak', 'low mood', 'anxious', 'sleep', 'review', 'check-up', 'check up', 'injur', 'twisted', 'fell', 'cut', 'burn', 'sting', 'bite',
  'bränn', 'bränner', 'svid', 'tight', 'wheez', 'sår', 'wound', 'haava', 'wunde', 'yara', 'جرح', 'palpitation', 'tryck över bröstet', 'pip i bröstet', 'hjärtklappning', 'burns', 'burning', 'pee', 'urinat', 'peeing', 'kissa', 'kissar', 'svir', 'svie', 'tisse', 'tisser', 'brænder', 'brenner', 'brennt', 'wasserlassen', 'virtsa', 'kirvele',
  'ont', 'värk', 'smärt', 'hosta', 'feber', 'trött', 'yr$', 'illamå', 'kräk', 'diarr', 'utslag', 'klåda', 'svullen', 'svullnad', 'blöd', 'andfådd', 'andnöd', 'svider', 'sveda', 'knöl', 'domning', 'nedstämd', 'ångest', 'oro', 'sömn', 'kontroll', 'ramla', 'skada', 'stukat', 'vrickat', 'ryggskott', 'förkyl', 'snuva', 'öron', 'ögon',
  'kipu', 'kipeä', 'särky', 'särkee', 'yskä', 'kuume', 'väsy', 'huimaa', 'huimaus', 'pahoinvoin', 'oksen', 'ripuli', 'ihottum', 'kutina', 'turvo', 'veren', 'hengenahdistus', 'kirvel', 'masentun', 'ahdistu', 'uni', 'kontrolli',
  'vondt', 'ondt', 'smerte', 'hoste', 'feber', 'trett', 'træt', 'svimmel', 'kvalm', 'kast$', 'diaré', 'utslett', 'udslæt', 'kløe', 'hoven', 'blød', 'tungpust', 'åndenød', 'svie', 'nedstemt', 'angst', 'søvn', 'kontroll', 'kontrol',
  'schmerz', 'weh', 'husten', 'fieber', 'müde', 'schwindel', 'übel', 'erbrech', 'durchfall', 'ausschlag', 'juck', 'geschwollen', 'schwellung', 'blut', 'atemnot', 'brennen', 'druck', 'schnupfen', 'niedergeschlagen', 'angst', 'schlaf', 'kontrolle',
  'ağrı', 'ağrım', 'öksür', 'ateş', 'yorgun', 'baş dönme', 'bulantı', 'kusma', 'ishal', 'döküntü', 'kaşıntı', 'şişlik', 'kanama', 'nefes darlığı', 'yanma', 'kontrol',
  'ألم', 'وجع', 'سعال', 'كحة', 'حمى', 'حرارة', 'تعب', 'دوخة', 'غثيان', 'قيء', 'إسهال', 'طفح', 'حكة', 'تورم', 'نزيف', 'ضيق تنفس', 'حرقة',
]);

/** A diagnosis named only to be kept open or ruled out is not coded ("kan inte uteslutas"). */
export const UNCERTAIN = stems([
  'rule out', 'ruled out', 'cannot be excluded', "can't be excluded", 'differential', 'unlikely', 'less likely',
  'uteslut', 'differentialdiagnos', 'mindre troligt', 'osannolikt',
  'poissulje', 'poissuljettu', 'erotusdiagnoosi', 'epätodennäköi',
  'utelukk', 'udelukk', 'differensialdiagnose', 'differentialdiagnose', 'usannsynlig', 'usandsynlig',
  'ausschließen', 'ausgeschlossen', 'differenzialdiagnose', 'unwahrscheinlich',
  'ekarte', 'dışla', 'ayırıcı tanı',
  'استبعاد', 'التشخيص التفريقي',
]);

/**
 * Advice for what may happen ("Om du blir sämre...", "If you get a fever..."): the plan's safety net. Also a Nordic
 * condition said verb first, with what to do after a comma ("Kräks du, blir du sämre, då åker du till akuten").
 */
export const SAFETY_NET = /^(?:(?:(?:and|och|og|und|ja|so|så)\s+)?(?:if you|if it|if the|om du|om patienten|om det|om ni|om besvären|hvis du|hvis det|jos sinulla|jos sinä|jos oireet|jos et|wenn sie|wenn es|falls sie|falls es|eğer|إذا)(?![\p{L}])|(?:\p{L}+)\s+(?:du|ni|hon|han|det|patienten|barnet|dere|hun)(?![\p{L}])(?=[^.?!]*,\s*(?:(?:så|då)\s+)?(?:ring|ringer|sök|söker|åk|åker|kom|kommer|hör|kontakta|kontaktar|ska|skal|gå|går|ta|tar)(?![\p{L}])))/iu;

/** Answers to a yes/no question, and the tails that only repeat the answer. */
export const YES_WORDS = new Set(['yes', 'yeah', 'yep', 'ja', 'jo', 'javisst', 'japp', 'jepp', 'jep', 'absolut', 'kyllä', 'joo', 'evet', 'نعم']);
export const NO_WORDS = new Set(['no', 'nope', 'nej', 'nä', 'nää', 'nei', 'nein', 'ei', 'hayır', 'yok', 'لا', 'never', 'aldrig', 'aldri', 'nie', 'niemals']);

/**
 * Plan words at the end of a compound ("blodtryckskontroll", "Kontrolltermin" aside) and a
 * time to come ("om sex veckor", "in three months"): next steps.
 */
export const PLAN_COMPOUND = /\p{L}(?:kontroll|kontrolle|kontrol|uppföljning|återbesök|provtagning|remiss|röntgen|tarkastus|seuranta|käynti|oppfølging|opfølgning|henvisning|überweisung)(?![\p{L}])/iu;
export const TIME_AHEAD = new RegExp(
  `(?<![\\p{L}])(?:om|in|nach|om|på|within|inom)\\s+(?:\\d+|a|an|one|two|three|four|five|six|eight|twelve|a few|en|ett|två|tre|fyra|fem|sex|åtta|tolv|några|et|ei|to|fire|seks|zwei|drei|vier|sechs)\\s+(?:timmar|timme|dag|dagar|dagars|veckor|vecka|veckors|månader|månad|år|hours|days|weeks|week|months|month|year|stunden|tagen|wochen|woche|monaten|monat|timer|dager|dage|uker|uke|uger|uge|måneder|måned|tunnin|päivän|viikon|kuukauden|saat|gün|hafta|ay)(?![\\p{L}])`,
  'iu',
);

/** Words of a time to come: a plan line with one is planning, not what was done at the visit. */
export const LATER = stems([
  'next', 'again', 'later', 'tomorrow', 'follow', 'review', 'until', 'nästa', 'igen', 'senare', 'imorgon', 'i morgon', 'tills', 'framöver', 'fortsatt', 'fortsätt',
  'seuraava', 'uudelleen', 'myöhemmin', 'huomenna', 'jatka', 'neste', 'næste', 'igjen', 'igen', 'senere', 'i morgen', 'fortsett', 'fortsæt',
  'nächste', 'wieder', 'später', 'morgen', 'weiter', 'sonraki', 'tekrar', 'sonra', 'yarın', 'devam', 'القادم', 'مرة أخرى', 'لاحقا', 'غدا',
]);

/** Statements of a diagnosis or clinical judgement. */
export const ASSESSMENT = stems([
  'looks like', 'this is', 'it is a', "it's a", 'it is likely', 'consistent with', 'suggestive of', 'diagnos', 'assessment', 'i think', 'probably', 'likely', 'suspect', 'impression', 'most likely', 'compatible with', 'rule out', 'differential', 'we call it', 'we call this', "it's called", 'it is called',
  'bedöm', 'tolkar', 'tyder på', 'talar för', 'troligen', 'troligtvis', 'sannolikt', 'misstänk', 'det rör sig om', 'det är en', 'det är ett', 'det verkar', 'det ser ut', 'förenligt med', 'diagnos', 'uteslut', 'vi kallar det', 'det vi kallar', 'det kallas',
  'arvio', 'arvioi', 'todennäköi', 'epäil', 'kyseessä', 'viittaa', 'diagnoosi', 'sopii',
  'vurder', 'sannsynlig', 'sandsynlig', 'mistenk', 'mistænk', 'det dreier seg', 'det drejer sig', 'tyder på', 'forenlig med', 'diagnose', 'vi kaller det', 'vi kalder det',
  'läker fint', 'läker bra', 'healing well', 'heals well', 'is healing', 'paranee hyvin', 'gror fint', 'heler fint', 'heler godt', 'heilt gut', 'iyileşiyor',
  'beurteil', 'wahrscheinlich', 'verdacht', 'es handelt sich', 'spricht für', 'vereinbar mit', 'diagnose', 'vermutlich', 'am ehesten',
  'değerlendir', 'muhtemelen', 'şüphe', 'tanı', 'teşhis', 'düşünülmekte', 'uyumlu',
  'التشخيص', 'يبدو أن', 'على الأرجح', 'نشتبه', 'متوافق مع', 'تقييم',
]);

/** What happens next: medication, referrals, tests, follow-up, advice. */
export const PLAN = stems([
  'you can take', 'du kan ta', 'du kan tage', 'voit ottaa', 'können sie', 'kannst du',
  // Common drugs by their international names: a drug named by the clinician is treatment.
  'paracetamol', 'acetaminophen', 'ibuprofen', 'naproxen', 'diclofenac', 'aspirin', 'acetylsalicyl', 'alvedon', 'panodil', 'ipren', 'pamol', 'burana', 'penicillin', 'kåvepenin', 'amoxicillin', 'amoxicilin', 'flukloxacillin', 'cefalexin', 'doxycyklin', 'doxycycline', 'nitrofurantoin', 'furadantin', 'pivmecillinam', 'selexid', 'trimetoprim', 'trimethoprim', 'klindamycin', 'clindamycin', 'azitromycin', 'azithromycin', 'metronidazol', 'prednisolon', 'betametason', 'hydrokortison', 'kortison', 'cortison', 'omeprazol', 'esomeprazol', 'pantoprazol', 'cetirizin', 'loratadin', 'desloratadin', 'salbutamol', 'ventoline', 'budesonid', 'sertralin', 'escitalopram', 'citalopram', 'mirtazapin', 'zopiklon', 'melatonin', 'metformin', 'insulin', 'amlodipin', 'enalapril', 'ramipril', 'losartan', 'candesartan', 'metoprolol', 'bisoprolol', 'atorvastatin', 'simvastatin', 'levotyroxin', 'levothyroxine', 'apixaban', 'warfarin', 'sumatriptan', 'oxykodon', 'tramadol', 'kodein', 'morfin', 'nässpray', 'nasenspray', 'nasal spray', 'ögondroppar', 'eye drops',
  'a&e', 'emergency department', 'the emergency', 'ambulance', 'call 911', 'call 999', 'call 112', 'ringa 112', 'ring 112', 'ambulans',
  'things that help', 'cut down on', 'raise the head', 'stop smoking', 'quit smoking',
  'schreibe ihnen', 'schreibe sie', 'schreibe ich ihnen', 'schreibe ich sie',
  'prescrib', 'prescription', 'antibiotic', 'painkiller', 'pain relief', 'diary', 'review in', 'review the', 'physiotherap', 'dietitian', 'i will give', "i'll give", 'we will', "we'll", 'i will', "i'll", 'refer', 'follow-up', 'follow up', 'come back', 'return if', 'book', 'schedule', 'blood test', 'test$', 'tests$', 'x-ray', 'x ray', 'ultrasound', 'scan$', 'mri', 'ct ', 'sick leave', 'sick note', 'certificate', 'recommend', 'advise', 'should', 'please', 'continue', 'start ', 'stop taking', 'increase', 'reduce', 'take one', 'take two', 'tablet', 'twice a day', 'three times', 'once a day', 'mg', 'rest$', 'drink', 'avoid', 'call us', 'contact', 'seek care', 'plan',
  'ringer dig', 'ringer upp dig', 'hör hur det går', 'söka akut', 'sök akut', 'ska du söka', 'telefonkontakt', 'telefontid', 'lungröntgen', 'spirometri', 'ekg', 'hjärtultraljud', 'ekokardiografi',
  'förskriv', 'skriver ut', 'recept', 'antibiotika', 'smärtstillande', 'värktablett', 'kontakta', 'söka akuten', 'sök akuten', 'träning', 'sjukgymnast', 'fysioterapeut', 'sätter in', 'insätt', 'remiss', 'remitter', 'återbesök', 'kontroll', 'uppfölj', 'återkom', 'hör av', 'provtagning', 'prover', 'blodprov', 'röntgen', 'ultraljud', 'datortomografi', 'magnetkamera', 'sjukskriv', 'intyg', 'rekommender', 'råd', 'bör$', 'ska ta', 'fortsätt', 'sätter ut', 'öka', 'minska', 'tablett', 'gånger dagligen', 'gång dagligen', 'vila', 'dricka', 'undvik', 'planer', 'boka', 'ordiner', 'kur ',
  'määrä', 'resepti', 'antibiootti', 'kipulääk', 'ota yhteyttä', 'yhteyttä', 'sairauslomaa', 'lähete', 'kontrolli', 'seuranta', 'uusintakäynti', 'verikoe', 'laboratorio', 'röntgen', 'ultraääni', 'sairausloma', 'todistus', 'suosittel', 'lepo', 'levätä', 'juoda', 'tabletti', 'kertaa päivässä', 'suunnitelma', 'jatketaan', 'aloitetaan',
  'resept', 'henvis', 'antibiotika', 'smertestillende', 'kontroll', 'oppfølging', 'opfølgning', 'kom tilbake', 'kom tilbage', 'blodprøve', 'prøver', 'røntgen', 'ultralyd', 'sykmeld', 'sygemeld', 'attest', 'anbefal', 'hvile', 'drikke', 'unngå', 'undgå', 'tablett', 'ganger daglig', 'gange dagligt', 'skal ta', 'fortsett', 'fortsæt',
  'verschreib', 'rezept', 'antibiotik', 'schmerzmittel', 'überweis', 'wiedervorstell', 'kontrolle', 'blutabnahme', 'labor', 'röntgen', 'ultraschall', 'krankschreib', 'attest', 'empfehl', 'sollte', 'ruhen', 'trinken', 'vermeiden', 'tablette', 'mal täglich', 'weiter', 'absetzen', 'procedere',
  'reçete', 'sevk', 'kontrol', 'tekrar gel', 'düzelmezse', 'geçmezse', 'tahlil', 'kan testi', 'röntgen', 'ultrason', 'rapor', 'öneri', 'dinlen', 'bol sıvı', 'kaçın', 'tablet', 'günde', 'başla', 'devam',
  'وصفة', 'أصف', 'إحالة', 'تحويل', 'متابعة', 'مراجعة', 'تحليل', 'فحص دم', 'أشعة', 'إجازة مرضية', 'شهادة', 'أنصح', 'راحة', 'اشرب', 'تجنب', 'حبة', 'مرات يوميا', 'الخطة', 'أحولك', 'أكتبلك', 'ارجعي', 'ارجع لعندي', 'الطوارئ', 'مرهم', 'كريم',
]);

/** Symptoms and history told by the patient. */
export const SUBJECTIVE = stems([
  'i have', "i've", 'i had', 'i feel', 'i am', "i'm", 'i was', 'i get', 'i took', 'i take', 'i can', 'my ', 'burn', 'tight', 'wheez', 'pain', 'ache', 'hurt', 'sore', 'cough', 'fever', 'tired', 'dizz', 'nause', 'vomit', 'diarrh', 'since', 'for the past', 'ago', 'started', 'began', 'worse', 'better', 'allerg', 'smok', 'alcohol', 'history', 'previously', 'medication', 'sleep', 'appetite', 'breath', 'itch', 'bleed', 'swell',
  'jag har', 'jag hade', 'jag känner', 'jag är', 'jag var', 'jag tar', 'jag tog', 'jag får', 'min ', 'mitt ', 'mina ', 'bränn', 'svid', 'ont', 'värk', 'smärt', 'hosta', 'hostar', 'feber', 'trött', 'yr$', 'illamå', 'kräk', 'diarr', 'sedan', 'i flera', 'började', 'besvär', 'sämre', 'bättre', 'allerg', 'röker', 'alkohol', 'tidigare', 'mediciner', 'sover', 'aptit', 'andfådd', 'klåda', 'blöd', 'svullen',
  'minulla on', 'minua', 'olen', 'kipu', 'kipua', 'särky', 'yskä', 'kuume', 'väsy', 'huimaa', 'pahoinvoin', 'oksent', 'ripuli', 'lähtien', 'alkoi', 'allergi', 'tupak', 'alkoholi', 'aiemmin', 'lääkke', 'uni', 'hengenahdistus', 'kutina',
  'jeg har', 'jeg hadde', 'jeg havde', 'jeg føler', 'jeg er', 'jeg tar', 'jeg tager', 'svi', 'brenn', 'brænd', 'vondt', 'ondt', 'smerte', 'hoste', 'feber', 'trett', 'træt', 'svimmel', 'kvalm', 'kast$', 'diaré', 'siden', 'begynte', 'begyndte', 'verre', 'værre', 'bedre', 'allergi', 'røyk', 'ryger', 'tidligere', 'medisin', 'medicin', 'søvn', 'appetitt', 'appetit', 'tungpust', 'åndenød',
  'ich habe', 'ich hatte', 'ich fühle', 'ich bin', 'ich nehme', 'mein', 'schmerz', 'weh', 'husten', 'fieber', 'müde', 'schwindel', 'übel', 'erbrech', 'durchfall', 'seit', 'begann', 'schlimmer', 'besser', 'allergi', 'rauch', 'alkohol', 'früher', 'medikament', 'schlaf', 'appetit', 'atemnot', 'juckreiz',
  'ağrı', 'ağrım', 'öksür', 'ateş', 'yorgun', 'baş dönme', 'bulantı', 'kusma', 'ishal', 'beri', 'başladı', 'kötü', 'iyi', 'alerji', 'sigara', 'alkol', 'daha önce', 'ilaç', 'uyku', 'iştah', 'nefes darlığı', 'kaşıntı',
  'عندي', 'أعاني', 'أشعر', 'ألم', 'وجع', 'سعال', 'كحة', 'حمى', 'حرارة', 'تعب', 'دوخة', 'غثيان', 'قيء', 'إسهال', 'منذ', 'بدأ', 'أسوأ', 'حساسية', 'تدخين', 'دواء', 'نوم', 'شهية', 'ضيق تنفس',
]);

/** Greetings, courtesy and chit-chat: never in a note. */
export const SMALL_TALK = stems([
  'hello', 'hi ', 'good morning', 'good afternoon', 'good evening', 'goodbye', 'bye', 'thank', 'thanks', 'nice to', 'how are you', 'have a seat', 'take a seat', 'sit down', 'the weather', 'weekend', 'holiday', 'traffic', 'parking', 'let me', "let's", 'let us', 'any other questions', 'anything else', 'see you', 'you are welcome', "you're welcome", 'please come in', 'come in', 'what brings you', 'what can i do', 'examine you', 'have a listen', 'listen to your chest', 'take care', 'the snow', 'the rain', 'snowing', 'raining', 'sunny', 'cold outside', 'have a look', 'take a look', 'lie down', 'hop up', 'lie back',
  'hej', 'god morgon', 'goddag', 'god dag', 'tack', 'trevligt', 'hur mår du', 'sätt dig', 'slå dig ner', 'vädret', 'helgen', 'semester', 'trafiken', 'parkering', 'vi ses', 'ha det', 'varsågod', 'välkommen', 'andra frågor', 'något mer', 'vad kan jag hjälpa', 'vad gäller det', 'undersöka dig', 'undersöker dig', 'lyssna på', 'känna på', 'sköt om dig', 'ta hand om dig', 'snö', 'regn', 'regnar', 'snöar', 'kallt ute', 'varmt ute', 'solen', 'titta på', 'ska titta', 'ligg ner', 'lägg dig', 'berätta',
  'hei', 'huomenta', 'hyvää päivää', 'kiitos', 'mitä kuuluu', 'istu', 'sää', 'viikonlop', 'loma', 'näkemiin', 'tervetuloa', 'tutkin sinut', 'kuunnellaan', 'hoida itseäsi', 'lunta', 'sataa', 'katsotaan', 'katsotaanpa', 'kerro',
  'god morgen', 'takk', 'tak ', 'hvordan har du det', 'sett deg', 'sæt dig', 'været', 'vejret', 'helgen', 'weekenden', 'ferie', 'vi ses', 'ha det', 'velkommen', 'undersøke deg', 'undersøge dig', 'lytte på', 'pass på deg', 'pas på dig', 'snø', 'sne', 'regner', 'se på', 'kigge på', 'fortell', 'fortæl',
  'hallo', 'guten morgen', 'guten tag', 'danke', 'wie geht', 'setzen sie', 'das wetter', 'wochenende', 'urlaub', 'auf wiedersehen', 'tschüss', 'willkommen', 'bitte schön', 'untersuche sie', 'abhören', 'passen sie auf sich auf', 'schnee', 'regnet', 'schauen wir', 'anschauen', 'erzählen sie',
  'merhaba', 'günaydın', 'teşekkür', 'nasılsınız', 'oturun', 'hava', 'hafta sonu', 'tatil', 'görüşürüz', 'hoş geldiniz', 'bakalım',
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
  'comes because', 'comes with', 'comes for', 'presents with', 'here for', 'here about', 'reason for', 'i came', "i'm here", 'i am here', 'i have come',
  'söker för', 'är här för', 'här idag för', 'kommit hit för', 'kommer hit för', 'det gäller', 'gäller det', 'söker på grund', 'kommer på grund', 'kommer för', 'kommer med', 'anledning', 'jag kom', 'jag är här', 'sökorsak', 'kontaktorsak',
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

/** The problem a problem-oriented assessment takes first ("So, for your first problem of nicotine dependence"): the main diagnosis. */
export const FIRST_PROBLEM = /(?<![\p{L}])(?:first problem|first issue|första problemet|första besväret|første problem|erste[ns]? problem|ensimmäinen ongelma|ilk (?:sorun|problem)|المشكلة الأولى)(?![\p{L}])/iu;
