import {
  type ActiveModule,
  customerModuleLabels,
  customerModuleNames,
  type CustomerModuleName,
  type SetActiveModulesRequest,
} from '@shelfsight/contracts';
import { RetailerPicker, type RetailerChoice } from '@shelfsight/product-kit';
import { Button, Flex, Radio, Table, Typography } from 'antd';
import { useState } from 'react';

type Reach = 'off' | 'all' | 'some';
interface ModuleChoice {
  reach: Reach;
  retailerIds: number[];
}

export interface ModuleSettingsProps {
  modules: readonly ActiveModule[];
  /** Every retailer the customer tracks. */
  retailers: readonly RetailerChoice[];
  saving?: boolean;
  onSave: (modules: SetActiveModulesRequest['modules']) => void;
}

function choicesOf(modules: readonly ActiveModule[]): Record<CustomerModuleName, ModuleChoice> {
  return Object.fromEntries(
    customerModuleNames.map((name) => {
      const rows = modules.filter((row) => row.module === name);
      const reach: Reach = rows.length === 0 ? 'off' : rows.some((row) => row.retailerId === null) ? 'all' : 'some';
      return [name, { reach, retailerIds: rows.flatMap((row) => (row.retailerId === null ? [] : [row.retailerId])) }];
    }),
  ) as Record<CustomerModuleName, ModuleChoice>;
}

function modulesOf(choices: Record<CustomerModuleName, ModuleChoice>): SetActiveModulesRequest['modules'] {
  return customerModuleNames.flatMap((name): SetActiveModulesRequest['modules'] => {
    const choice = choices[name];
    if (choice.reach === 'all') return [{ module: name, retailerId: null }];
    if (choice.reach === 'some') return choice.retailerIds.map((retailerId) => ({ module: name, retailerId }));
    return [];
  });
}

/** Switches each module off, on for every retailer, or on for chosen retailers (spec 1 §6); saved as a whole. */
export function ModuleSettings({ modules, retailers, saving = false, onSave }: ModuleSettingsProps) {
  const [choices, setChoices] = useState(() => choicesOf(modules));
  const change = (name: CustomerModuleName, next: Partial<ModuleChoice>) =>
    setChoices((current) => ({ ...current, [name]: { ...current[name], ...next } }));
  const incomplete = customerModuleNames.some(
    (name) => choices[name].reach === 'some' && choices[name].retailerIds.length === 0,
  );

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Modules are part of what the customer has bought; only system administrators switch them.
      </Typography.Paragraph>
      <Table
        rowKey="name"
        pagination={false}
        dataSource={customerModuleNames.map((name) => ({ name }))}
        columns={[
          { title: 'Module', dataIndex: 'name', render: (name: CustomerModuleName) => customerModuleLabels[name] },
          {
            title: 'Enabled for',
            dataIndex: 'name',
            render: (name: CustomerModuleName) => (
              <Flex vertical gap="small">
                <Radio.Group
                  aria-label={`${customerModuleLabels[name]} enabled for`}
                  value={choices[name].reach}
                  onChange={(event) => change(name, { reach: event.target.value as Reach })}
                  options={[
                    { value: 'off', label: 'Off' },
                    { value: 'all', label: 'Every retailer' },
                    { value: 'some', label: 'Chosen retailers' },
                  ]}
                />
                {choices[name].reach === 'some' ? (
                  <RetailerPicker
                    mode="multiple"
                    aria-label={`${customerModuleLabels[name]} retailers`}
                    placeholder="Choose retailers"
                    style={{ minWidth: 320 }}
                    value={choices[name].retailerIds}
                    onChange={(retailerIds: number[]) => change(name, { retailerIds })}
                    retailers={retailers}
                  />
                ) : null}
              </Flex>
            ),
          },
        ]}
      />
      <Flex justify="flex-end">
        <Button type="primary" loading={saving} disabled={incomplete} onClick={() => onSave(modulesOf(choices))}>
          Save modules
        </Button>
      </Flex>
    </Flex>
  );
}
