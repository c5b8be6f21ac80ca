import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { parseCustomTemplate, resolveSections } from './section-resolver.js';
import { TemplateCatalog } from './template-catalog.js';

const catalog = new TemplateCatalog();
const names = (r: ReturnType<typeof resolveSections>) => r.sections.map((s) => s.sectionName);
const base = { profession: 'physician' as const, language: 'sv' as const };
const sections = JSON.stringify([{ sectionName: 'Egen', aiRules: { autoFill: false } }]);

describe('section precedence', () => {
  it('when templateSections, template and customTemplate are all given, then templateSections wins', () => {
    const r = resolveSections({ ...base, templateSections: sections, template: 'nurse', customTemplate: 'A:' }, catalog);
    expect(r).toEqual({ source: 'templateSections', sections: [{ sectionName: 'Egen', autoFill: false }] });
  });
  it('when template and customTemplate are given, then template wins', () => {
    expect(resolveSections({ ...base, template: 'nurse', customTemplate: 'A:' }, catalog).source).toBe('template');
  });
  it('when customTemplate and a profession are given, then customTemplate wins', () => {
    expect(names(resolveSections({ ...base, profession: 'nurse', customTemplate: 'Första:\nAndra:' }, catalog))).toEqual(['Första', 'Andra']);
  });
  it('when only a profession is given, then its own template is used', () => {
    expect(names(resolveSections({ ...base, profession: 'dentist' }, catalog))).toContain('Behandling');
  });
  it('when nothing is given, then the SOAP note with Swedish record headings is used', () => {
    expect(names(resolveSections(base, catalog))).toEqual(['Kontaktorsak', 'Anamnes', 'Status', 'Bedömning', 'Planering']);
  });
  it('when a customTemplate has no headings, then the profession template is used', () => {
    expect(resolveSections({ ...base, customTemplate: 'write it short and friendly please' }, catalog).source).toBe('profession');
  });
  it('when the template id is unknown, then it is an invalid_field error even if templateSections is valid', () => {
    expect(() => resolveSections({ ...base, templateSections: sections, template: 'nope' }, catalog)).toThrow(AppError);
  });
  it.each(['[]', 'null', '{}', '[{"sectionName":""}]', JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ sectionName: `S${i}` })))])(
    'when templateSections is %s, then it is refused',
    (raw) => {
      expect(() => resolveSections({ ...base, templateSections: raw.slice(0, 100_000) }, catalog)).toThrow(/templateSections/);
    },
  );
});

describe('custom template headings', () => {
  it('when headings are Markdown, colon lines or capitals, then each becomes a section and instructions do not', () => {
    const body = '# Kontaktorsak\nKort, en rad.\nAnamnes:\n- Status: ____\nBEDÖMNING\nSkriv i punktform om det behövs, tack så mycket.';
    expect(parseCustomTemplate(body).map((s) => s.sectionName)).toEqual(['Kontaktorsak', 'Anamnes', 'Status', 'BEDÖMNING']);
  });
});
