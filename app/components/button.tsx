import type { ComponentProps, ReactNode } from "react";
import { ArrowRight } from "~/components/island-icons";
import { NewTabLink } from "~/components/new-tab-link";

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

/**
 * A button-styled link to a page of the site, or to a section of this page
 * (`#form`): the browser scrolls there and the next Tab starts from it.
 */
export function LinkButton({
  variant,
  size,
  className = "",
  to,
  ...props
}: Omit<ComponentProps<"a">, "href"> & StyleProps & { to: string }) {
  return <a href={to} className={buttonClass({ variant, size }, className)} {...props} />;
}

/** A button-styled link to another site, opened in a new tab. */
export function ExternalLinkButton({ variant, size, className = "", ...props }: ComponentProps<"a"> & StyleProps) {
  return <NewTabLink className={buttonClass({ variant, size }, className)} {...props} />;
}

/** Where a call to action leads: a page of the site or a section of this one (`to`), or another site (`href`), opened in a new tab. */
export type Action = { to: string } | { href: string };

/** A page's main call to action on a dark banner or band: a large light button with an arrow. */
export function ActionButton({ action, children }: { action: Action; children: ReactNode }) {
  const content = (
    <>
      {children}
      <ArrowRight aria-hidden="true" className="size-5" />
    </>
  );
  return "to" in action ? (
    <LinkButton to={action.to} size="lg" variant="light">
      {content}
    </LinkButton>
  ) : (
    <ExternalLinkButton href={action.href} size="lg" variant="light">
      {content}
    </ExternalLinkButton>
  );
}
