import {
  Award,
  Eye,
  GraduationCap,
  HandHeart,
  Handshake,
  HeartHandshake,
  type IconItem,
  Lightbulb,
  Scale,
  ShieldCheck,
  Target,
  Users,
} from "~/components/icons";

/** The eleven values: copy at `about:main.values.items.<id>`. */
export const VALUES = [
  { id: "integrity", icon: ShieldCheck },
  { id: "commitment", icon: Handshake },
  { id: "excellence", icon: Award },
  { id: "innovation", icon: Lightbulb },
  { id: "teamwork", icon: Users },
  { id: "respect", icon: HeartHandshake },
  { id: "responsibility", icon: Scale },
  { id: "transparency", icon: Eye },
  { id: "clientFocus", icon: Target },
  { id: "learning", icon: GraduationCap },
  { id: "empathy", icon: HandHeart },
] as const satisfies readonly IconItem[];
