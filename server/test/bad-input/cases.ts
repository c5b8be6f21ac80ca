/**
 * The bad input corpus: requests a client, a bug or an attacker may send. Every one must get
 * a 4xx problem+json answer quickly, never a 5xx or a hang.
 */
const UUID = '3f1c2b4a-1111-4222-8333-444455556666';
const boundary = 'corpus-boundary';
const part = (name: string, value: string | Buffer, filename?: string, type = 'application/octet-stream') =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: ${type}` : ''}\r\n\r\n`),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
const json = { 'content-type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const randomBytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

export interface BadInput {
  name: string;
  method: 'POST' | 'GET' | 'PUT' | 'DELETE';
  /** `{session}` is replaced by a live session id of the caller's tenant. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Expected status when it is not just "some 4xx". */
  status?: number;
}

/**
 * Requests no well-behaved HTTP client would send, written to the socket as they are.
 * `{auth}` is replaced by the caller's Authorization header line.
 */
export interface RawBadInput {
  name: string;
  request: string;
  status?: number;
  /** Outside the API the web app's index page is a fine answer too, as long as no other file leaks. */
  webAppMayAnswer?: true;
}

export const BAD_INPUTS: BadInput[] = [
  { name: 'notes: text/plain body', method: 'POST', path: '/notes', headers: { 'content-type': 'text/plain' }, body: 'hello', status: 400 },
  { name: 'notes: XML body', method: 'POST', path: '/notes', headers: { 'content-type': 'application/xml' }, body: '<transcript>x</transcript>', status: 400 },
  { name: 'notes: malformed JSON', method: 'POST', path: '/notes', headers: json, body: '{"transcript": "a', status: 400 },
  { name: 'notes: invalid UTF-8 in JSON', method: 'POST', path: '/notes', headers: json, body: Buffer.concat([Buffer.from('{"transcript":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]) },
  { name: 'notes: deeply nested JSON', method: 'POST', path: '/notes', headers: json, body: `{"transcript": "a", "x": ${nested(5000)}}` },
  { name: 'notes: JSON array body', method: 'POST', path: '/notes', headers: json, body: '[1,2,3]', status: 400 },
  { name: 'notes: transcript is a number', method: 'POST', path: '/notes', headers: json, body: '{"transcript": 42}', status: 400 },
  { name: 'notes: templateSections not an array', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a b c', templateSections: '{"a":1}' }), status: 400 },
  { name: 'notes: 10,000 templateSections', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', templateSections: JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ sectionName: `S${i}`, aiRules: { autoFill: true } }))) }), status: 400 },
  { name: 'notes: templateSections with a huge name', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', templateSections: JSON.stringify([{ sectionName: 'x'.repeat(5000) }]) }), status: 400 },
  { name: 'notes: 10 MB sideNote', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', sideNote: 'x'.repeat(10 * 1024 * 1024) }), status: 413 },
  { name: 'notes: 200 kB sideNote', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', sideNote: 'x'.repeat(200_000) }), status: 400 },
  { name: 'notes: unknown fields only', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ foo: 1, bar: [1, 2] }), status: 400 },
  { name: 'notes: bad language', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', language: "sv'; DROP TABLE sessions;--" }), status: 400 },
  { name: 'notes: multipart without boundary', method: 'POST', path: '/notes', headers: { 'content-type': 'multipart/form-data' }, body: 'garbage' },
  { name: 'notes: malformed multipart', method: 'POST', path: '/notes', headers: multipart, body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nabc` },
  { name: 'notes: empty file', method: 'POST', path: '/notes', headers: multipart, body: form(part('file', '', 'empty.wav', 'audio/wav')), status: 400 },
  { name: 'notes: two files', method: 'POST', path: '/notes', headers: multipart, body: form(part('file', randomBytes, 'a.webm'), part('file', randomBytes, 'b.webm')), status: 400 },
  { name: 'notes: file in another field', method: 'POST', path: '/notes', headers: multipart, body: form(part('audio', randomBytes, 'a.webm')), status: 400 },
  { name: 'notes: 1 MB form field', method: 'POST', path: '/notes', headers: multipart, body: form(part('sideNote', 'x'.repeat(1024 * 1024)), part('file', randomBytes, 'a.webm')), status: 400 },
  { name: 'transcriptions: random bytes named .webm', method: 'POST', path: '/transcriptions', headers: multipart, body: form(part('language', 'en'), part('file', randomBytes, 'chunk.webm', 'audio/webm')), status: 400 },
  { name: 'transcriptions: JSON instead of multipart', method: 'POST', path: '/transcriptions', headers: json, body: '{"file": "abc"}', status: 400 },
  { name: 'transcriptions: path in file name', method: 'POST', path: '/transcriptions', headers: multipart, body: form(part('file', randomBytes, '../../../../etc/passwd.webm')), status: 400 },
  { name: 'chunks: 0-byte chunk', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('file', '', 'c.webm')), status: 400 },
  { name: 'chunks: random bytes named .webm', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('language', 'en'), part('file', randomBytes, 'c.webm')), status: 400 },
  { name: 'chunks: truncated webm', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('language', 'en'), part('file', Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'), 'c.webm')), status: 400 },
  { name: 'chunks: negative seq', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('seq', '-1'), part('file', randomBytes, 'c.webm')), status: 400 },
  { name: 'chunks: seq not a number', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('seq', '1e9999'), part('file', randomBytes, 'c.webm')), status: 400 },
  { name: 'chunks: no body', method: 'POST', path: '/sessions/{session}/chunks', status: 400 },
  { name: 'chunks: path traversal in id', method: 'POST', path: '/sessions/..%2F..%2Fetc%2Fpasswd/chunks', headers: multipart, body: form(part('file', randomBytes, 'c.webm')), status: 404 },
  { name: 'chunks: SQL in id', method: 'POST', path: `/sessions/${encodeURIComponent("x' OR '1'='1")}/chunks`, headers: multipart, body: form(part('file', randomBytes, 'c.webm')), status: 404 },
  { name: 'chunks: unknown session', method: 'POST', path: `/sessions/${UUID}/chunks`, headers: multipart, body: form(part('file', randomBytes, 'c.webm')), status: 404 },
  { name: 'session notes: malformed JSON', method: 'POST', path: '/sessions/{session}/notes', headers: json, body: '{', status: 400 },
  { name: 'session notes: templateSections a number', method: 'POST', path: '/sessions/{session}/notes', headers: json, body: '{"templateSections": 5}', status: 400 },
  { name: 'templates: bad language query', method: 'GET', path: '/templates?language=klingon', status: 400 },
  { name: 'unknown endpoint', method: 'GET', path: '/session', status: 404 },
  { name: 'notes: templateSections over 20,000 characters', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', templateSections: JSON.stringify([{ sectionName: 'A', aiRules: { autoFill: true }, pad: 'x'.repeat(25_000) }]) }), status: 400 },
  { name: 'notes: 51 templateSections', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', templateSections: JSON.stringify(Array.from({ length: 51 }, (_, i) => ({ sectionName: `S${i}` }))) }), status: 400 },
  { name: 'notes: templateSections nested 9,000 deep inside its string', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', templateSections: nested(9_000) }), status: 400 },
  { name: 'notes: templateSections sections without names', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', templateSections: '[{}, {"sectionName": ""}]' }), status: 400 },
  { name: 'notes: templateSections as a JSON object', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', templateSections: { sectionName: 'A' } }), status: 400 },
  { name: 'notes: 10 MB customTemplate', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', customTemplate: 'x'.repeat(10 * 1024 * 1024) }), status: 413 },
  { name: 'notes: 10 MB sideNote in a multipart form', method: 'POST', path: '/notes', headers: multipart, body: form(part('sideNote', 'x'.repeat(10 * 1024 * 1024)), part('file', randomBytes, 'a.webm')), status: 400 },
  { name: 'notes: transcript over 400,000 characters', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a '.repeat(250_000) }), status: 400 },
  { name: 'notes: empty JSON object', method: 'POST', path: '/notes', headers: json, body: '{}', status: 400 },
  { name: 'notes: JSON null', method: 'POST', path: '/notes', headers: json, body: 'null', status: 400 },
  { name: 'notes: JSON in Latin-1', method: 'POST', path: '/notes', headers: { 'content-type': 'application/json; charset=iso-8859-1' }, body: '{"transcript": "a"}', status: 415 },
  { name: 'notes: gzip-encoded body that is not gzip', method: 'POST', path: '/notes', headers: { ...json, 'content-encoding': 'gzip' }, body: '{"transcript": "a"}' },
  { name: 'notes: NUL bytes and a bad primaryProfession', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a\u0000b', primaryProfession: 'doctor\u0000' }), status: 400 },
  { name: 'notes: __proto__ and constructor keys', method: 'POST', path: '/notes', headers: json, body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}', status: 400 },
  { name: 'notes: unknown template id', method: 'POST', path: '/notes', headers: json, body: JSON.stringify({ transcript: 'a', template: 'no-such-template' }), status: 400 },
  { name: 'notes: 100 form fields', method: 'POST', path: '/notes', headers: multipart, body: form(...Array.from({ length: 100 }, (_, i) => part(`f${i}`, 'x')), part('file', randomBytes, 'a.webm')), status: 400 },
  { name: 'chunks: file part without a file name', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('file', randomBytes)), status: 400 },
  { name: 'chunks: seq with ten digits', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('seq', '1234567890'), part('file', randomBytes, 'c.webm')), status: 400 },
  { name: 'chunks: bad language', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('language', 'xx'), part('file', randomBytes, 'c.webm')), status: 400 },
  { name: 'chunks: WAV header promising more than it has', method: 'POST', path: '/sessions/{session}/chunks', headers: multipart, body: form(part('language', 'en'), part('file', Buffer.from('52494646ffffff7f57415645666d74201000000001000100803e0000007d0000020010006461746100ffffff', 'hex'), 'c.wav')), status: 400 },
  { name: 'chunks: 300-character session id', method: 'POST', path: `/sessions/${'a'.repeat(300)}/chunks`, headers: multipart, body: form(part('file', randomBytes, 'c.webm')), status: 404 },
  { name: 'chunks: NUL byte in session id', method: 'POST', path: '/sessions/%00/chunks', headers: multipart, body: form(part('file', randomBytes, 'c.webm')), status: 404 },
  { name: 'sessions: PUT', method: 'PUT', path: '/sessions', status: 404 },
  { name: 'sessions: DELETE a session', method: 'DELETE', path: '/sessions/{session}', status: 404 },
];

const bigHeader = 'x'.repeat(100_000);
export const RAW_BAD_INPUTS: RawBadInput[] = [
  { name: 'a 100 kB header value', request: `GET /api/v1/ping HTTP/1.1\r\nHost: x\r\n{auth}\r\nX-Big: ${bigHeader}\r\n\r\n`, status: 431 },
  { name: 'a 100 kB Authorization header', request: `GET /api/v1/ping HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${bigHeader}\r\n\r\n`, status: 431 },
  { name: '3,000 headers', request: `GET /api/v1/ping HTTP/1.1\r\nHost: x\r\n{auth}\r\n${Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`, status: 431 },
  { name: 'a multipart body declared larger than the upload limit', request: `POST /api/v1/notes HTTP/1.1\r\nHost: x\r\n{auth}\r\nContent-Type: ${multipart['content-type']}\r\nContent-Length: ${600 * 1024 * 1024}\r\n\r\n--${boundary}\r\n`, status: 413 },
  { name: 'path traversal under the API', request: 'GET /api/v1/../../../etc/passwd HTTP/1.1\r\nHost: x\r\n{auth}\r\nConnection: close\r\n\r\n', status: 404 },
  { name: 'path traversal outside the API', request: 'GET /../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', webAppMayAnswer: true },
  { name: 'encoded path traversal outside the API', request: 'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', webAppMayAnswer: true },
  { name: 'a garbled request line', request: 'GARBAGE\x01\x02 / HTTP/9.9\r\n\r\n', status: 400 },
  { name: 'Content-Length that is not a number', request: 'POST /api/v1/notes HTTP/1.1\r\nHost: x\r\n{auth}\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}', status: 400 },
  { name: 'both Content-Length and chunked encoding', request: 'POST /api/v1/notes HTTP/1.1\r\nHost: x\r\n{auth}\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', status: 400 },
  { name: 'a broken chunked body', request: 'POST /api/v1/notes HTTP/1.1\r\nHost: x\r\n{auth}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n', status: 400 },
  { name: 'a header with a newline in its value', request: 'GET /api/v1/ping HTTP/1.1\r\nHost: x\r\n{auth}\r\nX-Evil: a\rb\r\n\r\n', status: 400 },
];
