import { useSyncExternalStore } from 'react';
import type { ConsultationRecorder } from '../core/consultation-recorder';

/** Live input loudness, so the clinician sees at a glance that the microphone hears the room. */
export function LevelMeter({ recorder, label }: { recorder: ConsultationRecorder; label: string }) {
  // Subscribed here alone: the level changes ten times a second and nothing else needs it.
  const level = useSyncExternalStore(recorder.subscribeLevel, recorder.getLevel);
  const percent = Math.round(Math.min(1, level) * 100);
  return (
    <div className="level-wrap">
      <span className="muted small" aria-hidden="true">{label}</span>
      <div className={percent > 0 ? 'level' : 'level level-off'} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="level-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
