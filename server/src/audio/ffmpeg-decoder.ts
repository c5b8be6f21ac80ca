/**
 * Audio decoding with ffmpeg, as a child process streaming 16 kHz mono PCM: audio is never
 * loaded whole into memory, and every format ffmpeg reads is accepted.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { invalidAudio } from '../lib/app-error.js';

export const SAMPLE_RATE = 16_000;

const require = createRequire(import.meta.url);

/** The ffmpeg shipped inside the npm registry package, so a fresh `npm install` can decode. */
export function bundledFfmpegPath(): string {
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

let ffmpegPath = bundledFfmpegPath();
/** Lets configuration point at another ffmpeg (e.g. Debian's). */
export function setFfmpegPath(path: string): void {
  ffmpegPath = path;
}

const INPUT_ARGS = ['-hide_banner', '-nostdin', '-v', 'error'];

/**
 * Decodes `path` and yields mono Float32 PCM at 16 kHz in blocks of about `blockSamples`.
 * Throws `invalid_audio` when ffmpeg cannot read the file or it holds no audio.
 */
export async function* decodePcm(
  path: string,
  signal: AbortSignal,
  blockSamples = SAMPLE_RATE * 5,
): AsyncGenerator<Float32Array> {
  const child = spawn(
    ffmpegPath,
    [...INPUT_ARGS, '-i', path, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f32le', 'pipe:1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const onAbort = () => child.kill('SIGKILL');
  signal.addEventListener('abort', onAbort, { once: true });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    if (stderr.length < 4000) stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));

  const blockBytes = blockSamples * 4;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  try {
    for await (const data of child.stdout as AsyncIterable<Buffer>) {
      pending.push(data);
      pendingBytes += data.length;
      while (pendingBytes >= blockBytes) {
        const all = Buffer.concat(pending, pendingBytes);
        yield toFloat32(all.subarray(0, blockBytes));
        total += blockSamples;
        const rest = all.subarray(blockBytes);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    const code = await exited;
    signal.throwIfAborted();
    const tailBytes = pendingBytes - (pendingBytes % 4);
    if (tailBytes > 0) {
      yield toFloat32(Buffer.concat(pending, pendingBytes).subarray(0, tailBytes));
      total += tailBytes / 4;
    }
    if (code !== 0 && total === 0) throw invalidAudio();
    if (total === 0) throw invalidAudio('The uploaded file holds no audio.');
  } finally {
    signal.removeEventListener('abort', onAbort);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** Copies into a fresh, aligned Float32Array (Buffer slices may be unaligned). */
function toFloat32(bytes: Buffer): Float32Array {
  const out = new Float32Array(bytes.length / 4);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/** Decodes all of `path` into one Float32Array; for short audio such as a chunk. */
export async function decodePcmWhole(path: string, signal: AbortSignal): Promise<Float32Array> {
  const blocks: Float32Array[] = [];
  let length = 0;
  for await (const block of decodePcm(path, signal)) {
    blocks.push(block);
    length += block.length;
  }
  const out = new Float32Array(length);
  let offset = 0;
  for (const block of blocks) {
    out.set(block, offset);
    offset += block.length;
  }
  return out;
}

/**
 * Re-encodes `inputPath` as 16 kHz mono FLAC at `outputPath`: a small, lossless, universally
 * accepted file for upstream engines, and a check that the input is decodable.
 * Returns the duration in seconds.
 */
export async function transcodeForUpstream(inputPath: string, outputPath: string, signal: AbortSignal): Promise<number> {
  const child = spawn(
    ffmpegPath,
    [...INPUT_ARGS, '-stats', '-i', inputPath, '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'flac', '-y', outputPath],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const onAbort = () => child.kill('SIGKILL');
  signal.addEventListener('abort', onAbort, { once: true });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    stderr = (stderr + d).slice(-2000);
  });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    signal.throwIfAborted();
    const times = [...stderr.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
    const last = times.at(-1);
    const duration = last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
    if (code !== 0 || duration <= 0) throw invalidAudio();
    return duration;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
