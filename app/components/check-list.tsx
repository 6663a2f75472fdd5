import { CircleCheck } from "~/components/icons";

/** A list of short claims, each with a check mark; `className` adds to the list's (`text-base` inside a larger text). */
export function CheckList({ items, tone = "light", className }: { items: readonly string[]; tone?: "light" | "dark"; className?: string }) {
  return (
    <ul className={className ? `space-y-3 ${className}` : "space-y-3"}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone === "dark" ? "text-accent-300" : "text-accent-700"}`} />
          <span className={tone === "dark" ? "text-brand-100" : "text-ink"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
