/**
 * Cuts a recording into self-contained audio files at pauses in speech. On each end of
 * speech the next recorder starts first and then the previous one stops, so the cut lies in
 * the pause and no audio falls between two files. Chunks without speech are dropped; a
 * chunk that reaches the cap is cut at the next quiet frame. Framework-free, so it can be
 * tested with fake recorders and driven by any voice-activity detector.
 */
export interface ChunkRecorder {
  start(): void;
  pause(): void;
  resume(): void;
  /** Stops and resolves with the whole recording as one file. */
  stop(): Promise<Blob>;
}

export interface RecordedChunk {
  blob: Blob;
  startedAt: number;
  endedAt: number;
}

export interface ChunkerOptions {
  createRecorder: () => ChunkRecorder;
  onChunk: (chunk: RecordedChunk) => void;
  /** A chunk this long is cut at the next quiet frame. */
  maxChunkMs: number;
  now?: () => number;
}

interface OpenChunk {
  recorder: ChunkRecorder;
  startedAt: number;
  hadSpeech: boolean;
}

export class Chunker {
  private current: OpenChunk | undefined;
  private speaking = false;
  /** Chunks are handed out in the order they were recorded, whatever order their recorders stop in. */
  private emitting: Promise<void> = Promise.resolve();
  private readonly now: () => number;

  constructor(private readonly options: ChunkerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get recording(): boolean {
    return this.current !== undefined;
  }

  start(): void {
    if (this.current) return;
    this.current = this.open(false);
  }

  /** Speech that the detector confirmed (not a misfire) is in the current chunk. */
  speechStart(): void {
    this.speaking = true;
    if (this.current) this.current.hadSpeech = true;
  }

  /** A pause long enough to cut at. */
  speechEnd(): void {
    this.speaking = false;
    this.cut();
  }

  /** Called for every detector frame; `quiet` when the frame is below the speech threshold. */
  frame(quiet: boolean): void {
    if (this.current && quiet && this.now() - this.current.startedAt >= this.options.maxChunkMs) this.cut();
  }

  pause(): void {
    this.current?.recorder.pause();
  }

  resume(): void {
    this.current?.recorder.resume();
  }

  /** Stops recording; the last chunk is kept only if it holds speech. Resolves when all are handed out. */
  async stop(): Promise<void> {
    const last = this.current;
    this.current = undefined;
    this.speaking = false;
    if (last) this.finish(last);
    await this.emitting;
  }

  private open(hadSpeech: boolean): OpenChunk {
    const recorder = this.options.createRecorder();
    recorder.start();
    return { recorder, startedAt: this.now(), hadSpeech };
  }

  private cut(): void {
    const previous = this.current;
    if (!previous) return;
    // Speech still going on (a cap cut) belongs to the next chunk too.
    this.current = this.open(this.speaking);
    this.finish(previous);
  }

  private finish(chunk: OpenChunk): void {
    const endedAt = this.now();
    const stopped = chunk.recorder.stop();
    this.emitting = this.emitting.then(async () => {
      const blob = await stopped.catch(() => undefined);
      if (blob && blob.size > 0 && chunk.hadSpeech) this.options.onChunk({ blob, startedAt: chunk.startedAt, endedAt });
    });
  }
}
