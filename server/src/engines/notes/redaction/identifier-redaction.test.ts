import { describe, expect, it } from 'vitest';
import { IdentifierRedactor } from './identifier-redaction.js';

describe('identifier redaction', () => {
  it.each([
    ['a personnummer with century and dash', 'Patient 19121212-1212 kommer för', 'Patient [PERSONAL_ID_1] kommer för'],
    ['a ten-digit personnummer', 'pnr 121212-1212.', 'pnr [PERSONAL_ID_1].'],
    ['a personnummer without separator', 'id 191212121212 noterat', 'id [PERSONAL_ID_1] noterat'],
    ['a samordningsnummer (day + 60)', 'samordningsnummer 121272-1219', 'samordningsnummer [PERSONAL_ID_1]'],
    ['a mobile number', 'ring 070-123 45 67 i morgon', 'ring [PHONE_1] i morgon'],
    ['an international number', 'nås på +46 70 123 45 67.', 'nås på [PHONE_1].'],
    ['a Stockholm number', 'tel 08-123 456 78', 'tel [PHONE_1]'],
    ['an e-mail address', 'mejla anna.andersson@example.se idag', 'mejla [EMAIL_1] idag'],
  ])('when the text holds %s, then it is replaced by a placeholder', (_what, text, redacted) => {
    expect(new IdentifierRedactor().redact(text)).toBe(redacted);
  });

  it.each([
    ['a number failing the check digit', 'nummer 121212-1213'],
    ['a date', 'sedan 2024-01-15'],
    ['a blood pressure and doses', 'BT 140/90, 0,5 mg x 2, temp 38,5'],
    ['a short number', 'rum 0123'],
  ])('when the text holds %s, then it is left as it is', (_what, text) => {
    expect(new IdentifierRedactor().redact(text)).toBe(text);
  });

  it('when the same value comes twice, then it gets the same placeholder, and restore puts every original back', () => {
    const redactor = new IdentifierRedactor();
    const text = 'Anna 19121212-1212, tel 0701234567, anna@example.se. Igen: 19121212-1212 och 070 123 45 67.';
    const redacted = redactor.redact(text);
    expect(redacted).toBe('Anna [PERSONAL_ID_1], tel [PHONE_1], [EMAIL_1]. Igen: [PERSONAL_ID_1] och [PHONE_1].');
    expect(redactor.restore('Kontakt [PHONE_1] eller EMAIL_1; pnr [PERSONAL_ID_1]; okänd [PHONE_7].')).toBe(
      'Kontakt 0701234567 eller anna@example.se; pnr 19121212-1212; okänd [PHONE_7].',
    );
  });
});
