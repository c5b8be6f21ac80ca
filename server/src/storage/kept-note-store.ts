/**
 * Where generated notes are kept for review (the secretaries' queue), per tenant, for the
 * note retention time. Two siblings implement it (SQLite beside the sessions, PostgreSQL) with
 * one contract suite. The note itself (transcript, options, note, review) is one opaque `body`
 * the service writes (encrypted when a data key is set); the other fields are metadata without
 * health data, so the queue can be listed without opening any body.
 */
import type { KeptNoteSource, KeptNoteStatus } from '../contract/kept-notes.schema.js';

export interface KeptNoteMeta {
  id: string;
  tenant: string;
  /** Key id or signed-in user that made the note. */
  author: string;
  source: KeptNoteSource;
  status: KeptNoteStatus;
  createdAt: Date;
  updatedAt: Date;
  /** From 1; each change adds one. The ETag. */
  version: number;
  template: string;
  language: string;
  length: number;
  unsupported: number;
}

export interface KeptNoteRecord extends KeptNoteMeta {
  /** Empty once discarded. */
  body: string;
}

export type NewKeptNote = Omit<KeptNoteRecord, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'version'> & { createdAt?: Date };

export interface KeptNoteChange {
  status?: Exclude<KeptNoteStatus, 'discarded'>;
  body?: string;
  length?: number;
  unsupported?: number;
}

export type KeptNoteUpdateResult =
  | { kind: 'updated'; record: KeptNoteRecord }
  /** Someone changed it since `expectedVersion`: nothing was written. */
  | { kind: 'conflict'; record: KeptNoteMeta }
  | { kind: 'missing' };

export interface KeptNoteQuery {
  /** Only this author's notes (a clinician's own). */
  author?: string;
  /** Only this status; without it, every status but `discarded`. */
  status?: KeptNoteStatus;
  limit: number;
  offset: number;
}

export interface KeptNoteStore {
  readonly kind: 'sqlite' | 'postgres';
  init(): Promise<void>;
  add(note: NewKeptNote): Promise<KeptNoteRecord>;
  /** The note if it belongs to `tenant` and is not discarded; other tenants never see it. */
  get(tenant: string, id: string): Promise<KeptNoteRecord | undefined>;
  /** Newest first, with the number of matching notes. */
  list(tenant: string, query: KeptNoteQuery): Promise<{ items: KeptNoteMeta[]; total: number }>;
  /** Applies `change` only while the note is at `expectedVersion` (compare and set, atomic). */
  update(tenant: string, id: string, expectedVersion: number, change: KeptNoteChange): Promise<KeptNoteUpdateResult>;
  /** Marks the note discarded and erases its body; false when there is no such note (or it was discarded). */
  discard(tenant: string, id: string): Promise<boolean>;
  /** Deletes notes made before `cutoff`, body and all, whatever their status; returns how many. */
  purgeOlderThan(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}
