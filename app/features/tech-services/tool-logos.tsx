import { TOOL_TITLES, ToolLogo, type ToolSlug } from "~/features/tools/tool-logo";

/** A row of technology logos, each named for assistive technology. */
export function ToolLogos({ title, tools }: { title: string; tools: readonly ToolSlug[] }) {
  return (
    <div className="pt-2">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-800">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2.5">
        {tools.map((tool) => (
          <li
            key={tool}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3.5 pl-2.5 text-sm font-medium text-brand-900 shadow-sm"
          >
            <ToolLogo slug={tool} className="size-5 shrink-0" />
            <span aria-hidden="true">{TOOL_TITLES[tool]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
