import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICD10 } from './icd10-codes.js';

const triggerFile = JSON.parse(fs.readFileSync(new URL('./lexicon/icd10/triggers.json', import.meta.url), 'utf8')) as { triggers: Record<string, string[]> };

describe('ICD-10 table (lexicon/icd10/)', () => {
  it('when loaded, then every code has the ICD-10 form and a Swedish and an English label', () => {
    expect(ICD10.entries.length).toBeGreaterThan(100);
    for (const e of ICD10.entries) {
      expect(e.code).toMatch(/^[A-Z]\d{2}(?:\.\d{1,2})?$/);
      expect(e.sv.length).toBeGreaterThan(2);
      expect(e.en.length).toBeGreaterThan(2);
    }
  });

  it('when read, then no code is listed twice and no trigger is listed twice for one code', () => {
    const codes = ICD10.entries.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, triggers] of Object.entries(triggerFile.triggers)) expect(new Set(triggers).size, code).toBe(triggers.length);
  });

  it('when two codes are compared, then they share no trigger (a term names one condition)', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const e of ICD10.entries) {
      for (const t of new Set(e.triggers)) {
        const other = owner.get(t);
        if (other) shared.push(`${t}: ${other} and ${e.code}`);
        owner.set(t, e.code);
      }
    }
    expect(shared).toEqual([]);
  });

  it('when type 2 diabetes is named, then its code is E11, with the ICD-10-SE label in Swedish', () => {
    const e11 = ICD10.entries.find((e) => e.triggers.includes('type 2 diabetes'));
    expect(e11?.code).toBe('E11.9');
    expect(e11?.sv).toBe('Diabetes mellitus typ 2 utan komplikationer');
  });

  it('when a body part and a kind of injury are named together, then the injury grid gives its code, and a denied one none', async () => {
    const { findConditions } = await import('./diagnosis-matcher.js');
    const codes = (text: string, language: 'en' | 'sv' = 'en') => findConditions(text, language).map((m) => m.entry.code);
    expect(codes('I sprained my right ankle yesterday.')).toEqual(['S93.4']);
    expect(codes('There is a fracture of the left wrist.')).toEqual(['S52.5']);
    expect(codes('This is a right knee MCL strain.')).toEqual(['S83.4']);
    expect(codes('There is no fracture of the wrist.')).toEqual([]);
    expect(codes('Hon har brutit tummen.', 'sv')).toEqual(['S62.5']);
  });
});
