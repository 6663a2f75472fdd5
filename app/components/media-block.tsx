import type { ReactNode } from "react";

interface MediaBlockProps {
  title: ReactNode;
  children: ReactNode;
  media: ReactNode;
  /** Puts the media on the right on wide screens; alternate it down a page. */
  reverse?: boolean;
  eyebrow?: ReactNode;
  headingLevel?: "h2" | "h3";
}

/** An image beside text, the page's storytelling unit. */
export function MediaBlock({ title, children, media, reverse = false, eyebrow, headingLevel: Heading = "h2" }: MediaBlockProps) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className={reverse ? "lg:order-2" : ""}>{media}</div>
      <div>
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>}
        <Heading className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</Heading>
        <div className="mt-4 space-y-4 text-lg text-muted">{children}</div>
      </div>
    </div>
  );
}

/** A media block told by one copy object: its eyebrow, its title and its paragraphs. */
export function StoryBlock({ copy, media }: { copy: { eyebrow: string; title: string; paragraphs: string[] }; media: ReactNode }) {
  return (
    <MediaBlock eyebrow={copy.eyebrow} title={copy.title} media={media}>
      {copy.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </MediaBlock>
  );
}
