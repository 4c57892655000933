import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The app's own address of a record, which its QR code carries (docs/product/work-orders-and-production.md#qr-codes). */
export function recordUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** A QR code as inline SVG (sharp on paper at any size). */
export function QrCode({ value, size = 96, label }: { value: string; size?: number; label: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(''));
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-value={value}
      style={{ width: size, height: size, flex: 'none' }}
      // The SVG text comes from the qrcode library for our own URL, never from user input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
