/**
 * AbfuhrtermineAbJahr(orteId, strassenId, jahr, hausNr?): the public collection calendar of a
 * street from a year on; clients pass $expand/$orderby (docs/metadata-contract.md).
 */
import { collectionResult } from '../../engine';
import { reqInt } from './params';
import type { FunctionHandler } from './types';

export const AbfuhrtermineAbJahr: FunctionHandler = {
  auth: 'public',
  publicCache: {},
  run(ctx) {
    const ort = reqInt(ctx.params, 'orteId');
    const strasse = reqInt(ctx.params, 'strassenId');
    const jahr = reqInt(ctx.params, 'jahr');
    return collectionResult(ctx, 'Abfuhrtermine', {
      sql: `t0."Strasse__fk" = ? AND EXISTS (SELECT 1 FROM "Strassen" s WHERE s."StrassenId" = t0."Strasse__fk" AND s."Ort__fk" = ?)
            AND t0."Abfuhrplan__fk" IN (SELECT "AbfuhrplaeneId" FROM "Abfuhrplaene" WHERE "Jahr" >= ?)`,
      params: [strasse, ort, jahr],
    });
  },
};
