import { Bar, Dot, INK, useSvgId } from "~/features/tech-services/art-kit";

/** The poster of the platform video: the employee and project management platform at a glance. */
export function PlatformPoster() {
  const id = useSvgId();
  const people = [INK.tealBright, "#7fa3d6", INK.warm, "#5eead4"];
  const tasks = [
    { y: 214, x: 250, w: 150, fill: INK.tealBright },
    { y: 244, x: 300, w: 170, fill: "#7fa3d6" },
    { y: 274, x: 360, w: 120, fill: INK.warm },
    { y: 304, x: 270, w: 210, fill: "#5eead4" },
  ];
  return (
    <svg aria-hidden="true" viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#163256" />
          <stop offset="1" stopColor={INK.navy} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.9" cy="0" r="0.8">
          <stop offset="0" stopColor={INK.tealBright} stopOpacity="0.3" />
          <stop offset="1" stopColor={INK.tealBright} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${id}-bg)`} />
      <rect width="640" height="360" fill={`url(#${id}-glow)`} />

      <rect x="28" y="28" width="120" height="304" rx="16" fill="#ffffff" fillOpacity="0.06" />
      <rect x="44" y="46" width="28" height="28" rx="8" fill={INK.tealBright} />
      {[100, 130, 160, 190, 220].map((y, index) => (
        <g key={y}>
          <rect x="44" y={y} width="88" height="20" rx="6" fill="#ffffff" fillOpacity={index === 1 ? 0.14 : 0} />
          <Dot x={56} y={y + 10} r={4} fill={index === 1 ? INK.tealBright : "#ffffff"} />
          <Bar x={68} y={y + 6} w={52} h={7} fill="#ffffff" opacity={index === 1 ? 0.85 : 0.35} />
        </g>
      ))}

      <Bar x={170} y={40} w={150} h={12} fill="#ffffff" opacity={0.85} />
      <Bar x={170} y={60} w={96} h={8} fill="#ffffff" opacity={0.3} />
      {people.map((fill, index) => (
        <g key={fill}>
          <circle cx={516 + index * 26} cy={52} r={15} fill={fill} stroke={INK.navy} strokeWidth="3" />
          <circle cx={516 + index * 26} cy={47} r={5} fill={INK.navy} fillOpacity="0.5" />
          <path d={`M${508 + index * 26} 62 a8 6 0 0 1 16 0`} fill={INK.navy} fillOpacity="0.5" />
        </g>
      ))}

      {[170, 330, 490].map((x, index) => (
        <g key={x}>
          <rect x={x} y={88} width="142" height="84" rx="14" fill="#ffffff" fillOpacity="0.08" stroke="#ffffff" strokeOpacity="0.12" />
          <Bar x={x + 16} y={104} w={60} h={7} fill="#ffffff" opacity={0.4} />
          <Bar x={x + 16} y={122} w={74} h={16} fill="#ffffff" opacity={0.9} />
          <Bar x={x + 16} y={150} w={110} h={8} fill="#ffffff" opacity={0.12} />
          <Bar
            x={x + 16}
            y={150}
            w={[88, 64, 100][index] ?? 80}
            h={8}
            fill={[INK.tealBright, INK.warm, "#7fa3d6"][index] ?? INK.tealBright}
          />
        </g>
      ))}

      <rect x="170" y="190" width="462" height="142" rx="14" fill="#ffffff" fillOpacity="0.06" stroke="#ffffff" strokeOpacity="0.1" />
      {[250, 330, 410, 490, 570].map((x) => (
        <rect key={x} x={x} y="200" width="1" height="124" fill="#ffffff" fillOpacity="0.1" />
      ))}
      {tasks.map((task) => (
        <g key={task.y}>
          <Bar x={186} y={task.y + 2} w={50} h={7} fill="#ffffff" opacity={0.4} />
          <rect x={task.x} y={task.y - 4} width={task.w} height={18} rx={9} fill={task.fill} fillOpacity="0.9" />
        </g>
      ))}
    </svg>
  );
}
