import { useState } from 'react';
import type { Language, NoteResponse } from '../../../../../server/src/contract/api.schema';
import { ErrorBanner } from '../../../components/error-banner';
import type { Messages } from '../../../config/i18n';
import { uploadAudioNote } from '../api/upload-audio-note';

/** Secretary flow: an audio file in, a note out, with upload progress. */
export function UploadPanel({ t, noteOptions, recordingLanguage, onNote }: { t: Messages; noteOptions: Record<string, string>; recordingLanguage: Language; onNote: (r: NoteResponse) => void }) {
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<unknown>();
  const busy = progress !== undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(undefined);
    setProgress(0);
    try {
      onNote(await uploadAudioNote(file, { ...noteOptions, audioLanguage: recordingLanguage }, setProgress));
    } catch (e) {
      setError(e);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-label={t.tabUpload}>
      <label className="field">
        <span>{t.audioFile}</span>
        <input type="file" accept="audio/*,.wav,.mp3,.m4a,.ogg,.webm,.flac" onChange={(e) => setFile(e.target.files?.[0])} disabled={busy} />
      </label>
      {busy && (
        <div className="progress-wrap">
          <progress aria-label={t.uploading} max={1} value={progress < 1 ? progress : undefined} />
          <span className="muted">{progress < 1 ? `${t.uploading} ${Math.round(progress * 100)} %` : t.processing}</span>
        </div>
      )}
      {error !== undefined && <ErrorBanner error={error} t={t} onDismiss={() => setError(undefined)} />}
      <button type="submit" className="primary" disabled={!file || busy}>
        {t.uploadAndCreate}
      </button>
    </form>
  );
}
