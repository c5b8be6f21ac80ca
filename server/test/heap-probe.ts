/**
 * Preloaded into a spawned server by tests that look for leaks (`--expose-gc --import`).
 * On SIGUSR2 it collects garbage in full and prints the live heap, so a test compares
 * exact figures instead of RSS, which saws with the collector's timing.
 */
process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('heap probe needs --expose-gc');
  gc();
  gc(); // the second pass frees what the first one's finalizers released
  process.stdout.write(`heap-probe ${process.memoryUsage().heapUsed}\n`);
});
