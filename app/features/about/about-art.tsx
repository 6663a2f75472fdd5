import { Bar, Card, Check, INK, Scene, Spark } from "~/features/tech-services/art-kit";

const PEOPLE = [
  { x: 120, y: 120, fill: INK.tealBright },
  { x: 380, y: 110, fill: "#7fa3d6" },
  { x: 420, y: 290, fill: INK.warm },
  { x: 110, y: 320, fill: "#5eead4" },
  { x: 250, y: 390, fill: "#7fa3d6" },
];

function Person({ x, y, fill, r = 30 }: { x: number; y: number; fill: string; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} stroke={INK.navy} strokeWidth="5" />
      <circle cx={x} cy={y - r * 0.22} r={r * 0.33} fill={INK.navy} fillOpacity="0.55" />
      <path d={`M${x - r * 0.55} ${y + r * 0.55} a${r * 0.55} ${r * 0.42} 0 0 1 ${r * 1.1} 0`} fill={INK.navy} fillOpacity="0.55" />
    </g>
  );
}

/** The about banner's illustration: a connected team around one shared goal. */
export function TeamArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 520 460">
      <circle cx="260" cy="230" r="200" fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeDasharray="3 9" />
      <circle cx="260" cy="230" r="130" fill="none" stroke="#ffffff" strokeOpacity="0.1" />
      {PEOPLE.map((person) => (
        <line
          key={person.x}
          x1="260"
          y1="230"
          x2={person.x}
          y2={person.y}
          stroke="#ffffff"
          strokeOpacity="0.2"
          strokeWidth="2"
          strokeDasharray="5 6"
        />
      ))}
      <rect x="190" y="160" width="140" height="140" rx="36" fill="#ffffff" />
      <path d="M222 262 249 204 278 262h-14l-15-33-13 33Z" fill={INK.navy} />
      <circle cx="290" cy="204" r="9" fill={INK.tealBright} />
      {PEOPLE.map((person) => (
        <Person key={`${person.x}-${person.y}`} {...person} />
      ))}
      <Spark x={460} y={60} size={14} fill={INK.warm} />
      <Spark x={60} y={220} size={10} fill="#5eead4" />
    </svg>
  );
}

/** Social responsibility: training, remote jobs and a growing sprout. */
export function CommunityArt() {
  return (
    <Scene>
      <Card x={50} y={60} w={240} h={170} r={18}>
        <rect x={66} y={76} width={208} height={116} rx={10} fill={INK.navy} />
        <path d="M170 106 l46 18 l-46 18 l-46 -18 Z" fill={INK.tealBright} />
        <path d="M146 132 v18 c0 8 48 8 48 0 v-18" fill="none" stroke={INK.tealBright} strokeWidth="4" />
        <Bar x={96} y={168} w={148} h={8} fill={INK.white} opacity={0.35} />
        <rect x={120} y={204} width={100} height={10} rx={5} fill={INK.line} />
      </Card>
      <Card x={250} y={180} w={190} h={130} r={18}>
        {[0, 1, 2].map((index) => (
          <g key={index}>
            <circle cx={284 + index * 40} cy={226} r={17} fill={[INK.tealBright, "#7fa3d6", INK.warm][index]} />
            <circle cx={284 + index * 40} cy={222} r={6} fill={INK.navy} fillOpacity="0.5" />
          </g>
        ))}
        <Check x={414} y={226} r={13} />
        <Bar x={270} y={262} w={120} h={8} fill={INK.navy} opacity={0.7} />
        <Bar x={270} y={280} w={80} h={7} fill={INK.navy} opacity={0.25} />
      </Card>
      <g>
        <path d="M110 330 v-60" stroke={INK.teal} strokeWidth="6" strokeLinecap="round" />
        <path d="M110 292 c-34 -4 -46 -28 -44 -46 c26 0 44 18 44 46 Z" fill={INK.teal} />
        <path d="M110 280 c30 -6 42 -30 38 -50 c-26 4 -40 26 -38 50 Z" fill={INK.tealBright} />
        <rect x={76} y={322} width={68} height={16} rx={8} fill={INK.navy} fillOpacity="0.15" />
      </g>
      <Spark x={400} y={70} size={16} fill={INK.warm} />
    </Scene>
  );
}
