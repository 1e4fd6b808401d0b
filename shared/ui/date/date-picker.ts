// antd's date pickers read the weekday and month names and the week's first day from the dayjs locale
// named like antd's (zh_CN → zh-cn). Without it the calendars said "Su Mo Tu" and started on Sunday.
// Loaded with the pickers, not with the providers: no app's first load carries dayjs for it.
import 'dayjs/locale/zh-cn';

/** antd's DatePicker with dayjs's Chinese locale loaded: the one way app code gets a date picker (eslint). */
export { DatePicker } from 'antd';
