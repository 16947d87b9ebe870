/**
 * How tools/page-chunks.ts groups a build's chunks, on a small made-up build: the page an object
 * opens with is the one the authority's portal.json names, so another authority's first page gets
 * the same single chunk the reference authority's dashboard gets.
 */
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { planPageGroups } from '../../../tools/page-chunks';

// The portal's own source paths: the plan finds the visitor's start page and the portal by them.
const ROOT = fileURLToPath(new URL('../../../src', import.meta.url)).replace(/[\\/]$/, '');

function chunk(fileName: string, moduleIds: string[], { imports = [], dynamicImports = [], isEntry = false }: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean } = {}): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, moduleIds: moduleIds.map((id) => `${ROOT}/${id}`), imports, dynamicImports, isEntry } as unknown as Rolldown.OutputChunk;
}

/** An entry, the visitor's start page, the portal, two module pages and the small parts each page shares with others. */
const BUILD = [
  chunk('index.js', ['boot.ts'], { isEntry: true, dynamicImports: ['start.js', 'main.js'] }),
  chunk('start.js', ['app/visitor/start.tsx', 'ui/shell/Header.tsx']),
  chunk('main.js', ['main.tsx'], { imports: ['start.js'], dynamicImports: ['dashboard.js', 'calendar.js'] }),
  chunk('dashboard.js', ['modules/dashboard/DashboardPage.tsx'], { imports: ['badge.js', 'query.js'] }),
  chunk('calendar.js', ['modules/calendar/CalendarPage.tsx'], { imports: ['query.js', 'month.js'] }),
  chunk('badge.js', ['ui/Badge.tsx']),
  chunk('query.js', ['api/queries/collection-dates.ts']),
  chunk('month.js', ['modules/calendar/MonthGrid.tsx']),
];

const groupOf = (groups: Map<string, string>, id: string) => groups.get(`${ROOT}/${id}`);

describe('page groups', () => {
  it("puts the page an object opens with, and what it shares with other pages, into one group named after it", () => {
    const groups = planPageGroups(BUILD, [], 'DashboardPage');
    expect(groupOf(groups, 'modules/dashboard/DashboardPage.tsx')).toBe('DashboardPage');
    expect(groupOf(groups, 'ui/Badge.tsx')).toBe('DashboardPage');
    expect(groupOf(groups, 'api/queries/collection-dates.ts')).toBe('DashboardPage');
    // Another page keeps its chunk: it is loaded when it is visited.
    expect(groupOf(groups, 'modules/calendar/CalendarPage.tsx')).toBeUndefined();
    expect(groupOf(groups, 'main.tsx')).toBe('main');
    expect(groupOf(groups, 'ui/shell/Header.tsx')).toBe('start');
  });

  it('follows the authority whose objects open with the calendar', () => {
    const groups = planPageGroups(BUILD, [], 'CalendarPage');
    expect(groupOf(groups, 'modules/calendar/CalendarPage.tsx')).toBe('CalendarPage');
    expect(groupOf(groups, 'modules/calendar/MonthGrid.tsx')).toBe('CalendarPage');
    expect(groupOf(groups, 'api/queries/collection-dates.ts')).toBe('CalendarPage');
    expect(groupOf(groups, 'modules/dashboard/DashboardPage.tsx')).toBeUndefined();
    expect([...groups.values()]).not.toContain('DashboardPage');
  });
});
