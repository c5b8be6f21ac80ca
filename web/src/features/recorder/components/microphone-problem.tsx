import { useMessages } from '../../../lib/messages';
import type { MicrophoneError } from '../core/microphone';

/** Why the microphone could not start, and what the clinician can do about it. */
export function MicrophoneProblem({ error, onDismiss }: { error: MicrophoneError; onDismiss: () => void }) {
  const t = useMessages();
  const { title, help } = t.microphone[error.problem];
  return (
    <div role="alert" className="banner banner-error">
      <strong>{title}</strong>
      <p>{help}</p>
      {error.problem === 'other' && <p className="muted small">{error.message}</p>}
      <button type="button" className="link" onClick={onDismiss}>
        {t.dismiss}
      </button>
    </div>
  );
}
