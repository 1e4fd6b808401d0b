import { fieldLabel, fieldName } from '@shared/api/validation/field-labels';
import { MSG_VALIDATION_PREFIX } from '@shared/api/validation/request-message';

export { fieldLabel, hasFieldLabel } from '@shared/api/validation/field-labels';
export { MSG_VALIDATION_PREFIX } from '@shared/api/validation/request-message';

/**
 * Turns schema validation errors (TypeBox, ajv-shaped) into one Chinese sentence for the user:
 * `参数错误：页码(pageNum)不能小于 1`. Only the first meaningful error is reported; a form shows one
 * problem at a time and a long list of schema paths helps nobody.
 */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}


const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
};


/**
 * Names a place in the request from its JSON pointer: `/lonAndLatToAddressVOS/3/lon` reads
 * `坐标列表第4项的经度(lon)` and `/vehicleIds/0` reads `车辆列表(vehicleIds)第1项`. Only the last
 * property carries its wire name; the ones before it give the way there.
 */
function pathLabel(instancePath: string, withWireName = true): string {
  const segments = instancePath.split('/').filter(Boolean);
  const lastProperty = segments.findLastIndex((segment) => !/^\d+$/.test(segment));
  let text = '';
  segments.forEach((segment, at) => {
    if (/^\d+$/.test(segment) && text !== '') {
      text += `第${Number(segment) + 1}项`;
      return;
    }
    const name = withWireName && at === lastProperty ? fieldLabel(segment) : fieldName(segment);
    text += text === '' ? name : `的${name}`;
  });
  return text;
}

function fieldOf(error: SchemaError): string {
  return pathLabel(error.instancePath) || '请求内容';
}

/**
 * Where a missing or unexpected property sits: empty at the top level, `配置项列表第2项` inside a
 * list (the property itself carries the wire name).
 */
function parentOf(error: SchemaError): string {
  return pathLabel(error.instancePath, false);
}

function listParam(value: unknown): string {
  return Array.isArray(value) ? value.map((name) => fieldLabel(String(name))).join('、') : '';
}

function describe(error: SchemaError): string {
  const field = fieldOf(error);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${parentOf(error)}缺少必填参数 ${listParam(params.requiredProperties)}`;
    case 'type': {
      const type = String(params.type ?? '');
      return `${field}必须是${TYPE_NAMES[type] ?? type}`;
    }
    case 'minimum':
      return `${field}不能小于 ${String(params.limit)}`;
    case 'maximum':
      return `${field}不能大于 ${String(params.limit)}`;
    case 'minLength':
      return params.limit === 1 ? `${field}不能为空` : `${field}长度不能少于 ${String(params.limit)} 个字符`;
    case 'maxLength':
      return `${field}长度不能超过 ${String(params.limit)} 个字符`;
    case 'minItems':
      return Number(params.limit) === 1 ? `${field}不能为空` : `${field}不能少于 ${String(params.limit)} 项`;
    case 'maxItems':
      return `${field}不能超过 ${String(params.limit)} 项`;
    case 'const':
      return `${field}必须为 ${String(params.allowedValue)}`;
    case 'enum':
    case 'anyOf':
      return `${field}的取值不在允许范围内`;
    case 'additionalProperties':
      return `${parentOf(error)}${parentOf(error) ? '中' : ''}不支持的参数 ${listParam(params.additionalProperties)}`;
    default:
      return `${field}格式不正确`;
  }
}

/**
 * A union of literals reports one `const` error per branch and then `anyOf`; a closed object reports
 * `schema is false` before `additionalProperties`. Those inner errors are noise for a person.
 */
function isNoise(error: SchemaError): boolean {
  return error.schemaPath.includes('/anyOf/') || error.keyword === 'boolean';
}

export function validationMessage(errors: readonly SchemaError[]): string {
  // the contract's zod schemas are checked in validator.ts, which words the message itself
  const worded = errors[0]?.keyword === 'zod' ? errors[0].message : undefined;
  if (worded) return worded;
  const first = errors.find((error) => !isNoise(error)) ?? errors[0];
  return MSG_VALIDATION_PREFIX + (first ? describe(first) : '请求内容格式不正确');
}
