import { LANGUAGES } from '../../contract/api.schema.js';
import { UpstreamError } from '../openai-client.js';
import type { GenerateNoteRequest, GeneratedNote, NoteGenerator, SectionSpec } from './note-generator.js';
import { createChatUpstream, type ChatUpstreamOptions, type ResponseMode } from './openai/chat-upstream.js';
import { extractJsonObject, noteAnswerSchema, readNoteAnswer, SOAP_KEYS, type NoteAnswer } from './openai/note-answer.js';
import { estimateTokens, splitIntoParts } from './openai/transcript-parts.js';
import { renderNotePrompt, type NotePromptInput } from './prompts/render-note-prompt.js';

export interface OpenAiNoteGeneratorOptions extends ChatUpstreamOptions {
  /** The output-token limit sent as `max_tokens`; an answer cut there is a 502. */
  maxOutputTokens?: number;
  /** The model's context window; a longer visit is written in parts and merged. */
  contextTokens?: number;
}

const DEFAULT_MAX_OUTPUT_TOKENS = 4096;
const DEFAULT_CONTEXT_TOKENS = 32_768;
/** Slack for the chat template's own tokens around the messages. */
const TEMPLATE_TOKENS = 64;
/** Parts of a long visit asked at the same time. */
const PARTS_AT_ONCE = 3;
/** Part notes merged into part notes again, at most this deep: 3 levels cover days of speech. */
const MAX_MERGE_DEPTH = 3;

/**
 * Notes through `POST {url}/chat/completions`, for any server that speaks the protocol.
 * The answer's JSON schema is built per request; a server that refuses `json_schema` is
 * asked with `json_object` and the schema in the prompt from then on; an answer without
 * usable JSON is asked again once; a visit longer than the context is written in parts
 * and merged. Only no usable answer is a 502.
 */
export function createOpenAiNoteGenerator(options: OpenAiNoteGeneratorOptions): NoteGenerator {
  const chat = createChatUpstream(options);
  const maxOutputTokens = options.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
  const contextTokens = options.contextTokens ?? DEFAULT_CONTEXT_TOKENS;
  // This generator is one upstream: what it accepts is learnt once and kept.
  let mode: ResponseMode = 'json_schema';

  async function ask(prompt: NotePromptInput, signal: AbortSignal): Promise<NoteAnswer> {
    const schema = noteAnswerSchema(prompt.sections);
    for (let attempt = 0; attempt < 2; attempt++) {
      const request = (m: ResponseMode) => ({
        messages: renderNotePrompt(m === 'json_object' ? { ...prompt, schemaInPrompt: schema } : prompt),
        mode: m,
        schema,
        maxOutputTokens,
        signal,
      });
      let answer;
      const asked = mode;
      try {
        answer = await chat(request(asked));
      } catch (error) {
        if (!(error instanceof UpstreamError && error.status === 400 && asked === 'json_schema')) throw error;
        answer = await chat(request('json_object'));
        mode = 'json_object';
      }
      if (answer.finishReason === 'length') {
        const tokens = answer.usage
          ? `prompt ${answer.usage.promptTokens} tokens, completion ${answer.usage.completionTokens} tokens`
          : 'token counts not reported';
        throw new UpstreamError(`answer cut at the output-token limit of ${maxOutputTokens} (${tokens}); raise ANTECKNA_LLM_MAX_OUTPUT_TOKENS`);
      }
      const json = extractJsonObject(answer.content);
      const note = json && readNoteAnswer(json, prompt.sections);
      if (note) return note;
    }
    throw new UpstreamError('answered without a usable JSON note, twice');
  }

  /** The note of `source`, in parts when it does not fit the context (then the part notes are merged the same way). */
  async function noteOf(base: NotePromptInput, depth: number, signal: AbortSignal): Promise<NoteAnswer> {
    const fixed = renderNotePrompt({
      ...base,
      transcript: '',
      schemaInPrompt: noteAnswerSchema(base.sections),
      part: { index: 999, count: 999 },
    });
    const budget = contextTokens - maxOutputTokens - TEMPLATE_TOKENS - estimateTokens(fixed.map((m) => m.content).join(''));
    if (budget < 256) throw new UpstreamError(`context of ${contextTokens} tokens leaves no room for a transcript after the prompt and ${maxOutputTokens} output tokens`);
    if (estimateTokens(base.transcript) <= budget) return ask(base, signal);
    if (depth >= MAX_MERGE_DEPTH) throw new UpstreamError('visit too long for the context even in parts');
    const parts = splitIntoParts(base.transcript, budget);
    const notes: NoteAnswer[] = new Array(parts.length);
    // A few parts at a time: the note is ready sooner, and one failed part stops the others.
    const failed = new AbortController();
    const partSignal = AbortSignal.any([signal, failed.signal]);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < parts.length; index = next++) {
        notes[index] = await ask({ ...base, transcript: parts[index]!, part: { index, count: parts.length } }, partSignal);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARTS_AT_ONCE, parts.length) }, worker)).catch((error: unknown) => {
      failed.abort();
      throw error;
    });
    const merged = notes.map((note, i) => `Part ${i + 1} of ${notes.length}\n${answerAsText(note)}`).join('\n\n');
    return noteOf({ ...base, transcript: merged, mergeParts: true }, depth + 1, signal);
  }

  return {
    name: `openai-compatible:${options.model}`,
    description: `OpenAI-compatible chat model (${new URL(options.url).host}, model ${options.model}); writes and translates the note into the output language.`,
    languages: LANGUAGES,
    translates: true,
    async generate(request: GenerateNoteRequest): Promise<GeneratedNote> {
      try {
        const answer = await noteOf(
          {
            language: request.language,
            profession: request.profession,
            sections: request.sections,
            transcript: request.transcript,
            ...(request.sideNote ? { sideNote: request.sideNote } : {}),
            ...(request.customTemplate ? { customTemplate: request.customTemplate } : {}),
          },
          0,
          request.signal,
        );
        return toGeneratedNote(answer, request.sections, request.language === 'sv' ? 'ICD-10-SE' : 'ICD-10');
      } catch (error) {
        if (error instanceof UpstreamError) error.step = 'note generation';
        throw error;
      }
    },
  };
}

function toGeneratedNote(answer: NoteAnswer, sections: SectionSpec[], system: string): GeneratedNote {
  return {
    cause: answer.cause,
    subjective: answer.subjective,
    objective: answer.objective,
    assessment: answer.assessment,
    plan: answer.plan,
    // A section the model left out is empty; the review lists it.
    sections: sections.map((s) => ({ sectionName: s.sectionName, content: s.autoFill ? (answer.sections.get(s.sectionName) ?? '') : '' })),
    diagnoses: answer.diagnoses.map((d) => ({ ...d, system })),
    tasks: answer.tasks,
  };
}

/** A part's note as the source of the merge: every field labelled, nothing dropped. */
function answerAsText(note: NoteAnswer): string {
  return [
    ...SOAP_KEYS.map((k) => (note[k] ? `${k}: ${note[k]}` : '')),
    ...[...note.sections].map(([name, content]) => (content ? `${name}: ${content}` : '')),
    ...note.diagnoses.map((d) => `diagnosis: ${d.code} ${d.label}`),
    ...note.tasks.map((t) => `task (${t.category}, ${t.priority}): ${t.title}${t.description ? ` - ${t.description}` : ''}`),
  ]
    .filter(Boolean)
    .join('\n');
}
