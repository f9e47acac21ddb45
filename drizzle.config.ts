import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/generated/db/index.ts', './src/db/schema/*.ts'],
  out: './drizzle',
})
