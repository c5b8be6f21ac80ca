import { useEffect, useMemo, useRef } from 'react';
import { useMessages } from '../../../lib/messages';
import { findPassages } from '../core/find-passages';

/** The transcript the note came from, with a search that marks every passage found and scrolls to the first. */
export function TranscriptPane({ transcript, query, onQuery }: { transcript: string; query: string; onQuery: (q: string) => void }) {
  const t = useMessages();
  const { segments, count } = useMemo(() => findPassages(transcript, query), [transcript, query]);
  const textRef = useRef<HTMLDivElement>(null);
  // The first passage found is scrolled into the middle of the transcript box (only the box moves, not the page).
  useEffect(() => {
    const box = textRef.current;
    const first = box?.querySelector('mark');
    if (box && first) box.scrollTop = Math.max(0, first.offsetTop - box.clientHeight / 2);
  }, [segments]);
  return (
    <section className="card transcript-pane" aria-labelledby="transcript-title">
      <h3 id="transcript-title">{t.queue.transcriptTitle}</h3>
      <div className="search-row">
        <input type="search" aria-label={t.queue.search} placeholder={t.queue.search} value={query} onChange={(e) => onQuery(e.target.value)} />
        {query.trim() && (
          <span className="muted small" role="status">
            {count ? t.queue.matches(count) : t.queue.noMatch}
          </span>
        )}
      </div>
      <div ref={textRef} className="transcript-text review-transcript" tabIndex={0} aria-label={t.queue.transcriptTitle}>
        {segments.map((s, i) => (s.match === undefined ? s.text : <mark key={i}>{s.text}</mark>))}
      </div>
    </section>
  );
}
