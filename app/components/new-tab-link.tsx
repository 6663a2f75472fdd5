import type { ComponentProps } from "react";

/**
 * A link that opens in a new tab. The page it opens gets no handle on this one
 * (`noopener`); another site is not told which page sent the visitor
 * (`noreferrer`), while the site's own documents may be (`sameSite`).
 */
export function NewTabLink({ sameSite = false, ...props }: ComponentProps<"a"> & { sameSite?: boolean }) {
  return <a target="_blank" rel={sameSite ? "noopener" : "noopener noreferrer"} {...props} />;
}
