/**
 * The web app's sign-in without a key in the browser: a key typed once, or a one-time link
 * code, is exchanged for a random session token held in an HttpOnly cookie. The server keeps
 * only the token's hash with the key's hash, so a revoked key ends its sessions at once.
 * Sessions live in this process's memory: a restart signs the web app out.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyIdentity } from '../../storage/key-store.js';

/** Who a session is: a key (checked again on every use, so revoking it ends the session) or a person signed in through OpenID Connect. */
export type WebSession = { keyHash: string } | { identity: ApiKeyIdentity };

export const SESSION_COOKIE = 'anteckna_session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export class WebSessions {
  /** Token hash -> who signed in and when the session was last used. */
  private readonly sessions = new Map<string, { who: WebSession; lastUsed: number }>();
  /** Code hash -> the key's hash and until when the code may be redeemed. */
  private readonly codes = new Map<string, { keyHash: string; until: number }>();

  constructor(
    /** A session unused for this long is over (default 8 h). */
    private readonly idleMs = 8 * 3600_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session for a key (by its hash) or a person; the token goes into the cookie only. */
  open(who: WebSession): string {
    this.forgetIdle();
    const token = randomBytes(32).toString('base64url');
    this.sessions.set(digest(token), { who, lastUsed: this.now() });
    return token;
  }

  /** Who a live session is, which counts as a use; undefined when unknown or idle too long. */
  use(token: string): WebSession | undefined {
    if (!TOKEN.test(token)) return undefined;
    const session = this.sessions.get(digest(token));
    if (!session) return undefined;
    if (this.now() - session.lastUsed > this.idleMs) {
      this.sessions.delete(digest(token));
      return undefined;
    }
    session.lastUsed = this.now();
    return session.who;
  }

  close(token: string): void {
    this.sessions.delete(digest(token));
  }

  /** A code for a sign-in link: redeemable once, within `ttlMs`. */
  issueCode(keyHash: string, ttlMs = 15 * 60_000): string {
    const code = randomBytes(18).toString('base64url');
    this.codes.set(digest(code), { keyHash, until: this.now() + ttlMs });
    return code;
  }

  /** The key hash a code stands for, once; undefined when unknown, used or expired. */
  redeemCode(code: string): string | undefined {
    const entry = this.codes.get(digest(code));
    this.codes.delete(digest(code));
    return entry && entry.until >= this.now() ? entry.keyHash : undefined;
  }

  private forgetIdle(): void {
    const oldest = this.now() - this.idleMs;
    for (const [id, session] of this.sessions) if (session.lastUsed < oldest) this.sessions.delete(id);
  }
}

/** The session token from a Cookie header, if there is one. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
}
