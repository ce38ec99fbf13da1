import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormPageShell } from './FormPageShell';

const form = <form aria-label="Alert">Subject, metric, recipients</form>;

describe('FormPageShell', () => {
  it('shows the form under its heading', () => {
    render(<FormPageShell title="Edit alert">{form}</FormPageShell>);
    expect(screen.getByRole('heading', { level: 2, name: 'Edit alert' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Alert' })).toBeInTheDocument();
  });

  it('shows a spinner and neither heading nor form while the record loads', () => {
    const { container } = render(
      <FormPageShell title="Edit alert" loading>
        {form}
      </FormPageShell>,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says the record is not found instead of showing the form', () => {
    render(
      <FormPageShell
        title="Edit alert"
        notFound={{ title: 'Alert not found', subTitle: 'It was deleted, or it is not yours to change.' }}
      >
        {form}
      </FormPageShell>,
    );
    expect(screen.getByText('Alert not found')).toBeInTheDocument();
    expect(screen.getByText('It was deleted, or it is not yours to change.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit alert' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps the card as wide as asked', () => {
    render(
      <FormPageShell title="New dataset" maxWidth={720}>
        {form}
      </FormPageShell>,
    );
    expect(screen.getByRole('heading', { name: 'New dataset' }).closest('.ant-card')).toHaveStyle({
      maxWidth: '720px',
    });
  });
});
