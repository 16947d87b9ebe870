import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RouteProgressBarProps {
  /** True while a route (or its data) is loading. */
  active: boolean;
  /** Loads shorter than this never show the bar, so fast navigations do not flicker. */
  throttleMs?: number;
  /** Time the bar takes to creep towards the end while loading. */
  durationMs?: number;
}

const TICK_MS = 100;
/** Loads shorter than this show no bar at all: a fast navigation never flickers. */
const MIN_LOADING_DISPLAY_MS = 200;

/** A thin bar at the top of the viewport during slow navigations. */
export function RouteProgressBar({ active, throttleMs = MIN_LOADING_DISPLAY_MS, durationMs = 5000 }: RouteProgressBarProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!active) {
      setVisible(false);
      setValue(0);
      return;
    }
    const started = Date.now();
    let interval: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      setVisible(true);
      interval = setInterval(() => {
        // Eases towards 95 % over `durationMs`; it never claims to be done before it is.
        const progress = Math.min(1, (Date.now() - started) / durationMs);
        setValue(95 * (1 - (1 - progress) ** 2));
      }, TICK_MS);
    }, throttleMs);
    return () => {
      clearTimeout(delay);
      if (interval) clearInterval(interval);
    };
  }, [active, throttleMs, durationMs]);

  if (!visible) return null;
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      color="brand.8"
      aria-label={t('common.progress')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
      transitionDuration={TICK_MS}
    />
  );
}
