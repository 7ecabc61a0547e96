import {
  isAllowedImageType,
  isAllowedVideoType,
  isUploadedImageUrl,
  isUploadedVideoUrl,
  toEmbedUrl,
  validateDocumentFile,
  validateImageUrl,
  validateVideoUrl,
} from './index';

describe('files and editor media', () => {
  it('accepts documents by type and size', () => {
    expect(
      validateDocumentFile({ name: 'statuts.pdf', size: 1000, type: 'application/pdf' }),
    ).toBeNull();
    expect(validateDocumentFile({ name: 'statuts.DOCX', size: 1000, type: '' })).toBeNull();
    expect(
      validateDocumentFile({ name: 'script.exe', size: 10, type: 'application/x-msdownload' }),
    ).toBe('Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG');
    expect(validateDocumentFile({ name: 'photo.gif', size: 10, type: 'image/gif' })).toBe(
      'Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG',
    );
    expect(
      validateDocumentFile({ name: 'gros.pdf', size: 5_242_881, type: 'application/pdf' }),
    ).toBe('Le fichier ne doit pas dépasser 5 MB');
    expect(
      validateDocumentFile({ name: 'juste.pdf', size: 5_242_880, type: 'application/pdf' }),
    ).toBeNull();
  });

  it('knows the editor media types', () => {
    expect(isAllowedImageType('image/webp')).toBe(true);
    expect(isAllowedImageType('image/svg+xml')).toBe(false);
    expect(isAllowedVideoType('video/quicktime')).toBe(true);
    expect(isAllowedVideoType('video/x-msvideo')).toBe(true);
    expect(isAllowedVideoType('video/x-flv')).toBe(false);
  });

  it('checks inserted and uploaded URLs', () => {
    expect(validateImageUrl('ftp://x/a.png')).toBe("URL d'image invalide");
    expect(validateImageUrl('https://x/a.png')).toBeNull();
    expect(validateImageUrl('/uploads/images/a.png')).toBeNull();
    expect(validateVideoUrl('javascript:alert(1)')).toBe('URL de vidéo invalide');
    expect(isUploadedImageUrl('/uploads/images/a.png')).toBe(true);
    expect(isUploadedImageUrl('/uploads/videos/a.mp4')).toBe(false);
    expect(isUploadedVideoUrl('/uploads/videos/a.mp4')).toBe(true);
    expect(isUploadedVideoUrl(undefined)).toBe(false);
  });

  it('turns YouTube and Vimeo links into their embed forms', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(toEmbedUrl('https://exemple.fr/video.mp4')).toBe('https://exemple.fr/video.mp4');
  });
});
