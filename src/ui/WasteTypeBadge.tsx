import { Badge } from '@mantine/core';
import { wasteTypeColors } from './wasteTypeColors';

/** A waste type's name on its own colour (Abfallart.Farbe), with a text colour that keeps AA contrast. */
export function WasteTypeBadge({ name, color }: { name: string; color: string | null | undefined }) {
  const chip = wasteTypeColors(color);
  return (
    <Badge color={chip.background} c={chip.text} autoContrast={false} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
      {name}
    </Badge>
  );
}
