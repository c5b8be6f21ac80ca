import type { Capabilities, Language, NoteOptions, Profession } from '@contract/api.schema';
import type { UiLanguage } from '../../config/i18n';
import { DEFAULT_LANGUAGE } from '../../config/options';

export interface OwnSection {
  sectionName: string;
  autoFill: boolean;
}

export interface Settings {
  /** Only in what older versions stored: exchanged for a session cookie once, then removed. */
  apiKey?: string;
  /** The app holds a session cookie (HttpOnly: the app cannot read it, so it remembers this). */
  signedIn?: boolean;
  uiLanguage: UiLanguage;
  /** Language spoken in the visit (what the speech engine transcribes); unset: the engine's default. */
  recordingLanguage?: Language;
  /** Language of the note's headings; unset: the service's default. */
  noteLanguage?: Language;
  templateId?: string;
  /** Own sections replace the template when set. */
  ownSections?: OwnSection[];
  profession: Profession;
  sideNote: string;
}

const STORAGE_KEY = 'anteckna.settings';
const DEFAULTS: Settings = { uiLanguage: 'sv', profession: 'physician', sideNote: '' };

function load(): Settings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Settings>) };
  } catch {
    return { ...DEFAULTS };
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
    const next: Record<string, unknown> = { ...current, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
    current = next as unknown as Settings;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    for (const l of listeners) l();
  },
};

/**
 * The languages in effect. Recording defaults to the service's default language when the speech
 * engine can transcribe it, else to the engine's first language (an English-only engine: English).
 */
export function effectiveLanguages(settings: Settings, capabilities: Capabilities | undefined): { recording: Language; note: Language } {
  const supported = capabilities?.transcription.languages ?? [];
  const fallback = capabilities?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const recording = settings.recordingLanguage ?? (supported.includes(fallback) || supported.length === 0 ? fallback : supported[0]!);
  return { recording, note: settings.noteLanguage ?? fallback };
}

/** The note options the API takes, from the settings. Own sections (those with a name) win over the template. */
export function noteOptionsFrom(settings: Settings, capabilities: Capabilities | undefined): NoteOptions {
  const own = settings.ownSections?.filter((s) => s.sectionName.trim()) ?? [];
  return {
    language: effectiveLanguages(settings, capabilities).note,
    primaryProfession: settings.profession,
    ...(own.length
      ? { templateSections: JSON.stringify(own.map((s) => ({ sectionName: s.sectionName.trim(), aiRules: { autoFill: s.autoFill } }))) }
      : settings.templateId
        ? { template: settings.templateId }
        : {}),
    ...(settings.sideNote.trim() ? { sideNote: settings.sideNote.trim() } : {}),
  };
}
