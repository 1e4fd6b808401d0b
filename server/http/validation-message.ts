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

/** Chinese names of the parameters our routes take; unknown names are shown as they are. */
const LABELS: Record<string, string> = {
  pageNum: '页码',
  pageSize: '每页条数',
  keyword: '关键字',
  groupId: '分组',
  state: '状态',
  vehicleId: '车辆ID',
  version: '版本',
  from: '来源',
  url: '域名',
  username: '用户名',
  password: '密码',
  grantType: '登录方式',
  captcha: '验证码',
  captchaKey: '验证码标识',
  roleId: '角色ID',
};

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
};

export const MSG_VALIDATION_PREFIX = '参数错误：';

function fieldLabel(name: string): string {
  const label = LABELS[name];
  return label ? `${label}(${name})` : name;
}

function fieldOf(error: SchemaError): string {
  const name = error.instancePath.split('/').filter(Boolean).pop();
  return name ? fieldLabel(name) : '请求内容';
}

function listParam(value: unknown): string {
  return Array.isArray(value) ? value.map((name) => fieldLabel(String(name))).join('、') : '';
}

function describe(error: SchemaError): string {
  const field = fieldOf(error);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `缺少必填参数 ${listParam(params.requiredProperties)}`;
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
    case 'const':
      return `${field}必须为 ${String(params.allowedValue)}`;
    case 'enum':
    case 'anyOf':
      return `${field}的取值不在允许范围内`;
    case 'additionalProperties':
      return `不支持的参数 ${listParam(params.additionalProperties)}`;
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
  const first = errors.find((error) => !isNoise(error)) ?? errors[0];
  return MSG_VALIDATION_PREFIX + (first ? describe(first) : '请求内容格式不正确');
}
