import type { DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';

/** How the console writes a time to the minute, and the other ways it reads one typed or pasted. */
const MINUTE_FORMATS = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'];

/**
 * A date picker's props for a time to the minute, in the operator's time zone: shown as
 * `2026-11-27 10:00`, hour and minute columns to pick from, and a time typed or pasted with seconds
 * (`2026-11-27 10:00:00`, as the console's own tables write times) or as a day alone is read too —
 * with the minute format alone, such text left the value unset and the OK button disabled.
 */
export const minutePicker: Pick<DatePickerProps, 'format' | 'showTime'> = {
  format: MINUTE_FORMATS,
  showTime: { format: 'HH:mm' },
};

/**
 * A form item's `normalize` for a minute picker: a time typed with seconds is kept to its minute, so
 * what is sent is what the field shows.
 */
export const toMinute = (value: Dayjs | null | undefined) => value?.startOf('minute') ?? value;
