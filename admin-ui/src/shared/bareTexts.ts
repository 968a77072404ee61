/**
 * Finds English typed straight into JSX: a text node, or a label-like attribute given a plain
 * string. Message keys (console.*, ra.*) are what belongs there. Both apps' tests use it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const TEXT_ATTRIBUTES = ['label', 'aria-label', 'title', 'placeholder', 'helperText', 'emptyText', 'content', 'confirm', 'fallback', 'primaryText'];
// Texts that are not words of any language: symbols, separators, a CSS-like value.
const ALLOWED = new Set(['—', '·', '->', '#']);

export function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The code without its comments, which may well quote the English texts. */
function withoutComments(code: string): string {
  return code.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

export function bareTexts(code: string): string[] {
  const source = withoutComments(code);
  const found: string[] = [];
  // Text between a tag's end and the next tag or expression. Not an arrow's '=>', a CSS selector's
  // ' > ' (a tag's '>' follows its name, a prop or a line break) or a TypeScript generic's rest.
  for (const match of source.matchAll(/(?:(?<![=\s])|(?<=\n[ \t]*))>([^<>{}();=`]*)[<{]/g)) {
    const text = match[1].trim();
    if (/[A-Za-z]{2,}/.test(text) && !/^[[,.|&]/.test(text) && !ALLOWED.has(text)) found.push(text);
  }
  for (const match of source.matchAll(new RegExp(`\\s(${TEXT_ATTRIBUTES.join('|')})="([^"]*)"`, 'g'))) {
    const value = match[2];
    if (/[A-Za-z]{2,}/.test(value) && !/^(console|ra)\.[\w.]+$/.test(value)) found.push(`${match[1]}="${value}"`);
  }
  return found;
}

