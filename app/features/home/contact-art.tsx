import { Bar, Check, INK, Spark } from "~/features/tech-services/art-kit";

/** The banner illustration of the contact and request pages: a message on its way and a quick reply. */
export function ContactArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 520 440">
      <circle cx="260" cy="220" r="190" fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeDasharray="3 9" />
      <rect x="70" y="90" width="300" height="210" rx="26" fill={INK.navy} fillOpacity="0.4" transform="translate(0 10)" />
      <rect x="70" y="90" width="300" height="210" rx="26" fill="#ffffff" />
      <path d="M92 116 220 206 348 116" fill="none" stroke={INK.blueSoft} strokeWidth="10" strokeLinejoin="round" />
      <path d="M92 116 220 206 348 116" fill="none" stroke={INK.blue} strokeWidth="4" strokeLinejoin="round" />
      <Bar x={110} y={236} w={150} h={12} fill={INK.navy} opacity={0.8} />
      <Bar x={110} y={260} w={100} h={10} fill={INK.navy} opacity={0.25} />
      <rect x="290" y="30" width="200" height="92" rx="24" fill={INK.teal} />
      <path d="M330 122 l-10 26 l34 -26 Z" fill={INK.teal} />
      <Bar x={316} y={56} w={140} h={10} fill="#ffffff" opacity={0.9} />
      <Bar x={316} y={78} w={96} h={10} fill="#ffffff" opacity={0.55} />
      <rect x="300" y="250" width="190" height="120" rx="22" fill={INK.navy2} stroke="#ffffff" strokeOpacity="0.18" />
      <Check x={340} y={292} r={18} fill={INK.tealBright} />
      <Bar x={370} y={282} w={96} h={9} fill="#ffffff" opacity={0.85} />
      <Bar x={370} y={300} w={64} h={8} fill="#ffffff" opacity={0.4} />
      <Bar x={326} y={334} w={140} h={10} fill="#ffffff" opacity={0.15} />
      <Bar x={326} y={334} w={104} h={10} fill={INK.tealBright} />
      <Spark x={50} y={60} size={14} fill={INK.warm} />
      <Spark x={60} y={360} size={10} fill="#5eead4" />
    </svg>
  );
}
