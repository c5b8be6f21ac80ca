/**
 * Maps a template's section names to the note's parts with a multilingual synonym table,
 * so "Anamnes", "Aktuellt", "HPI" or "Befund" are filled from the right sentences.
 */
import { words } from './text.js';

export type SectionSource =
  | 'cause' | 'subjective' | 'objective' | 'assessment' | 'plan'
  | 'assessmentAndPlan' | 'diagnosis' | 'medication' | 'goals' | 'history' | 'everything';

const SYNONYMS: [SectionSource, string[]][] = [
  ['assessmentAndPlan', ['bedömning och planering', 'bedömning och åtgärd', 'bedömning/planering', 'assessment and plan', 'assessment & plan', 'a/p', 'arvio ja suunnitelma', 'vurdering og plan', 'beurteilung und procedere', 'değerlendirme ve plan', 'التقييم والخطة']],
  ['cause', ['kontaktorsak', 'sökorsak', 'besöksorsak', 'orsak', 'anledning', 'reason for visit', 'reason for encounter', 'chief complaint', 'presenting complaint', 'cc', 'käynnin syy', 'tulosyy', 'kontaktårsak', 'kontaktårsag', 'henvendelsesårsag', 'vorstellungsgrund', 'anlass', 'konsultationsgrund', 'başvuru nedeni', 'şikayet', 'سبب الزيارة', 'الشكوى الرئيسية']],
  ['diagnosis', ['diagnos', 'diagnoser', 'diagnosis', 'diagnoses', 'diagnoosi', 'diagnoosit', 'diagnose', 'diagnosen', 'tanı', 'tanılar', 'التشخيص']],
  ['medication', ['läkemedel', 'mediciner', 'medicinering', 'medication', 'medications', 'drugs', 'lääkitys', 'legemidler', 'medicin', 'medikation', 'medikamente', 'ilaçlar', 'الأدوية']],
  ['goals', ['mål', 'goals', 'goal', 'tavoitteet', 'ziele', 'hedefler', 'الأهداف']],
  ['history', ['tidigare sjukdomar', 'sjukhistoria', 'past medical history', 'pmh', 'medical history', 'aiemmat sairaudet', 'tidligere sykdommer', 'vorerkrankungen', 'özgeçmiş', 'التاريخ الطبي']],
  ['subjective', ['anamnes', 'aktuellt', 'aktuell sjukdomshistoria', 'sjukdomshistoria', 'subjektivt', 'subjective', 'history', 'history of present illness', 'hpi', 'current situation', 'symptoms', 'esitiedot', 'anamneesi', 'nykytilanne', 'oireet', 'anamnese', 'aktuelt', 'subjektivt', 'aktuelle situation', 'beschwerden', 'anamnez', 'öykü', 'mevcut durum', 'التاريخ المرضي', 'الوضع الحالي', 'kostanamnes', 'dietary history', 'aktivitet och delaktighet', 'activity and participation']],
  ['objective', ['status', 'undersökning', 'fynd', 'objektivt', 'objective', 'exam', 'examination', 'physical exam', 'findings', 'psykiskt status', 'mental status', 'tutkimus', 'löydökset', 'funn', 'objektivt', 'undersøgelse', 'befund', 'untersuchung', 'psychischer befund', 'muayene', 'muayene bulguları', 'bulgular', 'الفحص السريري', 'الفحص', 'الحالة النفسية']],
  ['assessment', ['bedömning', 'värdering', 'assessment', 'impression', 'arvio', 'vurdering', 'beurteilung', 'einschätzung', 'değerlendirme', 'التقييم']],
  ['plan', ['planering', 'plan', 'åtgärd', 'åtgärder', 'behandling', 'ordination', 'uppföljning', 'plan', 'treatment', 'interventions', 'management', 'follow-up', 'suunnitelma', 'toimenpiteet', 'hoito', 'tiltak', 'tiltag', 'behandling', 'procedere', 'maßnahmen', 'therapie', 'behandlung', 'tedavi', 'yapılan işlemler', 'الخطة', 'العلاج', 'الإجراءات']],
  ['everything', ['sammanfattning', 'summary', 'anteckning', 'note', 'yhteenveto', 'sammendrag', 'resumé', 'zusammenfassung', 'özet', 'ملخص']],
];

const normaliseName = (name: string) => name.toLowerCase().replace(/[:#*_]/g, '').replace(/\s+/g, ' ').trim();

/** The note part a section name stands for, or undefined for names we do not know. */
export function sourceOfSection(name: string): SectionSource | undefined {
  const n = normaliseName(name);
  for (const [source, names] of SYNONYMS) if (names.includes(n)) return source;
  // Partial matches: "Status vid besöket", "Plan framåt", "Anamnes och status" (first wins).
  const tokens = words(n);
  for (const [source, names] of SYNONYMS) {
    if (names.some((s) => !s.includes(' ') && s.length > 3 && tokens.includes(s))) return source;
  }
  return undefined;
}

/** For unknown section names: the sentences sharing the most words with the name. */
export function bestMatchingSentences(name: string, sentences: string[], limit = 3): string[] {
  const nameWords = words(name).filter((w) => w.length > 3);
  if (nameWords.length === 0) return [];
  return sentences
    .map((s, index) => {
      const sw = words(s);
      const score = nameWords.filter((w) => sw.some((x) => x.startsWith(w.slice(0, Math.max(4, w.length - 2))))).length;
      return { s, index, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index)
    .map((x) => x.s);
}
