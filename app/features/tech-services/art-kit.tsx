import * as lucide from "lucide-react";
import { type ComponentType, type ReactNode, useId } from "react";
import type { IconProps, LucideIcon } from "~/components/icons";

/** Drawing primitives shared by the site's illustrations: a framed 480×360 scene with cards, bars and dots. */

export const INK = {
  navy: "#0b1b33",
  navy2: "#12284a",
  blue: "#2f66b3",
  blueSoft: "#e3ecf8",
  teal: "#0f766e",
  tealBright: "#2dd4bf",
  tealSoft: "#ccfbf1",
  warm: "#f59e0b",
  warmSoft: "#fef3c7",
  line: "#e2e8f0",
  white: "#ffffff",
} as const;

/** A CSS-safe id for gradients, unique per rendered illustration. */
export function useSvgId(): string {
  return `art${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
}

interface SceneProps {
  children: ReactNode;
  viewBox?: string;
}

/** A light scene, for white pages. */
export function Scene({ children, viewBox = "0 0 480 360" }: SceneProps) {
  const id = useSvgId();
  const [, , width = 480, height = 360] = viewBox.split(" ").map(Number);
  return (
    <svg aria-hidden="true" viewBox={viewBox}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f2f6fc" />
          <stop offset="1" stopColor="#e3ecf8" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.85" cy="0.1" r="0.7">
          <stop offset="0" stopColor={INK.tealBright} stopOpacity={0.28} />
          <stop offset="1" stopColor={INK.tealBright} stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}-dots`} width="18" height="18" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" fill={INK.blue} fillOpacity={0.18} />
        </pattern>
      </defs>
      <rect width={width} height={height} rx="28" fill={`url(#${id}-bg)`} />
      <rect width={width} height={height} rx="28" fill={`url(#${id}-glow)`} />
      <rect x={width * 0.06} y={height * 0.62} width={width * 0.3} height={height * 0.3} fill={`url(#${id}-dots)`} />
      {children}
    </svg>
  );
}

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
  fill?: string;
  children?: ReactNode;
}

/** A card with a soft offset shadow. */
export function Card({ x, y, w, h, r = 16, fill = INK.white, children }: BoxProps) {
  return (
    <g>
      <rect x={x} y={y + 6} width={w} height={h} rx={r} fill={INK.navy} fillOpacity="0.08" />
      <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} />
      {children}
    </g>
  );
}

/** A rounded bar: a line of text, a progress track, a pill. */
interface BarProps {
  x: number;
  y: number;
  w: number;
  h?: number;
  fill?: string;
  opacity?: number;
}

export function Bar({ x, y, w, h = 8, fill = INK.navy, opacity = 1 }: BarProps) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} fillOpacity={opacity} />;
}

export function Dot({ x, y, r = 6, fill = INK.teal }: { x: number; y: number; r?: number; fill?: string }) {
  return <circle cx={x} cy={y} r={r} fill={fill} />;
}

/** A tick in a circle: the "done" sign of the illustrations. */
export function Check({ x, y, r = 12, fill = INK.teal }: { x: number; y: number; r?: number; fill?: string }) {
  const s = r / 12;
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} />
      <path
        d={`M${x - 5 * s} ${y} l${3.5 * s} ${3.5 * s} l${6.5 * s} ${-7 * s}`}
        fill="none"
        stroke={INK.white}
        strokeWidth={2.6 * s}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** The three dots of a window's title bar. */
export function WindowDots({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="4.5" fill="#f87171" />
      <circle cx={x + 15} cy={y} r="4.5" fill="#fbbf24" />
      <circle cx={x + 30} cy={y} r="4.5" fill="#34d399" />
    </g>
  );
}

/** A four-pointed spark, the sign of AI in the illustrations. */
export function Spark({ x, y, size = 20, fill = INK.tealBright }: { x: number; y: number; size?: number; fill?: string }) {
  const s = size;
  const k = s * 0.22;
  return (
    <path
      d={`M${x} ${y - s} Q${x + k} ${y - k} ${x + s} ${y} Q${x + k} ${y + k} ${x} ${y + s} Q${x - k} ${y + k} ${x - s} ${y} Q${x - k} ${y - k} ${x} ${y - s} Z`}
      fill={fill}
    />
  );
}

/** One of the site's icons drawn inline: an illustration is served as an image, which cannot refer to the icon sprite. */
export function InlineIcon({ icon, ...props }: { icon: LucideIcon } & IconProps) {
  const Drawing = (lucide as unknown as Record<string, ComponentType<IconProps> | undefined>)[icon.iconName];
  if (!Drawing) throw new Error(`lucide-react has no icon "${icon.iconName}"`);
  return <Drawing {...props} />;
}
