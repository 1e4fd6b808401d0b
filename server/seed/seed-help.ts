import type { HelpMessageKind } from '@shared/api/dto/help-dto';
import type { Db } from '../db/connection';
import { DAY_MS, HOUR_MS } from '@shared/constants/time';

interface MessageSeed {
  kind: HelpMessageKind;
  category: string;
  title: string;
  summary: string;
  content: string;
  /** how long before the seed's "now" it was published */
  ageMs: number;
  pinned?: boolean;
  /** a site message for one demo user; absent: an announcement for everybody */
  to?: 'demo' | 'demo-sub';
}

/** Platform announcements and site messages as a Chinese fleet platform publishes them. */
const MESSAGES: readonly MessageSeed[] = [
  { kind: 'announcement', category: 'maintenance', pinned: true, ageMs: 2 * DAY_MS, title: '平台系统升级维护通知', summary: '平台将于本周六 00:00–04:00 进行系统升级，期间定位数据延迟显示。', content: '尊敬的用户：\n\n为提升平台稳定性，我们将于本周六 00:00–04:00 进行系统升级维护。维护期间车辆定位数据会延迟显示，报警推送可能延后，指令下发暂停；维护结束后数据自动补传，不会丢失。\n\n给您带来的不便，敬请谅解。' },
  { kind: 'announcement', category: 'update', ageMs: 5 * DAY_MS, title: '轨迹回放新增倍速播放与停留点标记', summary: '轨迹回放支持 1–64 倍速、时间轴拖动，并在地图上标出停留点及停留时长。', content: '轨迹回放功能更新：\n\n1. 支持 1×、2×、4×、8×、16×、32×、64× 倍速播放；\n2. 可在时间轴上拖动到任意时刻；\n3. 地图上标出停留点和停留时长、报警点；\n4. 回放页面可在新标签页打开并分享链接。' },
  { kind: 'announcement', category: 'update', ageMs: 9 * DAY_MS, title: '批量指令下发支持发送前检查', summary: '下发指令前逐车检查在线状态、设备是否支持、权限与服务期，结果逐车显示。', content: '批量指令下发功能更新：发送前平台会逐车检查车辆是否在线、设备型号是否支持该指令、您是否有操作权限、服务是否到期；断油电指令还会检查车辆是否在行驶。离线车辆可排队等待上线后下发，每辆车的执行结果单独显示，失败的可重新发送。' },
  { kind: 'announcement', category: 'policy', ageMs: 12 * DAY_MS, title: '关于加强账号安全的提示', summary: '请定期修改密码，不要将账号借给他人使用；平台工作人员不会索要您的密码和验证码。', content: '为保障您的账号安全：\n\n1. 密码请使用 8–20 位字母与数字组合，并每 90 天修改一次；\n2. 不要将账号、密码、短信验证码告诉任何人，平台工作人员不会向您索要；\n3. 建议在安全中心绑定手机号，开启短信验证码登录；\n4. 发现异常登录请立即修改密码，修改后其他设备上的登录会自动退出。' },
  { kind: 'announcement', category: 'holiday', ageMs: 15 * DAY_MS, title: '春节期间客服服务时间调整', summary: '春节期间在线客服服务时间调整为 9:00–18:00，平台服务正常运行。', content: '春节期间（除夕至正月初六）在线客服服务时间调整为每日 9:00–18:00，平台定位、报警与指令服务正常运行。紧急问题请拨打 7×24 小时服务热线。祝您新春快乐，出行平安！' },
  { kind: 'announcement', category: 'update', ageMs: 20 * DAY_MS, title: '新增每日在线统计报表', summary: '数据报表新增“每日在线”统计，可查看每辆车每天的在线时长和在线率，并导出 Excel。', content: '数据报表新增“每日在线”报表：按天统计每辆车的在线时长、在线率和离线次数，支持按分组筛选和导出 Excel。大批量导出会在后台生成，完成后可在下载中心下载。' },
  { kind: 'announcement', category: 'maintenance', ageMs: 26 * DAY_MS, title: '部分地区 2G 网络退网提醒', summary: '运营商逐步关闭 2G 网络，2G 设备可能出现频繁离线，建议更换 4G 设备。', content: '根据运营商计划，部分地区将陆续关闭 2G 网络。使用 2G 网络的定位设备（如 GT06N、JT808-T3、AT4）在这些地区可能频繁离线。建议尽快更换为 4G 设备（如 GT800 4G、VL802 4G北斗），更换方案请联系您的客户经理。' },
  { kind: 'announcement', category: 'update', ageMs: 33 * DAY_MS, title: '报警处理支持批量操作与处理备注', summary: '报警列表可批量处理，记录处理人、处理时间和备注，方便事后追溯。', content: '报警处理功能更新：报警列表支持多选批量处理，处理时可选择处理方式（电话联系司机、误报、已派人处理、持续关注等）并填写备注。平台记录处理人和处理时间，可在报警明细报表中查看。' },
  { kind: 'announcement', category: 'policy', ageMs: 41 * DAY_MS, title: '隐私政策更新说明', summary: '我们更新了隐私政策，明确了轨迹数据的保存期限和子账号可见范围设置。', content: '我们更新了《隐私政策》：\n\n1. 轨迹数据默认保存 180 天，您可在安全中心选择 30、90、180 或 365 天；\n2. 您可以设置对子账号隐藏车辆的精确位置；\n3. 仅在您授权后，客服人员才能查看您的账号数据以协助处理问题。' },
  { kind: 'announcement', category: 'update', ageMs: 50 * DAY_MS, title: '地址解析服务优化', summary: '车辆列表的位置描述改为按需批量解析，加载更快，离线时也能显示省市区。', content: '地址解析服务优化：车辆列表只解析当前可见行的位置，每批最多 50 个坐标；在线地图服务不可用时，平台会使用内置的行政区划数据显示到省、市、区县。' },
  { kind: 'announcement', category: 'maintenance', ageMs: 63 * DAY_MS, title: '短信通道切换通知', summary: '平台短信通道切换期间，验证码短信可能延迟 1–2 分钟到达。', content: '平台将切换短信服务通道，切换期间验证码短信可能延迟 1–2 分钟到达。如未收到验证码，请在 60 秒后重新获取，或使用账号密码登录。' },
  { kind: 'announcement', category: 'update', ageMs: 75 * DAY_MS, title: '分组树支持显示在线数与总数', summary: '车辆分组树的每个节点显示“在线/总数”，可直接勾选整个分组而无需展开。', content: '车辆分组树更新：每个分组节点显示在线车辆数和车辆总数；可以直接勾选整个分组进行批量操作，十万级车辆也能流畅滚动。' },
  { kind: 'message', category: 'expiry', to: 'demo', pinned: true, ageMs: 6 * HOUR_MS, title: '您有 12 辆车的平台服务即将到期', summary: '12 辆车的平台服务将在 30 天内到期，到期后将无法查看定位和接收报警。', content: '您好，您账号下有 12 辆车的平台服务将在 30 天内到期。服务到期后这些车辆将无法查看实时定位、轨迹和接收报警。请在“车辆管理”中筛选“即将到期”车辆并及时续费。' },
  { kind: 'message', category: 'expiry', to: 'demo', ageMs: 3 * DAY_MS, title: 'SIM 卡流量即将到期提醒', summary: '8 张物联网卡将在 15 天内到期，到期后设备将无法上线。', content: '您好，您账号下有 8 张物联网卡将在 15 天内到期。SIM 卡到期后设备无法上线，车辆将显示离线。请联系客户经理续费，或在车辆详情中查看 SIM 卡到期日期。' },
  { kind: 'message', category: 'alarm', to: 'demo', ageMs: 1 * DAY_MS, title: '昨日报警汇总', summary: '昨日共产生 236 条报警，其中紧急报警 4 条、断电报警 11 条，仍有 37 条未处理。', content: '昨日报警汇总：共 236 条，紧急报警 4 条、断电报警 11 条、超速报警 58 条、出围栏报警 42 条，其余为震动、低电等提示类报警。目前仍有 37 条未处理，请到报警中心处理。' },
  { kind: 'message', category: 'security', to: 'demo', ageMs: 8 * DAY_MS, title: '新设备登录提醒', summary: '您的账号在新的浏览器上登录，如非本人操作请立即修改密码。', content: '您的账号于一台新的浏览器上登录成功。如果这是您本人的操作，请忽略本消息；如非本人操作，请立即在安全中心修改密码，修改后其他设备上的登录将自动退出。' },
  { kind: 'message', category: 'export', to: 'demo', ageMs: 2 * DAY_MS, title: '导出任务已完成', summary: '“报警明细 1 月”导出完成，可在下载中心下载，文件保留 7 天。', content: '您提交的“报警明细 1 月”导出任务已完成，请到下载中心下载。导出文件保留 7 天，过期后需要重新导出。' },
  { kind: 'message', category: 'account', to: 'demo-sub', pinned: true, ageMs: 4 * HOUR_MS, title: '欢迎使用子账号', summary: '主账号已为您分配西北分公司和深圳车队的车辆，您可以查看定位、轨迹和处理报警。', content: '您好，欢迎使用车辆定位平台。主账号已为您分配“西北分公司”和“深圳车队”的车辆，您可以查看这些车辆的实时定位和轨迹、处理报警、导出报表。如需更多权限，请联系主账号管理员。' },
  { kind: 'message', category: 'alarm', to: 'demo-sub', ageMs: 1 * DAY_MS, title: '深圳车队昨日超速提醒', summary: '深圳车队昨日有 6 辆车出现超速报警，请提醒司机注意行车安全。', content: '深圳车队昨日有 6 辆车出现超速报警，最高时速 112 km/h。请提醒相关司机注意行车安全，并在报警中心处理这些报警。' },
  { kind: 'message', category: 'security', to: 'demo-sub', ageMs: 10 * DAY_MS, title: '请绑定手机号', summary: '绑定手机号后可使用短信验证码登录，并在忘记密码时找回账号。', content: '为方便登录和找回账号，建议您在安全中心绑定手机号。绑定后可以使用短信验证码登录；更换手机号时需要验证新手机号。' },
];

/** Announcements for every customer and site messages for the demo users; part of the first-start seed. */
export function seedHelpMessages(db: Db, now: number): void {
  const userIds = new Map(
    db.prepare<[], { id: number; user_name: string }>('SELECT id, user_name FROM users').all().map((row) => [row.user_name, row.id] as const),
  );
  const customerOf = db.prepare<[number], { customer_id: number }>('SELECT customer_id FROM users WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO help_messages (customer_id, user_id, kind, category, title, summary, content, pinned, published_at)
     VALUES (@customerId, @userId, @kind, @category, @title, @summary, @content, @pinned, @publishedAt)`,
  );
  for (const message of MESSAGES) {
    const userId = message.to ? userIds.get(message.to) ?? null : null;
    if (message.to && userId === null) continue;
    insert.run({
      customerId: userId === null ? null : customerOf.get(userId)?.customer_id ?? null,
      userId,
      kind: message.kind,
      category: message.category,
      title: message.title,
      summary: message.summary,
      content: message.content,
      pinned: message.pinned ? 1 : 0,
      publishedAt: now - message.ageMs,
    });
  }
}
