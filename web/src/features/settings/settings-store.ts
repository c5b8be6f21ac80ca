import type { Language, Profession } from '../../../../server/src/contract/api.schema';
import type { UiLanguage } from '../../config/i18n';

export interface OwnSection {
  sectionName: string;
  autoFill: boolean;
}

export interface Settings {
  apiKey?: string;
  uiLanguage: UiLanguage;
  /** Language spoken in the visit: what the speech engine is asked to transcribe. */
  recordingLanguage?: Language;
  /** Language of the note's headings. */
  noteLanguage: Language;
  templateId: string;
  /** Own sections replace the template when set. */
  ownSections?: OwnSection[];
  profession: Profession;
  sideNote: string;
}

const STORAGE_KEY = 'anteckna.settings';
const DEFAULTS: Settings = { uiLanguage: 'sv', noteLanguage: 'sv', templateId: 'soap', profession: 'physician', sideNote: '' };

function load(): Settings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Settings>) };
  } catch {
    return DEFAULTS;
  }
}

let current = load();
const listeners = new Set<() => void>();

/** Settings persisted in localStorage, readable from React with useSyncExternalStore. */
export const settingsStore = {
  get: (): Settings => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<Settings>): void {
    current = { ...current, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined) delete (current as unknown as Record<string, unknown>)[k];
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    for (const l of listeners) l();
  },
};

/** The note options the API takes, from the settings. */
export function noteOptionsFrom(settings: Settings) {
  return {
    language: settings.noteLanguage,
    primaryProfession: settings.profession,
    ...(settings.ownSections?.length
      ? { templateSections: JSON.stringify(settings.ownSections.map((s) => ({ sectionName: s.sectionName, aiRules: { autoFill: s.autoFill } }))) }
      : { template: settings.templateId }),
    ...(settings.sideNote.trim() ? { sideNote: settings.sideNote.trim() } : {}),
  };
}
