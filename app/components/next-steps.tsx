import { ShieldCheck } from "~/components/icons";
import { useTranslation } from "react-i18next";
import type { Namespace } from "~/i18n/namespaces";

/** "What happens next" beside a form: three steps and the data-protection reassurance. */
export function NextSteps({ namespace, page }: { namespace: Namespace; page: string }) {
  const { t } = useTranslation(namespace);
  const title = t(`${page}.next.title` as never) as unknown as string;
  const steps = t(`${page}.next.steps` as never, { returnObjects: true }) as unknown as string[];
  const reassurance = t(`${page}.reassurance` as never) as unknown as string;
  return (
    <aside aria-labelledby="next-steps-title" className="rounded-card bg-surface p-6 sm:p-8">
      <h2 id="next-steps-title" className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ol className="mt-6 space-y-5">
        {Array.isArray(steps) &&
          steps.map((step, index) => (
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
