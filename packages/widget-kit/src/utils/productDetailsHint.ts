import type { ChartOption } from '@shelfsight/chart-options';

/** Ends the tooltip of a chart's item that opens its product's details. */
export const PRODUCT_DETAILS_HINT = 'Click for product details';

/**
 * `option` with a tooltip that ends with PRODUCT_DETAILS_HINT where `productOf` names the product of the hovered
 * item (echarts' tooltip parameter); other items' tooltips are left as they are.
 */
export function withProductDetailsHint(option: ChartOption, productOf: (param: unknown) => string | null): ChartOption {
  const tooltip = option.tooltip as { formatter: (param: unknown) => string };
  const hint = `<div><i>${PRODUCT_DETAILS_HINT}</i></div>`;
  return {
    ...option,
    tooltip: {
      ...tooltip,
      formatter: (param: unknown) => {
        const text = tooltip.formatter(param);
        return text && productOf(param) !== null ? text + hint : text;
      },
    },
  };
}
