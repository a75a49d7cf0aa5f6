import { useMemo } from 'react';
import encodeQR from 'qr';

/**
 * A link as a QR code, for a TV's or a phone's camera: drawn as SVG elements (one path of dark
 * modules), never as markup injected into the page, so the strict CSP has nothing to allow. The
 * matrix comes from `qr` (paulmillr's: zero dependencies, maintained, the most used of the
 * minimal encoders listed); 'medium' correction survives a glare on the laptop's screen.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 2 });
    let d = '';
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: modules.length, path: d };
  }, [text]);
  return (
    <svg
      className="players-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="players-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
