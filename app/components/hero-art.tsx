import { BannerScene, Columns, GlassPanel, TitleLines } from "./banner-art-kit";

/** The banner's illustration: an abstract dashboard of the kind of outcomes the company sells. */
export function HeroArt() {
  return (
    <BannerScene
      sheen={{ id: "hero-card" }}
      defs={
        <>
          <linearGradient id="hero-line" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#2dd4bf" />
            <stop offset="1" stopColor="#5eead4" />
          </linearGradient>
          <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2dd4bf" stopOpacity="0.35" />
            <stop offset="1" stopColor="#2dd4bf" stopOpacity="0" />
          </linearGradient>
        </>
      }
    >
      <GlassPanel sheen="hero-card" x={40} y={30} width={400} height={250} />
      <circle cx="70" cy="58" r="5" fill="#f87171" />
      <circle cx="88" cy="58" r="5" fill="#fbbf24" />
      <circle cx="106" cy="58" r="5" fill="#34d399" />
      <TitleLines x={70} y={88} widths={[120, 80]} on="glass" />
      <path d="M70 240 L120 205 L170 215 L220 170 L270 182 L320 132 L370 145 L410 100 L410 260 L70 260 Z" fill="url(#hero-area)" />
      <path
        d="M70 240 L120 205 L170 215 L220 170 L270 182 L320 132 L370 145 L410 100"
        fill="none"
        stroke="url(#hero-line)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="410" cy="100" r="7" fill="#5eead4" stroke="#0b1b33" strokeWidth="3" />
      <rect x="300" y="80" width="110" height="8" rx="4" fill="#ffffff" fillOpacity="0.2" />
      <g transform="translate(0 0)">
        <rect x="0" y="250" width="210" height="120" rx="18" fill="#ffffff" />
        <rect x="22" y="274" width="40" height="40" rx="12" fill="#ccfbf1" />
        <path d="M33 296 l6 6 l12 -14" fill="none" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <TitleLines x={76} y={278} widths={[100, 70]} on="card" gap={20} />
        <rect x="22" y="332" width="166" height="10" rx="5" fill="#e2e8f0" />
        <rect x="22" y="332" width="120" height="10" rx="5" fill="#0f766e" />
      </g>
      <g>
        <rect x="300" y="230" width="170" height="150" rx="18" fill="#12284a" stroke="#ffffff" strokeOpacity="0.15" />
        <Columns
          x={322}
          base={360}
          step={28}
          width={18}
          columns={[
            [40, "#2f66b3"],
            [60, "#2f66b3"],
            [78, "#2dd4bf"],
            [98, "#5eead4"],
          ]}
        />
        <rect x="322" y="252" width="70" height="8" rx="4" fill="#ffffff" fillOpacity="0.5" />
      </g>
    </BannerScene>
  );
}
