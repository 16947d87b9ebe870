// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Sidebar, type SidebarProps } from '../../../src/ui/shell/Sidebar';
import { renderUi } from './render';

afterEach(cleanup);
beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => undefined;
  await import('../../../src/ui/shell/SidebarAccount');
  await import('../../../src/ui/shell/ObjectSelectorView');
});

const base: SidebarProps = {
  authorized: true,
  landing: <p>Landing</p>,
  owner: { Vorname: 'Anna', Name: 'Becker', Anrede: { AnredeVerwendenPortal: true, Bezeichnung: 'Frau' } },
  settingsPath: '/objects/2/settings',
  infoTexts: ['Die Abfuhr beginnt ab <b>6 Uhr</b>.<script>alert(1)</script>'],
  objects: [{ ObjekteId: 2, HausNr: 21, HausNrZus: 'a', Strasse: { Name: 'Am Marktplatz' } }],
  objectId: 2,
  onObjectChange: () => undefined,
  authAction: 'logout',
  onNavigate: () => undefined,
  onLogin: () => undefined,
  onLogout: () => undefined,
  onNoPassLogout: () => undefined,
};
const wait = { timeout: 10_000 };

describe('Sidebar', () => {
  it('shows the landing content to visitors', () => {
    renderUi(<Sidebar {...base} authorized={false} />);
    screen.getByText('Landing');
    expect(screen.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  });

  it('greets the owner by formatted name and offers settings, logout and info texts', async () => {
    const onLogout = vi.fn();
    const onNavigate = vi.fn();
    renderUi(<Sidebar {...base} onLogout={onLogout} onNavigate={onNavigate} />);
    expect(await screen.findByText('Guten Tag, Frau Anna Becker', {}, wait)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /Meine Daten ändern/ }));
    expect(onNavigate).toHaveBeenCalledWith('/objects/2/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalled();
    // Texts with markup wait for the sanitiser chunk before they show.
    const info = await screen.findByText(/Die Abfuhr beginnt/, {}, wait);
    expect(info.querySelector('b')?.textContent).toBe('6 Uhr');
    expect(document.querySelector('script')).toBeNull();
  });

  it('uses the configured greeting and hides the settings link when the profile has none', async () => {
    renderUi(<Sidebar {...base} customGreeting="Willkommen zurück!" settingsPath={null} authAction="noPassLogout" />);
    expect(await screen.findByText('Willkommen zurück!', {}, wait)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Meine Daten/ })).toBeNull();
    screen.getByRole('button', { name: 'Objekt abmelden' });
  });

  it('keeps the personal area on general pages without an object in the route', async () => {
    renderUi(<Sidebar {...base} objectId={null} />);
    expect(await screen.findByRole('button', { name: 'Abmelden' }, wait)).toBeTruthy();
    expect(screen.queryByText('Landing')).toBeNull();
  });

  it('shows the event history under its title only when given', async () => {
    const { unmount } = renderUi(<Sidebar {...base} />);
    await screen.findByText('Guten Tag, Frau Anna Becker', {}, wait);
    expect(screen.queryByText('Verlauf')).toBeNull();
    unmount();
    renderUi(<Sidebar {...base} events={<ul><li>Leerung Restabfall</li></ul>} />);
    expect(await screen.findByText('Verlauf', {}, wait)).toBeTruthy();
    screen.getByText('Leerung Restabfall');
  });
});
