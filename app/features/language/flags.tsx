import type { Language } from "~/i18n/language";

/** Colombia for Spanish (the company's home market), the United States for English. */
export function Flag({ language }: { language: Language }) {
  if (language === "es") {
    return (
      <svg aria-hidden="true" viewBox="0 0 30 20" className="h-4 w-6 rounded-[3px] shadow-[0_0_0_1px_rgb(15_23_42/0.15)]">
        <rect width="30" height="10" fill="#FCD116" />
        <rect y="10" width="30" height="5" fill="#003893" />
        <rect y="15" width="30" height="5" fill="#CE1126" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 38 20" className="h-4 w-6 rounded-[3px] shadow-[0_0_0_1px_rgb(15_23_42/0.15)]">
      <rect width="38" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="38" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="15.2" height={(7 * 20) / 13} fill="#3C3B6E" />
    </svg>
  );
}
