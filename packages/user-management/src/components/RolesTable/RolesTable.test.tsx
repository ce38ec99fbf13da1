import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleRoles } from '../../testing/sampleData';
import { RolesTable } from './RolesTable';

describe('RolesTable', () => {
  it('offers edit and delete on custom roles only and shows retailer grants by name', async () => {
    const onEdit = vi.fn();
    render(<RolesTable roles={sampleRoles} onEdit={onEdit} onDelete={() => {}} />);
    const nordic = screen.getByText('Nordic buyers').closest('tr') as HTMLElement;
    expect(within(nordic).getByText('Power NO')).toBeInTheDocument();
    await userEvent.click(within(nordic).getByRole('button', { name: 'Edit role Nordic buyers' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
    expect(screen.queryByRole('button', { name: 'Edit role Administrators' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete role Administrators' })).toBeNull();
  });

  it('has no actions for read-only viewers', () => {
    render(<RolesTable roles={sampleRoles} readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
