import { TOOL_SPRITE_PATH } from "virtual:built-images/sprites";

/**
 * Technology logos shown beside services and talent pools. The page carries
 * only each logo's name; the drawings (from simple-icons) come in one cached
 * sprite, drawn from this list when the site is built
 * (app/images/sprite-symbols.ts), so no logo data travels in the page's JavaScript.
 */
export const TOOL_TITLES = {
  python: "Python",
  tensorflow: "TensorFlow",
  pytorch: "PyTorch",
  scikitlearn: "scikit-learn",
  huggingface: "Hugging Face",
  langchain: "LangChain",
  googlegemini: "Google Gemini",
  opencv: "OpenCV",
  uipath: "UiPath",
  selenium: "Selenium",
  n8n: "n8n",
  make: "Make",
  googlecloud: "Google Cloud",
  terraform: "Terraform",
  docker: "Docker",
  kubernetes: "Kubernetes",
  githubactions: "GitHub Actions",
  grafana: "Grafana",
  postgresql: "PostgreSQL",
  snowflake: "Snowflake",
  googlebigquery: "Google BigQuery",
  apacheairflow: "Apache Airflow",
  looker: "Looker",
  metabase: "Metabase",
  apachesuperset: "Apache Superset",
  react: "React",
  typescript: "TypeScript",
  nodedotjs: "Node.js",
  flutter: "Flutter",
  kotlin: "Kotlin",
  swift: "Swift",
  firebase: "Firebase",
  openjdk: "OpenJDK",
  pandas: "pandas",
  apachespark: "Apache Spark",
  kalilinux: "Kali Linux",
  wireshark: "Wireshark",
  splunk: "Splunk",
  owasp: "OWASP",
  figma: "Figma",
  sketch: "Sketch",
  miro: "Miro",
  cypress: "Cypress",
  postman: "Postman",
} as const;

export type ToolSlug = keyof typeof TOOL_TITLES;

export { TOOL_SPRITE_PATH };

/** One logo from the sprite, named for assistive technology. */
export function ToolLogo({ slug, className }: { slug: ToolSlug; className?: string }) {
  return (
    <svg role="img" aria-label={TOOL_TITLES[slug]} viewBox="0 0 24 24" className={className}>
      <use href={`${TOOL_SPRITE_PATH}#${slug}`} />
    </svg>
  );
}
