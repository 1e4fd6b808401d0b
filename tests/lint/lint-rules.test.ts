import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

/**
 * The architecture's rules are enforced by eslint.config.js (architecture.md: "enforce it with
 * lint, not by hope"). Each row lints a snippet under a virtual file name, with the project's own
 * config, and names the rule that must fire and words of its Chinese message; each rule also has
 * a row where the permitted import passes clean. Imported paths are real files: the import rules
 * only judge imports they can resolve.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint 没有返回 ${filePath} 的结果`);
  return result.messages;
}

interface Violation {
  filePath: string;
  code: string;
  ruleId: string;
  /** words of the rule's Chinese message (path rules prefix it with the imported path) */
  message: string;
}

const OUTER_RING = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';
const NAMES = 'fleet/kebab-case-names';

const violations: Record<string, Violation> = {
  // outer ring: main ↔ micro ↔ shared ↔ server
  'main imports micro': { filePath: 'main/app/x.ts', code: "import '../../micro/car/mount';", ruleId: OUTER_RING, message: '主应用不能引用子应用代码' },
  'micro imports main': { filePath: 'micro/car/app/x.ts', code: "import '../../../main/routing/route-table';", ruleId: OUTER_RING, message: '子应用不能引用主应用代码' },
  'micro imports server': { filePath: 'micro/car/app/x.ts', code: "import '../../../server/config';", ruleId: OUTER_RING, message: '子应用不能引用服务端代码' },
  'main imports server': { filePath: 'main/app/x.ts', code: "import '../../server/config';", ruleId: OUTER_RING, message: '主应用不能引用服务端代码' },
  'shared imports main': { filePath: 'shared/ui/x.ts', code: "import '../../main/routing/route-table';", ruleId: OUTER_RING, message: 'shared/ 不能引用 main/' },
  'shared imports micro': { filePath: 'shared/ui/x.ts', code: "import '../../micro/car/app/car-system';", ruleId: OUTER_RING, message: 'shared/ 不能引用 micro/' },
  'shared imports server': { filePath: 'shared/ui/x.ts', code: "import '../../server/config';", ruleId: OUTER_RING, message: 'shared/ 不能引用 server/' },
  'server imports main': { filePath: 'server/x.ts', code: "import '../main/routing/route-table';", ruleId: OUTER_RING, message: '服务端不能引用 main/' },
  'server imports micro': { filePath: 'server/x.ts', code: "import '../micro/car/app/car-system';", ruleId: OUTER_RING, message: '服务端不能引用 micro/' },
  'server imports a front-end library': { filePath: 'server/routes/x.ts', code: "import 'react';", ruleId: IMPORTS, message: '服务端不能引用前端库' },
  'server imports shared outside api and constants': {
    filePath: 'server/exports/x.ts',
    code: "import '@shared/storage/typed-storage';",
    ruleId: OUTER_RING,
    message: '服务端只能引用 shared/api/、shared/constants/ 和 shared/geo/coordinates.ts',
  },
  'server imports the browser side of shared/geo': {
    filePath: 'server/geocoder/x.ts',
    code: "import '@shared/geo/address-batcher';",
    ruleId: OUTER_RING,
    message: '服务端只能引用 shared/api/、shared/constants/ 和 shared/geo/coordinates.ts',
  },

  // wujie only through its wrapper
  'the shell imports wujie outside its wrapper': { filePath: 'main/sub-apps/x.ts', code: "import 'wujie';", ruleId: IMPORTS, message: 'wujie 只能由 main/sub-apps/wujie-runtime.ts 引用' },
  'the console imports wujie': { filePath: 'micro/car/host/x.ts', code: "import 'wujie';", ruleId: IMPORTS, message: 'wujie 只能由' },
  'shared imports a wujie module': { filePath: 'shared/contract/x.ts', code: "import 'wujie/esm/event';", ruleId: IMPORTS, message: 'wujie 只能由' },
  'a shell test imports wujie': { filePath: 'tests/main/x.test.ts', code: "import 'wujie';", ruleId: IMPORTS, message: 'wujie 只能由' },

  // axios only in shared/http
  'a feature imports axios': { filePath: 'micro/car/features/vehicles/x.ts', code: "import 'axios';", ruleId: IMPORTS, message: 'axios 只能在 shared/http/ 中引用' },
  'shared/api imports axios': { filePath: 'shared/api/x.ts', code: "import 'axios';", ruleId: IMPORTS, message: 'axios 只能在 shared/http/ 中引用' },
  'the server imports axios': { filePath: 'server/geocoder/x.ts', code: "import 'axios';", ruleId: IMPORTS, message: 'axios 只能在 shared/http/ 中引用' },
  'a component test imports axios': { filePath: 'tests/micro/car/x.test.ts', code: "import 'axios';", ruleId: IMPORTS, message: 'axios 只能在 shared/http/ 中引用' },
  'the wujie wrapper imports axios': { filePath: 'main/sub-apps/wujie-runtime.ts', code: "import 'axios';", ruleId: IMPORTS, message: 'axios 只能在' },

  // antd feedback only through App.useApp()
  'static message': {
    filePath: 'main/app/layout/x.tsx',
    code: "import { message } from 'antd';\nmessage.success('已保存');",
    ruleId: IMPORTS,
    message: '不要使用 antd 的静态 message / notification',
  },
  'static notification': {
    filePath: 'micro/car/features/vehicles/x.tsx',
    code: "import { notification } from 'antd';\nnotification.open({ title: '提示' });",
    ruleId: IMPORTS,
    message: '不要使用 antd 的静态 message / notification',
  },
  'static message from antd/es': {
    filePath: 'shared/ui/x.ts',
    code: "import message from 'antd/es/message';\nmessage.info('提示');",
    ruleId: IMPORTS,
    message: '不要使用 antd 的静态 message / notification',
  },
  'Modal.confirm': {
    filePath: 'main/pages/center/x.tsx',
    code: "import { Modal } from 'antd';\nModal.confirm({ title: '确认删除？' });",
    ruleId: SYNTAX,
    message: '不要使用 antd 的静态 Modal 方法',
  },
  'Modal.error': {
    filePath: 'micro/car/features/auth/x.tsx',
    code: "import { Modal } from 'antd';\nModal.error({ title: '失败' });",
    ruleId: SYNTAX,
    message: '不要使用 antd 的静态 Modal 方法',
  },
  'a static method taken out of Modal': {
    filePath: 'shared/ui/x.tsx',
    code: "import { Modal } from 'antd';\nconst { warning } = Modal;\nwarning({ title: '注意' });",
    ruleId: SYNTAX,
    message: '不要使用 antd 的静态 Modal 方法',
  },

  // console features: neither each other nor app/
  'a feature imports another feature': {
    filePath: 'micro/car/features/vehicles/x.ts',
    code: "import '../auth/standalone-login-page';",
    ruleId: OUTER_RING,
    message: '功能模块之间不能互相引用',
  },
  'a feature imports app/': {
    filePath: 'micro/car/features/auth/x.ts',
    code: "import '../../app/car-system';",
    ruleId: OUTER_RING,
    message: '功能模块不能引用 app/',
  },

  // shell pages and dialogs: neither each other nor app/
  'a page imports another page': { filePath: 'main/pages/home/x.ts', code: "import '../login/login-page';", ruleId: OUTER_RING, message: '页面之间不能互相引用' },
  'a page imports a dialog': {
    filePath: 'main/pages/home/x.ts',
    code: "import '../../dialogs/session-expired/session-expired-dialog';",
    ruleId: OUTER_RING,
    message: '页面不能引用全局对话框',
  },
  'a page imports app/': { filePath: 'main/pages/center/x.ts', code: "import '../../app/shell-app';", ruleId: OUTER_RING, message: '页面和对话框不能引用 main/app/' },
  'a dialog imports another dialog': {
    filePath: 'main/dialogs/vehicle-info/x.ts',
    code: "import '../session-expired/session-expired-dialog';",
    ruleId: OUTER_RING,
    message: '全局对话框之间不能互相引用',
  },
  'a dialog imports a page': { filePath: 'main/dialogs/vehicle-info/x.ts', code: "import '../../pages/home/home-page';", ruleId: OUTER_RING, message: '全局对话框不能引用页面' },
  'a dialog imports app/': {
    filePath: 'main/dialogs/session-expired/x.ts',
    code: "import '../../app/route-error-page';",
    ruleId: OUTER_RING,
    message: '页面和对话框不能引用 main/app/',
  },
  'a store imports app/': { filePath: 'main/stores/x.ts', code: "import '../app/shell-app';", ruleId: OUTER_RING, message: '位于页面之下，不能引用 app/、pages/ 或 dialogs/' },
  'the sub-app host imports a page': {
    filePath: 'main/sub-apps/x.ts',
    code: "import '../pages/home/home-page';",
    ruleId: OUTER_RING,
    message: '位于页面之下，不能引用 app/、pages/ 或 dialogs/',
  },

  // kebab-case names
  'a PascalCase folder': { filePath: 'micro/car/features/Vehicles/x.ts', code: '', ruleId: NAMES, message: '文件夹名“Vehicles”不是 kebab-case' },
  'a PascalCase component file': { filePath: 'main/pages/home/HomePage.tsx', code: '', ruleId: NAMES, message: '请改为“home-page.tsx”' },
  'a snake_case test': { filePath: 'tests/main/vehicle_list.test.ts', code: '', ruleId: NAMES, message: '请改为“vehicle-list.test.ts”' },
  'a camelCase script': { filePath: 'bench/shellBench.ts', code: '', ruleId: NAMES, message: '请改为“shell-bench.ts”' },
  'a migration with an underscore': { filePath: 'server/db/migrations/060_Vehicle_Tags.sql', code: 'select 1;', ruleId: NAMES, message: '请改为“060-vehicle-tags.sql”' },
  'a stylesheet': { filePath: 'micro/car/app/Global.css', code: 'body {}', ruleId: NAMES, message: '请改为“global.css”' },

  // the rest of the configured rules
  'an import cycle': { filePath: 'tests/lint/fixtures/cycle-start.ts', code: "import './cycle-back';", ruleId: 'import-x/no-cycle', message: 'Dependency cycle' },
  'two imports of one module': {
    filePath: 'shared/ui/x.ts',
    code: "import { useState } from 'react';\nimport { useEffect } from 'react';\nexport const hooks = [useState, useEffect];",
    ruleId: 'import-x/no-duplicates',
    message: 'imported multiple times',
  },
  'console.log in app code': { filePath: 'main/app/x.ts', code: "console.log('x');", ruleId: 'no-console', message: 'Unexpected console statement' },
  'any': { filePath: 'shared/api/x.ts', code: 'export const value: any = 1;', ruleId: '@typescript-eslint/no-explicit-any', message: 'Unexpected any' },
  'a value import used only as a type': {
    filePath: 'shared/api/x.ts',
    code: "import { ApiError } from '@shared/http/api-error';\nexport type Failure = ApiError;",
    ruleId: '@typescript-eslint/consistent-type-imports',
    message: 'only used as types',
  },
  'an unused variable': { filePath: 'shared/api/x.ts', code: 'const unused = 1;', ruleId: '@typescript-eslint/no-unused-vars', message: "'unused'" },
  'a conditional hook': {
    filePath: 'shared/ui/x.ts',
    code: "import { useState } from 'react';\nexport function useMaybe(flag: boolean) {\n  if (flag) useState(0);\n}",
    ruleId: 'react-hooks/rules-of-hooks',
    message: 'called conditionally',
  },
};

const permitted: Record<string, { filePath: string; code: string }> = {
  'main, micro and server import shared': {
    filePath: 'main/app/x.ts',
    code: "import '@shared/constants/limits';\nimport '@shared/ui/vehicle-info/vehicle-state-colors';",
  },
  'the server imports the contract and the constants': {
    filePath: 'server/exports/x.ts',
    code: "import '@shared/api/dto/vehicle-dto';\nimport '@shared/constants/vehicle-state-labels';\nimport '../db/connection';",
  },
  'the server imports the one coordinate module': { filePath: 'server/geocoder/x.ts', code: "import '@shared/geo/coordinates';" },
  'the shell wrapper imports wujie': { filePath: 'main/sub-apps/wujie-runtime.ts', code: "import 'wujie';" },
  'a contract test drives wujie’s event bus': { filePath: 'tests/shared/contract/x.test.ts', code: "import 'wujie/esm/event';" },
  'shared/http imports axios': { filePath: 'shared/http/x.ts', code: "import 'axios';" },
  'the HTTP client’s tests choose axios’s transport': { filePath: 'tests/shared/http/x.test.ts', code: "import 'axios';" },
  'the API tests choose axios’s transport': { filePath: 'tests/shared/api/x.test.ts', code: "import 'axios';" },
  'feedback through App.useApp()': {
    filePath: 'micro/car/features/vehicles/x.tsx',
    code: [
      "import { App, Modal } from 'antd';",
      'export function useFeedback() {',
      '  const { message, modal, notification } = App.useApp();',
      "  return () => [message.success('已保存'), modal.confirm({ title: '确认' }), notification.info({ title: '提示' })];",
      '}',
      'export const Dialog = Modal;',
    ].join('\n'),
  },
  'a feature imports its own files, the context and shared': {
    filePath: 'micro/car/features/vehicles/x.ts',
    code: "import './vehicle-list-store';\nimport '../../context/car-context';\nimport '@shared/constants/limits';",
  },
  'app/ composes the features': {
    filePath: 'micro/car/app/x.ts',
    code: "import '../features/auth/standalone-login-page';\nimport '../features/vehicles/vehicle-list-page';",
  },
  'a page imports its own files and the shell’s shared layers': {
    filePath: 'main/pages/home/x.ts',
    code: [
      "import './recent-pages';",
      "import '../../routing/route-table';",
      "import '../../context/store-context';",
      "import '../../stores/root-store';",
      "import '../../sub-apps/header-nav-items';",
    ].join('\n'),
  },
  'a dialog imports the store context': { filePath: 'main/dialogs/vehicle-info/x.ts', code: "import '../../context/store-context';" },
  'the shell’s app/ composes pages and dialogs': {
    filePath: 'main/app/x.ts',
    code: "import '../pages/home/home-page';\nimport '../dialogs/session-expired/session-expired-dialog';",
  },
  'kebab-case names with a role suffix': { filePath: 'tests/main/pages/home-page.test.tsx', code: '' },
  'a numbered migration': { filePath: 'server/db/migrations/060-vehicle-tags.sql', code: 'select 1;' },
  'a README': { filePath: 'server/README.md', code: '# 服务端' },
  'no cycle': { filePath: 'tests/lint/fixtures/cycle-elsewhere.ts', code: "import './cycle-back';" },
  'console in tests and on the server': { filePath: 'server/x.ts', code: "console.log('x');" },
};

describe('eslint.config.js: each rule fires where the architecture forbids', () => {
  beforeAll(async () => {
    // the first run loads the config, the plugins and the TypeScript resolver
    await lint('shared/constants/x.ts', '');
  }, 120_000);

  it.each(Object.entries(violations))('%s', async (_name, { filePath, code, ruleId, message }) => {
    const messages = await lint(filePath, code);
    const fired = messages.filter((entry) => entry.ruleId === ruleId);
    expect(fired, JSON.stringify(messages)).not.toHaveLength(0);
    expect(fired.some((entry) => entry.message.includes(message)), JSON.stringify(fired)).toBe(true);
  });
});

describe('eslint.config.js: what the rules permit passes clean', () => {
  it.each(Object.entries(permitted))('%s', async (_name, { filePath, code }) => {
    expect(await lint(filePath, code)).toEqual([]);
  });
});
