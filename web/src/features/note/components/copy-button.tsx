import { useEffect, useRef, useState } from 'react';

/** Copies `text` verbatim to the clipboard and says so for a few seconds (or says it failed). */
export function CopyButton({ text, label, copiedLabel, failedLabel = '✕', className }: { text: string; label: string; copiedLabel: string; failedLabel?: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };
  return (
    <button type="button" className={className} onClick={() => void copy()} aria-live="polite">
      {state === 'copied' ? `✓ ${copiedLabel}` : state === 'failed' ? `${failedLabel}` : label}
    </button>
  );
}
