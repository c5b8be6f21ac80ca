import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';

const helmetFor = (tls: boolean) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'blob:', 'data:'],
        'media-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': tls ? [] : null,
      },
    },
    strictTransportSecurity: tls,
  });

/**
 * Helmet's headers, with `upgrade-insecure-requests` and HSTS only when the client reached the
 * service over TLS: over plain HTTP on a clinic's LAN name they would make the browser ask for
 * https:// addresses nobody serves, and the app would be a blank page. TLS is the public URL
 * being https (TLS ends in front of us), or `req.secure`, which with a trusted proxy follows
 * its X-Forwarded-Proto.
 */
export function securityHeaders(options: { publicUrl?: string | undefined }): RequestHandler {
  const overTls = helmetFor(true);
  const plain = helmetFor(false);
  const tls = reachedOverTls(options.publicUrl);
  return (req, res, next) => (tls(req) ? overTls : plain)(req, res, next);
}

/** Whether a request came over TLS: the public URL is https, or `req.secure` (a trusted proxy's word). */
export function reachedOverTls(publicUrl: string | undefined): (req: Request) => boolean {
  const publicTls = publicUrl?.startsWith('https://') ?? false;
  return (req) => publicTls || req.secure;
}
