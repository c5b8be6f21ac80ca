/**
 * The third entry point, for the operator or the data protection officer:
 *   npm run audit -- export <tenant> [--from <date>] [--to <date>]   a tenant's events as JSON lines
 *   npm run audit -- verify [<tenant>]                                checks the hash chains
 * It reads the same configuration as the server (DATABASE_URL, else the SQLite database in
 * ANTECKNA_DATA_DIR), so it reads where the server writes. Exit status 1 when a chain is broken.
 */
import { loadConfigOrExplain } from './config/env.js';
import type { AuditLog, ChainVerification } from './features/audit/audit-log.js';
import { createAuditLog } from './features/audit/create-audit-log.js';
import { createPostgresPool } from './storage/postgres-pool.js';

const USAGE = 'usage: npm run audit -- export <tenant> [--from <date>] [--to <date>] | verify [<tenant>]   (ANTECKNA_DATA_DIR or DATABASE_URL)';

async function main(): Promise<number> {
  process.umask(0o077);
  const [command, ...args] = process.argv.slice(2);
  const tenant = args[0]?.startsWith('--') ? undefined : args[0];
  const from = dateOption(args, '--from');
  const to = dateOption(args, '--to');
  if (!(command === 'verify' || (command === 'export' && tenant)) || from === null || to === null) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExplain(process.env);
  if (!config) return 1;
  const pool = config.databaseUrl ? createPostgresPool(config.databaseUrl, 1) : undefined;
  let audit: AuditLog | undefined;
  try {
    audit = await createAuditLog(config.dataDir, pool);
    if (command === 'export') {
      for (const event of await audit.list(tenant!, { ...(from ? { from } : {}), ...(to ? { to } : {}) })) {
        process.stdout.write(`${JSON.stringify(event)}\n`);
      }
    }
    // The export is checked too, on stderr, so a file of JSON lines stays clean.
    return report(await audit.verify(tenant), command === 'export' ? console.error : console.log);
  } finally {
    await audit?.close();
    await pool?.end();
  }
}

/** A date option's value; undefined when absent, null when not a date. */
function dateOption(args: string[], name: string): Date | undefined | null {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const date = new Date(args[at + 1] ?? '');
  return Number.isNaN(date.getTime()) ? null : date;
}

function report(result: ChainVerification, print: (line: string) => void): number {
  if (result.ok) {
    print(`Audit chain intact: ${result.checked} events checked.`);
    return 0;
  }
  print(`Audit chain BROKEN: ${result.problems.length} problem(s) in ${result.checked} events.`);
  for (const p of result.problems) print(`  tenant ${p.tenant}, event ${p.seq}: ${p.reason}`);
  return 1;
}

process.exitCode = await main();
