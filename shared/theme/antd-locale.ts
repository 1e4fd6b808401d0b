// the ES module: 'antd/locale/zh_CN' is CommonJS and drags lib/ copies of the picker locales along
import zhCN from 'antd/es/locale/zh_CN';

/**
 * antd's Chinese locale, for every ConfigProvider of the product (shell, sub-apps, standalone dialogs).
 * Date pickers also need dayjs's: shared/ui/date/date-picker.ts.
 */
export const ANTD_LOCALE = zhCN;
