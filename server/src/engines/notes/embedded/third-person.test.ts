import { describe, expect, it } from 'vitest';
import { toThirdPerson, withoutFillers } from './third-person.js';

describe('third person', () => {
  it.each([
    ['patient', 'I have had a cough for three days.', 'she has had a cough for three days.'],
    ['patient', "And it's, you know, kind of sharp, like, when I walk.", "it's sharp when she walks."],
    ['patient', 'Um, I just take my metformin 500 mg twice a day, right?', 'she takes her metformin 500 mg twice a day.'],
    ['patient', 'Basically it is actually not swollen.', 'it is not swollen.'],
    ['patient', 'So I have no fever, so...', 'she has no fever.'],
    ['patient', 'I feel okay.', 'she feels okay.'],
    ['patient', 'It hurts just above the knee.', 'It hurts just above the knee.'],
    ['patient', 'What kind of pain is it?', 'What kind of pain is it?'],
    ['clinician', "I'm just going to go ahead and order an x-ray of your knee.", 'we will order an x-ray of her knee.'],
    ['clinician', 'I also want to start you on some lasix, 20 milligrams a day.', 'we will start her on some lasix, 20 milligrams a day.'],
    ['clinician', "I do want to increase your lisinopril to 40 milligrams a day, just because your blood pressure's high.", "we will increase her lisinopril to 40 milligrams a day, because her blood pressure's high."],
    ['clinician', "But we'll go ahead and get an echocardiogram, okay?", 'we will get an echocardiogram.'],
    ['clinician', 'I know that she had a colonoscopy about three years ago.', 'she had a colonoscopy about three years ago.'],
    ['clinician', 'I see here that it was about 180 over 95 in the emergency room.', 'it was about 180 over 95 in the emergency room.'],
    ['clinician', "I'm glad to hear that you are staying active.", 'she is staying active.'],
    ['clinician', 'It sounds like you are doing really well.', 'she is doing really well.'],
    ['clinician', 'It looks like a sprain.', 'It looks like a sprain.'],
    ['clinician', 'I do appreciate a two out of six systolic ejection murmur.', 'a two out of six systolic ejection murmur.'],
    ['clinician', "I don't appreciate any masses or any rebound.", 'we do not appreciate any masses or any rebound.'],
    ['clinician', "I don't feel the need to start any medications.", 'we do not feel the need to start any medications.'],
    ['patient', 'When it catches, I almost fall.', 'When it catches, she almost falls.'],
    ['clinician', 'Are you able to walk on it?', 'is she able to walk on it?'],
    ['clinician', 'Do you take your metformin 500 mg?', 'does she take her metformin 500 mg?'],
    ['patient', 'He loves jelly beans, yeah.', 'He loves jelly beans.'],
    ['clinician', 'Everything else is okay, okay let me listen to your lungs.', 'Everything else is okay, let me listen to her lungs.'],
    ['clinician', 'On his heart exam, I do hear a 3 out of 6 systolic murmur.', 'On his heart exam, a 3 out of 6 systolic murmur.'],
    ['clinician', 'For his first problem, I think he has an acute lumbar strain.', 'For his first problem, he has an acute lumbar strain.'],
    ['clinician', "For his hypertension, I don't believe it's well controlled.", "For his hypertension, I don't believe it's well controlled."],
    ['clinician', 'Let me examine you your blood pressure 128 over 82 heart rate 72.', 'her blood pressure 128 over 82 heart rate 72.'],
    ['clinician', 'Let me listen to your lungs.', 'Let me listen to her lungs.'],
    ['clinician', 'Great, you should continue to use the T-gel shampoo.', 'she should continue to use the T-gel shampoo.'],
    ['patient', "I completed the covid vaccine, that's great.", 'she completed the covid vaccine.'],
    ['patient', "She pulls my hair and oh sometimes she's not very nice.", "She pulls her hair and sometimes she's not very nice."],
    ['patient', "I take them at different times 'cause I forget.", 'she takes them at different times because she forgets.'],
    ['clinician', 'Great range of motion in the knee.', 'Great range of motion in the knee.'],
    ['clinician', "I'm going to go ahead.", ''],
    ['clinician', "The nurse will be in soon and I'll...", 'The nurse will be in soon.'],
    ['patient', 'No, I never have,.', 'No, she never has.'],
    ['clinician', "We will treat you with penicillin or, I'm sorry, amoxicillin, 500 milligrams.", 'we will treat her with amoxicillin, 500 milligrams.'],
    ['clinician', "Increase the lisinopril to 20 or, I'm sorry, 40 milligrams.", 'Increase the lisinopril to 40 milligrams.'],
    ['clinician', "We will order another hemoglobin a1c in a couple weeks, or, I'm sorry, a couple months.", 'we will order another hemoglobin a1c in a couple months.'],
    ['clinician', 'He is tender when I...', 'He is tender.'],
    ['clinician', "So I'm going to talk a little bit about my assessment and my plan for him.", ''],
    ['patient', 'I felt the pop, and I immediately had to hit the ground.', 'she felt the pop, and she immediately had to hit the ground.'],
    ['patient', 'I slowly walk to the car and I apply the cream.', 'she slowly walks to the car and she applies the cream.'],
    ['clinician', 'In terms of your depression, I know that we tried to stay off of medication in the past.', 'In terms of her depression, we tried to stay off of medication in the past.'],
  ] as const)('%s: %s', (role, spoken, written) => {
    expect(toThirdPerson(spoken, role, 'she')).toBe(written);
  });

  it('never takes out a negation, a number or a unit', () => {
    for (const s of ['No, I do not have chest pain, you know.', 'Kind of no fever, 38.5 degrees, 2 mg.', 'I just do not smoke.']) {
      const out = withoutFillers(s);
      for (const w of s.match(/\b(?:no|not|\d+(?:\.\d+)?|mg|degrees)\b/gi) ?? []) expect(out).toContain(w);
    }
  });
});
