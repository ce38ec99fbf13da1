import { OBSERVATION_COLUMNS } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { csvTemplateHref } from './csvTemplate';

describe('csvTemplateHref', () => {
  it('is a CSV data address whose first line is every column of the upload', () => {
    const href = csvTemplateHref();
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(text.split('\n')[0]).toBe(OBSERVATION_COLUMNS.map((column) => column.name).join(','));
  });
});
