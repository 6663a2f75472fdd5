export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, such as the marketing claims, shown as text. */
export function Stats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-card border border-line bg-white p-6 text-center shadow-card">
          <dt className="order-2 mt-2 text-muted">{stat.label}</dt>
          <dd className="order-1 text-4xl font-extrabold tracking-tight text-accent-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
