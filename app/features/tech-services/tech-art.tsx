import { Bar, Card, Check, Dot, INK, Scene, Spark, WindowDots } from "./art-kit";

/**
 * The site's own illustrations of the tech services: one scene per block of
 * the tech service pages. Drawn into SVG images when the site is built
 * (app/images/artwork-drawings.tsx); pages show them with `<Artwork>`.
 */

export function MachineLearningArt() {
  const layers = [
    { x: 66, ys: [110, 180, 250] },
    { x: 150, ys: [86, 146, 214, 274] },
    { x: 234, ys: [146, 214] },
  ];
  const links = layers.slice(1).flatMap((layer, index) => {
    const from = layers[index] ?? layer;
    return layer.ys.flatMap((y) => from.ys.map((fromY) => ({ x1: from.x, y1: fromY, x2: layer.x, y2: y })));
  });
  return (
    <Scene>
      {links.map((link) => (
        <line key={`${link.x1}-${link.y1}-${link.y2}`} {...link} stroke={INK.blue} strokeOpacity="0.35" strokeWidth="2" />
      ))}
      {layers.map((layer, index) =>
        layer.ys.map((y) => (
          <circle
            key={`${layer.x}-${y}`}
            cx={layer.x}
            cy={y}
            r="13"
            fill={index === 2 ? INK.teal : INK.white}
            stroke={index === 2 ? INK.teal : INK.blue}
            strokeWidth="3"
          />
        )),
      )}
      <Card x={278} y={56} w={170} h={130}>
        <Bar x={296} y={76} w={70} fill={INK.navy} opacity={0.8} />
        <Bar x={296} y={92} w={44} h={6} fill={INK.navy} opacity={0.2} />
        <path d="M296 166 L324 150 L350 156 L376 128 L402 134 L430 104 L430 170 L296 170 Z" fill={INK.tealBright} fillOpacity="0.25" />
        <path
          d="M296 166 L324 150 L350 156 L376 128 L402 134 L430 104"
          fill="none"
          stroke={INK.teal}
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M402 134 L430 104" stroke={INK.warm} strokeWidth="3.5" strokeDasharray="2 6" strokeLinecap="round" />
        <Dot x={430} y={104} r={5} fill={INK.warm} />
      </Card>
      <Card x={292} y={210} w={156} h={92}>
        <Check x={318} y={240} />
        <Bar x={340} y={232} w={80} fill={INK.navy} opacity={0.8} />
        <Bar x={340} y={246} w={52} h={6} fill={INK.navy} opacity={0.2} />
        <Bar x={310} y={274} w={120} h={10} fill={INK.line} />
        <Bar x={310} y={274} w={96} h={10} fill={INK.teal} />
      </Card>
      <Spark x={420} y={40} size={14} fill={INK.warm} />
    </Scene>
  );
}

export function AssistantArt() {
  return (
    <Scene>
      <Card x={44} y={36} w={290} h={288} r={22}>
        <circle cx={76} cy={70} r={14} fill={INK.tealSoft} />
        <Spark x={76} y={70} size={8} fill={INK.teal} />
        <Bar x={100} y={62} w={90} fill={INK.navy} opacity={0.8} />
        <Bar x={100} y={76} w={54} h={6} fill={INK.teal} opacity={0.7} />
        <rect x={44} y={100} width={290} height={1.5} fill={INK.line} />
        <rect x={66} y={118} width={170} height={42} rx={14} fill={INK.blueSoft} />
        <Bar x={82} y={131} w={120} h={7} fill={INK.navy} opacity={0.45} />
        <Bar x={82} y={144} w={80} h={7} fill={INK.navy} opacity={0.3} />
        <rect x={140} y={174} width={172} height={42} rx={14} fill={INK.navy} />
        <Bar x={156} y={187} w={128} h={7} fill={INK.white} opacity={0.8} />
        <Bar x={156} y={200} w={90} h={7} fill={INK.white} opacity={0.45} />
        <rect x={66} y={230} width={200} height={50} rx={14} fill={INK.tealSoft} />
        <Bar x={82} y={243} w={150} h={7} fill={INK.teal} opacity={0.8} />
        <Bar x={82} y={257} w={110} h={7} fill={INK.teal} opacity={0.5} />
        <rect x={66} y={292} width={246} height={18} rx={9} fill={INK.line} />
      </Card>
      <Card x={306} y={120} w={140} h={130} r={22} fill={INK.navy}>
        <Spark x={376} y={170} size={28} fill={INK.tealBright} />
        <Spark x={408} y={144} size={10} fill={INK.warm} />
        <Bar x={336} y={218} w={80} h={8} fill={INK.white} opacity={0.6} />
      </Card>
    </Scene>
  );
}

export function VisionArt() {
  return (
    <Scene>
      <Card x={54} y={34} w={206} h={292} r={18}>
        <Bar x={76} y={60} w={90} h={10} fill={INK.navy} opacity={0.8} />
        <Bar x={190} y={60} w={48} h={10} fill={INK.blue} opacity={0.5} />
        {[96, 116, 136].map((y) => (
          <Bar key={y} x={76} y={y} w={162} h={7} fill={INK.navy} opacity={0.18} />
        ))}
        <rect x={68} y={160} width={178} height={60} rx={10} fill="none" stroke={INK.teal} strokeWidth="2.5" strokeDasharray="7 5" />
        <Bar x={80} y={174} w={110} h={8} fill={INK.navy} opacity={0.55} />
        <Bar x={80} y={194} w={140} h={8} fill={INK.navy} opacity={0.3} />
        <rect x={68} y={236} width={120} height={40} rx={10} fill="none" stroke={INK.warm} strokeWidth="2.5" strokeDasharray="7 5" />
        <Bar x={80} y={252} w={90} h={8} fill={INK.navy} opacity={0.55} />
        <Bar x={76} y={294} w={162} h={7} fill={INK.navy} opacity={0.18} />
        <rect x={54} y={208} width={206} height={4} fill={INK.tealBright} />
        <rect x={54} y={196} width={206} height={28} fill={INK.tealBright} fillOpacity="0.12" />
      </Card>
      <Card x={284} y={82} w={164} h={196} r={18}>
        {[110, 152, 194, 236].map((y, index) => (
          <g key={y}>
            <Check x={306} y={y} r={10} fill={index === 3 ? INK.blue : INK.teal} />
            <Bar x={324} y={y - 10} w={60} h={6} fill={INK.navy} opacity={0.3} />
            <Bar x={324} y={y + 2} w={100 - index * 12} h={8} fill={INK.navy} opacity={0.75} />
          </g>
        ))}
      </Card>
    </Scene>
  );
}

export function AutomationArt() {
  const steps = [
    { x: 42, fill: INK.blueSoft, mark: INK.blue },
    { x: 180, fill: INK.tealSoft, mark: INK.teal },
    { x: 318, fill: INK.warmSoft, mark: INK.warm },
  ];
  return (
    <Scene>
      {steps.map((step, index) => (
        <g key={step.x}>
          <Card x={step.x} y={48} w={120} h={96}>
            <rect x={step.x + 16} y={64} width={34} height={34} rx={10} fill={step.fill} />
            <circle cx={step.x + 33} cy={81} r={8} fill={step.mark} />
            <Bar x={step.x + 16} y={110} w={84} h={7} fill={INK.navy} opacity={0.7} />
            <Bar x={step.x + 16} y={124} w={56} h={6} fill={INK.navy} opacity={0.25} />
          </Card>
          {index < 2 && (
            <path
              d={`M${step.x + 126} 96 h14 m-6 -6 l6 6 l-6 6`}
              fill="none"
              stroke={INK.navy}
              strokeOpacity="0.45"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </g>
      ))}
      <path d="M240 152 v22" stroke={INK.navy} strokeOpacity="0.3" strokeWidth="3" strokeDasharray="4 5" />
      <Card x={150} y={180} w={180} h={140} r={26} fill={INK.navy}>
        <line x1={240} y1={180} x2={240} y2={164} stroke={INK.navy} strokeWidth="4" />
        <Dot x={240} y={160} r={7} fill={INK.tealBright} />
        <rect x={176} y={206} width={128} height={64} rx={20} fill={INK.navy2} />
        <circle cx={212} cy={238} r={11} fill={INK.tealBright} />
        <circle cx={268} cy={238} r={11} fill={INK.tealBright} />
        <Bar x={204} y={288} w={72} h={8} fill={INK.white} opacity={0.5} />
      </Card>
      <Card x={352} y={214} w={96} h={72}>
        <Check x={376} y={250} r={13} />
        <Bar x={396} y={240} w={36} h={7} fill={INK.navy} opacity={0.7} />
        <Bar x={396} y={254} w={24} h={6} fill={INK.navy} opacity={0.25} />
      </Card>
      <Card x={34} y={214} w={96} h={72}>
        <text x={82} y={262} textAnchor="middle" fontSize="30" fontWeight="800" fill={INK.teal} fontFamily="system-ui, sans-serif">
          24/7
        </text>
      </Card>
    </Scene>
  );
}

export function MonitoringArt() {
  const circumference = 2 * Math.PI * 54;
  return (
    <Scene>
      <Card x={40} y={44} w={250} h={272} r={20}>
        <Bar x={62} y={68} w={100} h={10} fill={INK.navy} opacity={0.8} />
        {[104, 150, 196, 242].map((y, index) => (
          <g key={y}>
            <rect x={58} y={y} width={214} height={36} rx={10} fill={index === 2 ? INK.warmSoft : "#f8fafc"} />
            <Dot x={76} y={y + 18} r={6} fill={index === 2 ? INK.warm : INK.teal} />
            <Bar x={92} y={y + 14} w={96 - index * 8} h={8} fill={INK.navy} opacity={0.6} />
            <Bar x={214} y={y + 14} w={42} h={8} fill={index === 2 ? INK.warm : INK.teal} opacity={0.7} />
          </g>
        ))}
        <path
          d="M62 296 L92 290 L118 293 L146 284 L176 288 L206 280 L236 283 L266 276"
          fill="none"
          stroke={INK.blue}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </Card>
      <Card x={310} y={84} w={138} h={190} r={20}>
        <circle cx={379} cy={164} r={54} fill="none" stroke={INK.line} strokeWidth="12" />
        <circle
          cx={379}
          cy={164}
          r={54}
          fill="none"
          stroke={INK.teal}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${circumference * 0.86} ${circumference}`}
          transform="rotate(-90 379 164)"
        />
        <Check x={379} y={164} r={18} />
        <Bar x={339} y={240} w={80} h={8} fill={INK.navy} opacity={0.7} />
      </Card>
    </Scene>
  );
}

export function CloudArt() {
  return (
    <Scene>
      <g>
        <circle cx={196} cy={120} r={52} fill={INK.navy} />
        <circle cx={262} cy={100} r={66} fill={INK.navy} />
        <circle cx={326} cy={128} r={44} fill={INK.navy} />
        <rect x={150} y={118} width={220} height={54} rx={27} fill={INK.navy} />
        <Spark x={262} y={122} size={18} fill={INK.tealBright} />
        <Bar x={214} y={150} w={96} h={7} fill={INK.white} opacity={0.35} />
      </g>
      {[110, 216, 322].map((x, index) => (
        <g key={x}>
          <path
            d={`M${x + 40} 238 V${190 + Math.abs(index - 1) * 6}`}
            stroke={INK.teal}
            strokeWidth="3"
            strokeDasharray="5 6"
            strokeLinecap="round"
          />
          <path
            d={`M${x + 32} ${200 + Math.abs(index - 1) * 6} l8 -10 l8 10`}
            fill="none"
            stroke={INK.teal}
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <Card x={x} y={240} w={80} h={82} r={12}>
            {[254, 278, 302].map((y) => (
              <g key={y}>
                <rect x={x + 10} y={y} width={60} height={14} rx={5} fill={index === 1 ? INK.tealSoft : INK.blueSoft} />
                <Dot x={x + 20} y={y + 7} r={3} fill={index === 1 ? INK.teal : INK.blue} />
                <Bar x={x + 30} y={y + 4} w={32} h={6} fill={INK.navy} opacity={0.35} />
              </g>
            ))}
          </Card>
        </g>
      ))}
      <Card x={372} y={44} w={80} h={54} r={14}>
        <Check x={396} y={71} r={11} />
        <Bar x={412} y={66} w={28} h={9} fill={INK.navy} opacity={0.6} />
      </Card>
    </Scene>
  );
}

export function OperationsArt() {
  const pods = [
    { x: 44, y: 60 },
    { x: 144, y: 60 },
    { x: 44, y: 158 },
    { x: 144, y: 158 },
    { x: 44, y: 256 },
    { x: 144, y: 256 },
  ];
  return (
    <Scene>
      <path
        d="M124 92 h20 M124 190 h20 M124 288 h20 M84 124 v34 M184 124 v34 M84 222 v34 M184 222 v34"
        stroke={INK.blue}
        strokeOpacity="0.4"
        strokeWidth="3"
      />
      {pods.map((pod, index) => (
        <Card key={`${pod.x}-${pod.y}`} x={pod.x} y={pod.y} w={80} h={64} r={14}>
          <path
            d={`M${pod.x + 40} ${pod.y + 14} l18 10 v18 l-18 10 l-18 -10 v-18 Z`}
            fill={index % 3 === 0 ? INK.tealSoft : INK.blueSoft}
            stroke={index % 3 === 0 ? INK.teal : INK.blue}
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <path
            d={`M${pod.x + 22} ${pod.y + 24} l18 10 l18 -10 M${pod.x + 40} ${pod.y + 34} v18`}
            fill="none"
            stroke={index % 3 === 0 ? INK.teal : INK.blue}
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </Card>
      ))}
      <Card x={262} y={52} w={186} h={256} r={22} fill={INK.navy}>
        <path d="M355 86 l44 16 v34 c0 30 -20 50 -44 60 c-24 -10 -44 -30 -44 -60 v-34 Z" fill={INK.teal} />
        <path d="M337 142 l13 13 l24 -26" fill="none" stroke={INK.white} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <Bar x={290} y={222} w={130} h={8} fill={INK.white} opacity={0.7} />
        <Bar x={290} y={240} w={90} h={8} fill={INK.white} opacity={0.35} />
        <rect x={290} y={264} width={130} height={12} rx={6} fill={INK.white} fillOpacity="0.15" />
        <rect x={290} y={264} width={112} height={12} rx={6} fill={INK.tealBright} />
      </Card>
    </Scene>
  );
}

function Cylinder({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g>
      <path d={`M${x} ${y} v44 a34 11 0 0 0 68 0 v-44`} fill={fill} />
      <ellipse cx={x + 34} cy={y} rx={34} ry={11} fill={INK.white} fillOpacity="0.35" />
      <ellipse cx={x + 34} cy={y} rx={34} ry={11} fill="none" stroke={fill} strokeWidth="3" />
      <path d={`M${x} ${y + 22} a34 11 0 0 0 68 0`} fill="none" stroke={INK.white} strokeOpacity="0.4" strokeWidth="2" />
    </g>
  );
}

export function DataPipelineArt() {
  return (
    <Scene>
      <Cylinder x={40} y={52} fill={INK.blue} />
      <Cylinder x={40} y={150} fill={INK.teal} />
      <Cylinder x={40} y={248} fill={INK.navy2} />
      <path
        d="M112 80 C160 80 160 176 196 176 M112 178 H196 M112 276 C160 276 160 180 196 180"
        fill="none"
        stroke={INK.navy}
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      <Card x={196} y={136} w={84} h={84} r={22} fill={INK.navy}>
        <path d="M220 160 h36 l-12 16 v18 l-12 -6 v-12 Z" fill={INK.tealBright} />
      </Card>
      <path
        d="M286 178 h26 m-8 -8 l8 8 l-8 8"
        fill="none"
        stroke={INK.teal}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Card x={318} y={66} w={132} h={226} r={18}>
        <Bar x={336} y={86} w={70} h={10} fill={INK.navy} opacity={0.8} />
        {[114, 142, 170, 198, 226, 254].map((y, index) => (
          <g key={y}>
            <rect x={334} y={y} width={100} height={20} rx={6} fill={index % 2 === 0 ? "#f8fafc" : INK.white} />
            <Bar x={342} y={y + 7} w={30} h={6} fill={INK.navy} opacity={0.4} />
            <Bar x={384} y={y + 7} w={38 - (index % 3) * 8} h={6} fill={index === 1 ? INK.warm : INK.teal} opacity={0.8} />
          </g>
        ))}
      </Card>
    </Scene>
  );
}

export function DashboardArt() {
  const circumference = 2 * Math.PI * 40;
  const bars = [58, 84, 70, 112, 96, 132];
  return (
    <Scene>
      {[36, 182, 328].map((x, index) => (
        <Card key={x} x={x} y={40} w={116} h={74} r={14}>
          <Bar x={x + 16} y={58} w={50} h={6} fill={INK.navy} opacity={0.3} />
          <Bar x={x + 16} y={74} w={64} h={14} fill={INK.navy} opacity={0.85} />
          <path
            d={`M${x + 16} 100 l14 -6 l14 3 l14 -8 l14 2 l14 -9`}
            fill="none"
            stroke={[INK.teal, INK.blue, INK.warm][index]}
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </Card>
      ))}
      <Card x={36} y={136} w={254} h={184} r={18}>
        <Bar x={56} y={156} w={90} h={9} fill={INK.navy} opacity={0.8} />
        {bars.map((height, index) => (
          <rect
            key={height}
            x={60 + index * 36}
            y={300 - height}
            width={22}
            height={height}
            rx={6}
            fill={index === bars.length - 1 ? INK.teal : index % 2 === 0 ? INK.blue : "#7fa3d6"}
          />
        ))}
        <rect x={52} y={300} width={222} height={2} fill={INK.line} />
      </Card>
      <Card x={310} y={136} w={134} h={184} r={18}>
        <circle cx={377} cy={210} r={40} fill="none" stroke={INK.blueSoft} strokeWidth="16" />
        <circle
          cx={377}
          cy={210}
          r={40}
          fill="none"
          stroke={INK.teal}
          strokeWidth="16"
          strokeDasharray={`${circumference * 0.62} ${circumference}`}
          transform="rotate(-90 377 210)"
        />
        <circle
          cx={377}
          cy={210}
          r={40}
          fill="none"
          stroke={INK.warm}
          strokeWidth="16"
          strokeDasharray={`${circumference * 0.18} ${circumference}`}
          transform={`rotate(${-90 + 0.62 * 360} 377 210)`}
        />
        <Bar x={330} y={272} w={94} h={7} fill={INK.navy} opacity={0.55} />
        <Bar x={330} y={288} w={64} h={7} fill={INK.navy} opacity={0.25} />
      </Card>
    </Scene>
  );
}

export function WebPlatformArt() {
  return (
    <Scene>
      <Card x={34} y={40} w={340} h={262} r={18}>
        <WindowDots x={56} y={62} />
        <rect x={110} y={54} width={200} height={16} rx={8} fill="#f1f5f9" />
        <rect x={34} y={82} width={340} height={1.5} fill={INK.line} />
        <rect x={54} y={100} width={300} height={84} rx={12} fill={INK.navy} />
        <Bar x={72} y={120} w={140} h={12} fill={INK.white} opacity={0.9} />
        <Bar x={72} y={140} w={100} h={8} fill={INK.white} opacity={0.45} />
        <rect x={72} y={158} width={64} height={16} rx={8} fill={INK.tealBright} />
        <circle cx={300} cy={142} r={28} fill={INK.blue} />
        <circle cx={318} cy={126} r={14} fill={INK.tealBright} fillOpacity="0.8" />
        {[54, 156, 258].map((x, index) => (
          <g key={x}>
            <rect x={x} y={198} width={96} height={84} rx={12} fill="#f8fafc" stroke={INK.line} />
            <rect x={x + 12} y={210} width={26} height={26} rx={8} fill={[INK.tealSoft, INK.blueSoft, INK.warmSoft][index]} />
            <Bar x={x + 12} y={248} w={64} h={7} fill={INK.navy} opacity={0.7} />
            <Bar x={x + 12} y={262} w={44} h={6} fill={INK.navy} opacity={0.25} />
          </g>
        ))}
      </Card>
      <Card x={330} y={212} w={118} h={100} r={18} fill={INK.navy}>
        <text x={389} y={274} textAnchor="middle" fontSize="34" fontWeight="800" fill={INK.tealBright} fontFamily="ui-monospace, monospace">
          {"</>"}
        </text>
      </Card>
    </Scene>
  );
}

export function MobileAppArt() {
  return (
    <Scene>
      <rect x={170} y={26} width={148} height={308} rx={30} fill={INK.navy} />
      <rect x={180} y={38} width={128} height={284} rx={22} fill={INK.white} />
      <rect x={222} y={46} width={44} height={8} rx={4} fill={INK.navy} />
      <Bar x={194} y={70} w={64} h={10} fill={INK.navy} opacity={0.85} />
      <rect x={194} y={92} width={100} height={70} rx={14} fill={INK.teal} />
      <Bar x={206} y={108} w={54} h={8} fill={INK.white} opacity={0.85} />
      <Bar x={206} y={124} w={70} h={14} fill={INK.white} />
      {[176, 218, 260].map((y, index) => (
        <g key={y}>
          <rect x={194} y={y} width={100} height={32} rx={10} fill="#f8fafc" />
          <circle cx={210} cy={y + 16} r={8} fill={[INK.blue, INK.warm, INK.tealBright][index]} />
          <Bar x={224} y={y + 9} w={52} h={6} fill={INK.navy} opacity={0.6} />
          <Bar x={224} y={y + 19} w={34} h={5} fill={INK.navy} opacity={0.25} />
        </g>
      ))}
      <Bar x={214} y={306} w={60} h={6} fill={INK.navy} opacity={0.3} />
      <Card x={318} y={82} w={132} h={64} r={16}>
        <circle cx={344} cy={114} r={14} fill={INK.tealSoft} />
        <Dot x={344} y={114} r={6} fill={INK.teal} />
        <Bar x={366} y={104} w={66} h={7} fill={INK.navy} opacity={0.75} />
        <Bar x={366} y={118} w={44} h={6} fill={INK.navy} opacity={0.3} />
      </Card>
      <Card x={32} y={190} w={134} h={110} r={16}>
        <Bar x={48} y={208} w={60} h={7} fill={INK.navy} opacity={0.6} />
        {[0, 1, 2, 3, 4].map((index) => (
          <rect
            key={index}
            x={50 + index * 21}
            y={282 - (24 + index * 10)}
            width={13}
            height={24 + index * 10}
            rx={4}
            fill={index === 4 ? INK.teal : INK.blue}
          />
        ))}
      </Card>
      <Spark x={84} y={120} size={16} fill={INK.warm} />
    </Scene>
  );
}
