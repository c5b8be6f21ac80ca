/** The open visit, kept in localStorage so a reload can pick it up where it was. */
export interface VisitRecord {
  sessionId: string;
  language: string;
  nextSeq: number;
  /** Recording time before this page, so the clock continues. */
  elapsedMs: number;
}

const KEY = 'anteckna.visit';

export const visitRecord = {
  load(): VisitRecord | undefined {
    try {
      const raw = localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as VisitRecord) : undefined;
    } catch {
      return undefined;
    }
  },
  save(record: VisitRecord): void {
    localStorage.setItem(KEY, JSON.stringify(record));
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};
