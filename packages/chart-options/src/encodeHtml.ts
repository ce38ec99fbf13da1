import escapeHtml from 'escape-html';

/**
 * HTML-escapes text from the data (product and retailer names) before it goes into tooltip markup. Not echarts'
 * own: the options are built where echarts is not loaded yet (a chart's picture is shown first, see EChart).
 */
export const encodeHtml = (text: string): string => escapeHtml(text);
