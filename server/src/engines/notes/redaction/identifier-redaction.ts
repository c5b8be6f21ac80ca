/**
 * Finds direct identifiers in free text (Swedish personal identity and coordination numbers,
 * phone numbers, e-mail addresses), swaps each for a placeholder such as `[PHONE_1]`, and
 * puts the originals back into text that comes back with the placeholders in it.
 */
import Personnummer from 'personnummer';

export type IdentifierKind = 'PERSONAL_ID' | 'PHONE' | 'EMAIL';

/** Twelve or ten digits, a separator (-, + for the over-100s, or a space) allowed before the last four. */
const IDENTITY_NUMBER = /(?<![\d\w])(?:\d{2})?\d{6}\s?[-+]?\s?\d{4}(?![\d\w])/g;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu;
/** A number dialled in Sweden (leading 0) or abroad (+ or 00), spaces, dashes or one bracketed area code between digits. */
const PHONE = /(?<![\w+])(?:\+|00|0)\(?\d(?:[\s-]?\(?\)?\d){6,13}(?![\w])/g;
const PLACEHOLDER = /\[?\b(PERSONAL_ID|PHONE|EMAIL)_(\d{1,4})\b\]?/g;

export class IdentifierRedactor {
  private readonly byValue = new Map<string, string>();
  private readonly byPlaceholder = new Map<string, string>();
  private readonly counts: Record<IdentifierKind, number> = { PERSONAL_ID: 0, PHONE: 0, EMAIL: 0 };

  /** `text` with every identifier found replaced; the same value always gets the same placeholder. */
  redact(text: string): string {
    return text
      .replace(EMAIL, (match) => this.placeholder('EMAIL', match))
      .replace(IDENTITY_NUMBER, (match) => (Personnummer.valid(match.replace(/\s/g, '')) ? this.placeholder('PERSONAL_ID', match) : match))
      .replace(PHONE, (match) => {
        const digits = match.replace(/\D/g, '').length;
        return digits >= 8 && digits <= 15 ? this.placeholder('PHONE', match) : match;
      });
  }

  /** `text` with the placeholders this redactor made put back; other bracketed words are left alone. */
  restore(text: string): string {
    return text.replace(PLACEHOLDER, (match, kind: string, n: string) => this.byPlaceholder.get(`[${kind}_${n}]`) ?? match);
  }

  private placeholder(kind: IdentifierKind, value: string): string {
    const key = `${kind}:${value.replace(/[\s()-]/g, '').toLowerCase()}`;
    let placeholder = this.byValue.get(key);
    if (!placeholder) {
      placeholder = `[${kind}_${++this.counts[kind]}]`;
      this.byValue.set(key, placeholder);
      this.byPlaceholder.set(placeholder, value);
    }
    return placeholder;
  }
}
