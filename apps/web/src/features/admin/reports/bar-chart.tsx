import { useId } from "react";

/**
 * A bar chart in plain SVG: one bar per row, its value written at its end. The SVG is an
 * image named by its title with a description (the largest value and the total); the table
 * beside it carries every number, so the chart adds nothing a screen reader misses.
 */
export function BarChart({
  title,
  description,
  bars,
}: {
  title: string;
  description: string;
  bars: { key: string; label: string; value: number; shown: string }[];
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const row = 28;
  const labelWidth = 180;
  const width = 640;
  const height = bars.length * row + 8;
  return (
    <svg
      className="crest-report-chart"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, index) => {
        const barWidth = Math.max(0, ((width - labelWidth - 90) * bar.value) / max);
        const y = index * row + 4;
        return (
          <g key={bar.key}>
            <text x={labelWidth - 8} y={y + 17} textAnchor="end" fontSize="13" fill="#1f2a24">
              {bar.label.length > 24 ? `${bar.label.slice(0, 23)}…` : bar.label}
            </text>
            <rect x={labelWidth} y={y + 3} width={barWidth} height={row - 10} fill="#1f6f5c" />
            <text x={labelWidth + barWidth + 6} y={y + 17} fontSize="13" fill="#1f2a24">
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
