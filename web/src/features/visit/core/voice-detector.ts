import { MicVAD } from '@ricky0123/vad-web';
import { CHUNKING } from '../../../config/options';

export interface VoiceEvents {
  onSpeechStart(): void;
  onSpeechEnd(): void;
  onFrame(quiet: boolean): void;
}

export interface VoiceDetector {
  start(): Promise<void>;
  pause(): Promise<void>;
  destroy(): Promise<void>;
}

const NEGATIVE_THRESHOLD = 0.35;

/**
 * Silero v5 voice-activity detection on the shared microphone stream, with the model, its
 * worklet and onnxruntime's wasm served by our own app. A pause counts after
 * `CHUNKING.pauseMs` of silence (the detector works in 32 ms frames).
 */
export async function createVoiceDetector(stream: MediaStream, events: VoiceEvents): Promise<VoiceDetector> {
  const started = performance.now();
  const vad = await MicVAD.new({
    model: 'v5',
    baseAssetPath: '/vad/',
    onnxWASMBasePath: '/ort/',
    startOnLoad: false,
    getStream: async () => stream,
    pauseStream: async () => {},
    resumeStream: async () => stream,
    positiveSpeechThreshold: 0.5,
    negativeSpeechThreshold: NEGATIVE_THRESHOLD,
    redemptionMs: CHUNKING.pauseMs,
    minSpeechMs: 250,
    preSpeechPadMs: 300,
    submitUserSpeechOnPause: false,
    onSpeechRealStart: () => events.onSpeechStart(),
    onSpeechEnd: () => events.onSpeechEnd(),
    onFrameProcessed: (probabilities) => events.onFrame(probabilities.isSpeech < NEGATIVE_THRESHOLD),
  });
  performance.mark('anteckna:vad-ready', { detail: { loadMs: performance.now() - started } });
  return { start: () => vad.start(), pause: () => vad.pause(), destroy: () => vad.destroy() };
}
