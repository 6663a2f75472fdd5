import type { ReactNode } from "react";

/** A closing call to action: a dark band with a title, a line of text and buttons. */
export function CtaBand({ title, text, actions, id }: { title: ReactNode; text?: ReactNode; actions: ReactNode; id?: string }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="render-near-view bg-white py-16 sm:py-20">
      <div className="container-page">
        <GlowPanel glow="bg-[radial-gradient(40rem_20rem_at_100%_0%,rgb(45_212_191/0.3),transparent)]">
          <div className="flex flex-col items-start justify-between gap-8 lg:flex-row lg:items-center">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-headline font-bold tracking-tight">
                {title}
              </h2>
              {text && <p className="mt-4 text-lg text-brand-100">{text}</p>}
            </div>
            <div className="flex flex-wrap gap-3">{actions}</div>
          </div>
        </GlowPanel>
      </div>
    </section>
  );
}

/** The brand's dark blue in a rounded panel, lit by `glow`: the classes of its background's radial gradients. */
export function GlowPanel({ glow, children }: { glow: string; children: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-12 text-white sm:px-12 sm:py-16">
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${glow}`} />
      {children}
    </div>
  );
}
