/** User-visible messages the spec fixes (product-spec §8), in Chinese. */
export const MSG_NETWORK_EXCEPTION = '网络异常';
export const MSG_LOGIN_TIMEOUT = '登录超时，请重新登录';
export const MSG_SESSION_EXPIRED_TITLE = '会话已过期';
export const MSG_GEOCODE_FAILED = '获取位置失败';
export const MSG_REQUEST_TIMEOUT = '请求超时，请稍后重试';
export const MSG_REQUEST_ABORTED = '请求已取消';
export const MSG_MALFORMED_RESPONSE = '服务器返回的数据格式不正确';
export const DIALOG_DEFAULT_TITLE = '提示';
/** a login the browser could not keep: localStorage is full (quota) or disabled */
export const MSG_SESSION_NOT_SAVED = '无法保存登录状态：浏览器本地存储空间已满或已被禁用。请清理浏览器缓存数据后重新登录。';
