import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/api.schema.js';
import { categorise, extractTasks } from './task-extractor.js';

const tasks = (sentences: string[], language: Language = 'sv', output: Language = language) => extractTasks(sentences, output, language);
const titles = (sentences: string[], language: Language = 'sv') => tasks(sentences, language).map((t) => t.title);
const numbers = (text: string) => text.match(/\d+(?:[.,/]\d+)*/g) ?? [];

describe('tasks: one per drug prescribed', () => {
  it('when several drugs are prescribed in one Swedish sentence, then each is its own prescription with its dose', () => {
    const found = tasks(['Jag skriver ut Waran 5 mg en gång dagligen och Pantoprazol 20 mg på morgonen.']);
    expect(found.map((t) => [t.category, t.title])).toEqual([
      ['prescription', 'Förskriv Waran 5 mg en gång dagligen'],
      ['prescription', 'Förskriv Pantoprazol 20 mg på morgonen'],
    ]);
  });

  it('when a dose is a limit ("högst", "at most"), then the title keeps the limit: it is no order to take that much', () => {
    expect(titles(['Alvedon går bra om det behövs, men högst fyra tabletter om dagen.'])).toEqual(['Förskriv Alvedon högst fyra tabletter om dagen']);
    expect(titles(['You can take paracetamol, at most four grams a day.'], 'en')[0]).toMatch(/at most four grams a day/i);
  });

  it('when a Swedish sentence starts two drugs with a purpose after each, then the purpose stays out of the title', () => {
    expect(titles(['Vi börjar med metformin 500 milligram till kvällsmaten, och Ramipril 2,5 milligram på morgonen för blodtrycket.'])).toEqual([
      'Förskriv metformin 500 milligram till kvällsmaten',
      'Förskriv Ramipril 2,5 milligram på morgonen',
    ]);
  });

  it('when a medicine is said with its dose and what it does to a value, then it is prescribed and the value is no test', () => {
    expect(tasks(['Trombyl, 75 milligram en gång om dagen, som gör blodplättarna mindre klibbiga.', 'Och atorvastatin, 40 milligram till kvällen, som sänker blodfetterna.']).map((t) => [t.category, t.title])).toEqual([
      ['prescription', 'Förskriv Trombyl 75 milligram en gång om dagen'],
      ['prescription', 'Förskriv Atorvastatin 40 milligram till kvällen'],
    ]);
  });

  it('when a medicine is only explained or is what the patient is on, then it is no prescription', () => {
    for (const told of ['Vid typ 1 slutar kroppen tillverka insulin.', 'Blodtrycket idag var 138 över 82, på ramipril 5 milligram.', 'Har Losartan 50 milligram.'])
      expect(tasks([told]).filter((t) => t.category === 'prescription')).toEqual([]);
    expect(titles(['Vi höjer ramipril till 10 milligram.'])[0]).toMatch(/ramipril/i);
  });

  it('when several drugs are prescribed in one English sentence, then each is a task and doses said in words stay in words', () => {
    expect(titles(['Levothyroxine seventy-five micrograms once daily, and atorvastatin twenty milligrams at night.'], 'en')).toEqual([
      'Prescribe Levothyroxine seventy-five micrograms once daily',
      'Prescribe atorvastatin twenty milligrams at night',
    ]);
  });

  it('when a brand and a generic name are said together, then they are one drug', () => {
    const found = tasks(['Du får penicillin, Kåvepenin, 1 g tre gånger om dagen i tio dagar.']);
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toMatch(/^Förskriv penicillin/);
    expect(found[0]!.title).toContain('1 g');
  });

  it('when the clinician prescribes a number of the same drug or renews the prescription of a continued one, then no task of its own is made', () => {
    expect(titles(['Jag skriver ut flukonazol, en kapsel på 150 milligram.', 'Om det kommer tillbaka så kan du ta en kapsel till, jag skriver ut två.'])).toEqual([
      'Förskriv flukonazol en kapsel på 150 milligram',
    ]);
    expect(titles(['Astman är välkontrollerad, vi fortsätter med Symbicort som förut och jag förnyar receptet.'])).toEqual(['Fortsätt Symbicort']);
  });

  it('when the drug is named in one sentence and its dose in the next, then the task names both', () => {
    expect(titles(['Vi provar en medicin som heter escitalopram.', 'Du börjar med fem milligram varje morgon.'])).toEqual(['Förskriv escitalopram fem milligram varje morgon']);
  });

  it('when German, Danish, Finnish, Turkish and Arabic plans prescribe, then the title names the drug and dose in the note language', () => {
    expect(titles(['Sie bekommen Ibuprofen 400 Milligramm dreimal täglich und dazu Pantoprazol 20 Milligramm morgens.'], 'de')).toEqual([
      'Ibuprofen 400 Milligramm dreimal täglich verordnen',
      'Pantoprazol 20 Milligramm morgens verordnen',
    ]);
    expect(titles(['Jeg udskriver amoxicillin 750 milligram tre gange dagligt.'], 'da')).toEqual(['Ordinér amoxicillin 750 milligram tre gange dagligt']);
    expect(titles(['Aloitetaan amoksisilliini 500 milligrammaa kolme kertaa päivässä.'], 'fi')[0]).toMatch(/^Resepti: amoksisilliini 500 milligrammaa/);
    expect(titles(['Amoksisilin 1000 miligram günde iki kez başlıyoruz.'], 'tr')).toEqual(['Reçete: Amoksisilin 1000 miligram günde iki kez']);
    expect(titles(['سأصف لك أموكسيسيلين 500 ملغ ثلاث مرات يومياً.'], 'ar')).toEqual(['وصف أموكسيسيلين 500 ملغ ثلاث مرات يومياً']);
  });

  it('when one drug is stopped and another started, then each is its own task', () => {
    expect(titles(['Stop the hydrochlorothiazide and start losartan 50 milligrams once a day.'], 'en')).toEqual(['Stop hydrochlorothiazide', 'Prescribe losartan 50 milligrams once a day']);
    expect(titles(['Vi höjer sertralin till 100 milligram en gång om dagen.'])).toEqual(['Höj sertralin till 100 milligram en gång om dagen']);
  });

  it('when speech recognition runs a referral and two drugs together without punctuation, then each is a task', () => {
    const found = tasks(['jag skickar en remiss till ortopeden för bedömning till dess tar du naproxen 500 milligram två gånger om dagen och omeprazol 20 milligram på morgonen']);
    expect(found.map((t) => [t.category, t.title])).toEqual([
      ['referral', 'Remiss till ortopeden för bedömning'],
      ['prescription', 'Förskriv naproxen 500 milligram två gånger om dagen'],
      ['prescription', 'Förskriv omeprazol 20 milligram på morgonen'],
    ]);
  });

  it('when a drug is named first without and then with its dose, then it is one task with the dose', () => {
    expect(titles(['Det blir penicillin.', 'Du får penicillin 1 g tre gånger om dagen i tio dagar.'])).toEqual(['Förskriv penicillin 1 g tre gånger om dagen i tio dagar']);
    expect(tasks(['Du är allergisk mot penicillin, så du får doxycyklin 100 mg en gång om dagen.']).map((t) => t.title)).toEqual(['Förskriv doxycyklin 100 mg en gång om dagen']);
  });

  it('when a medicine is advised against, then it is an instruction to avoid it, not a prescription', () => {
    expect(tasks(['Ta inte Ipren eller Treo samtidigt.'])).toEqual([expect.objectContaining({ category: 'patient_instruction', title: 'Undvik Ipren eller Treo' })]);
  });

  it('when a medicine is stopped with the verb after it, listed with a no, explained with a not, or already gone, then it is never a prescription; held back until the first step fails, its title says so', () => {
    expect(titles(['Naproxenet slutar du med helt, idag.'])).toEqual(['Sätt ut Naproxenet']);
    expect(titles(['Voltaren och Naproxen, dom ska du sluta med helt.'])).toEqual(['Sätt ut Voltaren och Naproxen']);
    expect(titles(['Inga Ipren, inga Voltaren, ingenting i den gruppen.'])).toEqual(['Undvik Ipren']);
    expect(titles(['Metoprolol sänker pulsen, så den ska du inte ta mer, jag sätter ut den nu.'])).toEqual(['Sätt ut Metoprolol']);
    expect(titles(['He should stop the daily ibuprofen.'], 'en')).toEqual(['Stop ibuprofen']);
    expect(tasks(['Om det inte räcker kan vi lägga till tabletter, doxycyklin, men vi börjar med krämen.'])).toEqual([
      expect.objectContaining({ category: 'prescription', title: 'Förskriv doxycyklin vid utebliven förbättring', priority: 'low' }),
    ]);
    expect(titles(['She should stop taking any nonsteroidal medicines such as her Advil.'], 'en')).toEqual(['Stop taking any nonsteroidal medicines such as her Advil']);
    expect(titles(['Finally stop taking any nonsteroidal medicines such as her advil or motrin.'], 'en')).toEqual(['Stop advil or motrin']);
    for (const explained of ['Omeprazolen kan bidra lite, men den är inte huvudorsaken.', 'The statin can cause muscle aches.', 'Vanligt penicillin biter inte på mykoplasma.', 'Valproat använder vi inte till unga kvinnor.', 'Penicillinet hade du ingen nytta av.', 'Det ska gå bra nu när naproxenet är borta.'])
      expect(tasks([explained]).filter((t) => t.category === 'prescription')).toEqual([]);
  });
});

describe('tasks: a switch of medicine', () => {
  it('when the clinician switches one medicine for another, then the first is stopped and the second prescribed', () => {
    expect(titles(['Vi byter Spiriva mot Spiolto, två inhalationer på morgonen.'])).toEqual(['Sätt ut Spiriva', 'Förskriv Spiolto två inhalationer på morgonen']);
    expect(titles(["We'll switch your amlodipine to lercanidipine 10 mg once a day."], 'en')[0]).toMatch(/^Stop amlodipine/i);
  });
});

describe('tasks: what would have been done, and descriptions, are not tasks', () => {
  it('when a drug is what is usually given but declined, one may come later, or a test is read with its value, then no task is written', () => {
    for (const said of [
      'Vanligtvis ger man antiinflammatoriska tabletter, typ Naproxen, men med dina njurar vill jag inte det.',
      'Får du flera anfall kan det bli aktuellt med en tablett som sänker urinsyran varje dag, Allopurinol.',
      'CRP är 46, och det stiger vid giktanfall.',
    ])
      expect(tasks([said])).toEqual([]);
    expect(tasks(['Ibuprofen would help, but I would not want to give it with your kidneys.'], 'en')).toEqual([]);
    // Not wanting to wait is no refusal.
    expect(titles(['Vi tar blodprover idag, men det vill vi inte vänta med.'])).toEqual(['Ta blodprover idag']);
    // A test taken up for discussion ("Nu spirometrin.") orders nothing.
    expect(tasks(['Nu spirometrin.'])).toEqual([]);
    // A value with a time ahead is the target of a test to come.
    expect(tasks(['Vi tar om HbA1c om tre månader, målet är under 52.']).map((t) => t.category)).toEqual(['lab_test']);
  });

  it('when the clinician says what would have been done, or describes what drives a condition or what the patient avoids, then no task is written', () => {
    for (const said of ['Hade hon varit förvirrad idag, då hade hon behövt dropp på sjukhuset, men där är vi inte.', 'Det ser ut som att det är allergin som driver på astman nu.', 'Patienten undviker situationer, och nu hotar det utbildningen.', 'If the pulse had been lower, I would have sent you to the emergency department.'])
      expect(tasks([said], said.startsWith('If') ? 'en' : 'sv')).toEqual([]);
    expect(titles(['Undvik stark sol.'])).toEqual(['Undvik stark sol']);
    expect(titles(['Jag skriver ut ett schema.', 'Skickar ett nytt recept så att det räcker.'])).toEqual([]);
    expect(titles(['Samtidigt ökar vi Pentasan till fyra gram om dagen.'])).toEqual(['Höj Pentasan till fyra gram om dagen']);
    expect(tasks(['Du kan boka i receptionen på vägen ut.']).filter((t) => t.category === 'prescription')).toEqual([]);
    expect(tasks(['Du kan köpa nåt hostdämpande receptfritt till natten.']).filter((t) => t.category === 'prescription')).toEqual([]);
  });
});

describe('tasks: results and talk are not tasks', () => {
  it.each([
    [['EKG:t vi tog i morse visade sinusrytm utan tecken på ischemi.'], 'sv'],
    [['Lungröntgen visade ingen lunginflammation.'], 'sv'],
    [['The x-ray showed no fracture.'], 'en'],
    [['The blood tests came back normal.'], 'en'],
    [['Das Röntgen zeigte keinen Bruch.'], 'de'],
    [['Har en remiss från vårdcentralen för ryggen.'], 'sv'],
    [['De flesta infektioner läker ut utan antibiotika.'], 'sv'],
  ] as [string[], Language][])('when the plan says "%s", then there is no task', (sentences, language) => {
    expect(tasks(sentences, language)).toEqual([]);
  });

  it('when something is said not to be needed, then it is no task', () => {
    expect(tasks(['Han behöver inget intyg för skolan.'])).toEqual([]);
    expect(tasks(['Du trenger ingen legeerklæring for det, du kan bruke egenmelding for sykt barn.'], 'nb')).toEqual([]);
    expect(tasks(['Ottawa rules are negative, so no X-ray is needed.'], 'en')).toEqual([]);
  });
});

describe('tasks: imperative titles naming the object', () => {
  it('when an English plan orders, refers and follows up, then the titles say so', () => {
    expect(titles(['I will prescribe amoxicillin 500 mg three times daily for seven days.', 'I will refer you to cardiology.', "We'll order a lumbar MRI.", 'Follow up in 2 weeks.'], 'en')).toEqual([
      'Prescribe amoxicillin 500 mg three times daily',
      'Refer to cardiology',
      'Order lumbar MRI',
      'Follow up in 2 weeks',
    ]);
  });

  it('when a Swedish plan refers, follows up and takes tests, then the titles name the target, the time and the test', () => {
    const found = tasks(['Jag remitterar dig till ortopeden för bedömning av knät och eventuellt en magnetkameraundersökning längre fram.', 'Vi ses igen om fyra veckor.', 'Vi tar leverprover om sex veckor.']);
    expect(found.map((t) => [t.category, t.title])).toEqual([
      ['referral', 'Remiss till ortopeden för bedömning av knät'],
      ['follow_up', 'Återbesök om fyra veckor'],
      ['lab_test', 'Ta leverprover om sex veckor'],
    ]);
  });

  it('when a follow-up names a test to take then, then the test is a task of its own', () => {
    const found = tasks(['Vi ses om tre månader och tar ett nytt HbA1c då.']);
    expect(found.map((t) => t.category)).toEqual(['follow_up', 'lab_test']);
    expect(found[1]!.title).toContain('HbA1c');
  });

  it('when safety-net advice is given, then the title is what to do, with the condition when it fits', () => {
    expect(titles(['Om du får ont i bröstet i mer än tjugo minuter, ring 112.'])).toEqual(['Ring 112 vid ont i bröstet i mer än tjugo minuter']);
    expect(tasks(['Om det inte är bättre om en vecka, hör av dig.'])).toEqual([expect.objectContaining({ category: 'follow_up', title: 'Återkontakt vid utebliven förbättring om en vecka' })]);
  });

  it('when a blood pressure check is booked ahead, then it is a follow-up named as that check', () => {
    expect(tasks(["I'd like the nurse to check your blood pressure in two weeks."], 'en')).toEqual([expect.objectContaining({ category: 'follow_up', title: 'Blood pressure check in two weeks' })]);
    expect(titles(['Sköterskan får kolla blodtrycket om två veckor.'])).toEqual(['Blodtryckskontroll om två veckor']);
  });

  it('when a Swedish safety net puts the condition verb first ("Kräks du..., då åker du till akuten"), then the task is what to do', () => {
    expect(titles(['Kräks du så att tabletterna inte stannar kvar, blir du sämre eller förvirrad, då åker du till akuten.'])).toEqual(['Åk till akuten']);
    expect(tasks(['Blir det inte bättre, hör av dig.'])).toEqual([expect.objectContaining({ category: 'follow_up', title: 'Återkontakt vid utebliven förbättring' })]);
  });

  it('when a return visit waits for a test ("när gastroskopin är gjord, ses vi igen"), then it is the follow-up, its time written mid-title', () => {
    expect(tasks(['Så när gastroskopin är gjord och svaret har kommit, ses vi igen, om kanske sex till åtta veckor.'])).toEqual([expect.objectContaining({ category: 'follow_up' })]);
    expect(titles(['Om tre månader ses vi igen.'])).toEqual(['Återbesök om tre månader']);
  });

  it('when advice is to avoid something, then it is an instruction even if it names a visit', () => {
    expect(tasks(['Undvik tunga lyft tills du har träffat ortopeden.'])[0]).toMatchObject({ category: 'patient_instruction' });
    expect(categorise('Undvik tunga lyft tills du har träffat ortopeden.')).toBe('patient_instruction');
  });

  it('when Norwegian, Danish, Finnish, Turkish and Arabic plans follow up or refer, then the title has the time or the target', () => {
    expect(titles(['Jeg henviser deg til fysioterapeut.', 'Kom tilbake om tre uker.'], 'nb')).toEqual(['Henvis til fysioterapeut', 'Kontroll om tre uker']);
    expect(titles(['Kontrol om fire uger.'], 'da')).toEqual(['Kontrol om fire uger']);
    expect(titles(['Kontrolli kahden viikon päästä.'], 'fi')).toEqual(['Kontrolli kahden viikon päästä']);
    expect(titles(['راجعني بعد أسبوعين.'], 'ar')).toEqual(['مراجعة بعد أسبوعين']);
    expect(titles(['İki hafta sonra kontrole gelin.'], 'tr')).toEqual(['Kontrol: İki hafta sonra']);
  });

  it('when the note is written in another language than spoken, then the title is the category in the note language with the object as said', () => {
    expect(tasks(['Jag remitterar dig till ortopeden.'], 'sv', 'en')[0]!.title).toBe('Referral till ortopeden');
  });
});

describe('tasks: English advice leads', () => {
  it('when advice opens with "try to" or "make sure to", then the title is what to do', () => {
    expect(titles(['Try to cut down on your caffeine.'], 'en')).toEqual(['Cut down on your caffeine']);
  });
});

describe('tasks: certificates by any of their names', () => {
  it('when the clinician writes a "läkarintyg" or a "legeerklæring", then it is a certificate', () => {
    expect(tasks(['Jag skriver ett läkarintyg till Försäkringskassan för två veckor till.']).map((t) => [t.category, t.title])).toEqual([['certificate', 'Skriv läkarintyg till Försäkringskassan för två veckor till']]);
    expect(tasks(['Jeg skriver en legeerklæring til skolen.'], 'nb').map((t) => t.category)).toEqual(['certificate']);
  });
});

describe('tasks: length and doses', () => {
  const LONG = [
    'Jag skriver ut naproxen femhundra milligram morgon och kväll i en vecka tillsammans med mat och sedan vid behov under ytterligare två veckor.',
    'Vi tar blodprover idag: blodstatus, kreatinin, elektrolyter, TSH, fritt T4, ferritin, B12 och folat.',
    'Jag remitterar dig till fysioterapeuten på vårdcentralen för ett individuellt träningsprogram för knät och höften.',
    'Om du får feber, frossa, kraftig värk i ryggen eller blod i urinen under helgen ska du söka akut på närmaste sjukhus direkt.',
    'I will prescribe amoxicillin clavulanate 875 milligrams twice a day with food for ten days because of the bite.',
    'Sie bekommen Metformin 1000 Milligramm zweimal täglich zu den Mahlzeiten für die nächsten drei Monate.',
  ];

  it('when plans are long, then every title is at most 60 characters and ends on a whole word of what was said', () => {
    for (const [i, sentence] of LONG.entries()) {
      const language: Language = i === 4 ? 'en' : i === 5 ? 'de' : 'sv';
      const found = tasks([sentence], language);
      expect(found.length).toBeGreaterThan(0);
      for (const t of found) {
        expect(t.title.length).toBeLessThanOrEqual(60);
        const said = new Set(sentence.toLowerCase().split(/[^\p{L}\p{N}-]+/u));
        const last = t.title.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter(Boolean).at(-1)!;
        // The last word is a whole word (no cut mid-word), from the sentence or the title's own verb.
        expect(said.has(last) || ['verordnen', 'förskriv', 'prescribe'].includes(last)).toBe(true);
        expect(t.title).not.toMatch(/\s(?:och|i|om|på|för|and|for|the|a|und|mit)$/i);
      }
    }
  });

  it('when a title must be shortened, then a frequency is never cut to part of itself', () => {
    // "en gång i veckan" is not "en gång": a weekly dose must not read as a daily one.
    const [title] = titles(['Du börjar med metotrexat tio milligram en gång i veckan, helst på måndagar, och vi höjer efter fyra veckor om proverna är bra.']);
    expect(title).toBe('Förskriv metotrexat tio milligram en gång i veckan');
  });

  it('when a dose is in the title, then its numbers are exactly as said', () => {
    for (const [i, sentence] of LONG.entries()) {
      const language: Language = i === 4 ? 'en' : i === 5 ? 'de' : 'sv';
      for (const t of tasks([sentence], language)) for (const n of numbers(t.title)) expect(numbers(sentence)).toContain(n);
    }
    // Too long with the strength: the whole dosing is kept, never half of it ("morgon" without "och kväll").
    expect(titles(['Symbicort 160/4,5, två inhalationer morgon och kväll.'])).toEqual(['Förskriv Symbicort två inhalationer morgon och kväll']);
  });
});

describe('tasks: actions said in the other languages', () => {
  it('when a Finnish speaker gives a referral to the nurse, even in speech without punctuation, then it is a referral to the nurse', () => {
    expect(titles(['Voin antaa lähetteen hoitajalle, joka neuvoo ruokavaliossa.'], 'fi')).toEqual(['Lähete: hoitajalle']);
    const found = tasks(['Ja painoa kannattaa pudottaa voin antaa lähetteen hoitajalle joka neuvoo ruokavaliossa.'], 'fi');
    expect(found.map((t) => [t.category, t.title])).toEqual([['referral', 'Lähete: hoitajalle']]);
  });

  it('when a Norwegian speaker says to get in touch again if the symptoms come, then it is advice with its condition', () => {
    const found = tasks(['Hvis du får feber eller blod i urinen, tar du kontakt igjen.'], 'nb');
    expect(found.map((t) => t.category)).toEqual(['patient_instruction']);
    expect(found[0]!.title).toMatch(/^Ta kontakt igjen ved feber/);
  });

  it('when a Danish speaker takes a blood test named only by its analyte, then it is a test; a result said is not', () => {
    expect(tasks(['Vi tager også et blodsukker i dag.'], 'da').map((t) => [t.category, t.title])).toEqual([['lab_test', 'Tag blodsukker i dag']]);
    expect(tasks(['Dit kolesterol var lidt højt sidste gang.'], 'da')).toEqual([]);
  });

  it('when a German speaker prescribes physiotherapy or runs several errands together without punctuation, then each errand is its own task', () => {
    expect(tasks(['Ich verordne Ihnen zehnmal Krankengymnastik.'], 'de').map((t) => t.category)).toEqual(['referral']);
    const found = tasks(['Machen sie die übungen jeden morgen kommen sie in zwei wochen wieder wenn es dann nicht besser ist überweise ich sie zum orthopäden'], 'de');
    expect(found.map((t) => [t.category, t.title])).toEqual([
      ['patient_instruction', 'Machen sie die übungen jeden morgen'],
      ['follow_up', 'Wiedervorstellung in zwei wochen'],
      ['referral', 'Überweisung zum orthopäden'],
    ]);
  });

  it('when German advice on hygiene runs on into a safety net without punctuation, then both are advice', () => {
    const found = tasks(['Und eine eigene toilette benutzen wenn das geht wenn blut im stuhl auftritt oder sie nicht mehr trinken können kommen sie sofort wieder oder gehen in die notaufnahme'], 'de');
    expect(found.map((t) => t.category)).toEqual(['patient_instruction', 'patient_instruction']);
    expect(found[1]!.title).toMatch(/notaufnahme/i);
  });

  it('when a Turkish speaker stops a drug with the verb after it and starts another, then both are tasks; a question is none', () => {
    expect(titles(['Metformini bırakıyoruz, yerine sitagliptin elli miligram başlıyoruz.'], 'tr')).toEqual(['Kesilecek: Metformini', 'Reçete: sitagliptin elli miligram']);
    expect(tasks(['Bir hafta içinde düzelmezse tekrar getirin.'], 'tr').map((t) => [t.category, t.title])).toEqual([['follow_up', 'Kontrol: Bir hafta içinde düzelmezse']]);
    expect(tasks(['Ateşi düşmüyor mu, tekrar getirdiniz mi?'], 'tr')).toEqual([]);
    // "bir de": a second errand in speech without punctuation.
    expect(tasks(['Sizi göz doktoruna sevk ediyorum bir de diyetisyene yönlendiriyorum'], 'tr').map((t) => t.category)).toEqual(['referral', 'referral']);
  });

  it('when an Arabic speaker says to come back, to go to the emergency department, or refers, then each is a task', () => {
    expect(tasks(['وارجع بعد شهرين حتى نشوف الضغط.'], 'ar').map((t) => [t.category, t.title])).toEqual([['follow_up', 'مراجعة بعد شهرين']]);
    expect(tasks(['إذا صار عندك ضيق نفس شديد، روح للطوارئ فوراً.'], 'ar').map((t) => t.category)).toEqual(['patient_instruction']);
    expect(tasks(['سأحولك إلى أخصائي القلب.'], 'ar').map((t) => [t.category, t.title])).toEqual([['referral', 'إحالة إلى أخصائي القلب']]);
    expect(categorise('الضغط 150 على 95 اليوم.')).toBeUndefined();
  });
});

describe('tasks: English plan statements the cues missed', () => {
  it('when an English plan checks an A1c, sees the patient for a named visit or gives the crisis line, then each is a task; an A1c said as a result is not', () => {
    expect(tasks(['We will check an A1c with his next physical.'], 'en').map((t) => t.category)).toEqual(['lab_test']);
    expect(tasks(['We will see him for the post-op visit in about two weeks.'], 'en').map((t) => [t.category, t.title])).toEqual([['follow_up', 'Follow up in about two weeks']]);
    expect(tasks(['If she ever has thoughts of harming herself, call or text 988, or go to the nearest emergency room.'], 'en').map((t) => t.category)).toEqual(['patient_instruction']);
    expect(tasks(['His A1c was 7.2 last time.'], 'en')).toEqual([]);
  });

  it('when an English plan writes the patient off work or says to come in the same day if worse, then it is a sick note or advice; a remark about calling is not', () => {
    expect(titles(['We will write her off work for two weeks.'], 'en')).toEqual(['Write sick note for two weeks']);
    expect(tasks(['If the swelling spreads or she gets a fever, come in the same day.'], 'en').map((t) => t.category)).toEqual(['patient_instruction']);
    expect(tasks(['She said she would call us.'], 'en')).toEqual([]);
  });

  it('when a plan has more than twelve actions, then the follow-up at the end is still a task', () => {
    const plan = ['Continue metformin 500 twice a day.', 'Continue amlodipine 5 once a day.', 'Continue atorvastatin 40 at night.', 'Continue aspirin 81 once a day.', 'Continue lisinopril 10 once a day.', 'Continue omeprazole 20 once a day.', 'Continue sertraline 50 once a day.', 'Continue furosemide 20 in the morning.', 'Continue spironolactone 25 once a day.', 'We will check potassium and kidney function in one week.', 'We will repeat the echocardiogram in three months.', 'Call 911 for chest pain that does not go away.', 'We will see her back in six weeks.'];
    expect(tasks(plan, 'en').map((t) => t.category)).toContain('follow_up');
  });
});

describe('tasks: Swedish speech without punctuation', () => {
  it('when a Swedish speaker says "Drick ..." as advice, then it is advice; asking about drinking is not', () => {
    expect(tasks(['Drick mindre på kvällen, inget te efter åtta.']).map((t) => t.category)).toEqual(['patient_instruction']);
    expect(tasks(['Dricker du alkohol']).map((t) => t.category)).toEqual([]);
  });

  it('when a Swedish speaker takes a blood value and B12, then it is a test, not a prescription of B12', () => {
    expect(tasks(['Vi tar nytt blodvärde och B12 om sex veckor.']).map((t) => t.category)).toEqual(['lab_test']);
  });

  it('when a bone density scan follows a drug in the same sentence, then it is its own imaging task', () => {
    expect(tasks(['Du får kalcium och D-vitamin, en tablett två gånger om dagen, och vi gör en bentäthetsmätning.']).map((t) => t.category)).toEqual(['prescription', 'imaging']);
  });

  it('when an action is said before talk of what is usual or what we can discuss, then the action is still a task; the talk alone is not', () => {
    expect(tasks(['Ja så ses vi igen om två månader om det fortfarande är besvärligt kan vi prata om annan behandling']).map((t) => [t.category, t.title])).toEqual([['follow_up', 'Återbesök om två månader']]);
    expect(tasks(['Jag skriver en remiss till ortopeden för bedömning efter en tid brukar man rekommendera operation']).map((t) => t.category)).toEqual(['referral']);
    expect(tasks(['Sen kan vi prata om remiss till ortoped om det inte blir bättre.'])).toEqual([]);
  });

  it('when a Swedish speaker says "dels ... dels vill jag skicka en remiss", then the drug and the referral are two tasks', () => {
    const found = tasks(['Jag föreslår två saker dels en medicin sertralin femtio milligram varje morgon dels vill jag skicka en remiss till psykolog']);
    expect(found.map((t) => [t.category, t.title])).toEqual([
      ['prescription', 'Förskriv sertralin femtio milligram varje morgon'],
      ['referral', 'Remiss till psykolog'],
    ]);
  });
});

describe('tasks: what others did before', () => {
  it('when the plan tells what another doctor did, then it is no task; the clinician\'s own referral is', () => {
    expect(tasks(['Dr. Greene referred her for palpitations.', 'I will refer you to electrophysiology.'], 'en').map((t) => t.category)).toEqual(['referral']);
  });
});

describe('tasks: contact again if it has not passed', () => {
  it('when the patient is to get in touch if the trouble is still there, then it is a conditional follow-up, also with "hör du av dig"', () => {
    expect(tasks(['Om det fortfarande kliar efter fyra veckor, eller om du ser nya gångar, då hör du av dig, så kan vi ge tabletter.']).map((t) => [t.category, t.title])).toEqual([
      ['follow_up', 'Återkontakt vid utebliven förbättring efter fyra veckor'],
    ]);
  });

  it('when a safety-net opens with a lead and a colon, then it is still advice for what may happen', () => {
    expect(tasks(['Och det viktiga: om du får dubbelseende eller sluddrigt tal, då ska ni ringa 112 direkt.']).map((t) => t.category)).toEqual(['patient_instruction']);
  });
});

describe('tasks: an English order said with "I\'m ordering"', () => {
  it('when the English plan says "I\'m ordering" a scan by its name, then it is an imaging task named by it', () => {
    expect(tasks(['We are ordering a FibroScan, it is a type of ultrasound that measures liver stiffness.'], 'en').map((t) => [t.category, t.title])).toEqual([['imaging', 'Order FibroScan']]);
  });
});
