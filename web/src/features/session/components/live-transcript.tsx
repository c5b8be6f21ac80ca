import { useMessages } from '../../../lib/messages';
import type { StoredChunk } from '../core/chunk-store';

/** Each chunk's text as it arrives, in seq order (chunks still on their way leave a gap marker). */
export function LiveTranscript({ chunks }: { chunks: StoredChunk[] }) {
  const t = useMessages();
  const lastSent = chunks.reduce((max, c) => (c.status === 'sent' ? Math.max(max, c.seq) : max), -1);
  const shown = chunks.filter((c) => c.seq <= lastSent);
  return (
    <section aria-labelledby="live-transcript-heading" className="card transcript">
      <h2 id="live-transcript-heading">{t.liveTranscript}</h2>
      {lastSent < 0 ? (
        <p className="muted">{t.transcriptEmpty}</p>
      ) : (
        <p data-testid="live-transcript" aria-live="polite">
          {shown.map((c) =>
            c.status === 'sent' ? (
              <span key={c.seq} data-seq={c.seq} className="transcript-piece">
                {c.transcript}{' '}
              </span>
            ) : (
              <span key={c.seq} data-seq={c.seq} className="transcript-gap" title={t.chunkStatus[c.status]}>
                […]{' '}
              </span>
            ),
          )}
        </p>
      )}
    </section>
  );
}
