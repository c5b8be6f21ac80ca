import { z } from 'zod';
import { LANGUAGES, TASK_CATEGORIES, TASK_PRIORITIES, type Language } from '../../contract/api.schema.js';
import { upstreamFailed } from '../../lib/app-error.js';
import { postToUpstream, UpstreamError, type OpenAiEndpoint } from '../openai-client.js';
import type { GenerateNoteRequest, GeneratedNote, NoteGenerator } from './note-generator.js';

export interface OpenAiNoteGeneratorOptions extends OpenAiEndpoint {
  model: string;
}

const LANGUAGE_NAMES: Record<Language, string> = {
  sv: 'Swedish', en: 'English', fi: 'Finnish', nb: 'Norwegian Bokmål',
  da: 'Danish', de: 'German', tr: 'Turkish', ar: 'Arabic',
};

/** What the model must answer; also sent as the JSON schema of `response_format`. */
const modelNoteSchema = z.object({
  cause: z.string(),
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
  sections: z.array(z.object({ sectionName: z.string(), content: z.string() })),
  diagnoses: z.array(z.object({ code: z.string().regex(/^[A-Z]\d{2}(\.\d{1,2})?[A-Z0-9]?$/), label: z.string() })),
  tasks: z.array(
    z.object({
      title: z.string(),
      category: z.enum(TASK_CATEGORIES),
      priority: z.enum(TASK_PRIORITIES),
      description: z.string(),
    }),
  ),
});
type ModelNote = z.infer<typeof modelNoteSchema>;

const RESPONSE_SCHEMA = (() => {
  const schema = z.toJSONSchema(modelNoteSchema, { target: 'draft-7' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
})();

/**
 * Notes through `POST {url}/chat/completions` with a JSON-schema response format. The
 * answer is validated; one invalid answer is retried once, then it is a 502.
 */
export function createOpenAiNoteGenerator(options: OpenAiNoteGeneratorOptions): NoteGenerator {
  return {
    name: `openai-compatible:${options.model}`,
    description: `OpenAI-compatible chat model (${new URL(options.url).host}, model ${options.model}); writes and translates the note into the output language.`,
    languages: LANGUAGES,
    translates: true,
    async generate(request: GenerateNoteRequest): Promise<GeneratedNote> {
      const messages = buildMessages(request);
      let lastProblem = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          const body = await postToUpstream(
            options,
            '/chat/completions',
            {
              model: options.model,
              temperature: 0.2,
              messages,
              response_format: {
                type: 'json_schema',
                json_schema: { name: 'clinical_note', strict: true, schema: RESPONSE_SCHEMA },
              },
            },
            request.signal,
          );
          const parsed = parseModelNote(body, request);
          if (parsed) return toGeneratedNote(parsed, request);
          lastProblem = 'answered a note that does not match the schema';
        } catch (error) {
          if (error instanceof UpstreamError) throw upstreamFailed('note generation', error);
          throw error;
        }
      }
      throw upstreamFailed('note generation', new UpstreamError(lastProblem));
    },
  };
}

function parseModelNote(body: unknown, request: GenerateNoteRequest): ModelNote | undefined {
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return undefined;
  }
  const parsed = modelNoteSchema.safeParse(json);
  if (!parsed.success) return undefined;
  // Every requested section must be answered, by name.
  const names = new Set(parsed.data.sections.map((s) => s.sectionName.trim().toLowerCase()));
  return request.sections.every((s) => names.has(s.sectionName.trim().toLowerCase())) ? parsed.data : undefined;
}

function toGeneratedNote(note: ModelNote, request: GenerateNoteRequest): GeneratedNote {
  const byName = new Map(note.sections.map((s) => [s.sectionName.trim().toLowerCase(), s.content]));
  const system = request.language === 'sv' ? 'ICD-10-SE' : 'ICD-10';
  return {
    cause: note.cause,
    subjective: note.subjective,
    objective: note.objective,
    assessment: note.assessment,
    plan: note.plan,
    sections: request.sections.map((s) => ({
      sectionName: s.sectionName,
      content: s.autoFill ? (byName.get(s.sectionName.trim().toLowerCase()) ?? '') : '',
    })),
    diagnoses: note.diagnoses.map((d) => ({ code: d.code, label: d.label, system })),
    tasks: note.tasks,
  };
}

export function buildMessages(request: GenerateNoteRequest): { role: 'system' | 'user'; content: string }[] {
  const language = LANGUAGE_NAMES[request.language];
  const codeSystem = request.language === 'sv' ? 'ICD-10-SE (Swedish labels)' : 'ICD-10 (labels in the output language)';
  const sectionList = request.sections
    .map((s) => `- "${s.sectionName}"${s.autoFill ? '' : ' (leave content empty: the clinician fills it in)'}`)
    .join('\n');
  const system = [
    `You are a careful clinical scribe. Write the clinical note for the consultation transcript you are given, in ${language}.`,
    `The writer is a ${request.profession.replace('_', ' ')}.`,
    'Write concise, factual record language in third person. Use only facts stated in the transcript or the side note; never invent findings, doses or diagnoses. Keep numbers, doses and durations exactly as spoken.',
    'Plain text only: no Markdown, no HTML, no bullet symbols other than plain sentences or lines.',
    'Fields: cause = the reason for the visit in one line; subjective, objective, assessment, plan = the SOAP parts.',
    `sections: one entry for each of these sections, in this order, with exactly these names:\n${sectionList}`,
    `diagnoses: the diagnoses the clinician stated or clearly reached, coded in ${codeSystem}; none if unclear.`,
    `tasks: the follow-up work the plan implies. category is one of ${TASK_CATEGORIES.join(', ')}; priority is high (urgent, today), medium or low.`,
    request.customTemplate ? `The clinician's own template, for the style and order of the note:\n${request.customTemplate}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const user = [
    `Transcript:\n${request.transcript}`,
    request.sideNote ? `Side note from the clinician (extra context):\n${request.sideNote}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
