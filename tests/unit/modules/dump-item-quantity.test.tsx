// @vitest-environment jsdom
/**
 * The amount input of a bulky-waste item: German notation (the comma is the decimal separator),
 * fractions only where the item is measured (m³), a message instead of another number, and
 * minus/plus buttons named after the item.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemQuantityInput } from '../../../src/modules/dump/ItemQuantityInput';
import { renderUi } from '../ui/render';

afterEach(cleanup);

function Host({ fractional, seen }: { fractional: boolean; seen: number[] }) {
  const [value, setValue] = useState(0);
  return (
    <ItemQuantityInput
      label="Strauchschnitt"
      item="Strauchschnitt"
      fractional={fractional}
      max={99}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

async function typeInto(fractional: boolean, text: string) {
  const seen: number[] = [];
  renderUi(<Host fractional={fractional} seen={seen} />);
  const input = screen.getByLabelText('Strauchschnitt') as HTMLInputElement;
  await userEvent.type(input, text);
  fireEvent.blur(input);
  return { input, last: seen.at(-1) };
}

describe('ItemQuantityInput', () => {
  it.each<[string, number, string | null]>([
    ['1,5', 1.5, null],
    ['1.5', Number.NaN, 'Bitte verwenden Sie das Komma für Nachkommastellen, z. B. 1,5 (ohne Tausenderpunkt).'],
    ['1.000', Number.NaN, 'Bitte verwenden Sie das Komma für Nachkommastellen, z. B. 1,5 (ohne Tausenderpunkt).'],
    [' 2 ', 2, null],
  ])('measured in m³: %j', async (text, value, message) => {
    const { input, last } = await typeInto(true, text);
    expect(last).toBe(value);
    expect(input.value).toBe(text);
    if (message) expect(await screen.findByText(message)).toBeTruthy();
    else expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it.each<[string, number, string | null]>([
    ['1,5', Number.NaN, 'Hier ist nur eine ganze Zahl möglich (ohne Komma), z. B. 2.'],
    ['1.5', Number.NaN, 'Hier ist nur eine ganze Zahl möglich (ohne Komma), z. B. 2.'],
    ['1.000', 1000, null],
    [' 2 ', 2, null],
  ])('counted in pieces: %j', async (text, value, message) => {
    const { input, last } = await typeInto(false, text);
    expect(last).toBe(value);
    expect(input.value).toBe(text);
    if (message) expect(await screen.findByText(message)).toBeTruthy();
  });

  it('has minus and plus buttons named after the item', async () => {
    const seen: number[] = [];
    renderUi(<Host fractional={false} seen={seen} />);
    const plus = screen.getByRole('button', { name: 'Anzahl Strauchschnitt erhöhen' });
    const minus = screen.getByRole('button', { name: 'Anzahl Strauchschnitt verringern' });
    expect(minus.hasAttribute('disabled')).toBe(true);
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect((screen.getByLabelText('Strauchschnitt') as HTMLInputElement).value).toBe('2');
    await userEvent.click(minus);
    expect(seen).toEqual([1, 2, 1]);
  });

  it('counts up and down with the arrow keys, as a number field does', async () => {
    const seen: number[] = [];
    renderUi(<Host fractional={false} seen={seen} />);
    const input = screen.getByLabelText('Strauchschnitt') as HTMLInputElement;
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(input.value).toBe('1');
    expect(seen).toEqual([1, 2, 1]);
  });

  it('keeps the fraction when the plus button adds one to 1,5', async () => {
    const seen: number[] = [];
    renderUi(<Host fractional seen={seen} />);
    await userEvent.type(screen.getByLabelText('Strauchschnitt'), '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Menge Strauchschnitt erhöhen' }));
    expect((screen.getByLabelText('Strauchschnitt') as HTMLInputElement).value).toBe('2,5');
  });
});
