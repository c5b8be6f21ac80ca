import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { fakeMicrophone, OUTPUT, signIn, signInLink, step, whenKeyActive } from './visit-helpers';

test.use(fakeMicrophone('visit-short.wav'));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EDITED = 'Ryggsmärta sedan två veckor, utan utstrålning. Granskad av sekreteraren.';

/** A key with `role` for `tenant`, added with the keys command while the server runs, once the server uses it. */
async function addKey(origin: string, tenant: string, role: 'clinician' | 'secretary' | 'admin'): Promise<string> {
  const { ANTECKNA_API_KEYS: _keys, DATABASE_URL: _db, ...env } = process.env;
  const roleFlag = role === 'clinician' ? [] : [`--${role}`];
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/keys.ts'), 'add', tenant, ...roleFlag], {
    cwd: root,
    env: { ...env, ANTECKNA_DATA_DIR: path.join(OUTPUT, 'data') },
    encoding: 'utf8',
  });
  return whenKeyActive(origin, /^(ak_\S+)$/m.exec(out)![1]!);
}

/** GET as the page's signed-in user (its session cookie, or the key an older app version kept). */
function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const key = (JSON.parse(localStorage.getItem('anteckna.settings') ?? '{}') as { apiKey?: string }).apiKey;
    return (await (await fetch(u, { headers: key ? { authorization: `Bearer ${key}` } : {} })).json()) as T;
  }, url);
}

async function atWidths(page: Page, shoot: (width: number) => Promise<void>): Promise<void> {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('when a clinician records a visit, then a secretary sees it in the queue without reloading, edits, approves and copies it, and the clinician sees it approved', async ({ browser, page, request }, info) => {
  // A care unit of its own, so the queue holds only this visit whatever other specs recorded.
  const tenant = `review-${Date.now().toString(36)}`;
  const origin = new URL(await signInLink()).origin;
  await signIn(page, { link: `${origin}/#key=${await addKey(origin, tenant, 'clinician')}` });

  // The secretary, in a browser context of their own, has the queue open before the visit.
  const secretaryContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await secretaryContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const secretary = await secretaryContext.newPage();
  await secretary.goto(`${origin}/#key=${await addKey(origin, tenant, 'secretary')}`);
  await secretary.getByRole('tab', { name: 'Att granska' }).click();
  await expect(secretary.getByRole('heading', { name: 'Att granska' })).toBeVisible();
  await expect(secretary.locator('.queue-row')).toHaveCount(0);

  // The clinician records a short visit and gets its note.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Starta inspelning' }).click();
  await expect(page.getByTestId('live-transcript')).toContainText(/back pain/i, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Avsluta och skapa anteckning' }).click();
  await expect(page.getByRole('button', { name: 'Kopiera anteckning' })).toBeVisible({ timeout: 60_000 });

  // The queue shows it by itself.
  const row = secretary.locator('.queue-row');
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toHaveAttribute('data-status', 'new');
  await expect(row).toContainText('Ny');
  await expect(row).toContainText('Inspelat besök');
  await atWidths(secretary, (w) => step(secretary, info, `1-queue-${w}`));

  // Opened beside its transcript; a section edited, every flagged statement confirmed, the transcript searched.
  await secretary.bringToFront();
  await row.focus();
  await secretary.keyboard.press('Enter');
  await expect(secretary.getByRole('heading', { name: 'Transkription' })).toBeVisible();
  await expect(secretary.locator('.review-transcript')).toContainText(/back pain/i);
  // Opened from the queue, the note is in review: other secretaries see someone is on it.
  await expect(secretary.locator('.review-note .status-badge')).toHaveText('Granskas');
  const firstSection = secretary.locator('.review-section textarea').first();
  await firstSection.fill(EDITED);
  await expect(secretary.getByText('Ej sparade ändringar')).toBeVisible();
  const flags = secretary.locator('.review-flags input[type=checkbox]');
  for (let i = 0; i < (await flags.count()); i++) await flags.nth(i).check();
  await secretary.getByRole('searchbox', { name: 'Sök i transkriptionen' }).fill('back pain');
  await expect(secretary.locator('.review-transcript mark').first()).toHaveText(/back pain/i);
  await atWidths(secretary, (w) => step(secretary, info, `2-review-${w}`));

  await secretary.getByRole('button', { name: 'Godkänn och kopiera' }).click();
  await expect(secretary.getByRole('status').filter({ hasText: 'Godkänd och kopierad' })).toBeVisible();
  const clipboard = await secretary.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain(EDITED);
  // The clipboard holds exactly the server's combined with the edit.
  const list = await getJson<{ items: { noteId: string }[] }>(secretary, '/api/v1/notes');
  const approved = await getJson<{ note: { combined: string }; status: string }>(secretary, `/api/v1/notes/${list.items[0]!.noteId}`);
  expect(approved.status).toBe('approved');
  expect(clipboard).toBe(approved.note.combined);
  await step(secretary, info, '3-approved');

  // Back to the queue by keyboard: focus returns to the note's row, now approved; the same in English.
  await secretary.getByRole('button', { name: '← Tillbaka till listan' }).press('Enter');
  await expect(row).toBeFocused();
  await expect(row).toHaveAttribute('data-status', 'approved');
  await secretary.getByLabel('Gränssnittets språk').selectOption('en');
  await expect(secretary.getByRole('heading', { name: 'To review' })).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Recorded visit');

  // The clinician's own list shows it approved.
  await page.bringToFront();
  await page.getByRole('tab', { name: 'Att granska' }).click();
  await expect(page.getByRole('heading', { name: 'Mina anteckningar' })).toBeVisible();
  await expect(page.locator('.queue-row')).toHaveAttribute('data-status', 'approved');
  await expect(page.locator('.queue-row')).toContainText('Godkänd');
  await step(page, info, '4-clinician-list');

  // Every step is in the care unit's audit trail, read with an admin key.
  const id = list.items[0]!.noteId;
  const audit = await request.get(`${origin}/api/v1/audit`, { headers: { authorization: `Bearer ${await addKey(origin, tenant, 'admin')}` } });
  expect(audit.status()).toBe(200);
  const { events, chain } = (await audit.json()) as { events: { action: string; detail: string | null; outcome: string }[]; chain: { ok: boolean } };
  const steps = events.filter((e) => e.detail?.startsWith(id) || e.action === 'notes.listed').map((e) => `${e.action}${e.detail?.includes(' ') ? ` ${e.detail.split(' ')[1]}` : ''}`);
  expect(steps).toContain('note.generated');
  expect(steps).toContain('notes.listed');
  expect(steps).toContain('note.read');
  expect(steps).toContain('note.updated approved');
  expect(steps.indexOf('note.generated')).toBeLessThan(steps.indexOf('note.updated approved'));
  expect(chain.ok).toBe(true);
  await secretaryContext.close();
});
