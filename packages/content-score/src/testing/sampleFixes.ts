import { type DccFix, type DccFixes, dccPointsPerPage } from '@shelfsight/contracts';

const pageCount = 120;

/** A fix of the default criteria (Minimal 0.5 of 4 rules, Basic 0.333 of 5, Extended 0.167 of 3, each rule weight 1). */
function fix(
  group: { name: string; weight: number; rules: number },
  component: string,
  description: string,
  pagesFailing: number,
  conditions: DccFix['conditions'],
): DccFix {
  const pointsPerPage = dccPointsPerPage({ weight: group.weight, counted: group.rules }, 1, 1);
  const totalPoints = pointsPerPage * pagesFailing;
  return {
    group: group.name,
    component,
    description,
    operator: 'AND',
    pointsPerPage,
    pagesFailing,
    averageGain: totalPoints / pageCount,
    totalPoints,
    conditions,
  };
}

const minimal = { name: 'Minimal', weight: 0.5, rules: 4 };
const basic = { name: 'Basic', weight: 1 / 3, rules: 5 };
const extended = { name: 'Extended', weight: 1 / 6, rules: 3 };

/** A retailer's 120 pages on the newest day, scored by the default criteria, the largest total first. */
export const sampleFixes: DccFixes = {
  date: '2026-11-28',
  retailerId: 11,
  brandId: null,
  pageCount,
  fixes: [
    fix(extended, 'Video', 'The page has a video.', 84, [
      { field: 'video_count', operator: 'greater_or_equal', value: 1, pagesFailing: 84 },
    ]),
    fix(basic, 'Bullet points', 'The page has 3 to 5 bullet points.', 61, [
      { field: 'bullet_count', operator: 'greater_or_equal', value: 3, pagesFailing: 52 },
      { field: 'bullet_count', operator: 'less_or_equal', value: 5, pagesFailing: 9 },
    ]),
    fix(basic, 'Description length', 'The description has at least 50 words.', 47, [
      { field: 'description_words', operator: 'greater_or_equal', value: 50, pagesFailing: 47 },
    ]),
    fix(minimal, 'Description', 'The page has a description.', 18, [
      { field: 'description_present', operator: 'is_true', value: null, pagesFailing: 18 },
    ]),
    fix(extended, 'Rich content', 'The page has rich (A+) content.', 30, [
      { field: 'rich_content', operator: 'is_true', value: null, pagesFailing: 30 },
    ]),
    fix(minimal, 'Main image', 'The page has a main image.', 3, [
      { field: 'image_count', operator: 'greater_or_equal', value: 1, pagesFailing: 3 },
    ]),
  ],
};
