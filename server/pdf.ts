/**
 * A tiny but valid PDF 1.4 (one page, Helvetica, WinAnsi text) for the demo documents.
 * Byte offsets in the xref table are computed exactly, so every viewer opens it.
 */
function escapePdfText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export function renderPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...lines.flatMap((l) => [`(${escapePdfText(l)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const contentBytes = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (buf: Buffer): void => {
    parts.push(buf);
    length += buf.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.concat([Buffer.from(`5 0 obj\n<< /Length ${contentBytes.length} >>\nstream\n`, 'latin1'), contentBytes, Buffer.from('\nendstream\nendobj\n', 'latin1')]));
  const xrefStart = length;
  const xref = ['xref', `0 ${offsets.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  push(Buffer.from(`${xref}\ntrailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefStart}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
