import { alertChannelTypeSchema, type AlertChannelType } from '@shelfsight/contracts';
import { Button, Flex, Form, Input, Select } from 'antd';
import { errorAt, fieldStatus as statusOf } from '@shelfsight/ui-kit';

const channelLabels: Record<AlertChannelType, string> = {
  SLACK: 'Slack',
  TEAMS: 'Microsoft Teams',
  WEBHOOK: 'Webhook',
};
const typeOptions = alertChannelTypeSchema.options.map((type) => ({ value: type, label: channelLabels[type] }));

/**
 * Slack and Teams incoming webhooks and generic webhooks (spec beyond §3): an address each, and a secret
 * that signs the requests (a webhook needs one). Secrets are never shown again; a kept one stays unless
 * a new one is typed.
 */
export function ChannelsField({ errors }: { errors: Record<string, string> }) {
  return (
    <Form.List name="channels">
      {(fields, { add, remove }) => (
        <Flex vertical gap="small" style={{ marginBottom: 24 }}>
          {fields.map((field, index) => {
            const path = `alertSettings.channels.${index}`;
            return (
              <Flex key={field.key} gap="small" align="start" wrap>
                <Form.Item name={[field.name, 'type']} label={`Channel ${index + 1} type`} style={{ minWidth: 170 }}>
                  <Select options={typeOptions} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'url']}
                  label={`Channel ${index + 1} address`}
                  style={{ flex: 1, minWidth: 240 }}
                  {...statusOf(errors[`${path}.url`])}
                >
                  <Input placeholder="https://hooks.slack.com/services/…" autoComplete="off" />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {(form) => {
                    const kept = Boolean(form.getFieldValue(['channels', field.name, 'hasSecret']));
                    return (
                      <Form.Item
                        name={[field.name, 'secret']}
                        label={`Channel ${index + 1} secret`}
                        style={{ minWidth: 220 }}
                        {...statusOf(errorAt(errors, `${path}.secret`))}
                      >
                        <Input.Password
                          autoComplete="new-password"
                          placeholder={kept ? 'Kept; type to replace' : 'At least 16 characters'}
                        />
                      </Form.Item>
                    );
                  }}
                </Form.Item>
                <Button
                  aria-label={`Remove channel ${index + 1}`}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                >
                  Remove
                </Button>
              </Flex>
            );
          })}
          <Button onClick={() => add({ type: 'SLACK', url: '' })} style={{ alignSelf: 'start' }}>
            Add channel
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
