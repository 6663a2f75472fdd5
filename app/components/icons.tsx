import { type LucideIcon, spriteIcon } from "./sprite-icon";

/**
 * The site's icons (Lucide's drawings) as references into one cached sprite,
 * drawn from this list when the site is built (app/images/sprite-symbols.ts).
 * A page carries `<svg><use href="<sprite>#Name"/></svg>` per icon instead
 * of each icon's paths, and no drawing travels in the page's JavaScript; the
 * server's HTML carries the symbols its icons use (server/http/inline-sprites.ts).
 * Lucide's presentation (stroked in the current colour, 2 px, round joins)
 * comes from the stylesheet's `.lucide` rule rather than from attributes on
 * every icon, which made a fifth of a page's HTML; classes still style it, and
 * `strokeWidth` sets the stroke's width (an attribute: the CSP allows no
 * `style` attribute).
 */
export { ICON_SPRITE_PATH, ISLAND_ICON_SPRITE_PATH, type IconProps, type LucideIcon } from "./sprite-icon";
// The islands' icons, in a module of their own (island-icons.tsx); listed here with the others.
export * from "./island-icons";

/** Marks the element that holds those symbols, which no component renders and the stylesheet hides. */
export const PAGE_SPRITES_ATTRIBUTE = "data-page-sprites";

/** One item of a page's list of cards or features: its id names its copy, its icon is the page's. */
export interface IconItem<Id extends string = string> {
  id: Id;
  icon: LucideIcon;
}

/** An item of a page's list that leads to another page. */
export interface IconLink<Id extends string = string> extends IconItem<Id> {
  to: string;
}

export const ArrowDown = spriteIcon("ArrowDown");
export const ArrowLeft = spriteIcon("ArrowLeft");
export const ArrowLeftRight = spriteIcon("ArrowLeftRight");
export const Award = spriteIcon("Award");
export const BadgeCheck = spriteIcon("BadgeCheck");
export const BadgeDollarSign = spriteIcon("BadgeDollarSign");
export const BadgePercent = spriteIcon("BadgePercent");
export const BarChart3 = spriteIcon("BarChart3");
export const Bot = spriteIcon("Bot");
export const Brain = spriteIcon("Brain");
export const BrainCircuit = spriteIcon("BrainCircuit");
export const Briefcase = spriteIcon("Briefcase");
export const BriefcaseBusiness = spriteIcon("BriefcaseBusiness");
export const BriefcaseMedical = spriteIcon("BriefcaseMedical");
export const Bug = spriteIcon("Bug");
export const Building2 = spriteIcon("Building2");
export const Calculator = spriteIcon("Calculator");
export const CalendarCheck = spriteIcon("CalendarCheck");
export const CalendarDays = spriteIcon("CalendarDays");
export const CalendarX2 = spriteIcon("CalendarX2");
export const ChartColumn = spriteIcon("ChartColumn");
export const ChartLine = spriteIcon("ChartLine");
export const ChartNoAxesCombined = spriteIcon("ChartNoAxesCombined");
export const ChartPie = spriteIcon("ChartPie");
export const ChevronLeft = spriteIcon("ChevronLeft");
export const ChevronRight = spriteIcon("ChevronRight");
export const ClipboardCheck = spriteIcon("ClipboardCheck");
export const Clock = spriteIcon("Clock");
export const Cloud = spriteIcon("Cloud");
export const Code2 = spriteIcon("Code2");
export const CodeXml = spriteIcon("CodeXml");
export const Compass = spriteIcon("Compass");
export const Contact = spriteIcon("Contact");
export const Cpu = spriteIcon("Cpu");
export const Crown = spriteIcon("Crown");
export const Database = spriteIcon("Database");
export const Expand = spriteIcon("Expand");
export const Eye = spriteIcon("Eye");
export const FileChartColumn = spriteIcon("FileChartColumn");
export const FileHeart = spriteIcon("FileHeart");
export const FileQuestion = spriteIcon("FileQuestion");
export const FileSearch = spriteIcon("FileSearch");
export const FileSignature = spriteIcon("FileSignature");
export const Funnel = spriteIcon("Funnel");
export const Globe = spriteIcon("Globe");
export const GraduationCap = spriteIcon("GraduationCap");
export const HandHeart = spriteIcon("HandHeart");
export const Handshake = spriteIcon("Handshake");
export const Headset = spriteIcon("Headset");
export const HeartHandshake = spriteIcon("HeartHandshake");
export const HeartPulse = spriteIcon("HeartPulse");
export const House = spriteIcon("House");
export const KanbanSquare = spriteIcon("KanbanSquare");
export const Landmark = spriteIcon("Landmark");
export const Languages = spriteIcon("Languages");
export const Laptop = spriteIcon("Laptop");
export const Layers = spriteIcon("Layers");
export const Lightbulb = spriteIcon("Lightbulb");
export const Mail = spriteIcon("Mail");
export const MapIcon = spriteIcon("Map");
export const MapPin = spriteIcon("MapPin");
export const Menu = spriteIcon("Menu");
export const MessageCircle = spriteIcon("MessageCircle");
export const Mic = spriteIcon("Mic");
export const MonitorCheck = spriteIcon("MonitorCheck");
export const MonitorSmartphone = spriteIcon("MonitorSmartphone");
export const Network = spriteIcon("Network");
export const Newspaper = spriteIcon("Newspaper");
export const Package = spriteIcon("Package");
export const Palette = spriteIcon("Palette");
export const Percent = spriteIcon("Percent");
export const Phone = spriteIcon("Phone");
export const PiggyBank = spriteIcon("PiggyBank");
export const Pill = spriteIcon("Pill");
export const Play = spriteIcon("Play");
export const PlugZap = spriteIcon("PlugZap");
export const Puzzle = spriteIcon("Puzzle");
export const Quote = spriteIcon("Quote");
export const Radio = spriteIcon("Radio");
export const Receipt = spriteIcon("Receipt");
export const RefreshCcw = spriteIcon("RefreshCcw");
export const RefreshCw = spriteIcon("RefreshCw");
export const Rocket = spriteIcon("Rocket");
export const Scale = spriteIcon("Scale");
export const ScanSearch = spriteIcon("ScanSearch");
export const ScrollText = spriteIcon("ScrollText");
export const Search = spriteIcon("Search");
export const SearchCheck = spriteIcon("SearchCheck");
export const Server = spriteIcon("Server");
export const ShieldAlert = spriteIcon("ShieldAlert");
export const ShieldCheck = spriteIcon("ShieldCheck");
export const ShieldPlus = spriteIcon("ShieldPlus");
export const ShoppingCart = spriteIcon("ShoppingCart");
export const Shuffle = spriteIcon("Shuffle");
export const SlidersHorizontal = spriteIcon("SlidersHorizontal");
export const Smile = spriteIcon("Smile");
export const Sparkles = spriteIcon("Sparkles");
export const Sprout = spriteIcon("Sprout");
export const SquareKanban = spriteIcon("SquareKanban");
export const Stethoscope = spriteIcon("Stethoscope");
export const Store = spriteIcon("Store");
export const Sun = spriteIcon("Sun");
export const Tags = spriteIcon("Tags");
export const Target = spriteIcon("Target");
export const Timer = spriteIcon("Timer");
export const TreePalm = spriteIcon("TreePalm");
export const TrendingUp = spriteIcon("TrendingUp");
export const Trophy = spriteIcon("Trophy");
export const UserCheck = spriteIcon("UserCheck");
export const UserPlus = spriteIcon("UserPlus");
export const UserSearch = spriteIcon("UserSearch");
export const Users = spriteIcon("Users");
export const Wallet = spriteIcon("Wallet");
export const Wifi = spriteIcon("Wifi");
export const Workflow = spriteIcon("Workflow");
