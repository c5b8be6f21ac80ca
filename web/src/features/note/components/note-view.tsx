import { useState } from 'react';
import type { NoteResponse } from '../../../../../server/src/contract/api.schema';
import type { Messages } from '../../../config/i18n';
import { CopyButton } from './copy-button';

interface Props {
  response: NoteResponse;
  t: Messages;
  /** Extra actions (new visit, regenerate) rendered in the header. */
  actions?: React.ReactNode;
}

/**
 * The note at a glance: sections, diagnoses, tasks. "Copy note" copies `combined` exactly as
 * the server rendered it, or the clinician's edit of it; edits never change the server's note.
 */
export function NoteView({ response, t, actions }: Props) {
  const { note } = response;
  const [edited, setEdited] = useState<string>();
  const [editing, setEditing] = useState(false);
  const text = edited ?? note.combined;
  const sections = note.sections.length
    ? note.sections
    : (['cause', 'subjective', 'objective', 'assessment', 'plan'] as const).map((k) => ({ sectionName: k, content: note[k] }));
  const tasks = Object.values(note.tasks);

  return (
    <article className="note" aria-label={t.note}>
      <header className="note-head">
        <h2>{t.note}</h2>
        <div className="note-actions">
          <CopyButton text={text} label={t.copyNote} copiedLabel={t.copied} className="primary" />
          <button type="button" aria-pressed={editing} onClick={() => setEditing(!editing)}>
            {t.editNote}
          </button>
          {actions}
        </div>
      </header>

      {editing ? (
        <div className="card">
          <label className="field">
            <span>{t.editNote}</span>
            <textarea className="note-editor" value={text} rows={18} onChange={(e) => setEdited(e.target.value)} />
          </label>
          <button type="button" className="link" onClick={() => setEdited(undefined)} disabled={edited === undefined}>
            {t.resetNote}
          </button>
        </div>
      ) : (
        <div className="note-sections">
          {sections.map((s, i) => (
            <section key={`${i}-${s.sectionName}`} className="card note-section" aria-label={s.sectionName}>
              <div className="section-head">
                <h3>{s.sectionName}</h3>
                {s.content && <CopyButton text={s.content} label={t.copySection} copiedLabel={t.copied} className="small" />}
              </div>
              <p className={s.content ? '' : 'muted'}>{s.content || '—'}</p>
            </section>
          ))}
        </div>
      )}

      <div className="note-grid">
        <section className="card" aria-label={t.diagnoses}>
          <h3>{t.diagnoses}</h3>
          {note.diagnoses.length ? (
            <ul className="diagnoses">
              {note.coding_codes.map((c) => (
                <li key={c.code}>
                  <span className="code">{c.code}</span> {c.description} <span className="muted small">{c.system}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">—</p>
          )}
        </section>
        <section className="card" aria-label={t.tasks}>
          <h3>{t.tasks}</h3>
          {tasks.length ? (
            <ul className="tasks">
              {tasks.map((task, i) => (
                <li key={i}>
                  <span className={`badge priority-${task.priority}`}>{t.priorities[task.priority] ?? task.priority}</span>
                  <span className="badge category">{t.categories[task.category] ?? task.category}</span>
                  <strong>{task.title}</strong>
                  {task.description && task.description !== task.title && <div className="muted small">{task.description}</div>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">—</p>
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
