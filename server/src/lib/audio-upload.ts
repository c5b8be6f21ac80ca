import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AppError, problemJson } from './app-error.js';
import { requireFreeSpace } from './disk-space.js';
import type { TenantAudioBudget } from './tenant-audio-budget.js';

export interface UploadLimits {
  tempDir: string;
  maxBytes: number;
  /** Free disk an upload must leave; 0 turns the check off. */
  minFreeBytes?: number;
  /** Audio bytes per tenant per hour; none is unlimited. */
  budget?: TenantAudioBudget;
}

/**
 * Multipart parsing with the audio streamed to a temp file (never into memory). A declared
 * Content-Length over the limit is refused before any of the body is read; an undeclared
 * body is cut off at the limit. The temp file is removed when the response ends, whatever
 * the outcome.
 */
export function audioUpload({ tempDir, maxBytes, minFreeBytes = 0, budget }: UploadLimits): RequestHandler[] {
  fs.mkdirSync(tempDir, { recursive: true });
  const storage = multer.diskStorage({
    destination: tempDir,
    filename: (req, file, done) => {
      const name = `${randomUUID()}.${audioExtension(file.originalname)}`;
      uploadsOf(req).push(path.join(tempDir, name));
      done(null, name);
    },
  });
  const parse = multer({
    storage,
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 512 * 1024, parts: 24, fieldNameSize: 100 },
  }).single('file');

  const tooLarge = () => new AppError(413, 'payload_too_large', `The upload is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`);
  const refuseDeclaredOversize: RequestHandler = (req, _res, next) => {
    const declared = Number(req.get('content-length'));
    // The limit is per request (decisions.md), so a declared length just over it is refused at once.
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
    next();
  };
  // multer answers its own size error only after reading the whole body: a body of no declared
  // length is counted here instead, and answered and cut off the moment it crosses the limit.
  const parseWithCutOff: RequestHandler = (req, res, next) => {
    parse(req, res, next);
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return;
      req.off('data', count);
      if (res.headersSent) return void req.socket.destroy();
      res.on('finish', () => req.socket.destroy());
      res.status(413).set('Connection', 'close').type('application/problem+json').send(problemJson(tooLarge(), req.requestId));
    };
    req.on('data', count);
    // Every byte received counts against the tenant's budget, refused uploads included: they cost the same.
    const tenant = req.auth?.tenant;
    if (budget && tenant) res.once('close', () => budget.charge(tenant, received));
  };
  // A full disk refuses the upload before a byte of it is written, not with a half-written file.
  const requireRoomOnDisk: RequestHandler = async (req, _res, next) => {
    const declared = Number(req.get('content-length'));
    if (req.auth) budget?.check(req.auth.tenant, Number.isFinite(declared) ? declared : 0);
    await requireFreeSpace(tempDir, minFreeBytes, Number.isFinite(declared) ? declared : 0);
    next();
  };
  const removeTempFileAtEnd: RequestHandler = (req, res, next) => {
    res.on('close', () => {
      removeUploadedFiles(req);
      // An upload cut off mid-way may still be opening its file: look once more a little later.
      if (!req.complete) setTimeout(() => removeUploadedFiles(req), 1_000).unref();
    });
    next();
  };
  return [refuseDeclaredOversize, requireRoomOnDisk, removeTempFileAtEnd, parseWithCutOff];
}

const uploads = new WeakMap<Request, string[]>();
const uploadsOf = (req: Request): string[] => {
  let paths = uploads.get(req);
  if (!paths) uploads.set(req, (paths = []));
  return paths;
};

/** Every file this request began to write, finished or not (a client may hang up mid-upload). */
function removeUploadedFiles(req: Request): void {
  for (const file of uploadsOf(req)) fs.unlink(file, () => {});
}

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/** A short, safe extension for the stored file: a hint for the decoder, never a path. */
export function audioExtension(originalName: string | undefined): string {
  const ext = path.extname(originalName ?? '').slice(1).toLowerCase();
  return /^[a-z0-9]{1,5}$/.test(ext) ? ext : 'bin';
}

export function requireNonEmptyFile(file: Express.Multer.File): void {
  if (file.size === 0) throw new AppError(400, 'invalid_audio', 'The uploaded file is empty.');
}
