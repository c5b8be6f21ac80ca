/**
 * Cuts a recording into self-contained audio files at pauses in speech. On each end of
 * speech the next recorder starts first and then the previous one stops, so the cut lies in
 * the pause and no audio falls between two files. Chunks without speech are dropped; a
 * chunk that reaches the cap is cut at the next quiet frame. Framework-free, so it can be
 * tested with fake recorders and driven by any voice-activity detector.
 */
export interface ChunkRecorder {
  start(): void;
  /** Stops and resolves with the whole recording as one file (header included). */
  stop(): Promise<Blob>;
}

export interface RecordedChunk {
  blob: Blob;
  /** Recording time (pauses excluded) at the chunk's start and end, in ms. */
  startedAt: number;
  endedAt: number;
}

export interface ChunkerOptions {
  createRecorder: () => ChunkRecorder;
  onChunk: (chunk: RecordedChunk) => void;
  /** A chunk this long is cut at the next quiet frame. */
  maxChunkMs: number;
  /** Recording time in ms; it must not advance while paused, or the cap would count the pause. */
  now: () => number;
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

  constructor(private readonly options: ChunkerOptions) {}

  get recording(): boolean {
    return this.current !== undefined;
  }

  start(): void {
    if (this.current) return;
    this.current = this.open(false);
  }

  /** Speech confirmed (not a misfire): the current chunk is worth keeping. */
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
    if (this.current && quiet && this.options.now() - this.current.startedAt >= this.options.maxChunkMs) this.cut();
  }

  /**
   * The clinician paused: the open chunk ends here (the user chose the cut), so what was said
   * so far is transcribed during the pause. `resume` opens the next chunk.
   */
  pause(): void {
    const open = this.current;
    this.current = undefined;
    this.speaking = false;
    if (open) this.finish(open);
  }

  resume(): void {
    this.start();
  }

  /** Stops recording; the last chunk is kept only if it holds speech. Resolves when all are handed out. */
  async stop(): Promise<void> {
    this.pause();
    await this.emitting;
  }

  private open(hadSpeech: boolean): OpenChunk {
    const recorder = this.options.createRecorder();
    recorder.start();
    return { recorder, startedAt: this.options.now(), hadSpeech };
  }

  private cut(): void {
    const previous = this.current;
    if (!previous) return;
    // Next first, then stop the previous: no audio falls between the two files.
    // Speech still going on (a cap cut) belongs to the next chunk too.
    this.current = this.open(this.speaking);
    this.finish(previous);
  }

  private finish(chunk: OpenChunk): void {
    const endedAt = this.options.now();
    const stopped = chunk.recorder.stop();
    this.emitting = this.emitting.then(async () => {
      const blob = await stopped.catch(() => undefined);
      if (blob && blob.size > 0 && chunk.hadSpeech) this.options.onChunk({ blob, startedAt: chunk.startedAt, endedAt });
    });
  }
}
