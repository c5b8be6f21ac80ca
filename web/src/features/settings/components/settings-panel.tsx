import { useQuery } from '@tanstack/react-query';
import type { Capabilities, Language, Profession } from '../../../../../server/src/contract/api.schema';
import type { Messages, UiLanguage } from '../../../config/i18n';
import { LANGUAGE_NAMES, LANGUAGE_OPTIONS, PROFESSION_OPTIONS } from '../../../config/options';
import { templatesQueryOptions } from '../api/get-templates';
import { useSettings } from '../hooks/use-settings';
import { SectionsEditor } from './sections-editor';

/** Note settings shared by every way in; `compact` shows only what matters before a visit. */
export function NoteSettings({ t, apiKey, capabilities, compact = false }: { t: Messages; apiKey: string; capabilities?: Capabilities; compact?: boolean }) {
  const [settings, update] = useSettings();
  const templates = useQuery(templatesQueryOptions(apiKey, settings.noteLanguage));
  const recordingLanguage = settings.recordingLanguage ?? capabilities?.transcription.languages[0] ?? 'sv';
  const own = settings.ownSections;
  return (
    <div className={compact ? 'settings compact' : 'settings'}>
      <label className="field">
        <span>{t.recordingLanguage}</span>
        <select value={recordingLanguage} onChange={(e) => update({ recordingLanguage: e.target.value as Language })}>
          {LANGUAGE_OPTIONS.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
              {capabilities && !capabilities.transcription.languages.includes(l) ? ' ⚠' : ''}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t.noteLanguage}</span>
        <select value={settings.noteLanguage} onChange={(e) => update({ noteLanguage: e.target.value as Language })}>
          {LANGUAGE_OPTIONS.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t.template}</span>
        <select value={own?.length ? '__own' : settings.templateId} onChange={(e) => (e.target.value === '__own' ? update({ ownSections: own?.length ? own : [{ sectionName: '', autoFill: true }] }) : update({ templateId: e.target.value, ownSections: undefined }))}>
          {(templates.data ?? []).map((tpl) => (
            <option key={tpl.id} value={tpl.id}>
              {tpl.name}
            </option>
          ))}
          <option value="__own">{t.ownSections}</option>
        </select>
      </label>
      <label className="field">
        <span>{t.profession}</span>
        <select value={settings.profession} onChange={(e) => update({ profession: e.target.value as Profession })}>
          {PROFESSION_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {t.professions[p]}
            </option>
          ))}
        </select>
      </label>
      {own && <SectionsEditor t={t} sections={own} onChange={(ownSections) => update({ ownSections })} />}
      {!compact && (
        <>
          <label className="field wide">
            <span>{t.sideNote}</span>
            <textarea rows={3} value={settings.sideNote} onChange={(e) => update({ sideNote: e.target.value })} />
          </label>
          <label className="field">
            <span>{t.uiLanguage}</span>
            <select value={settings.uiLanguage} onChange={(e) => update({ uiLanguage: e.target.value as UiLanguage })}>
              <option value="sv">Svenska</option>
              <option value="en">English</option>
            </select>
          </label>
          {capabilities && (
            <div className="muted small wide">
              <strong>{t.engineInfo}:</strong> {capabilities.transcription.description} {capabilities.notes.description}
            </div>
          )}
        </>
      )}
    </div>
  );
}
