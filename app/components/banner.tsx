import type { ReactNode } from "react";

interface BannerProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
}

/** The hero at the top of every page: its one <h1>. */
export function Banner({ eyebrow, title, lead, actions, aside }: BannerProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(45_212_191/0.28),transparent),radial-gradient(40rem_30rem_at_-10%_110%,rgb(47_102_179/0.45),transparent)]"
      />
      <div className="container-page grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          {eyebrow && <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>}
          <h1 className="text-display font-extrabold tracking-tight">{title}</h1>
          {lead && <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{lead}</p>}
          {actions && <div className="mt-9 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="hidden w-full max-w-lg justify-self-end lg:block">{aside}</div>}
      </div>
    </section>
  );
}
