import { FileImageOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState, type CSSProperties } from 'react';
import { imageCandidates } from './imageCandidates';

export interface ProductImageProps {
  /** Preferred first: e.g. the retailer's current image, then our stored copy. */
  sources: readonly (string | null | undefined)[];
  alt: string;
  width?: number | string;
  height?: number | string;
  style?: CSSProperties;
  className?: string;
}

/**
 * Product images from retailer sites break often. Try each source in turn, then the original
 * through the server proxy, and finally show a neutral placeholder rather than a broken image.
 */
export function ProductImage({ sources, alt, width = 64, height = 64, style, className }: ProductImageProps) {
  const { token } = theme.useToken();
  const candidates = imageCandidates(sources);
  const identity = candidates.join('\n');
  const [attempt, setAttempt] = useState({ identity, index: 0 });
  // New sources start over at the first candidate (state derived during render, no effect needed).
  if (attempt.identity !== identity) setAttempt({ identity, index: 0 });
  const index = attempt.identity === identity ? attempt.index : 0;
  const src = candidates[index];

  if (!src) {
    return (
      <span
        role="img"
        aria-label={alt}
        title={alt}
        className={className}
        style={{
          width,
          height,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: token.colorFillTertiary,
          color: token.colorTextQuaternary,
          borderRadius: token.borderRadiusSM,
          fontSize: 24,
          ...style,
        }}
      >
        <FileImageOutlined aria-hidden />
      </span>
    );
  }

  return (
    <img
      key={src}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      className={className}
      style={{ objectFit: 'contain', ...style }}
      onError={() => setAttempt({ identity, index: index + 1 })}
    />
  );
}
