/**
 * Chat models as real servers behave, plugged into the loopback stub (`stub.chatModel`):
 * each reads the request the way its kind of server does and nothing more.
 */
import fc from 'fast-check';
import type { ChatModel, ChatReply } from './openai-stub.js';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
};

const KNOWN_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'pattern']);

/**
 * Random values valid against a JSON schema, for the subset the note schema uses. Any
 * other keyword throws, so a schema that grows is never answered by a generator that
 * silently ignores the new rule.
 */
export function arbitraryFromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((k) => !KNOWN_KEYWORDS.has(k));
  if (unknown.length) throw new Error(`schema keyword(s) not supported by the generator: ${unknown.join(', ')}`);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      if (schema.additionalProperties !== false) throw new Error('objects must close additionalProperties');
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, arbitraryFromSchema(v)]));
      const required = schema.required ?? [];
      if (required.some((k) => !(k in properties))) throw new Error('a required key has no property');
      return fc.record(properties, { requiredKeys: required });
    }
    case 'array':
      return fc.array(arbitraryFromSchema(schema.items ?? {}), { maxLength: 4 });
    case 'string':
      return schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string({ unit: 'grapheme', maxLength: 60 });
    default:
      throw new Error(`schema type not supported by the generator: ${String(schema.type)}`);
  }
}

export const schemaOf = (request: Record<string, unknown>): JsonSchema =>
  (request.response_format as { json_schema: { schema: JsonSchema } }).json_schema.schema;

export const messagesOf = (request: Record<string, unknown>) => request.messages as { role: string; content: string }[];

/** (a) Constrained decoding: fills the schema sent, with random valid values, and never reads the prompt. */
export function strictSchemaFollower(seed: number): ChatModel {
  return (request) => {
    const [value] = fc.sample(arbitraryFromSchema(schemaOf(request)), { numRuns: 1, seed });
    return { content: JSON.stringify(value) };
  };
}

/** A note that follows the prompt's prose: the sections listed there, as a list of { sectionName, content }. */
export function proseNote(request: Record<string, unknown>, fill: (sectionName: string) => string = (n) => `Content for ${n}.`) {
  const system = messagesOf(request).find((m) => m.role === 'system')?.content ?? '';
  return {
    cause: 'Sore throat',
    subjective: 'Sore throat for three days.',
    objective: 'Red throat.',
    assessment: 'Acute pharyngitis.',
    plan: 'Rest and fluids.',
    sections: [...system.matchAll(/^- "(.+?)"/gm)].map((m) => ({ sectionName: m[1]!, content: fill(m[1]!) })),
    diagnoses: [{ code: 'J02.9', label: 'Acute pharyngitis' }],
    tasks: [{ title: 'Follow-up', category: 'follow-up visit', priority: 'routine', description: 'If not better in a week.' }],
  };
}

/** (b) A chat model that reads the prose and answers JSON inside a Markdown fence, with a sentence around it. */
export const fencedProseFollower: ChatModel = (request) => ({
  content: `Here is the note:\n\n\`\`\`json\n${JSON.stringify(proseNote(request), null, 2)}\n\`\`\`\nLet me know if you need changes.`,
});

/** (c) An older server (vLLM, Ollama, LM Studio): 400 to `json_schema`; with `json_object` it reads the schema from the prompt. */
export const jsonSchemaRefuser: ChatModel = (request, index) => {
  const format = (request.response_format as { type: string }).type;
  if (format === 'json_schema') return { status: 400 };
  const system = messagesOf(request)[0]!.content;
  const schema = JSON.parse(/JSON schema:\n(\{.*\})$/m.exec(system)![1]!) as JsonSchema;
  const [value] = fc.sample(arbitraryFromSchema(schema), { numRuns: 1, seed: index });
  return { content: JSON.stringify(value) };
};

/** (e) A model that writes what the visit never said: a drug with its dose, and a side. */
export const inventingModel: ChatModel = (request) => {
  const schema = schemaOf(request);
  const names = Object.keys(schema.properties!.sections!.properties!);
  const sections = Object.fromEntries(names.map((n) => [n, '']));
  sections[names.at(-1)!] = 'Amoxicillin 500 mg tre gånger dagligen i 7 dagar. Kontroll av höger öra om en vecka.';
  sections[names[0]!] = 'Halsont sedan tre dagar, feber 38,5.';
  return {
    content: JSON.stringify({
      cause: 'Halsont',
      subjective: 'Halsont sedan tre dagar.',
      objective: 'Feber 38,5.',
      assessment: 'Halsfluss.',
      plan: 'Amoxicillin 500 mg.',
      sections,
      diagnoses: [{ code: 'J03.9', label: 'Akut tonsillit, ospecificerad' }],
      tasks: [],
    }),
  };
};

/** Tokens as a real tokenizer counts them, roughly: 4 characters a token. */
const modelTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * (f) A model with a small context: a request whose prompt and output limit do not fit is
 * refused with 400, as servers do. A part's note keeps the part's first and last sentence;
 * the merge keeps every line of the parts, so a test can see facts from each part arrive.
 */
export function smallContextModel(contextTokens: number): ChatModel & { promptTokens: number[] } {
  const promptTokens: number[] = [];
  const model: ChatModel = (request): ChatReply => {
    const messages = messagesOf(request);
    const tokens = modelTokens(messages.map((m) => m.content).join(''));
    promptTokens.push(tokens);
    if (tokens + (request.max_tokens as number) > contextTokens) return { status: 400 };
    const user = messages[1]!.content;
    const names = Object.keys(schemaOf(request).properties!.sections!.properties!);
    const sentences = user.replace(/^[^\n]*\n/, '').split(/(?<=\.)\s+/);
    const gist = user.startsWith('Notes of the parts')
      ? user.split('\n').filter((l) => l.startsWith(`${names[0]}: `)).map((l) => l.slice(names[0]!.length + 2)).join(' ')
      : `${sentences[0]} ${sentences.at(-1)}`;
    const empty = { cause: '', subjective: '', objective: '', assessment: '', plan: '', diagnoses: [], tasks: [] };
    return {
      content: JSON.stringify({ ...empty, sections: Object.fromEntries(names.map((n, i) => [n, i === 0 ? gist : ''])) }),
      usage: { prompt_tokens: tokens, completion_tokens: modelTokens(gist) },
    };
  };
  return Object.assign(model, { promptTokens });
}
