import type { ReactNode } from "react";

/** Drawing parts of the banners' illustrations: light shapes on the banner's dark blue, in a 480×400 frame. */

interface Sheen {
  /** The gradient's id, for the panels it fills. */
  id: string;
  /** White's opacity at the top left, then at the bottom right (or the bottom, when `vertical`). */
  from?: number;
  to?: number;
  vertical?: boolean;
}

/** A banner illustration, with the frosted-glass sheen of its panels first among its gradients and clips. */
export function BannerScene({ sheen, defs, children }: { sheen: Sheen; defs?: ReactNode; children: ReactNode }) {
  const { id, from = 0.16, to = 0.05, vertical = false } = sheen;
  return (
    <svg aria-hidden="true" viewBox="0 0 480 400">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2={vertical ? "0" : "1"} y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity={from} />
          <stop offset="1" stopColor="#ffffff" stopOpacity={to} />
        </linearGradient>
        {defs}
      </defs>
      {children}
    </svg>
  );
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A frosted-glass panel filled with the scene's sheen, edged in faint white. */
export function GlassPanel({ sheen, rx = 22, edge = 0.18, ...box }: Box & { sheen: string; rx?: number; edge?: number }) {
  return <rect {...box} rx={rx} fill={`url(#${sheen})`} stroke="#ffffff" strokeOpacity={edge} />;
}

/**
 * A heading and the line under it: white on glass, navy on a white card. The
 * second line stands `gap` below the first.
 */
export function TitleLines({
  x,
  y,
  widths: [title, subtitle],
  on,
  gap = 18,
}: {
  x: number;
  y: number;
  widths: readonly [number, number];
  on: "glass" | "card";
  gap?: number;
}) {
  const ink = on === "glass" ? { fill: "#ffffff", opacity: 0.55 } : { fill: "#0b1b33", opacity: 0.85 };
  return (
    <>
      <rect x={x} y={y} width={title} height="10" rx="5" fill={ink.fill} fillOpacity={ink.opacity} />
      <rect x={x} y={y + gap} width={subtitle} height="8" rx="4" fill={ink.fill} fillOpacity="0.25" />
    </>
  );
}

/** A column chart standing on `base`: its columns' heights and colours, `step` apart. */
export function Columns({
  x,
  base,
  step,
  width,
  columns,
}: {
  x: number;
  base: number;
  step: number;
  width: number;
  columns: readonly (readonly [height: number, color: string])[];
}) {
  return columns.map(([height, color], index) => (
    <rect key={height} x={x + index * step} y={base - height} width={width} height={height} rx="5" fill={color} />
  ));
}

/**
 * A team side by side: for each colour a disc `size` wide with a white head
 * and shoulders, each `step` to the right of the one before, from (x, y).
 */
export function AvatarRow({ x, y, colors, size, step }: { x: number; y: number; colors: readonly string[]; size: number; step: number }) {
  const r = size / 2;
  const at = (share: number) => Number((size * share).toFixed(2));
  return colors.map((color, index) => (
    <g key={color} transform={`translate(${x + index * step} ${y})`}>
      <circle cx={r} cy={r} r={r} fill={color} stroke="#ffffff" strokeWidth="3" />
      <circle cx={r} cy={at(0.375)} r={at(0.16)} fill="#ffffff" fillOpacity="0.9" />
      <path d={`M${at(0.2)} ${at(0.825)} a${at(0.3)} ${at(0.25)} 0 0 1 ${at(0.6)} 0`} fill="#ffffff" fillOpacity="0.9" />
    </g>
  ));
}
