import { HoverTooltip } from '@shelfsight/ui-kit';
import { Tag } from 'antd';

type ImageSimilarityModule = 'ism' | 'fcism' | 'none';

/**
 * The retailer's image similarity module (spec 3 §3) in words: the spec's codes (ism, fcism) mean nothing to a
 * user, so the tag names what is compared and the hover says it in a sentence.
 */
export const MODULE_LABELS: Record<ImageSimilarityModule, { label: string; hint: string }> = {
  ism: { label: 'Main image', hint: 'Image similarity compares the main image of this retailer’s product pages.' },
  fcism: {
    label: 'Full carousel',
    hint: 'Image similarity compares every image of the carousel of this retailer’s product pages.',
  },
  none: {
    label: 'No module',
    hint: 'The image similarity module is not activated for this retailer. Please contact support',
  },
};

export function ModuleTag({ module }: { module: ImageSimilarityModule }) {
  const { label, hint } = MODULE_LABELS[module];
  return (
    <HoverTooltip title={hint}>
      <Tag color={module === 'none' ? 'warning' : module === 'fcism' ? 'blue' : 'default'} variant="filled">
        {label}
      </Tag>
    </HoverTooltip>
  );
}
