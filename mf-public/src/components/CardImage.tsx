import { Image } from '@mantine/core';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE_URL } from 'shared-contracts';

export interface CardImageProps {
  src: string;
  alt: string;
  /** Height in px; the width follows the card, so the box is reserved before the image loads. */
  height: number;
  /** Above the fold: loaded at once instead of lazily. */
  isPriority?: boolean;
}

/** A card's image, replaced by the placeholder if it fails to load (spec section 2). */
export function CardImage({ src, alt, height, isPriority = false }: CardImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <Image
      src={hasFailed ? PLACEHOLDER_IMAGE_URL : src}
      alt={alt}
      h={height}
      w="100%"
      fit="cover"
      height={height}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setHasFailed(true)}
      data-testid="card-image"
    />
  );
}
