import { RefreshCw } from "~/components/icons";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { buttonClass } from "~/components/button";

/**
 * A list that could not load, or has nothing: a clear message, and for a
 * failure a link that loads the same page again (the page answers 503 then,
 * `pageStatus`, so no cache keeps it and the retry renders it anew).
 */
export function ListMessage({ children, retry = false, icon }: { children: ReactNode; retry?: boolean; icon?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div
      role={retry ? "alert" : "status"}
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-card border border-line bg-surface px-6 py-12 text-center"
    >
      {icon}
      <p className="text-lg text-ink">{children}</p>
      {retry && (
        <a href={pathname + search} className={buttonClass({ variant: "secondary" })}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("actions.retry")}
        </a>
      )}
    </div>
  );
}
