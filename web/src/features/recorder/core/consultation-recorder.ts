import { Chunker, type ChunkRecorder, type RecordedChunk } from './chunker';
import { MicrophoneError } from './microphone';

export interface VoiceEvents {
  /** Speech confirmed (longer than the detector's minimum; misfires never reach here). */
  onSpeechStart(): void;
  /** Speech followed by a pause long enough to cut at. */
  onSpeechEnd(): void;
  /** Every detector frame; `quiet` when it is below the speech threshold. */
  onFrame(quiet: boolean): void;
}

export interface VoiceDetector {
  start(): Promise<void>;
  pause(): Promise<void>;
  destroy(): Promise<void>;
}

/** What the recorder needs from the browser; injected so tests can use fakes. */
export interface RecorderDevices {
  /** The one microphone stream, shared by the detector, the recorders and the level meter. */
  openStream(): Promise<MediaStream>;
  createDetector(stream: MediaStream, events: VoiceEvents): Promise<VoiceDetector>;
  createRecorder(stream: MediaStream): ChunkRecorder;
  /** Calls `onLevel` (0..1) while the stream runs; returns a stop function. */
  watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void;
}

export interface ConsultationRecorderOptions extends RecorderDevices {
  onChunk(chunk: RecordedChunk): void;
  /** Longest chunk before a cut at the next quiet frame. */
  maxChunkMs: number;
  /** Wall clock in ms (injected for tests). */
  now?: () => number;
  /** How often the elapsed time is refreshed. */
  tickMs?: number;
}

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'paused' | 'stopping';

export interface RecorderSnapshot {
  phase: RecorderPhase;
  /** Recording time, pauses excluded. */
  elapsedMs: number;
  error?: MicrophoneError;
}

const IDLE: RecorderSnapshot = { phase: 'idle', elapsedMs: 0, error: undefined };

/**
 * A consultation recording: microphone, voice detection and chunking, as one object with
 * start / pause / resume / stop / destroy. Framework-free; React only subscribes.
 */
export class ConsultationRecorder {
  private snapshot: RecorderSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  /** The level changes many times a second: kept apart so only the meter re-renders for it. */
  private level = 0;
  private readonly levelListeners = new Set<() => void>();
  private readonly now: () => number;
  private stream?: MediaStream;
  private detector?: VoiceDetector;
  private chunker?: Chunker;
  private stopLevel?: () => void;
  private ticker?: ReturnType<typeof setInterval>;
  /** Recording time banked before the current running stretch. */
  private bankedMs = 0;
  private runningSince?: number;
  /** Bumped by stop/destroy so a start still awaiting the microphone gives up. */
  private generation = 0;

  constructor(private readonly options: ConsultationRecorderOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  getSnapshot = (): RecorderSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getLevel = (): number => this.level;

  subscribeLevel = (listener: () => void): (() => void) => {
    this.levelListeners.add(listener);
    return () => this.levelListeners.delete(listener);
  };

  /** Opens the microphone and starts recording; `elapsedMs` continues an earlier page's clock. */
  async start(elapsedMs = 0): Promise<void> {
    if (this.snapshot.phase !== 'idle') return;
    const generation = ++this.generation;
    this.bankedMs = elapsedMs;
    this.set({ phase: 'starting', elapsedMs, error: undefined });
    try {
      const stream = await this.options.openStream();
      if (generation !== this.generation) return stopTracks(stream);
      this.stream = stream;
      this.chunker = new Chunker({
        createRecorder: () => this.options.createRecorder(stream),
        onChunk: (chunk) => this.options.onChunk(chunk),
        maxChunkMs: this.options.maxChunkMs,
        now: () => this.recordingMs(),
      });
      // Record from the first moment; the detector joins once its model has loaded.
      this.runningSince = this.now();
      this.chunker.start();
      this.stopLevel = this.options.watchLevel(stream, (level) => this.setLevel(level));
      const chunker = this.chunker;
      const detector = await this.options.createDetector(stream, {
        onSpeechStart: () => chunker.speechStart(),
        onSpeechEnd: () => chunker.speechEnd(),
        onFrame: (quiet) => chunker.frame(quiet),
      });
      if (generation !== this.generation) return void (await detector.destroy());
      this.detector = detector;
      await detector.start();
      this.ticker = setInterval(() => this.set({ elapsedMs: this.recordingMs() }), this.options.tickMs ?? 500);
      this.set({ phase: 'recording' });
    } catch (error) {
      if (generation !== this.generation) return;
      await this.release(false);
      this.set({ ...IDLE, elapsedMs: this.bankedMs, error: error instanceof MicrophoneError ? error : new MicrophoneError('other', String((error as Error)?.message ?? error)) });
    }
  }

  async pause(): Promise<void> {
    if (this.snapshot.phase !== 'recording') return;
    this.bankedMs = this.recordingMs();
    this.runningSince = undefined;
    this.chunker?.pause();
    this.setLevel(0);
    this.set({ phase: 'paused', elapsedMs: this.bankedMs });
    await this.detector?.pause();
  }

  async resume(): Promise<void> {
    if (this.snapshot.phase !== 'paused') return;
    this.runningSince = this.now();
    this.chunker?.resume();
    this.set({ phase: 'recording' });
    await this.detector?.start();
  }

  /** Ends the recording; resolves once the last chunk (if it held speech) has been handed out. */
  async stop(): Promise<void> {
    const phase = this.snapshot.phase;
    if (phase === 'idle' || phase === 'stopping') return;
    this.generation++;
    const elapsedMs = this.recordingMs();
    this.set({ phase: 'stopping', elapsedMs });
    await this.release(true);
    this.bankedMs = 0;
    // The visit keeps the time (the caller stores it); the recorder is ready for the next one.
    this.set({ ...IDLE });
  }

  /** Releases the microphone and the detector; what was said so far is still handed out. */
  destroy(): void {
    this.generation++;
    void this.release(true);
    this.snapshot = { ...IDLE };
  }

  dismissError(): void {
    this.set({ error: undefined });
  }

  private recordingMs(): number {
    return this.bankedMs + (this.runningSince === undefined ? 0 : this.now() - this.runningSince);
  }

  private async release(flush: boolean): Promise<void> {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = undefined;
    this.runningSince = undefined;
    const chunker = this.chunker;
    this.chunker = undefined;
    // The chunker stops its recorder before the tracks end, so the last file is complete.
    const flushed = flush && chunker ? chunker.stop() : Promise.resolve();
    this.stopLevel?.();
    this.stopLevel = undefined;
    this.setLevel(0);
    const detector = this.detector;
    this.detector = undefined;
    await flushed;
    await detector?.destroy().catch(() => {});
    if (this.stream) stopTracks(this.stream);
    this.stream = undefined;
  }

  private setLevel(level: number): void {
    if (level === this.level) return;
    this.level = level;
    for (const listener of this.levelListeners) listener();
  }

  private set(patch: Partial<RecorderSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
