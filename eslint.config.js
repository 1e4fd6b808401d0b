import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { kebabCaseNames, namesOnly } from './lint-rules/kebab-case-names.js';

const root = import.meta.dirname;

/** The folders directly inside `dir` (empty when it does not exist). */
function subfolders(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Outer ring (architecture.md): main and micro/* import shared, never each other; shared imports
 * none of main, micro or server; server imports shared but nothing with React.
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
  // the server shares the contract, the constants and the coordinate module (one gcoord wrapper for
  // geocoding and drawing, fleet-domain.md), not the front end's code (ui, http, storage, crypto...)
  {
    target: './server',
    from: './shared',
    except: ['./api', './constants', './geo/coordinates.ts'],
    message: '服务端只能引用 shared/api/、shared/constants/ 和 shared/geo/coordinates.ts（接口契约、常量与坐标转换），shared/ 的其他部分属于前端。',
  },
];

/**
 * Second ring, inside each app: `app/` composes the features; a feature imports shared code and
 * the app's context, never another feature nor `app/`. The zones are listed per existing folder,
 * so a new feature (or page, or dialog) is covered as soon as its folder exists.
 */
const subAppZones = subfolders('micro').flatMap((app) => [
  {
    target: `./micro/${app}/features`,
    from: `./micro/${app}/app`,
    message: '功能模块不能引用 app/（路由、根 store、外壳组装由 app/ 引用功能，而不是反过来）：共用的上下文在 context/，共用代码放到 shared/。',
  },
  ...subfolders(`micro/${app}/features`).map((feature) => ({
    target: `./micro/${app}/features/${feature}`,
    from: `./micro/${app}/features`,
    except: [`./${feature}`],
    message: '功能模块之间不能互相引用：共用的部分放到 shared/，由 app/ 组合各功能。',
  })),
]);

/**
 * The shell: `app/` (router, layout, providers) is the composition root that bootstrap renders.
 * Pages and the global dialogs are its features; they share the route table (`routing/`), the
 * store context (`context/`), the stores and the sub-app registry, which in turn import none of
 * the screens.
 */
const shellZones = [
  ...subfolders('main/pages').map((page) => ({
    target: `./main/pages/${page}`,
    from: './main/pages',
    except: [`./${page}`],
    message: '页面之间不能互相引用：共用的部分放到 main/ 的 routing/、context/、stores/ 或 shared/。',
  })),
  ...subfolders('main/dialogs').map((dialog) => ({
    target: `./main/dialogs/${dialog}`,
    from: './main/dialogs',
    except: [`./${dialog}`],
    message: '全局对话框之间不能互相引用：共用的部分放到 main/stores/ 或 shared/。',
  })),
  { target: './main/pages', from: './main/dialogs', message: '页面不能引用全局对话框：对话框由布局挂载，通过 store（dialogs-store）打开。' },
  { target: './main/dialogs', from: './main/pages', message: '全局对话框不能引用页面：共用的部分放到 main/stores/ 或 shared/。' },
  {
    target: ['./main/pages', './main/dialogs'],
    from: './main/app',
    message: '页面和对话框不能引用 main/app/（路由、布局、外壳组装）：路由表在 main/routing/，store 上下文在 main/context/。',
  },
  {
    target: ['./main/stores', './main/sub-apps', './main/context', './main/routing'],
    from: ['./main/app', './main/pages', './main/dialogs'],
    message: 'main/ 的 stores、sub-apps、context、routing 位于页面之下，不能引用 app/、pages/ 或 dialogs/。',
  },
];

/*
 * Risky libraries only through their wrapper (conventions.md, excalidraw's rule for jotai).
 * ESLint keeps only the last `no-restricted-imports` options that apply to a file, so each file
 * group below lists every restriction it is under.
 */
const WUJIE = {
  group: ['wujie', 'wujie/**'],
  message:
    'wujie 只能由 main/sub-apps/wujie-runtime.ts 引用；子应用一侧只通过 shared/contract/wujie-sub-app-bridge.ts 读取 window.$wujie。',
};
const AXIOS = {
  group: ['axios', 'axios/**'],
  message: 'axios 只能在 shared/http/ 中引用：请调用 shared/api/ 的接口函数（由 shared/http/http-client.ts 发送）。',
};
const ANTD_STATIC_MESSAGE = '不要使用 antd 的静态 message / notification：请用 App.useApp() 取得，提示才会进入 wujie 的 shadow DOM 并跟随主题。';
const ANTD_STATIC = { group: ['antd/*/message', 'antd/*/notification'], message: ANTD_STATIC_MESSAGE };
const ANTD_STATIC_NAMES = { name: 'antd', importNames: ['message', 'notification'], message: ANTD_STATIC_MESSAGE };
const ANTD_PICKER_NAMES = {
  name: 'antd',
  importNames: ['DatePicker', 'TimePicker', 'Calendar'],
  message: '日期选择器请从 shared/ui/date/date-picker.ts 引用：它同时载入 dayjs 的中文 locale（星期、月份的中文名和每周从周一开始）。',
};
const SERVER_FRONTEND = { group: ['react', 'react-dom', 'antd', 'mobx-react-lite', 'wujie*'], message: '服务端不能引用前端库。' };

const restrictImports = (patterns, paths = []) => ['error', { paths, patterns }];

const MODAL_STATIC_METHODS = '/^(confirm|info|success|error|warning|warn)$/';
const MODAL_STATIC_MESSAGE = '不要使用 antd 的静态 Modal 方法：请用 App.useApp() 的 modal，对话框才会进入 wujie 的 shadow DOM 并跟随主题。';

const SOURCE = '**/*.{ts,tsx,js,mjs}';
/** why a sub-app's code reads no `location` */
const SUB_APP_LOCATION =
  '子应用在壳内时 location 是壳的地址：路由用 react-router（useLocation / router.state），相对地址用 document.baseURI 解析（main/sub-apps/native-async-chunks.ts）。';
const APP_CODE = ['main/**/*.{ts,tsx}', 'micro/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'];
const NAMED_FOLDERS = '{main,micro,shared,server,tests,bench}';
/** Files ESLint cannot parse whose names are still checked (an empty code block each). */
const OTHER_FILES = `${NAMED_FOLDERS}/**/*.{css,sql,sh,md,json,html,svg}`;

const fleet = { rules: { 'kebab-case-names': kebabCaseNames }, processors: { 'names-only': namesOnly } };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: [SOURCE],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // import-x reads only .js modules unless told otherwise: without this, no-cycle never saw a .ts import
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, ...subAppZones, ...shellZones] }],
      // a cycle cannot run through a package back into our code: do not walk node_modules
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': restrictImports([WUJIE, AXIOS]),
    },
  },
  {
    // app code: antd's feedback only through App.useApp()
    files: APP_CODE,
    rules: {
      'no-restricted-imports': restrictImports([WUJIE, AXIOS, ANTD_STATIC], [ANTD_STATIC_NAMES, ANTD_PICKER_NAMES]),
      'no-restricted-syntax': [
        'error',
        { selector: `MemberExpression[object.name='Modal'][property.name=${MODAL_STATIC_METHODS}]`, message: MODAL_STATIC_MESSAGE },
        { selector: `VariableDeclarator[init.name='Modal'] > ObjectPattern > Property[key.name=${MODAL_STATIC_METHODS}]`, message: MODAL_STATIC_MESSAGE },
      ],
    },
  },
  {
    // the one module that gives app code antd's date pickers, with dayjs's Chinese locale
    files: ['shared/ui/date/date-picker.ts'],
    rules: { 'no-restricted-imports': restrictImports([WUJIE, AXIOS, ANTD_STATIC], [ANTD_STATIC_NAMES]) },
  },
  {
    // the HTTP client is the one place that knows axios
    files: ['shared/http/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports([WUJIE, ANTD_STATIC], [ANTD_STATIC_NAMES]) },
  },
  {
    // the shell's one wujie wrapper
    files: ['main/sub-apps/wujie-runtime.ts'],
    rules: { 'no-restricted-imports': restrictImports([AXIOS, ANTD_STATIC], [ANTD_STATIC_NAMES]) },
  },
  {
    // a sub-app's lazy chunks run as plain scripts in wujie's iframe (main/sub-apps/native-async-chunks.ts),
    // whose `location` is the shell's address, not the app's
    files: ['micro/car/**/*.{ts,tsx}', 'micro/data-report/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'location', message: SUB_APP_LOCATION }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'location', message: SUB_APP_LOCATION },
        { object: 'document', property: 'location', message: SUB_APP_LOCATION },
      ],
    },
  },
  {
    // server code may import shared types, but nothing that renders
    files: ['server/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': restrictImports([SERVER_FRONTEND, AXIOS]) },
  },
  {
    // these tests choose axios's transport (node's http adapter or jsdom's XHR) for the real client
    files: ['tests/shared/http/**/*.ts', 'tests/shared/api/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports([WUJIE]) },
  },
  {
    // these tests stand in for the shell with wujie's real event bus
    files: ['tests/shared/contract/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports([AXIOS]) },
  },
  {
    files: ['server/**/*.{ts,mjs}', 'bench/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: [OTHER_FILES],
    plugins: { fleet },
    processor: 'fleet/names-only',
  },
  {
    files: [`${NAMED_FOLDERS}/**/*.{ts,tsx,js,mjs}`, OTHER_FILES],
    plugins: { fleet },
    rules: { 'fleet/kebab-case-names': 'error' },
  },
);
