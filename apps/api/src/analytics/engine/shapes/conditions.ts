import { conditionValues } from '@shelfsight/contracts';

type Cell = string | number | null;

/**
 * Whether a cell meets a table-field condition (spec 2 §5 operators). Numbers compare as numbers, text
 * case-insensitively; a cell without data meets only 'is empty' and the negative operators.
 */
export function meetsCondition(
  cell: Cell,
  operator: string | null | undefined,
  conditionValue: string | null | undefined,
): boolean {
  if (!operator) return true;
  if (operator === 'empty') return cell === null || cell === '';
  if (operator === 'not_empty') return cell !== null && cell !== '';
  const values = conditionValue ? conditionValues(operator, conditionValue) : [];
  if (cell === null) return operator === '!=' || operator === 'not_in' || operator === 'not_contains';
  if (typeof cell === 'number') {
    const numbers = values.map(Number);
    const first = numbers[0] ?? NaN;
    switch (operator) {
      case '=':
        return cell === first;
      case '!=':
        return cell !== first;
      case '<':
        return cell < first;
      case '<=':
        return cell <= first;
      case '>':
        return cell > first;
      case '>=':
        return cell >= first;
      case 'in':
        return numbers.includes(cell);
      case 'not_in':
        return !numbers.includes(cell);
      default:
        return true;
    }
  }
  const text = cell.toLowerCase();
  const texts = values.map((value) => value.toLowerCase());
  const first = texts[0] ?? '';
  switch (operator) {
    case 'contains':
      return text.includes(first);
    case 'not_contains':
      return !text.includes(first);
    case '=':
      return text === first;
    case '!=':
      return text !== first;
    case 'in':
      return texts.includes(text);
    case 'not_in':
      return !texts.includes(text);
    case '<':
      return text < first;
    case '<=':
      return text <= first;
    case '>':
      return text > first;
    case '>=':
      return text >= first;
    default:
      return true;
  }
}
