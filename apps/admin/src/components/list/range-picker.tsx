import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';

/** antd's range picker in a chunk of its own: the calendar loads after the list it filters. */
export default function RangePicker(props: RangePickerProps) {
  return <DatePicker.RangePicker {...props} />;
}
