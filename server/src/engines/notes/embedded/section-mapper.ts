/**
 * Maps a template's section names to the note's parts with a multilingual synonym table,
 * so "Anamnes", "Aktuellt", "HPI" or "Befund" are filled from the right sentences.
 */
import { words } from './text.js';

export type SectionSource =
  | 'cause' | 'subjective' | 'objective' | 'assessment' | 'plan'
  | 'assessmentAndPlan' | 'diagnosis' | 'medication' | 'goals' | 'history' | 'everything'
  | 'allergies' | 'social' | 'family'
  /** What was done at the visit ("Åtgärd"), as against what comes next ("Planering"). */
  | 'actions';

const SYNONYMS: [SectionSource, string[]][] = [
  ['assessmentAndPlan', ['bedömning och planering', 'bedömning och åtgärd', 'bedömning/planering', 'assessment and plan', 'assessment & plan', 'a/p', 'arvio ja suunnitelma', 'vurdering og plan', 'beurteilung und procedere', 'değerlendirme ve plan', 'التقييم والخطة']],
  ['cause', ['kontaktorsak', 'besöksanledning', 'anledning till besök', 'reason for consultation', 'presenting problem', 'tulosyy ja esitiedot', 'sökorsak', 'besöksorsak', 'orsak', 'anledning', 'reason for visit', 'reason for encounter', 'chief complaint', 'presenting complaint', 'cc', 'käynnin syy', 'tulosyy', 'kontaktårsak', 'kontaktårsag', 'henvendelsesårsag', 'vorstellungsgrund', 'anlass', 'konsultationsgrund', 'başvuru nedeni', 'şikayet', 'سبب الزيارة', 'الشكوى الرئيسية']],
  ['diagnosis', ['diagnos', 'diagnoser', 'diagnosis', 'diagnoses', 'diagnoosi', 'diagnoosit', 'diagnose', 'diagnosen', 'tanı', 'tanılar', 'التشخيص']],
  ['medication', ['läkemedel', 'mediciner', 'medicinering', 'medication', 'medications', 'drugs', 'lääkitys', 'legemidler', 'medicin', 'medikation', 'medikamente', 'ilaçlar', 'الأدوية']],
  ['allergies', ['allergier', 'allergi', 'överkänslighet', 'allergies', 'allergy', 'allergiat', 'allergiat ja yliherkkyydet', 'allergien', 'alerjiler', 'الحساسية', 'varningar', 'cave']],
  ['social', ['socialt', 'social anamnes', 'sociala förhållanden', 'levnadsvanor', 'social history', 'social', 'lifestyle', 'sosiaalinen tilanne', 'elintavat', 'sosialt', 'socialt', 'sozialanamnese', 'soziales', 'sosyal öykü', 'التاريخ الاجتماعي']],
  ['family', ['hereditet', 'ärftlighet', 'familjeanamnes', 'family history', 'sukuanamneesi', 'suku', 'arvelighet', 'familieanamnese', 'arvelighed', 'familienanamnese', 'soygeçmiş', 'التاريخ العائلي']],
  ['goals', ['mål', 'goals', 'goal', 'tavoitteet', 'ziele', 'hedefler', 'الأهداف']],
  ['history', ['tidigare sjukdomar', 'sjukhistoria', 'past medical history', 'pmh', 'medical history', 'aiemmat sairaudet', 'tidligere sykdommer', 'vorerkrankungen', 'özgeçmiş', 'التاريخ الطبي']],
  ['subjective', ['anamnes', 'aktuellt', 'nuvarande besvär', 'besvär', 'symtom', 'subjective complaints', 'presenting history', 'interval history', 'aktuell sjukdomshistoria', 'sjukdomshistoria', 'subjektivt', 'subjective', 'history', 'history of present illness', 'hpi', 'current situation', 'symptoms', 'esitiedot', 'anamneesi', 'nykytilanne', 'oireet', 'anamnese', 'aktuelt', 'subjektivt', 'aktuelle situation', 'beschwerden', 'anamnez', 'öykü', 'mevcut durum', 'التاريخ المرضي', 'الوضع الحالي', 'kostanamnes', 'dietary history', 'aktivitet och delaktighet', 'activity and participation']],
  ['objective', ['status', 'status praesens', 'fynd vid undersökning', 'kroppsundersökning', 'vitalparametrar', 'vital signs', 'vitals', 'undersökning', 'fynd', 'objektivt', 'objective', 'exam', 'examination', 'physical exam', 'findings', 'psykiskt status', 'mental status', 'tutkimus', 'löydökset', 'funn', 'objektivt', 'undersøgelse', 'befund', 'untersuchung', 'psychischer befund', 'muayene', 'muayene bulguları', 'bulgular', 'الفحص السريري', 'الفحص', 'الحالة النفسية']],
  ['assessment', ['bedömning', 'klinisk bedömning', 'sammanfattande bedömning', 'clinical impression', 'diagnostic impression', 'arviointi', 'värdering', 'assessment', 'impression', 'arvio', 'vurdering', 'beurteilung', 'einschätzung', 'değerlendirme', 'التقييم']],
  ['actions', ['åtgärd', 'åtgärder', 'utförda åtgärder', 'genomförda åtgärder', 'interventions', 'interventions performed', 'procedures', 'procedure', 'toimenpiteet', 'tehdyt toimenpiteet', 'tiltak', 'tiltag', 'maßnahmen', 'durchgeführte maßnahmen', 'yapılan işlemler', 'الإجراءات']],
  ['plan', ['planering', 'plan', 'fortsatt planering', 'ordinationer', 'uppföljning och åtgärder', 'behandlingsplan', 'vårdplan', 'plan and follow-up', 'disposition', 'next steps', 'hoitosuunnitelma', 'jatkohoito', 'videre plan', 'videre forløb', 'weiteres vorgehen', 'empfehlung', 'behandling', 'ordination', 'uppföljning', 'plan', 'treatment', 'management', 'follow-up', 'suunnitelma', 'hoito', 'behandling', 'procedere', 'therapie', 'behandlung', 'tedavi', 'الخطة', 'العلاج', 'الإجراءات']],
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

/**
 * Topics a template may ask for that are not a part of the note: the sentences that speak of
 * them, wherever they were sorted.
 */
export const TOPICS: Record<'allergies' | 'social' | 'family' | 'medication', RegExp> = {
  allergies: /(?<![\p{L}])(?:allerg|överkänslig|intoleran|hypersensitiv|yliherkk|overfølsom|unverträglich|alerji|حساسية)/iu,
  social: /(?<![\p{L}])(?:röker|rökare|rökt|snusar|snus|alkohol|dricker|arbetar|jobbar|bor |sambo|gift|pensionär|studerar|smok|alcohol|drinks|works|worked|lives|married|retired|student|tupak|alkoholi|asuu|työskentel|eläkkeellä|røyk|ryger|jobber|arbejder|raucht|rauche|trinkt|arbeitet|wohnt|verheiratet|rentner|sigara|alkol|çalışıyor|evli|emekli|يدخن|كحول|يعمل|متزوج)/iu,
  family: /(?<![\p{L}])(?:ärftlig|hereditet|släkt|mamma|pappa|mor |far |bror|syster|föräld|family history|mother|father|sister|brother|parents|suvussa|äiti|isä|sisko|veli|arvelig|familie|mutter|vater|schwester|bruder|eltern|anne|baba|kardeş|ailede|عائلة|والد|والدة)/iu,
  medication: /(?:\d+(?:[.,]\d+)?\s*(?:mg|g|ml|µg|mikrogram|mcg|ie|iu|enheter|units|mmol)\b|(?<![\p{L}])(?:tablett|tablet|kapsel|capsule|inhalator|inhaler|spray|salva|kräm|cream|droppar|drops|plåster|patch|injektion|injection|läkemedel|medicin|medication|lääke|medisin|medikament|ilaç|دواء))/iu,
};
