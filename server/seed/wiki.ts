/**
 * More "Was gehört wohin?" articles (after the eight of content.ts): the questions residents ask
 * most, in the simple HTML the portal renders (p, ul, li, strong, a with https:, tel:, mailto: or
 * a path of the portal).
 */
import type { SeedContext } from './context';

/** Titel, Kategorie, Inhalt. */
export const MORE_ARTICLES: [string, string, string][] = [
  [
    'Batterien und Akkus',
    'Schadstoffe',
    '<p>Batterien und Akkus enthalten Schwermetalle und dürfen <strong>nie in den Hausmüll</strong>. Beschädigte Lithium-Akkus können Brände in Müllfahrzeugen auslösen.</p><ul><li>Gerätebatterien: kostenlos in die Sammelboxen im Handel (Supermarkt, Drogerie)</li><li>Akkus aus E-Bikes und Werkzeugen: am Recyclinghof abgeben</li><li>Pole von Lithium-Batterien vorher mit Klebeband abkleben</li></ul>',
  ],
  [
    'Elektrogeräte, Kühlschränke und Fernseher',
    'Elektrogeräte',
    '<p>Alte Elektro- und Elektronikgeräte gehören nicht in die Restmülltonne. Kleine Geräte wie Handys, Föhne oder Toaster nehmen die Recyclinghöfe und viele Händler kostenlos zurück.</p><p>Große Geräte – Kühlschrank, Gefriertruhe, Waschmaschine, Herd oder Fernseher – holen wir mit der Sperrmüllabfuhr ab. Melden Sie die Abholung unter <a href="/dump">Sperrmüll</a> an und geben Sie das Gerät dabei an.</p><p>Bitte löschen Sie persönliche Daten auf Handys und Computern vor der Abgabe.</p>',
  ],
  [
    'Energiesparlampen und LED-Lampen',
    'Schadstoffe',
    '<p>Energiesparlampen enthalten Quecksilber, LED-Lampen Elektronik. Beide gehören zum Recyclinghof, zum Schadstoffmobil oder in die Sammelbehälter im Handel.</p><p>Klassische Glühbirnen und Halogenlampen dürfen in den Restmüll.</p>',
  ],
  [
    'Altglas: Flaschen und Gläser',
    'Abfalltrennung',
    '<p>Leere Einwegflaschen und Konservengläser werfen Sie nach Farben getrennt in die Glascontainer: Weiß, Grün und Braun. Blaue und andere Farben gehören zum Grünglas.</p><ul><li>Deckel abschrauben, ausspülen ist nicht nötig</li><li>Nicht hinein: Trinkgläser, Porzellan, Spiegel, Fensterglas</li><li>Einwurfzeiten: werktags von 7 bis 20 Uhr</li></ul>',
  ],
  [
    'Grünschnitt, Laub und Baumschnitt',
    'Garten',
    '<p>Kleine Mengen Rasenschnitt und Laub passen in die Biotonne. Größere Mengen Strauch- und Baumschnitt nehmen die Grünschnittplätze und Recyclinghöfe kostenlos an.</p><p>Äste bitte auf höchstens 1,5 Meter Länge kürzen. Wurzelstöcke und behandeltes Holz gehören nicht dazu.</p>',
  ],
  [
    'Altkleider und Schuhe',
    'Wertstoffe',
    '<p>Gut erhaltene Kleidung, Bettwäsche und paarweise gebündelte Schuhe geben Sie in die Altkleidercontainer oder an soziale Einrichtungen.</p><p>Stark verschmutzte oder nasse Textilien gehören in den Restmüll.</p>',
  ],
  [
    'Medikamente richtig entsorgen',
    'Abfalltrennung',
    '<p>Alte Medikamente dürfen in die Restmülltonne – gut verpackt, damit Kinder sie nicht erreichen. Viele Apotheken nehmen sie ebenfalls zurück.</p><p><strong>Niemals</strong> Tabletten oder Säfte in Toilette oder Spüle kippen: Kläranlagen können die Wirkstoffe nicht vollständig entfernen.</p>',
  ],
  [
    'Bauschutt und Renovierungsabfälle',
    'Recyclinghof',
    '<p>Haushaltsübliche Mengen Bauschutt (Fliesen, Ziegel, Beton) nimmt der Recyclinghof gegen Gebühr an. Für größere Mengen bestellen Sie einen Container bei einem Entsorgungsfachbetrieb.</p><ul><li>Tapetenreste und Teppichböden: Sperrmüll</li><li>Farb- und Lackreste: Schadstoffmobil</li><li>Asbest und Mineralwolle: nur nach Anmeldung, verpackt in reißfesten Säcken</li></ul>',
  ],
  [
    'Recyclinghöfe: Öffnungszeiten',
    'Recyclinghof',
    '<p>Unsere Recyclinghöfe in Lindenau und Mühlbach sind für Sie geöffnet:</p><ul><li>Dienstag bis Freitag von 9 bis 18 Uhr</li><li>Samstag von 8 bis 14 Uhr</li></ul><p>Was angenommen wird, erfahren Sie unter <a href="https://www.awv-mittelland.example/recyclinghoefe">awv-mittelland.example</a> oder per E-Mail an <a href="mailto:service@awv-mittelland.example">service@awv-mittelland.example</a>.</p>',
  ],
  [
    'Weihnachtsbäume',
    'Termine',
    '<p>Ausgediente Weihnachtsbäume holen wir im Januar an einem eigenen Termin ab. Den Tag finden Sie im <a href="/calendar">Abfuhrkalender</a>.</p><p>Bitte vollständig abschmücken – ohne Lametta, Kugeln und Ständer – und bis 6 Uhr an den Straßenrand legen.</p>',
  ],
  [
    'Speisereste, Fett und Öl',
    'Abfalltrennung',
    '<p>Gekochte Speisereste, Brot und Knochen dürfen in die Biotonne, in Zeitungspapier eingewickelt.</p><p>Kleine Mengen Speisefett und Bratöl lassen Sie abkühlen und geben sie, in Küchenpapier aufgesaugt, in den Restmüll. Größere Mengen Frittierfett nimmt der Recyclinghof an. Fett nie in den Abfluss gießen.</p>',
  ],
  [
    'Windeln und Hygieneartikel',
    'Abfalltrennung',
    '<p>Windeln, Feuchttücher und Hygieneartikel gehören in die Restmülltonne, niemals in die Toilette. Reicht die Tonne nicht mehr, etwa mit einem Kleinkind, tauschen Sie sie gegen eine größere – unter <a href="/container">Behälter</a>.</p>',
  ],
];

export function seedWiki(ctx: SeedContext): void {
  const first = (ctx.db.prepare(`SELECT COALESCE(MAX("WikiArtikelId"), 0) AS n FROM "WikiArtikel"`).get() as { n: number }).n;
  MORE_ARTICLES.forEach(([titel, kategorie, inhalt], i) =>
    ctx.insert('WikiArtikel', { WikiArtikelId: first + i + 1, Titel: titel, Kategorie: kategorie, Inhalt: inhalt, Reihenfolge: first + i + 1 }),
  );
}
