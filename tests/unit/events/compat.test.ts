import { describe, expect, it } from 'vitest';
import type { Auftrag, Reklamation, StueckgutAuftrag } from '../../../src/api/types';
import { fromAuftrag, fromReklamation, fromStueckgutAuftrag } from '../../../src/events/events';
import { fullContext } from './fixtures';

describe('mappers accept the api layer entity types', () => {
  it('maps sparse entities without throwing', () => {
    const a: Auftrag = { AuftraegeId: 1 };
    const s: StueckgutAuftrag = { StueckgutAuftraegeId: 2 };
    const r: Reklamation = { ReklamationenId: 3 };
    expect([fromAuftrag(a, fullContext), fromStueckgutAuftrag(s, fullContext), fromReklamation(r, fullContext)].map((e) => [e.key, e.status, e.lastDate])).toEqual([
      ['Auftraege:1', 'unknown', null],
      ['StueckgutAuftraege:2', 'unknown', null],
      ['Reklamationen:3', 'recorded', null],
    ]);
  });
});
