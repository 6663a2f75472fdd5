import { AvatarRow, BannerScene, GlassPanel, TitleLines } from "~/components/banner-art-kit";

/** Banner art of the consulting pages: a project board run by a small expert team. */
export function ConsultingArt() {
  return (
    <BannerScene sheen={{ id: "consulting-glass" }}>
      <GlassPanel sheen="consulting-glass" x={60} y={24} width={390} height={260} />
      <TitleLines x={88} y={52} widths={[130, 84]} on="glass" />
      {[0, 1, 2].map((column) => (
        <g key={column} transform={`translate(${88 + column * 118} 98)`}>
          <rect width="104" height="8" rx="4" fill="#ffffff" fillOpacity="0.3" />
          <rect y="20" width="104" height="46" rx="10" fill="#ffffff" fillOpacity={column === 2 ? 0.22 : 0.12} />
          <rect x="12" y="32" width="60" height="7" rx="3.5" fill="#ffffff" fillOpacity="0.55" />
          <rect
            x="12"
            y="46"
            width="40"
            height="7"
            rx="3.5"
            fill={column === 2 ? "#2dd4bf" : "#ffffff"}
            fillOpacity={column === 2 ? 1 : 0.3}
          />
          {column < 2 && (
            <>
              <rect y="76" width="104" height="46" rx="10" fill="#ffffff" fillOpacity="0.12" />
              <rect x="12" y="88" width="70" height="7" rx="3.5" fill="#ffffff" fillOpacity="0.45" />
              <rect x="12" y="102" width="48" height="7" rx="3.5" fill="#ffffff" fillOpacity="0.25" />
            </>
          )}
        </g>
      ))}
      <path d="M310 244 h100" stroke="#2dd4bf" strokeWidth="6" strokeLinecap="round" />
      <path d="M310 244 h64" stroke="#5eead4" strokeWidth="6" strokeLinecap="round" />
      <g>
        <rect x="10" y="236" width="230" height="140" rx="18" fill="#ffffff" />
        <AvatarRow x={34} y={262} colors={["#2f66b3", "#0f766e", "#f59e0b"]} size={36} step={34} />
        <TitleLines x={150} y={268} widths={[66, 44]} on="card" />
        <rect x="34" y="322" width="182" height="10" rx="5" fill="#e2e8f0" />
        <rect x="34" y="322" width="136" height="10" rx="5" fill="#0f766e" />
        <rect x="34" y="344" width="96" height="8" rx="4" fill="#0b1b33" fillOpacity="0.2" />
      </g>
      <g transform="translate(360 296)">
        <circle cx="48" cy="48" r="48" fill="#12284a" stroke="#ffffff" strokeOpacity="0.15" />
        <circle cx="48" cy="48" r="32" fill="none" stroke="#2f66b3" strokeWidth="8" />
        <circle cx="48" cy="48" r="16" fill="none" stroke="#2dd4bf" strokeWidth="8" />
        <circle cx="48" cy="48" r="5" fill="#f59e0b" />
      </g>
    </BannerScene>
  );
}
