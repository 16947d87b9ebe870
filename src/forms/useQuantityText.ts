/**
 * The text of a quantity input, kept exactly as the resident typed it (`1.000`, `1,`, ` 2 `) while
 * the value it stands for goes to the flow: the input never rewrites what is being typed. A value
 * set from outside (a reset, a restored draft, a +/- button) replaces the text.
 */
import { useState } from 'react';
import { quantityText, readQuantity } from '../../codegen/runtime/quantity';

/** What a typed text hands on: the number it reads as, undefined when blank, else the text itself. */
function quantityValue(text: string, fractional: boolean): number | string | undefined {
  const reading = readQuantity(text, fractional);
  if (reading === null) return undefined;
  return 'value' in reading ? reading.value : text;
}

const textOf = (value: unknown): string => (typeof value === 'number' ? quantityText(value) : typeof value === 'string' ? value : '');

export function useQuantityText(value: unknown, fractional: boolean): [string, (text: string) => number | string | undefined] {
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  // The typed text stays while the value is still the one it produced.
  const text = typed !== null && Object.is(typed.value, value) ? typed.text : textOf(value);
  const change = (next: string) => {
    const parsed = quantityValue(next, fractional);
    setTyped({ text: next, value: parsed });
    return parsed;
  };
  return [text, change];
}
