// Turns the message schema (assets/messages/messages.txt) into what each side
// compiles or loads, so the table and the page name the same messages with
// the same fields:
//   <out>/messages/message_types.h   the table's names: each bridge message's
//                                    and answer's type (msg::bridge_to_page::kView)
//                                    and a list of every message's fields
//   <out>/site/message_schema.js     MESSAGES and KINDS: the whole schema as
//                                    data, read by web/site/page/message_check.js
//                                    (the build copies it into the site's page/)
// A file is rewritten only when its text changes.
//   node tools/lib/gen_messages.mjs <schema file> <out dir>
import { join } from 'node:path';
import { readSchema } from './messages.mjs';
import { writeIfChanged } from './write_generated.mjs';

const NOTE = 'Generated from assets/messages/messages.txt by tools/lib/gen_messages.mjs: edit the schema, not this.';
// The sections the table itself sends or reads.
const TABLE_CHANNELS = new Set(['bridge', 'answers']);

const cppName = (id) => `k${id[0].toUpperCase()}${id.slice(1)}`;
const namespaceOf = (section) => `${section.channel}_to_${section.to}`;
const fieldNames = (m, optional) => m.fields.filter((f) => f.optional === optional).map((f) => f.name).join(' ');

function cppSection(section) {
  const names = section.messages.map((m) => `inline constexpr std::string_view ${cppName(m.name)} = "${m.name}";\n`);
  const specs = section.messages.map((m) => `    {"${m.name}", "${fieldNames(m, false)}", "${fieldNames(m, true)}"},\n`);
  return `// ${section.channel}, ${section.from} -> ${section.to}: the "${section.tag}" of each message.\n` +
    `namespace ${namespaceOf(section)} {\n${names.join('')}` +
    `inline constexpr MessageSpec kAll[] = {\n${specs.join('')}};\n}  // namespace ${namespaceOf(section)}\n`;
}

function cppHeader(schema) {
  const sections = schema.sections.filter((s) => TABLE_CHANNELS.has(s.channel));
  return `// ${NOTE}\n#pragma once\n\n#include <string_view>\n\nnamespace canasta::msg {\n\n` +
    '// A message as the schema lists it: its type, then its fields, each list\n' +
    '// space-separated (the optional ones may be left out).\n' +
    'struct MessageSpec {\n  std::string_view type;\n  std::string_view required;\n  std::string_view optional;\n};\n\n' +
    sections.map(cppSection).join('\n') + '\n}  // namespace canasta::msg\n';
}

// A kind as the page's validator reads it: a shape's fields by name, an
// optional field marked on its kind.
function jsKind(kind) {
  if (kind.is === 'shape') return { is: 'shape', fields: jsFields(kind.fields) };
  if (kind.is === 'either') return { is: 'either', kinds: kind.kinds.map(jsKind) };
  if (kind.is === 'list' && kind.of) return { ...kind, of: jsKind(kind.of) };
  return kind;
}
const jsFields = (fields) => Object.fromEntries(fields.map((f) => [f.name, f.optional ? { ...jsKind(f.kind), optional: true } : jsKind(f.kind)]));
const rows = (entries, indent) => entries.map(([key, value]) => `${indent}${JSON.stringify(key)}: ${value},\n`).join('');

function jsModule(schema) {
  const channels = {};
  for (const section of schema.sections) {
    const messages = section.messages.map((m) => [m.name, JSON.stringify({ fields: jsFields(m.fields), ...(m.oneOf && { oneOf: m.oneOf }) })]);
    (channels[section.channel] ??= []).push([`${section.from}>${section.to}`,
      `{\n      tag: ${JSON.stringify(section.tag)},\n      messages: {\n${rows(messages, '        ')}      },\n    }`]);
  }
  const kinds = Object.entries(schema.types).map(([name, kind]) => [name, JSON.stringify(jsKind(kind))]);
  return `// ${NOTE}\n// Every message of the bridge, the table's answers, the online wire, the embed\n` +
    '// API and the bot worker: MESSAGES[channel][from>to] = { tag, messages: { name:\n' +
    '// { fields: { field: kind }, oneOf? } } }; KINDS the named kinds (tools/lib/messages.mjs).\n' +
    `export const KINDS = {\n${rows(kinds, '  ')}};\n\n` +
    `export const MESSAGES = {\n${Object.entries(channels).map(([channel, list]) => `  ${channel}: {\n${rows(list, '    ')}  },\n`).join('')}};\n`;
}

const [schemaFile, outDir] = process.argv.slice(2);
if (!schemaFile || !outDir) {
  console.error('usage: gen_messages.mjs <schema file> <out dir>');
  process.exit(2);
}
let schema;
try {
  schema = readSchema(schemaFile);
} catch (error) {
  console.error(`The message schema does not read: ${error.message}`);
  process.exit(1);
}
writeIfChanged(join(outDir, 'messages', 'message_types.h'), cppHeader(schema));
writeIfChanged(join(outDir, 'site', 'message_schema.js'), jsModule(schema));
