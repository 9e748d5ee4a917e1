import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every regular expression literal in the product's source (server, web,
 * shared, analysis), run on 100 KB of adversarial text: runs of letters,
 * digits, spaces, dots, hyphens and the other characters patterns stop at,
 * pairs of them ("1 1 1", "a.a.a", "a@a@"), and the pattern's own literal
 * characters repeated. A pattern that backtracks or rescans takes seconds on
 * such text; a linear one, a few milliseconds. The lint rules
 * (regexp/no-super-linear-*) prove the same statically; this shows it.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src', 'packages/analysis/src'];
const SIZE = 100_000;
const LIMIT_MS = 20;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Found {
  where: string;
  pattern: RegExp;
}

function literalsIn(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const end = literal.lastIndexOf('/');
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({
        where: `${path.relative(ROOT, file)}:${line} ${literal}`,
        pattern: new RegExp(literal.slice(1, end), literal.slice(end + 1)),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The characters a pattern names literally (unescaped letters, digits and punctuation of its source). */
function ownCharacters(pattern: RegExp): string {
  return [...new Set(pattern.source.replace(/\\[pPu]\{[^}]*\}|\\./g, '').replace(/[[\]()?*+{}|^$]/g, ''))].join('');
}

function adversarialTexts(pattern: RegExp): string[] {
  const units = ['a', 'A', '1', '९', ' ', '\n', '.', '-', '/', '@', '_', ',', 'अ', 'ि', '\u200B', '😀'];
  const pairs = ['a ', '1 ', 'a.', 'a-', 'a@', 'a/', '1.', 'aA', ' \n', '<a', '&a'];
  const own = ownCharacters(pattern);
  const runs = [...units, ...pairs, ...(own ? [own] : []), ...[...own].map((char) => `${char}a`)];
  // A run, then a character that makes a match fail at the end (what forces a rescan).
  return runs.map((run) => `${run.repeat(Math.ceil(SIZE / run.length)).slice(0, SIZE)}!`);
}

/** The slowest of the operations the product runs a pattern with, on one text. */
function timeOn(pattern: RegExp, text: string): number {
  const started = performance.now();
  if (pattern.global) {
    text.replace(pattern, '');
  } else {
    pattern.test(text);
    text.split(pattern);
  }
  return performance.now() - started;
}

describe('the patterns run on text', () => {
  const found = SOURCES.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).flatMap(literalsIn);

  it('are found in the source (the sweep reads them)', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it('each take under 20 ms on every 100 KB adversarial text', () => {
    const slow: string[] = [];
    for (const { where, pattern } of found) {
      for (const text of adversarialTexts(pattern)) {
        // The fastest of three: a pause of the machine is not the pattern's.
        let ms = timeOn(pattern, text);
        for (let again = 0; again < 2 && ms > LIMIT_MS; again += 1) ms = Math.min(ms, timeOn(pattern, text));
        if (ms > LIMIT_MS) slow.push(`${where}: ${Math.round(ms)} ms on ${JSON.stringify(text.slice(0, 6))}…`);
      }
    }
    expect(slow, slow.join('\n')).toEqual([]);
  }, 300_000);
});
