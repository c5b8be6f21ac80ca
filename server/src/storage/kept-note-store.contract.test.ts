/** One contract for every KeptNoteStore: SQLite and PostgreSQL must behave alike. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/postgres.js';
import type { KeptNoteStore, NewKeptNote } from './kept-note-store.js';
import { createPostgresPool } from './postgres-pool.js';
import { PostgresKeptNoteStore } from './postgres-kept-note-store.js';
import { SqliteKeptNoteStore } from './sqlite-kept-note-store.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'anteckna-kept-notes-'));
const postgresUrl = await freshDatabase('kept_note_contract');
const pools: pg.Pool[] = [];
const stores: KeptNoteStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await Promise.all(pools.map((p) => p.end()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const makers: [string, (() => KeptNoteStore) | undefined][] = [
  ['sqlite', () => new SqliteKeptNoteStore(fs.mkdtempSync(path.join(tmp, 'sqlite-')))],
  [
    'postgres',
    postgresUrl
      ? () => {
          const pool = createPostgresPool(postgresUrl, 4);
          pools.push(pool);
          return new PostgresKeptNoteStore(pool);
        }
      : undefined,
  ],
];

const note = (over: Partial<NewKeptNote> = {}): NewKeptNote => ({
  tenant: 'clinic-a',
  author: 'clinic-a-key1',
  source: 'transcript',
  template: 'soap',
  language: 'sv',
  length: 120,
  unsupported: 2,
  body: 'sealed body',
  ...over,
});

for (const [kind, make] of makers) {
  describe.skipIf(!make)(`KeptNoteStore contract: ${kind}`, () => {
    const fresh = async () => {
      const store = make!();
      stores.push(store);
      await store.init();
      // Each test its own tenant, so tests on one shared PostgreSQL database do not see each other.
      return { store, tenant: `t-${Math.random().toString(36).slice(2, 10)}` };
    };

    it('when a note is added, then it is new at version 1 and only its tenant gets it', async () => {
      const { store, tenant } = await fresh();
      const added = await store.add(note({ tenant }));
      expect(added).toMatchObject({ tenant, status: 'new', version: 1, body: 'sealed body', unsupported: 2, template: 'soap' });
      expect(await store.get(tenant, added.id)).toMatchObject({ id: added.id, body: 'sealed body' });
      expect(await store.get('another-tenant', added.id)).toBeUndefined();
    });

    it('when notes are listed, then newest first, paged, counted, by author and status, without bodies', async () => {
      const { store, tenant } = await fresh();
      const base = Date.now() - 60_000;
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push((await store.add(note({ tenant, author: i % 2 ? 'bob' : 'alice', createdAt: new Date(base + i * 1000) }))).id);
      }
      await store.add(note({ tenant: 'other', createdAt: new Date(base + 10_000) }));
      const page = await store.list(tenant, { limit: 2, offset: 1 });
      expect(page.total).toBe(5);
      expect(page.items.map((i) => i.id)).toEqual([ids[3], ids[2]]);
      expect(page.items[0]).not.toHaveProperty('body');
      const bobs = await store.list(tenant, { author: 'bob', limit: 10, offset: 0 });
      expect(bobs.items.map((i) => i.id)).toEqual([ids[3], ids[1]]);
      await store.update(tenant, ids[0]!, 1, { status: 'approved' });
      expect((await store.list(tenant, { status: 'approved', limit: 10, offset: 0 })).items.map((i) => i.id)).toEqual([ids[0]]);
      expect((await store.list(tenant, { status: 'new', limit: 10, offset: 0 })).total).toBe(4);
    });

    it('when two changes start from the same version, then one is written and the other is a conflict', async () => {
      const { store, tenant } = await fresh();
      const added = await store.add(note({ tenant }));
      const results = await Promise.all([
        store.update(tenant, added.id, 1, { body: 'first', status: 'in_review' }),
        store.update(tenant, added.id, 1, { body: 'second' }),
      ]);
      expect(results.map((r) => r.kind).sort()).toEqual(['conflict', 'updated']);
      const stored = await store.get(tenant, added.id);
      expect(stored!.version).toBe(2);
      expect(stored!.body).toBe(results[0]!.kind === 'updated' ? 'first' : 'second');
      expect(await store.update(tenant, added.id, 1, { status: 'approved' })).toMatchObject({ kind: 'conflict', record: { version: 2 } });
      expect(await store.update('another-tenant', added.id, 2, { status: 'approved' })).toEqual({ kind: 'missing' });
    });

    it('when a note is discarded, then its body is gone, it is listed only as discarded and cannot be changed', async () => {
      const { store, tenant } = await fresh();
      const added = await store.add(note({ tenant }));
      expect(await store.discard('another-tenant', added.id)).toBe(false);
      expect(await store.discard(tenant, added.id)).toBe(true);
      expect(await store.discard(tenant, added.id)).toBe(false);
      expect(await store.get(tenant, added.id)).toBeUndefined();
      expect((await store.list(tenant, { limit: 10, offset: 0 })).total).toBe(0);
      expect((await store.list(tenant, { status: 'discarded', limit: 10, offset: 0 })).items).toMatchObject([{ id: added.id, status: 'discarded' }]);
      expect(await store.update(tenant, added.id, 2, { status: 'approved' })).toEqual({ kind: 'missing' });
    });

    it('when the retention has passed, then older notes are deleted and newer ones stay', async () => {
      const { store, tenant } = await fresh();
      const old = await store.add(note({ tenant, createdAt: new Date(Date.now() - 73 * 3600_000) }));
      const recent = await store.add(note({ tenant }));
      expect(await store.purgeOlderThan(new Date(Date.now() - 72 * 3600_000))).toBeGreaterThanOrEqual(1);
      expect(await store.get(tenant, old.id)).toBeUndefined();
      expect((await store.list(tenant, { status: 'discarded', limit: 10, offset: 0 })).total).toBe(0);
      expect(await store.get(tenant, recent.id)).toBeDefined();
    });
  });
}
