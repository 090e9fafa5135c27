import type {EmbeddedVideo} from '@/content/hostCity';

/** The privacy-enhanced YouTube player address of a video, started by the visitor's click. */
export function youtubeEmbedUrl(video: EmbeddedVideo, lang: string): string {
  const query = new URLSearchParams({autoplay: '1', rel: '0', hl: lang});
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?${query.toString()}`;
}
