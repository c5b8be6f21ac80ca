import type { Messages } from '../../../config/i18n';
import type { StoredChunk } from '../core/chunk-store';

/** Per-chunk upload state, and the live transcript in seq order. */
export function ChunkList({ chunks, t }: { chunks: StoredChunk[]; t: Messages }) {
  if (chunks.length === 0) return null;
  const label = { pending: t.chunkPending, sending: t.chunkSending, sent: t.chunkSent, failed: t.chunkFailed };
  return (
    <section aria-label={t.chunks} className="chunks">
      <h3>{t.chunks}</h3>
      <ol className="chunk-list">
        {chunks.map((c) => (
          <li key={c.seq} data-testid="chunk" data-seq={c.seq} data-status={c.status} className={`chunk chunk-${c.status}`} title={c.error}>
            <span className="chunk-seq">{c.seq + 1}</span>
            <span className="chunk-status">{label[c.status]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LiveTranscript({ chunks, t }: { chunks: StoredChunk[]; t: Messages }) {
  const sent = chunks.filter((c) => c.status === 'sent' && c.transcript);
  return (
    <section aria-label={t.liveTranscript} className="card transcript">
      <h3>{t.liveTranscript}</h3>
      {sent.length === 0 ? (
        <p className="muted">{t.transcriptEmpty}</p>
      ) : (
        <p data-testid="live-transcript">
          {sent.map((c) => (
            <span key={c.seq} data-seq={c.seq} className="transcript-piece">
              {c.transcript}{' '}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
