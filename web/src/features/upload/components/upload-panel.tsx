import { useState } from 'react';
import type { Language, NoteOptions, NoteResponse } from '@contract/api.schema';
import { ErrorBanner } from '../../../components/error-banner';
import { useMessages } from '../../../lib/messages';
import { useUploadAudioNote } from '../api/upload-audio-note';

interface Props {
  noteOptions: NoteOptions;
  audioLanguage: Language;
  maxUploadMb?: number;
  onNote: (response: NoteResponse) => void;
}

/** Secretary flow: an audio file in, a note out, with upload progress. */
export function UploadPanel({ noteOptions, audioLanguage, maxUploadMb, onNote }: Props) {
  const t = useMessages();
  const [file, setFile] = useState<File>();
  const upload = useUploadAudioNote();
  const busy = upload.isPending;
  const tooLarge = file !== undefined && maxUploadMb !== undefined && file.size > maxUploadMb * 1024 * 1024;
  const progress = upload.progress ?? 0;

  return (
    <form
      className="card stack"
      aria-label={t.tabUpload}
      onSubmit={(e) => {
        e.preventDefault();
        if (file && !tooLarge) upload.mutate({ file, options: noteOptions, audioLanguage }, { onSuccess: onNote });
      }}
    >
      <label className="field">
        <span>{t.audioFile}</span>
        <input type="file" accept="audio/*,.wav,.mp3,.m4a,.mp4,.aac,.ogg,.opus,.webm,.flac" onChange={(e) => { upload.reset(); setFile(e.target.files?.[0]); }} disabled={busy} />
      </label>
      {file && <p className="muted small">{t.fileChosen(file.name, (file.size / 1024 / 1024).toFixed(1))}</p>}
      {tooLarge && <div role="alert" className="banner banner-error">{t.fileTooLarge(maxUploadMb!)}</div>}
      {busy && (
        <div className="progress-wrap">
          <progress aria-label={t.uploading} max={100} value={progress < 1 ? Math.round(progress * 100) : undefined} />
          <span className="muted" role="status">{progress < 1 ? `${t.uploading} ${Math.round(progress * 100)} %` : t.processing}</span>
        </div>
      )}
      {upload.error && <ErrorBanner error={upload.error} onDismiss={() => upload.reset()} />}
      <button type="submit" className="primary" disabled={!file || busy || tooLarge}>
        {t.uploadAndCreate}
      </button>
    </form>
  );
}
