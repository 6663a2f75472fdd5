import type { SimpleIcon } from "simple-icons";

/** Technology logos with their names, as a row of chips. */
export function ToolLogos({ tools, label }: { tools: readonly SimpleIcon[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tools.map((tool) => (
        <li
          key={tool.slug}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium text-brand-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill={`#${tool.hex}`}>
            <path d={tool.path} />
          </svg>
          {tool.title}
        </li>
      ))}
    </ul>
  );
}
