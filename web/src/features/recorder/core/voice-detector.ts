import type { MicVAD } from '@ricky0123/vad-web';
import { CHUNKING } from '../../../config/options';
import type { VoiceDetector, VoiceEvents } from './consultation-recorder';

/**
 * Below this speech probability a frame counts as quiet. Close under the positive threshold, so
 * the probability tail after a word soon counts and a 500 ms pause is seen as one (frames between
 * the two thresholds neither count towards the pause nor reset it).
 */
const NEGATIVE_THRESHOLD = 0.4;

// The detector for the next visit is loaded ahead of the click: loading the model and the wasm
// takes a second or two, and speech in that time must not go undetected.
let next: Promise<MicVAD> | undefined;
let events: VoiceEvents | undefined;
let stream: MediaStream | undefined;

async function load(): Promise<MicVAD> {
  const started = performance.now();
  // Its own chunk: onnxruntime-web is most of the script, and the first screen does not need it.
  const { MicVAD } = await import('@ricky0123/vad-web');
  const vad = await MicVAD.new({
    model: 'v5',
    // Served by our own app (vite-plugin-static-copy), never a CDN: clinics work offline.
    baseAssetPath: '/vad/',
    onnxWASMBasePath: '/ort/',
    startOnLoad: false,
    // One microphone stream, shared with the recorder and the level meter; the recorder owns it.
    getStream: async () => stream!,
    pauseStream: async () => {},
    resumeStream: async () => stream!,
    positiveSpeechThreshold: 0.5,
    negativeSpeechThreshold: NEGATIVE_THRESHOLD,
    // vad-web 0.0.31 takes milliseconds and counts whole 32 ms frames: 15 quiet frames (480 ms) after
    // the probability has fallen, which in practice is 500 ms or more after the last sound.
    redemptionMs: CHUNKING.pauseMs,
    minSpeechMs: 250,
    preSpeechPadMs: 300,
    submitUserSpeechOnPause: false,
    onSpeechRealStart: () => events?.onSpeechStart(),
    onSpeechEnd: () => events?.onSpeechEnd(),
    onVADMisfire: () => {},
    onFrameProcessed: (probabilities) => events?.onFrame(probabilities.isSpeech < NEGATIVE_THRESHOLD),
  });
  // Read by bench/web-app.ts: how long the model, worklet and wasm take to be ready.
  performance.mark('anteckna:vad-ready', { detail: { loadMs: performance.now() - started } });
  return vad;
}

/** Starts loading the detector (model, worklet, onnxruntime wasm, all served by our app). */
export function preloadVoiceDetector(): void {
  next ??= load().catch((error: unknown) => {
    next = undefined;
    throw error;
  });
}

/** Silero v5 voice-activity detection on the shared microphone stream. */
export async function createVoiceDetector(micStream: MediaStream, handlers: VoiceEvents): Promise<VoiceDetector> {
  preloadVoiceDetector();
  const vad = await next!;
  next = undefined;
  stream = micStream;
  events = handlers;
  return {
    start: () => vad.start(),
    pause: () => vad.pause(),
    destroy: async () => {
      events = undefined;
      await vad.destroy();
      preloadVoiceDetector();
    },
  };
}
