/**
 * The decoder's own errors. Audio code knows nothing of HTTP: the one error mapping
 * (lib/error-handler.ts) answers them as 400 `invalid_audio` and 413 `audio_too_long`.
 * Messages are fixed sentences, never built from the upload.
 */
export class UndecodableAudioError extends Error {
  override readonly name = 'UndecodableAudioError';

  constructor(message = 'The uploaded file could not be decoded as audio.') {
    super(message);
  }
}

export class AudioTooLongError extends Error {
  override readonly name = 'AudioTooLongError';

  constructor(readonly maxSeconds: number) {
    super(`The audio is longer than the ${Math.round(maxSeconds / 60)} minute limit.`);
  }
}
