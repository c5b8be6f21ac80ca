import type { Language, NoteTask, TaskCategory, TaskPriority } from '../../../contract/api.schema.js';
import { toRecordStyle } from './note-style.js';
import { capitalise, ensurePeriod } from './text.js';

const stems = (terms: string[]) => new RegExp(`(?<![\\p{L}])(?:${terms.map((t) => t.replace(/\s+/g, '\\s+')).join('|')})`, 'iu');

/** Cues per task category, in all eight languages; checked in this order. */
const CATEGORY_CUES: [TaskCategory, RegExp][] = [
  ['certificate', stems(['sick leave', 'sick note', 'certificate', 'fit note', 'sjukskriv', 'sjukintyg', 'intyg', 'sairausloma', 'todistus', 'sykmeld', 'sygemeld', 'attest', 'krankschreib', 'arbeitsunfähig', 'rapor', 'إجازة مرضية', 'شهادة'])],
  ['referral', stems(['refer', 'referral', 'remiss', 'remitter', 'lähete', 'henvis', 'überweis', 'sevk', 'إحالة', 'تحويل'])],
  ['imaging', stems(['x-ray', 'x ray', 'xray', 'ultrasound', 'ct scan', 'ct ', 'mri', 'scan', 'röntgen', 'ultraljud', 'datortomografi', 'magnetkamera', 'ultraääni', 'magneettikuva', 'ultralyd', 'mr-', 'ultraschall', 'ultrason', 'tomografi', 'أشعة', 'تصوير'])],
  ['lab_test', stems(['blood test', 'blood sample', 'lab', 'urine test', 'urine sample', 'swab', 'crp', 'culture', 'ecg', 'ekg', 'blodprov', 'prov', 'provtagning', 'urinprov', 'odling', 'snabbtest', 'strep-test', 'verikoe', 'laboratorio', 'virtsanäyte', 'blodprøve', 'prøve', 'urinprøve', 'blutabnahme', 'blutuntersuchung', 'labor', 'urinprobe', 'abstrich', 'tahlil', 'kan testi', 'idrar testi', 'تحليل', 'فحص دم'])],
  ['prescription', stems(['prescri', 'tablet', 'capsule', 'antibiotic', 'penicillin', 'ibuprofen', 'paracetamol', 'cream', 'inhaler', 'mg', 'dose', 'recept', 'förskriv', 'skriver ut', 'sätter in', 'insätt', 'tablett', 'kur ', 'antibiotika', 'salva', 'kräm', 'resepti', 'määrää', 'lääke', 'resept', 'skriver ut', 'rezept', 'verschreib', 'tablette', 'salbe', 'reçete', 'ilaç', 'وصفة', 'دواء', 'حبة'])],
  ['follow_up', stems(['follow-up', 'follow up', 'come back', 'return', 'check-up', 'review', 'see you again', 'återbesök', 'kontroll', 'uppfölj', 'återkom', 'ses igen', 'kontrolli', 'seuranta', 'uusintakäynti', 'oppfølging', 'opfølgning', 'kom tilbake', 'kom tilbage', 'wiedervorstell', 'kontrolle', 'wiederkommen', 'kontrol', 'tekrar gel', 'متابعة', 'مراجعة'])],
  ['administrative', stems(['book', 'schedule', 'appointment', 'letter', 'call the', 'phone', 'boka', 'kallelse', 'brev', 'ringa', 'tidsbokning', 'varaa', 'aika', 'bestill', 'book en tid', 'termin', 'anrufen', 'randevu', 'موعد'])],
  ['patient_instruction', stems(['rest', 'drink', 'fluids', 'avoid', 'should', 'advise', 'recommend', 'exercise', 'walk', 'contact us', 'seek care', 'if you get worse', 'vila', 'dricka', 'undvik', 'bör', 'råd', 'rekommender', 'motion', 'hör av', 'söka vård', 'lepo', 'levätä', 'juo', 'vältä', 'hvile', 'drikke', 'unngå', 'undgå', 'anbefal', 'ruhen', 'trinken', 'vermeiden', 'sollte', 'empfehl', 'dinlen', 'sıvı', 'kaçın', 'öneri', 'راحة', 'اشرب', 'تجنب', 'أنصح'])],
];

const HIGH = stems(['urgent', 'acute', 'immediately', 'today', 'asap', 'as soon as possible', 'emergency', 'akut', 'brådsk', 'omgående', 'idag', 'i dag', 'genast', 'snarast', 'kiireelli', 'heti', 'tänään', 'päivystys', 'haste', 'straks', 'dringend', 'sofort', 'heute', 'notfall', 'acil', 'hemen', 'bugün', 'عاجل', 'فورا', 'اليوم']);
const LOW = stems(['if not better', 'if needed', 'if necessary', 'as needed', 'if it gets worse', 'if you are not better', 'if you get worse', 'vid behov', 'vid försämring', 'om det inte', 'om besvären', 'tarvittaessa', 'ved behov', 'ved forverring', 'ved forværring', 'bei bedarf', 'falls', 'gerekirse', 'عند الحاجة', 'in a few months', 'in six months', 'om ett halvår', 'om sex månader', 'nästa år', 'next year']);

const TITLES: Record<TaskCategory, Record<Language, string>> = {
  referral: { sv: 'Remiss', en: 'Referral', fi: 'Lähete', nb: 'Henvisning', da: 'Henvisning', de: 'Überweisung', tr: 'Sevk', ar: 'إحالة' },
  lab_test: { sv: 'Provtagning', en: 'Lab test', fi: 'Laboratoriokoe', nb: 'Prøvetaking', da: 'Prøvetagning', de: 'Laboruntersuchung', tr: 'Laboratuvar testi', ar: 'تحليل مخبري' },
  imaging: { sv: 'Bilddiagnostik', en: 'Imaging', fi: 'Kuvantaminen', nb: 'Bildediagnostikk', da: 'Billeddiagnostik', de: 'Bildgebung', tr: 'Görüntüleme', ar: 'تصوير طبي' },
  prescription: { sv: 'Recept', en: 'Prescription', fi: 'Resepti', nb: 'Resept', da: 'Recept', de: 'Rezept', tr: 'Reçete', ar: 'وصفة طبية' },
  certificate: { sv: 'Intyg', en: 'Certificate', fi: 'Todistus', nb: 'Attest', da: 'Attest', de: 'Bescheinigung', tr: 'Rapor', ar: 'شهادة' },
  follow_up: { sv: 'Uppföljning', en: 'Follow-up', fi: 'Seuranta', nb: 'Oppfølging', da: 'Opfølgning', de: 'Wiedervorstellung', tr: 'Kontrol', ar: 'متابعة' },
  patient_instruction: { sv: 'Patientinstruktion', en: 'Patient instruction', fi: 'Potilasohje', nb: 'Pasientinstruks', da: 'Patientinstruks', de: 'Patientenanweisung', tr: 'Hasta talimatı', ar: 'تعليمات للمريض' },
  administrative: { sv: 'Administration', en: 'Administrative', fi: 'Hallinnollinen', nb: 'Administrativt', da: 'Administrativt', de: 'Verwaltung', tr: 'İdari', ar: 'إداري' },
};

const CLAUSE_BREAK = /,?\s(?:and|och|og|und|ja|ve|و)\s(?=(?:i|we|jag|vi|jeg|ich|wir|minä|me)\s)/iu;

export function categorise(sentence: string): TaskCategory | undefined {
  return CATEGORY_CUES.find(([, cue]) => cue.test(sentence))?.[0];
}

export function priorityOf(sentence: string, category: TaskCategory): TaskPriority {
  if (HIGH.test(sentence)) return 'high';
  if (LOW.test(sentence) || category === 'patient_instruction') return 'low';
  return 'medium';
}

/**
 * One task per plan sentence that asks for something to be done. The title is the
 * category's name in the output language with the sentence's gist; the description is the
 * sentence in record style.
 */
export function extractTasks(planSentences: string[], language: Language): NoteTask[] {
  const tasks: NoteTask[] = [];
  // "We take a blood test and I will refer you" is two tasks.
  const clauses = planSentences.flatMap((s) => s.split(CLAUSE_BREAK).map((c) => ensurePeriod(capitalise(c.trim()))));
  for (const sentence of clauses) {
    const category = categorise(sentence);
    if (!category) continue;
    const gist = toRecordStyle(sentence).replace(/[.!]+$/, '');
    const shortGist = gist.length > 70 ? `${gist.slice(0, 67).replace(/\s+\S*$/, '')}…` : gist;
    tasks.push({
      title: `${TITLES[category][language]}: ${shortGist.charAt(0).toLowerCase()}${shortGist.slice(1)}`,
      category,
      priority: priorityOf(sentence, category),
      description: toRecordStyle(sentence),
    });
  }
  return tasks.slice(0, 12);
}
