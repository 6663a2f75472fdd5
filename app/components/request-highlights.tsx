import { CircleCheck, type LucideIcon } from "~/components/icons";

interface RequestHighlightsProps {
  /** The page's `<page>.highlights` copy: a title and the promises. */
  copy: { title: string; items: readonly string[] };
  /**
   * `banner`: the banner's aside, light on dark beside the page's heading (wide
   * screens only, as every banner aside); `card`: a card with its own heading
   * beside the form, each promise with an icon.
   */
  variant?: "banner" | "card";
  /** One icon per promise, in order, repeated if there are more promises; check marks without. */
  icons?: readonly LucideIcon[];
}

/** Why a company or a candidate can trust the request it is about to send, on a request form's page. */
export function RequestHighlights({ copy: { title, items }, variant = "banner", icons = [CircleCheck] }: RequestHighlightsProps) {
  const card = variant === "card";
  const list = (
    <ul className="mt-6 space-y-5">
      {items.map((item, index) => {
        const Icon = icons[index % icons.length] ?? CircleCheck;
        return card ? (
          <li key={item} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
            >
              <Icon className="size-5" />
            </span>
            <span className="pt-2 text-muted">{item}</span>
          </li>
        ) : (
          <li key={item} className="flex gap-3 text-lg text-white">
            <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
            {item}
          </li>
        );
      })}
    </ul>
  );
  if (card) {
    return (
      <section aria-labelledby="request-highlights-title" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <h2 id="request-highlights-title" className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        {list}
      </section>
    );
  }
  return (
    <div className="w-full max-w-md rounded-card border border-white/15 bg-white/5 p-8 backdrop-blur-sm">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{title}</p>
      {list}
    </div>
  );
}
