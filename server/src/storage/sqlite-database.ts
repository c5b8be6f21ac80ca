/**
 * How each SQLite store opens the one database file and forgets what it deletes: WAL with a
 * busy timeout (the session and kept-note stores are two connections to it), deleted text
 * overwritten with zeros (secure_delete) and then checkpointed out of the WAL, so no copy of
 * a deleted transcript or note is left on disk.
 */
import Database from 'better-sqlite3';

export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('secure_delete = ON');
  return db;
}

/** Copies the zeroed pages back from the WAL and truncates it; call after a delete. */
export function forgetDeleted(db: Database.Database): void {
  db.pragma('wal_checkpoint(TRUNCATE)');
}

export function closeDatabase(db: Database.Database): void {
  if (db.open) db.close();
}
