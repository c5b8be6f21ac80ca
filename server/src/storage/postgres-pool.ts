import pg from 'pg';

/**
 * The process's one PostgreSQL pool, made in main.ts and shared by the session store, the
 * key store and the rate limiter; whoever made it ends it.
 */
export function createPostgresPool(databaseUrl: string, max = 12): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', () => {});
  return pool;
}
