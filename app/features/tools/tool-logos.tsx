import { TOOL_TITLES, ToolLogo, type ToolSlug } from "./tool-logo";

/** Under a heading everyone sees, or named for assistive technology only (where the card around it says what they are). */
type ToolLogosName = { heading: string; label?: never } | { label: string; heading?: never };

/** A row of technology logos with their names, each logo named for assistive technology. */
export function ToolLogos({ tools, heading, label }: { tools: readonly ToolSlug[] } & ToolLogosName) {
  const chips = tools.map((tool) => (
    <li
      key={tool}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3.5 pl-2.5 text-sm font-medium text-brand-900 shadow-sm"
    >
      <ToolLogo slug={tool} className="size-5 shrink-0" />
      <span aria-hidden="true">{TOOL_TITLES[tool]}</span>
    </li>
  ));
  if (!heading) {
    return (
      <>
        <p className="sr-only">{label}</p>
        <ul className="flex flex-wrap gap-2.5">{chips}</ul>
      </>
    );
  }
  return (
    <div className="pt-2">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-800">{heading}</h3>
      <ul className="mt-3 flex flex-wrap gap-2.5">{chips}</ul>
    </div>
  );
}
