import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleRetailers } from '../../testing/sampleData';
import { ModuleSettings } from './ModuleSettings';

describe('ModuleSettings', () => {
  it('starts from the customer’s modules and saves them switched off', async () => {
    const onSave = vi.fn();
    render(
      <ModuleSettings
        retailers={sampleRetailers}
        modules={[{ module: 'image-similarity', retailerId: null }]}
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Every retailer' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save modules' }));
    expect(onSave).toHaveBeenCalledWith([]);
  });

  it('saves a module on for the chosen retailers, one entry each', async () => {
    const onSave = vi.fn();
    render(
      <ModuleSettings
        retailers={sampleRetailers}
        modules={[{ module: 'image-similarity', retailerId: 12 }]}
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Chosen retailers' })).toBeChecked();
    await user.click(screen.getByLabelText('Image similarity retailers'));
    await user.click(await screen.findByTitle('Power NO'));
    await user.click(screen.getByRole('button', { name: 'Save modules' }));
    expect(onSave).toHaveBeenCalledWith([
      { module: 'image-similarity', retailerId: 12 },
      { module: 'image-similarity', retailerId: 14 },
    ]);
  });

  it('cannot save chosen retailers while none is chosen', async () => {
    render(<ModuleSettings retailers={sampleRetailers} modules={[]} onSave={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Chosen retailers' }));
    expect(screen.getByRole('button', { name: 'Save modules' })).toBeDisabled();
  });
});
