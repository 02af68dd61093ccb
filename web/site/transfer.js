// Moving games in and out of the browser: export a record as a
// `.canasta.json` file, import one through the file picker or by dropping it
// onto the page. Files are read with limits and handed to the SaveKeeper,
// which checks them with the engine before anything is stored.
const MAX_BYTES = 1 << 20;

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
  if (!file) return { ok: false, error: 'No file was chosen.' };
  if (file.size > MAX_BYTES) return { ok: false, error: `${file.name} is too large to be a game record.` };
  try {
    const text = (await file.text()).trim();
    return { ok: true, value: text, name: file.name };
  } catch (e) {
    return { ok: false, error: `${file.name} could not be read: ${e.message}` };
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
    importText(await readFile(event.dataTransfer.files[0]));
  });
}
