// @vitest-environment jsdom
/** ui/useReturnFocus.ts: a dialog that mounts open gives the focus back to its opener when it closes. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReturnFocus } from '../../../src/ui/useReturnFocus';

/** A dialog that takes the focus once committed, as Mantine's focus trap does (in an effect). */
function FakeDialog({ opened }: { opened: boolean }) {
  useReturnFocus(opened);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (opened) field.current?.focus();
  }, [opened]);
  return opened ? <input aria-label="Feld im Dialog" ref={field} /> : null;
}

/**
 * A page whose dialog mounts open on the first opening (its code is fetched then) and either stays
 * mounted and is closed by its opened flag, or is removed by the page as it closes.
 */
function Page({ removeOnClose }: { removeOnClose: boolean }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setOpened(true);
    setMounted(true);
  };
  return (
    <>
      <button onClick={open}>Öffnen</button>
      <button onClick={() => setOpened(false)}>Schließen</button>
      {(removeOnClose ? opened : mounted) && <FakeDialog opened={opened} />}
    </>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useReturnFocus', () => {
  afterEach(cleanup);

  it.each([
    ['closed by its opened flag', false],
    ['removed by its page as it closes', true],
  ])('gives the focus back to the opener of a dialog %s', async (_name, removeOnClose) => {
    render(<Page removeOnClose={removeOnClose} />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Feld im Dialog' }));
    act(() => screen.getByRole('button', { name: 'Schließen' }).click());
    await wait(20);
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where the resident moved it meanwhile', async () => {
    render(<Page removeOnClose />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    opener.focus();
    act(() => opener.click());
    const close = screen.getByRole('button', { name: 'Schließen' });
    act(() => close.click());
    // Moved by the page or the resident while the dialog was still closing.
    close.focus();
    await wait(20);
    expect(document.activeElement).toBe(close);
  });
});
