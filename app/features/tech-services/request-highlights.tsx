import { Award, FileSignature, Users } from "~/components/icons";
import { useTranslation } from "react-i18next";

const ICONS = [Users, Award, FileSignature] as const;

/** Why a company can trust the request it is about to send: shown beside the tech services form. */
export function RequestHighlights() {
  const { t } = useTranslation("techservices");
  const items = t("request.highlights.items", { returnObjects: true });
  return (
    <section aria-labelledby="request-highlights-title" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 id="request-highlights-title" className="text-xl font-bold text-brand-900">
        {t("request.highlights.title")}
      </h2>
      <ul className="mt-6 space-y-5">
        {items.map((item, index) => {
          const Icon = ICONS[index % ICONS.length] ?? Users;
          return (
            <li key={item} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
              >
                <Icon className="size-5" />
              </span>
              <span className="pt-2 text-muted">{item}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
