// Given a server started for an authority (PORTAL_AUTHORITY), when it writes a PDF (a public
// document, the printable calendar), then the file names that authority and carries its colour,
// not the reference authority's.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readBrand } from '../../../server/brand';
import { loadConfig, repoRoot } from '../../../server/config';
import { renderPdf } from '../../../server/pdf';
import { pdfText } from '../../support/pdf-text';
import { harness, results } from './helpers';

const demo = readBrand(repoRoot, 'community-demo');

/** The page content streams of a pdf-lib file, inflated: where its drawing operators are. */
function operators(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/\/FlateDecode[^]*?stream\r?\n([^]*?)\r?\nendstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // not a content stream we can read; ignored
    }
  }
  return out.join('\n');
}

/** pdf-lib's fill-colour operator for #rrggbb. */
const fill = (hex: string): string =>
  `${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).join(' ')} rg`;

describe("the server's PDFs carry the authority's brand", () => {
  it('reads name and colour from the portal.json of PORTAL_AUTHORITY', () => {
    expect(loadConfig({ PORTAL_AUTHORITY: 'community-demo' }, []).brand).toEqual({ name: 'Abfallzweckverband Talaue', accent: '#2e7d32' });
    expect(loadConfig({}, []).brand).toEqual({ name: 'Abfallwirtschaftsverband Mittelland', accent: '#ffd500' });
  });

  it('draws the letterhead rule in the colour it is given', async () => {
    const green = operators(await renderPdf('Titel', ['Zeile'], { header: demo.name, accent: demo.accent }));
    expect(green).toContain(fill('#2e7d32'));
    expect(operators(await renderPdf('Titel', ['Zeile'], { header: demo.name }))).not.toContain(fill('#2e7d32'));
  });

  it("names the authority on a public document and on the printable calendar, in its colour", async () => {
    const h = harness({ brand: demo });
    const rows = results((await h.json('/api/OeffentlicheDokumente?$orderby=OeffentlicheDokumenteId')).body);
    const res = await h.json(`/api/OeffentlichesDokumentHerunterladen?oeffentlicheDokumenteId=${rows[0].OeffentlicheDokumenteId}`);
    const document = Buffer.from(res.body.d.OeffentlichesDokumentHerunterladen.InhaltBase64, 'base64');
    expect(await pdfText(document)).toContain('Abfallzweckverband Talaue');
    expect(await pdfText(document)).not.toContain('Mittelland');
    expect(operators(document)).toContain(fill('#2e7d32'));

    const street = h.db.prepare(`SELECT "StrassenId" AS street, "Ort__fk" AS town FROM "Strassen" LIMIT 1`).get() as { street: number; town: number };
    const year = new Date(h.clock.now).getUTCFullYear();
    const calendar = new Uint8Array(await (await h.request(`/api/KalenderDruck/$value?orteId=${street.town}&strassenId=${street.street}&jahr=${year}&halbjahr=1`)).arrayBuffer());
    const text = await pdfText(calendar);
    expect(text).toContain('Abfallzweckverband Talaue');
    expect(text).not.toContain('Mittelland');
    // The month headers are in the authority's colour, their names in white on the dark green.
    expect(operators(calendar)).toContain(fill('#2e7d32'));
    expect(operators(calendar)).toContain('1 1 1 rg');
  });
});
