import type { ImageValue } from "../../contracts/media";
import { ResponsiveImage } from "./responsive-image";

/**
 * A person's portrait, round, beside their name: decorative (`alt=""`), as the
 * name next to it says who it is. Reserved at its size, loaded as it nears the screen.
 * An uploaded photo (`image`) is cropped square around its focal point; the drawn one otherwise.
 */
export function Avatar({ src, image, size = "md" }: { src: string; image?: ImageValue; size?: "md" | "lg" }) {
  const pixels = size === "lg" ? 96 : 56;
  if (image) {
    return (
      <ResponsiveImage
        image={image}
        sizes={`${pixels}px`}
        decorative
        width={pixels}
        height={pixels}
        className={`shrink-0 rounded-full bg-surface object-cover ring-1 ring-line ${size === "lg" ? "size-24" : "size-14"}`}
      />
    );
  }
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
