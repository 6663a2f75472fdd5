import { TOOL_TITLES, ToolLogo, type ToolSlug } from "~/features/tools/tool-logo";

/** Technology logos with their names, as a row of chips. */
export function ToolLogos({ tools, label }: { tools: readonly ToolSlug[]; label: string }) {
  return (
    <>
      <p className="sr-only">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {tools.map((tool) => (
          <li
            key={tool}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium text-brand-800"
          >
            <ToolLogo slug={tool} decorative className="size-4" />
            {TOOL_TITLES[tool]}
          </li>
        ))}
      </ul>
    </>
  );
}
