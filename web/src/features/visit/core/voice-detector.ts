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

// The detector for the next visit, loaded ahead of the click: loading the model and the wasm
// takes a second or two, and speech in that time must not go undetected.
let next: Promise<MicVAD> | undefined;
let events: VoiceEvents | undefined;
let stream: MediaStream | undefined;

function load(): Promise<MicVAD> {
  const started = performance.now();
  return MicVAD.new({
    model: 'v5',
    baseAssetPath: '/vad/',
    onnxWASMBasePath: '/ort/',
    startOnLoad: false,
    getStream: async () => stream!,
    pauseStream: async () => {},
    resumeStream: async () => stream!,
    positiveSpeechThreshold: 0.5,
    negativeSpeechThreshold: NEGATIVE_THRESHOLD,
    redemptionMs: CHUNKING.pauseMs,
    minSpeechMs: 250,
    preSpeechPadMs: 300,
    submitUserSpeechOnPause: false,
    onSpeechRealStart: () => events?.onSpeechStart(),
    onSpeechEnd: () => events?.onSpeechEnd(),
    onFrameProcessed: (probabilities) => events?.onFrame(probabilities.isSpeech < NEGATIVE_THRESHOLD),
  }).then((vad) => {
    performance.mark('anteckna:vad-ready', { detail: { loadMs: performance.now() - started } });
    return vad;
  });
}

/** Starts loading the detector (model, worklet, onnxruntime wasm, all served by our app). */
export function preloadVoiceDetector(): void {
  next ??= load().catch((error: unknown) => {
    next = undefined;
    throw error;
  });
}

/**
 * Silero v5 voice-activity detection on the shared microphone stream. A pause counts after
 * `CHUNKING.pauseMs` of silence (the detector works in 32 ms frames).
 */
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
