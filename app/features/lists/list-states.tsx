import { RefreshCw } from "~/components/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "~/components/button";

/** What a list shows while it loads on a client navigation. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-live="polite" className="flex items-center justify-center gap-3 py-20 text-muted">
      <span aria-hidden="true" className="size-7 animate-spin rounded-full border-[3px] border-brand-100 border-t-accent-700" />
      <span>{label}</span>
    </div>
  );
}

/** A list that could not load, or has nothing: a clear message, and a retry for failures. */
export function ListMessage({ children, retry = false, icon }: { children: ReactNode; retry?: boolean; icon?: ReactNode }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div
      role={retry ? "alert" : "status"}
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-card border border-line bg-surface px-6 py-12 text-center"
    >
      {icon}
      <p className="text-lg text-ink">{children}</p>
      {retry && (
        <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("actions.retry")}
        </Button>
      )}
    </div>
  );
}
