/**
 * Questions the assistant answers with a fixed, safe text instead of looking anything up: markup or
 * script in the question, attempts to override its rules, and requests for other users' or other
 * customers' data. The widget renders every answer as text anyway; this keeps the answer itself
 * from echoing the payload or implying that such data exists.
 */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|javascript:|on[a-z]+\s*=|data:text\/html/i;

const OVERRIDE = [
  /ignore (all |the )?(previous|above|prior) (instructions|rules)/i,
  /system prompt/i,
  /忽略(之前|上面|以上|前面)的?(所有)?(指令|规则|要求|设定)/,
  /系统提示词|提示词是什么|你的(指令|设定)是什么/,
  /(扮演|假装).{0,6}(管理员|开发者)/,
];

const OTHERS_DATA = [
  /(其他|别的|别人|所有|全部)(的)?(用户|客户|账号|公司|人)(的)?(车|车辆|数据|位置|轨迹|信息|密码)/,
  /(所有|全部)客户/,
  /(数据库|后台|服务器)(里)?(的)?(所有|全部)?(数据|车辆|密码)/,
  /(导出|列出|给我).{0,8}(全部|所有)(平台|系统)?(车辆|用户|客户)/,
  /(告诉我|给我|显示|查询|泄露|输出).{0,8}(密码|sessionId|token|密钥|会话)/i,
];

export const SAFE_MARKUP_ANSWER =
  '您的消息里含有网页代码，我已按普通文字处理，不会执行其中的任何内容。请直接用文字描述您的问题，例如「粤B·12345 现在在哪」。';
export const SAFE_SCOPE_ANSWER =
  '我只能查询您当前账号有权查看的车辆和数据，无法提供其他用户或其他客户的信息，也不会透露密码、会话等账号凭据。如需查看更多车辆，请联系您的运营管理员分配车组。';

export type HostileKind = 'markup' | 'scope';

export function hostileKind(question: string): HostileKind | null {
  if (MARKUP.test(question)) return 'markup';
  if (OVERRIDE.some((pattern) => pattern.test(question)) || OTHERS_DATA.some((pattern) => pattern.test(question))) return 'scope';
  return null;
}

export function safeAnswerFor(kind: HostileKind): string {
  return kind === 'markup' ? SAFE_MARKUP_ANSWER : SAFE_SCOPE_ANSWER;
}
