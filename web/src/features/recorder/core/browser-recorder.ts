import { CHUNKING } from '../../../config/options';
import type { RecordedChunk } from './chunker';
import { ConsultationRecorder } from './consultation-recorder';
import { openMicrophone, watchInputLevel } from './microphone';
import type { SileroVoiceDetectors } from './voice-detector';
import { createWebmRecorder } from './webm-recorder';

/** The recorder wired to the real browser: getUserMedia, Silero VAD, MediaRecorder webm/opus. */
export function createBrowserRecorder(onChunk: (chunk: RecordedChunk) => void, detectors: SileroVoiceDetectors): ConsultationRecorder {
  return new ConsultationRecorder({
    openStream: openMicrophone,
    createDetector: detectors.create,
    createRecorder: createWebmRecorder,
    watchLevel: watchInputLevel,
    maxChunkMs: CHUNKING.maxChunkMs,
    onChunk,
  });
}
