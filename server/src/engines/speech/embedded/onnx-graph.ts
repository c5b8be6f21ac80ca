/**
 * The few edits we make to ONNX graphs, on the protobuf wire format so a 150 MB model is
 * not decoded into objects: keep only some graph outputs, and write the result atomically.
 */
import fs from 'node:fs';
import { lengthDelimited, readFields, stringOf } from './protobuf-wire.js';

// ONNX field numbers (onnx.proto3)
const MODEL_GRAPH = 7;
const GRAPH_OUTPUT = 12;
const VALUE_INFO_NAME = 1;

/** The model with only the graph outputs whose name passes `keep`; everything else byte for byte. */
export function keepGraphOutputs(model: Buffer, keep: (outputName: string) => boolean): Buffer {
  const modelFields = readFields(model);
  const graphField = modelFields.find((f) => f.field === MODEL_GRAPH);
  if (!graphField?.bytes) throw new Error('the ONNX model has no graph');
  const graph = Buffer.concat(
    readFields(graphField.bytes)
      .filter((f) => f.field !== GRAPH_OUTPUT || keep(stringOf(readFields(f.bytes!).find((p) => p.field === VALUE_INFO_NAME))))
      .map((f) => f.raw),
  );
  return Buffer.concat(modelFields.map((f) => (f === graphField ? lengthDelimited(MODEL_GRAPH, graph) : f.raw)));
}

/** Temp file + rename, so a concurrent start or a crash never leaves half a model in the cache. */
export function writeAtomically(target: string, data: Buffer): void {
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, target);
}
