import type { ReactNode } from "react";
import type { IconItem } from "~/components/icons";
import { IconTile } from "~/components/icon-tile";
import { Section } from "~/components/section";

/** A borderless feature: icon, title and a line of text, for dark or quiet sections. */
export function IconFeature({
  icon,
  title,
  text,
  tone = "light",
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className="flex gap-4 sm:block">
      <IconTile tone={dark ? "glass" : "soft"} className="sm:mb-5">
        {icon}
      </IconTile>
      <div>
        <h3 className={`text-lg font-bold ${dark ? "text-white" : "text-brand-900"}`}>{title}</h3>
        <p className={`mt-2 ${dark ? "text-brand-100" : "text-muted"}`}>{text}</p>
      </div>
    </div>
  );
}

/** A section's `<page>.<section>` copy: its header, and each feature's title and text by id. */
export interface IconFeatureSectionCopy<Id extends string = string> {
  eyebrow: string;
  title: string;
  lead?: string;
  items: Record<Id, { title: string; text: string }>;
}

/** Three features in one row; four, or eight, in rows of four; any other count in rows of three. */
function columnsFor(count: number): string {
  if (count === 3) return "md:grid-cols-3";
  return count % 4 === 0 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2 lg:grid-cols-3";
}

/**
 * A section of icon features: the page's list gives their order and icons, its
 * copy (`t("<page>.<section>", { returnObjects: true })`) their words, so a
 * feature whose copy is missing fails to compile. On a dark section the
 * features are light on dark.
 */
export function IconFeatureSection<Id extends string>({
  id,
  tone = "white",
  copy,
  items,
}: {
  id: string;
  tone?: "white" | "surface" | "dark";
  copy: IconFeatureSectionCopy<NoInfer<Id>>;
  items: readonly IconItem<Id>[];
}) {
  return (
    <Section id={id} tone={tone} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <ul className={`grid gap-10 ${columnsFor(items.length)}`}>
        {items.map(({ id: itemId, icon: Icon }) => (
          <li key={itemId}>
            <IconFeature
              tone={tone === "dark" ? "dark" : "light"}
              icon={<Icon className="size-6" />}
              title={copy.items[itemId].title}
              text={copy.items[itemId].text}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
