// Writes the authors' documentation page of the static site from README:
// the sections a rules-site author needs (embedding, modes, the editor,
// options, lessons, the position notation), so the editor's help can link
// to documentation that ships with the site and never drifts from README.
//   node tools/lib/readme_page.mjs <README.md> <out.html>
// README's Markdown is plain: headings, paragraphs, fenced code, lists,
// pipe tables, `code`, **bold**, *emphasis* and [links](url).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SECTIONS = ['Embedding on a website', 'Position notation'];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The id of a heading: its words in lower case, joined by hyphens.
export function slug(title) {
  return title.toLowerCase().replace(/`/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function inline(text) {
  return text.split(/(`[^`]*`)/).map((part) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return `<code>${escape(part.slice(1, -1))}</code>`;
    return escape(part)
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/\*([^*]+)\*/g, '<em>$1</em>')
      .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>');
  }).join('');
}

// The lines of README under each wanted heading, down to the next heading
// of the same or a higher level, in the order of `titles`.
export function pickSections(markdown, titles = SECTIONS) {
  const sections = new Map();
  let current = null;
  let level = 0;
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^(#{1,6}) (.*)$/.exec(line);
    if (heading) {
      if (level && heading[1].length <= level) level = 0;
      if (!level && titles.includes(heading[2].trim())) {
        level = heading[1].length;
        current = [];
        sections.set(heading[2].trim(), current);
      }
    }
    if (level) current.push(line);
  }
  return titles.flatMap((title) => sections.get(title) ?? []);
}

function table(rows) {
  const cells = (row) => row.replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
  const [head, , ...body] = rows;
  return `<table><thead><tr>${cells(head).map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${
    body.map((row) => `<tr>${cells(row).map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

// Markdown lines to HTML blocks.
export function render(lines) {
  const out = [];
  let para = [];
  const flush = () => {
    if (para.length) out.push(`<p>${inline(para.join(' '))}</p>`);
    para = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.startsWith('```')) {
      flush();
      const code = [];
      for (i += 1; i < lines.length && !lines[i].startsWith('```'); i += 1) code.push(lines[i]);
      out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(heading[1].length, 4);
      out.push(`<h${level} id="${slug(heading[2])}">${inline(heading[2])}</h${level}>`);
    } else if (line.startsWith('|')) {
      flush();
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i += 1) rows.push(lines[i]);
      i -= 1;
      out.push(table(rows));
    } else if (/^\s*([-*]|\d+\.) /.test(line)) {
      flush();
      const ordered = /^\s*\d+\./.test(line);
      const items = [];
      for (; i < lines.length && lines[i].trim() && !/^(#|```|\|)/.test(lines[i]); i += 1) {
        if (/^\s*([-*]|\d+\.) /.test(lines[i])) items.push(lines[i].replace(/^\s*([-*]|\d+\.) /, ''));
        else items[items.length - 1] += ` ${lines[i].trim()}`;
      }
      i -= 1;
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`);
    } else if (!line.trim()) {
      flush();
    } else {
      para.push(line.trim());
    }
  }
  flush();
  return out.join('\n');
}

export function page(markdown) {
  const body = render(pickSections(markdown));
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'">
  <title>Canasta on your site: embedding, the editor, lessons</title>
  <link rel="icon" href="../icon-192.png">
  <link rel="stylesheet" href="docs.css">
</head>
<body>
<p class="back"><a href="../editor.html">Position editor</a> · <a href="../examples/rules-site.html">Sample rules page</a> · <a href="../index.html">Play</a></p>
<p class="from">From the project's README; English only.</p>
${body}
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [readme, target] = process.argv.slice(2);
  if (!readme || !target) {
    console.error('usage: readme_page.mjs <README.md> <out.html>');
    process.exit(2);
  }
  writeFileSync(target, page(readFileSync(readme, 'utf8')));
}
