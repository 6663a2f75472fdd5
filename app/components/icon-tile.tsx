import type { ReactNode } from "react";

const tones = {
  /** On white or the light surface. */
  soft: "bg-accent-100 text-accent-800",
  /** On the brand's dark blue. */
  glass: "bg-accent-400/15 text-accent-300",
  frost: "bg-white/10 text-accent-300",
  /** Dark on a light card. */
  navy: "bg-brand-900 text-accent-300",
};

/** The rounded square an icon stands in, at the head of a card or a feature; decorative. */
export function IconTile({
  tone = "soft",
  className = "",
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span aria-hidden="true" className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${className}`}>
      {children}
    </span>
  );
}
