import { describe, expect, it } from 'vitest';
import { definitionErrorText, definitionPathText } from './definitionPath';

const definition = {
  groups: [
    { name: 'Content', weight: 0.5, components: [] },
    {
      name: 'Media',
      weight: 0.5,
      components: [
        { name: 'Images', conditions: [] },
        { name: '', conditions: [] },
      ],
    },
  ],
};

describe('definitionPathText', () => {
  it('names groups and components by their names and conditions by their place', () => {
    expect(definitionPathText(definition, 'groups.1.components.0.conditions.2.valueType')).toBe(
      'Group “Media” › component “Images” › condition 3 › value type',
    );
  });

  it('numbers items without a name from 1', () => {
    expect(definitionPathText(definition, 'groups.1.components.1.name')).toBe('Group “Media” › component 2 › name');
  });

  it('reads a path the definition does not hold without failing', () => {
    expect(definitionPathText(definition, 'groups.7.weight')).toBe('Group 8 › weight');
    expect(definitionPathText(definition, 'groups')).toBe('groups');
  });
});

describe('definitionErrorText', () => {
  it('puts the place before the message', () => {
    expect(definitionErrorText(definition, 'groups.0.name', 'Enter a name.')).toBe(
      'Group “Content” › name: Enter a name.',
    );
  });

  it('shows a message about the whole definition alone', () => {
    expect(definitionErrorText(definition, 'groups', 'The weights must add up.')).toBe('The weights must add up.');
  });
});
