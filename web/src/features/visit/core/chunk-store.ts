/** Chunks waiting for the server, kept in IndexedDB so they survive a reload or a crash. */
export type ChunkStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface StoredChunk {
  sessionId: string;
  seq: number;
  language: string;
  /** Dropped once the server has the chunk. */
  blob?: Blob;
  status: ChunkStatus;
  transcript?: string;
  /** Error code when failed for good. */
  error?: string;
  attempts: number;
}

export interface ChunkStore {
  put(chunk: StoredChunk): Promise<void>;
  list(sessionId: string): Promise<StoredChunk[]>;
  clear(sessionId: string): Promise<void>;
}

const DB_NAME = 'anteckna';
const STORE = 'chunks';

export function openChunkStore(name = DB_NAME): ChunkStore {
  const db = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: ['sessionId', 'seq'] });
      store.createIndex('bySession', 'sessionId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> =>
    db.then(
      (d) =>
        new Promise<T | undefined>((resolve, reject) => {
          const tx = d.transaction(STORE, mode);
          const request = work(tx.objectStore(STORE));
          tx.oncomplete = () => resolve(request ? request.result : undefined);
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        }),
    );
  return {
    put: async (chunk) => {
      await run('readwrite', (s) => s.put(chunk));
    },
    list: async (sessionId) => {
      const rows = (await run<StoredChunk[]>('readonly', (s) => s.index('bySession').getAll(sessionId))) ?? [];
      return rows.sort((a, b) => a.seq - b.seq);
    },
    clear: async (sessionId) => {
      await run('readwrite', (s) => s.delete(IDBKeyRange.bound([sessionId, 0], [sessionId, Number.MAX_SAFE_INTEGER])));
    },
  };
}
