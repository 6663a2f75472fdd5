import { BannerScene, Columns, GlassPanel, TitleLines } from "~/components/banner-art-kit";

/** Banner art of the investment page: the Andes at sunrise, a pin on the map and rising returns. */
export function ColombiaArt() {
  return (
    <BannerScene
      sheen={{ id: "colombia-sky", to: 0.04, vertical: true }}
      defs={
        <clipPath id="colombia-frame">
          <rect x="40" y="24" width="400" height="260" rx="22" />
        </clipPath>
      }
    >
      <GlassPanel sheen="colombia-sky" x={40} y={24} width={400} height={260} />
      <g clipPath="url(#colombia-frame)">
        <circle cx="330" cy="130" r="46" fill="#f59e0b" fillOpacity="0.9" />
        <path d="M40 250 L120 150 L170 200 L240 110 L310 210 L360 170 L440 240 L440 290 L40 290 Z" fill="#2f66b3" fillOpacity="0.75" />
        <path d="M40 270 L100 215 L160 250 L230 180 L300 250 L380 210 L440 260 L440 290 L40 290 Z" fill="#0f766e" />
        <path d="M226 124 L240 110 L254 130 L246 126 L240 134 L232 126 Z" fill="#ffffff" fillOpacity="0.85" />
      </g>
      <g transform="translate(170 40)">
        <path d="M30 0 a30 30 0 0 1 30 30 c0 24 -30 52 -30 52 s-30 -28 -30 -52 a30 30 0 0 1 30 -30 Z" fill="#ffffff" />
        <circle cx="30" cy="30" r="11" fill="#0f766e" />
      </g>
      <g>
        <rect x="10" y="236" width="210" height="148" rx="18" fill="#ffffff" />
        <TitleLines x={32} y={258} widths={[100, 66]} on="card" />
        <Columns
          x={36}
          base={364}
          step={34}
          width={22}
          columns={[
            [30, "#cbd5e1"],
            [44, "#cbd5e1"],
            [40, "#cbd5e1"],
            [58, "#0f766e"],
            [72, "#0f766e"],
          ]}
        />
      </g>
      <g>
        <rect x="262" y="262" width="208" height="122" rx="18" fill="#12284a" stroke="#ffffff" strokeOpacity="0.15" />
        <circle cx="300" cy="300" r="18" fill="none" stroke="#5eead4" strokeWidth="4" />
        <path d="M282 300 h36 M300 282 c-10 10 -10 26 0 36 c10 -10 10 -26 0 -36" fill="none" stroke="#5eead4" strokeWidth="3" />
        <rect x="332" y="292" width="110" height="10" rx="5" fill="#ffffff" fillOpacity="0.5" />
        <rect x="286" y="340" width="156" height="10" rx="5" fill="#ffffff" fillOpacity="0.15" />
        <rect x="286" y="340" width="112" height="10" rx="5" fill="#2dd4bf" />
      </g>
    </BannerScene>
  );
}
