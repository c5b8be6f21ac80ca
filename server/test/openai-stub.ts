/**
 * A real HTTP server on loopback that speaks the OpenAI-compatible protocol
 * (`/v1/audio/transcriptions`, `/v1/chat/completions` with JSON-schema output, and Azure's
 * `/openai/deployments/{name}/chat/completions?api-version=`), standing in for the remote
 * engines we cannot reach from tests. It records what it was sent, each behaviour can be
 * switched to a fault, and the chat model can be replaced (`chatModel`, see
 * `note-model-stubs.ts`). By default the chat model follows the JSON schema sent and never
 * the prompt's prose, as constrained decoding does: every API test runs against the
 * strictest kind of upstream.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  /** The path after `/v1` or after Azure's `/openai/deployments/{name}`, without the query. */
  path: string;
  /** The query string, e.g. `?api-version=...`. */
  query?: string;
  /** Azure's deployment name, when the request came on a deployment path. */
  deployment?: string;
  authorization?: string;
  /** Azure's key header. */
  apiKey?: string;
  /** Multipart fields (transcriptions) — the file is recorded as its size and type. */
  fields?: Record<string, string>;
  file?: { name: string; size: number; type: string };
  /** JSON body (chat completions). */
  json?: Record<string, unknown>;
}

export interface UploadedAudio {
  size: number;
  /** Samples per channel, when the file is FLAC or WAV. */
  samples?: number;
}

/** What a replaced chat model answers: a status other than 200 is an error body. */
export interface ChatReply {
  status?: number;
  /** The assistant message's content. */
  content?: string;
  finishReason?: string;
  usage?: { prompt_tokens: number; completion_tokens: number };
}
export type ChatModel = (request: Record<string, unknown>, index: number) => ChatReply;

export type Fault = 'none' | 'http500' | 'timeout' | 'malformed' | 'missing-fields' | 'disconnect' | 'not-json-content';

export interface OpenAiStub {
  url: string;
  requests: RecordedRequest[];
  /**
   * What the next transcriptions return; a function gets the call index and the uploaded
   * audio's size and sample count (read from its FLAC or WAV header), so a test can make
   * the text depend on which audio was sent.
   */
  transcript: string | ((index: number, audio: UploadedAudio) => string);
  transcriptionFault: Fault;
  chatFault: Fault;
  /** Delay before answering, to hold requests in flight. */
  transcriptionDelayMs: number | ((index: number) => number);
  /** Delay before answering a chat completion, to hold a note in the making. */
  chatDelayMs: number;
  /** When set, audio of another MIME type is refused with 400, as a server that reads fewer formats does. */
  acceptedAudioTypes: string[] | undefined;
  /** When set (and chatFault is 'none'), answers chat completions instead of the prompt-reading default. */
  chatModel: ChatModel | undefined;
  /** Back to the default behaviour, call counters and recorded requests cleared. */
  reset(): void;
  close(): Promise<void>;
}

export interface StubOptions {
  /** Answer transcriptions without parsing or recording them: the benchmarks' instant upstream. */
  trivial?: boolean;
}

export async function startOpenAiStub({ trivial = false }: StubOptions = {}): Promise<OpenAiStub> {
  let transcriptionCalls = 0;
  let chatCalls = 0;
  const sockets = new Set<import('node:net').Socket>();
  const stub: OpenAiStub = {
    url: '',
    requests: [],
    transcript: 'The patient has a sore throat.',
    transcriptionFault: 'none',
    chatFault: 'none',
    transcriptionDelayMs: 0,
    chatDelayMs: 0,
    acceptedAudioTypes: undefined,
    chatModel: undefined,
    reset() {
      transcriptionCalls = 0;
      chatCalls = 0;
      stub.chatModel = undefined;
      stub.requests.length = 0;
      stub.transcript = 'The patient has a sore throat.';
      stub.transcriptionFault = 'none';
      stub.chatFault = 'none';
      stub.transcriptionDelayMs = 0;
      stub.chatDelayMs = 0;
      stub.acceptedAudioTypes = undefined;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    // A client that hangs up mid-request (the server under test was stopped) is not an error here.
    handle(req, res).catch(() => res.destroy());
  });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const azure = /^\/openai\/deployments\/([^/]+)(\/.*)$/.exec(url.pathname);
    const path = azure ? azure[2]! : url.pathname.replace(/^\/v1/, '');
    if (trivial && path === '/audio/transcriptions') {
      req.resume();
      await new Promise((r) => req.once('end', r));
      return answer(res, 'none', { text: 'The patient has a sore throat.' }, {});
    }
    const body = await readBody(req);
    const recorded: RecordedRequest = {
      path,
      ...(url.search ? { query: url.search } : {}),
      ...(azure ? { deployment: azure[1]! } : {}),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      ...(typeof req.headers['api-key'] === 'string' ? { apiKey: req.headers['api-key'] } : {}),
    };
    stub.requests.push(recorded);

    if (path === '/audio/transcriptions') {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
      recorded.fields = {};
      const uploaded: UploadedAudio = { size: 0 };
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') recorded.fields[name] = value;
        else {
          recorded.file = { name: value.name, size: value.size, type: value.type };
          Object.assign(uploaded, { size: value.size, samples: sampleCount(Buffer.from(await value.arrayBuffer())) });
        }
      }
      if (stub.acceptedAudioTypes && !stub.acceptedAudioTypes.includes(recorded.file?.type ?? '')) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"Invalid file format."}}');
        return;
      }
      const index = transcriptionCalls++;
      const delay = typeof stub.transcriptionDelayMs === 'function' ? stub.transcriptionDelayMs(index) : stub.transcriptionDelayMs;
      if (delay) await new Promise((r) => setTimeout(r, delay));
      const text = typeof stub.transcript === 'function' ? stub.transcript(index, uploaded) : stub.transcript;
      return answer(res, stub.transcriptionFault, { text }, { duration: 1 });
    }
    if (path === '/chat/completions') {
      recorded.json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      if (stub.chatDelayMs) await new Promise((r) => setTimeout(r, stub.chatDelayMs));
      if (stub.chatModel && stub.chatFault === 'none') return reply(res, stub.chatModel(recorded.json, chatCalls++));
      return answer(res, stub.chatFault, chatCompletion(fakeNote(recorded.json)), chatCompletion({ cause: 'x' }));
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
  };
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return stub;
}

function answer(res: http.ServerResponse, fault: Fault, good: unknown, incomplete: unknown): void {
  switch (fault) {
    case 'http500':
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    case 'timeout':
      return; // never answers; the server's timeout must fire
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"text": "unterminated');
      return;
    case 'missing-fields':
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(incomplete));
      return;
    case 'not-json-content':
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chatCompletionRaw('not json at all')));
      return;
    case 'disconnect':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"text": "partial');
      setTimeout(() => res.socket?.destroy(), 10);
      return;
    default:
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(good));
  }
}

function reply(res: http.ServerResponse, { status = 200, content = '', finishReason = 'stop', usage }: ChatReply): void {
  if (status !== 200) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `stub refused with ${status}`, type: 'invalid_request_error' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...chatCompletionRaw(content, finishReason), ...(usage ? { usage } : {}) }));
}

const chatCompletionRaw = (content: string, finishReason = 'stop') => ({
  id: 'chatcmpl-stub',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
});
const chatCompletion = (note: unknown) => chatCompletionRaw(JSON.stringify(note));

/**
 * Answers like a server with constrained decoding: the sections are the keys of the JSON
 * schema sent, the prompt's prose is never read. (Asked with `json_object`, a model has
 * only the prose: then the sections are the names the prompt lists.)
 */
function fakeNote(request: Record<string, unknown>) {
  const format = request.response_format as { type?: string; json_schema?: { schema?: { properties?: { sections?: { properties?: object } } } } } | undefined;
  const schemaSections = format?.json_schema?.schema?.properties?.sections?.properties;
  const messages = request.messages as { role: string; content: string }[];
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const sectionNames = schemaSections ? Object.keys(schemaSections) : [...system.matchAll(/^- "(.+?)"/gm)].map((m) => m[1]!);
  return {
    cause: 'Sore throat',
    subjective: 'Sore throat for three days.',
    objective: 'Temperature 38.5.',
    assessment: 'Acute pharyngitis.',
    plan: 'Rest and fluids. Follow-up if not improved.',
    sections: Object.fromEntries(sectionNames.map((sectionName) => [sectionName, `Content for ${sectionName}.`])),
    diagnoses: [{ code: 'J02.9', label: 'Akut faryngit, ospecificerad' }],
    tasks: [{ title: 'Follow-up visit', category: 'follow_up', priority: 'low', description: 'Book a follow-up in one week if not improved.' }],
  };
}

/** Total samples from a FLAC STREAMINFO block or a 16-bit mono WAV header. */
function sampleCount(file: Buffer): number | undefined {
  if (file.length >= 26 && file.toString('latin1', 0, 4) === 'fLaC') {
    // STREAMINFO follows the 4-byte block header; total samples are its 36 bits from bit 108.
    return (file[21]! & 0x0f) * 2 ** 32 + file.readUInt32BE(22);
  }
  if (file.length >= 44 && file.toString('latin1', 0, 4) === 'RIFF') return file.readUInt32LE(40) / 2;
  return undefined;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}
