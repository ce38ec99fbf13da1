import luxonGenerateConfig from '@rc-component/picker/generate/luxon';
import { DatePicker } from 'antd';
import type { DateTime } from 'luxon';

/**
 * antd's own pickers are built on dayjs. The ui-kit works in luxon (as contracts does), so the pickers are
 * generated from the luxon date config of antd's picker engine instead, and no dayjs value ever leaves them.
 */
export const LuxonDatePicker = DatePicker.generatePicker<DateTime>(luxonGenerateConfig);
export const LuxonRangePicker = LuxonDatePicker.RangePicker;

/**
 * The `format` of a day picker: shown as the spec's 'Jan 5, 2024' (as every other date on screen), and typed either
 * that way or as 2024-01-05 (antd shows the first format and parses each).
 */
export const DAY_PICKER_FORMAT = ['LLL d, yyyy', 'yyyy-MM-dd'];
