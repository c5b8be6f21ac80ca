import { useState } from 'react';
import type { Language, NoteOptions, Template } from '@contract/api.schema';
import { LanguageOptions } from '../../../components/language-options';
import { DEFAULT_LANGUAGE } from '../../../config/options';
import { useMessages } from '../../../lib/messages';

interface Props {
  templates: Template[];
  /** The options the note was made with; the form starts from them. */
  current: NoteOptions;
  pending: boolean;
  onRegenerate: (options: NoteOptions) => void;
}

/** Another template or language for the same transcript (secretaries' everyday task). */
export function RegenerateForm({ templates, current, pending, onRegenerate }: Props) {
  const t = useMessages();
  const ownSections = current.templateSections;
  const [template, setTemplate] = useState(ownSections ? '__own' : (current.template ?? ''));
  const [language, setLanguage] = useState<Language>(current.language ?? DEFAULT_LANGUAGE);
  return (
    <form
      className="card regenerate"
      aria-label={t.regenerateTitle}
      onSubmit={(e) => {
        e.preventDefault();
        const { template: _t, templateSections: _s, ...rest } = current;
        onRegenerate({
          ...rest,
          language,
          ...(template === '__own' && ownSections ? { templateSections: ownSections } : template ? { template } : {}),
        });
      }}
    >
      <h3>{t.regenerateTitle}</h3>
      <div className="regenerate-row">
        <label className="field">
          <span>{t.regenerateTemplate}</span>
          <select value={template} onChange={(e) => setTemplate(e.target.value)}>
            <option value="">{t.professionDefaultTemplate}</option>
            {templates.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.name}
              </option>
            ))}
            {ownSections && <option value="__own">{t.ownSections}</option>}
          </select>
        </label>
        <label className="field">
          <span>{t.regenerateLanguage}</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            <LanguageOptions />
          </select>
        </label>
        <button type="submit" disabled={pending}>
          {pending ? t.generating : t.regenerate}
        </button>
      </div>
    </form>
  );
}
