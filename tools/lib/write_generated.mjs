// Writes a generated file only when its text changes, so that an unchanged
// source recompiles nothing (gen_catalog.mjs, gen_messages.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeIfChanged(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  try {
    if (readFileSync(path, 'utf8') === text) return;
  } catch {
    // not written yet
  }
  writeFileSync(path, text);
}
