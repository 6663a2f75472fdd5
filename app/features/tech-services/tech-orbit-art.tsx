import { TECH_SERVICES } from "~/features/navigation/menu";
import { INK, InlineIcon, Spark } from "./art-kit";
import { TECH_SERVICE_ICONS } from "./tech-service-cards";

/** The tech services index banner: the five services around one team. */
export function TechOrbitArt() {
  const center = { x: 260, y: 225 };
  const radius = 165;
  const nodes = TECH_SERVICES.map((service, index) => {
    const angle = (-90 + index * 72) * (Math.PI / 180);
    return { service, x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
  });
  return (
    <svg aria-hidden="true" viewBox="0 0 520 450">
      <circle cx={center.x} cy={center.y} r={radius} fill="none" stroke="#ffffff" strokeOpacity="0.14" strokeDasharray="4 8" />
      <circle cx={center.x} cy={center.y} r={95} fill="none" stroke="#ffffff" strokeOpacity="0.08" />
      {nodes.map((node) => (
        <line
          key={node.service}
          x1={center.x}
          y1={center.y}
          x2={node.x}
          y2={node.y}
          stroke={INK.tealBright}
          strokeOpacity="0.3"
          strokeWidth="2"
        />
      ))}
      <rect x={center.x - 62} y={center.y - 62} width="124" height="124" rx="34" fill="#ffffff" />
      <Spark x={center.x} y={center.y} size={34} fill={INK.teal} />
      <Spark x={center.x + 30} y={center.y - 30} size={10} fill={INK.warm} />
      {nodes.map((node, index) => {
        return (
          <g key={node.service}>
            <circle
              cx={node.x}
              cy={node.y}
              r="40"
              fill={index % 2 === 0 ? INK.navy2 : "#ffffff"}
              stroke="#ffffff"
              strokeOpacity="0.2"
              strokeWidth="2"
            />
            <InlineIcon
              icon={TECH_SERVICE_ICONS[node.service]}
              x={node.x - 18}
              y={node.y - 18}
              width={36}
              height={36}
              color={index % 2 === 0 ? INK.tealBright : INK.teal}
              strokeWidth={2}
            />
          </g>
        );
      })}
    </svg>
  );
}
