import type { Image } from "@plummet/content/schemas";
import { Play } from "lucide-react";
import { useState } from "react";

type VideoFacadeProps = {
  /** The video's YouTube id; it is played from youtube-nocookie.com, and only after the click. */
  youtubeId: string;
  title: string;
  poster: Image;
  durationLabel: string;
};

/**
 * A click-to-load video (DESIGN.md: no request to another host until the visitor asks): the
 * poster is a button; choosing it swaps in the embedded player, which then starts playing.
 */
export function VideoFacade({ youtubeId, title, poster, durationLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-brand-950 shadow-raised ring-1 ring-border">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-accent-400"
        >
          <img
            src={`/assets/content/${poster.path}`}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-brand-950/70 via-transparent to-transparent" />
          <span className="absolute top-1/2 left-1/2 flex size-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-raised transition-transform group-hover:scale-110">
            <Play aria-hidden="true" className="ml-1 size-9 fill-current" />
          </span>
          <span className="absolute right-4 bottom-4 left-4 flex items-center justify-between gap-3 text-left text-white">
            <span className="font-semibold">
              <span className="sr-only">Play video: </span>
              {title}
            </span>
            <span className="rounded-full bg-black/60 px-2.5 py-1 text-sm font-semibold">
              <span className="sr-only">, </span>
              {durationLabel}
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
