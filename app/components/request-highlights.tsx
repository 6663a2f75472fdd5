import { CircleCheck } from "~/components/icons";

/** The promises beside a request form's heading, from the page's `<page>.highlights` copy (title and list). */
export function RequestHighlights({ copy: { title, items } }: { copy: { title: string; items: readonly string[] } }) {
  return (
    <div className="w-full max-w-md rounded-card border border-white/15 bg-white/5 p-8 backdrop-blur-sm">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{title}</p>
      <ul className="mt-6 space-y-5">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-lg text-white">
            <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
