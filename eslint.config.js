// `npm run lint`: ESLint with typescript-eslint's type-checked rules, no warnings allowed (README "Lint").
// typescript-eslint needs TypeScript's classic compiler API: package.json aliases `typescript` to TypeScript 6
// for it, while `npm run typecheck` runs the TypeScript 7 compiler (`typescript-7`).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'src/generated/**', 'data/**', 'test-results/**', 'dist/**', 'coverage/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The scripted client is typed by the spec generated while its test runs (tsconfig.json excludes it).
        projectService: { allowDefaultProject: ['tests/client/scripted-game.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `_name` marks a value left out on purpose (a rest destructuring that drops a key, an unused parameter of
      // an interface's signature).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Fastify plugins, hooks and route handlers are async by contract, with or without an await inside, and
      // Fastify awaits the promises its hooks return: these two rules only flag that contract.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // The rulesets' catalogue and report writers are objects of plain functions (`w.player`), passed around
      // unbound by design; none of them reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // It reads types through TypeScript 6 and removed assertions the TypeScript 7 compiler needs (contextual
      // types of union literals, `as unknown as` bridges): tried with --fix, the typecheck failed.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Tests read JSON answers and stored rows as untyped values on purpose: their assertions are the check.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript: the pages' scripts (browsers, no build step) and Node entry points (.mjs).
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  { files: ['src/web/assets/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  { files: ['**/*.mjs', 'eslint.config.js'], languageOptions: { globals: globals.node } },
);
