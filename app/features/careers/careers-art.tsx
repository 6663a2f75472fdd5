import { GraduationCap, HeartHandshake, ShieldCheck, Wifi } from "lucide-react";
import { AvatarRow, BannerScene, GlassPanel, TitleLines } from "~/components/banner-art-kit";

/** Banner art of the careers page: a remote workstation surrounded by the team's benefits. */
export function CareersArt() {
  const badges = [
    { Icon: GraduationCap, x: 10, y: 60, fill: "#ffffff", color: "#0f766e" },
    { Icon: HeartHandshake, x: 396, y: 40, fill: "#f59e0b", color: "#0b1b33" },
    { Icon: ShieldCheck, x: 0, y: 250, fill: "#2f66b3", color: "#ffffff" },
    { Icon: Wifi, x: 400, y: 250, fill: "#2dd4bf", color: "#0b1b33" },
  ];
  return (
    <BannerScene sheen={{ id: "careers-glass", from: 0.18, to: 0.06 }}>
      <GlassPanel sheen="careers-glass" x={92} y={40} width={296} height={196} rx={18} edge={0.2} />
      <rect x="108" y="56" width="264" height="164" rx="10" fill="#07111f" fillOpacity="0.55" />
      {[
        [124, 76, 90, "#5eead4"],
        [140, 96, 140, "#ffffff"],
        [140, 116, 110, "#ffffff"],
        [156, 136, 150, "#93c5fd"],
        [156, 156, 96, "#ffffff"],
        [140, 176, 120, "#ffffff"],
        [124, 196, 70, "#5eead4"],
      ].map(([x, y, width, color]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={width} height="8" rx="4" fill={color as string} fillOpacity="0.7" />
      ))}
      <path d="M60 248 h360 l-24 24 h-312 Z" fill="#ffffff" fillOpacity="0.22" />
      <rect x="196" y="250" width="88" height="8" rx="4" fill="#ffffff" fillOpacity="0.35" />
      <g>
        <rect x="120" y="300" width="240" height="84" rx="18" fill="#ffffff" />
        <AvatarRow x={140} y={322} colors={["#2f66b3", "#0f766e", "#f59e0b", "#12284a"]} size={40} step={30} />
        <TitleLines x={278} y={330} widths={[60, 40]} on="card" />
      </g>
      {badges.map(({ Icon, x, y, fill, color }) => (
        <g key={`${x}-${y}`}>
          <circle cx={x + 38} cy={y + 38} r="38" fill={fill} />
          <Icon x={x + 18} y={y + 18} width="40" height="40" color={color} strokeWidth={1.8} aria-hidden="true" />
        </g>
      ))}
    </BannerScene>
  );
}
