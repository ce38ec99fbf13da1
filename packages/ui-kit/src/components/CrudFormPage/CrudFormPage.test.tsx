import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { CrudForm } from './CrudForm';
import { type CrudFormBinding, CrudFormPage, type SaveAnswer } from './CrudFormPage';
import { editedRecordOf, recordIdOf } from './recordIdOf';
import { useFormChecks } from './useFormChecks';

interface ExportValues {
  subject: string;
}

const checkSubject = (values: ExportValues): Record<string, string> =>
  values.subject.trim() === '' ? { subject: 'Give the export a subject.' } : {};

/** A scheduled export's form reduced to its subject, built as the feature forms are. */
function ExportSubjectForm(props: CrudFormBinding<ExportValues>) {
  const [form] = Form.useForm<ExportValues>();
  const checks = useFormChecks(form, checkSubject);
  const errors = { ...props.fieldErrors, ...checks.clientErrors };
  return (
    <CrudForm<ExportValues>
      form={form}
      initialValues={{ subject: 'Weekly price check' }}
      checks={checks}
      page={props}
      submitLabel="Save"
      onSubmit={props.onSubmit}
    >
      <Form.Item
        label="Subject"
        name="subject"
        {...(errors.subject ? { validateStatus: 'error' as const, help: errors.subject } : {})}
      >
        <Input />
      </Form.Item>
    </CrudForm>
  );
}

function renderPage(save: (input: ExportValues) => Promise<SaveAnswer>) {
  const onLeave = vi.fn();
  const errorsOf = (error: unknown) => {
    const fields = (error as { data: { fields?: Record<string, string> } }).data.fields ?? {};
    return Object.keys(fields).length > 0
      ? { fields, general: null }
      : { fields: {}, general: 'Something went wrong.' };
  };
  render(
    <CrudFormPage<ExportValues> title="Edit Weekly price check" save={save} errorsOf={errorsOf} onLeave={onLeave}>
      {(binding) => <ExportSubjectForm {...binding} />}
    </CrudFormPage>,
  );
  return { onLeave, user: userEvent.setup() };
}

describe('CrudFormPage', () => {
  it('saves the values and leaves the page', async () => {
    const save = vi.fn(async () => ({ data: { id: 7 } }));
    const { onLeave, user } = renderPage(save);
    expect(screen.getByRole('heading', { level: 2, name: 'Edit Weekly price check' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), ' (Tesco)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ subject: 'Weekly price check (Tesco)' });
  });

  it('keeps the form with the server’s message beside its field when the save fails', async () => {
    const save = vi.fn(async () => ({ error: { status: 400, data: { fields: { subject: 'Subject is taken.' } } } }));
    const { onLeave, user } = renderPage(save);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subject is taken.')).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading');
  });

  it('shows a message for the whole form when the server names no field', async () => {
    const { user } = renderPage(async () => ({ error: { status: 403, data: {} } }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('sends nothing while its own check finds a fault, and the message follows the field', async () => {
    const save = vi.fn(async () => ({ data: {} }));
    const { user } = renderPage(save);
    await user.clear(screen.getByLabelText('Subject'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the export a subject.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Subject'), 'Monthly');
    await waitFor(() => expect(screen.queryByText('Give the export a subject.')).toBeNull());
  });

  it('leaves without saving on Cancel', async () => {
    const save = vi.fn(async () => ({ data: {} }));
    const { onLeave, user } = renderPage(save);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('recordIdOf', () => {
  it('tells a missing id from an unusable one', () => {
    expect(recordIdOf(null)).toEqual({ asked: false, id: null });
    expect(recordIdOf('12')).toEqual({ asked: true, id: 12 });
    expect(recordIdOf('0')).toEqual({ asked: true, id: null });
    expect(recordIdOf('1.5')).toEqual({ asked: true, id: null });
    expect(recordIdOf('abc')).toEqual({ asked: true, id: null });
  });
});

describe('editedRecordOf', () => {
  const mine = { id: 12, subject: 'Weekly price check', isOwnedByMe: true };
  const theirs = { ...mine, isOwnedByMe: false };

  it('starts a new record when no id is asked for', () => {
    expect(editedRecordOf(recordIdOf(null), { isLoading: false })).toEqual({
      loading: false,
      unknown: false,
      initial: undefined,
    });
  });

  it('waits for the record, then starts from it', () => {
    expect(editedRecordOf(recordIdOf('12'), { isLoading: true }).loading).toBe(true);
    expect(editedRecordOf(recordIdOf('12'), { data: mine, isLoading: false })).toEqual({
      loading: false,
      unknown: false,
      initial: mine,
    });
  });

  it('calls a missing record, an unusable id or someone else’s record unknown, but lets another’s be copied', () => {
    expect(editedRecordOf(recordIdOf('12'), { isLoading: false }).unknown).toBe(true);
    expect(editedRecordOf(recordIdOf('x'), { isLoading: false }).unknown).toBe(true);
    expect(editedRecordOf(recordIdOf('12'), { data: theirs, isLoading: false }).unknown).toBe(true);
    expect(editedRecordOf(recordIdOf('12'), { data: theirs, isLoading: false }, true).initial).toBe(theirs);
  });
});
