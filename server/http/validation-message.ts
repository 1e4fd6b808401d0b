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

/**
 * Chinese names of every request field our routes take. `tests/server/validation-labels.test.ts`
 * walks every registered route's schema and fails when a property has no entry here, so a new
 * route cannot reach users with a bare field name.
 */
const LABELS: Record<string, string> = {
  accessToken: '访问令牌',
  alarmId: '报警ID',
  alarmIds: '报警列表',
  alarmTypes: '报警类型',
  all: '全部',
  allowSupportAccess: '允许客服协助',
  batchId: '批次ID',
  captcha: '验证码',
  captchaKey: '验证码标识',
  channels: '推送方式',
  collisionG: '碰撞加速度阈值',
  commandCode: '指令类型',
  confirmToken: '确认令牌',
  content: '二维码内容',
  coordType: '坐标系',
  dataRetentionConsent: '数据保留授权',
  deliveryIds: '下发记录列表',
  deviceSuffix: '设备号后缀',
  email: '邮件',
  emails: '邮箱列表',
  enabled: '是否启用',
  endDate: '结束日期',
  endTime: '结束时间',
  fingerprint: '设备指纹',
  from: '来源',
  grantType: '登录方式',
  groupId: '分组',
  groupIds: '分组列表',
  hash: '校验标识',
  hideLocationFromSubUsers: '对子账号隐藏位置',
  id: '记录编号',
  idlingMinutes: '怠速分钟数',
  ids: '编号列表',
  includeDescendants: '包含下级分组',
  index: '序号',
  items: '配置项列表',
  keyword: '关键字',
  kind: '消息类别',
  lat: '纬度',
  limit: '条数上限',
  lon: '经度',
  lonAndLatToAddressVOS: '坐标列表',
  lowVoltage: '低电压阈值',
  mac: '标识',
  newPassword: '新密码',
  noFixMinutes: '无定位分钟数',
  note: '处理备注',
  oldPassword: '原密码',
  pageNum: '页码',
  pageSize: '每页条数',
  params: '参数',
  password: '密码',
  phone: '手机号',
  phones: '手机号列表',
  plate: '车牌号',
  popup: '弹窗',
  processMethod: '处理方式',
  processedState: '处理状态',
  queueOffline: '离线排队',
  reportType: '报表类型',
  roleId: '角色ID',
  rolloverAngle: '侧翻角度阈值',
  rolloverSeconds: '侧翻持续秒数',
  seconds: '秒数',
  sessionId: '会话标识',
  sinceAlarmId: '起始报警ID',
  sms: '短信',
  smsCode: '短信验证码',
  sound: '声音',
  startDate: '开始日期',
  startTime: '开始时间',
  state: '状态',
  status: '执行状态',
  text: '文本内容',
  thresholds: '阈值',
  towingSeconds: '拖车持续秒数',
  towingSpeed: '拖车速度阈值',
  trackRetentionDays: '轨迹保留天数',
  type: '类型',
  unread: '仅未读',
  url: '域名',
  username: '用户名',
  vehicleId: '车辆ID',
  vehicleIds: '车辆列表',
  version: '版本',
  wechat: '微信',
  wechatUserIds: '微信用户列表',
  width: '图片宽度',
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

export function hasFieldLabel(name: string): boolean {
  return Object.hasOwn(LABELS, name);
}

/** `页码(pageNum)`: the Chinese name for the user, the wire name for the developer reading the log. */
export function fieldLabel(name: string): string {
  return hasFieldLabel(name) ? `${LABELS[name]}(${name})` : name;
}

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
    const name = withWireName && at === lastProperty ? fieldLabel(segment) : (LABELS[segment] ?? segment);
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
  const first = errors.find((error) => !isNoise(error)) ?? errors[0];
  return MSG_VALIDATION_PREFIX + (first ? describe(first) : '请求内容格式不正确');
}
