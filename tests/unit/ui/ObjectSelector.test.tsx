// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ObjectSelector } from '../../../src/ui/shell/ObjectSelector';
import { SEARCHABLE_FROM } from '../../../src/ui/shell/ObjectSelectorView';
import type { ObjectView } from '../../../src/ui/types';
import { renderUi } from './render';

afterEach(cleanup);
beforeAll(async () => {
  // jsdom has no layout; Mantine's combobox scrolls the selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  await import('../../../src/ui/shell/ObjectSelectorView');
  await import('../../../src/ui/shell/ObjectSelectorSearchable');
});

const now = new Date('2026-01-01');
const wait = { timeout: 10_000 };
const few: ObjectView[] = [
  { ObjekteId: 1, HausNr: 10, Strasse: { Name: 'Lindenweg' } },
  { ObjekteId: 2, HausNr: 2, Strasse: { Name: 'Lindenweg' } },
  { ObjekteId: 3, HausNr: 1, Strasse: { Name: 'Alte Gasse' }, EigentuemerBis: new Date('2020-01-01') },
  { ObjekteId: 4, HausNr: 7, HausNrZus: 'a', Strasse: { Name: 'Birkenallee' } },
];

/** The native select: its options' texts in order, the placeholder included when shown. */
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('object selector with a few objects (native select)', () => {
  it('lists the current objects sorted, hides outdated ones and preselects the given one', async () => {
    renderUi(<ObjectSelector objects={few} value={1} onChange={() => undefined} now={now} />);
    const select = (await screen.findByRole('combobox', { name: 'Objekt' }, wait)) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(optionTexts(select)).toEqual(['Birkenallee 7a', 'Lindenweg 2', 'Lindenweg 10']);
    expect(select.selectedOptions[0]?.textContent).toBe('Lindenweg 10');
  });

  it('reports a new choice as the object number, nothing when the same object is chosen again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<ObjectSelector objects={few} value={1} onChange={onChange} now={now} />);
    const select = await screen.findByRole('combobox', { name: 'Objekt' }, wait);
    await user.selectOptions(select, 'Lindenweg 10');
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(select, 'Birkenallee 7a');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4);
  });

  // Windows browsers change a closed select per arrow key; the page must not switch per step.
  it('applies arrow-key steps with Enter, not at every step', async () => {
    const onChange = vi.fn();
    renderUi(<ObjectSelector objects={few} value={1} onChange={onChange} now={now} />);
    const select = (await screen.findByRole('combobox', { name: 'Objekt' }, wait)) as HTMLSelectElement;
    // What the browser does on ArrowUp: keydown, then the value moves and `change` fires.
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.keyUp(select, { key: 'ArrowUp' });
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.keyUp(select, { key: 'ArrowUp' });
    expect(onChange).not.toHaveBeenCalled();
    expect(select.selectedOptions[0]?.textContent).toBe('Birkenallee 7a');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('applies a keyboard step when focus leaves, and nothing when stepped back to the current object', async () => {
    const onChange = vi.fn();
    renderUi(<ObjectSelector objects={few} value={1} onChange={onChange} now={now} />);
    const select = (await screen.findByRole('combobox', { name: 'Objekt' }, wait)) as HTMLSelectElement;
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.blur(select);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(select, { key: 'L' });
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.blur(select);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('shows the placeholder when nothing (or an outdated object) is selected, and it cannot be chosen', async () => {
    renderUi(<ObjectSelector objects={few} value={3} onChange={() => undefined} now={now} />);
    const select = (await screen.findByRole('combobox', { name: 'Objekt' }, wait)) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Objekt auswählen');
    expect(select.selectedOptions[0]?.disabled).toBe(true);
    expect(optionTexts(select)).toEqual(['Objekt auswählen', 'Birkenallee 7a', 'Lindenweg 2', 'Lindenweg 10']);
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<ObjectSelector objects={few} value={1} onChange={onChange} now={now} disabled />);
    const select = (await screen.findByRole('combobox', { name: 'Objekt' }, wait)) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    await user.selectOptions(select, 'Lindenweg 2').catch(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the label for screen readers in the compact header variant, hidden on screen', async () => {
    renderUi(<ObjectSelector objects={few} value={1} onChange={() => undefined} now={now} hideLabel />);
    const select = await screen.findByRole('combobox', { name: 'Objekt' }, wait);
    const label = screen.getByText('Objekt', { selector: 'label' });
    expect(label.className).toContain('visually-hidden-label');
    expect((label as HTMLLabelElement).control).toBe(select);
  });

  it('shows the label on screen in the sidebar variant', async () => {
    renderUi(<ObjectSelector objects={few} value={1} onChange={() => undefined} now={now} />);
    await screen.findByRole('combobox', { name: 'Objekt' }, wait);
    expect(screen.getByText('Objekt', { selector: 'label' }).className).not.toContain('visually-hidden-label');
  });
});

describe('object selector with many objects (searchable)', () => {
  const streets = ['Ahornweg', 'Buchenring', 'Eichenstraße', 'Fichtenweg', 'Kastanienallee', 'Lärchenpfad', 'Ulmenhof'];
  const many: ObjectView[] = [
    ...streets.map((name, index) => ({ ObjekteId: 10 + index, HausNr: 1, Strasse: { Name: name } })),
    { ObjekteId: 30, HausNr: 2, Strasse: { Name: 'Buchenring' } },
    // Outdated: does not count towards the threshold.
    { ObjekteId: 31, HausNr: 9, Strasse: { Name: 'Zedernweg' }, EigentuemerBis: new Date('2020-01-01') },
  ];

  it('from the threshold on, typing filters the list and a pick reports the object number', async () => {
    expect(many.length - 1).toBe(SEARCHABLE_FROM);
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<ObjectSelector objects={many} value={10} onChange={onChange} now={now} />);
    const input = (await screen.findByRole('combobox', { name: 'Objekt' }, wait)) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.value).toBe('Ahornweg 1');
    await user.clear(input);
    await user.type(input, 'buchen');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Buchenring 1', 'Buchenring 2']);
    await user.click(options[1]!);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(30);
  });

  it('stays a native select one object below the threshold (outdated ones not counted)', async () => {
    renderUi(<ObjectSelector objects={many.slice(1)} value={30} onChange={() => undefined} now={now} />);
    const select = await screen.findByRole('combobox', { name: 'Objekt' }, wait);
    expect(select.tagName).toBe('SELECT');
  });
});
