import { useQuery } from '@tanstack/react-query';
import type { Capabilities, Language, Profession } from '@contract/api.schema';
import { LanguageOptions } from '../../../components/language-options';
import type { UiLanguage } from '../../../config/i18n';
import { LANGUAGE_NAMES, PROFESSION_OPTIONS } from '../../../config/options';
import { useApiKey } from '../../../lib/api-key';
import { useMessages } from '../../../lib/messages';
import { templatesQueryOptions } from '../api/get-templates';
import { useSettings } from '../hooks/use-settings';
import { effectiveLanguages } from '../settings-store';
import { SectionsEditor } from './sections-editor';

const OWN = '__own';

interface Props {
  capabilities?: Capabilities;
  /** Only what matters for the next note (the record, upload and paste screens). */
  compact?: boolean;
  /** Hide the recording language (pasted transcripts have none). */
  withRecordingLanguage?: boolean;
}

/** Note settings shared by every way in; all of them persist in this browser. */
export function NoteSettings({ capabilities, compact = false, withRecordingLanguage = true }: Props) {
  const t = useMessages();
  const apiKey = useApiKey();
  const [settings, update] = useSettings();
  const languages = effectiveLanguages(settings, capabilities);
  const templates = useQuery(templatesQueryOptions(apiKey, languages.note));
  const own = settings.ownSections;
  const supported = capabilities?.transcription.languages;
  const templateValue = own ? OWN : (settings.templateId ?? '');

  const chooseTemplate = (value: string) => {
    if (value !== OWN) return update({ templateId: value || undefined, ownSections: undefined });
    update({ ownSections: [{ sectionName: '', autoFill: true }] });
  };
  // The template in use, for "start from the template": the clinician edits rather than types it all.
  const base = templates.data?.find((tpl) => tpl.id === settings.templateId) ?? templates.data?.find((tpl) => tpl.profession === settings.profession);
  const fromTemplate = base ? () => update({ ownSections: base.sections.map((s) => ({ sectionName: s.sectionName, autoFill: s.aiRules.autoFill })) }) : undefined;

  return (
    <div className={compact ? 'settings compact' : 'settings'}>
      {withRecordingLanguage && (
        <label className="field">
          <span>{t.recordingLanguage}</span>
          <select value={languages.recording} onChange={(e) => update({ recordingLanguage: e.target.value as Language })} aria-describedby="recording-language-help">
            <LanguageOptions supported={supported} />
          </select>
          <small id="recording-language-help" className="muted">
            {t.recordingLanguageHelp} {supported && `${t.transcribes}: ${supported.map((l) => LANGUAGE_NAMES[l]).join(', ')}.`}
          </small>
        </label>
      )}
      <label className="field">
        <span>{t.noteLanguage}</span>
        <select value={languages.note} onChange={(e) => update({ noteLanguage: e.target.value as Language })} aria-describedby="note-language-help">
          <LanguageOptions />
        </select>
        <small id="note-language-help" className="muted">{t.noteLanguageHelp}</small>
      </label>
      <label className="field">
        <span>{t.template}</span>
        <select value={templateValue} onChange={(e) => chooseTemplate(e.target.value)}>
          <option value="">{t.professionDefaultTemplate}</option>
          {(templates.data ?? []).map((tpl) => (
            <option key={tpl.id} value={tpl.id}>
              {tpl.name}
            </option>
          ))}
          <option value={OWN}>{t.ownSections}</option>
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
      {own && <SectionsEditor sections={own} onChange={(ownSections) => update({ ownSections })} onFromTemplate={fromTemplate} />}
      <label className="field wide">
        <span>{t.sideNote}</span>
        <textarea rows={compact ? 2 : 3} value={settings.sideNote} onChange={(e) => update({ sideNote: e.target.value })} />
      </label>
      {!compact && (
        <>
          <label className="field">
            <span>{t.uiLanguage}</span>
            <select value={settings.uiLanguage} onChange={(e) => update({ uiLanguage: e.target.value as UiLanguage })}>
              <option value="sv">Svenska</option>
              <option value="en">English</option>
            </select>
          </label>
          {capabilities && (
            <div className="muted small wide engine-info">
              <strong>{t.engineInfo}:</strong> {capabilities.transcription.description} {capabilities.notes.description}
            </div>
          )}
        </>
      )}
    </div>
  );
}
