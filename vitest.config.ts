import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; integration tests under each service's test/ folder.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'services/*/src/**/*.test.ts',
      'services/*/test/**/*.test.ts',
      'apps/web/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Integration files spend much of
    // their time waiting (system start, sockets, jobs, polling), so two workers overlap them.
    maxWorkers: 2,
  },
});
