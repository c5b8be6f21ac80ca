/**
 * Audio decoding with ffmpeg, as a child process streaming 16 kHz mono PCM: audio is never
 * loaded whole into memory, and every format ffmpeg reads is accepted.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { AudioTooLongError, UndecodableAudioError } from './audio-errors.js';

export const SAMPLE_RATE = 16_000;

const require = createRequire(import.meta.url);

/** The ffmpeg shipped inside the npm registry package, so a fresh `npm install` can decode. */
export function bundledFfmpegPath(): string {
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export interface FfmpegOptions {
  /** Another ffmpeg than the bundled one (ANTECKNA_FFMPEG_PATH, e.g. Debian's). */
  ffmpegPath?: string;
  /** Most audio one file may decode to; longer throws `AudioTooLongError`. Default 180 minutes. */
  maxSeconds?: number;
}

/**
 * A few kilobytes of FLAC or Opus can decode to hours of audio: decoding stops here, so one
 * request cannot hold a core for minutes (ANTECKNA_MAX_AUDIO_MINUTES's default).
 */
export const DEFAULT_MAX_DECODE_SECONDS = 180 * 60;

const INPUT_ARGS = ['-hide_banner', '-nostdin', '-v', 'error'];

/**
 * ffmpeg processes at once in this process; more wait their turn, in order. Many uploads at
 * once must not start a decoder each and starve every request of CPU.
 */
export const MAX_CONCURRENT_DECODES = Math.max(2, os.availableParallelism() * 2);
let decodesRunning = 0;
const decodesWaiting: (() => void)[] = [];

/** Waits for a decoder slot (or the abort); call the returned function to give it back. */
async function decoderSlot(signal: AbortSignal): Promise<() => void> {
  if (decodesRunning >= MAX_CONCURRENT_DECODES) {
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        decodesWaiting.splice(decodesWaiting.indexOf(go), 1);
        reject(signal.reason as Error);
      };
      signal.throwIfAborted();
      decodesWaiting.push(go);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
  decodesRunning++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    decodesRunning--;
    decodesWaiting.shift()?.();
  };
}

/**
 * Starts ffmpeg with `args`, killed when `signal` aborts. `exited` resolves with the exit code
 * (rejects when ffmpeg cannot be started); `stderr()` is the end of what it wrote there.
 */
function startFfmpeg(args: string[], signal: AbortSignal, { ffmpegPath = bundledFfmpegPath() }: FfmpegOptions, stdout: 'pipe' | 'ignore') {
  const child = spawn(ffmpegPath, [...INPUT_ARGS, ...args], { stdio: ['ignore', stdout, 'pipe'] });
  const onAbort = () => child.kill('SIGKILL');
  signal.addEventListener('abort', onAbort, { once: true });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (d: string) => {
    stderr = (stderr + d).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  exited.catch(() => {}); // awaited by the caller; a spawn failure must not also be an unhandled rejection
  return {
    child,
    exited,
    stderr: () => stderr,
    /** Stops listening for the abort and kills ffmpeg if it still runs. */
    release: () => {
      signal.removeEventListener('abort', onAbort);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Decodes `path` and yields mono Float32 PCM at 16 kHz in blocks of about `blockSamples`.
 * Throws `UndecodableAudioError` when ffmpeg cannot read the file or it holds no audio.
 */
export async function* decodePcm(
  path: string,
  signal: AbortSignal,
  { blockSamples = SAMPLE_RATE * 5, maxSeconds = DEFAULT_MAX_DECODE_SECONDS, ...ffmpeg }: FfmpegOptions & { blockSamples?: number } = {},
): AsyncGenerator<Float32Array> {
  const maxSamples = maxSeconds * SAMPLE_RATE;
  const releaseSlot = await decoderSlot(signal);
  const { child, exited, release } = startFfmpeg(['-i', path, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', 'pipe:1'], signal, ffmpeg, 'pipe');

  const blockBytes = blockSamples * 4;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  try {
    for await (const data of child.stdout! as AsyncIterable<Buffer>) {
      pending.push(data);
      pendingBytes += data.length;
      while (pendingBytes >= blockBytes) {
        const all = Buffer.concat(pending, pendingBytes);
        total += blockSamples;
        if (total > maxSamples) throw new AudioTooLongError(maxSeconds);
        yield toFloat32(all.subarray(0, blockBytes));
        const rest = all.subarray(blockBytes);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    const code = await exited;
    signal.throwIfAborted();
    const tailBytes = pendingBytes - (pendingBytes % 4);
    if (code !== 0 && total + tailBytes === 0) throw new UndecodableAudioError();
    if (total + tailBytes === 0) throw new UndecodableAudioError('The uploaded file holds no audio.');
    if (tailBytes > 0) {
      const tail = toFloat32(Buffer.concat(pending, pendingBytes).subarray(0, tailBytes));
      yield total + tail.length < MIN_SAMPLES ? new Float32Array(MIN_SAMPLES) : tail;
    }
  } finally {
    release();
    releaseSlot();
  }
}

/**
 * Audio shorter than this (a few milliseconds, or a long header with almost no data) holds
 * no word, and speech models fail on it (Whisper's feature extractor needs about 13 ms, and
 * hallucinates on a click): it is decoded as this much silence, which transcribes as nothing.
 */
export const MIN_SAMPLES = SAMPLE_RATE / 10;

/** Copies into a fresh, aligned Float32Array (Buffer slices may be unaligned). */
function toFloat32(bytes: Buffer): Float32Array {
  const out = new Float32Array(bytes.length / 4);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/**
 * Re-encodes `inputPath` as 16 kHz mono FLAC at `outputPath`: a small, lossless, universally
 * accepted file for upstream engines, and a check that the input is decodable.
 * Returns the duration in seconds.
 */
export async function transcodeForUpstream(
  inputPath: string,
  outputPath: string,
  signal: AbortSignal,
  { maxSeconds = DEFAULT_MAX_DECODE_SECONDS, ...ffmpeg }: FfmpegOptions = {},
): Promise<number> {
  const releaseSlot = await decoderSlot(signal);
  // `-t` stops the encode just past the limit instead of after hours of audio.
  const { exited, stderr, release } = startFfmpeg(
    ['-stats', '-i', inputPath, '-vn', '-t', String(maxSeconds + 1), '-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'flac', '-y', outputPath],
    signal,
    ffmpeg,
    'ignore',
  );
  try {
    const code = await exited;
    signal.throwIfAborted();
    const times = [...stderr().matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
    const last = times.at(-1);
    const duration = last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
    if (code !== 0 || duration <= 0) throw new UndecodableAudioError();
    if (duration > maxSeconds) throw new AudioTooLongError(maxSeconds);
    return duration;
  } finally {
    release();
    releaseSlot();
  }
}
