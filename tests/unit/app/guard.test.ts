import { describe, expect, it, vi } from 'vitest';
import { guardObjectRoute, guardStart, safeRedirectPath, type GuardDeps } from '../../../src/app/guard';
import { NotFoundError } from '../../../src/api/errors';
import type { Objekt } from '../../../src/api/types';

const objects: Objekt[] = [
  { ObjekteId: 10, ObjektNr: 'OBJ-1001', Kassenzeichen: 'KZ-2026-0001', EigentuemerBis: new Date('2020-01-01') },
  { ObjekteId: 11, ObjektNr: 'OBJ-1002', Kassenzeichen: 'KZ-2026-0002', EigentuemerBis: null },
];

function deps(over: Partial<GuardDeps> & { authorized?: boolean; extraIdentifier?: string | null } = {}) {
  const { authorized = true, extraIdentifier = null, ...rest } = over;
  const loadObjects = vi.fn(async () => objects);
  const checkObject = vi.fn(async (id: number) => objects.find((o) => o.ObjekteId === id) ?? null);
  const logout = vi.fn();
  const d: GuardDeps = {
    session: () => ({ authorized, extraIdentifier }),
    loadObjects,
    checkObject,
    logout,
    defaultModule: 'dashboard',
    now: () => new Date('2026-11-22').getTime(),
    ...rest,
  };
  return { d, loadObjects, checkObject, logout };
}

describe('object route guard', () => {
  it('sends a visitor without session to /?redirect=<path>', async () => {
    const { d, loadObjects } = deps({ authorized: false });
    const outcome = await guardObjectRoute({ pathname: '/objects/x/calendar' }, { id: 'x', module: 'calendar' }, d);
    expect(outcome).toEqual({ kind: 'redirect', href: '/?redirect=%2Fobjects%2Fx%2Fcalendar' });
    expect(loadObjects).not.toHaveBeenCalled();
  });

  it('loads the objects first and allows an own object', async () => {
    const { d, loadObjects } = deps();
    const outcome = await guardObjectRoute({ pathname: '/objects/11/calendar' }, { id: '11', module: 'calendar' }, d);
    expect(outcome).toMatchObject({ kind: 'allow' });
    expect(loadObjects).toHaveBeenCalledTimes(1);
  });

  it('fails with 404 "Object with id … not found" for a foreign id', async () => {
    const { d } = deps();
    const error = await guardObjectRoute({ pathname: '/objects/99/calendar' }, { id: '99', module: 'calendar' }, d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, message: 'Object with id 99 not found', objectId: '99' });
  });

  it('on /objects goes to the current object with the default module after the server confirms it', async () => {
    const { d, checkObject } = deps();
    expect(await guardObjectRoute({ pathname: '/objects' }, {}, d)).toEqual({ kind: 'redirect', href: '/objects/11/dashboard' });
    expect(checkObject).toHaveBeenCalledWith(11);
  });

  it('follows the stored extra identifier', async () => {
    const { d } = deps({ extraIdentifier: 'OBJ-1001' });
    expect(await guardObjectRoute({ pathname: '/objects' }, {}, d)).toEqual({ kind: 'redirect', href: '/objects/10/dashboard' });
  });

  it('logs out to /?obsolete when no object matches the extra identifier', async () => {
    const { d, logout } = deps({ extraIdentifier: 'OBJ-9999' });
    expect(await guardObjectRoute({ pathname: '/objects' }, {}, d)).toEqual({ kind: 'redirect', href: '/?obsolete' });
    expect(logout).toHaveBeenCalledWith('obsolete');
  });

  it('logs out to /?notallowed when the server has no row for the object', async () => {
    const { d, logout } = deps({ checkObject: async () => null });
    expect(await guardObjectRoute({ pathname: '/objects' }, {}, d)).toEqual({ kind: 'redirect', href: '/?notallowed' });
    expect(logout).toHaveBeenCalledWith('notallowed');
  });

  it('completes /objects/{id} with the default module', async () => {
    const { d } = deps();
    expect(await guardObjectRoute({ pathname: '/objects/10' }, { id: '10' }, d)).toEqual({ kind: 'redirect', href: '/objects/10/dashboard' });
  });
});

describe('start page guard', () => {
  it('lets visitors see the landing page', async () => {
    expect(await guardStart({}, deps({ authorized: false }).d)).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in user to the redirect target, else on to the objects', async () => {
    expect(await guardStart({ redirect: '/objects/10/calendar' }, deps().d)).toEqual({ kind: 'redirect', href: '/objects/10/calendar' });
    expect(await guardStart({}, deps().d)).toEqual({ kind: 'redirect', href: '/objects/11/dashboard' });
  });

  it('never redirects off-site', async () => {
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(await guardStart({ redirect: '//evil.example' }, deps().d)).toEqual({ kind: 'redirect', href: '/objects/11/dashboard' });
  });
});
