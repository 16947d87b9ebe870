import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertRow, queryEntitySet } from '../../../server/odata';
import { emptyDb, failure, ids, model, one, q, rowsOf, seededDb } from './fixture';

type Db = ReturnType<typeof seededDb>;

/** Tables and their row counts: must be identical before and after hostile queries. */
function snapshot(db: Db): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
  return tables.map((t) => `${t.name}:${(db.prepare(`SELECT COUNT(*) AS n FROM "${t.name.replace(/"/g, '""')}"`).get() as { n: number }).n}`).join(',');
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

describe('hostile input', () => {
  it('treats SQL in string literals as data', () => {
    const db = seededDb();
    const before = snapshot(db);
    expect(ids(db, 'Adressen', "$filter=Name eq 'x'' or 1=1 --'")).toEqual([]);
    expect(ids(db, 'Adressen', "$filter=Name eq 'x''; DROP TABLE \"Adressen\"; --'")).toEqual([]);
    expect(ids(db, 'Adressen', "$filter=substringof(''' OR ''1''=''1', Name)")).toEqual([]);
    expect(ids(db, 'Adressen', "$filter=startswith(Name, '%') or endswith(Name, '_')")).toEqual([]);
    expect(ids(db, 'Adressen', "$filter=Name eq '\\' or Name eq '\\\\'")).toEqual([]);
    expect(snapshot(db)).toBe(before);
  });

  it('answers SQL in identifiers and options with 400 and leaves the database alone', () => {
    const db = seededDb();
    const before = snapshot(db);
    const hostile = [
      '$orderby=Name;DROP TABLE Strassen',
      '$orderby=Name desc, (SELECT 1)',
      '$orderby="Name"',
      '$orderby=Name COLLATE NOCASE',
      '$select=Name,(SELECT 1)',
      '$select=Name;DROP TABLE Strassen',
      '$expand=Ort;DROP TABLE Strassen',
      '$expand=Ort)--',
      '$filter=Name eq 1; DROP TABLE Strassen',
      '$filter="Name" eq \'x\'',
      '$filter=Name eq \'x\' --',
      '$filter=Name eq `x`',
      '$filter=sqlite_version() eq \'1\'',
      '$filter=t0.Name eq \'x\'',
      '$filter=Name/**/eq \'x\'',
      '$filter=__proto__ eq 1',
      '$filter=constructor eq 1',
      '$filter=toString(Name) eq 1',
      '$top=1;DROP TABLE Strassen',
      '$skip=1 OR 1=1',
      '$top=99999999999',
    ];
    for (const h of hostile) expect(failure(() => q(db, 'Strassen', h)), h).toMatchObject({ status: 400, code: 'bad-request' });
    for (const key of ['1;DROP TABLE Strassen', "1' OR '1'='1", '1)--', '(1) OR (1=1)']) {
      expect(failure(() => one(db, 'Strassen', key)).status, key).toBe(400);
    }
    // unknown sets are 404, not a table lookup
    expect(failure(() => q(db, 'sqlite_master', '')).status).toBe(404);
    expect(failure(() => q(db, 'Strassen"; DROP TABLE "Orte', '')).status).toBe(404);
    expect(snapshot(db)).toBe(before);
  });

  it('refuses NUL characters in literals (SQLite text functions stop at them)', () => {
    const db = seededDb();
    expect(failure(() => q(db, 'Orte', "$filter=Ortsname eq 'a\u0000b'")).status).toBe(400);
  });

  it('accepts $select=* as "all properties"', () => {
    const db = seededDb();
    expect(q(db, 'Orte', '$select=*').d.results).toHaveLength(2);
  });

  it('finds any stored string by eq and substringof, whatever characters it holds', () => {
    const db = emptyDb();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }).filter((s) => !s.includes('\0') && !/[\uD800-\uDFFF]/u.test(s)), (s) => {
        db.exec('DELETE FROM "Orte"');
        insertRow(db, model, 'Orte', { OrteId: 1, Ortsname: s });
        insertRow(db, model, 'Orte', { OrteId: 2, Ortsname: `${s}x` });
        const eq = rowsOf(queryEntitySet(db, model, 'Orte', { $filter: `Ortsname eq ${quote(s)}` }));
        const sub = rowsOf(queryEntitySet(db, model, 'Orte', { $filter: `substringof(${quote(s)}, Ortsname)` }));
        const starts = rowsOf(queryEntitySet(db, model, 'Orte', { $filter: `startswith(Ortsname, ${quote(s)})` }));
        const ends = rowsOf(queryEntitySet(db, model, 'Orte', { $filter: `endswith(Ortsname, ${quote(s)})` }));
        expect(eq.map((r) => r.OrteId)).toEqual([1]);
        expect(eq[0]?.Ortsname).toBe(s);
        expect(sub.map((r) => r.OrteId)).toEqual([1, 2]);
        expect(starts.map((r) => r.OrteId)).toEqual([1, 2]);
        expect(ends.map((r) => r.OrteId)).toContain(1);
      }),
      { numRuns: 100 },
    );
    expect(snapshot(db)).toMatch(/Orte:2/);
  });

  it('refuses long and deeply nested filters quickly and without a stack overflow', () => {
    const db = seededDb();
    const deep = `${'('.repeat(5000)}Name eq 'x'${')'.repeat(5000)}`;
    expect(failure(() => q(db, 'Strassen', `$filter=${encodeURIComponent(deep)}`))).toMatchObject({ status: 400 });
    const nots = `${'not '.repeat(400)}(Name eq 'x')`;
    expect(failure(() => q(db, 'Strassen', `$filter=${encodeURIComponent(nots)}`))).toMatchObject({ status: 400 });
    expect(failure(() => q(db, 'Strassen', `$filter=${'a'.repeat(100_000)}`))).toMatchObject({ status: 400 });
    expect(failure(() => q(db, 'Strassen', `$expand=${Array.from({ length: 40 }, () => 'Ort').join(',')}`))).toMatchObject({ status: 400 });
    expect(failure(() => q(db, 'Auftraege', `$expand=${Array.from({ length: 8 }, () => 'NachfolgerObj').join('/')}`))).toMatchObject({ status: 400 });
    expect(failure(() => q(db, 'Strassen', `$orderby=${Array.from({ length: 11 }, () => 'Name').join(',')}`))).toMatchObject({ status: 400 });
    // nesting up to the limit runs through SQLite without hitting its own limits
    const nested = [
      `${'('.repeat(49)}Name eq 'x'${')'.repeat(49)}`,
      `${'not '.repeat(48)}(Name eq 'x')`,
      `${'tolower('.repeat(49)}Name${')'.repeat(49)} eq 'x'`,
      `StrassenId${' add 1'.repeat(330)} eq 5`,
      Array.from({ length: 45 }, (_, i) => `(StrassenId eq ${i} or `).join('') + 'false' + ')'.repeat(45),
      Array.from({ length: 220 }, () => 'false').join(' or '),
    ];
    for (const f of nested) expect(() => q(db, 'Strassen', `$filter=${encodeURIComponent(f)}`), f.slice(0, 40)).not.toThrow();
    // a long but legal filter with many ORs runs
    const manyOr = Array.from({ length: 100 }, (_, i) => `StrassenId eq ${i}`).join(' or ');
    expect(ids(db, 'Strassen', `$filter=${encodeURIComponent(manyOr)}`)).toEqual([1, 2, 3]);
  });
});
