import { mediaInsertion } from './media';

describe('mediaInsertion', () => {
  it("refuses an URL that starts with neither http nor / with the spec's texts", () => {
    expect(mediaInsertion('image', 'ftp://x/images/a.png')).toEqual({
      error: "URL d'image invalide",
    });
    expect(mediaInsertion('image', 'javascript:alert(1)')).toEqual({
      error: "URL d'image invalide",
    });
    expect(mediaInsertion('video', 'www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      error: 'URL de vidéo invalide',
    });
  });

  it('refuses what the display policy would strip: plain http and protocol-relative URLs', () => {
    expect(mediaInsertion('image', 'http://exemple.fr/a.png')).toEqual({
      error: "URL d'image invalide",
    });
    expect(mediaInsertion('image', '//exemple.fr/a.png')).toEqual({
      error: "URL d'image invalide",
    });
    expect(mediaInsertion('video', 'http://exemple.fr/film.mp4')).toEqual({
      error: 'URL de vidéo invalide',
    });
  });

  it('inserts images as given (https or a path)', () => {
    expect(mediaInsertion('image', ' /uploads/images/a.png ')).toEqual({
      kind: 'image',
      src: '/uploads/images/a.png',
    });
    expect(mediaInsertion('image', 'https://exemple.fr/a.jpg')).toEqual({
      kind: 'image',
      src: 'https://exemple.fr/a.jpg',
    });
  });

  it('turns YouTube links into the embed form', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(mediaInsertion('video', url)).toEqual({
        kind: 'videoEmbed',
        src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      });
  });

  it('turns Vimeo links into the player form', () => {
    expect(mediaInsertion('video', 'https://vimeo.com/76979871')).toEqual({
      kind: 'videoEmbed',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('keeps other video URLs as video files', () => {
    expect(mediaInsertion('video', '/uploads/videos/film.webm')).toEqual({
      kind: 'video',
      src: '/uploads/videos/film.webm',
    });
  });
});
