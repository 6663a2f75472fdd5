import { ChevronLeft, ChevronRight } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import type { PaginationModel } from "./pagination";

const cell = "inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold";

export function PaginationNav({ model, hrefFor }: { model: PaginationModel; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("blog");
  if (model.pageCount <= 1) return null;
  const arrow = (target: number | null, label: string, icon: React.ReactNode) =>
    target === null ? (
      <button type="button" disabled aria-label={label} className={`${cell} cursor-not-allowed text-slate-400`}>
        {icon}
      </button>
    ) : (
      <a href={hrefFor(target)} aria-label={label} className={`${cell} text-brand-900 hover:bg-brand-50`}>
        {icon}
      </a>
    );
  return (
    <nav aria-label={t("listView.pagination.label")} className="mt-12 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{arrow(model.previous, t("listView.pagination.previous"), <ChevronLeft aria-hidden="true" className="size-5" />)}</li>
        {model.items.map((item) =>
          item.type === "ellipsis" ? (
            <li key={item.key} aria-hidden="true" className={`${cell} text-muted`}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={hrefFor(item.page)}
                aria-label={t("listView.pagination.page", { page: item.page })}
                aria-current={item.current ? "page" : undefined}
                className={`${cell} ${item.current ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-brand-50"}`}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>{arrow(model.next, t("listView.pagination.next"), <ChevronRight aria-hidden="true" className="size-5" />)}</li>
      </ul>
      <p className="text-sm text-muted">{t("listView.pagination.status", { page: model.page, count: model.pageCount })}</p>
    </nav>
  );
}
