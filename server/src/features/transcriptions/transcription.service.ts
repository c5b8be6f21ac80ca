import type { Language } from '../../contract/api.schema.js';
import type { AudioFile, Transcriber, Transcription } from '../../engines/speech/transcriber.js';
import { AppError } from '../../lib/app-error.js';

/** Runs the speech engine after checking that it can transcribe the requested language. */
export class TranscriptionService {
  constructor(private readonly transcriber: Transcriber) {}

  get engine(): Transcriber {
    return this.transcriber;
  }

  /** Throws 400 `invalid_field` when the engine cannot transcribe `language`. */
  checkLanguage(language: Language, field = 'language'): void {
    if (this.transcriber.languages.includes(language)) return;
    const supported = this.transcriber.languages.join(', ');
    const embedded = this.transcriber.name.startsWith('embedded');
    throw new AppError(
      400,
      'invalid_field',
      embedded
        ? `The field '${field}' is '${language}', but the embedded speech engine transcribes English only (en). ` +
            'To transcribe other languages, configure an OpenAI-compatible speech server: set ANTECKNA_STT=openai, ' +
            'ANTECKNA_STT_URL (e.g. a server running KB-Whisper for Swedish) and ANTECKNA_STT_MODEL.'
        : `The field '${field}' is '${language}', which the speech engine does not support (supported: ${supported}).`,
    );
  }

  async transcribe(audio: AudioFile, language: Language, signal: AbortSignal): Promise<Transcription> {
    this.checkLanguage(language);
    return this.transcriber.transcribe({ audio, language, signal });
  }
}
