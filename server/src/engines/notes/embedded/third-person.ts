/**
 * English speech in the record's third person. The patient's "I have had a cough for
 * three days" becomes "She has had a cough for three days"; the clinician's "your knee is
 * swollen" becomes "Her knee is swollen" and "I'm going to order an x-ray" becomes "We will
 * order an x-ray". Verbs agree by rule (take -> takes); past forms, numbers, doses and
 * durations are never touched, so no word is invented.
 */
import type { Role } from './clean-input.js';

export type Pronoun = 'she' | 'he' | 'they';

const FORMS: Record<Pronoun, { subject: string; object: string; possessive: string; reflexive: string; be: string; have: string; was: string }> = {
  she: { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself', be: 'is', have: 'has', was: 'was' },
  he: { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself', be: 'is', have: 'has', was: 'was' },
  // Without a pronoun in the visit: "the patient has", "their knee".
  they: { subject: 'the patient', object: 'the patient', possessive: 'their', reflexive: 'themselves', be: 'is', have: 'has', was: 'was' },
};

/** Words after "I"/"you" that are not a present-tense verb to conjugate. */
const KEEP_AS_IS = new Set([
  'was', 'were', 'had', 'did', 'could', 'would', 'should', 'might', 'must', 'may', 'will', 'can', 'shall', 'also', 'just', 'really', 'still', 'usually', 'always', 'never',
  'sometimes', 'often', 'only', 'even', 'actually', 'definitely', 'probably', 'already', 'kind', 'sort', 'guess', 'went', 'got', 'took', 'saw', 'felt', 'fell', 'hurt', 'came',
  'thought', 'made', 'told', 'said', 'gave', 'put', 'ran', 'began', 'broke', 'ate', 'drank', 'slept', 'woke', 'left', 'lost', 'kept', 'found', 'heard', 'knew', 'let', 'set',
  'cut', 'hit', 'quit', 'read', 'spent', 'sent', 'brought', 'bought', 'caught', 'taught', 'became', 'forgot', 'wore', 'rode', 'drove', 'wrote', 'stood', 'sat', 'tore',
  'not', 'and', 'or', 'but', 'to', 'a', 'the', 'mean', 'know',
  // Not verbs: "are you able to" -> "is she able to", not "ables".
  'able', 'unable', 'okay', 'ok', 'sure', 'alright', 'fine', 'ready', 'all', 'both', 'almost', 'nearly', 'barely', 'hardly', 'recently', 'finally', 'first', 'then', 'ever',
  'once', 'initially', 'later', 'originally', 'eventually', 'currently', 'still', 'too', 'guys',
]);
const ADVERBS = new Set(['also', 'just', 'really', 'still', 'usually', 'always', 'never', 'sometimes', 'often', 'only', 'even', 'actually', 'definitely', 'probably', 'already', 'generally', 'normally', 'mostly', 'occasionally', 'almost', 'nearly', 'barely', 'hardly', 'recently', 'finally', 'first', 'then', 'ever', 'once', 'initially', 'later', 'originally', 'eventually', 'currently']);

/** Verbs that end like an adverb: "I apply", "I rely". */
const LY_VERBS = new Set(['apply', 'reply', 'supply', 'multiply', 'rely', 'fly', 'ally', 'comply', 'imply', 'bully']);
/** "Immediately", "finally", "slowly": an adverb before the verb, not a verb ("immediatelies"). */
function isAdverb(word: string): boolean {
  return ADVERBS.has(word) || (word.length > 4 && word.endsWith('ly') && !LY_VERBS.has(word));
}

/** take -> takes, go -> goes, try -> tries, have -> has; past and irregular forms stay. */
export function thirdPersonVerb(verb: string, plural: boolean): string {
  if (plural || KEEP_AS_IS.has(verb) || isAdverb(verb) || !/^[a-z]+$/.test(verb) || verb.endsWith('ed') || verb.endsWith('ing') || verb.length < 2) return verb;
  if (verb === 'have') return 'has';
  if (verb === 'do') return 'does';
  if (verb === 'am' || verb === 'are') return 'is';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const CLINICIAN_FUTURE = /\b(?:(?:i'm|i am|we're|we are)\s+(?:also\s+|just\s+|actually\s+)*(?:going to|gonna)|i'll|i will|we'll|we will|i (?:also |do |just |really )*want to|we (?:also |do |just |really )*want to|i'd like to|i would like to|let's|let us|i need to|we need to)\s+(?:go ahead and\s+|also\s+|just\s+|actually\s+)*/gi;

/**
 * What the clinician says before the fact ("I know that she had a colonoscopy", "I see here
 * that", "I'm glad to hear that", "It sounds like she is doing well") is not the record's; a
 * finding said in the first person is written as found ("I do appreciate a murmur" -> "a
 * murmur"); a denied one keeps its "I don't" so the denial is never lost.
 */
const CLINICIAN_LEADS: [RegExp, string][] = [
  [/(^|[,;]\s*)(?:(?:i|we) (?:also |do )?(?:know|see|understand|notice|noticed)(?: here)?|(?:i'm|i am) (?:glad|happy|sorry) to hear|glad to hear|good to hear|sorry to hear|(?:it )?(?:sounds|looks) like(?= (?:she|he|they|you|we|it|this|that|there|your|her|his|their|the patient)\b))(?: that)?,?\s+(?=[a-z0-9])/gi, '$1'],
  [/(^|[,;]\s*|\b(?:but|and)\s+)i (?:do |can |also )?(?:appreciate|hear|note) (?!(?:you|that|what|from|about|it|this|the patient)\b)/gi, '$1'],
  // "For his first problem, I think he has..." is the assessment as the record says it; "I don't think" keeps its denial.
  [/([,;]\s*|\b(?:and|but|so)\s+)i (?:think|believe)(?: that)? (?=(?:she|he|they|it|this|that|we|you|your|the|there)\b)/gi, '$1'],
  // "Let me examine you, blood pressure 128 over 82": the examination announced before what it found.
  [/(^|[,.;]\s*)(?:now\s+)?let me (?:just |quickly )?(?:examine|have a (?:quick )?look(?: at)?|take a (?:quick )?look(?: at)?|look(?: at)?|listen to|check|press on|feel)(?: (?:you|the patient))?(?: (?:here|now|first|quickly))?[,.]?\s+(?=(?:\S+\s+){2,}\S)/gi, '$1'],
  // The clinician's own judgement or finding denied: "I don't think" -> "we do not think".
  [/^i (?:don't|do not) (think|feel|see|believe|want|recommend|suspect|appreciate|hear|note|find)\b/i, 'we do not $1'],
];

/**
 * Speech that carries nothing for the record: "you know", "kind of", "um", "basically",
 * "just", "I'm going to go ahead and", a comma-set "like", and the "And", "So", "But" that
 * open a spoken sentence. Only these words go: a negation, a number or a dose is never
 * touched ("kind of" stays after "what", "the", "a": "what kind of pain").
 */
const FILLERS: [RegExp, string][] = [
  [/,?\s*\b(?:you know what i mean|you know what i'm saying|if you will|if that makes sense)\b\s*[?,]?/gi, ''],
  [/,\s*(?:you know|i mean|you see|like)\s*,\s*/gi, ' '],
  [/(^|[.;:]\s*|\s)(?:you know|i mean|you see)\s*,\s*/gi, '$1'],
  [/,\s*(?:you know|i mean|right|okay|ok|alright)\s*\?$/i, '.'],
  [/,\s*(?:you know|i mean|right|okay|ok|alright)\s*(?=[,.?!]|$)/gi, ''],
  [/\b(?:you know)\s+(?=(?:like|just|kind|sort|um|uh)\b)/gi, ''],
  [/(?<!\b(?:what|the|a|any|this|that|some|which|one|other|same|those|these|every|no|all|different|certain)\s+)\b(?:kind of|sort of|kinda|sorta)\s+/gi, ''],
  [/\b(?:um+|uh+|uhm|erm|hmm+|mm-hmm|uh-huh)\b[,.]?\s*/gi, ''],
  [/(^|,\s*|\s)like,\s*/gi, '$1'],
  [/\b(?:basically|actually|literally)\b,?\s*/gi, ''],
  [/\bjust\s+(?!(?:now|in case|as|about|like|fine|one|a|an|the|before|after|over|under|to|above|below|behind|around|inside|outside|at|in|on|off|beside|across|past|by|for|from|with|into|of|a little|once|twice)\b)/gi, ''],
  [/\bgo ahead and\s+/gi, ''],
  [/(^|,\s*|\s)(?:i'm|i am) sorry,\s*/gi, '$1'],
  [/(^|\s)'cause\b/gi, '$1because'],
  [/,?\s*\b(?:oh|wow|ma'am|sir)\b[,!.]?\s*(?=\S)/gi, ' '],
  [/,?\s*\b(?:oh|wow|ma'am|sir)\b\s*([.?!]?)$/i, '$1'],
  [/,\s*(?:that's|that is) (?:great|good|awesome|wonderful|perfect)\s*([.!]?)$/i, '.'],
  [/^(?:great|perfect|awesome|wonderful|excellent)(?:[,.!]\s*|\s+(?=(?:she|he|they|we|i|it|so|well|their|his|her|the|now|and|let|you|your)\b))/i, ''],
  [/(?:,\s*)?\byeah\b[,.]?\s*(?=\S)/gi, ''],
  [/(?:,\s*|\s+)yeah\s*([.?!]?)$/i, '$1'],
  [/(?<!\b(?:is|was|be|are|were|feel|feels|felt|look|looks|looked|seem|seems|doing|been|am|it's|that's|fine|all|be|an|very|pretty|not)\s)\bokay\b,?\s*(?=\S)/gi, ''],
  [/(?:,\s*(?:so|right|okay|ok|alright)|\s+so)\s*(?:\.\.\.|…)?\s*[.?!]?$/i, '.'],
  [/^(?:(?:and|so|but|then|now|okay|ok|alright|all right|well|anyway|um|uh|yeah|yes|right|oh)\s*,\s*|(?:and|so|but|then|okay|ok|alright|all right|anyway|um|uh|yeah|oh|and then|and so)\s+)+/i, ''],
];

/**
 * What the speaker took back, as corrected: "penicillin or, I'm sorry, amoxicillin" ->
 * "amoxicillin"; "in a couple weeks, or, I'm sorry, a couple months" -> "in a couple months"
 * (the correction starts again at the word it repeats, else replaces the one word before).
 */
function takenBack(sentence: string): string {
  const m = /,?\s+or,?\s+(?:i'm|i am) sorry,\s*/i.exec(sentence);
  if (!m) return sentence;
  const before = sentence.slice(0, m.index);
  const after = sentence.slice(m.index + m[0].length);
  const first = /^[\p{L}\d'-]+/u.exec(after)?.[0].toLowerCase();
  const tokens = [...before.matchAll(/[\p{L}\d.'-]+/gu)];
  if (!first || tokens.length === 0) return sentence;
  const again = tokens.map((t) => t[0].toLowerCase()).lastIndexOf(first);
  const from = again >= 0 && tokens.length - again <= 4 ? tokens[again]! : tokens[tokens.length - 1]!;
  return `${before.slice(0, from.index)}${after}`;
}

/** The fillers of speech taken out of an English sentence; every other word stays as said. */
export function withoutFillers(sentence: string): string {
  let s = takenBack(sentence);
  for (const [pattern, replacement] of FILLERS) s = s.replace(pattern, replacement);
  return s
    .replace(/\s+([,.;:?!])/g, '$1')
    .replace(/,\s*,+/g, ',')
    .replace(/([.;:?!]),/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Rewrites one English sentence said by `role` about the patient into the record's third person. */
export function toThirdPerson(sentence: string, role: Role, pronoun: Pronoun): string {
  const f = FORMS[pronoun];
  const plural = false;
  let s = withoutFillers(sentence);
  if (role === 'clinician' || role === 'unknown') {
    for (const [pattern, replacement] of CLINICIAN_LEADS) s = s.replace(pattern, replacement);
    s = s.replace(CLINICIAN_FUTURE, 'we will ');
    // "I'm referring her to physical therapy" -> "we are referring her...", as the future above.
    s = s.replace(/\b(?:i am|i'm)\s+(?=(?:also\s+)?(?:referring|prescribing|ordering|sending|starting|stopping|increasing|decreasing|adding|giving|scheduling|booking|switching|changing|recommending)\b)/gi, 'we are ');
    s = s.replace(/\bi want you to\b|\bi'd like you to\b|\bi would like you to\b|\byou need to\b|\byou should\b/gi, `${f.subject} should`);
    s = s.replace(/\byou're\b|\byou are\b/gi, `${f.subject} ${f.be}`);
    // A question's "are you", "do you", "have you": "Are you able to walk" -> "is she able to walk".
    s = s.replace(/\bare you\b/gi, `${f.be} ${f.subject}`).replace(/\bdo you\b/gi, `does ${f.subject}`).replace(/\bhave you\b/gi, `${f.have} ${f.subject}`);
    s = s.replace(/\byou've\b|\byou have\b/gi, `${f.subject} ${f.have}`);
    s = s.replace(/\byou were\b/gi, `${f.subject} ${f.was}`);
    s = s.replace(/\byou'll\b/gi, `${f.subject} will`);
    s = s.replace(/\byou'd\b/gi, `${f.subject} would`);
    s = s.replace(/\byou don't\b|\byou do not\b/gi, `${f.subject} does not`);
    s = s.replace(/\byou didn't\b/gi, `${f.subject} did not`);
    s = s.replace(/\byou haven't\b/gi, `${f.subject} ${plural ? 'have' : 'has'} not`);
    s = s.replace(/\byou can't\b/gi, `${f.subject} cannot`);
    s = s.replace(/\byourself\b/gi, f.reflexive);
    s = s.replace(/\byour\b/gi, f.possessive);
    // "you take" -> "she takes"; "you" after a verb or preposition is the object.
    s = s.replace(/(^|[,.;:]\s*|\b(?:and|but|so|that|if|when|because|since|then|now|okay)\s+)you\s+((?:\w+\s+)?)(\w+)/gi, (_, lead: string, maybeAdverb: string, verb: string) => {
      const adverb = maybeAdverb.trim();
      if (adverb && isAdverb(adverb.toLowerCase())) return `${lead}${f.subject} ${adverb} ${thirdPersonVerb(verb.toLowerCase(), plural)}`;
      if (adverb) return `${lead}${f.subject} ${thirdPersonVerb(adverb.toLowerCase(), plural)} ${verb}`;
      return `${lead}${f.subject} ${thirdPersonVerb(verb.toLowerCase(), plural)}`;
    });
    // Any other "you": the object after a verb of doing to ("give you", "see you next week"),
    // else the subject of what follows ("four days ago you started" -> "she started").
    s = s.replace(/(\b\w+\s+)?\byou\b(\s+\w+)?/gi, (whole, before: string | undefined, after: string | undefined) => {
      const prev = before?.trim().toLowerCase() ?? '';
      const next = after?.trim().toLowerCase() ?? '';
      if (!next || OBJECT_VERBS.has(prev) || OBJECT_FOLLOWERS.has(next)) return `${before ?? ''}${f.object}${after ?? ''}`;
      return `${before ?? ''}${f.subject} ${thirdPersonVerb(next, plural)}`;
    });
    return tidy(s);
  }
  // The patient's own words.
  s = s.replace(/\bi'm\b|\bi am\b/gi, `${f.subject} ${f.be}`);
  s = s.replace(/\bi've\b|\bi have\b/gi, `${f.subject} ${f.have}`);
  s = s.replace(/\bi was\b/gi, `${f.subject} ${f.was}`);
  s = s.replace(/\bi'll\b/gi, `${f.subject} will`);
  s = s.replace(/\bi'd\b/gi, `${f.subject} would`);
  s = s.replace(/\bi don't\b|\bi do not\b/gi, `${f.subject} ${plural ? 'do' : 'does'} not`);
  s = s.replace(/\bi didn't\b/gi, `${f.subject} did not`);
  s = s.replace(/\bi haven't\b/gi, `${f.subject} ${plural ? 'have' : 'has'} not`);
  s = s.replace(/\bi can't\b|\bi cannot\b/gi, `${f.subject} cannot`);
  s = s.replace(/\bi\s+(\w+)(\s+\w+)?/gi, (_, first: string, second: string | undefined) => {
    const word = first.toLowerCase();
    if (isAdverb(word) && second) return `${f.subject} ${word} ${thirdPersonVerb(second.trim().toLowerCase(), plural)}`;
    return `${f.subject} ${thirdPersonVerb(word, plural)}${second ?? ''}`;
  });
  // "The patient has diabetes and the patient takes metformin" -> "... and takes metformin".
  if (pronoun === 'they') s = s.replace(/\b(and|but|so|or)\s+the patient\b/gi, '$1');
  // "My knee has been hurting me" -> "The knee has been hurting".
  s = s.replace(/\b(hurting|bothering|killing|bugging|troubling)\s+me\b/gi, '$1');
  if (pronoun === 'they') s = s.replace(/^my\b/i, 'the');
  s = s.replace(/\bmyself\b/gi, f.reflexive);
  s = s.replace(/\bmy\b/gi, f.possessive);
  s = s.replace(/\bme\b/gi, f.object);
  s = s.replace(/\bmine\b/gi, pronoun === 'she' ? 'hers' : pronoun === 'he' ? 'his' : 'theirs');
  return tidy(s);
}

/** Spoken sentences cut mid-way end on a conjunction: "... for ten days and." */
function tidy(s: string): string {
  const t = s
    .replace(/\s{2,}/g, ' ')
    .trim()
    // "... and I'll..." trailing off: the words that lead nowhere go.
    .replace(/(?:[\s,]+(?:and|but|so)?\s*(?:i'll|i will|i'm|i)\s*(?:\.\.\.|…))$/i, '.')
    .replace(/(?:[\s,]+(?:and|or|but|so|if|because|that|which|then|and then|when|while|where))+([.!?]?)$/i, '$1')
    .replace(/,+\s*([.!?])/g, '$1');
  // "I'm going to go ahead.", "Let's talk about my assessment and plan for him.": nothing to record.
  if (/^(?:we will|she will|he will|the patient will)?\s*(?:go ahead|proceed)\s*[.!]?$/i.test(t)) return '';
  if (/^(?:we will|we are going to|let's|let us)?\s*(?:talk|go over|go through|discuss)(?: a little bit| a little| briefly| quickly)?(?: about)?(?: (?:my|our|the))? (?:assessment|plan)(?: and (?:my |our |the )?plan)?(?: for (?:him|her|them|the patient|today))?\s*[.!]?$/i.test(t)) return '';
  return t;
}

const OBJECT_VERBS = new Set(['give', 'see', 'tell', 'show', 'send', 'get', 'put', 'help', 'ask', 'call', 'place', 'swab', 'start', 'prescribe', 'refer', 'examine', 'let', 'check', 'keep', 'take', 'bring', 'make', 'have', 'want', 'need', 'thank', 'for', 'to', 'with', 'on', 'at', 'about', 'from', 'by', 'of', 'than', 'like', 'told', 'gave', 'saw', 'asked', 'sent']);
const OBJECT_FOLLOWERS = new Set(['to', 'for', 'with', 'on', 'in', 'at', 'about', 'from', 'back', 'up', 'down', 'out', 'and', 'or', 'next', 'again', 'soon', 'later', 'today', 'tomorrow', 'then', 'some', 'a', 'an', 'the', 'this', 'that', 'any', 'in', 'over', 'off', 'know']);

const FEMALE = /\b(?:she|her|hers|herself|ms|mrs|miss|woman|female|girl|lady|mother of)\b/gi;
const MALE = /\b(?:he|him|his|himself|mr|mister|man|male|boy|gentleman|father of)\b/gi;

/** The patient's pronoun from how the visit speaks of them; "they" when it does not tell. */
/** A dictated "a 55-year-old male" or "Mrs" says it more surely than a passing "she". */
const FEMALE_SURE = /\b(?:year[- ]old (?:female|woman|girl|lady)|mrs|ms|miss)\b/gi;
const MALE_SURE = /\b(?:year[- ]old (?:male|man|boy|gentleman)|mr|mister)\b/gi;
const SURE_WEIGHT = 5;

export function inferPronoun(text: string): Pronoun {
  const female = (text.match(FEMALE)?.length ?? 0) + SURE_WEIGHT * (text.match(FEMALE_SURE)?.length ?? 0);
  const male = (text.match(MALE)?.length ?? 0) + SURE_WEIGHT * (text.match(MALE_SURE)?.length ?? 0);
  if (female > male * 1.5 && female >= 2) return 'she';
  if (male > female * 1.5 && male >= 2) return 'he';
  return 'they';
}
