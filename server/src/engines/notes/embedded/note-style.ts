/**
 * Rewrites spoken sentences into record style where a simple rule is safe: the patient's
 * first person becomes third person without a subject ("I have had a cough" -> "Has had a
 * cough"), the clinician's "I will prescribe" becomes "Prescribe", "your temperature" becomes
 * "Temperature". Numbers, doses and durations are never touched.
 */
import { capitalise, ensurePeriod } from './text.js';

type Rule = [RegExp, string];

const RULES: Rule[] = [
  // English
  [/^(?:yes|yeah|no|well|so|okay|ok|um|uh)[,.]?\s+/i, ''],
  [/^i have had\b/i, 'has had'], [/^i've had\b/i, 'has had'], [/^i have been\b/i, 'has been'], [/^i've been\b/i, 'has been'],
  [/^i have\b/i, 'has'], [/^i've\b/i, 'has'], [/^i am\b/i, 'is'], [/^i'm\b/i, 'is'], [/^i was\b/i, 'was'], [/^i had\b/i, 'had'],
  [/^i feel\b/i, 'feels'], [/^i get\b/i, 'gets'], [/^i take\b/i, 'takes'], [/^i took\b/i, 'took'], [/^i can't\b/i, 'cannot'], [/^i cannot\b/i, 'cannot'],
  [/^i (?:will|'ll) (?:also )?(?:write|give)\b/i, 'writes'], [/^i (?:will|'ll) (?:also )?(\w+)/i, '$1'], [/^we (?:will|'ll) (?:also )?(\w+)/i, '$1'],
  [/^(?:your|the) /i, ''], [/^you should\b/i, 'should'], [/^you need to\b/i, 'needs to'], [/^you have\b/i, 'has'],
  [/\bmy\b/gi, 'the'],
  // Swedish
  [/^(?:ja|nej|jo|jaha|okej|precis|mm)[,.]?\s+/i, ''],
  [/^jag har haft\b/i, 'har haft'], [/^jag har\b/i, 'har'], [/^jag är\b/i, 'är'], [/^jag var\b/i, 'var'], [/^jag känner\b/i, 'känner'],
  [/^jag tar\b/i, 'tar'], [/^jag tog\b/i, 'tog'], [/^jag får\b/i, 'får'], [/^jag kan inte\b/i, 'kan inte'],
  [/^jag (?:ska|kommer att) (?:också )?(\p{L}+)/iu, '$1'], [/^vi (?:ska|kommer att) (?:också )?(\p{L}+)/iu, '$1'],
  [/^(?:jag|vi) (?:också )?(\p{L}+r)\b/iu, '$1'],
  [/^(?:din|ditt|dina) /i, ''], [/^du (?:ska|bör)\b/i, 'bör'], [/^du har\b/i, 'har'],
  // Norwegian / Danish
  [/^jeg har hatt\b/i, 'har hatt'], [/^jeg har haft\b/i, 'har haft'], [/^jeg har\b/i, 'har'], [/^jeg er\b/i, 'er'], [/^jeg føler\b/i, 'føler'],
  // German
  [/^ich habe seit\b/i, 'seit'], [/^ich habe\b/i, 'hat'], [/^ich bin\b/i, 'ist'], [/^ich hatte\b/i, 'hatte'], [/^ich nehme\b/i, 'nimmt'],
  [/^(?:ihr|ihre|ihren|dein|deine) /i, ''],
  // Finnish
  [/^minulla on ollut\b/i, 'on ollut'], [/^minulla on\b/i, 'on'],
];

export function toRecordStyle(sentence: string): string {
  let text = sentence.trim();
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return ensurePeriod(capitalise(text.trim()));
}

/** The reason for visit as a short phrase: "Has had a sore throat for three days." -> "Sore throat for three days". */
export function toCause(sentence: string): string {
  const styled = toRecordStyle(sentence)
    .replace(/^(?:has had|has been having|has|is having|har haft|har|hat|on ollut|on|har hatt)\s+(?:an?\s+|en\s+|ett\s+)?/i, '')
    .replace(/^(?:comes because of|comes with|comes for|presents with|söker för|söker på grund av|kommer på grund av|kommer för)\s+/i, '')
    .replace(/[.!]+$/, '');
  const short = styled.length > 140 ? `${styled.slice(0, 137).replace(/\s+\S*$/, '')}…` : styled;
  return capitalise(short);
}
