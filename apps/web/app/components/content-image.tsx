import type { Image } from "@plummet/content/schemas";
import { contentAssetPath } from "../lib/seo";

/**
 * An image from `@plummet/content`'s assets, at the size it is drawn: decoded off the main thread
 * and loaded as the visitor nears it, unless `loading` says otherwise; a `priority` image (the first
 * screen's largest) is fetched first instead.
 */
export function ContentImage({
  image,
  alt = image.alt,
  width,
  height,
  loading = "lazy",
  priority = false,
  className,
}: {
  image: Image;
  /** The image's own alt text unless given ("" where the words beside it say it all). */
  alt?: string;
  width: number;
  height: number;
  loading?: "lazy" | "eager";
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={contentAssetPath(image.path)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : loading}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
