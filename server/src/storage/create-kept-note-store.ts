import type pg from 'pg';
import type { KeptNoteStore } from './kept-note-store.js';
import { PostgresKeptNoteStore } from './postgres-kept-note-store.js';
import { SqliteKeptNoteStore } from './sqlite-kept-note-store.js';

/** Kept notes beside the sessions: PostgreSQL on the process's pool when there is one, else the data dir's SQLite database. */
export async function createKeptNoteStore(dataDir: string, pool?: pg.Pool): Promise<KeptNoteStore> {
  const store = pool ? new PostgresKeptNoteStore(pool) : new SqliteKeptNoteStore(dataDir);
  await store.init();
  return store;
}
