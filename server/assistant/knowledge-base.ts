/**
 * The 14 suggested topics of product-spec §1, each with the answer support gives for this product.
 * Answers use the widget's markdown subset (paragraphs, `- ` lists, `**bold**`, links and images
 * from allowed origins). `keywords` decide which topic a free question matches; the most specific
 * (most matched characters) wins.
 */
export interface KnowledgeTopic {
  id: string;
  question: string;
  keywords: readonly string[];
  answer: string;
}

/** Where the assistant's own images are served (public, no session: an <img> sends no header). */
export const ASSISTANT_IMAGE_PREFIX = '/car/v1/api/assistant/images/';

export const KNOWLEDGE_BASE: readonly KnowledgeTopic[] = [
  {
    id: 'sub-user',
    question: '如何创建子账号？',
    keywords: ['子账号', '子用户', '创建账号', '新建账号', '添加用户', '分配车辆'],
    answer: [
      '子账号用于让调度员、司机主管等只查看自己负责的车辆：',
      '- 用**运营管理员**账号登录，进入「系统管理 → 用户管理」，点击「新增用户」；',
      '- 填写登录名、姓名和手机号，角色选择「子账号」；',
      '- 在「分配车组」里勾选该子账号可以查看的车组（包含其下级车组）；',
      '- 保存后把登录名和初始密码交给使用人，首次登录需修改密码。',
      '子账号只能看到分配给它的车组里的车辆，报警、轨迹、报表和导出都按同样的范围过滤。',
    ].join('\n'),
  },
  {
    id: 'add-asset',
    question: '如何添加车辆（资产）？',
    keywords: ['添加车辆', '添加资产', '新增车辆', '录入车辆', '导入车辆', '资产', '添加设备'],
    answer: [
      '添加车辆需要设备号（IMEI）和车牌号：',
      '- 进入「车辆管理 → 车辆列表」，点击「新增车辆」；',
      '- 填写设备号（设备标签上的 15 位 IMEI）、车牌号（如 粤B·12345）、所属车组和 SIM 卡号；',
      '- 批量添加可下载模板，按模板填写后「批量导入」；',
      '- 保存后设备首次上线即自动激活，车辆状态从「未激活」变为「在线」。',
      '设备号必须是本平台已入库的设备，提示「设备不存在」时请联系销售确认设备是否已分配到您的账号。',
    ].join('\n'),
  },
  {
    id: 'location',
    question: '怎么查看车辆当前位置？',
    keywords: ['查看位置', '当前位置', '实时位置', '定位在哪', '车在哪', '在哪里', '位置'],
    answer: [
      '查看车辆位置有三种方式：',
      '- 「车辆监控」页在地图上显示全部车辆，点击车辆可看地址、速度和最后定位时间；',
      '- 在车辆列表点击车牌打开车辆信息，切到「跟踪」页签可实时跟车，位置每 10 秒刷新；',
      '- 直接问我，例如「粤B·12345 现在在哪」，我会回答车辆状态和地址，并给出「位置」按钮。',
      '地图上的位置是设备最后一次有效定位；车辆离线时显示离线前的最后位置。',
    ].join('\n'),
  },
  {
    id: 'track-history',
    question: '如何查看历史轨迹？',
    keywords: ['历史轨迹', '轨迹', '回放', '行驶路线', '走过的路'],
    answer: [
      '历史轨迹在「轨迹回放」页查看（会在新标签页打开）：',
      '- 在车辆列表或车辆信息里点击「轨迹」，或问我「粤B·12345 昨天的轨迹」；',
      '- 选择开始和结束时间，单次最多查询 7 天；',
      '- 回放可调速度、暂停，并标出停留点和超速路段；',
      '- 轨迹数据保存 180 天，更早的数据请联系客服。',
    ].join('\n'),
  },
  {
    id: 'alarm-history',
    question: '如何查看历史报警？',
    keywords: ['历史报警', '报警记录', '报警历史', '报警明细', '查报警', '报警'],
    answer: [
      '历史报警有两个入口：',
      '- 「报警管理」页可按时间、报警类型、处理状态筛选，并可批量处理；',
      '- 「数据报表 → 报警明细」按车辆和日期统计，可导出 Excel；',
      '- 问我「粤B·12345 本周有哪些报警」，我会列出最近的报警并给出「报警明细」按钮。',
      '单次查询最多 31 天；报警类型可在「系统中心 → 报警设置」中开关。',
    ].join('\n'),
  },
  {
    id: 'renewal',
    question: '设备过期了怎么续费？',
    keywords: ['续费', '过期', '到期', '充值', '服务费', '年费'],
    answer: [
      '车辆有两个到期时间，需要分别续费：',
      '- **平台服务到期**：到期后车辆显示「已过期」，停止定位和报警，数据保留；请联系您的销售或代理商续费，续费后立即恢复；',
      '- **SIM 卡到期**：到期后设备无法上网，车辆会变成离线；请联系 SIM 卡提供方充值。',
      '两个到期日期都在车辆信息的「基本信息」中显示，到期前 30 天平台会发送站内消息提醒。',
    ].join('\n'),
  },
  {
    id: 'command-failure',
    question: '指令下发失败怎么办？',
    keywords: ['指令', '下发失败', '命令失败', '断油电失败', '下发', '指令失败'],
    answer: [
      '指令下发失败通常有以下原因：',
      '- **设备离线**：离线时指令无法送达，可勾选「离线排队」，设备上线后自动下发；',
      '- **设备不支持**：部分型号不支持断油电、设置上报间隔等指令，下发页会提示；',
      '- **设备未回复**：指令已送达但 60 秒内没有回复，请稍后在「指令记录」中查看结果；',
      '- **权限不足**：断油电等指令需要对应的按钮权限，请联系运营管理员开通。',
      '断油电属于危险指令，下发前需要再次确认，并且车速高于 20 km/h 时会延迟执行。',
    ].join('\n'),
  },
  {
    id: 'offline',
    question: '设备离线是什么原因？',
    keywords: ['离线', '不在线', '掉线', '不上线', '没信号'],
    answer: [
      '设备离线（超过 10 分钟没有数据上报）常见原因：',
      '- 车辆熄火后设备进入省电模式，按设定间隔上报，属于正常情况；',
      '- SIM 卡欠费或到期，请查看车辆信息中的 SIM 到期日期；',
      '- 车辆停在地下车库、山区等无信号区域；',
      '- 设备断电或被拆除，此时平台通常会先产生「断电报警」或「拆除报警」。',
      '可以问我「粤B·12345 现在在哪」，我会告诉您它的状态和最后上报时间。',
    ].join('\n'),
  },
  {
    id: 'installation',
    question: '设备怎么安装？',
    keywords: ['安装', '接线', '怎么装', '安装位置', '装在哪'],
    answer: [
      '有线设备的安装要点：',
      '- **红线**接常电（蓄电池正极，12V/24V），**黑线**接地（车身搭铁），**黄线**接 ACC（点火开关）；',
      '- 断油电设备的继电器串接在油泵供电线上，请由专业人员安装；',
      '- 设备正面（有标签的一面）朝上，上方不要有金属遮挡，常见位置是仪表台下方或前挡风玻璃下沿；',
      '- 安装后打开点火开关，3 分钟内平台显示在线即安装成功。',
      `![有线设备接线示意图](${ASSISTANT_IMAGE_PREFIX}wiring.svg)`,
    ].join('\n'),
  },
  {
    id: 'charging',
    question: '无线设备怎么充电？',
    keywords: ['充电', '电量', '电池', '续航', '低电'],
    answer: [
      '无线（电池供电）设备的充电说明：',
      '- 使用原装 5V/1A 充电器，充满约 6 小时，指示灯由红变绿；',
      '- 续航与上报间隔有关：每天上报 1 次约 2 年，每小时上报约 3 个月；',
      '- 电量低于 20% 时平台产生「低电报警」，请及时充电；',
      '- 车辆信息里可以看到当前电压和电量。',
    ].join('\n'),
  },
  {
    id: 'position-error',
    question: '定位不准（定位偏差）怎么办？',
    keywords: ['定位不准', '定位偏差', '位置不对', '漂移', '偏移', '定位错误'],
    answer: [
      '定位偏差的常见原因和处理：',
      '- **基站定位**：在室内、地下车库收不到卫星信号时使用基站定位，误差可达几百米；移到室外空旷处即可恢复卫星定位；',
      '- **卫星数少**：车辆信息中的卫星数低于 4 颗时精度下降，请检查设备上方是否有金属遮挡；',
      '- **坐标系**：平台已把设备的 WGS-84 坐标转换为地图使用的坐标系，自行导出的经纬度在其他地图上查看时需要转换；',
      '- **停车漂移**：静止时偶尔出现的小范围跳点属于正常现象，轨迹回放会自动过滤。',
    ].join('\n'),
  },
  {
    id: 'activation',
    question: '设备怎么激活？',
    keywords: ['激活', '未激活', '开通', '启用设备'],
    answer: [
      '设备激活步骤：',
      '- 确认设备已添加到您的账号（车辆列表中状态为「未激活」）；',
      '- 装好 SIM 卡、接好电源（无线设备长按开关 3 秒开机）；',
      '- 把设备放在室外空旷处，首次定位约需 1~5 分钟；',
      '- 设备首次上报数据后自动激活，状态变为「在线」，平台服务期从激活当天开始计算。',
      '超过 30 分钟仍未激活，请检查 SIM 卡是否可用，或联系客服提供设备号排查。',
    ].join('\n'),
  },
  {
    id: 'protocols',
    question: '平台支持哪些设备协议？',
    keywords: ['协议', '支持哪些设备', '兼容', 'JT808', 'GT06', '808'],
    answer: [
      '平台支持以下设备协议：',
      '- **JT/T 808**（交通部标准，含 2013 和 2019 版），以及 JT/T 1078 视频扩展；',
      '- **GT06** 系列协议（常见的有线和无线定位器）；',
      '- 部分厂家私有协议，可提供设备型号和协议文档由技术支持评估接入。',
      '使用北斗和 GPS 双模定位的设备均可接入；接入非标准协议前请先联系客服确认。',
    ].join('\n'),
  },
  {
    id: 'four-g',
    question: '4G 设备和 2G 设备有什么区别？',
    keywords: ['4G', '2G', '网络制式', '退网', '4g'],
    answer: [
      '4G 设备说明：',
      '- 运营商正在关闭 2G 网络，新装车辆请选择 4G 设备，2G 设备在退网地区会变成长期离线；',
      '- 4G 设备需要使用支持 4G 的物联网卡（平台配套卡已支持）；',
      '- 4G 设备上报更快，支持视频、录音等大流量功能；',
      '- 车辆信息里的「设备型号」可以看出设备类型，更换 2G 设备请联系销售办理以旧换新。',
    ].join('\n'),
  },
];

/** The suggested questions the widget shows (the `faqList` of product-spec §3). */
export function faqList(): { id: string; question: string }[] {
  return KNOWLEDGE_BASE.map(({ id, question }) => ({ id, question }));
}

/** The topic a question asks about: exact suggested question first, then the longest keyword match. */
export function findTopic(question: string): KnowledgeTopic | null {
  const text = question.trim();
  const exact = KNOWLEDGE_BASE.find((topic) => topic.question === text);
  if (exact) return exact;
  const lower = text.toLowerCase();
  let best: { topic: KnowledgeTopic; score: number } | null = null;
  for (const topic of KNOWLEDGE_BASE) {
    const score = topic.keywords.filter((keyword) => lower.includes(keyword.toLowerCase())).reduce((sum, keyword) => sum + keyword.length, 0);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}
