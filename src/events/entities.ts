/**
 * The OData entity shapes the event history reads. One shape per entity: they
 * are the api layer's contract types (src/api/types.ts); the names here only say which role an
 * entity plays in the event history. Dates are already `Date` (the client deserialises /Date(ms)/).
 * Navigation properties are optional: the server omits those that were not expanded.
 */
import type {
  AbfuhrAuftrag,
  Auftrag,
  FahrAuftrag,
  Many,
  Reklamation,
  StueckgutAnzahl,
  StueckgutAuftrag,
  StueckgutAuftragsart,
} from '../api/types';
import { listOf } from '../../codegen/runtime/deserialize';

export type AuftragEntity = Auftrag;
export type StueckgutAuftragEntity = StueckgutAuftrag;
export type StueckgutAuftragsartEntity = StueckgutAuftragsart;
export type StueckgutAnzahlEntity = StueckgutAnzahl;
export type ReklamationEntity = Reklamation;
export type FahrAuftragEntity = FahrAuftrag;
export type AbfuhrAuftragEntity = AbfuhrAuftrag;

/** Expanded to-many navigation arrives as a bare array (V1) or `{results: [...]}` (V2): the runtime's one unwrap reads both. */
export function manyOf<T>(value: Many<T> | null | undefined): T[] {
  return (listOf(value) ?? []) as T[];
}
