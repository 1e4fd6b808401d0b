/**
 * Chinese names of every request field the API takes, keyed by the wire name. Request schemas
 * (`shared/api/endpoints/`) use the wire names; validation messages on the server and in the client
 * name a field as `页码(pageNum)`: the Chinese name for the user, the wire name for the developer
 * reading the log. `tests/server/validation-labels.test.ts` walks every registered route's schema and
 * fails when a property has no entry here, so a new endpoint cannot reach users with a bare name.
 */
const LABELS: Record<string, string> = {
  accessToken: '访问令牌',
  alarmId: '报警ID',
  alarmIds: '报警列表',
  alarmTypes: '报警类型',
  all: '全部',
  allowSupportAccess: '允许客服协助',
  baseUrl: '助手服务地址',
  batchId: '批次ID',
  captcha: '验证码',
  captchaKey: '验证码标识',
  channels: '推送方式',
  collisionG: '碰撞加速度阈值',
  commandCode: '指令类型',
  confirmToken: '确认令牌',
  content: '二维码内容',
  coordType: '坐标系',
  cursor: '同步位置',
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
  image: '图片',
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
  providerKey: '大模型服务密钥',
  providerModel: '大模型名称',
  providerUrl: '大模型服务地址',
  question: '问题',
  queueOffline: '离线排队',
  reportType: '报表类型',
  roleId: '角色ID',
  rolloverAngle: '侧翻角度阈值',
  rolloverSeconds: '侧翻持续秒数',
  scriptUrl: '助手脚本地址',
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

export function hasFieldLabel(name: string): boolean {
  return Object.hasOwn(LABELS, name);
}

/** The Chinese name alone (`页码`), or the wire name when there is none. */
export function fieldName(name: string): string {
  return hasFieldLabel(name) ? (LABELS[name] as string) : name;
}

/** `页码(pageNum)` */
export function fieldLabel(name: string): string {
  return hasFieldLabel(name) ? `${LABELS[name] as string}(${name})` : name;
}
