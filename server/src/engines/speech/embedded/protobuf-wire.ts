/**
 * The few protobuf wire-format operations needed to edit an ONNX graph: read the fields of a
 * message, and write fields back. Values are views into the original buffer, so a 75 MB
 * model is not copied field by field.
 */
export interface WireField {
  field: number;
  wireType: number;
  /** For length-delimited fields: the payload. */
  bytes?: Buffer;
  /** For varints. */
  int?: bigint;
  /** The whole field, tag included, to copy it unchanged. */
  raw: Buffer;
}

export function readFields(message: Buffer): WireField[] {
  const out: WireField[] = [];
  let pos = 0;
  const varint = (): bigint => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = message[pos++];
      if (byte === undefined) throw new Error('truncated protobuf varint');
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  };
  while (pos < message.length) {
    const start = pos;
    const tag = Number(varint());
    const field = tag >> 3;
    const wireType = tag & 7;
    let bytes: Buffer | undefined;
    let int: bigint | undefined;
    if (wireType === 0) int = varint();
    else if (wireType === 1) pos += 8;
    else if (wireType === 5) pos += 4;
    else if (wireType === 2) {
      const length = Number(varint());
      bytes = message.subarray(pos, pos + length);
      pos += length;
    } else throw new Error(`unsupported protobuf wire type ${wireType}`);
    out.push({ field, wireType, raw: message.subarray(start, pos), ...(bytes ? { bytes } : {}), ...(int !== undefined ? { int } : {}) });
  }
  return out;
}

function encodeVarint(value: number): Buffer {
  const bytes: number[] = [];
  let v = value;
  while (v > 0x7f) {
    bytes.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  bytes.push(v);
  return Buffer.from(bytes);
}

export function lengthDelimited(field: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  return Buffer.concat([encodeVarint((field << 3) | 2), encodeVarint(body.length), body]);
}

export function varintField(field: number, value: number): Buffer {
  return Buffer.concat([encodeVarint(field << 3), encodeVarint(value)]);
}

export const stringOf = (f: WireField | undefined): string => f?.bytes?.toString('utf8') ?? '';
