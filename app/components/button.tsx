import type { ComponentProps } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary" | "ghost" | "light";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-accent-700 text-white shadow-sm hover:bg-accent-800",
  secondary: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-900 shadow-sm hover:bg-accent-100",
};
const sizes: Record<Size, string> = {
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-12 px-7 py-3 text-base",
};

interface StyleProps {
  variant?: Variant;
  size?: Size;
}

export function buttonClass({ variant = "primary", size = "md" }: StyleProps = {}, extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export function Button({ variant, size, className = "", type = "button", ...props }: ComponentProps<"button"> & StyleProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function LinkButton({ variant, size, className = "", onClick, ...props }: ComponentProps<typeof Link> & StyleProps) {
  const { to } = props;
  const jump = typeof to === "string" && to.startsWith("#") ? to : undefined;
  return (
    <Link
      className={buttonClass({ variant, size }, className)}
      onClick={(event) => {
        onClick?.(event);
        const plain = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
        if (jump && plain && !event.defaultPrevented) moveFocusTo(jump);
      }}
      {...props}
    />
  );
}

/**
 * A jump to a section of the same page takes keyboard focus there too: the
 * router only scrolls, which would leave focus (and the next Tab) in the banner.
 * The section is focusable only until focus leaves it, with no ring of its own.
 */
function moveFocusTo(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.classList.add("outline-none");
    target.addEventListener(
      "blur",
      () => {
        target.removeAttribute("tabindex");
        target.classList.remove("outline-none");
      },
      { once: true },
    );
  }
  target.focus({ preventScroll: true });
}

/** A button-styled link to another site, opened in a new tab. */
export function ExternalLinkButton({ variant, size, className = "", ...props }: ComponentProps<"a"> & StyleProps) {
  return <a target="_blank" rel="noopener noreferrer" className={buttonClass({ variant, size }, className)} {...props} />;
}
