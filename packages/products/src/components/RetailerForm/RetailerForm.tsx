import type { AdminRetailer, Country, RetailerWrite } from '@shelfsight/contracts';
import { singleLineTextRule } from '@shelfsight/contracts';
import { Alert, Button, Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';

export interface RetailerFormProps {
  /** The retailer being edited; a new one when absent. */
  initial?: AdminRetailer;
  countries: Country[];
  submitting?: boolean;
  /** Messages from the server by field name. */
  fieldErrors?: Record<string, string>;
  generalError?: string | null;
  onSubmit(input: RetailerWrite): void;
  onCancel(): void;
}

const urlRule = { pattern: /^https?:\/\/\S+$/, message: 'Use an http(s) address' };

const valuesOf = (retailer: AdminRetailer): RetailerWrite => ({
  name: retailer.name,
  displayName: retailer.displayName,
  logoUrl: retailer.logoUrl,
  countryCode: retailer.countryCode,
  siteRootUrl: retailer.retailerSettings.siteRootUrl,
  keywordUrl: retailer.retailerSettings.keywordUrl,
  allowSearchKeywords: retailer.retailerSettings.allowSearchKeywords,
  allowSearchCategories: retailer.retailerSettings.allowSearchCategories,
  allowConfigOtherRankings: retailer.retailerSettings.allowConfigOtherRankings,
  categoryTemplateType: retailer.retailerSettings.categoryTemplateType,
  categoryInputTemplate: retailer.retailerSettings.categoryInputTemplate,
  maxVisibilityTrackingEntitiesAllowed: retailer.maxVisibilityTrackingEntitiesAllowed,
});

const NEW_RETAILER: Partial<RetailerWrite> = {
  allowSearchKeywords: true,
  allowSearchCategories: true,
  allowConfigOtherRankings: false,
  maxVisibilityTrackingEntitiesAllowed: 50,
};

/** Empty optional fields are sent as null, as the API stores them. */
const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

/** A retailer and its own retailerSettings (spec 3 §3), as system admins create and edit them. */
export function RetailerForm({
  initial,
  countries,
  submitting,
  fieldErrors = {},
  generalError,
  onSubmit,
  onCancel,
}: RetailerFormProps) {
  const [form] = Form.useForm<RetailerWrite>();
  useEffect(() => {
    form.setFields(
      Object.entries(fieldErrors).map(([name, message]) => ({ name: name as keyof RetailerWrite, errors: [message] })),
    );
  }, [form, fieldErrors]);

  return (
    <Form<RetailerWrite>
      form={form}
      layout="vertical"
      initialValues={initial ? valuesOf(initial) : NEW_RETAILER}
      style={{ maxWidth: 720 }}
      onFinish={(values) =>
        onSubmit({
          ...values,
          logoUrl: nullIfEmpty(values.logoUrl),
          keywordUrl: nullIfEmpty(values.keywordUrl),
          categoryTemplateType: nullIfEmpty(values.categoryTemplateType),
          categoryInputTemplate: nullIfEmpty(values.categoryInputTemplate),
        })
      }
    >
      {generalError ? <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="name"
        label="Name (unique key)"
        rules={[{ required: true, message: 'Name is required' }, singleLineTextRule]}
      >
        <Input placeholder="amazon-de" />
      </Form.Item>
      <Form.Item
        name="displayName"
        label="Display name"
        rules={[{ required: true, message: 'Display name is required' }, singleLineTextRule]}
      >
        <Input placeholder="Amazon.de" />
      </Form.Item>
      <Form.Item name="countryCode" label="Country" rules={[{ required: true, message: 'Country is required' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={countries.map((country) => ({ value: country.code, label: `${country.name} (${country.code})` }))}
        />
      </Form.Item>
      <Form.Item name="logoUrl" label="Logo address" rules={[urlRule]}>
        <Input placeholder="https://…/logo.png" />
      </Form.Item>
      <Form.Item
        name="siteRootUrl"
        label="Site root URL"
        rules={[{ required: true, message: 'Site root URL is required' }, urlRule]}
      >
        <Input placeholder="https://www.amazon.de" />
      </Form.Item>
      <Form.Item name="keywordUrl" label="Keyword URL ({keyword} is replaced)" rules={[urlRule]}>
        <Input placeholder="https://www.amazon.de/s?k={keyword}" />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item name="allowSearchKeywords" valuePropName="checked">
          <Checkbox>Allow search keywords</Checkbox>
        </Form.Item>
        <Form.Item name="allowSearchCategories" valuePropName="checked">
          <Checkbox>Allow search categories</Checkbox>
        </Form.Item>
        <Form.Item name="allowConfigOtherRankings" valuePropName="checked">
          <Checkbox>Allow other rankings</Checkbox>
        </Form.Item>
      </Flex>
      <Form.Item name="categoryTemplateType" label="Category template type" rules={[singleLineTextRule]}>
        <Input placeholder="URL" />
      </Form.Item>
      <Form.Item name="categoryInputTemplate" label="Category input template" rules={[singleLineTextRule]}>
        <Input placeholder="https://www.amazon.de/b?node={id}" />
      </Form.Item>
      <Form.Item
        name="maxVisibilityTrackingEntitiesAllowed"
        label="Visibility tracking limit per customer"
        rules={[{ required: true, message: 'Limit is required' }]}
      >
        <InputNumber min={0} max={100_000} precision={0} />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Save
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </Form>
  );
}
