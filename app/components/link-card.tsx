import { ArrowRight, type IconLink } from "~/components/icons";
import type { ReactNode } from "react";
import { IconTile } from "./icon-tile";

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
      {icon && <IconTile className={row ? "" : "mb-5"}>{icon}</IconTile>}
      <div className="flex flex-1 flex-col">
        <Heading className="text-xl font-bold text-brand-900">{title}</Heading>
        {text && <span className={`flex-1 text-muted ${row ? "mt-2" : "mt-3"}`}>{text}</span>}
        <CardCta className={row ? "mt-4" : "mt-6"}>{cta}</CardCta>
      </div>
    </a>
  );
}

/**
 * A card's call to action, its arrow moving on when the card is hovered.
 * `decorative` where the card's link is its title, stretched over the card:
 * the words would only repeat the link's.
 */
export function CardCta({
  className = "",
  decorative = false,
  children,
}: {
  className?: string;
  decorative?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      aria-hidden={decorative || undefined}
      className={`inline-flex items-center gap-2 font-semibold text-accent-700 group-hover:gap-3 ${className}`}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-all" />
    </span>
  );
}

/** Two cards side by side, three in a row, fours in rows of four; any other count in rows of three. */
function columnsFor(count: number): string {
  if (count === 2) return "md:grid-cols-2";
  if (count === 3) return "md:grid-cols-3";
  return count % 4 === 0 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-2 lg:grid-cols-3";
}

/**
 * A list of link cards: the page's list gives each card's id, destination and
 * icon, its copy (`t("<page>.<section>.items", { returnObjects: true })`) each
 * card's title, text and call to action by id, so a card without copy fails
 * to compile. `row` stacks the cards, each with its icon beside the text.
 */
export function LinkCardList<Id extends string>({
  items,
  copy,
  layout = "column",
}: {
  items: readonly IconLink<Id>[];
  copy: Record<NoInfer<Id>, { title: string; text: string; cta: string }>;
  layout?: "column" | "row";
}) {
  return (
    <ul className={layout === "row" ? "grid gap-4" : `grid gap-6 ${columnsFor(items.length)}`}>
      {items.map(({ id, to, icon: Icon }) => (
        <li key={id}>
          <LinkCard
            to={to}
            icon={<Icon className="size-6" />}
            title={copy[id].title}
            text={copy[id].text}
            cta={copy[id].cta}
            layout={layout}
          />
        </li>
      ))}
    </ul>
  );
}
