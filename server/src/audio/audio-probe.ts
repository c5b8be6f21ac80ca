/**
 * In-process recognition of the audio containers an OpenAI-compatible server accepts as they
 * are. A chunk that is recognised here goes upstream untouched, with no ffmpeg process per
 * request; anything not recognised with confidence is left to ffmpeg, which decides.
 */
import fs from 'node:fs/promises';

export type UpstreamFormat = 'wav' | 'webm' | 'ogg' | 'mp3' | 'm4a' | 'flac';

export interface ProbedAudio {
  format: UpstreamFormat;
  mimeType: string;
  /** Known without decoding only for PCM WAV. */
  durationSec?: number;
}

const MIME: Record<UpstreamFormat, string> = {
  wav: 'audio/wav',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
};

/** How much of the file's start is read: the headers and the first frames of every format. */
const HEAD_BYTES = 64 * 1024;

/** Reads `length` bytes at `offset` (fewer at the end). */
type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/** The extension stored audio gets: its probed container, never the client's file name (`evil.sh`). */
export async function storedAudioExtension(file: string): Promise<UpstreamFormat | 'bin'> {
  return (await probeAudio(file))?.format ?? 'bin';
}

/**
 * Returns the container when the audio, a file or its bytes already in memory, is
 * well-formed audio of a known kind, else null.
 */
export async function probeAudio(source: string | Buffer): Promise<ProbedAudio | null> {
  if (Buffer.isBuffer(source)) {
    return probe(async (offset, length) => source.subarray(offset, offset + length), source.length);
  }
  const file = await fs.open(source, 'r');
  try {
    const { size } = await file.stat();
    return await probe(async (offset, length) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      await file.read(buf, 0, buf.length, offset);
      return buf;
    }, size);
  } finally {
    await file.close();
  }
}

async function probe(readAt: ReadAt, size: number): Promise<ProbedAudio | null> {
  const found = probeHead(await readAt(0, HEAD_BYTES), size) ?? (await probeMp4(readAt, size));
  return found ? { ...found, mimeType: MIME[found.format] } : null;
}

function probeHead(head: Buffer, size: number): Omit<ProbedAudio, 'mimeType'> | null {
  if (head.length < 12) return null;
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE') return probeWav(head, size);
  if (head.readUInt32BE(0) === 0x1a45dfa3) return probeWebm(head);
  if (head.toString('latin1', 0, 4) === 'OggS') return probeOgg(head);
  if (head.toString('latin1', 0, 4) === 'fLaC') return probeFlac(head);
  return probeMp3(head);
}

function probeWav(head: Buffer, size: number): Omit<ProbedAudio, 'mimeType'> | null {
  let offset = 12;
  let bytesPerSecond = 0;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const length = head.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= head.length) {
      const channels = head.readUInt16LE(offset + 10);
      const rate = head.readUInt32LE(offset + 12);
      bytesPerSecond = head.readUInt32LE(offset + 16);
      if (channels < 1 || channels > 8 || rate < 8000 || rate > 192_000 || bytesPerSecond === 0) return null;
    }
    if (id === 'data') {
      if (!bytesPerSecond) return null;
      // Streaming writers leave the length unset (0 or 0xFFFFFFFF): the file size tells.
      const available = size - offset - 8;
      const dataBytes = length > 0 && length <= available ? length : available;
      return dataBytes > 0 ? { format: 'wav', durationSec: dataBytes / bytesPerSecond } : null;
    }
    offset += 8 + length + (length % 2);
  }
  return null;
}

/** EBML header naming webm/matroska, then a Cluster holding at least one block of audio. */
function probeWebm(head: Buffer): Omit<ProbedAudio, 'mimeType'> | null {
  const docType = head.subarray(0, 64).toString('latin1');
  if (!docType.includes('webm') && !docType.includes('matroska')) return null;
  const cluster = head.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
  if (cluster < 0) return null;
  const afterCluster = head.subarray(cluster + 4);
  const hasBlock = afterCluster.includes(0xa3) || afterCluster.includes(0xa0);
  return hasBlock && afterCluster.length > 32 ? { format: 'webm' } : null;
}

/** Ogg with an Opus, Vorbis or FLAC stream and at least one page of audio after its headers. */
function probeOgg(head: Buffer): Omit<ProbedAudio, 'mimeType'> | null {
  const text = head.toString('latin1');
  const codec = text.includes('OpusHead') || text.includes('\x01vorbis') || text.includes('\x7fFLAC');
  const pages = text.split('OggS').length - 1;
  return codec && pages >= 3 ? { format: 'ogg' } : null;
}

function probeFlac(head: Buffer): Omit<ProbedAudio, 'mimeType'> | null {
  // STREAMINFO is the first metadata block: 4-byte header, then 34 bytes.
  if (head.length < 42 || (head[4]! & 0x7f) !== 0) return null;
  const rate = (head.readUInt32BE(18) >>> 12) & 0xfffff;
  return rate > 0 && head.length > 42 + 16 ? { format: 'flac' } : null;
}

// Layer III tables: MPEG-1, then MPEG-2 and 2.5 (the low sample rates speech is often saved at).
const MP3_BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = { 3: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000], 0: [11_025, 12_000, 8_000] };

/** Skips an ID3v2 tag, then needs two Layer III frames in a row. */
function probeMp3(head: Buffer): Omit<ProbedAudio, 'mimeType'> | null {
  let offset = 0;
  if (head.toString('latin1', 0, 3) === 'ID3' && head.length >= 10) {
    offset = 10 + ((head[6]! << 21) | (head[7]! << 14) | (head[8]! << 7) | head[9]!);
  }
  const first = mp3FrameLength(head, offset);
  if (!first) return null;
  return mp3FrameLength(head, offset + first) ? { format: 'mp3' } : null;
}

function mp3FrameLength(buf: Buffer, offset: number): number | null {
  if (offset + 4 > buf.length) return null;
  const header = buf.readUInt32BE(offset);
  const version = (header >>> 19) & 3;
  const layer3 = ((header >>> 17) & 3) === 1;
  if (header >>> 21 !== 0x7ff || !layer3 || version === 1) return null;
  const bitrate = (version === 3 ? MP3_BITRATES_KBPS.mpeg1 : MP3_BITRATES_KBPS.mpeg2)[(header >>> 12) & 0xf];
  const rate = MP3_RATES[version]![(header >>> 10) & 3];
  if (!bitrate || !rate) return null;
  const padding = (header >>> 9) & 1;
  return Math.floor(((version === 3 ? 144_000 : 72_000) * bitrate) / rate) + padding;
}

/** MP4/M4A: an `ftyp` box, then `moov` and `mdat` among the top-level boxes, wherever they are. */
async function probeMp4(readAt: ReadAt, size: number): Promise<Omit<ProbedAudio, 'mimeType'> | null> {
  const seen = new Set<string>();
  let offset = 0;
  for (let boxes = 0; offset + 8 <= size && boxes < 64; boxes++) {
    const box = await readAt(offset, 16);
    if (box.length < 8) return null;
    const type = box.toString('latin1', 4, 8);
    if (boxes === 0 && type !== 'ftyp') return null;
    let length = box.readUInt32BE(0);
    if (length === 1 && box.length === 16) length = Number(box.readBigUInt64BE(8));
    else if (length === 0) length = size - offset;
    if (length < 8) return null;
    seen.add(type);
    offset += length;
  }
  return seen.has('moov') && seen.has('mdat') && offset <= size ? { format: 'm4a' } : null;
}
