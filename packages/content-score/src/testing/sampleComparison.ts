import type { CalculatedMetricComparedPage, CalculatedMetricComparison } from '@shelfsight/contracts';

// Version 1 (the default criteria) against version 2 (six images for Images, Extended weighted higher) on a
// personal-care assortment: the pages as the compare call answers them, the largest differences first.

const page = (
  productId: number,
  productName: string,
  retailerId: number,
  retailerName: string,
  scoreA: number | null,
  scoreB: number | null,
  changed: [group: string, component: string, metA: boolean | null, metB: boolean | null][] = [],
): CalculatedMetricComparedPage => ({
  productId,
  productName,
  retailerId,
  retailerName,
  scoreA,
  scoreB,
  difference: scoreA === null || scoreB === null ? null : scoreB - scoreA,
  changedComponents: changed.map(([group, component, metA, metB]) => ({ group, component, metA, metB })),
});

export const sampleComparison: CalculatedMetricComparison = {
  versionA: 1,
  versionB: 2,
  date: '2026-11-28',
  pageCount: 6,
  changedPageCount: 4,
  averageScoreA: 74,
  averageScoreB: 70,
  pages: [
    page(103, 'Pampers Baby-Dry Size 4, 46 pcs', 2, 'dm Drogerie', 88, 67, [['Minimal', 'Images', true, false]]),
    page(101, 'NIVEA Creme 150 ml', 1, 'Amazon DE', 92, 78, [
      ['Minimal', 'Images', true, false],
      ['Extended', 'Video', false, null],
    ]),
    page(105, "L'Oréal Elvital Color-Glanz Shampoo 300 ml", 1, 'Amazon DE', 50, 58),
    page(102, 'Dove Original Shower Gel 250 ml', 3, 'Rossmann', 71, 74, [['Extended', 'Rich content', null, true]]),
    page(104, 'Philips Sonicare ProtectiveClean 4300', 2, 'dm Drogerie', 100, 100),
    page(106, 'Head & Shoulders Classic Clean 300 ml', 3, 'Rossmann', 43, 43),
  ],
};
