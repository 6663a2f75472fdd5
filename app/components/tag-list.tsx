/** Short labels, such as skills or tools, as a row of chips. */
export function TagList({ tags, tone = "light" }: { tags: readonly string[]; tone?: "light" | "dark" }) {
  const chip = tone === "dark" ? "bg-white/10 text-brand-100" : "bg-brand-50 text-brand-800";
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full px-3 py-1 text-sm font-medium ${chip}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
