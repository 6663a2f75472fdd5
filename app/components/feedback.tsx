import type { ReactNode } from "react";

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-muted">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-brand-100 border-t-accent-700" />
      <span>{label}</span>
    </div>
  );
}

export function Alert({ tone = "danger", children }: { tone?: "danger" | "info"; children: ReactNode }) {
  const tones = {
    danger: "border-danger-700/30 bg-danger-50 text-danger-700",
    info: "border-brand-500/30 bg-brand-50 text-brand-800",
  };
  return (
    <div role="alert" className={`rounded-control border px-4 py-3 text-sm font-medium ${tones[tone]}`}>
      {children}
    </div>
  );
}
