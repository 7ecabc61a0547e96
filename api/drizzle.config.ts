import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` from api/ (under `flock /tmp/drizzle.lock`: several people add tables).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
