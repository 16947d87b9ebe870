/**
 * The GiroCode image: the EPC payload drawn as a QR code (SVG as a data: URL, which the portal's
 * img-src allows; no inline script). The QR library is part of this module's chunk only, and the
 * demands page loads this component lazily.
 */
import { Image, Skeleton } from '@mantine/core';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function GiroCode({ payload }: { payload: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    // Level M as the EPC guideline asks; the margin is the quiet zone scanners need.
    void qrSvg(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((svg) => {
      if (alive) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      alive = false;
    };
  }, [payload]);
  if (!src) return <Skeleton width={180} height={180} />;
  return <Image src={src} alt={t('demands.giroCode')} w={180} h={180} data-testid="girocode" />;
}

export default GiroCode;
