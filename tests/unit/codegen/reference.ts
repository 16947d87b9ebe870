/** The reference metadata and variants of it, read with the real reader. */
import { readFileSync } from 'node:fs';
import { digest } from '../../../codegen/pipeline';

export const REFERENCE_PATH = 'schema/reference/metadata.xml';
export const BENCH_PATH = 'bench/data/MD_C_PRODUCT_MAINTAIN_SRV.metadata.xml';

export const referenceXml = (): string => readFileSync(REFERENCE_PATH, 'utf8');

/**
 * The reference metadata without StueckgutAuftraege, StorniereStueckgutAuftrag and
 * AktualisiereStammdaten: an authority whose backend lacks the dump module and settings.
 */
export function reducedXml(): string {
  return referenceXml()
    .replace(/<EntitySet Name="StueckgutAuftraege"[^>]*\/>\s*/, '')
    .replace(/<AssociationSet Name="StueckgutAuftraege_[\s\S]*?<\/AssociationSet>\s*/g, '')
    .replace(/<FunctionImport Name="StorniereStueckgutAuftrag"[\s\S]*?<\/FunctionImport>\s*/, '')
    .replace(/<FunctionImport Name="AktualisiereStammdaten"[\s\S]*?<\/FunctionImport>\s*/, '')
    // The reader rejects a function import naming a missing entity set: drop the reference.
    .replace(/ EntitySet="StueckgutAuftraege"/g, '');
}

export const referenceModel = () => digest(referenceXml());
export const reducedModel = () => digest(reducedXml());
