import type { ChatSettings } from '@shared/api/dto/assistant-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import type { AssistantConfig } from '@shared/contract/assistant-contract';

export interface AssistantAddresses {
  baseUrl: string;
  scriptUrl: string;
}

/**
 * The widget loads only for a logged-in user, and only when both the AI base address and the AI
 * script address are configured (product-spec §4). An operator switching the assistant off makes
 * the server answer both as null. Returns the two addresses, or null: do not load.
 */
export function assistantAddresses(loggedIn: boolean, settings: Pick<ChatSettings, 'baseUrl' | 'scriptUrl'> | null): AssistantAddresses | null {
  if (!loggedIn || !settings) return null;
  const baseUrl = settings.baseUrl?.trim() ?? '';
  const scriptUrl = settings.scriptUrl?.trim() ?? '';
  return baseUrl && scriptUrl ? { baseUrl, scriptUrl } : null;
}

/** What the widget's config takes from the user (queryUserInfo): its id and its chatLogo. */
export type AssistantUser = Pick<UserInfo, 'userId' | 'chatLogo'>;

/** The config the widget receives (product-spec §3), from the customer's settings and the session. */
export function assistantConfigFor(settings: ChatSettings, addresses: AssistantAddresses, user: AssistantUser, sessionId: string): AssistantConfig {
  return {
    botName: settings.botName,
    baseUrl: addresses.baseUrl,
    userId: user.userId,
    productName: settings.productName,
    robotHeaderUrl: settings.robotHeaderUrl,
    staticUrl: settings.staticUrl,
    appType: settings.appType,
    sessionId,
    faqList: settings.faqList,
    chatLogo: user.chatLogo,
  };
}
