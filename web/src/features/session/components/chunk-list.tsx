import { useMessages } from '../../../lib/messages';
import type { StoredChunk } from '../core/chunk-store';

/** Each chunk's way to the server: waiting, sending, sent, or failed with the reason. */
export function ChunkList({ chunks, onRetryFailed }: { chunks: StoredChunk[]; onRetryFailed: () => void }) {
  const t = useMessages();
  if (chunks.length === 0) return null;
  const sent = chunks.filter((c) => c.status === 'sent').length;
  const failed = chunks.filter((c) => c.status === 'failed');
  return (
    <section aria-labelledby="chunks-heading" className="chunks">
      <h3 id="chunks-heading">
        {t.chunks} <span className="muted small">{t.chunksSent(sent, chunks.length)}</span>
      </h3>
      <ol className="chunk-list">
        {chunks.map((c) => (
          <li
            key={c.seq}
            data-testid="chunk"
            data-seq={c.seq}
            data-status={c.status}
            className={`chunk chunk-${c.status}`}
            aria-label={`${t.chunk} ${c.seq + 1}: ${t.chunkStatus[c.status]}`}
            title={c.status === 'failed' ? (c.errorDetail ?? c.error) : undefined}
          >
            <span className="chunk-seq" aria-hidden="true">{c.seq + 1}</span>
            <span className="chunk-status" aria-hidden="true">{t.chunkStatus[c.status]}</span>
          </li>
        ))}
      </ol>
      {failed.length > 0 && (
        <div className="banner banner-error" role="alert">
          <strong>{t.chunksFailed(failed.length)}</strong>
          <ul className="small">
            {failed.map((c) => (
              <li key={c.seq}>
                {t.chunk} {c.seq + 1}: {t.errors[c.error ?? ''] ?? c.errorDetail ?? c.error}
              </li>
            ))}
          </ul>
          <button type="button" onClick={onRetryFailed}>
            {t.retryFailed}
          </button>
        </div>
      )}
    </section>
  );
}
