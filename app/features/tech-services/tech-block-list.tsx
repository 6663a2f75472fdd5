import { useTranslation } from "~/i18n/use-translation";
import { CheckList } from "~/components/check-list";
import { MediaBlock } from "~/components/media-block";
import type { TechService } from "~/features/navigation/menu";
import { blocksOf } from "./tech-blocks-data";
import { ToolLogos } from "~/features/tools/tool-logos";
import { Artwork } from "~/components/artwork";

/** The image and text blocks of one tech service, alternating sides down the page. */
export function TechBlockList({ service }: { service: TechService }) {
  const { t } = useTranslation("techservices");
  return (
    <div className="space-y-20 sm:space-y-28">
      {blocksOf(service).map((block, index) => (
        <article key={block.id} data-testid="tech-block">
          <MediaBlock
            reverse={index % 2 === 1}
            title={t(`blocks.${block.id}.title`)}
            media={<Artwork name={block.art} eager={index === 0} className="h-auto w-full rounded-[28px] shadow-card" />}
          >
            <p>{t(`blocks.${block.id}.text`)}</p>
            <CheckList items={t(`blocks.${block.id}.points`, { returnObjects: true })} className="text-base" />
            {block.tools.length > 0 && <ToolLogos heading={t("detail.tools")} tools={block.tools} />}
          </MediaBlock>
        </article>
      ))}
    </div>
  );
}
