import type { CalculatedMetricDefinitionInput } from '@shelfsight/contracts';

const fieldWords: Record<string, string> = {
  name: 'name',
  description: 'description',
  weight: 'weight',
  operator: 'operator',
  disabled: 'disabled',
  field: 'field',
  valueType: 'value type',
  value: 'value',
  function: 'function',
  components: 'components',
  conditions: 'conditions',
};

const quoted = (name: string | undefined, fallback: string) => (name ? `“${name}”` : fallback);

/**
 * Names the place an error's field path points at in the definition's own words, so a message about another
 * item reads “Group “Content” › component “Images” › condition 2 › value: …” rather than
 * “groups.0.components.1.conditions.1.value: …”.
 */
export function definitionPathText(definition: CalculatedMetricDefinitionInput, path: string): string {
  const parts = path.split('.');
  const words: string[] = [];
  let group: CalculatedMetricDefinitionInput['groups'][number] | undefined;
  let component: NonNullable<(typeof definition.groups)[number]['components']>[number] | undefined;
  for (let at = 0; at < parts.length; at += 1) {
    const part = parts[at]!;
    const index = Number(parts[at + 1]);
    if (part === 'groups' && Number.isInteger(index)) {
      group = definition.groups[index];
      words.push(`Group ${quoted(group?.name, String(index + 1))}`);
      at += 1;
    } else if (part === 'components' && Number.isInteger(index)) {
      component = group?.components?.[index];
      words.push(`component ${quoted(component?.name, String(index + 1))}`);
      at += 1;
    } else if (part === 'conditions' && Number.isInteger(index)) {
      words.push(`condition ${index + 1}`);
      at += 1;
    } else {
      words.push(fieldWords[part] ?? part);
    }
  }
  return words.length === 0 ? 'The definition' : words.join(' › ');
}

/** An error of the definition as one line: the place in words, then the message (a bare top-level field adds nothing). */
export function definitionErrorText(
  definition: CalculatedMetricDefinitionInput,
  path: string,
  message: string,
): string {
  return path.includes('.') ? `${definitionPathText(definition, path)}: ${message}` : message;
}
