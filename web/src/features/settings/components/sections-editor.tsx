import { useMessages } from '../../../lib/messages';
import type { OwnSection } from '../settings-store';

/** The clinician's own sections: name and auto-fill; added, removed and reordered. Sent as `templateSections`. */
export function SectionsEditor({ sections, onChange, onFromTemplate }: { sections: OwnSection[]; onChange: (s: OwnSection[]) => void; onFromTemplate?: () => void }) {
  const t = useMessages();
  const set = (i: number, patch: Partial<OwnSection>) => onChange(sections.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: number) => {
    const next = [...sections];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  const unnamed = sections.some((s) => !s.sectionName.trim());
  return (
    <fieldset className="sections-editor">
      <legend>{t.ownSections}</legend>
      <p className="muted small">{t.ownSectionsHelp}</p>
      <ol>
        {sections.map((s, i) => (
          <li key={i} className="section-row">
            <input aria-label={`${t.sectionName} ${i + 1}`} value={s.sectionName} maxLength={200} onChange={(e) => set(i, { sectionName: e.target.value })} />
            <label className="inline">
              <input type="checkbox" checked={s.autoFill} onChange={(e) => set(i, { autoFill: e.target.checked })} /> {t.autoFill}
            </label>
            <span className="row-buttons">
              <button type="button" className="small" aria-label={`${t.moveUp} ${i + 1}`} disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
              <button type="button" className="small" aria-label={`${t.moveDown} ${i + 1}`} disabled={i === sections.length - 1} onClick={() => move(i, 1)}>↓</button>
              <button type="button" className="small" aria-label={`${t.remove} ${i + 1}`} disabled={sections.length === 1} onClick={() => onChange(sections.filter((_, j) => j !== i))}>✕</button>
            </span>
          </li>
        ))}
      </ol>
      {unnamed && <p className="small warn-text">{t.sectionsNeeded}</p>}
      <div className="row-buttons">
        <button type="button" onClick={() => onChange([...sections, { sectionName: '', autoFill: true }])}>
          {t.addSection}
        </button>
        {onFromTemplate && (
          <button type="button" className="link" onClick={onFromTemplate}>
            {t.fromTemplate}
          </button>
        )}
      </div>
    </fieldset>
  );
}
