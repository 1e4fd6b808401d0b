import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Import boundaries (architecture.md): main and micro/* import shared, never each other;
 * shared imports none of main, micro or server; server imports shared but nothing with React.
 */
const boundaries = [
  { target: './main', from: './micro', message: '主应用不能引用子应用代码，请通过 shared/ 的契约通信。' },
  { target: './micro', from: './main', message: '子应用不能引用主应用代码，请通过 shared/ 的契约通信。' },
  { target: './micro', from: './server', message: '子应用不能引用服务端代码。' },
  { target: './main', from: './server', message: '主应用不能引用服务端代码。' },
  { target: './shared', from: './main', message: 'shared/ 不能引用 main/。' },
  { target: './shared', from: './micro', message: 'shared/ 不能引用 micro/。' },
  { target: './shared', from: './server', message: 'shared/ 不能引用 server/。' },
  { target: './server', from: './main', message: '服务端不能引用 main/。' },
  { target: './server', from: './micro', message: '服务端不能引用 micro/。' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // server code may import shared types, but nothing that renders
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'antd', 'mobx-react-lite', 'wujie*'], message: '服务端不能引用前端库。' }] }],
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
