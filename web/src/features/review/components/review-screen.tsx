import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { KeptNote } from '@contract/kept-notes.schema';
import { ErrorBanner } from '../../../components/error-banner';
import { ApiError } from '../../../lib/api-client';
import { useApiKey } from '../../../lib/api-key';
import { useMessages } from '../../../lib/messages';
import { useDiscardKeptNote } from '../api/discard-kept-note';
import { keptNoteQueryOptions } from '../api/get-kept-note';
import { useUpdateKeptNote } from '../api/update-kept-note';
import { TranscriptPane } from './transcript-pane';

/** One note beside its transcript: fetched, then edited until approved (or discarded). */
export function ReviewScreen({ noteId, onClose, claim = false }: { noteId: string; onClose: () => void; claim?: boolean }) {
  const t = useMessages();
  const key = useApiKey();
  const note = useQuery(keptNoteQueryOptions(key, noteId));
  // The editor starts again from the server's note only when asked to (after a conflict), never
  // because its own save changed the version: that would lose what the save is doing next.
  const [loads, setLoads] = useState(0);
  const reload = async () => {
    await note.refetch();
    setLoads((n) => n + 1);
  };
  return (
    <div className="review-screen">
      {/* Focus lands here on opening, so the keyboard starts at the top of the note. */}
      <button type="button" className="link" onClick={onClose} autoFocus>
        {t.queue.back}
      </button>
      {note.error && <ErrorBanner error={note.error} />}
      {note.data && <NoteEditor key={`${note.data.noteId}-${loads}`} note={note.data} claim={claim} onClose={onClose} onReload={() => void reload()} />}
    </div>
  );
}

function NoteEditor({ note, claim, onClose, onReload }: { note: KeptNote; claim: boolean; onClose: () => void; onReload: () => void }) {
  const t = useMessages();
  const update = useUpdateKeptNote();
  const take = useUpdateKeptNote();
  // A new note opened from the queue is in review from now on; if someone else took it first, their change stands.
  const claimed = useRef(false);
  useEffect(() => {
    if (!claim || claimed.current || note.status !== 'new') return;
    claimed.current = true;
    take.mutate({ noteId: note.noteId, version: note.version, update: { status: 'in_review' } });
  }, [claim, note.noteId, note.status, note.version, take]);
  const discard = useDiscardKeptNote();
  const [drafts, setDrafts] = useState<Record<string, string>>(() => Object.fromEntries(note.note.sections.map((s) => [s.sectionName, s.content])));
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [query, setQuery] = useState('');
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'copied' | 'not-copied'>();
  const [copied, setCopied] = useState<string>();

  const unsupported = note.review?.unsupported ?? [];
  const sectionNames = new Set(note.note.sections.map((s) => s.sectionName));
  const others = unsupported.flatMap((u, index) => (sectionNames.has(u.sectionName) ? [] : [{ ...u, index }]));
  const unchecked = unsupported.length - checked.size;
  const changed = note.note.sections.filter((s) => drafts[s.sectionName] !== s.content).map((s) => ({ sectionName: s.sectionName, content: drafts[s.sectionName] ?? '' }));
  const conflict = update.error instanceof ApiError && update.error.status === 412;
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const save = () =>
    update.mutate({ noteId: note.noteId, version: note.version, update: { sections: changed } }, { onSuccess: () => setOutcome('saved') });
  const approveAndCopy = () =>
    update.mutate(
      { noteId: note.noteId, version: note.version, update: { ...(changed.length ? { sections: changed } : {}), status: 'approved' } },
      {
        onSuccess: async (approved) => {
          setCopied(approved.note.combined);
          try {
            await navigator.clipboard.writeText(approved.note.combined);
            setOutcome('copied');
          } catch {
            setOutcome('not-copied');
          }
        },
      },
    );
  const reload = () => {
    update.reset();
    onReload();
  };

  const flagList = (items: { text: string; index: number }[]) => (
    <ul className="flag-list">
      {items.map(({ text, index }) => (
        <li key={index}>
          <label className="inline">
            <input type="checkbox" checked={checked.has(index)} onChange={() => toggle(index)} />
            <mark className={checked.has(index) ? 'flag checked' : 'flag'}>{text}</mark>
            <span className="visually-hidden">{t.queue.checked}</span>
          </label>
          <button type="button" className="link small" onClick={() => setQuery(text)}>
            {t.queue.find}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="review-layout">
      <section className="card review-note" aria-labelledby="review-note-title">
        <div className="note-head">
          <h2 id="review-note-title">
            {t.queue.noteTitle} <span className={`status-badge status-${note.status}`}>{t.queue.status[note.status]}</span>
          </h2>
          <span className="muted small">
            {new Date(note.createdAt).toLocaleString(t.queue.locale, { dateStyle: 'short', timeStyle: 'short' })} · {t.queue.by(note.author)}
          </span>
        </div>
        {note.note.sections.map((section, i) => {
          const flags = unsupported.flatMap((u, index) => (u.sectionName === section.sectionName ? [{ text: u.text, index }] : []));
          return (
            <div key={section.sectionName} className="review-section">
              <label className="field" htmlFor={`section-${i}`}>
                <span className="section-name">{section.sectionName}</span>
              </label>
              <textarea
                id={`section-${i}`}
                rows={Math.min(12, Math.max(3, Math.ceil((drafts[section.sectionName]?.length ?? 0) / 70) + 1))}
                value={drafts[section.sectionName] ?? ''}
                onChange={(e) => {
                  setOutcome(undefined);
                  setDrafts((d) => ({ ...d, [section.sectionName]: e.target.value }));
                }}
              />
              {flags.length > 0 && (
                <div className="review-flags" aria-label={t.queue.toCheck}>
                  <span className="small warn-text">⚠ {t.queue.toCheck}</span>
                  {flagList(flags)}
                </div>
              )}
            </div>
          );
        })}
        {others.length > 0 && (
          <div className="review-flags" aria-label={t.queue.otherFlags}>
            <span className="small warn-text">⚠ {t.queue.otherFlags}</span>
            {flagList(others)}
          </div>
        )}
        {conflict ? (
          <div className="banner banner-warning" role="alert">
            <p>{t.queue.conflict}</p>
            <button type="button" onClick={reload}>
              {t.queue.reload}
            </button>
          </div>
        ) : (
          update.error && <ErrorBanner error={update.error} onDismiss={() => update.reset()} />
        )}
        {discard.error && <ErrorBanner error={discard.error} onDismiss={() => discard.reset()} />}
        {outcome && (
          <div className={outcome === 'not-copied' ? 'banner banner-warning' : 'banner banner-info'} role="status">
            {outcome === 'saved' ? t.queue.saved : outcome === 'copied' ? t.queue.approvedCopied : t.queue.approvedNotCopied}
          </div>
        )}
        {copied !== undefined && outcome !== 'saved' && (
          <label className="field">
            <span>{t.queue.copyText}</span>
            <textarea className="note-editor" readOnly rows={8} value={copied} />
          </label>
        )}
        <div className="review-actions">
          {unchecked > 0 && <span className="small warn-text">{t.queue.confirmFirst(unchecked)}</span>}
          {changed.length > 0 && <span className="small muted">{t.queue.unsaved}</span>}
          <button type="button" onClick={save} disabled={changed.length === 0 || update.isPending}>
            {t.queue.save}
          </button>
          <button type="button" className="primary" onClick={approveAndCopy} disabled={unchecked > 0 || update.isPending}>
            {t.queue.approveAndCopy}
          </button>
          {confirmingDiscard ? (
            <span className="inline" role="group" aria-label={t.queue.discardConfirm}>
              <span className="small">{t.queue.discardConfirm}</span>
              <button type="button" className="danger" onClick={() => discard.mutate(note.noteId, { onSuccess: onClose })}>
                {t.queue.discardYes}
              </button>
              <button type="button" onClick={() => setConfirmingDiscard(false)}>
                {t.queue.cancel}
              </button>
            </span>
          ) : (
            <button type="button" className="link" onClick={() => setConfirmingDiscard(true)}>
              {t.queue.discard}
            </button>
          )}
        </div>
      </section>
      <TranscriptPane transcript={note.transcript} query={query} onQuery={setQuery} />
    </div>
  );
}
