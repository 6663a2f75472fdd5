import { BannerScene, GlassPanel, TitleLines } from "~/components/banner-art-kit";

/** Banner art of the VMA pages: a remote assistant beside the clinic's calendar and a patient's vitals. */
export function VmaArt() {
  const booked = new Set([1, 4, 6, 9, 12, 13, 17]);
  return (
    <BannerScene sheen={{ id: "vma-glass" }}>
      <GlassPanel sheen="vma-glass" x={120} y={20} width={340} height={250} />
      <TitleLines x={148} y={46} widths={[110, 70]} on="glass" />
      {Array.from({ length: 20 }, (_, index) => {
        const x = 148 + (index % 5) * 58;
        const y = 92 + Math.floor(index / 5) * 40;
        return (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="48"
            height="30"
            rx="8"
            fill={booked.has(index) ? "#2dd4bf" : "#ffffff"}
            fillOpacity={booked.has(index) ? 0.85 : 0.1}
          />
        );
      })}
      <g>
        <rect x="10" y="210" width="220" height="150" rx="18" fill="#ffffff" />
        <circle cx="64" cy="260" r="28" fill="#ccfbf1" />
        <circle cx="64" cy="252" r="10" fill="#0f766e" />
        <path d="M46 278 a18 14 0 0 1 36 0" fill="#0f766e" />
        <path d="M46 254 a18 18 0 0 1 36 0" fill="none" stroke="#0b1b33" strokeWidth="4" strokeLinecap="round" />
        <path d="M82 256 v6 a8 8 0 0 1 -8 8 h-4" fill="none" stroke="#0b1b33" strokeWidth="3" strokeLinecap="round" />
        <circle cx="86" cy="240" r="6" fill="#22c55e" stroke="#ffffff" strokeWidth="3" />
        <TitleLines x={108} y={244} widths={[96, 64]} on="card" />
        <rect x="32" y="306" width="150" height="26" rx="13" fill="#f2f6fc" />
        <rect x="46" y="315" width="90" height="8" rx="4" fill="#2f66b3" fillOpacity="0.6" />
        <rect x="100" y="338" width="110" height="8" rx="4" fill="#0b1b33" fillOpacity="0.15" />
      </g>
      <g>
        <rect x="270" y="240" width="200" height="140" rx="18" fill="#12284a" stroke="#ffffff" strokeOpacity="0.15" />
        <circle cx="306" cy="276" r="18" fill="#0f766e" />
        <path d="M306 266 v20 M296 276 h20" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
        <rect x="334" y="270" width="90" height="10" rx="5" fill="#ffffff" fillOpacity="0.5" />
        <path
          d="M290 340 h40 l10 -22 l14 40 l12 -30 l8 12 h70"
          fill="none"
          stroke="#5eead4"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </BannerScene>
  );
}
