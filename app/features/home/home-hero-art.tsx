import { Bar, Check, Dot, INK, Spark, useSvgId, WindowDots } from "~/features/tech-services/art-kit";

/** The home banner's illustration: the company's offer as one picture, data, automation, cloud and people. */
export function HomeHeroArt() {
  const id = useSvgId();
  return (
    <svg aria-hidden="true" viewBox="0 0 540 460">
      <defs>
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.18" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.04" />
        </linearGradient>
        <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={INK.tealBright} stopOpacity="0.45" />
          <stop offset="1" stopColor={INK.tealBright} stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-line`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor={INK.tealBright} />
        </linearGradient>
      </defs>

      <circle cx="300" cy="210" r="190" fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeDasharray="3 9" />
      <circle cx="300" cy="210" r="130" fill="none" stroke="#ffffff" strokeOpacity="0.06" />

      <rect x="70" y="46" width="410" height="270" rx="24" fill={`url(#${id}-glass)`} stroke="#ffffff" strokeOpacity="0.2" />
      <WindowDots x={98} y={74} />
      <Bar x={98} y={100} w={130} h={10} fill="#ffffff" opacity={0.6} />
      <Bar x={98} y={118} w={84} h={8} fill="#ffffff" opacity={0.25} />
      <rect x="362" y="96" width="92" height="30" rx="15" fill={INK.tealBright} fillOpacity="0.18" />
      <Dot x={380} y={111} r={5} fill={INK.tealBright} />
      <Bar x={392} y={107} w={48} h={8} fill="#ffffff" opacity={0.7} />
      <path d="M98 282 L148 246 L198 256 L248 206 L298 220 L348 166 L398 180 L452 128 L452 292 L98 292 Z" fill={`url(#${id}-area)`} />
      <path
        d="M98 282 L148 246 L198 256 L248 206 L298 220 L348 166 L398 180 L452 128"
        fill="none"
        stroke={`url(#${id}-line)`}
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="452" cy="128" r="8" fill="#5eead4" stroke={INK.navy} strokeWidth="3" />

      <g>
        <rect x="0" y="262" width="232" height="134" rx="20" fill={INK.navy} fillOpacity="0.35" transform="translate(0 8)" />
        <rect x="0" y="262" width="232" height="134" rx="20" fill="#ffffff" />
        <rect x="22" y="286" width="46" height="46" rx="14" fill={INK.tealSoft} />
        <rect x="32" y="298" width="26" height="20" rx="6" fill={INK.teal} />
        <circle cx="40" cy="308" r="3" fill="#ffffff" />
        <circle cx="50" cy="308" r="3" fill="#ffffff" />
        <Bar x={84} y={292} w={112} h={10} fill={INK.navy} opacity={0.85} />
        <Bar x={84} y={312} w={72} h={8} fill={INK.navy} opacity={0.25} />
        <Bar x={22} y={352} w={188} h={12} fill={INK.line} />
        <Bar x={22} y={352} w={142} h={12} fill={INK.teal} />
        <Check x={196} y={300} r={11} />
      </g>

      <g>
        <rect x="334" y="262" width="200" height="170" rx="20" fill={INK.navy} fillOpacity="0.35" transform="translate(0 8)" />
        <rect x="334" y="262" width="200" height="170" rx="20" fill={INK.navy2} stroke="#ffffff" strokeOpacity="0.16" />
        {[
          { cx: 372, fill: INK.tealBright },
          { cx: 402, fill: "#7fa3d6" },
          { cx: 432, fill: INK.warm },
        ].map((person) => (
          <g key={person.cx}>
            <circle cx={person.cx} cy={300} r={19} fill={person.fill} stroke={INK.navy2} strokeWidth="4" />
            <circle cx={person.cx} cy={294} r={6} fill={INK.navy} fillOpacity="0.55" />
            <path d={`M${person.cx - 10} 311 a10 8 0 0 1 20 0`} fill={INK.navy} fillOpacity="0.55" />
          </g>
        ))}
        <rect x="462" y="284" width="48" height="32" rx="16" fill="#ffffff" fillOpacity="0.12" />
        <Bar x={474} y={296} w={24} h={8} fill="#ffffff" opacity={0.75} />
        {[340, 366, 392].map((y, index) => (
          <g key={y}>
            <Bar x={356} y={y} w={156} h={12} fill="#ffffff" opacity={0.1} />
            <Bar
              x={356}
              y={y}
              w={[128, 96, 144][index] ?? 100}
              h={12}
              fill={[INK.tealBright, "#7fa3d6", "#5eead4"][index] ?? INK.tealBright}
            />
          </g>
        ))}
      </g>

      <g>
        <rect x="404" y="0" width="124" height="62" rx="18" fill="#ffffff" />
        <circle cx="436" cy="31" r="17" fill={INK.navy} />
        <Spark x={436} y={31} size={10} fill={INK.tealBright} />
        <Bar x={462} y={22} w={50} h={8} fill={INK.navy} opacity={0.8} />
        <Bar x={462} y={36} w={32} h={6} fill={INK.navy} opacity={0.25} />
      </g>

      <g>
        <rect x="14" y="120" width="104" height="64" rx="18" fill="#ffffff" />
        <circle cx="48" cy="154" r="11" fill={INK.blue} />
        <circle cx="62" cy="148" r="14" fill={INK.blue} />
        <circle cx="76" cy="156" r="9" fill={INK.blue} />
        <rect x="42" y="154" width="40" height="12" rx="6" fill={INK.blue} />
        <Dot x={98} y={138} r={5} fill={INK.tealBright} />
      </g>
      <Spark x={30} y={60} size={12} fill={INK.warm} />
      <Spark x={510} y={230} size={9} fill="#5eead4" />
    </svg>
  );
}
