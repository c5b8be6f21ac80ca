import type { MicVAD } from '@ricky0123/vad-web';
import { CHUNKING } from '../../../config/options';
import type { VoiceDetector, VoiceEvents } from './consultation-recorder';

/**
 * Below this speech probability a frame counts as quiet. Close under the positive threshold, so
 * the probability tail after a word soon counts and a 500 ms pause is seen as one (frames between
 * the two thresholds neither count towards the pause nor reset it).
 */
const NEGATIVE_THRESHOLD = 0.4;

/** What a loaded detector reports to: set when a visit takes the detector. */
interface Binding {
  stream?: MediaStream;
  events?: VoiceEvents;
}

async function load(binding: Binding): Promise<MicVAD> {
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
    getStream: async () => binding.stream!,
    pauseStream: async () => {},
    resumeStream: async () => binding.stream!,
    positiveSpeechThreshold: 0.5,
    negativeSpeechThreshold: NEGATIVE_THRESHOLD,
    // vad-web 0.0.31 takes milliseconds and counts whole 32 ms frames: 15 quiet frames (480 ms) after
    // the probability has fallen, which in practice is 500 ms or more after the last sound.
    redemptionMs: CHUNKING.pauseMs,
    minSpeechMs: 250,
    preSpeechPadMs: 300,
    submitUserSpeechOnPause: false,
    onSpeechRealStart: () => binding.events?.onSpeechStart(),
    onSpeechEnd: () => binding.events?.onSpeechEnd(),
    onVADMisfire: () => {},
    onFrameProcessed: (probabilities) => binding.events?.onFrame(probabilities.isSpeech < NEGATIVE_THRESHOLD),
  });
  // Read by bench/web-app.ts: how long the model, worklet and wasm take to be ready.
  performance.mark('anteckna:vad-ready', { detail: { loadMs: performance.now() - started } });
  return vad;
}

/**
 * Silero v5 voice-activity detectors on the shared microphone stream (model, worklet and
 * onnxruntime wasm, all served by our app). The detector for the next visit is loaded ahead of
 * the click: loading takes a second or two, and speech in that time must not go undetected.
 */
export class SileroVoiceDetectors {
  private next?: Promise<{ vad: MicVAD; binding: Binding }>;

  /** Starts loading the next detector, unless one is loading or loaded. */
  preload(): void {
    if (this.next) return;
    const binding: Binding = {};
    this.next = load(binding).then(
      (vad) => ({ vad, binding }),
      (error: unknown) => {
        this.next = undefined;
        throw error;
      },
    );
  }

  /** Releases a detector that was loaded but never taken. */
  dispose(): void {
    const unused = this.next;
    this.next = undefined;
    void unused?.then(({ vad }) => vad.destroy(), () => {});
  }

  /** The preloaded detector, on `micStream`, reporting to `handlers` (RecorderDevices.createDetector). */
  readonly create = async (micStream: MediaStream, handlers: VoiceEvents): Promise<VoiceDetector> => {
    this.preload();
    const { vad, binding } = await this.next!;
    this.next = undefined;
    binding.stream = micStream;
    binding.events = handlers;
    return {
      start: () => vad.start(),
      pause: () => vad.pause(),
      destroy: async () => {
        binding.events = undefined;
        await vad.destroy();
        this.preload();
      },
    };
  };
}
