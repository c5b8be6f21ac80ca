import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: the server's unit and API tests in Node, the web app's in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          alias: { '@contract': fileURLToPath(new URL('./server/src/contract', import.meta.url)) },
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
