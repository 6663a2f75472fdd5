const palettes = ["bg-accent-100 text-accent-800", "bg-brand-100 text-brand-800", "bg-warm-100 text-brand-900"];

/** A portrait stand-in: the person's initials on a brand colour. */
export function Avatar({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  const palette = palettes[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palettes.length];
  const dimensions = size === "lg" ? "size-20 text-2xl" : "size-14 text-lg";
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold ${dimensions} ${palette}`}>
      {initials}
    </span>
  );
}
