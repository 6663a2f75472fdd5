import type { ReactNode } from "react";
import type { IconItem } from "~/components/icons";
import { IconTile } from "./icon-tile";

interface CardProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  headingLevel?: "h2" | "h3";
}

export function Card({ icon, title, children, footer, className = "", headingLevel: Heading = "h3" }: CardProps) {
  return (
    <article className={`flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8 ${className}`}>
      {icon && <IconTile className="mb-5">{icon}</IconTile>}
      <Heading className="text-xl font-bold text-brand-900">{title}</Heading>
      {children && <div className="mt-3 flex-1 text-muted">{children}</div>}
      {footer && <div className="mt-6">{footer}</div>}
    </article>
  );
}

export function Grid({ children, columns = 3, className = "" }: { children: ReactNode; columns?: 2 | 3 | 4; className?: string }) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return <div className={`grid gap-6 ${cols} ${className}`}>{children}</div>;
}

/**
 * Five cards as a list in two rows on wide screens, three and then two wider
 * ones (any more, two to a row); two to a row on tablets. `children` draws
 * one item's card.
 */
export function ThreeTwoGrid<Item extends { id: string }>({
  items,
  children,
}: {
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
      {items.map((item, index) => (
        <li key={item.id} className={index < 3 ? "lg:col-span-2" : "lg:col-span-3"}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A grid of icon cards: the page's list gives each card's id and icon, its
 * copy (`t("<page>.<section>.items", { returnObjects: true })`) each card's
 * title and text by id, so a card without copy fails to compile.
 */
export function IconCardGrid<Id extends string>({
  items,
  copy,
  columns,
}: {
  items: readonly IconItem<Id>[];
  copy: Record<NoInfer<Id>, { title: string; text: string }>;
  columns?: 2 | 3 | 4;
}) {
  return (
    <Grid columns={columns}>
      {items.map(({ id, icon: Icon }) => (
        <Card key={id} icon={<Icon className="size-6" />} title={copy[id].title}>
          {copy[id].text}
        </Card>
      ))}
    </Grid>
  );
}
