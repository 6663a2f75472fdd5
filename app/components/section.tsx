import type { ReactNode } from "react";

/** A section's `<page>.<section>` copy, read with `t("<page>.<section>", { returnObjects: true })`. */
export interface SectionCopy {
  eyebrow?: string;
  title?: string;
  lead?: string;
}

interface SectionProps {
  id?: string;
  className?: string;
  tone?: "white" | "surface" | "dark";
  /** The header's words from the copy; `eyebrow`, `title` and `lead` take their place one by one. */
  copy?: SectionCopy;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  align?: "start" | "center";
  children?: ReactNode;
}

const tones = {
  white: "bg-white",
  surface: "bg-surface",
  dark: "bg-brand-900 text-white",
};

export function Section({
  id,
  className = "",
  tone = "white",
  copy,
  eyebrow = copy?.eyebrow,
  title = copy?.title,
  lead = copy?.lead,
  align = "start",
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${tones[tone]} render-near-view py-16 sm:py-24 ${className}`}
    >
      <div className="container-page">
        {(eyebrow || title || lead) && (
          <SectionHeading
            headingId={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            tone={tone === "dark" ? "dark" : "light"}
            className={`mb-10 max-w-3xl sm:mb-14 ${centered}`}
          />
        )}
        {children}
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  headingId?: string;
  copy?: SectionCopy;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  /** `dark` for light words on the brand's dark blue. */
  tone?: "light" | "dark";
  className?: string;
}

/** A section's eyebrow, heading and lead: the header of every `Section`, and of sections laid out otherwise. */
export function SectionHeading({
  headingId,
  copy,
  eyebrow = copy?.eyebrow,
  title = copy?.title,
  lead = copy?.lead,
  tone = "light",
  className = "",
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <header className={className}>
      {eyebrow && (
        <p className={`mb-3 text-sm font-semibold uppercase tracking-wider ${dark ? "text-accent-300" : "text-accent-700"}`}>{eyebrow}</p>
      )}
      {title && (
        <h2 id={headingId} className="text-headline font-bold tracking-tight">
          {title}
        </h2>
      )}
      {lead && <p className={`mt-4 text-lg ${dark ? "text-brand-100" : "text-muted"}`}>{lead}</p>}
    </header>
  );
}
