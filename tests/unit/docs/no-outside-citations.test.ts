// Given every file git tracks outside docs/, when its text is searched for citations of documents
// the repository does not hold (the product specification, design and server-convention notes, a
// shared folder beside the checkout, ticket numbers), then none is found: a reader of this
// repository must be able to follow every pointer in it. Rules are said in words where they are
// used, or pointed to in docs/ (behaviour.md, architecture.md, metadata-contract.md, security.md).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SELF = 'tests/unit/docs/no-outside-citations.test.ts';

/** What points outside the repository; each with why it is refused. */
const CITATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: /\bSPEC\b/, what: 'the product specification (say the rule, or point to docs/)' },
  { pattern: /\.\.\/shared\b|\/work\/shared\b/, what: 'a shared folder outside the repository' },
  { pattern: /SERVER-CONVENTIONS|SECURITY-CHECKLIST|MACHINE-NOTES|PAYMENT-INTERFACE|\bbriefs\//, what: 'an outside notes file' },
  { pattern: /\bDESIGN(\.md\b| ")/, what: 'the outside design document (docs/architecture.md instead)' },
  { pattern: /(?<![\w/.-])metadata-contract\.md/, what: 'the metadata contract without its docs/ folder' },
  { pattern: /\b[Ii]ssue #?\d/, what: 'a ticket number (say why in words)' },
];

function trackedFilesOutsideDocs(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && !file.startsWith('docs/') && file !== SELF && file !== 'package-lock.json');
}

/** `file:line: text` for every line that cites something outside the repository. */
export function outsideCitations(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, what } of CITATIONS) {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
    }
  });
  return found;
}

describe('citations of documents outside the repository', () => {
  it('recognises each kind of outside citation and leaves the repository\'s own docs alone', () => {
    // Two samples are put together at run time so that this file does not itself read as a citation
    // to a plain text search of the repository.
    const cited = [
      'see SPEC section 5',
      `as ${'..'}/shared/notes say`,
      'table layout (SERVER-CONVENTIONS.md)',
      'the agreed interface (briefs/PAYMENT-INTERFACE.md)',
      'the architecture of DESIGN.md',
      'see metadata-contract.md',
      `fixed for ${'issue'} 14`,
    ];
    for (const line of cited) expect(outsideCitations('x.ts', line), line).toHaveLength(1);
    const own = ['see docs/metadata-contract.md', 'SPEC_MODULES', 'docs/architecture.md, "Modules"'];
    for (const line of own) expect(outsideCitations('x.ts', line), line).toEqual([]);
  });

  it('finds none in any tracked file outside docs/', () => {
    const found: string[] = [];
    for (const file of trackedFilesOutsideDocs()) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // deleted in the work tree but still in the index
      }
      if (text.includes('\0')) continue; // binary
      found.push(...outsideCitations(file, text));
    }
    expect(found).toEqual([]);
  });
});
