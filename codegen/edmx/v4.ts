/** OData V4 CSDL specifics (placeholder until V4 support lands). */
import type { MetadataModel } from './model';
import type { ReadContext } from './context';
import type { SchemaElement } from './structure';

export function readV4(ctx: ReadContext, _schemas: SchemaElement[], _model: MetadataModel): void {
  ctx.fail('OData V4 wird noch nicht unterstützt', 'unsupported-version');
}
