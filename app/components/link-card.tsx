import { ArrowRight } from "~/components/icons";
import type { ReactNode } from "react";

interface LinkCardProps {
  to: string;
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  cta: ReactNode;
  headingLevel?: "h2" | "h3";
  /** `row` puts the icon beside the text, for stacked lists of cards. */
  layout?: "column" | "row";
}

/** A card that is one link as a whole: icon, title, a line of text and the call to action. */
export function LinkCard({ to, icon, title, text, cta, headingLevel: Heading = "h3", layout = "column" }: LinkCardProps) {
  const row = layout === "row";
  return (
    <a
      href={to}
      className={`group flex h-full rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-raised ${row ? "gap-5" : "flex-col sm:p-8"}`}
    >
      {icon && (
        <span
          aria-hidden="true"
          className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800 ${row ? "" : "mb-5"}`}
        >
          {icon}
        </span>
      )}
      <div className="flex flex-1 flex-col">
        <Heading className="text-xl font-bold text-brand-900">{title}</Heading>
        {text && <span className={`flex-1 text-muted ${row ? "mt-2" : "mt-3"}`}>{text}</span>}
        <span className={`inline-flex items-center gap-2 font-semibold text-accent-700 group-hover:gap-3 ${row ? "mt-4" : "mt-6"}`}>
          {cta}
          <ArrowRight aria-hidden="true" className="size-4 transition-all" />
        </span>
      </div>
    </a>
  );
}
