import type { Language } from '../../contract/api.schema.js';

/**
 * Record headings in each output language. Swedish follows the usual journal headings
 * (Kontaktorsak, Anamnes, Status, Bedömning, Planering); the others are each country's
 * common equivalents.
 */
export const HEADINGS = {
  cause: {
    sv: 'Kontaktorsak', en: 'Reason for visit', fi: 'Käynnin syy', nb: 'Kontaktårsak',
    da: 'Kontaktårsag', de: 'Vorstellungsgrund', tr: 'Başvuru nedeni', ar: 'سبب الزيارة',
  },
  history: {
    sv: 'Anamnes', en: 'Subjective', fi: 'Esitiedot', nb: 'Anamnese',
    da: 'Anamnese', de: 'Anamnese', tr: 'Anamnez', ar: 'التاريخ المرضي',
  },
  current: {
    sv: 'Aktuellt', en: 'Current situation', fi: 'Nykytilanne', nb: 'Aktuelt',
    da: 'Aktuelt', de: 'Aktuelle Situation', tr: 'Mevcut durum', ar: 'الوضع الحالي',
  },
  status: {
    sv: 'Status', en: 'Objective', fi: 'Status', nb: 'Funn',
    da: 'Objektivt', de: 'Befund', tr: 'Muayene bulguları', ar: 'الفحص السريري',
  },
  mentalStatus: {
    sv: 'Psykiskt status', en: 'Mental status', fi: 'Psyykkinen tila', nb: 'Psykisk status',
    da: 'Psykisk status', de: 'Psychischer Befund', tr: 'Ruhsal durum', ar: 'الحالة النفسية',
  },
  assessment: {
    sv: 'Bedömning', en: 'Assessment', fi: 'Arvio', nb: 'Vurdering',
    da: 'Vurdering', de: 'Beurteilung', tr: 'Değerlendirme', ar: 'التقييم',
  },
  diagnosis: {
    sv: 'Diagnos', en: 'Diagnosis', fi: 'Diagnoosi', nb: 'Diagnose',
    da: 'Diagnose', de: 'Diagnose', tr: 'Tanı', ar: 'التشخيص',
  },
  action: {
    sv: 'Åtgärd', en: 'Interventions', fi: 'Toimenpiteet', nb: 'Tiltak',
    da: 'Tiltag', de: 'Maßnahmen', tr: 'Yapılan işlemler', ar: 'الإجراءات',
  },
  treatment: {
    sv: 'Behandling', en: 'Treatment', fi: 'Hoito', nb: 'Behandling',
    da: 'Behandling', de: 'Behandlung', tr: 'Tedavi', ar: 'العلاج',
  },
  goals: {
    sv: 'Mål', en: 'Goals', fi: 'Tavoitteet', nb: 'Mål',
    da: 'Mål', de: 'Ziele', tr: 'Hedefler', ar: 'الأهداف',
  },
  activity: {
    sv: 'Aktivitet och delaktighet', en: 'Activity and participation', fi: 'Toimintakyky ja osallistuminen',
    nb: 'Aktivitet og deltakelse', da: 'Aktivitet og deltagelse', de: 'Aktivität und Teilhabe',
    tr: 'Aktivite ve katılım', ar: 'النشاط والمشاركة',
  },
  dietHistory: {
    sv: 'Kostanamnes', en: 'Dietary history', fi: 'Ruokavalio', nb: 'Kostanamnese',
    da: 'Kostanamnese', de: 'Ernährungsanamnese', tr: 'Beslenme öyküsü', ar: 'التاريخ الغذائي',
  },
  plan: {
    sv: 'Planering', en: 'Plan', fi: 'Suunnitelma', nb: 'Plan',
    da: 'Plan', de: 'Procedere', tr: 'Plan', ar: 'الخطة',
  },
  diagnoses: {
    sv: 'Diagnoser', en: 'Diagnoses', fi: 'Diagnoosit', nb: 'Diagnoser',
    da: 'Diagnoser', de: 'Diagnosen', tr: 'Tanılar', ar: 'التشخيصات',
  },
  tasks: {
    sv: 'Att göra', en: 'Tasks', fi: 'Tehtävät', nb: 'Oppgaver',
    da: 'Opgaver', de: 'Aufgaben', tr: 'Görevler', ar: 'المهام',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type HeadingKey = keyof typeof HEADINGS;

/** Fixed phrases the renderer writes, in each output language. */
export const PHRASES = {
  nothingFound: {
    sv: 'Inget kliniskt innehåll kunde identifieras i transkriptionen.',
    en: 'No clinical content could be identified in the transcript.',
    fi: 'Litteroinnista ei löytynyt kliinistä sisältöä.',
    nb: 'Ingen klinisk informasjon ble funnet i transkripsjonen.',
    da: 'Der blev ikke fundet klinisk indhold i transskriptionen.',
    de: 'Im Transkript wurden keine klinischen Inhalte gefunden.',
    tr: 'Transkriptte klinik içerik bulunamadı.',
    ar: 'لم يتم العثور على محتوى سريري في النص.',
  },
  priority: {
    sv: { high: 'hög prioritet', medium: 'normal prioritet', low: 'låg prioritet' },
    en: { high: 'high priority', medium: 'medium priority', low: 'low priority' },
    fi: { high: 'kiireellinen', medium: 'normaali kiireellisyys', low: 'ei kiireellinen' },
    nb: { high: 'høy prioritet', medium: 'middels prioritet', low: 'lav prioritet' },
    da: { high: 'høj prioritet', medium: 'middel prioritet', low: 'lav prioritet' },
    de: { high: 'hohe Priorität', medium: 'mittlere Priorität', low: 'niedrige Priorität' },
    tr: { high: 'yüksek öncelik', medium: 'orta öncelik', low: 'düşük öncelik' },
    ar: { high: 'أولوية عالية', medium: 'أولوية متوسطة', low: 'أولوية منخفضة' },
  },
} as const;

export const heading = (key: HeadingKey, language: Language): string => HEADINGS[key][language];
