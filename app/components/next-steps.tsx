import { ShieldCheck } from "~/components/icons";

interface NextStepsProps {
  /** The page's `<page>.next` copy: a title and the steps. */
  copy: { title: string; steps: readonly string[] };
  reassurance: string;
}

/** "What happens next" beside a form: three steps and the data-protection reassurance. */
export function NextSteps({ copy: { title, steps }, reassurance }: NextStepsProps) {
  return (
    <aside aria-labelledby="next-steps-title" className="rounded-card bg-surface p-6 sm:p-8">
      <h2 id="next-steps-title" className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ol className="mt-6 space-y-5">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-1 text-muted">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-8 flex gap-3 border-t border-line pt-6 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
        {reassurance}
      </p>
    </aside>
  );
}
