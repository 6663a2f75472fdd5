/**
 * A person's portrait, round, beside their name: decorative (`alt=""`), as the
 * name next to it says who it is. Reserved at its size, loaded as it nears the screen.
 */
export function Avatar({ src, size = "md" }: { src: string; size?: "md" | "lg" }) {
  const pixels = size === "lg" ? 96 : 56;
  return (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-surface object-cover ring-1 ring-line ${size === "lg" ? "size-24" : "size-14"}`}
    />
  );
}
