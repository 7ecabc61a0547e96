import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getApiClient,
  isAllowedImageType,
  isAllowedVideoType,
  uploadErrorMessage,
  uploadImage,
  uploadVideo,
} from 'shared-contracts';
import { EDITOR_TEXTS } from '../config/editor-texts';
import type { MediaKind } from './media';

export interface MediaUploadState {
  /** Sends the file; answers its URL, or null when it was refused (see `error`). */
  upload: (file: File) => Promise<string | null>;
  isUploading: boolean;
  /** The spec's upload error text, shown in the insert dialog. */
  error: string | null;
  clearError: () => void;
}

/**
 * Uploads an image (POST /upload/image) or a video (POST /upload/video) for the editor. The
 * failure text is the editor's own (spec section 8: 'Erreur lors de l'upload de l'image', 413,
 * 415), shown beside the picker rather than as a page toast.
 */
export function useMediaUpload(kind: MediaKind): MediaUploadState {
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const allowed =
        kind === 'image' ? isAllowedImageType(file.type) : isAllowedVideoType(file.type);
      if (!allowed) {
        setError(
          kind === 'image' ? EDITOR_TEXTS.imageTypeNotAllowed : EDITOR_TEXTS.videoTypeNotAllowed,
        );
        return null;
      }
      setError(null);
      setIsUploading(true);
      try {
        const send = kind === 'image' ? uploadImage : uploadVideo;
        const uploaded = await send(getApiClient(), file, file.name);
        return uploaded.url;
      } catch (failure) {
        if (mounted.current) setError(uploadErrorMessage(failure, kind));
        return null;
      } finally {
        if (mounted.current) setIsUploading(false);
      }
    },
    [kind],
  );

  return { upload, isUploading, error, clearError: useCallback(() => setError(null), []) };
}
