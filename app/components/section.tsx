import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  className?: string;
  tone?: "white" | "surface" | "dark";
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

export function Section({ id, className = "", tone = "white", eyebrow, title, lead, align = "start", children }: SectionProps) {
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
          <header className={`mb-10 max-w-3xl sm:mb-14 ${centered}`}>
            {eyebrow && (
              <p
                className={`mb-3 text-sm font-semibold uppercase tracking-wider ${tone === "dark" ? "text-accent-300" : "text-accent-700"}`}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className="text-headline font-bold tracking-tight">
                {title}
              </h2>
            )}
            {lead && <p className={`mt-4 text-lg ${tone === "dark" ? "text-brand-100" : "text-muted"}`}>{lead}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
