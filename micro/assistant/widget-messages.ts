/** What the widget says when it cannot start or open (the launcher's and the chat chunk's alike). */
export const MSG_BAD_CONFIG = '智能助手配置不完整，未加载';
export const MSG_CHAT_LOAD_FAILED = '智能助手加载失败，请稍后再试';
