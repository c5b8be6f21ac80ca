/**
 * The few edits we make to ONNX graphs, on the protobuf wire format so a 150 MB model is
 * not decoded into objects: keep only some graph outputs, and write the result atomically.
 * protobufjs's low-level Reader and Writer do the wire format; we keep slices of the original
 * buffer for every field we do not change.
 */
import fs from 'node:fs';
import protobuf from 'protobufjs/minimal.js';

// ONNX field numbers (onnx.proto3)
const MODEL_GRAPH = 7;
export const GRAPH_OUTPUT = 12;
const VALUE_INFO_NAME = 1;

const LENGTH_DELIMITED = 2;

/** One field of a message, as views into the original buffer (no copy of the weights). */
export interface WireField {
  field: number;
  wireType: number;
  /** For length-delimited fields: the payload. */
  bytes?: Buffer;
  /** The whole field, tag included, to copy it unchanged. */
  raw: Buffer;
}

export function readFields(message: Buffer): WireField[] {
  const reader = protobuf.Reader.create(message);
  const out: WireField[] = [];
  try {
    while (reader.pos < reader.len) {
      const start = reader.pos;
      const tag = reader.uint32();
      const field = tag >>> 3;
      const wireType = tag & 7;
      let bytes: Buffer | undefined;
      if (wireType === LENGTH_DELIMITED) {
        // skip + subarray rather than reader.bytes(), so the payload stays a view.
        const length = reader.uint32();
        const from = reader.pos;
        reader.skip(length);
        bytes = message.subarray(from, reader.pos);
      } else reader.skipType(wireType);
      out.push({ field, wireType, raw: message.subarray(start, reader.pos), ...(bytes ? { bytes } : {}) });
    }
  } catch (err) {
    throw new Error(`not a valid protobuf message (truncated or damaged?): ${(err as Error).message}`, { cause: err });
  }
  return out;
}

/** protobufjs's Writer gives a Buffer in Node; the type says Uint8Array. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

export function lengthDelimited(field: number, payload: Buffer | string): Buffer {
  const writer = protobuf.Writer.create().uint32((field << 3) | LENGTH_DELIMITED);
  // Writer.bytes() would read a string as base64.
  return asBuffer((typeof payload === 'string' ? writer.string(payload) : writer.bytes(payload)).finish());
}

export function varintField(field: number, value: number): Buffer {
  return asBuffer(protobuf.Writer.create().uint32(field << 3).uint32(value).finish());
}

export const stringOf = (f: WireField | undefined): string => f?.bytes?.toString('utf8') ?? '';

/** The model with its graph rewritten by `edit` (given the graph's fields); every other field byte for byte. */
export function editGraph(model: Buffer, edit: (graphFields: WireField[]) => Buffer): Buffer {
  const modelFields = readFields(model);
  const graphField = modelFields.find((f) => f.field === MODEL_GRAPH);
  if (!graphField?.bytes) throw new Error('the ONNX model has no graph');
  const graph = edit(readFields(graphField.bytes));
  return Buffer.concat(modelFields.map((f) => (f === graphField ? lengthDelimited(MODEL_GRAPH, graph) : f.raw)));
}

/** The model with only the graph outputs whose name passes `keep`; everything else byte for byte. */
export function keepGraphOutputs(model: Buffer, keep: (outputName: string) => boolean): Buffer {
  return editGraph(model, (graphFields) =>
    Buffer.concat(graphFields.filter((f) => f.field !== GRAPH_OUTPUT || keep(stringOf(readFields(f.bytes!).find((p) => p.field === VALUE_INFO_NAME)))).map((f) => f.raw)),
  );
}

/** Temp file + rename, so a concurrent start or a crash never leaves half a model in the cache. */
export function writeAtomically(target: string, data: Buffer): void {
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, target);
}
