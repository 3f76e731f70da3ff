// @ts-check
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
      'tests/lint-deps/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Use explicit named exports (docs/conventions.md: no `export *` barrels).',
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['packages/ui/**/*.tsx', 'packages/app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // No user-visible literal text in components: i18n keys only (README, Standards).
    files: ['packages/ui/src/**/*.tsx', 'packages/app/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'label'] },
          callees: { exclude: ['t', 'i18n.t', 'Error', 'require', 'import', 'useTranslation'] },
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is pure: time and randomness come in as parameters.
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Take `now` as a parameter: domain functions are pure.' },
        { object: 'Math', property: 'random', message: 'Take randomness as a parameter: domain functions are pure.' },
      ],
    },
  },
);
