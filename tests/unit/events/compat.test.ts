import { describe, expect, it } from 'vitest';
import type * as E from '../../../generated/entities';
import type { AbfuhrAuftrag, Auftrag, FahrAuftrag, Reklamation, StueckgutAuftrag } from '../../../src/api/types';
import { fromAbfuhrAuftrag, fromAuftrag, fromFahrAuftrag, fromReklamation, fromStueckgutAuftrag } from '../../../src/events/events';
import { fullContext } from './fixtures';

describe('mappers accept the api layer entity types', () => {
  it('maps sparse entities without throwing', () => {
    const a: Auftrag = { AuftraegeId: 1 };
    const s: StueckgutAuftrag = { StueckgutAuftraegeId: 2 };
    const r: Reklamation = { ReklamationenId: 3 };
    const f: FahrAuftrag = { FahrAuftraegeId: 4 };
    const c: AbfuhrAuftrag = { AbfuhrAuftraegeId: 5 };
    const events = [fromAuftrag(a, fullContext), fromStueckgutAuftrag(s, fullContext), fromReklamation(r, fullContext), fromFahrAuftrag(f, fullContext), fromAbfuhrAuftrag(c, fullContext)];
    expect(events.map((e) => [e.key, e.status, e.lastDate])).toEqual([
      ['Auftraege:1', 'unknown', null],
      ['StueckgutAuftraege:2', 'unknown', null],
      ['Reklamationen:3', 'recorded', null],
      ['FahrAuftraege:4', 'unknown', null],
      ['AbfuhrAuftraege:5', 'unknown', null],
    ]);
  });

  it('maps rows of the generated entity types (the client hands those over)', () => {
    // Typed with the generated shapes: if codegen output stops fitting the api types, tsc fails here.
    const fahr: E.FahrAuftraege = { FahrAuftraegeId: 7, Plandatum: null, Istdatum: null, Status: 4, FahrAuftragsTour: { FahrAuftragsTourenId: 1, Datum: new Date(Date.UTC(2026, 0, 5)) } };
    const abfuhr: E.AbfuhrAuftraege = {
      AbfuhrAuftraegeId: 8, Plandatum: null, Istdatum: new Date(Date.UTC(2026, 0, 9)), Status: 4,
      SollAbfuhrTermin: { AbfuhrtermineId: 3, Termin: new Date(Date.UTC(2026, 0, 8)), IstVerschoben: false, Hinweis: null },
    };
    expect(fromFahrAuftrag(fahr, fullContext)).toMatchObject({ status: 'recorded', plannedDate: new Date(Date.UTC(2026, 0, 5)) });
    expect(fromAbfuhrAuftrag(abfuhr, fullContext)).toMatchObject({ status: 'done', finishedDate: new Date(Date.UTC(2026, 0, 9)) });
  });
});
