import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { KeptNoteStatus, KeptNoteSummary } from '@contract/kept-notes.schema';
import { ErrorBanner } from '../../../components/error-banner';
import { useApiKey } from '../../../lib/api-key';
import { useMessages } from '../../../lib/messages';
import { keptNotesQueryOptions } from '../api/get-kept-notes';

const FILTERS: (KeptNoteStatus | 'active')[] = ['active', 'new', 'in_review', 'approved'];

/**
 * The queue: for a secretary or admin the clinic's notes, for a clinician their own, newest
 * first, asking the server again every few seconds so new notes appear by themselves.
 */
export function ReviewQueue({ onOpen, returnedFrom }: { onOpen: (noteId: string, scope: 'own' | 'tenant') => void; returnedFrom?: string }) {
  const t = useMessages();
  const key = useApiKey();
  const [filter, setFilter] = useState<KeptNoteStatus | 'active'>('active');
  const notes = useQuery(keptNotesQueryOptions(key, filter === 'active' ? undefined : filter));
  const own = notes.data?.scope === 'own';
  // Back from a note, the keyboard continues where it left the list.
  const list = useRef<HTMLUListElement>(null);
  const hasItems = Boolean(notes.data?.items.length);
  useEffect(() => {
    if (returnedFrom && hasItems) list.current?.querySelector<HTMLButtonElement>(`[data-note-id="${returnedFrom}"]`)?.focus();
  }, [returnedFrom, hasItems]);
  const when = (iso: string) => new Date(iso).toLocaleString(t.queue.locale, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <section className="card" aria-labelledby="queue-title">
      <div className="queue-head">
        <div>
          <h2 id="queue-title">{own ? t.queue.ownTitle : t.queue.queueTitle}</h2>
          <p className="muted small">{own ? t.queue.ownHelp : t.queue.queueHelp}</p>
        </div>
        <label className="field">
          <span>{t.queue.filter}</span>
          <select value={filter} onChange={(e) => setFilter(e.target.value as KeptNoteStatus | 'active')}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === 'active' ? t.queue.filterActive : t.queue.status[f]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notes.error && <ErrorBanner error={notes.error} />}
      {notes.data && notes.data.items.length === 0 && <p className="muted">{t.queue.empty}</p>}
      <ul ref={list} className="queue" aria-live="polite" aria-label={own ? t.queue.ownTitle : t.queue.queueTitle}>
        {notes.data?.items.map((item) => (
          <li key={item.noteId}>
            <QueueRow item={item} when={when(item.createdAt)} showAuthor={!own} onOpen={() => onOpen(item.noteId, own ? 'own' : 'tenant')} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function QueueRow({ item, when, showAuthor, onOpen }: { item: KeptNoteSummary; when: string; showAuthor: boolean; onOpen: () => void }) {
  const t = useMessages();
  return (
    <button type="button" className="queue-row" onClick={onOpen} aria-label={t.queue.open(when)} data-note-id={item.noteId} data-status={item.status}>
      <span className={`status-badge status-${item.status}`}>{t.queue.status[item.status]}</span>
      <span className="queue-when">{when}</span>
      <span className="queue-meta muted small">
        {t.queue.source[item.source]} · {(t.professions as Record<string, string>)[item.template] ?? item.template}
        {showAuthor ? ` · ${t.queue.by(item.author)}` : ''} · {t.queue.characters(item.length)}
      </span>
      <span className={item.unsupported > 0 ? 'queue-flags flagged' : 'queue-flags muted small'}>
        {item.unsupported > 0 ? '⚠ ' : ''}
        {t.queue.flags(item.unsupported)}
      </span>
    </button>
  );
}
