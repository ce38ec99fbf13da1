/** A skeleton's bars: a title, then three lines (the last one shorter). */
const BARS = [
  { width: '38%', marginBottom: 24 },
  { width: '100%', marginBottom: 16 },
  { width: '100%', marginBottom: 16 },
  { width: '61%', marginBottom: 0 },
] as const;

/**
 * The still grey bars a widget shows until its data is drawn: antd's Skeleton drawn with plain elements. A
 * dashboard shows dozens at once and replaces each within moments, so mounting (and unmounting) antd's
 * component, its styles and its context for each cost more than the drawing they stand in for. Its figure
 * says aria-busy meanwhile; `data-widget-placeholder` marks it for those that wait for widgets to draw.
 */
export function WidgetPlaceholder() {
  return (
    <div data-widget-placeholder="" aria-hidden="true" style={{ padding: '4px 0' }}>
      {BARS.map((bar, index) => (
        <div
          key={index}
          style={{
            ...bar,
            height: 16,
            borderRadius: 4,
            // The theme's fill (antd's CSS variable), else antd's default skeleton grey.
            background: 'var(--ant-color-fill-content, rgba(0, 0, 0, 0.06))',
          }}
        />
      ))}
    </div>
  );
}
