import { brandColors } from '@shelfsight/ui-kit';

/** The Shelfsight mark (three rising shelf bars) with the word mark unless compact. */
export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }} aria-label="Shelfsight">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill={brandColors.primary} />
        <path d="M8 22V10h4v12zm6 0V6h4v16zm6 0v-8h4v8z" fill={brandColors.accent} />
      </svg>
      {compact ? null : (
        <span style={{ fontSize: 20, fontWeight: 700, color: inverted ? '#fff' : brandColors.primary }}>
          Shelfsight
        </span>
      )}
    </span>
  );
}
