import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { sampleRecipients as users } from './formFieldsSample';
import { RecipientsField, type RecipientsFieldProps } from './RecipientsField';

function renderField(props: Partial<RecipientsFieldProps> = {}, initialValues: Record<string, number[]> = {}) {
  const onValuesChange = vi.fn();
  render(
    <Form layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange}>
      <RecipientsField users={users} {...props} />
    </Form>,
  );
  return { onValuesChange };
}

describe('RecipientsField', () => {
  it('lists the members by name and e-mail and stores the chosen ids under recipientIds', async () => {
    const { onValuesChange } = renderField();
    await userEvent.click(screen.getByLabelText('Recipients'));
    expect(await screen.findByTitle('Ada Analyst (analyst@acme.test)')).toBeInTheDocument();
    expect(screen.getByTitle('Cleo Category (category.manager@acme.test)')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Ben Buyer (buyer@acme.test)'));
    expect(onValuesChange).toHaveBeenLastCalledWith({ recipientIds: [12] }, { recipientIds: [12] });
  });

  it('finds a member by e-mail', async () => {
    renderField();
    await userEvent.type(screen.getByLabelText('Recipients'), 'category.manager');
    expect(await screen.findByTitle('Cleo Category (category.manager@acme.test)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTitle('Ada Analyst (analyst@acme.test)')).toBeNull());
  });

  it('shows the chosen recipients under another field name', () => {
    renderField({ name: 'mailTo' }, { mailTo: [11, 13] });
    expect(screen.getByText('Ada Analyst (analyst@acme.test)')).toBeInTheDocument();
    expect(screen.getByText('Cleo Category (category.manager@acme.test)')).toBeInTheDocument();
    expect(screen.queryByText('Ben Buyer (buyer@acme.test)')).toBeNull();
  });

  it('shows its hint and placeholder, and the message the server gave for it', () => {
    const { rerender } = render(
      <Form>
        <RecipientsField users={users} extra="Without recipients, the owner is told." placeholder="The owner" />
      </Form>,
    );
    expect(screen.getByText('Without recipients, the owner is told.')).toBeInTheDocument();
    expect(screen.getByText('The owner')).toBeInTheDocument();
    rerender(
      <Form>
        <RecipientsField users={users} error="This user is not a member of this customer." />
      </Form>,
    );
    const message = screen.getByText('This user is not a member of this customer.');
    // The item takes antd's error look, not only the text.
    expect(message.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });
});
