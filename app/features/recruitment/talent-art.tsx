import { BannerScene, GlassPanel, TitleLines } from "~/components/banner-art-kit";

/** Banner art of the recruitment pages: shortlisted profiles under a magnifying glass. */
export function TalentArt() {
  return (
    <BannerScene sheen={{ id: "talent-glass" }}>
      <GlassPanel sheen="talent-glass" x={40} y={30} width={260} height={150} rx={20} />
      <circle cx="86" cy="80" r="24" fill="#2f66b3" />
      <TitleLines x={124} y={66} widths={[120, 80]} on="glass" />
      <rect x="62" y="128" width="60" height="20" rx="10" fill="#ffffff" fillOpacity="0.15" />
      <rect x="130" y="128" width="74" height="20" rx="10" fill="#ffffff" fillOpacity="0.15" />
      <rect x="100" y="150" width="300" height="176" rx="20" fill="#ffffff" />
      <circle cx="150" cy="202" r="28" fill="#ccfbf1" />
      <circle cx="150" cy="194" r="10" fill="#0f766e" />
      <path d="M132 220 a18 14 0 0 1 36 0" fill="#0f766e" />
      <rect x="192" y="186" width="140" height="12" rx="6" fill="#0b1b33" fillOpacity="0.85" />
      <rect x="192" y="206" width="96" height="8" rx="4" fill="#0b1b33" fillOpacity="0.25" />
      <rect x="124" y="250" width="64" height="22" rx="11" fill="#f2f6fc" />
      <rect x="196" y="250" width="80" height="22" rx="11" fill="#f2f6fc" />
      <rect x="284" y="250" width="56" height="22" rx="11" fill="#f2f6fc" />
      <rect x="124" y="290" width="250" height="10" rx="5" fill="#e2e8f0" />
      <rect x="124" y="290" width="228" height="10" rx="5" fill="#0f766e" />
      <g transform="translate(318 40)">
        <circle cx="60" cy="60" r="52" fill="#12284a" fillOpacity="0.6" stroke="#5eead4" strokeWidth="10" />
        <path d="M98 98 l44 44" stroke="#5eead4" strokeWidth="16" strokeLinecap="round" />
        <path d="M36 62 l16 16 l32 -34" fill="none" stroke="#f59e0b" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <rect x="250" y="340" width="190" height="44" rx="22" fill="#12284a" stroke="#ffffff" strokeOpacity="0.15" />
      <circle cx="276" cy="362" r="10" fill="#2dd4bf" />
      <rect x="296" y="357" width="120" height="10" rx="5" fill="#ffffff" fillOpacity="0.5" />
    </BannerScene>
  );
}
