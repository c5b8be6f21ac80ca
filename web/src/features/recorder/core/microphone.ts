/** Access to the microphone, with the failures a clinician (or IT) can fix told apart. */
export type MicrophoneProblem = 'blocked' | 'no-device' | 'busy' | 'insecure' | 'other';

export class MicrophoneError extends Error {
  constructor(
    readonly problem: MicrophoneProblem,
    message: string,
  ) {
    super(message);
    this.name = 'MicrophoneError';
  }
}

export async function openMicrophone(): Promise<MediaStream> {
  // Browsers hide getUserMedia on plain http other than localhost.
  if (!window.isSecureContext) throw new MicrophoneError('insecure', 'Recording needs https or localhost.');
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('other', 'This browser cannot record audio.');
  try {
    return await navigator.mediaDevices.getUserMedia({
      // Browser voice processing is tuned for calls and its artefacts cost the speech model words.
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: true, channelCount: 1 },
    });
  } catch (error) {
    const name = (error as DOMException).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') throw new MicrophoneError('blocked', (error as Error).message);
    if (name === 'NotFoundError' || name === 'OverconstrainedError') throw new MicrophoneError('no-device', (error as Error).message);
    if (name === 'NotReadableError' || name === 'AbortError') throw new MicrophoneError('busy', (error as Error).message);
    throw new MicrophoneError('other', (error as Error).message);
  }
}

/** Calls `onLevel` (0..1) about 10 times a second with the input's loudness. Returns a stop function. */
export function watchInputLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const s of samples) sum += s * s;
    const rms = Math.sqrt(sum / samples.length);
    onLevel(Math.min(1, rms * 6));
  }, 100);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void context.close();
  };
}
