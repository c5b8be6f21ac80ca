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
  method: 'POST' | 'GET';
  /** `{session}` is replaced by a live session id of the caller's tenant. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Expected status when it is not just "some 4xx". */
  status?: number;
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
  { name: 'unknown endpoint', method: 'GET', path: '/../../etc/passwd', status: 404 },
];
