import type { Language } from '../../contract/api.schema.js';
import type { AudioFile, Transcriber, Transcription } from '../../engines/speech/transcriber.js';
import { AppError } from '../../lib/app-error.js';

/** Runs the speech engine after checking that it can transcribe the requested language. */
export class TranscriptionService {
  constructor(private readonly transcriber: Transcriber) {}

  /** Throws 400 `invalid_field` when the engine cannot transcribe `language`. */
  checkLanguage(language: Language, field = 'language'): void {
    if (this.transcriber.languages.includes(language)) return;
    const supported = this.transcriber.languages.join(', ');
    throw new AppError(
      400,
      'invalid_field',
      `The field '${field}' is '${language}', which the speech engine ${this.transcriber.name} does not transcribe (supported: ${supported}). ` +
        'For other languages use the default embedded engine (ANTECKNA_STT=embedded, ANTECKNA_STT_EMBEDDED_MODEL=small) or an ' +
        'OpenAI-compatible speech server (ANTECKNA_STT=openai, ANTECKNA_STT_URL, ANTECKNA_STT_MODEL).',
    );
  }

  /** `field` names the request field that chose the language, for the 400 when the engine cannot transcribe it. */
  async transcribe(audio: AudioFile, language: Language, signal: AbortSignal, field = 'language'): Promise<Transcription> {
    this.checkLanguage(language, field);
    return this.transcriber.transcribe({ audio, language, signal });
  }
}
