export { ThresholdError } from './errors';
export { tokenize, comparisonOperators, type ComparisonOperator, type Token } from './tokenize';
export { parseCondition, referencedFields, type Condition, type Operand } from './parse';
export { evaluateCondition, type FieldResolver } from './evaluate';
export { fieldKeyLookup, rowResolver, type ThresholdField } from './fields';
export { compileThresholds, matchThreshold, thresholdStyle, type CompiledThresholds } from './compile';
