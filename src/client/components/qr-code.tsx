// A QR code drawn locally from text (uqr): no network, so a personal code stays
// scannable offline, and invite links render the same way.
import { renderSVG } from 'uqr';
import { useMemo } from 'react';

interface QrCodeProps {
  value: string;
  /** What the code holds, read out by screen readers. */
  label: string;
  size?: number;
  className?: string;
}

export function QrCode({ value, label, size = 192, className }: QrCodeProps) {
  // renderSVG returns markup we generate ourselves from `value`; it holds no user HTML.
  const svg = useMemo(() => renderSVG(value, { ecc: 'M', border: 2 }), [value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-value={value}
      className={`rounded-box bg-white p-2 [&>svg]:h-full [&>svg]:w-full ${className ?? ''}`}
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
