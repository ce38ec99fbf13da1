import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleOverrideChoices } from '../../testing/sampleOverrideChoices';
import { RIBBON_TEXTS } from './RibbonsField';
import { OVERRIDE_TEXTS, WidgetOverridesDialog, type WidgetOverridesDialogProps } from './WidgetOverridesDialog';

function renderDialog(props: Partial<WidgetOverridesDialogProps> = {}) {
  const onApply = vi.fn();
  const view = renderWithProviders(
    <WidgetOverridesDialog
      open
      widgetName="Review scores"
      visualizationType="HORIZONTAL_BAR"
      overrides={{}}
      choices={sampleOverrideChoices()}
      onApply={onApply}
      onCancel={() => undefined}
      {...props}
    />,
  );
  return { ...view, onApply, dialog: screen.getByRole('dialog') };
}

type User = ReturnType<typeof renderDialog>['user'];

async function choose(user: User, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('WidgetOverridesDialog', { timeout: 60_000 }, () => {
  it('writes every override a bar chart takes', async () => {
    const { user, onApply, dialog } = renderDialog();
    await paste(user, within(dialog).getByRole('textbox', { name: OVERRIDE_TEXTS.nameOverride }), 'Reviews by brand');
    await choose(user, OVERRIDE_TEXTS.savedFilterOverride, 'Germany, own brands');
    await user.click(within(dialog).getByRole('checkbox', { name: OVERRIDE_TEXTS.includesFiltersOverride }));
    await choose(user, OVERRIDE_TEXTS.datePresetOverride, 'Last 7 days');
    await choose(user, OVERRIDE_TEXTS.overrideDimensionId, 'Brand');
    await choose(user, OVERRIDE_TEXTS.overrideTagName, 'Segment');
    await choose(user, OVERRIDE_TEXTS.overrideSubDimension, 'Country');
    await user.click(within(dialog).getByRole('button', { name: new RegExp(RIBBON_TEXTS.add) }));
    await paste(user, within(dialog).getByRole('textbox', { name: `${RIBBON_TEXTS.text} 1` }), 'Per brand');
    await paste(user, within(dialog).getByRole('textbox', { name: `${RIBBON_TEXTS.color} 1` }), '#faad14');
    await choose(user, OVERRIDE_TEXTS.overrideLinkedDashboards, 'Content and DCC');
    await paste(user, within(dialog).getByRole('textbox', { name: OVERRIDE_TEXTS.overrideSettings }), '{"top": 5}');
    await user.click(within(dialog).getByRole('button', { name: OVERRIDE_TEXTS.apply }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply).toHaveBeenCalledWith({
      nameOverride: 'Reviews by brand',
      savedFilterOverride: 3,
      includesFiltersOverride: true,
      datePresetOverride: '7d',
      overrideDimensionId: 2,
      overrideTagName: 'segment',
      overrideSubDimension: '4',
      overrideRibbons: [{ text: 'Per brand', color: '#faad14' }],
      overrideSettings: { top: 5 },
      overrideLinkedDashboards: [6],
    });
  });

  it('offers a text widget its text and no dimension, filter or dates', async () => {
    const { user, onApply, dialog } = renderDialog({ visualizationType: 'TEXT', widgetName: 'Weekly notes' });
    expect(within(dialog).queryByRole('combobox', { name: OVERRIDE_TEXTS.overrideDimensionId })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: OVERRIDE_TEXTS.savedFilterOverride })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: OVERRIDE_TEXTS.datePresetOverride })).toBeNull();
    await paste(user, within(dialog).getByRole('textbox', { name: OVERRIDE_TEXTS.textTitle }), 'This week');
    await paste(user, within(dialog).getByRole('textbox', { name: OVERRIDE_TEXTS.textBody }), 'Prices rose at Tesco.');
    await user.click(within(dialog).getByRole('button', { name: OVERRIDE_TEXTS.apply }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      overrideTextFields: { title: 'This week', body: 'Prices rose at Tesco.' },
    });
    expect(onApply.mock.calls[0]?.[0]).not.toHaveProperty('overrideDimensionId');
  });

  it('removes each override whose field is cleared', async () => {
    const { user, onApply, dialog } = renderDialog({
      overrides: {
        nameOverride: 'Old name',
        overrideDimensionId: 2,
        overrideRibbons: [{ text: 'Per brand', color: null }],
        overrideSettings: { top: 5 },
        overrideLinkedDashboards: [6],
      },
    });
    await user.clear(within(dialog).getByRole('textbox', { name: OVERRIDE_TEXTS.nameOverride }));
    await user.clear(within(dialog).getByRole('textbox', { name: OVERRIDE_TEXTS.overrideSettings }));
    await user.click(within(dialog).getByRole('button', { name: `${RIBBON_TEXTS.remove} 1` }));
    // antd's clear icons sit inside each select; the dimension's and the linked dashboards' are the ones set.
    for (const name of [OVERRIDE_TEXTS.overrideDimensionId, OVERRIDE_TEXTS.overrideLinkedDashboards]) {
      const select = screen.getByRole('combobox', { name }).closest('.ant-select')!;
      await user.hover(select);
      await user.click(select.querySelector('.ant-select-clear')!);
    }
    await user.click(within(dialog).getByRole('button', { name: OVERRIDE_TEXTS.apply }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      nameOverride: null,
      overrideDimensionId: null,
      overrideRibbons: [],
      overrideSettings: {},
      overrideLinkedDashboards: [],
    });
  });

  it("shows 'Invalid HEX color.' on a bad ribbon colour and applies nothing", async () => {
    const { user, onApply, dialog } = renderDialog({ overrides: { overrideRibbons: [{ text: 'Hot', color: null }] } });
    await paste(user, within(dialog).getByRole('textbox', { name: `${RIBBON_TEXTS.color} 1` }), '#12345');
    expect(await within(dialog).findByText('Invalid HEX color.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: OVERRIDE_TEXTS.apply }));
    expect(within(dialog).getByText('Invalid HEX color.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses settings that are not a JSON object', async () => {
    const { user, onApply, dialog } = renderDialog();
    await paste(user, within(dialog).getByRole('textbox', { name: OVERRIDE_TEXTS.overrideSettings }), '[1, 2');
    await user.click(within(dialog).getByRole('button', { name: OVERRIDE_TEXTS.apply }));
    expect(await within(dialog).findByText(/Enter the settings as a JSON object/)).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("shows the server's message on the field it names", async () => {
    const { dialog } = renderDialog({
      overrides: { overrideLinkedDashboards: [6] },
      serverErrors: { 'overrideLinkedDashboards.0': 'This dashboard does not exist or is not shared with you.' },
    });
    expect(
      await within(dialog).findByText('This dashboard does not exist or is not shared with you.'),
    ).toBeInTheDocument();
  });
});
