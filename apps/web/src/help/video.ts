/** A help item's video (docs/product/calculation.md#records video): a YouTube id or address, or empty. */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The YouTube video id of an id or a youtube.com / youtu.be address; null otherwise. */
export function youtubeIdOf(video: string): string | null {
  const text = video.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v');
    const match = /^\/(embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
    if (!id && match) id = match[2] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Where the video plays embedded (the privacy-enhanced player), or null when it is not a YouTube video. */
export function videoEmbedUrl(video: string): string | null {
  const id = youtubeIdOf(video);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** Where the video opens in a new tab: YouTube's page, another http(s) address as given, else null. */
export function videoPageUrl(video: string): string | null {
  const id = youtubeIdOf(video);
  if (id) return `https://www.youtube.com/watch?v=${id}`;
  return /^https?:\/\//i.test(video.trim()) ? video.trim() : null;
}
