import { useState } from 'react';
import type { Note, NoteResponse } from '@contract/api.schema';
import type { Messages } from '../../../config/i18n';
import { useMessages } from '../../../lib/messages';
import { markSegments } from '../core/review-marks';
import { CopyButton } from './copy-button';

interface Props {
  response: NoteResponse;
  /** Extra actions (regenerate, new visit) in the header. */
  actions?: React.ReactNode;
  /** Shown above the note, e.g. chunks that are missing from it. */
  notice?: React.ReactNode;
}

const SOAP_FIELDS = ['cause', 'subjective', 'objective', 'assessment', 'plan'] as const;

/** "J03.9 Akut tonsillit, ospecificerad (ICD-10-SE)" -> code, label, system. */
function splitDiagnosis(line: string): { code?: string; label: string; system?: string } {
  const match = /^(\S+)\s+(.*?)(?:\s+\(([^()]+)\))?$/.exec(line.trim());
  if (!match || !/\d/.test(match[1]!)) return { label: line };
  return { code: match[1], label: match[2]!, system: match[3] };
}

/** `reviewName` is the name the server's review uses for the section. */
function sectionsOf(note: Note, t: Messages) {
  if (note.sections.length) return note.sections.map((s) => ({ ...s, reviewName: s.sectionName }));
  return SOAP_FIELDS.map((k) => ({ sectionName: t.soap[k], content: note[k], reviewName: k as string }));
}

/**
 * The note at a glance: sections, diagnoses, tasks. "Copy note" copies `combined` exactly as
 * the server rendered it, or the clinician's edit of it; edits never change the server's note.
 * Statements the server's review did not find in the sources are marked; while any is not
 * ticked off, "Copy note" asks once for confirmation.
 */
export function NoteView({ response, actions, notice }: Props) {
  const t = useMessages();
  const { note } = response;
  const unsupported = response.review?.unsupported ?? [];
  const emptySections = response.review?.emptySections ?? [];
  const [edited, setEdited] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const unchecked = unsupported.length - checked.size;
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const sectionNames = new Set(sectionsOf(note, t).map((s) => s.reviewName));
  // Marks of a section by its name; diagnoses and tasks take those of no section.
  const marksIn = (reviewName: string | undefined) =>
    unsupported.flatMap((u, index) => ((reviewName === undefined ? !sectionNames.has(u.sectionName) : u.sectionName === reviewName) ? [{ index, text: u.text }] : []));
  /** Text with the review's marks, each a toggle the clinician ticks off when checked. */
  const marked = (content: string, reviewName?: string) =>
    markSegments(content, marksIn(reviewName)).map((segment, i) =>
      segment.mark === undefined ? (
        segment.text
      ) : (
        <button
          key={i}
          type="button"
          className="review-mark"
          aria-pressed={checked.has(segment.mark)}
          title={checked.has(segment.mark) ? t.review.checked : t.review.unchecked}
          onClick={() => toggle(segment.mark!)}
        >
          {segment.text}
        </button>
      ),
    );
  const text = edited ?? note.combined;
  const tasks = Object.entries(note.tasks).sort(([a], [b]) => Number(a) - Number(b));
  const diagnosisCodes = new Set(note.diagnoses.map((d) => splitDiagnosis(d).code));
  const extraCodes = note.coding_codes.filter((c) => !diagnosisCodes.has(c.code));

  return (
    <article className="note" aria-labelledby="note-heading">
      <header className="note-head">
        <h2 id="note-heading">
          {t.note} {edited !== undefined && <span className="badge edited">{t.edited}</span>}
        </h2>
        <div className="note-actions">
          {unchecked > 0 ? (
            <button type="button" className="primary" aria-expanded={confirming} onClick={() => setConfirming(true)}>
              {t.copyNote}
            </button>
          ) : (
            <CopyButton text={text} label={t.copyNote} copiedLabel={t.copied} failedLabel={t.copyFailed} className="primary" />
          )}
          <button type="button" aria-pressed={editing} onClick={() => setEditing(!editing)}>
            {t.editNote}
          </button>
          {actions}
        </div>
      </header>
      {notice}
      {confirming && unchecked > 0 && (
        <div className="card copy-confirm" role="alertdialog" aria-label={t.copyNote}>
          <p>{t.review.confirmCopy(unchecked)}</p>
          <CopyButton text={text} label={t.review.copyAnyway} copiedLabel={t.copied} failedLabel={t.copyFailed} />
          <button type="button" onClick={() => setConfirming(false)}>
            {t.review.cancel}
          </button>
        </div>
      )}
      {(unsupported.length > 0 || emptySections.length > 0) && (
        <section className="card review-panel" aria-label={t.review.title(unsupported.length)}>
          {unsupported.length > 0 && (
            <>
              <h3>{t.review.title(unsupported.length)}</h3>
              <p className="muted small">{t.review.help}</p>
              <ul>
                {unsupported.map((u, index) => (
                  <li key={index}>
                    <label>
                      <input type="checkbox" checked={checked.has(index)} onChange={() => toggle(index)} /> <strong>{u.text}</strong>{' '}
                      <span className="muted small">{t.soap[u.sectionName as (typeof SOAP_FIELDS)[number]] ?? u.sectionName}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
          {emptySections.length > 0 && (
            <p className="muted small">
              {t.review.emptySections}: {emptySections.join(', ')}
            </p>
          )}
        </section>
      )}

      {editing ? (
        <div className="card">
          <label className="field">
            <span>{t.editNote}</span>
            <textarea className="note-editor" value={text} rows={20} onChange={(e) => setEdited(e.target.value)} />
          </label>
          <p className="muted small">{t.editHelp}</p>
          <button type="button" onClick={() => setEdited(undefined)} disabled={edited === undefined}>
            {t.resetNote}
          </button>
        </div>
      ) : (
        <div className="note-sections">
          {sectionsOf(note, t).map((s, i) => (
            <section key={`${i}-${s.sectionName}`} className="card note-section" aria-label={s.sectionName}>
              <div className="section-head">
                <h3>{s.sectionName}</h3>
                {s.content && <CopyButton text={s.content} label={t.copySection} copiedLabel={t.copied} failedLabel={t.copyFailed} className="small" />}
              </div>
              <p className={s.content ? '' : 'muted'}>{s.content ? marked(s.content, s.reviewName) : '—'}</p>
            </section>
          ))}
        </div>
      )}

      <div className="note-grid">
        <section className="card" aria-label={t.diagnoses}>
          <h3>{t.diagnoses}</h3>
          {note.diagnoses.length || extraCodes.length ? (
            <ul className="diagnoses">
              {note.diagnoses.map((line) => {
                const d = splitDiagnosis(line);
                return (
                  <li key={line}>
                    {d.code && <span className="code">{marked(d.code)}</span>} {marked(d.label)} {d.system && <span className="muted small">{d.system}</span>}
                  </li>
                );
              })}
              {extraCodes.map((c) => (
                <li key={`${c.system}-${c.code}`}>
                  <span className="code">{c.code}</span> {c.description} <span className="muted small">{c.system}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t.none}</p>
          )}
        </section>
        <section className="card" aria-label={t.tasks}>
          <h3>{t.tasks}</h3>
          {tasks.length ? (
            <ul className="tasks">
              {tasks.map(([key, task]) => (
                <li key={key}>
                  <div className="task-badges">
                    <span className={`badge priority-${task.priority}`}>
                      <span className="visually-hidden">{t.priority}: </span>
                      {t.priorities[task.priority] ?? task.priority}
                    </span>
                    <span className="badge category">
                      <span className="visually-hidden">{t.category}: </span>
                      {t.categories[task.category] ?? task.category}
                    </span>
                  </div>
                  <strong>{marked(task.title)}</strong>
                  {task.description && task.description !== task.title && <div className="muted small">{marked(task.description)}</div>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t.none}</p>
          )}
        </section>
      </div>

      <details className="card">
        <summary>{t.transcript}</summary>
        <p className="transcript-text">{response.transcript}</p>
      </details>
    </article>
  );
}
