import type { Language, NoteOptions } from '@contract/api.schema';

/** The visit being recorded, kept in localStorage so a reload picks it up where it was. */
export interface OpenVisit {
  /** Local id; the chunks in IndexedDB are filed under it. */
  visitId: string;
  /** The server session, once created (lazily, so recording can start while the server is away). */
  sessionId?: string;
  /** Language spoken, sent with every chunk. */
  language: Language;
  /** The note settings chosen when the visit started. */
  noteOptions: NoteOptions;
  nextSeq: number;
  /** The note request's Idempotency-Key, kept so a retry (even after a reload) gets the same note. */
  noteKey?: string;
  /** Recording time so far, so the clock continues after a reload. */
  elapsedMs: number;
}

export interface OpenVisitStore {
  load(): OpenVisit | undefined;
  save(visit: OpenVisit): void;
  clear(): void;
}

export function localOpenVisitStore(key = 'anteckna.open-visit'): OpenVisitStore {
  return {
    load() {
      try {
        const raw = localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as OpenVisit) : undefined;
      } catch {
        return undefined;
      }
    },
    save: (visit) => localStorage.setItem(key, JSON.stringify(visit)),
    clear: () => localStorage.removeItem(key),
  };
}
