import { CircleCheck } from "~/components/icons";
import { useTranslation } from "react-i18next";
import type { Namespace } from "~/i18n/namespaces";

/** The promises beside a request form's heading, from `<page>.highlights` (title and list). */
export function RequestHighlights({ namespace, page }: { namespace: Namespace; page: string }) {
  const { t } = useTranslation(namespace);
  const title = t(`${page}.highlights.title` as never) as unknown as string;
  const items = t(`${page}.highlights.items` as never, { returnObjects: true }) as unknown as string[];
  return (
    <div className="w-full max-w-md rounded-card border border-white/15 bg-white/5 p-8 backdrop-blur-sm">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{title}</p>
      <ul className="mt-6 space-y-5">
        {Array.isArray(items) &&
          items.map((item) => (
            <li key={item} className="flex gap-3 text-lg text-white">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
              {item}
            </li>
          ))}
      </ul>
    </div>
  );
}
