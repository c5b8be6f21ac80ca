/**
 * Rewrites spoken sentences into record style where a simple rule is safe, per transcript
 * language: the patient's first person becomes third person without a subject ("I have had a
 * cough" -> "Has had a cough", "Jag har haft hosta" -> "Har haft hosta"), the clinician's "I
 * will prescribe" becomes "Prescribe", findings lose their copula ("Svalget är rodnat" ->
 * "Svalget rodnat") and judgements their lead-in ("Det rör sig troligen om en halsfluss" ->
 * "Troligen halsfluss"). Numbers, doses and durations are never touched.
 */
import type { Language } from '../../../contract/api.schema.js';
import type { Slot } from './sentence-classifier.js';
import { capitalise, ensurePeriod, words } from './text.js';

type Rule = [RegExp, string];

/** Discourse words that open spoken sentences in every language. */
/** "No" and Finnish "ei" deny what follows ("No edema", "Ei kuumetta"): only an answer set off by a comma goes. */
const OPENERS: Rule = [/^(?:(?:hello|hi|hey|hej|hejsan|hei|moi|hallo|merhaba|yes|yeah|well|so|okay|ok|right|um|uh|and|ja|nej|jo|jaha|okej|precis|mm|och|men|så|nå|kyllä|joo|no niin|niin|selvä|ja|nei|og|men|altså|also|genau|nein|und|evet|tamam|peki|şey)[,.!]?\s+|(?:no|ei)[,.!]\s+)+/iu, ''];

const FIRST_PERSON: Record<Language, Rule[]> = {
  en: [
    // The clinician's future first: "I'm going to give you" is not "Is going to give you".
    [/^(?:i|we)(?:\s+want|\s+would like|'d like)\s+to\s+see\s+you\s+(?:again\s+)?/i, 'review '],
    [/^i(?:\s+will|'ll)\s+(?:also\s+)?write you\b/i, 'writes'], [/^i(?:\s+will|'ll|'m going to|\s+am going to)\s+(?:also\s+)?give you\s+/i, ''], [/^(?:i|we)(?:\s+will|'ll|\s+am going to|'m going to|\s+are going to|'re going to)\s+(?:also\s+)?/i, ''],
    [/^i (also|still|usually|often|really|just|sometimes|never) (?:have|'ve)\b/i, '$1 has'], [/^i (also|still|usually|often|really|just|sometimes|never) (?:am|'m)\b/i, '$1 is'],
    [/^i (also|still|usually|often|really|just|sometimes|never) (take|feel|get|use|see|smoke|drink|work|sleep|wake|cough)\b/i, '$1 $2s'],
    [/^i have had\b/i, 'has had'], [/^i've had\b/i, 'has had'], [/^i have been\b/i, 'has been'], [/^i've been\b/i, 'has been'],
    [/^i have\b/i, 'has'], [/^i've\b/i, 'has'], [/^i am\b/i, 'is'], [/^i'm\b/i, 'is'], [/^i was\b/i, 'was'], [/^i had\b/i, 'had'],
    [/^i (?:don't|do not)\b/i, 'does not'], [/^i (?:didn't|did not)\b/i, 'did not'], [/^i (?:haven't|have not)\b/i, 'has not'],
    [/^i (?:can't|cannot|can not)\b/i, 'cannot'], [/^i can\b/i, 'can'],
    [/^i (feel|get|take|use|see|notice|keep|smoke|drink|work|live|sleep|wake|cough)\b/i, '$1s'],
    [/^i (felt|got|took|used|saw|noticed|started|stopped|tried|fell|twisted|hurt|woke)\b/i, '$1'],

    [/^(?:i|we) (prescribe|recommend|suggest|advise|refer)\b/i, '$1'], [/^i would like you to\b/i, ''], [/^i want you to\b/i, ''],
    [/^please\s+/i, ''], [/^you should\b/i, 'should'], [/^you need to\b/i, 'needs to'], [/^you (?:can|may)\b/i, 'may'],
    // Clauses after the first: "... and I take metformin" -> "... and takes metformin".
    [/\b(and|but|so|,) i (?:am|'m)\b/gi, '$1 is'], [/\b(and|but|so|,) i (?:have|'ve)\b/gi, '$1 has'], [/\b(and|but|so|,) i (?:don't|do not)\b/gi, '$1 does not'],
    [/\b(and|but|so) i (take|feel|get|use|smoke|drink|need|cough|sleep)\b/gi, '$1 $2s'],
    [/\bmy\b/gi, 'the'],
  ],
  sv: [
    [/^jag (också|även|fortfarande|ibland|aldrig) (\p{L}+)/iu, '$2 $1'],
    [/^jag har haft\b/iu, 'har haft'], [/^jag har\b/iu, 'har'], [/^jag är\b/iu, 'är'], [/^jag var\b/iu, 'var'], [/^jag känner mig\b/iu, 'känner sig'],
    [/^jag (känner|tar|tog|får|fick|mår|orkar|sover|röker|dricker|jobbar|arbetar|bor|märker|märkte|brukar|hostar|kissar|blir|ramlade|föll|vaknar|slutade|använder|kan)\b/iu, '$1'],
    [/^(?:jag|vi) (?:ska|kommer att) (?:också )?(?=\p{L})/iu, ''],
    [/^(?:jag|vi) vill (?:träffa|se) dig (?:igen )?/iu, 'återbesök '], [/^jag vill att du\s+/iu, ''],
    [/^(?:jag|vi) (?:också )?(\p{L}+r)\b/iu, '$1'],
    [/^du (?:ska|bör)\b/iu, 'bör'], [/^du kan\b/iu, 'kan'], [/^du får\b/iu, 'får'], [/^du har\b/iu, 'har'],
    [/\b(och|men|så) jag (?=\p{L})/giu, '$1 '],
  ],
  nb: [
    [/^jeg har hatt\b/iu, 'har hatt'], [/^jeg har\b/iu, 'har'], [/^jeg er\b/iu, 'er'], [/^jeg var\b/iu, 'var'], [/^jeg føler meg\b/iu, 'føler seg'],
    [/^jeg (føler|tar|tok|får|fikk|bruker|sover|røyker|jobber|kan)\b/iu, '$1'],
    [/^(?:jeg|vi) (?:skal|kommer til å) (?:også )?(?=\p{L})/iu, ''], [/^(?:jeg|vi) (\p{L}+r)\b/iu, '$1'],
    [/^du (?:skal|bør)\b/iu, 'bør'], [/^du kan\b/iu, 'kan'], [/^du får\b/iu, 'får'],
  ],
  da: [
    [/^jeg har haft\b/iu, 'har haft'], [/^jeg har\b/iu, 'har'], [/^jeg er\b/iu, 'er'], [/^jeg var\b/iu, 'var'], [/^jeg føler mig\b/iu, 'føler sig'],
    [/^jeg (føler|tager|tog|får|fik|bruger|sover|ryger|arbejder|kan)\b/iu, '$1'],
    [/^(?:jeg|vi) (?:skal|vil) (?:også )?(?=\p{L})/iu, ''], [/^(?:jeg|vi) (\p{L}+r)\b/iu, '$1'],
    [/^du (?:skal|bør)\b/iu, 'bør'], [/^du kan\b/iu, 'kan'], [/^du får\b/iu, 'får'],
  ],
  de: [
    [/^ich habe seit\b/iu, 'seit'], [/^ich habe\b/iu, 'hat'], [/^ich bin\b/iu, 'ist'], [/^ich hatte\b/iu, 'hatte'], [/^ich war\b/iu, 'war'],
    [/^ich nehme\b/iu, 'nimmt'], [/^ich fühle mich\b/iu, 'fühlt sich'], [/^ich kann\b/iu, 'kann'], [/^ich rauche\b/iu, 'raucht'],
    [/^(?:ich|wir) (?:werde|werden) (?:auch )?/iu, ''], [/^ich (empfehle|verschreibe|überweise)\b/iu, '$1'],
    [/^(?:ihr|ihre|ihren|dein|deine) /iu, ''],
  ],
  fi: [
    [/^minulla on ollut\b/iu, 'on ollut'], [/^minulla on\b/iu, 'on'], [/^minulla oli\b/iu, 'oli'], [/^minä olen\b/iu, 'on'], [/^olen\b/iu, 'on'],
    [/^(?:minä )?(kirjoitan|määrään|lähetän|suosittelen)\b/iu, '$1'],
  ],
  tr: [],
  ar: [],
};

/** Findings are written without a copula: "Lungs clear", "Svalget rodnat", "Vatsa pehmeä". */
const FINDING_STYLE: Partial<Record<Language, Rule[]>> = {
  en: [[/^(?:on examination|on exam)\s*,?\s*/i, ''], [/^(?:the|her|his|your|their) /i, ''], [/\bthere's (?:an? )?/gi, ''], [/^(?:she|he|it) (?:is|has)\s+/i, ''], [/\bthere (?:is|are) (?:an? )?/gi, ''], [/(?<!(?:^|\s)(?:it|that|this|which|what|she|he|they|who))\s(?:is|are)\s(?!not\b)/gi, ' ']],
  sv: [[/^(?:nu |då |så )?(?:lyssnar|tittar|känner|kollar) jag (?:på|i) (\p{L}+)\s*,\s*/iu, '$1: '], [/(?<![\p{L}])jag (?:räknar|ser|hör|känner) (?=\p{L})/iu, ''],
    // "Ser en rodnad i svalget" (its "jag" gone), "På höger öga ser jag blödningar": the finding, not the looking.
    [/^(?:ser|hör|känner|noterar) (?:jag )?(?:en |ett )?(?=\p{L})/iu, ''], [/(?<=\p{L}) (?:ser|hör|känner|noterar) jag (?:en |ett )?(?=\p{L})/iu, ' '], [/^vid (?:undersökning(?:en)?|status)\s*,?\s*(?:är\s+)?/iu, ''], [/^(?:hon|han|hen|det) (?:är|har)\s+/iu, ''], [/^det finns (?:en |ett )?/iu, ''], [/(?<!(?:^|\s)(?:det|som|att|vilket|vad|hon|han|hen|du|patienten))\s(?:är)\s(?!(?:inte|det|den|de|dessa)\b)/giu, ' ']],
  nb: [[/^ved undersøkelse(?:n)?\s*,?\s*/iu, ''], [/^(?:ser|hører|kjenner) (?:jeg )?(?:en |et |ei )?(?=\p{L})/iu, ''], [/(?<=\p{L}) (?:ser|hører|kjenner) jeg (?:en |et |ei )?(?=\p{L})/iu, ' '], [/^(?:hun|han|det) er\s+/iu, ''], [/^det er (?:en |et |ei )?(?=\p{L}+\s)/iu, ''], [/\ser\s(?!ikke\b)/giu, ' ']],
  da: [[/^ved undersøgelse(?:n)?\s*,?\s*/iu, ''], [/^(?:ser|hører|mærker) (?:jeg )?(?:en |et )?(?=\p{L})/iu, ''], [/(?<=\p{L}) (?:ser|hører|mærker) jeg (?:en |et )?(?=\p{L})/iu, ' '], [/^(?:hun|han|det) er\s+/iu, ''], [/^der er (?:en |et )?/iu, ''], [/\ser\s(?!ikke\b)/giu, ' ']],
  de: [[/^bei der untersuchung\s*,?\s*/iu, ''], [/^(?:der|die|das) /iu, ''], [/\s(?:ist|sind)\s(?!nicht\b)/giu, ' ']],
  fi: [[/^tutkittaessa\s*,?\s*/iu, ''], [/\s(?:on|ovat)\s(?!\p{L}+ut\b)/giu, ' ']],
};

/**
 * Plans are written as what is ordered, not as the clinician's spoken verbs: "Skriver ut
 * Kåvepenin 1 g ..." -> "Recept: Kåvepenin 1 g ...", "Skriver ett intyg för en vecka" ->
 * "Intyg för en vecka", "Hör av dig om du inte blir bättre" -> "Återkontakt om patienten inte
 * blir bättre". Applied after the first-person rules; the object is never changed.
 */
const PLAN_STYLE: Partial<Record<Language, Rule[]>> = {
  sv: [
    [/^(?:sen |så |dels |och )?(?:vill jag|jag vill|jag skulle vilja|skulle jag vilja) att (?:vi |du |patienten )?(?=\p{L})/iu, ''],
    [/^(?:jag )?(?:tänker|föreslår|tycker) (?:att )?vi (?:börjar med|lägger till|sätter in|provar)\s+(?:ett läkemedel som heter |en medicin som heter )?(?=\S)/iu, 'Recept: '],
    [/^(?:dels |sen |så |och )?(?:vill jag|jag vill|jag) (?:också |även )?(?:skicka|skickar) (?:också |även )?(?:en )?remiss (till|för|på)\s+/iu, 'Remiss $1 '],
    [/^skickar (?:också |även )?(?:en )?remiss (till|för|på)\s+/iu, 'Remiss $1 '],
    [/^(?:skriver ut|förskriver|ordinerar)\s+(?:dig\s+)?(?:också\s+|även\s+)?(?=\S)/iu, 'Recept: '],
    [/^skriver (?:också |även )?(?:ett |en )?(?=(?:sjukintyg|läkarintyg|intyg|remiss|recept)\b)/iu, ''],
    [/^remitterar (?:dig |patienten )?(?:också |även )?((?:akut|brådskande|snarast) )?till\s+/iu, 'Remiss $1till '],
    [/^(?:tar|beställer) (?:också |även )?(?:ett |en |några |nya )?(?=(?:blodprov|prover|prov|urinprov|odling|snabbtest|ekg|röntgen|ultraljud)\b)/iu, ''],
    [/^(?:du\s+)?(?:hör av dig|ring oss|ring mig|kontakta oss|kontakta mig|ring tillbaka)\b/iu, 'Återkontakt'],
    [/^(?:du\s+)?(?:kom tillbaka|kommer tillbaka)\b/iu, 'Återbesök'],
  ],
  nb: [
    [/^(?:skriver ut|forskriver)\s+(?:deg\s+)?(?:også\s+)?(?=\S)/iu, 'Resept: '],
    [/^(?:du\s+)?(?:ta kontakt|kontakt oss|ring oss|ring meg)\b/iu, 'Ny kontakt'],
  ],
  da: [
    [/^(?:udskriver|skriver ud|ordinerer)\s+(?:også\s+)?(?=\S)/iu, 'Recept: '],
    [/^(?:du\s+)?(?:kontakt os|ring til os|ring til mig)\b/iu, 'Ny kontakt'],
  ],
};

/** Judgements lose the lead-in but keep the hedge: "This is most likely a bronchitis" -> "Most likely bronchitis". */
const JUDGEMENT_LEAD: Partial<Record<Language, RegExp>> = {
  en: /^(?:(?:i think|i believe|i suspect|my impression is|my assessment is|the assessment is|assessment is|impression is|the diagnosis is|diagnosis is)(?: that)?\s+)?(?:(?:this|it|these|that|what (?:you|she|he|the patient|they)(?:'re| are| is)? describ\w*)\s+(?:is|are|looks like|seems to be|sounds like|sounds most like)\s+|(?:she|he|the patient|they)\s+(?:has|have)\s+(?!not\b|no\b))?(?:(most likely|likely|probably|possibly)\s+)?(?:a |an )?/iu,
  sv: /^(?:(?:(?:jag\s+)?(?:tror|bedömer|misstänker)|bedömningen är|min bedömning är)(?: att)?\s+)?(?:(?:det här|detta|det|(?:\p{L}+,?\s+)?det (?:du|ni) beskriver)\s+(?:är|rör sig|verkar vara|ser ut att vara|låter som|låter mest som)\s+|(?:patienten\s+)?har\s+(?:fått\s+)?(?!inte\b|ingen\b|inget\b|inga\b))?(?:(troligen|troligtvis|sannolikt|nog|förmodligen|möjligen)\s+)?(?:om\s+)?(?:en |ett )?/iu,
  nb: /^(?:(?:(?:jeg\s+)?(?:tror|mistenker)|vurderingen er|min vurdering er)(?: at)?\s+)?(?:(?:dette|det her|det|det (?:du|dere) beskriver)\s+(?:er|dreier seg|høres ut som)\s+)?(?:(sannsynligvis|trolig|nok|antakelig)\s+)?(?:om\s+)?(?:en |et |ei )?/iu,
  da: /^(?:(?:(?:jeg\s+)?(?:tror|mistænker)|vurderingen er|min vurdering er)(?: at)?\s+)?(?:(?:dette|det her|det|det (?:du|I) beskriver)\s+(?:er|drejer sig|lyder som)\s+)?(?:(sandsynligvis|formentlig|nok)\s+)?(?:om\s+)?(?:en |et )?/iu,
  de: /^(?:(?:ich denke|ich glaube|ich vermute)(?:,)?(?: dass)?\s+)?(?:es handelt sich\s+|(?:das|es) klingt nach\s+|(?:das|es) ist\s+)?(?:(wahrscheinlich|vermutlich|am ehesten|möglicherweise)\s+)?(?:um\s+)?(?:eine |einen |ein )?/iu,
  fi: /^(?:kyseessä on|kyse on|arvioni mukaan)\s+(?:(todennäköisesti|luultavasti|ilmeisesti|mahdollisesti)\s+)?/iu,
};

/**
 * "du har samlat på dig vätska", "att du tar med dig listan": with "du" the subject of its clause, "dig" is
 * reflexive. Applied to the clinician's words before anything else, while the "du" is still there.
 */
const SV_REFLEXIVE: Rule = [/(?<![\p{L}])(du(?![\p{L}])(?:(?!(?<![\p{L}])(?:jag|vi)(?![\p{L}]))[^,.;:!?])*?(?<![\p{L}]))dig(?![\p{L}])/giu, '$1sig'];
const reflexive = (text: string, language: Language) => (language === 'sv' ? text.replace(SV_REFLEXIVE[0], SV_REFLEXIVE[1]) : text);

/**
 * What is left of the spoken persons after the rules above, in the record's third person:
 * the clinician's "du" and the patient's own "jag" mid-sentence are the patient ("då hade jag
 * 39,1" -> "då hade patienten 39,1", "du väger 78 kilo" -> "patienten väger 78 kilo").
 */
const PERSONS: Partial<Record<Language, { you: Rule[]; me: Rule[] }>> = {
  sv: {
    you: [
      [/(?<![\p{L}])(av|känner|sätter|lägger|rör|vilar|skyddar|vänder|böjer|reser|sköter) dig(?![\p{L}])/giu, '$1 sig'],
      [/(?<![\p{L}])du(?![\p{L}])/giu, 'patienten'], [/(?<![\p{L}])dig(?![\p{L}])/giu, 'patienten'], [/(?<![\p{L}])(?:din|ditt|dina)(?![\p{L}])/giu, 'patientens']],
    me: [[/^jag (?=\p{L})/iu, ''], [/(?<![\p{L}])jag(?![\p{L}])/giu, 'patienten'], [/(?<![\p{L}])mig(?![\p{L}])/giu, 'sig'], [/(?<![\p{L}])(?:min|mitt(?!\s+(?:i|på|emot|under|över|framför|bak|emellan|itu)(?![\p{L}]))|mina)(?![\p{L}])/giu, 'patientens']],
  },
  nb: {
    you: [[/(?<![\p{L}])du(?![\p{L}])/giu, 'pasienten'], [/(?<![\p{L}])deg(?![\p{L}])/giu, 'pasienten'], [/(?<![\p{L}])(?:din|ditt|dine)(?![\p{L}])/giu, 'pasientens']],
    me: [[/^jeg (?=\p{L})/iu, ''], [/(?<![\p{L}])jeg(?![\p{L}])/giu, 'pasienten'], [/(?<![\p{L}])meg(?![\p{L}])/giu, 'seg']],
  },
  da: {
    you: [[/(?<![\p{L}])du(?![\p{L}])/giu, 'patienten'], [/(?<![\p{L}])dig(?![\p{L}])/giu, 'patienten'], [/(?<![\p{L}])(?:din|dit|dine)(?![\p{L}])/giu, 'patientens']],
    me: [[/^jeg (?=\p{L})/iu, ''], [/(?<![\p{L}])jeg(?![\p{L}])/giu, 'patienten'], [/(?<![\p{L}])mig(?![\p{L}])/giu, 'sig']],
  },
  // German only where the case shows the article: "meine Mutter" is "die Mutter"; "mein" (der Vater, das Knie) and "Sie" (you, she) are left.
  de: {
    you: [],
    // Not the verb: "meine ich", "was meinen Sie", "meiner Meinung nach".
    me: [
      [/(?<![\p{L}])(?<!ich )meine(?!\s+ich)(?![\p{L}])/gu, 'die'], [/(?<![\p{L}])Meine(?!\s+ich)(?![\p{L}])/gu, 'Die'], [/(?<![\p{L}])meinem(?![\p{L}])/giu, 'dem'],
      [/(?<![\p{L}])(?<!(?:ich|wir|Sie|sie) )meinen(?!\s+(?:Sie|wir|sie|ich))(?![\p{L}])/giu, 'den'], [/(?<![\p{L}])meiner(?!\s+Meinung)(?![\p{L}])/giu, 'der'], [/(?<![\p{L}])meines(?![\p{L}])/giu, 'des'],
    ],
  },
};

/** The clinician addressed by title ("Doktor, ...", "يا دكتور، ..."): not content. */
const ADDRESS: Rule = [/^(?:(?:يا\s+)?(?:doctor|doc|dr|doktor|doktorn|tohtori|lege|legen|læge|lægen|hocam|doktor bey|doktor hanım|دكتور|الدكتور|دكتورة))[,،]\s*/iu, ''];

/**
 * A list's patterns as tests of a few rules each, compiled once: most statements match none of a list's rules,
 * and a group that matches nothing is skipped whole. Each group is tested on the text as the rules before it left it.
 */
const GROUPS = new WeakMap<readonly Rule[], { any: RegExp; rules: readonly Rule[] }[]>();
const GROUP_SIZE = 6;
const EVERYTHING = /(?:)/;
const BACK_REFERENCE = /\\[1-9]|\\k</;

function groupsOf(rules: readonly Rule[]): { any: RegExp; rules: readonly Rule[] }[] {
  const groups: { any: RegExp; rules: readonly Rule[] }[] = [];
  for (let at = 0; at < rules.length; at += GROUP_SIZE) {
    const group = rules.slice(at, at + GROUP_SIZE);
    const sources = group.map(([pattern]) => pattern.source);
    let any = EVERYTHING;
    // A back-reference would point at another rule's group in the union: such a group is always run.
    if (!sources.some((source) => BACK_REFERENCE.test(source)))
      try {
        any = new RegExp(sources.map((source) => `(?:${source})`).join('|'), 'iu');
      } catch {
        any = EVERYTHING;
      }
    groups.push({ any, rules: group });
  }
  return groups;
}

/** Each rule in turn on `text`. */
function applyRules(text: string, rules: readonly Rule[]): string {
  let groups = GROUPS.get(rules);
  if (!groups) GROUPS.set(rules, (groups = groupsOf(rules)));
  for (const group of groups) {
    if (!group.any.test(text)) continue;
    for (const [pattern, replacement] of group.rules) text = text.replace(pattern, replacement);
  }
  return text;
}

export function toRecordStyle(sentence: string, language: Language, slot?: Slot, role?: string): string {
  let text = sentence.trim().replace(OPENERS[0], OPENERS[1]).replace(ADDRESS[0], ADDRESS[1]).replace(OPENERS[0], OPENERS[1]);
  if (role !== 'patient') text = reflexive(text, language);
  text = applyRules(text, FIRST_PERSON[language]);
  // "Känner mig trött" -> "Känner sig trött", unless a "jag" is still there to go with it.
  if (language === 'sv' && !/\bjag\b/iu.test(text)) text = text.replace(/\bmig\b/giu, 'sig');
  if (slot === 'objective') text = applyRules(text, FINDING_STYLE[language] ?? []);
  if (slot === 'assessment') text = stripJudgementLead(text, language);
  if (slot === 'plan') text = applyRules(text, PLAN_STYLE[language] ?? []);
  const persons = PERSONS[language];
  if (persons && slot) {
    text = applyRules(text, role === 'patient' ? persons.me : persons.you);
  }
  text = text.replace(/\s{2,}/g, ' ').trim();
  return text ? ensurePeriod(capitalise(text)) : '';
}

/**
 * The clinician's "du"/"dig"/"din" in a question folded with its answer ("Har du haft feber?"
 * "Nej." -> "Har inte haft feber...") is the patient: only the persons change, nothing else.
 */
export function clinicianYouToPatient(text: string, language: Language): string {
  return applyRules(reflexive(text, language), PERSONS[language]?.you ?? []);
}

/** A dictated problem list's numbering: "Number one, lumbar spinal stenosis" -> "Lumbar spinal stenosis". */
const PROBLEM_NUMBER = /^(?:(?:number|problem(?: number)?|nummer|punkt)\s+(?:one|two|three|four|five|six|seven|ett|två|tre|fyra|fem|en|én|et|to|fire|\d+)|erstens|zweitens|drittens|ensinnäkin)[,:.]?\s+(?=\p{L})/iu;

function stripJudgementLead(text: string, language: Language): string {
  text = capitalise(text.replace(PROBLEM_NUMBER, ''));
  const lead = JUDGEMENT_LEAD[language];
  if (!lead) return text;
  const m = lead.exec(text);
  if (!m || m[0].length === 0) return text;
  const rest = text.slice(m[0].length);
  // "Tror inte att det finns någon risk": the lead carries the denial, so it stays.
  if (words(rest).length === 0 || /^(?:inte|not|nicht|ikke|ei|no)(?![\p{L}])/iu.test(rest)) return text;
  const hedge = m.slice(1).find(Boolean);
  return hedge ? `${hedge} ${rest}` : rest;
}

/** Leading "has/har/hat" of a complaint: "Has had a sore throat" -> "Sore throat". */
const COMPLAINT_LEAD: Record<Language, RegExp> = {
  en: /^(?:(?:she|he|the patient|patient)\s+)?(?:has had|has been having|has been getting|has been feeling|has been|has got|has|had|is having|is|got|gets|feels|felt|noticed)\s+(?:(?:a|an|some|these|this|the|really|quite|very|so)\s+)*/iu,
  sv: /^(?:(?:hon|han|hen|patienten|barnet|dottern|sonen)\s+)?(?:har haft|har fått|har känt sig|har varit|känner sig|har|hade|fick|får|känner|är|blev|det gäller)\s+(?:(?:en|ett|lite|väldigt|jättemycket|mycket|så)\s+)*/iu,
  nb: /^(?:(?:hun|han|pasienten)\s+)?(?:har hatt|har fått|har|hadde|fikk|får|føler seg|er)\s+(?:(?:en|et|ei|litt|veldig|mye)\s+)*/iu,
  da: /^(?:(?:hun|han|patienten)\s+)?(?:har haft|har fået|har|havde|fik|får|føler sig|er)\s+(?:(?:en|et|lidt|meget)\s+)*/iu,
  de: /^(?:hat|hatte|ist)\s+(?:(?:seit)\s+)?/iu,
  fi: /^(?:on ollut|on|oli)\s+/iu,
  tr: /^$/u,
  ar: /^$/u,
};

/** What a spoken run-on opens with before the complaint: "Bra, ...", "Tack ...", "Berätta ...". */
const COURTESY_LEAD = /^(?:(?:bra|tack|berätta|välkommen|precis|good|great|thanks|thank you|tell me|kiitos|kerro|takk|tak|fortell|fortæl|danke|gut|erzählen sie|teşekkürler|anlatın|شكرا|احكيلي)(?![\p{L}])[,.!]?\s*)+/iu;
/** The clinician's question run into the answer: "har du ont i huvudet" -> "ont i huvudet". */
const ASKED_LEAD = /^(?:(?:har|hade|är|känner|får) (?:du|ni)|(?:do|did|have|are) you(?: have| had| feel| get)?|(?:har|er|føler|får) du|(?:haben|sind|hatten) sie|onko sinulla)\s+/iu;

/** "Det är det här utslaget på benet" -> "utslaget på benet", "Det är bara att jag är trött" -> "jag är trött". */
const POINTING_LEAD = /^(?:det är|det var|it's|it is|det er|det var|das ist|es ist)\s+(?:bara\s+|just\s+)?(?:att\s+|that\s+|at\s+|dass\s+)?(?:(?:det här|den här|detta|this|these|dette|denne|det her|den her)\s+)?(?=\p{L})/iu;
/** The patient's own complaint needs no "my", "this", "those": "Min høfeber" -> "Høfeber", "Tää yskä" -> "Yskä". */
const OWN_LEAD = /^(?:(?:min|mitt|mina|mit|mine|my|mein|meine|meinen|minun|tää|tämä|nämä|såna här|sånt här|sån här|sådana|these|those|this|that|benim)\s+)+/iu;
/** Spoken fillers inside a complaint ("himla ont", "typ tre veckor", "ungefär"): not "typ 2". */
const SPOKEN_FILLER = /(?<![\p{L}])(?:himla|jätte|liksom|typ(?!\s*(?:\d|ett|två|i|ii)(?![\p{L}]))|ungefär|faktiskt|asså|alltså|kind of|sort of|basically|liksom|egentlig|sozusagen|irgendwie|niinku|vähän niinku)(?![\p{L}])[,]?\s*/giu;
const TRAILING_FILLER = /(?:\s+(?:nu|just nu|då|ju|ungefär|faktiskt|now|then|right now|nå|jetzt|nyt|şimdi))+$/iu;
/** A phrase cut short does not end on a word that leads on: "började kräkas sen har" -> "började kräkas". */
const DANGLING_END = /(?:\s+(?:och|men|sen|har|är|som|att|så|det|and|but|then|has|is|that|so|the|og|men|er|som|at|und|aber|ist|hat|ja|mutta|on))+$/iu;

const CLAUSE_BREAK = /,\s|\s(?:and (?:it|i|the|my)|and it's|and it’s|and that's|och (?:det|jag|nu)|og (?:det|jeg)|und (?:es|ich)|ja (?:se|minä)|and now|men|but|aber|mutta|fordi|weil|koska|efter att|after|as i|eftersom|because)\s/iu;
const NUMBER_WORD = '(?:\\d+|a|an|one|two|three|four|five|six|seven|ten|a few|several|en|ett|två|tre|fyra|fem|sex|sju|tio|flera|några|et|ei|to|fire|seks|ti|zwei|drei|vier|fünf|sechs|zehn)';
const DURATION = new RegExp(
  `(?<![\\p{L}])(?:(?:sedan|sen|since|seit|siden|for (?:the )?(?:last |past )?${NUMBER_WORD}|for|i ${NUMBER_WORD}|in (?:den )?letzten)\\s+\\p{L}+(?:\\s+(?:dagar|dager|dage|days|veckor|uker|uger|weeks|månader|måneder|months|tillbaka|ago|sedan|kväll))?|\\p{L}+\\s+lähtien|${NUMBER_WORD}\\s+\\p{L}+\\s+(?:ago|sedan))`,
  'iu',
);
const SUBORDINATE = /\s(?:när|when|wenn|als|kun|når|da)\s/iu;
const COORDINATION = /\s(?:och|and|og|und|ja|ve|و)\s/giu;
const MAX_CAUSE_WORDS = 12;
/** What a reason for visit does not end on: "The joint pain is", "Struggling with the depression,". */
const CAUSE_TAIL = /(?:[\s,;:]+(?:is|are|was|were|and|or|but|with|for|the|a|an|going|good|now|that|which))+[\s,;:]*$|[\s,;:]+$/i;
const CAUSE_LEAD = /^(?:the|some|a|an|more|my|his|her|their|ett sånt|en sån|sånt|sån|såna|sådant|sådan|lite|litt|lidt)\s+/i;

/** Text before the cut, with the duration said after it ("..., sedan två dagar") brought along. */
function cutKeepingDuration(text: string, cut: RegExpExecArray | null, minWords: number): string {
  if (!cut || words(text.slice(0, cut.index)).length < minWords) return text;
  const kept = text.slice(0, cut.index);
  const duration = DURATION.exec(text.slice(cut.index));
  return duration && !DURATION.test(kept) ? `${kept} ${duration[0]}` : kept;
}

/** The reason for visit as a short phrase: "Has had a sore throat for three days." -> "Sore throat for three days". */
export function toCause(sentence: string, language: Language, afterCue?: number): string {
  let text = (afterCue !== undefined ? sentence.slice(afterCue) : sentence).replace(/^[\s,،;:.]+/u, '');
  // The patient's own words in the third person: "når jeg tisser" -> "når pasienten tisser".
  text = toRecordStyle(text, language, 'subjective', 'patient').replace(/[.!]+$/, '');
  if (afterCue !== undefined) text = text.replace(/^(?:(?:of|for|about|because of|med|för|av|på grund av|wegen|med|for|af|the|your|din|ditt|dina|sin|sitt|ihre|ihrer)\s+)+/iu, '');
  text = text.replace(COURTESY_LEAD, '').replace(ASKED_LEAD, '').replace(POINTING_LEAD, '').replace(COMPLAINT_LEAD[language], '').replace(OWN_LEAD, '');
  text = text.replace(SPOKEN_FILLER, '').replace(/\s{2,}/g, ' ').trim();
  // The patient's "I" left inside the phrase: "since I was a kid" -> "since the patient was a kid".
  if (language === 'en') text = text.replace(/(?<![\p{L}'])I (was|had)(?![\p{L}'])/gu, 'the patient $1');
  // "The big toe has been red and swollen" -> "Big toe red and swollen": the part and how it is, without the copula.
  if (language === 'en') text = text.replace(/^(?:(?:the|my|his|her|their)\s+)?(?!(?:it|she|he|they|this|that|there|i|we|you|everything|nothing|something)\s)((?:left|right)\s+)?(\p{L}+(?:\s+(?!has|have|is|are|was|were|feels)\p{L}+)?)\s+(?:has been|have been|is|are|was|were|feels|feel)\s+(?!not\b)/iu, '$1$2 ');
  // "It burns when I pee" keeps its when-clause; a longer complaint is cut there.
  const clause = CLAUSE_BREAK.exec(text);
  const subordinate = words(text).length > 8 ? SUBORDINATE.exec(text) : null;
  text = cutKeepingDuration(text, clause ?? (subordinate && words(text.slice(0, subordinate.index)).length >= 3 ? subordinate : null), 2);
  // Still long: end at the first "and" that leaves a complaint of three words or more.
  if (words(text).length > MAX_CAUSE_WORDS) {
    COORDINATION.lastIndex = 0;
    for (let m = COORDINATION.exec(text); m; m = COORDINATION.exec(text)) {
      if (words(text.slice(0, m.index)).length >= 3) {
        text = cutKeepingDuration(text, m, 3);
        break;
      }
    }
  }
  text = text.replace(/[\s,;:]+$/, '').replace(TRAILING_FILLER, '').replace(DANGLING_END, '');
  const tokens = text.split(/\s+/);
  if (tokens.length > MAX_CAUSE_WORDS) text = `${tokens.slice(0, MAX_CAUSE_WORDS).join(' ')}…`;
  return capitalise(text.trim().replace(CAUSE_TAIL, '').replace(CAUSE_LEAD, ''));
}
