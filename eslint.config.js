// ESLint 9 flat config: ESLint's and typescript-eslint's recommended rules (syntactic, so a lint
// run needs no type information and stays fast). Generated code, migrations and data are not linted.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores([
    'node_modules/',
    'src/generated/**',
    'drizzle/**',
    'data/**',
    '.test-cache/**',
    'bench/results/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      // Node's globals, for plain .js files (TypeScript files are checked by tsc instead).
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      // `_name` marks a deliberately unused binding (destructuring to drop a key, unused callback args).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The web pages' scripts run in the browser, as classic scripts.
    files: ['src/web/static/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { document: 'readonly', fetch: 'readonly', location: 'readonly', navigator: 'readonly', Element: 'readonly' },
    },
  },
)
