import { Play } from "~/components/icons";
import { useState } from "react";
import { Artwork } from "~/components/artwork";

function autoplaying(url: string): string {
  const src = new URL(url);
  src.searchParams.set("autoplay", "1");
  return src.toString();
}

/**
 * The platform video behind a facade: a poster and a play button, and the
 * player only once the visitor asks for it. The button is a link to the video
 * in a new tab, which is all it does in the server's HTML; where the facade
 * runs as a script, a plain click plays the video in place instead. Without a
 * configured URL the poster stands alone.
 */
export function PromoVideo({ url, title, playLabel }: { url: string | null; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-brand-950 shadow-raised ring-1 ring-white/15">
      {playing && url ? (
        <iframe
          ref={(frame) => frame?.focus()}
          src={autoplaying(url)}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <Artwork name="platform-poster" className="absolute inset-0 size-full object-cover" />
          {url && (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="promo-video"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setPlaying(true);
              }}
              className="group absolute inset-0 flex items-center justify-center bg-brand-950/20 transition-colors hover:bg-brand-950/10"
            >
              <span className="sr-only">{playLabel}</span>
              <span
                aria-hidden="true"
                className="flex size-20 items-center justify-center rounded-full bg-white text-brand-900 shadow-raised ring-8 ring-white/20 transition-transform group-hover:scale-105"
              >
                <Play className="ml-1 size-8 fill-current" />
              </span>
            </a>
          )}
        </>
      )}
    </div>
  );
}
