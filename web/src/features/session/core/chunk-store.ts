import type { Language } from '@contract/api.schema';

/** A chunk's upload state. `sending` found after a reload means the answer was lost: send again. */
export type ChunkStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface StoredChunk {
  /** The local visit this chunk belongs to (the server session may not exist yet). */
  visitId: string;
  seq: number;
  language: Language;
  /** Dropped once the server has the chunk. */
  blob?: Blob;
  status: ChunkStatus;
  transcript?: string;
  /** Error code of the last failed attempt (why it waits, or why it failed for good). */
  error?: string;
  /** The server's words for a refusal, shown with a failed chunk. */
  errorDetail?: string;
  attempts: number;
}

/** Chunks waiting for the server, in IndexedDB so they survive a reload, a crash or a closed tab. */
export interface ChunkStore {
  put(chunk: StoredChunk): Promise<void>;
  list(visitId: string): Promise<StoredChunk[]>;
  clear(visitId: string): Promise<void>;
}

const STORE = 'chunks';

export function openChunkStore(name = 'anteckna-chunks'): ChunkStore {
  const db = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: ['visitId', 'seq'] });
      store.createIndex('byVisit', 'visitId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    db.then(
      (d) =>
        new Promise<T>((resolve, reject) => {
          const tx = d.transaction(STORE, mode);
          const request = work(tx.objectStore(STORE));
          // Resolve on commit, not on the request: only then is the chunk safe on disk.
          tx.oncomplete = () => resolve(request.result);
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        }),
    );
  return {
    put: async (chunk) => {
      await run('readwrite', (s) => s.put(chunk));
    },
    list: async (visitId) => {
      const rows = (await run('readonly', (s) => s.index('byVisit').getAll(visitId))) as StoredChunk[];
      return rows.sort((a, b) => a.seq - b.seq);
    },
    clear: async (visitId) => {
      await run('readwrite', (s) => s.delete(IDBKeyRange.bound([visitId, 0], [visitId, Number.MAX_SAFE_INTEGER])));
    },
  };
}
