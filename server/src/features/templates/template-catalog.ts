import type { Language, Profession, Template } from '../../contract/api.schema.js';
import { heading, type HeadingKey } from './section-headings.js';

interface TemplateDefinition {
  id: string;
  name: Record<'sv' | 'en', string>;
  profession?: Profession;
  sections: HeadingKey[];
}

/** Built-in templates. Section names are rendered in the requested output language. */
const DEFINITIONS: TemplateDefinition[] = [
  { id: 'soap', name: { sv: 'Journalanteckning (SOAP)', en: 'Clinical note (SOAP)' }, profession: 'physician',
    sections: ['cause', 'history', 'status', 'assessment', 'plan'] },
  { id: 'nurse', name: { sv: 'Sjuksköterska', en: 'Nurse' }, profession: 'nurse',
    sections: ['cause', 'current', 'status', 'action', 'plan'] },
  { id: 'psychologist', name: { sv: 'Psykolog', en: 'Psychologist' }, profession: 'psychologist',
    sections: ['cause', 'current', 'mentalStatus', 'assessment', 'plan'] },
  { id: 'physiotherapist', name: { sv: 'Fysioterapeut', en: 'Physiotherapist' }, profession: 'physiotherapist',
    sections: ['cause', 'history', 'status', 'assessment', 'goals', 'action', 'plan'] },
  { id: 'occupational_therapist', name: { sv: 'Arbetsterapeut', en: 'Occupational therapist' },
    profession: 'occupational_therapist', sections: ['cause', 'activity', 'assessment', 'goals', 'action', 'plan'] },
  { id: 'dietitian', name: { sv: 'Dietist', en: 'Dietitian' }, profession: 'dietitian',
    sections: ['cause', 'history', 'dietHistory', 'status', 'assessment', 'action', 'plan'] },
  { id: 'midwife', name: { sv: 'Barnmorska', en: 'Midwife' }, profession: 'midwife',
    sections: ['cause', 'current', 'status', 'assessment', 'plan'] },
  { id: 'dentist', name: { sv: 'Tandläkare', en: 'Dentist' }, profession: 'dentist',
    sections: ['cause', 'history', 'status', 'diagnosis', 'treatment', 'plan'] },
  { id: 'counsellor', name: { sv: 'Kurator', en: 'Counsellor' }, profession: 'counsellor',
    sections: ['cause', 'current', 'assessment', 'action', 'plan'] },
  { id: 'brief', name: { sv: 'Kort anteckning', en: 'Brief note' },
    sections: ['cause', 'current', 'assessment', 'plan'] },
];

export const DEFAULT_TEMPLATE_ID = 'soap';

export class TemplateCatalog {
  private readonly byId = new Map(DEFINITIONS.map((d) => [d.id, d]));

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string, language: Language): Template | undefined {
    const def = this.byId.get(id);
    return def && render(def, language);
  }

  list(language: Language): Template[] {
    return DEFINITIONS.map((d) => render(d, language));
  }

  /** The profession's own template, or the SOAP note when it has none. */
  forProfession(profession: Profession, language: Language): Template {
    const def = DEFINITIONS.find((d) => d.profession === profession) ?? this.byId.get(DEFAULT_TEMPLATE_ID)!;
    return render(def, language);
  }
}

function render(def: TemplateDefinition, language: Language): Template {
  return {
    id: def.id,
    name: language === 'sv' ? def.name.sv : def.name.en,
    ...(def.profession ? { profession: def.profession } : {}),
    sections: def.sections.map((key) => ({ sectionName: heading(key, language), aiRules: { autoFill: true } })),
  };
}
