import type * as z from 'zod/mini';
import { fieldLabel, fieldName } from './field-labels';
import { MSG_DATE_FORMAT, MSG_TIME_FORMAT } from './time-range';

/**
 * Turns the issues of a refused request into one Chinese sentence for the user:
 * `参数错误：页码(pageNum)不能小于 1`. The server answers it in the envelope; the client throws it
 * before sending, so a form that outgrows a limit reads the same either way. Only the first issue
 * is reported: a form shows one problem at a time.
 */
export const MSG_VALIDATION_PREFIX = '参数错误：';

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

const TYPE_NAMES: Record<string, string> = {
  int: '整数',
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
};

/**
 * Names a place in the request: `['lonAndLatToAddressVOS', 3, 'lon']` reads `坐标列表第4项的经度(lon)`
 * and `['vehicleIds', 0]` reads `车辆列表(vehicleIds)第1项`. Only the last property carries its wire
 * name; the ones before it give the way there.
 */
function pathLabel(path: readonly PathKey[], withWireName = true): string {
  const lastProperty = path.findLastIndex((key) => typeof key !== 'number');
  let text = '';
  path.forEach((key, at) => {
    if (typeof key === 'number' && text !== '') {
      text += `第${key + 1}项`;
      return;
    }
    const name = withWireName && at === lastProperty ? fieldLabel(String(key)) : fieldName(String(key));
    text += text === '' ? name : `的${name}`;
  });
  return text;
}

function valueAt(input: unknown, path: readonly PathKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function sizeMessage(field: string, issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      if (small) return limit === 1 ? `${field}不能为空` : `${field}长度不能少于 ${limit} 个字符`;
      return `${field}长度不能超过 ${limit} 个字符`;
    case 'array':
    case 'set':
      if (small) return limit === 1 ? `${field}不能为空` : `${field}不能少于 ${limit} 项`;
      return `${field}不能超过 ${limit} 项`;
    default:
      if (issue.inclusive === false) return small ? `${field}必须大于 ${limit}` : `${field}必须小于 ${limit}`;
      return small ? `${field}不能小于 ${limit}` : `${field}不能大于 ${limit}`;
  }
}

function describe(issue: Issue, input: unknown): string {
  const field = pathLabel(issue.path) || '请求内容';
  const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')) {
    const key = issue.path[issue.path.length - 1] ?? '';
    return `${pathLabel(issue.path.slice(0, -1), false)}缺少必填参数 ${fieldLabel(String(key))}`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `${field}必须是${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(field, issue);
    case 'invalid_value':
      return issue.values.length === 1 ? `${field}必须为 ${String(issue.values[0])}` : `${field}的取值不在允许范围内`;
    case 'invalid_union':
      return `${field}的取值不在允许范围内`;
    case 'unrecognized_keys': {
      const parent = pathLabel(issue.path, false);
      return `${parent}${parent ? '中' : ''}不支持的参数 ${issue.keys.map(fieldLabel).join('、')}`;
    }
    case 'custom': {
      const format: unknown = issue.params?.format;
      if (format === 'time') return field + MSG_TIME_FORMAT;
      if (format === 'date') return field + MSG_DATE_FORMAT;
      // other refinements in the request schemas carry their own Chinese sentence
      return issue.message || `${field}格式不正确`;
    }
    default:
      return `${field}格式不正确`;
  }
}

/** The one sentence for a refused request; `input` is what was sent (to tell "missing" from "wrong type"). */
export function requestIssueMessage(issues: readonly Issue[], input: unknown): string {
  const first = issues[0];
  return MSG_VALIDATION_PREFIX + (first ? describe(first, input) : '请求内容格式不正确');
}
