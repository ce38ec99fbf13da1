import { Alert, Button, Flex, Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import type { CrudFormBinding } from './CrudFormPage';
import type { FormChecks } from './useFormChecks';

export interface CrudFormProps<Values> {
  form: FormInstance<Values>;
  initialValues: Values;
  /** The form's own check (`useFormChecks`); without it, antd's field rules decide and submit sends their values. */
  checks?: FormChecks<Values>;
  /** What the page hands the form: the server's general message, whether it saves, and Cancel. */
  page: Pick<CrudFormBinding<unknown>, 'generalError' | 'submitting' | 'onCancel'>;
  /** "Create", "Save", "Build dataset"… */
  submitLabel: string;
  /** The values, once the checks pass. */
  onSubmit(values: Values): void;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of a create / edit / copy form: a vertical antd form, the server's general message on top, the
 * fields, then the submit and Cancel buttons. Each feature brings its fields and its own checks.
 */
export function CrudForm<Values>({ form, initialValues, checks, page, ...props }: CrudFormProps<Values>) {
  const { submitLabel, onSubmit, onValuesChange } = props;
  const finish = (values: Values) => {
    if (!checks) return onSubmit(values);
    const checked = checks.attempt();
    if (checked) onSubmit(checked);
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues as FormProps<Values>['initialValues']}
      onFinish={finish}
      onValuesChange={(changed: Partial<Values>, all: Values) => {
        onValuesChange?.(changed, all);
        checks?.recheck();
      }}
    >
      {page.generalError && <Alert type="error" showIcon title={page.generalError} style={{ marginBottom: 16 }} />}
      {props.children}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={page.submitting}>
          {submitLabel}
        </Button>
        <Button onClick={page.onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}
