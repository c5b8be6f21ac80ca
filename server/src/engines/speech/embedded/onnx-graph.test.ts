import protobuf from 'protobufjs/minimal.js';
import { describe, expect, it } from 'vitest';
import { keepGraphOutputs, readFields } from './onnx-graph.js';

// A small ONNX-like ModelProto, written with protobufjs (field numbers from onnx.proto3).
type W = protobuf.Writer;
const message = (fill: (w: W) => void): Uint8Array => {
  const w = protobuf.Writer.create();
  fill(w);
  return w.finish();
};
const valueInfo = (name: string) => message((w) => w.uint32((1 << 3) | 2).string(name).uint32((2 << 3) | 2).bytes(message((t) => t.uint32((1 << 3) | 2).bytes(message((tt) => tt.uint32(1 << 3).int32(1))))));
const attribute = (name: string, fill: (w: W) => void) => message((w) => { w.uint32((1 << 3) | 2).string(name); fill(w); });
const node = message((w) => {
  w.uint32((1 << 3) | 2).string('x').uint32((2 << 3) | 2).string('y').uint32((3 << 3) | 2).string('scale').uint32((4 << 3) | 2).string('Mul');
  w.uint32((5 << 3) | 2).bytes(attribute('alpha', (a) => a.uint32((2 << 3) | 5).float(0.5).uint32((20 << 3) | 0).int32(1)));
  w.uint32((5 << 3) | 2).bytes(attribute('vocab', (a) => a.uint32((4 << 3) | 2).string('Ġhello\nworld').uint32((20 << 3) | 0).int32(3)));
});
// An initializer with raw_data large enough that copying it would matter.
const weights = Buffer.alloc(70_000, 0xab);
const initializer = message((w) => w.uint32((1 << 3) | 0).int64(70_000).uint32((2 << 3) | 0).int32(2).uint32((8 << 3) | 2).string('w').uint32((9 << 3) | 2).bytes(weights));

function model(outputs: string[]): Buffer {
  const graph = message((g) => {
    g.uint32((1 << 3) | 2).bytes(node).uint32((2 << 3) | 2).string('tiny').uint32((5 << 3) | 2).bytes(initializer);
    g.uint32((11 << 3) | 2).bytes(valueInfo('x'));
    for (const name of outputs) g.uint32((12 << 3) | 2).bytes(valueInfo(name));
  });
  return Buffer.from(
    message((m) => {
      m.uint32((1 << 3) | 0).int64(8).uint32((2 << 3) | 2).string('test');
      m.uint32((7 << 3) | 2).bytes(graph);
      // Fields after the graph, one of them fixed64, must pass through as well.
      m.uint32((8 << 3) | 2).bytes(message((o) => o.uint32((2 << 3) | 0).int64(17)));
      m.uint32((99 << 3) | 1).double(1.25);
    }),
  );
}

const graphOf = (m: Buffer) => readFields(m).find((f) => f.field === 7)!.bytes!;
const outputNames = (m: Buffer) =>
  readFields(graphOf(m))
    .filter((f) => f.field === 12)
    .map((f) => readFields(f.bytes!).find((p) => p.field === 1)!.bytes!.toString('utf8'));

describe('keepGraphOutputs', () => {
  it('when some outputs are dropped, then only the kept ones remain, in order', () => {
    const kept = keepGraphOutputs(model(['logits', 'cross_attentions', 'present']), (name) => !/attentions/.test(name));
    expect(outputNames(kept)).toEqual(['logits', 'present']);
  });

  it('when outputs are dropped, then every other field is byte for byte the original', () => {
    const original = model(['logits', 'cross_attentions', 'present']);
    const kept = keepGraphOutputs(original, (name) => name !== 'cross_attentions');
    // The same model written without that output: nothing else moved or was re-encoded.
    expect(kept.equals(model(['logits', 'present']))).toBe(true);
    const rest = (m: Buffer) => readFields(m).filter((f) => f.field !== 7).map((f) => f.raw.toString('hex'));
    expect(rest(kept)).toEqual(rest(original));
    const graphRest = (m: Buffer) => readFields(graphOf(m)).filter((f) => f.field !== 12).map((f) => f.raw.toString('hex'));
    expect(graphRest(kept)).toEqual(graphRest(original));
    const rawData = readFields(readFields(graphOf(kept)).find((f) => f.field === 5)!.bytes!).find((f) => f.field === 9)!.bytes!;
    expect(rawData.equals(weights)).toBe(true);
  });

  it('when every output is kept, then the model is unchanged', () => {
    const original = model(['a', 'b', 'c']);
    expect(keepGraphOutputs(original, () => true).equals(original)).toBe(true);
  });

  it('when fields are read, then payloads are views into the buffer, not copies', () => {
    const original = model(['a']);
    const graph = graphOf(original);
    expect(graph.buffer).toBe(original.buffer);
    expect(graph.byteOffset).toBeGreaterThan(original.byteOffset);
  });

  it('when the model is truncated, then it fails with a clear error', () => {
    const original = model(['a', 'b', 'c']);
    expect(() => keepGraphOutputs(original.subarray(0, original.length - 40_000), () => true)).toThrow(/not a valid protobuf message \(truncated or damaged\?\): index out of range/);
    // Cut inside a tag's varint.
    expect(() => readFields(Buffer.from([0x80]))).toThrow(/not a valid protobuf message/);
  });

  it('when the message has no graph, then it says so', () => {
    expect(() => keepGraphOutputs(Buffer.from(message((m) => m.uint32((1 << 3) | 0).int64(8))), () => true)).toThrow(/no graph/);
  });
});
