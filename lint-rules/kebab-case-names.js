import path from 'node:path';

/**
 * Files and folders are named in kebab-case (conventions.md, Naming): `vehicle-list-page.tsx`,
 * `001-core.sql`, `history-store.test.ts`. Every dot-separated part of a file name is checked, so
 * `.test`, `.spec` and `.d` pass while `VehicleList.test.tsx` or `history_store.ts` do not.
 *
 * A local rule rather than a plugin (eslint-plugin-check-file would do): it costs no dependency,
 * speaks Chinese, and names like `001-core.sql` need a custom pattern there anyway.
 */

const KEBAB_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Names other tools and readers look for in this exact spelling. */
const CONVENTIONAL_NAMES = new Set(['README.md']);

/** `VehicleList` → `vehicle-list`, `history_store` → `history-store`: the name the message suggests. */
function toKebab(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

const isKebabFileName = (name) => name.split('.').every((part) => KEBAB_PART.test(part));
const kebabFileName = (name) => name.split('.').map(toKebab).join('.');

/** @type {import('eslint').Rule.RuleModule} */
export const kebabCaseNames = {
  meta: {
    type: 'suggestion',
    docs: { description: '文件名和文件夹名使用 kebab-case' },
    schema: [],
    messages: {
      folder: '文件夹名“{{name}}”不是 kebab-case（小写字母、数字和连字符），请改为“{{suggestion}}”。',
      file: '文件名“{{name}}”不是 kebab-case（小写字母、数字和连字符，后缀用点号分隔），请改为“{{suggestion}}”。',
    },
  },
  create(context) {
    return {
      Program(node) {
        // the file on disk, not the virtual name of a processor's code block
        const relative = path.relative(context.cwd, context.physicalFilename);
        if (relative.startsWith('..') || path.isAbsolute(relative)) return;
        const folders = relative.split(path.sep);
        const fileName = folders.pop() ?? '';
        const folder = folders.find((name) => !KEBAB_PART.test(name));
        if (folder) context.report({ node, messageId: 'folder', data: { name: folder, suggestion: toKebab(folder) } });
        if (!CONVENTIONAL_NAMES.has(fileName) && !isKebabFileName(fileName)) {
          context.report({ node, messageId: 'file', data: { name: fileName, suggestion: kebabFileName(fileName) } });
        }
      },
    };
  },
};

/**
 * Lets ESLint look at files it cannot parse (.sql, .css, .sh ...): each becomes one empty code
 * block, so only the name rule has anything to say about it.
 */
export const namesOnly = {
  meta: { name: 'names-only' },
  preprocess: (_text, filename) => [{ text: '', filename: path.basename(filename) }],
  postprocess: (messages) => messages.flat(),
  supportsAutofix: false,
};
