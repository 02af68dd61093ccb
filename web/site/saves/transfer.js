// Moving games in and out of the browser: export a record as a
// `.canasta.json` file, import one through the file picker or by dropping it
// onto the page. Files are read with limits (a record's, plus the
// whitespace an export adds) and handed to the SaveKeeper, which checks
// them with the engine before anything is stored. One file at a time.
import { FILE_SLACK_BYTES, LIMITS } from '../page/limits.js';
import { pageText } from '../page/page_text.js';

const MAX_FILE_BYTES = LIMITS.recordBytes + FILE_SLACK_BYTES;

export function downloadRecord(text, entry) {
  const date = new Date(entry?.updated ?? Date.now()).toISOString().slice(0, 10);
  const name = `canasta-${entry?.variant ?? 'game'}-${entry?.players ?? ''}p-${date}.canasta.json`;
  const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

async function readFile(file) {
  if (!file) return { ok: false, error: pageText('noFileChosen') };
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: pageText('fileTooLarge', { name: file.name, max: LIMITS.recordBytes }) };
  try {
    const text = (await file.text()).trim();
    return { ok: true, value: text, name: file.name };
  } catch (e) {
    return { ok: false, error: pageText('fileUnreadable', { name: file.name, reason: e.message }) };
  }
}

// Calls importText(text, name) for a file picked or dropped on `target`.
export function wireImport({ button, input, target, overlay, importText }) {
  button.addEventListener('click', () => input.click());
  input.addEventListener('change', async () => {
    const read = await readFile(input.files?.[0]);
    input.value = '';
    importText(read);
  });
  const hasFile = (event) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  target.addEventListener('dragover', (event) => {
    if (!hasFile(event)) return;
    event.preventDefault();
    overlay.hidden = false;
  });
  target.addEventListener('dragleave', (event) => {
    if (event.relatedTarget === null) overlay.hidden = true;
  });
  target.addEventListener('drop', async (event) => {
    if (!hasFile(event)) return;
    event.preventDefault();
    overlay.hidden = true;
    const { files } = event.dataTransfer;
    if (files.length > 1) importText({ ok: false, error: pageText('manyFiles', { count: files.length }) });
    else importText(await readFile(files[0]));
  });
}
