export const formatElapsed = (ms: number) => {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

export function ElapsedTime({ ms, label }: { ms: number; label: string }) {
  return (
    <div className="elapsed" role="timer" aria-label={label}>
      {formatElapsed(ms)}
    </div>
  );
}
