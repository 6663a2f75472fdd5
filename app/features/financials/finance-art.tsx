import { BannerScene, Columns, GlassPanel } from "~/components/banner-art-kit";

/** Banner art of the financial pages: a reconciled ledger, the cost mix and a growing result. */
export function FinanceArt() {
  const circumference = 2 * Math.PI * 52;
  const segments = [
    { share: 0.45, color: "#2dd4bf" },
    { share: 0.3, color: "#2f66b3" },
    { share: 0.25, color: "#f59e0b" },
  ];
  let offset = 0;
  return (
    <BannerScene sheen={{ id: "finance-glass" }}>
      <GlassPanel sheen="finance-glass" x={40} y={24} width={400} height={230} />
      <g transform="translate(80 60) rotate(-90 70 70)">
        {segments.map(({ share, color }) => {
          const dash = share * circumference;
          const element = (
            <circle
              key={color}
              cx="70"
              cy="70"
              r="52"
              fill="none"
              stroke={color}
              strokeWidth="26"
              strokeDasharray={`${dash - 4} ${circumference - dash + 4}`}
              strokeDashoffset={-offset}
            />
          );
          offset += dash;
          return element;
        })}
      </g>
      {segments.map(({ color }, index) => (
        <g key={color} transform={`translate(250 ${84 + index * 40})`}>
          <rect width="14" height="14" rx="4" fill={color} />
          <rect x="26" y="2" width={[110, 84, 96][index]} height="10" rx="5" fill="#ffffff" fillOpacity="0.5" />
        </g>
      ))}
      <g>
        <rect x="10" y="200" width="230" height="180" rx="18" fill="#ffffff" />
        <rect x="32" y="224" width="110" height="10" rx="5" fill="#0b1b33" fillOpacity="0.85" />
        {[0, 1, 2, 3].map((row) => (
          <g key={row} transform={`translate(32 ${252 + row * 28})`}>
            <rect width="120" height="8" rx="4" fill="#0b1b33" fillOpacity="0.18" />
            <rect x="140" width="46" height="8" rx="4" fill="#0b1b33" fillOpacity="0.4" />
          </g>
        ))}
        <circle cx="206" cy="228" r="14" fill="#ccfbf1" />
        <path d="M199 228 l5 5 l9 -10" fill="none" stroke="#0f766e" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g>
        <rect x="270" y="230" width="200" height="150" rx="18" fill="#12284a" stroke="#ffffff" strokeOpacity="0.15" />
        <Columns
          x={294}
          base={356}
          step={32}
          width={20}
          columns={[
            [38, "#2f66b3"],
            [56, "#2f66b3"],
            [50, "#2f66b3"],
            [74, "#2f66b3"],
            [92, "#2dd4bf"],
          ]}
        />
        <path d="M294 300 L326 286 L358 292 L390 266 L430 244" fill="none" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
        <circle cx="430" cy="244" r="6" fill="#f59e0b" />
      </g>
    </BannerScene>
  );
}
