import type { DatePickerValue, ResolvedDates } from '@shelfsight/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { COMPARISON_SETTINGS_KEY, readComparisonSettings, writeComparisonSettings } from './comparisonSettings';
import { DateRangePicker } from './DateRangePicker';

const today = '2026-11-18';

function Harness(props: {
  initial: DatePickerValue;
  retentionMonths?: number;
  onChange?: (value: DatePickerValue, dates: ResolvedDates) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <DateRangePicker
      value={value}
      today={today}
      retentionMonths={props.retentionMonths}
      onChange={(next, dates) => {
        setValue(next);
        props.onChange?.(next, dates);
      }}
    />
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /2026/ }));
  return screen.findByRole('dialog', { name: 'Date range' });
}

/** Types the two days of a range into the dialog's start and end fields, named by their placeholders. */
async function typeRange(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  [startName, startDay]: [string, string],
  [endName, endDay]: [string, string],
) {
  const start = within(dialog).getByPlaceholderText(startName);
  await user.click(start);
  await user.clear(start);
  await user.type(start, startDay);
  const end = within(dialog).getByPlaceholderText(endName);
  await user.click(end);
  await user.clear(end);
  await user.type(end, `${endDay}{Enter}`);
  return end;
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.closest('label')?.textContent);

afterEach(() => localStorage.clear());

describe('DateRangePicker', () => {
  it('shows the chosen days and the compare days on its button', () => {
    render(<Harness initial={{ preset: '7d', compare: true }} />);
    const trigger = screen.getByRole('button', { name: /Nov 11, 2026 – Nov 17, 2026/ });
    expect(trigger).toHaveTextContent('Nov 11, 2026 – Nov 17, 2026 vs Nov 4, 2026 – Nov 10, 2026');
  });

  it('offers Last 12 months and the preceding year only with 12 months of retention or more', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Harness initial={{ preset: '7d', compare: true }} retentionMonths={3} />);
    let dialog = await openDialog(user);
    const presets = within(dialog).getByRole('radiogroup', { name: 'Date presets' });
    expect(names(within(presets).getAllByRole('radio'))).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Custom',
    ]);
    const compare = within(dialog).getByRole('radiogroup', { name: 'Compare with' });
    expect(names(within(compare).getAllByRole('radio'))).toEqual(['Preceding period', 'Custom']);
    unmount();

    render(<Harness initial={{ preset: '7d', compare: true }} retentionMonths={24} />);
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Last 12 months' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Preceding year' })).toBeInTheDocument();
  });

  it('applies a preset and resolves its days', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness initial={{ preset: '7d', compare: false }} onChange={onChange} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Last 30 days' }));
    expect(within(dialog).getByPlaceholderText('Start date')).toHaveValue('Oct 19, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledWith(
      { preset: '30d', compare: false },
      expect.objectContaining({ dateFrom: '2026-10-19', dateTo: '2026-11-17', compareFrom: null }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Oct 19, 2026 – Nov 17, 2026/ })).toBeInTheDocument();
  });

  it('forgets the changes on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness initial={{ preset: '7d', compare: false }} onChange={onChange} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Yesterday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Nov 11, 2026 – Nov 17, 2026/ })).toBeInTheDocument();
  });

  it('starts with compare off and turns it on with the preceding period, remembering the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness initial={{ preset: '7d' }} onChange={onChange} />);
    const dialog = await openDialog(user);
    const toggle = within(dialog).getByRole('switch', { name: 'Compare with' });
    expect(toggle).not.toBeChecked();
    expect(within(dialog).queryByPlaceholderText('Compare start date')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(within(dialog).getByRole('radio', { name: 'Preceding period' })).toBeChecked();
    expect(within(dialog).getByPlaceholderText('Compare start date')).toHaveValue('Nov 4, 2026');
    expect(within(dialog).getByPlaceholderText('Compare end date')).toHaveValue('Nov 10, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledWith(
      { preset: '7d', compare: true, comparePreset: 'pp' },
      expect.objectContaining({ compareFrom: '2026-11-04', compareTo: '2026-11-10' }),
    );
    expect(readComparisonSettings()).toEqual({ compare: true, comparePreset: 'pp' });
    expect(localStorage.getItem(COMPARISON_SETTINGS_KEY)).not.toBeNull();
  });

  it('turns compare on with the remembered preset', async () => {
    writeComparisonSettings({ compare: false, comparePreset: 'py' });
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={{ preset: '7d' }} retentionMonths={24} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Compare with' }));
    expect(within(dialog).getByRole('radio', { name: 'Preceding year' })).toBeChecked();
    expect(within(dialog).getByPlaceholderText('Compare start date')).toHaveValue('Nov 11, 2025');
  });

  it('takes a typed custom range, swapping a reversed one', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness initial={{ preset: '7d' }} onChange={onChange} />);
    const dialog = await openDialog(user);
    await typeRange(user, dialog, ['Start date', '2026-10-20'], ['End date', '2026-10-05']);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Custom' })).toBeChecked());
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledWith(
      { preset: 'cu', compare: false, dateFrom: '2026-10-05', dateTo: '2026-10-20' },
      expect.objectContaining({ dateFrom: '2026-10-05', dateTo: '2026-10-20' }),
    );
  });

  it('takes days typed as they are shown (Oct 20, 2026) as well as 2026-10-20', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness initial={{ preset: '7d' }} onChange={onChange} />);
    const dialog = await openDialog(user);
    const end = await typeRange(user, dialog, ['Start date', 'Oct 3, 2026'], ['End date', '2026-10-09']);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Custom' })).toBeChecked());
    expect(end).toHaveValue('Oct 9, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledWith(
      { preset: 'cu', compare: false, dateFrom: '2026-10-03', dateTo: '2026-10-09' },
      expect.objectContaining({ dateFrom: '2026-10-03', dateTo: '2026-10-09' }),
    );
  });

  it('takes a custom comparison, swapping reversed days, and keeps it in the value', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness initial={{ preset: '7d' }} onChange={onChange} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Compare with' }));
    await typeRange(user, dialog, ['Compare start date', '2026-10-12'], ['Compare end date', '2026-10-01']);
    const comparePresets = within(dialog).getByRole('radiogroup', { name: 'Compare with' });
    await waitFor(() => expect(within(comparePresets).getByRole('radio', { name: 'Custom' })).toBeChecked());
    // The main range stays on its preset.
    expect(within(dialog).getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledWith(
      { preset: '7d', compare: true, comparePreset: 'ccu', compareFrom: '2026-10-01', compareTo: '2026-10-12' },
      expect.objectContaining({
        dateFrom: '2026-11-11',
        compareFrom: '2026-10-01',
        compareTo: '2026-10-12',
        comparePreset: 'ccu',
      }),
    );
    expect(screen.getByRole('button', { name: /vs Oct 1, 2026 – Oct 12, 2026/ })).toBeInTheDocument();
    expect(readComparisonSettings()).toEqual({
      compare: true,
      comparePreset: 'ccu',
      compareFrom: '2026-10-01',
      compareTo: '2026-10-12',
    });
  });

  it('does not take a day before the retention window', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness initial={{ preset: '7d' }} retentionMonths={3} onChange={onChange} />);
    const dialog = await openDialog(user);
    const start = within(dialog).getByPlaceholderText('Start date');
    await user.click(start);
    await user.clear(start);
    await user.type(start, '2026-08-16');
    await user.click(within(dialog).getByPlaceholderText('End date'));
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith(
      { preset: '7d', compare: false },
      expect.objectContaining({ dateFrom: '2026-11-11' }),
    );
  });

  it('opens a stored Last 12 months as custom days inside a 3-month retention', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={{ preset: '12m' }} retentionMonths={3} />);
    expect(screen.getByRole('button', { name: /Aug 17, 2026 – Nov 17, 2026/ })).toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(within(dialog).getByText('Data is available from 2026-08-17 to 2026-11-18.')).toBeInTheDocument();
  });
});
