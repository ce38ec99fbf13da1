import { z } from 'zod';
import type {
  calculatedMetricExceptionGroupSchema,
  calculatedMetricExceptionSchema,
  calculatedMetricExceptionsSchema,
} from './calculatedMetric';
import {
  type CalculatedMetricField,
  calculatedMetricExceptionEntityTypeSchema,
  calculatedMetricExceptionTypeSchema,
  calculatedMetricFieldSchema,
  calculatedMetricFieldTypes,
  calculatedMetricMessages,
  calculatedMetricOperatorSchema,
  calculatedMetricValueSchema,
  calculatedMetricValueTypeSchema,
  checkCalculatedMetricCondition,
} from './calculatedMetric';
import { idNumber, singleLineText } from './primitives';

export type CalculatedMetricExceptionType = z.infer<typeof calculatedMetricExceptionTypeSchema>;
export type CalculatedMetricException = z.infer<typeof calculatedMetricExceptionSchema>;
export type CalculatedMetricExceptionGroup = z.infer<typeof calculatedMetricExceptionGroupSchema>;
export type CalculatedMetricExceptions = z.infer<typeof calculatedMetricExceptionsSchema>;

export const calculatedMetricExceptionMessages = {
  operatorNeeded: 'An OVERRIDE exception needs an operator.',
  exceptionScope: 'Choose a product, a retailer or a tag the exception applies to.',
  unknownProduct: 'Unknown product of this customer.',
  unknownRetailer: 'Unknown retailer: not tracked by this customer.',
  unknownTag: 'Unknown tag of this customer.',
} as const;

/**
 * Exceptions (spec 2 §3) belong to the metric, not to a version: they change how every version scores the pages
 * they match.
 *
 * - **Which pages.** An exception matches a product page (product × retailer × day) when every criterion it sets
 *   holds: `entityId` the product (`entityType` is always `PRODUCT`), `retailerId` the retailer, `tagId` a tag the
 *   product carries. At least one is set. An exception group matches the pages of its product (`entityId`, or
 *   every product when null) at any of its `retailerIds` whose product carries any of its `tagIds` (an empty list
 *   does not narrow); at least one of the three is set.
 * - **What changes.** On a matched page, each condition testing the exception's `field` is tested differently:
 *   `OVERRIDE` tests the exception's operator and value instead of the condition's; `IGNORE` counts the condition
 *   as met (the field is not asked of these pages). Conditions on other fields, and the weights, stay.
 * - **Several match.** The first that matches wins, in this order: exceptions before exception groups; then the
 *   one setting more criteria (product, retailer, tag); then the newest.
 * - Tags are read when a version is applied (or scored by calculate / compare): a product tagged later follows
 *   the exception from the next recompute.
 */
const optionalId = () => idNumber().nullable().default(null);
/** What an exception and an exception group share; `IGNORE` stores operator `no_condition` and no value. */
const exceptionRuleInput = {
  type: calculatedMetricExceptionTypeSchema.default('OVERRIDE'),
  field: calculatedMetricFieldSchema,
  operator: calculatedMetricOperatorSchema.nullable().default(null),
  value: calculatedMetricValueSchema.default(null),
  function: singleLineText().max(50).nullable().default(null),
};
export const calculatedMetricExceptionInputSchema = z.object({
  entityType: calculatedMetricExceptionEntityTypeSchema.default('PRODUCT'),
  entityId: optionalId(),
  retailerId: optionalId(),
  tagId: optionalId(),
  ...exceptionRuleInput,
  valueType: calculatedMetricValueTypeSchema.nullable().default(null),
});
export const calculatedMetricExceptionGroupInputSchema = z.object({
  entityId: optionalId(),
  retailerIds: z.array(idNumber()).max(1000).default([]),
  tagIds: z.array(idNumber()).max(1000).default([]),
  ...exceptionRuleInput,
});

/** An OVERRIDE's operator and value must suit its field, as a condition's; IGNORE takes neither. */
function checkExceptionRule(
  rule: { type: CalculatedMetricExceptionType; field: CalculatedMetricField; operator: string | null; value: unknown },
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  const issue = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [...path, key], message });
  if (rule.type === 'IGNORE') {
    if (rule.value !== null) issue('value', calculatedMetricMessages.noValueWanted);
    return;
  }
  if (!rule.operator) issue('operator', calculatedMetricExceptionMessages.operatorNeeded);
  else
    checkCalculatedMetricCondition(
      {
        name: '',
        field: rule.field,
        operator: rule.operator,
        value: rule.value as z.infer<typeof calculatedMetricValueSchema>,
        valueType: null,
        function: null,
      },
      path,
      ctx,
    );
}

/** The body of a save of the exceptions: the whole lists, replacing the stored ones (ids are given anew). */
export const calculatedMetricExceptionsInputSchema = z
  .object({
    exceptions: z.array(calculatedMetricExceptionInputSchema).max(2000).default([]),
    exceptionGroups: z.array(calculatedMetricExceptionGroupInputSchema).max(500).default([]),
  })
  .superRefine((input, ctx) => {
    input.exceptions.forEach((exception, e) => {
      const path = ['exceptions', e];
      if (exception.entityId === null && exception.retailerId === null && exception.tagId === null)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'entityId'],
          message: calculatedMetricExceptionMessages.exceptionScope,
        });
      if (exception.valueType !== null && exception.valueType !== calculatedMetricFieldTypes[exception.field])
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'valueType'],
          message: calculatedMetricMessages.valueTypeNotForField,
        });
      checkExceptionRule(exception, path, ctx);
    });
    input.exceptionGroups.forEach((group, e) => {
      const path = ['exceptionGroups', e];
      if (group.entityId === null && group.retailerIds.length === 0 && group.tagIds.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'entityId'],
          message: calculatedMetricExceptionMessages.exceptionScope,
        });
      checkExceptionRule(group, path, ctx);
    });
  });
export type CalculatedMetricExceptionsInput = z.input<typeof calculatedMetricExceptionsInputSchema>;
export type CalculatedMetricExceptionsInputParsed = z.infer<typeof calculatedMetricExceptionsInputSchema>;
