/** A DCC rule: what the page must show, as a condition over the fact_daily row `f`. */
export interface DccRule {
  name: string;
  description: string;
  /** SQL over `f` (fact_daily): true when the page meets the rule. */
  condition: string;
}

/** A group of rules; its weight is its share of the score against the other groups' weights. */
export interface DccGroup {
  name: string;
  weight: number;
  rules: DccRule[];
}

/**
 * The default DCC criteria of DOMAIN.md §3, used until the customer's own DCC versions are stored. The one
 * place they are written: the DCC_SCORE metric and the product details' per-rule results are both built from
 * it, so a score and its explanation cannot disagree. Rules weigh the same within a group.
 */
export const defaultDccCriteria: readonly DccGroup[] = [
  {
    name: 'Minimal',
    weight: 3,
    rules: [
      { name: 'Title', description: 'The page has a title.', condition: 'coalesce(f.title_chars, 0) > 0' },
      { name: 'Main image', description: 'The page has a main image.', condition: 'coalesce(f.image_count, 0) >= 1' },
      { name: 'Price', description: 'The page shows a selling price.', condition: 'f.selling_price IS NOT NULL' },
      {
        name: 'Description',
        description: 'The page has a description.',
        condition: 'coalesce(f.description_present, false)',
      },
    ],
  },
  {
    name: 'Basic',
    weight: 2,
    rules: [
      {
        name: 'Title length',
        description: 'The title has 15 to 80 characters.',
        condition: 'f.title_chars BETWEEN 15 AND 80',
      },
      {
        name: 'Description length',
        description: 'The description has at least 50 words.',
        condition: 'coalesce(f.description_words, 0) >= 50',
      },
      {
        name: 'Bullet points',
        description: 'The page has 3 to 5 bullet points.',
        condition: 'f.bullet_count BETWEEN 3 AND 5',
      },
      { name: 'Images', description: 'The page has 4 or more images.', condition: 'coalesce(f.image_count, 0) >= 4' },
      {
        name: 'Specifications',
        description: 'The page has a specifications table.',
        condition: 'coalesce(f.spec_count, 0) > 0',
      },
    ],
  },
  {
    name: 'Extended',
    weight: 1,
    rules: [
      {
        name: 'Image gallery',
        description: 'The page has 6 or more images.',
        condition: 'coalesce(f.image_count, 0) >= 6',
      },
      { name: 'Video', description: 'The page has a video.', condition: 'coalesce(f.video_count, 0) >= 1' },
      {
        name: 'Rich content',
        description: 'The page has rich (A+) content.',
        condition: 'coalesce(f.rich_content, false)',
      },
    ],
  },
];

/** 1.0 when the rule is met, else 0.0. */
export const dccRuleMetSql = (rule: DccRule) => `(CASE WHEN ${rule.condition} THEN 1.0 ELSE 0.0 END)`;

/** The DCC score 0–100 of the fact_daily row `f`: Σ group weight × share of its rules met ÷ Σ group weight. */
export function dccScoreSql(criteria: readonly DccGroup[] = defaultDccCriteria): string {
  const totalWeight = criteria.reduce((sum, group) => sum + group.weight, 0);
  const groups = criteria.map(
    (group) => `${group.weight} * (${group.rules.map(dccRuleMetSql).join(' + ')}) / ${group.rules.length}`,
  );
  return `(\n  ${groups.join('\n  + ')}\n) / ${totalWeight} * 100`;
}
