// Kept apart from the antd theme so code that runs without antd (the API's alert texts and chart options)
// can take the house colours without reaching antd.
/** The house palette (spec 1 §9): dark blue primary, yellow accent, magenta errors, green success. */
export const brandColors = {
  primary: '#0b2f5b',
  primaryLight: '#2f5d93',
  accent: '#f5b700',
  error: '#c2187a',
  success: '#2e9e5b',
  neutral: '#8c96a3',
  surface: '#f4f6f9',
  /** Secondary and description text: antd's default grey (#8c8c8c) reaches only 3.36:1 on white, WCAG AA asks 4.5:1. */
  textMuted: '#636b75',
} as const;

export type BrandColor = keyof typeof brandColors;
