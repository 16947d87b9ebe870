/** Wiki articles and banner links (German, simple HTML: p, ul, a). */
import type { SeedContext } from './context';

/** Titel, Kategorie, Inhalt. */
export const ARTICLES: [string, string, string][] = [
  ['Was gehört in die Restmülltonne?', 'Abfalltrennung', '<p>In die graue Tonne gehören Abfälle, die nicht verwertet werden können.</p><ul><li>Hygieneartikel und Windeln</li><li>Staubsaugerbeutel</li><li>Asche (erkaltet)</li><li>verschmutzte Verpackungen</li></ul><p>Nicht hinein gehören Batterien, Elektrogeräte und Schadstoffe.</p>'],
  ['Bioabfall richtig sammeln', 'Abfalltrennung', '<p>Küchen- und Gartenabfälle werden in unserer Vergärungsanlage zu Strom und Kompost.</p><ul><li>Obst- und Gemüsereste</li><li>Kaffeesatz und Teebeutel</li><li>Rasenschnitt und Laub</li></ul><p>Bitte keine Plastiktüten verwenden, auch keine „kompostierbaren“.</p>'],
  ['Papier, Pappe, Karton', 'Abfalltrennung', '<p>Die blaue Tonne wird alle vier Wochen geleert. Kartons bitte zerkleinern.</p><p>Verschmutztes Papier (z. B. Pizzakartons mit Essensresten) gehört in den Restmüll.</p>'],
  ['Gelbe Tonne: Verpackungen', 'Abfalltrennung', '<p>In die Gelbe Tonne gehören Verpackungen aus Kunststoff, Metall und Verbundstoffen.</p><ul><li>Joghurtbecher, Folien</li><li>Konservendosen</li><li>Getränkekartons</li></ul><p>Mehr dazu bei der <a href="https://www.muelltrennung-wirkt.de">Initiative „Mülltrennung wirkt“</a>.</p>'],
  ['Sperrmüll anmelden', 'Sperrmüll', '<p>Sie können zweimal im Jahr kostenlos Sperrmüll abholen lassen. Wie Sie die Abholung anmelden, steht im Portal unter <a href="/dump">Sperrmüll</a>.</p><p>Stellen Sie die Gegenstände am Abholtag bis 6 Uhr an den Straßenrand.</p>'],
  ['Schadstoffmobil', 'Schadstoffe', '<p>Farben, Lacke, Lösungsmittel, Pflanzenschutzmittel und Batterien nimmt das Schadstoffmobil an. Die Termine finden Sie im Abfuhrkalender Ihrer Straße.</p><p>Bitte geben Sie Schadstoffe nur in haushaltsüblichen Mengen ab.</p>'],
  ['Abfuhr nach Feiertagen', 'Termine', '<p>Ab einem gesetzlichen Feiertag verschieben sich die Abfuhrtermine der restlichen Woche um einen Tag. Ist zum Beispiel Ostermontag, wird die Montagsleerung am Dienstag nachgeholt, die Dienstagsleerung am Mittwoch und so weiter bis zur Freitagsleerung am Samstag. Liegen zwei Feiertage in einer Woche, verschiebt sich die Abfuhr um zwei Tage. Das Schadstoffmobil hält samstags zur angegebenen Zeit am angegebenen Ort; sein Termin verschiebt sich nur, wenn er selbst auf einen Feiertag fällt.</p><p>Im Abfuhrkalender sind verschobene Termine gekennzeichnet, der gedruckte Kalender nennt zusätzlich die Feiertage.</p>'],
  ['Behälter ändern oder tauschen', 'Behälter', '<p>Ist Ihre Tonne zu klein, zu groß oder beschädigt, beantragen Sie den Tausch im Portal unter <a href="/container">Behälter</a>.</p><ul><li>Tausch der Größe: einmal jährlich kostenlos</li><li>Reparatur: kostenlos</li></ul><p>Fragen beantwortet unser Kundenservice unter <a href="tel:+4964119990">0641 1999-0</a>.</p>'],
];

export function seedContent(ctx: SeedContext): void {
  ARTICLES.forEach(([titel, kategorie, inhalt], i) =>
    ctx.insert('WikiArtikel', { WikiArtikelId: i + 1, Titel: titel, Kategorie: kategorie, Inhalt: inhalt, Reihenfolge: i + 1 }),
  );
  const links: [string, string, string][] = [
    ['https://www.awv-mittelland.example/aktuelles/schadstoffmobil', 'Schadstoffmobil unterwegs', 'Alle Termine des Schadstoffmobils im Überblick.'],
    ['https://www.awv-mittelland.example/aktuelles/biotonne', 'Die Biotonne im Winter', 'Tipps gegen festgefrorenen Bioabfall.'],
    ['https://www.awv-mittelland.example/recyclinghoefe', 'Recyclinghöfe', 'Öffnungszeiten und angenommene Abfälle.'],
  ];
  const insert = ctx.db.prepare(`INSERT INTO srv_banner_links (id, url, titel, text, sort) VALUES (?, ?, ?, ?, ?)`);
  links.forEach(([url, titel, text], i) => insert.run(i + 1, url, titel, text, i));
}
