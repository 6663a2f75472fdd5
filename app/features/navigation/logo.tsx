export function Logo({ brand, inverted = false }: { brand: string; inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0" role="presentation">
        <rect width="40" height="40" rx="11" fill={inverted ? "#ffffff" : "#0b1b33"} />
        <path d="M9 29 19.5 10 31 29h-5.2l-6.3-11.6L13.9 29Z" fill={inverted ? "#0b1b33" : "#ffffff"} />
        <circle cx="29" cy="12" r="3.2" fill="#2dd4bf" />
      </svg>
      <span className={`text-lg font-extrabold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}>{brand}</span>
    </span>
  );
}
