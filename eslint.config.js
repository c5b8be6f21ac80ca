// The boundaries lint (run by `npm test`): the web app's layers import one way only, features
// never import each other (app/ composes them), and the web app takes only types from the
// server; the server reads no environment outside loadConfig. Style is left to the type
// checker and review; these rules hold the architecture.
import fs from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const features = fs.readdirSync('web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const serverTypesOnly = {
  regex: '^@contract/|(^|/)server/',
  allowTypeImports: true,
  message: 'The web app imports only types from the server (`import type`), so the contract is checked, never bundled.',
};

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'test-output/**', '**/*.d.ts'] },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: 'web/src',
          zones: [
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in web/src/app.',
            })),
            { target: './features', from: './app', message: 'Features do not import the app; the app imports them.' },
            { target: ['./components', './config', './lib'], from: './app', message: 'Shared code does not import the app.' },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverTypesOnly] }],
    },
  },
  {
    // Configuration is read once, by loadConfig, from what the entry points hand it.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/main.ts', 'server/src/keys.ts', 'server/src/*-cli.ts', 'server/src/**/*.test.ts'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through loadConfig (server/src/config/env.ts), passed in from the entry point.' }],
    },
  },
  {
    // A shared string table may be keyed by a feature's type (so every case has its words),
    // but shared code never runs a feature's code.
    files: ['web/src/{components,config,lib}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTypesOnly,
            { regex: '(^|/)features/', allowTypeImports: true, message: 'Shared code (components, config, lib) imports no feature code; app/ composes features.' },
          ],
        },
      ],
    },
  },
);
