import { describe, expect, it } from 'vitest';
import { LANGUAGES, PROFESSIONS, type Language, type Profession } from '../../../contract/api.schema.js';
import { TemplateCatalog } from '../../../features/templates/template-catalog.js';
import { noteAnswerSchema } from '../openai/note-answer.js';
import { loadNotePrompt, renderNotePrompt, type NotePromptInput } from './render-note-prompt.js';

// Golden files pin the rendered prompt: a change to the prompt data or the renderer shows as a diff to review.
// After an intended change: npx vitest run server/src/engines/notes/prompts -u
const catalog = new TemplateCatalog();
const TRANSCRIPT = 'Patienten har haft ont i halsen i tre dagar och feber 38,5.';
const SIDE_NOTE = 'Pollenallergi.';

function input(language: Language, profession: Profession, templateId?: string): NotePromptInput {
  const template = templateId ? catalog.get(templateId, language)! : catalog.forProfession(profession, language);
  return {
    language,
    profession,
    sections: template.sections.map((s) => ({ sectionName: s.sectionName, autoFill: s.aiRules.autoFill })),
    transcript: TRANSCRIPT,
    sideNote: SIDE_NOTE,
  };
}
const asText = (prompt: NotePromptInput) =>
  renderNotePrompt(prompt)
    .map((m) => `=== ${m.role} ===\n${m.content}`)
    .join('\n\n') + '\n';
const golden = (name: string) => `./golden/${name}.txt`;

describe('note prompt', () => {
  it.each(LANGUAGES)('when the output language is %s, then the prompt matches its golden file', async (language) => {
    await expect(asText(input(language, 'physician'))).toMatchFileSnapshot(golden(`language-${language}`));
  });

  it.each(PROFESSIONS)('when the profession is %s, then the prompt matches its golden file', async (profession) => {
    await expect(asText(input('sv', profession))).toMatchFileSnapshot(golden(`profession-${profession}`));
  });

  it.each(catalog.list('sv').map((t) => t.id))('when the template is %s, then the prompt matches its golden file', async (id) => {
    await expect(asText(input('sv', 'physician', id))).toMatchFileSnapshot(golden(`template-${id}`));
  });

  it('when the schema goes in the prompt, a part is asked or parts are merged, then each is said once', async () => {
    const base = input('sv', 'physician');
    const schema = noteAnswerSchema(base.sections);
    await expect(asText({ ...base, schemaInPrompt: schema })).toMatchFileSnapshot(golden('schema-in-prompt'));
    await expect(asText({ ...base, part: { index: 1, count: 3 } })).toMatchFileSnapshot(golden('part-2-of-3'));
    await expect(asText({ ...base, mergeParts: true })).toMatchFileSnapshot(golden('merge-parts'));
  });

  it('when the Swedish prompt is rendered, then it names the sökord, third person and the patient portal', () => {
    const system = renderNotePrompt(input('sv', 'physician'))[0]!.content;
    expect(system).toContain('sökord');
    expect(system).toContain('third person');
    expect(system).toContain('1177');
    expect(system).toContain('- "Kontaktorsak"');
  });

  it('when the transcript holds placeholder-like text, then it is inserted as is and never filled', () => {
    const user = renderNotePrompt({ ...input('en', 'physician'), transcript: 'Said {sideNote} and {languageName}.' })[1]!.content;
    expect(user).toContain('Said {sideNote} and {languageName}.');
  });

  it('when the prompt file is loaded, then it is valid and versioned', () => {
    expect(loadNotePrompt().version).toBe(1);
  });
});
