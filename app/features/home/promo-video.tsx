import { FileText, Play } from "~/components/icons";
import { NewTabLink } from "~/components/new-tab-link";
import type { Language } from "~/i18n/language";
import { VIDEO_FACADE_ATTRIBUTE } from "~/islands/attributes";
import { PLATFORM_TOUR, PLATFORM_TOUR_CAPTIONS, PLATFORM_TOUR_SIZE, PLATFORM_TOUR_TYPES, TRANSCRIPT_PATH } from "./platform-tour";

const FRAME = "relative aspect-video overflow-hidden rounded-card bg-brand-950 shadow-raised ring-1 ring-white/15";

function autoplaying(url: string): string {
  const src = new URL(url);
  src.searchParams.set("autoplay", "1");
  return src.toString();
}

/** The platform tour's poster as a picture of its own: decorative, loaded as it nears the view, its size reserved. */
export function TourPoster({ language, className }: { language: Language; className: string }) {
  return (
    <img
      src={PLATFORM_TOUR[language].poster}
      alt=""
      width={PLATFORM_TOUR_SIZE.width}
      height={PLATFORM_TOUR_SIZE.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

export interface PromoVideoCopy {
  /** The video's name. */
  title: string;
  /** The play control of a configured video. */
  play: string;
  /** The link to the narration as text. */
  transcript: string;
  /** What a browser without video shows instead: a link to the file. */
  download: string;
}

/**
 * The platform video. By default the platform tour the site ships: the
 * browser's own player, with its poster, its two files (VP9 for most browsers,
 * H.264 for the rest), captions in both languages (the page's shown by
 * default: the tour has no sound, its narration is the captions), and
 * nothing downloaded before the visitor plays it. A video of the company's
 * own (`SITE_PROMO_VIDEO_URL`) stands behind a facade: the poster and a play
 * link that opens the video in a new tab, which the page's script turns into
 * the player in place when it is clicked, so no third-party player loads
 * before then. The tour's narration is also a page of text (the transcript).
 */
export function PromoVideo({ url, language, copy }: { url: string | null; language: Language; copy: PromoVideoCopy }) {
  const tour = PLATFORM_TOUR[language];
  return (
    <div>
      <div className={FRAME}>
        {url ? (
          <NewTabLink
            href={url}
            {...{ [VIDEO_FACADE_ATTRIBUTE]: autoplaying(url) }}
            data-video-title={copy.title}
            data-testid="promo-video-facade"
            className="group absolute inset-0 flex items-center justify-center"
          >
            <TourPoster language={language} className="absolute inset-0 size-full object-cover" />
            <span className="absolute inset-0 bg-brand-950/25 transition-colors group-hover:bg-brand-950/10" />
            <span className="sr-only">{copy.play}</span>
            <span
              aria-hidden="true"
              className="relative flex size-20 items-center justify-center rounded-full bg-white text-brand-900 shadow-raised ring-8 ring-white/20 transition-transform group-hover:scale-105"
            >
              <Play className="ml-1 size-8 fill-current" />
            </span>
          </NewTabLink>
        ) : (
          <video
            controls
            preload="none"
            playsInline
            poster={tour.poster}
            width={PLATFORM_TOUR_SIZE.width}
            height={PLATFORM_TOUR_SIZE.height}
            aria-label={copy.title}
            data-testid="promo-video"
            className="absolute inset-0 size-full bg-brand-950"
          >
            <source src={tour.webm} type={PLATFORM_TOUR_TYPES.webm} />
            <source src={tour.mp4} type={PLATFORM_TOUR_TYPES.mp4} />
            <track kind="captions" src={PLATFORM_TOUR_CAPTIONS.es} srcLang="es" label="Español" default={language === "es"} />
            <track kind="captions" src={PLATFORM_TOUR_CAPTIONS.en} srcLang="en" label="English" default={language === "en"} />
            <a href={tour.mp4}>{copy.download}</a>
          </video>
        )}
      </div>
      {!url && (
        <a
          href={TRANSCRIPT_PATH}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline"
        >
          <FileText aria-hidden="true" className="size-5" />
          {copy.transcript}
        </a>
      )}
    </div>
  );
}
