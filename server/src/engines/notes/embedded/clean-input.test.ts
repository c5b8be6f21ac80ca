import { describe, expect, it } from 'vitest';
import { inferRole } from './clean-input.js';

describe('speaker roles without labels', () => {
  it.each([
    // The clinician announcing an examination in the first person ("jag", "me") is not the patient.
    ['sv', 'nu ska jag känna på pulsen och mäta lite temp i örat', 'clinician'],
    ['sv', 'får jag titta i halsen', 'clinician'],
    ['en', 'let me have a look at that ankle', 'clinician'],
    ['nb', 'nå skal jeg lytte på lungene', 'clinician'],
    ['sv', 'bra jag tittar på datortomografin från akuten också', 'clinician'],
    ['sv', 'jag lyssnar på hjärtat det låter regelbundet', 'clinician'],
    ['da', 'jeg lytter på lungerne nu', 'clinician'],
    ['sv', 'jag är doktor från vårdcentralen vi har träffats förut', 'clinician'],
    ["en", "hi i'm doctor hansen one of the gps here", 'clinician'],
    ['sv', 'jag har haft ont i tre dagar', 'patient'],
    ['en', 'i have had a cough since monday', 'patient'],
  ] as const)('when [%s] "%s" is said, then it is the %s\'s', (language, sentence, role) => {
    expect(inferRole(sentence, language)).toBe(role);
  });
});
