import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocalePreview } from './LocalePreview';
import { germanPreview } from './samplePreview';

describe('LocalePreview', () => {
  it('shows the detected locale and the first rows', () => {
    render(<LocalePreview preview={germanPreview} value={germanPreview.detected} onChange={() => {}} />);
    expect(screen.getByText('Semicolon (;)')).toBeInTheDocument();
    expect(screen.getByText('Comma (1234,5)')).toBeInTheDocument();
    expect(screen.getByText('Day first (31.12.2026)')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Mixer M3')).toBeInTheDocument();
    expect(within(table).getByText('31.12.2026')).toBeInTheDocument();
  });

  it('says which values the locale applies to', () => {
    render(
      <LocalePreview preview={germanPreview} value={germanPreview.detected} onChange={() => {}} hint="Prices too." />,
    );
    expect(screen.getByText(/Prices too\./)).toBeInTheDocument();
  });

  it('offers no choice for a spreadsheet, whose cells are typed', () => {
    render(
      <LocalePreview
        preview={{ ...germanPreview, format: 'xlsx' }}
        value={germanPreview.detected}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Spreadsheet cells keep their numbers and dates as typed.')).toBeInTheDocument();
  });

  it('hands a corrected choice on', async () => {
    const onChange = vi.fn();
    render(<LocalePreview preview={germanPreview} value={germanPreview.detected} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Decimal mark' }));
    await userEvent.click(await screen.findByTitle('Point (1234.5)'));
    expect(onChange).toHaveBeenCalledWith({ separator: ';', decimalMark: '.', dateOrder: 'DMY' });
  });
});
