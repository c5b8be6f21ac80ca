import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import { cleanTranscript, inferRole } from './clean-input.js';
import { findMentions } from './diagnosis-matcher.js';

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
    ['sv', 'nu tittar jag gapa stort säg aaa svalget rött', 'clinician'],
    ['sv', 'nu kollar jag själva leden jag trycker ner knäskålen', 'clinician'],
    ['nb', 'nå kjenner jeg på magen din', 'clinician'],
    ['sv', 'jag har haft ont i tre dagar', 'patient'],
    ['en', 'i have had a cough since monday', 'patient'],
  ] as const)('when [%s] "%s" is said, then it is the %s\'s', (language, sentence, role) => {
    expect(inferRole(sentence, language)).toBe(role);
  });
});

describe('sentences in speech without punctuation', () => {
  const sentences = (transcript: string, language: Language) => cleanTranscript(transcript, language).utterances.map((u) => `${u.question ? '?' : ''}${u.text}`);

  it('when a Turkish question closes with its particle, then the sentence ends after it and is a question', () => {
    const said = sentences('öksürüğü var mı yok öksürmüyor burnu da akmıyor başın ağrıyor mu biraz ağrıyor', 'tr');
    expect(said[0]).toBe('?öksürüğü var mı');
    expect(said.at(-1)).toBe('biraz ağrıyor');
    // A long run that ends on the particle holds a statement before the question: it is not all asked.
    expect(sentences('evet test pozitif bu a grubu streptokok bademcik iltihabı kızıl mı hocam okulda kızıl var diyorlar', 'tr')[0]).not.toMatch(/^\?/);
  });

  it('when Arabic speech goes on to a question with "وهل" or a dialect question word, then a new sentence starts there', () => {
    const said = sentences('لا ما عندي ألم في الصدر مشيت كثير في العمرة وما حصل شيء وهل حصل عندك هبوط في السكر رجفة تعرق دوخة', 'ar');
    expect(said.some((s) => /^\??وهل حصل عندك هبوط في السكر/.test(s))).toBe(true);
  });

  it('when a listener exclaims ("oi", "oh", "oj") in a long run, then a new sentence starts there', () => {
    expect(sentences('og det betyr at det er stor sannsynlighet for at du har cøliaki oi jeg trodde det var irritabel tarm som mamma', 'nb').at(-1)).toBe('oi jeg trodde det var irritabel tarm som mamma');
  });

  it('when a patient addresses the clinician ("hocam", "يا دكتور") in a long run, then a new sentence starts there', () => {
    expect(sentences('karın yumuşak kitle yok defans yok ameliyat izi temiz tansiyonunuz 110 70 hocam ne o zaman bu', 'tr')).toContain('hocam ne o zaman bu');
    expect(sentences('الضغط مية وعشرين على ثمانين والنبض طبيعي والبطن لين وما في ألم دكتور انا خايفة من السرطان', 'ar').at(-1)).toBe('دكتور انا خايفة من السرطان');
  });

  it.each([
    ['de', 'vor zwei jahren auf mallorca ein bisschen aber nicht so schlimm da dachte ich das ist ein sonnenbrand', 'dachte ich das ist ein sonnenbrand'],
    ['sv', 'förra sommaren var det likadant och då trodde jag det var en vanlig solbränna', 'trodde jag det var en vanlig solbränna'],
    ['nb', 'det begynte i helgen etter fotballkampen og da tenkte jeg det var en forstuing', 'tenkte jeg det var en forstuing'],
    ['en', "sorry can i just ask our dog's been limping the vet reckons it's arthritis in his hip", "reckons it's arthritis in his hip"],
  ] as const)('when [%s] a verb of belief comes before its subject ("%s"), then its clause is not cut from it', (language, transcript, kept) => {
    expect(sentences(transcript, language).some((s) => s.includes(kept))).toBe(true);
  });
});

describe('what a question particle or a time before it says of a condition', () => {
  const statuses = (text: string, language: Language) => [...new Set(findMentions(text, language).map((m) => `${m.entry.code} ${m.status}`))];

  it('when a Turkish condition is followed by "mı", then it is asked, not stated', () => {
    expect(statuses('bu a grubu streptokok bademcik iltihabı kızıl mı', 'tr')).toEqual(['J03.9 present', 'A38 hypothetical']);
  });

  it('when an injury word comes before a time and the body part, in a long run without punctuation, then the injury is history', () => {
    const run = 'ama bir keresinde aspirin içtim nefesim daraldı o günden beri ağrı kesicilerden korkuyorum çok önemli bir bilgi not alıyorum ameliyat kırık lisedeyken voleybolda sol ayak bileğimi kırmıştım alçıya aldılar iyileşti bir de';
    expect(statuses(run, 'tr')).toEqual(['S92.9 historical']);
  });
});
