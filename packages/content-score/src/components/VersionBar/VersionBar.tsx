import { formErrorsOf } from '@shelfsight/api-client';
import type { CalculatedMetricVersion } from '@shelfsight/contracts';
import { App, Button, Flex, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import {
  useActivateDccVersionMutation,
  useCopyDccVersionMutation,
  useRenameDccVersionMutation,
} from '../../api/dccApi';

export interface VersionBarProps {
  versions: readonly CalculatedMetricVersion[];
  /** The number of the version shown. */
  selected: number;
  onSelect: (versionNumber: number) => void;
  /** Administrators of the customer copy, rename and activate; others only choose a version to read. */
  mayChange: boolean;
}

export const versionTitle = (version: CalculatedMetricVersion) =>
  `Version ${version.versionNumber}: ${version.versionLabel}`;

/** Chooses the DCC version to read and, for administrators, copies, renames or activates it. */
export function VersionBar({ versions, selected, onSelect, mayChange }: VersionBarProps) {
  const { modal, message } = App.useApp();
  const [copy, copying] = useCopyDccVersionMutation();
  const [rename, renaming] = useRenameDccVersionMutation();
  const [activate, activating] = useActivateDccVersionMutation();
  const [renameOpen, setRenameOpen] = useState(false);
  const [form] = Form.useForm<{ label: string }>();
  const version = versions.find((each) => each.versionNumber === selected);

  const confirmCopy = () =>
    modal.confirm({
      title: `Copy version ${selected}?`,
      content:
        'The copy becomes the active version: from then on DCC scores are computed with it, and every other version is inactive.',
      okText: 'Copy',
      onOk: async () => {
        try {
          const created = await copy(selected).unwrap();
          onSelect(created.versionNumber);
        } catch {
          void message.error('The version could not be copied.');
        }
      },
    });

  const confirmActivate = () =>
    modal.confirm({
      title: `Make version ${selected} the active version?`,
      content: 'DCC scores, including their history, will be recomputed with this version.',
      okText: 'Activate',
      onOk: async () => {
        try {
          await activate(selected).unwrap();
        } catch {
          void message.error('The version could not be activated.');
        }
      },
    });

  const submitRename = async ({ label }: { label: string }) => {
    try {
      await rename({ version: selected, label: label.trim() }).unwrap();
      setRenameOpen(false);
    } catch (error) {
      const errors = formErrorsOf(error);
      form.setFields([{ name: 'label', errors: [errors.fields.label ?? errors.general ?? ''] }]);
    }
  };

  return (
    <Flex gap={12} align="center" wrap>
      <Select<number>
        aria-label="Version"
        style={{ minWidth: 320 }}
        value={selected}
        onChange={onSelect}
        options={versions.map((each) => ({
          value: each.versionNumber,
          label: (
            <Space>
              {versionTitle(each)}
              {each.isActiveVersion && <Tag color="green">Active</Tag>}
            </Space>
          ),
        }))}
      />
      {mayChange && version && (
        <Space>
          <Button onClick={confirmCopy} loading={copying.isLoading}>
            Copy
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ label: version.versionLabel });
              setRenameOpen(true);
            }}
          >
            Rename
          </Button>
          {!version.isActiveVersion && (
            <Button onClick={confirmActivate} loading={activating.isLoading}>
              Activate
            </Button>
          )}
        </Space>
      )}
      <Modal
        title={`Rename version ${selected}`}
        open={renameOpen}
        okText="Save"
        confirmLoading={renaming.isLoading}
        onOk={() => form.submit()}
        onCancel={() => setRenameOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submitRename}>
          <Form.Item
            name="label"
            label="Label"
            rules={[{ required: true, whitespace: true, message: 'Give the version a label.' }, { max: 200 }]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
