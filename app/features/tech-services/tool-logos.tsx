import type { SimpleIcon } from "simple-icons";

/** Relative luminance of a hex colour, to keep pale brand colours legible on white. */
function luminance(hex: string): number {
  const channels = [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function logoColour(icon: SimpleIcon): string {
  const contrastOnWhite = 1.05 / (luminance(icon.hex) + 0.05);
  return contrastOnWhite < 2.5 ? "#12284a" : `#${icon.hex}`;
}

/** A row of technology logos, each named for assistive technology. */
export function ToolLogos({ title, tools }: { title: string; tools: readonly SimpleIcon[] }) {
  return (
    <div className="pt-2">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-800">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2.5">
        {tools.map((tool) => (
          <li
            key={tool.slug}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3.5 pl-2.5 text-sm font-medium text-brand-900 shadow-sm"
          >
            <svg role="img" aria-label={tool.title} viewBox="0 0 24 24" className="size-5 shrink-0" fill={logoColour(tool)}>
              <path d={tool.path} />
            </svg>
            <span aria-hidden="true">{tool.title}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
