import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCalculation, sampleDefinition, sampleDraftDefinition } from '../../testing/sampleData';
import { DccAccordion } from './DccAccordion';

const meta: Meta<typeof DccAccordion> = {
  title: 'content-score/DccAccordion',
  component: DccAccordion,
  args: { groups: sampleDefinition.groups },
};
export default meta;

type Story = StoryObj<typeof DccAccordion>;

/** The default criteria: Minimal, Basic and Extended weighted 3 : 2 : 1; Extended open and flagged incomplete. */
export const DefaultCriteria: Story = {};

/** Every group complete: no warning. */
export const Complete: Story = {
  args: {
    groups: sampleDefinition.groups.map((group) => ({
      ...group,
      components: group.components.map((component) => ({
        ...component,
        description: component.description || 'The page has rich (A+) content.',
        conditions: component.conditions.map((condition) => ({ ...condition, name: condition.name || component.name })),
      })),
    })),
  },
};

/**
 * After adding and removing: a new group Reviews, flagged for its condition without a field, with a component
 * that has no conditions yet; Extended without its disabled component.
 */
export const AfterAddingAndRemoving: Story = { args: { groups: sampleDraftDefinition.groups } };

/** Scored over the newest day: each group's percentage met in its header, each component's in the Result column. */
export const WithPercentageMet: Story = { args: { calculation: sampleCalculation } };

/** No page to score yet: no percentage is shown. */
export const NothingScored: Story = {
  args: {
    calculation: {
      ...sampleCalculation,
      date: null,
      pageCount: 0,
      averageScore: null,
      pages: [],
      groups: sampleCalculation.groups.map((group) => ({
        ...group,
        percentageMet: null,
        components: group.components.map((component) => ({
          ...component,
          percentageMet: null,
          conditions: component.conditions.map((condition) => ({ ...condition, percentageMet: null })),
        })),
      })),
    },
  },
};

export const NoGroups: Story = { args: { groups: [] } };
