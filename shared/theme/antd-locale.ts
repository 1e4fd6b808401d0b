// the ES module: 'antd/locale/zh_CN' is CommonJS and drags lib/ copies of the picker locales along
import zhCN from 'antd/es/locale/zh_CN';
// antd's date pickers read the weekday and month names and the week's first day from the dayjs locale
// of the same name: without it the calendars said "Su Mo Tu" and started on Sunday
import 'dayjs/locale/zh-cn';

/** antd's Chinese locale, for every ConfigProvider of the product (shell, sub-apps, standalone dialogs). */
export const ANTD_LOCALE = zhCN;
