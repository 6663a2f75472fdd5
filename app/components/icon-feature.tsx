import type { ReactNode } from "react";

/** A borderless feature: icon, title and a line of text, for dark or quiet sections. */
export function IconFeature({
  icon,
  title,
  text,
  tone = "light",
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className="flex gap-4 sm:block">
      <span
        aria-hidden="true"
        className={`inline-flex size-12 shrink-0 sm:mb-5 items-center justify-center rounded-xl ${dark ? "bg-accent-400/15 text-accent-300" : "bg-accent-100 text-accent-800"}`}
      >
        {icon}
      </span>
      <div>
        <h3 className={`text-lg font-bold ${dark ? "text-white" : "text-brand-900"}`}>{title}</h3>
        <p className={`mt-2 ${dark ? "text-brand-100" : "text-muted"}`}>{text}</p>
      </div>
    </div>
  );
}
