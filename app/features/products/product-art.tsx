import { Bar, Card, Check, Dot, INK, Scene } from "~/features/tech-services/art-kit";

/** Illustrations of the three products: a B2B storefront, a sales pipeline and connected ERP modules. */

/** The tiles' colours, teal, blue and warm in turn: a soft fill and a strong mark. */
const TINTS = [
  { fill: INK.tealSoft, mark: INK.teal },
  { fill: INK.blueSoft, mark: INK.blue },
  { fill: INK.warmSoft, mark: INK.warm },
];
const tint = (index: number) => TINTS[index % TINTS.length]!;

export function EcommerceArt() {
  const tiles = [104, 204].flatMap((y, row) => [58, 146, 234].map((x, column) => ({ x, y, ...tint(row + column) })));
  return (
    <Scene>
      <Card x={38} y={40} w={290} h={280} r={20}>
        <Bar x={58} y={62} w={96} h={10} fill={INK.navy} opacity={0.85} />
        <rect x={196} y={56} width={112} height={22} rx={11} fill="#f1f5f9" />
        {tiles.map((tile) => (
          <g key={`${tile.x}-${tile.y}`}>
            <rect x={tile.x} y={tile.y} width={76} height={86} rx={12} fill="#f8fafc" stroke={INK.line} />
            <rect x={tile.x + 10} y={tile.y + 10} width={56} height={38} rx={8} fill={tile.fill} />
            <circle cx={tile.x + 38} cy={tile.y + 29} r={9} fill={tile.mark} />
            <Bar x={tile.x + 10} y={tile.y + 56} w={44} h={6} fill={INK.navy} opacity={0.6} />
            <Bar x={tile.x + 10} y={tile.y + 70} w={28} h={7} fill={INK.teal} opacity={0.9} />
          </g>
        ))}
      </Card>
      <Card x={300} y={96} w={148} h={188} r={20} fill={INK.navy}>
        <path
          d="M326 124 h8 l6 24 h26 l6 -16 h-34"
          fill="none"
          stroke={INK.tealBright}
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Dot x={344} y={156} r={3.5} fill={INK.tealBright} />
        <Dot x={362} y={156} r={3.5} fill={INK.tealBright} />
        <circle cx={420} cy={122} r={12} fill={INK.warm} />
        {[180, 206, 232].map((y) => (
          <g key={y}>
            <Bar x={322} y={y} w={66} h={7} fill={INK.white} opacity={0.55} />
            <Bar x={402} y={y} w={26} h={7} fill={INK.white} opacity={0.85} />
          </g>
        ))}
        <rect x={322} y={252} width={106} height={20} rx={10} fill={INK.tealBright} />
      </Card>
    </Scene>
  );
}

export function CrmArt() {
  const columns = [
    { x: 36, cards: [0, 1, 2], accent: INK.blue },
    { x: 150, cards: [0, 1], accent: INK.warm },
    { x: 264, cards: [0, 1], accent: INK.teal },
  ];
  const people = [INK.tealBright, "#7fa3d6", INK.warm];
  return (
    <Scene>
      {columns.map((column, columnIndex) => (
        <g key={column.x}>
          <rect x={column.x} y={44} width={104} height={272} rx={16} fill={INK.white} fillOpacity="0.65" />
          <Dot x={column.x + 16} y={66} r={5} fill={column.accent} />
          <Bar x={column.x + 28} y={62} w={50} h={8} fill={INK.navy} opacity={0.7} />
          {column.cards.map((index) => (
            <Card key={index} x={column.x + 8} y={84 + index * 72} w={88} h={60} r={10}>
              <Bar x={column.x + 18} y={96 + index * 72} w={56} h={7} fill={INK.navy} opacity={0.75} />
              <Bar x={column.x + 18} y={110 + index * 72} w={38} h={6} fill={INK.navy} opacity={0.25} />
              <circle cx={column.x + 80} cy={128 + index * 72} r={7} fill={people[(index + columnIndex) % people.length]} />
            </Card>
          ))}
        </g>
      ))}
      <Card x={340} y={196} w={112} h={122} r={18} fill={INK.navy}>
        <Check x={396} y={236} r={16} fill={INK.teal} />
        <Bar x={362} y={266} w={68} h={8} fill={INK.white} opacity={0.8} />
        <Bar x={372} y={282} w={48} h={7} fill={INK.tealBright} opacity={0.9} />
      </Card>
    </Scene>
  );
}

export function ErpArt() {
  const places: [x: number, y: number][] = [
    [40, 44],
    [340, 44],
    [40, 236],
    [340, 236],
    [190, 260],
  ];
  const modules = places.map(([x, y], index) => ({ x, y, ...tint(index) }));
  return (
    <Scene>
      <path
        d="M140 84 L210 150 M340 84 L270 150 M140 276 L210 210 M340 276 L270 210 M240 260 V220"
        stroke={INK.blue}
        strokeOpacity="0.45"
        strokeWidth="3"
        strokeDasharray="6 6"
      />
      {modules.map((module) => (
        <Card key={`${module.x}-${module.y}`} x={module.x} y={module.y} w={100} h={80} r={16}>
          <rect x={module.x + 14} y={module.y + 14} width={30} height={30} rx={9} fill={module.fill} />
          <circle cx={module.x + 29} cy={module.y + 29} r={7} fill={module.mark} />
          <Bar x={module.x + 14} y={module.y + 54} w={70} h={7} fill={INK.navy} opacity={0.7} />
        </Card>
      ))}
      <Card x={180} y={120} w={120} h={120} r={28} fill={INK.navy}>
        <rect x={206} y={146} width={30} height={30} rx={8} fill={INK.tealBright} />
        <rect x={244} y={146} width={30} height={30} rx={8} fill={INK.white} fillOpacity="0.5" />
        <rect x={206} y={184} width={30} height={30} rx={8} fill={INK.white} fillOpacity="0.5" />
        <rect x={244} y={184} width={30} height={30} rx={8} fill={INK.warm} />
      </Card>
    </Scene>
  );
}
