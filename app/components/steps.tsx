export interface Step {
  title: string;
  text: string;
}

/** A numbered process: a row on wide screens, a column on phones. */
export function Steps({ steps, tone = "light" }: { steps: Step[]; tone?: "light" | "dark" }) {
  const columns = steps.length >= 5 ? "lg:grid-cols-5" : steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-8 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className={`mb-4 flex size-11 items-center justify-center rounded-full text-lg font-bold ${tone === "dark" ? "bg-accent-400 text-brand-950" : "bg-brand-900 text-white"}`}
          >
            {index + 1}
          </span>
          <h3 className={`text-lg font-bold ${tone === "dark" ? "text-white" : "text-brand-900"}`}>{step.title}</h3>
          <p className={`mt-2 ${tone === "dark" ? "text-brand-100" : "text-muted"}`}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
