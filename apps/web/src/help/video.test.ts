import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoPageUrl, youtubeIdOf } from './video';

describe('help item videos', () => {
  it('reads a YouTube id from an id and from the usual addresses', () => {
    for (const video of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect([video, youtubeIdOf(video)]).toEqual([video, 'dQw4w9WgXcQ']);
  });

  it('answers null for empty text, other sites and malformed ids', () => {
    for (const video of [
      '',
      'https://vimeo.com/123',
      'https://youtube.com/watch?v=short',
      'javascript:alert(1)',
    ])
      expect([video, youtubeIdOf(video)]).toEqual([video, null]);
  });

  it('embeds YouTube videos in the privacy-enhanced player and opens other http(s) addresses as given', () => {
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoPageUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/123')).toBeNull();
    expect(videoPageUrl('https://vimeo.com/123')).toBe('https://vimeo.com/123');
    expect(videoPageUrl('javascript:alert(1)')).toBeNull();
  });
});
