// Reads the message schema (assets/messages/messages.txt, its format at its
// top) into plain data: the named kinds and each channel's sections of
// messages. Every kind becomes an object the page's validator
// (web/site/page/message_check.js) reads:
//   { is: 'string', max?, pattern?, flags? }   { is: 'int', min?, max? }
//   { is: 'uint' } { is: 'bool' } { is: 'object' } { is: 'any' }
//   { is: 'list', min?, max?, unique?, of? }   { is: 'oneOf', values }
//   { is: 'shape', fields }                    { is: 'either', kinds }
//   { is: 'json', max }                        { is: 'check', name }
//   { is: 'ref', name }  (a named kind of [types])
// A field is { name, kind, optional }; a message { name, fields, oneOf?,
// about }; a section { channel, from, to, tag, messages }.
import { readFileSync } from 'node:fs';

const PLAIN = new Set(['string', 'int', 'uint', 'bool', 'list', 'object', 'any']);
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

// A range "a..b" (either end may be left out).
function range(text) {
  const m = /^(-?\d+)?\.\.(-?\d+)?$/.exec(text);
  if (!m) return null;
  return { ...(m[1] !== undefined && { min: Number(m[1]) }), ...(m[2] !== undefined && { max: Number(m[2]) }) };
}

// A field's kind: a named kind, a plain one, or a plain one with its limit in
// brackets (string(64), int(0..5)).
function fieldKind(text, where) {
  const m = /^(\w+)(?:\(([^)]*)\))?$/.exec(text);
  if (!m) throw new Error(`${where}: unreadable kind "${text}"`);
  if (!PLAIN.has(m[1])) {
    if (m[2] !== undefined) throw new Error(`${where}: only a plain kind takes a limit ("${text}")`);
    return { is: 'ref', name: m[1] };
  }
  return m[2] === undefined ? { is: m[1] } : definition(`${m[1]} ${m[2]}`, where);
}

// The fields of a message or a shape: "a:kind b?:kind".
function fields(words, where) {
  return words.map((word) => {
    const m = /^(\w+)(\?)?:(\S+)$/.exec(word);
    if (!m) throw new Error(`${where}: unreadable field "${word}"`);
    return { name: m[1], optional: Boolean(m[2]), kind: fieldKind(m[3], where) };
  });
}

// A kind's definition in [types].
function definition(text, where) {
  if (text.startsWith('{')) {
    if (!text.endsWith('}')) throw new Error(`${where}: a shape ends with }`);
    return { is: 'shape', fields: fields(text.slice(1, -1).trim().split(/\s+/).filter(Boolean), where) };
  }
  const [head, ...rest] = text.split(/\s+/);
  if (head === 'one' && rest[0] === 'of') {
    return { is: 'oneOf', values: rest.slice(1).map((w) => (w === '""' ? '' : w)) };
  }
  if (head === 'either') return { is: 'either', kinds: rest.map((w) => fieldKind(w, where)) };
  if (head === 'check') return { is: 'check', name: rest[0] };
  if (head === 'json') return { is: 'json', max: Number(rest[0]) };
  if (head === 'string') {
    // "string [max] [/pattern/flags]": the pattern may hold spaces.
    const m = /^string(?:\s+(\d+))?(?:\s+\/(.+)\/([a-z]*))?$/.exec(text);
    if (!m) throw new Error(`${where}: a string is "string [max] [/pattern/flags]"`);
    return { is: 'string', ...(m[1] && { max: Number(m[1]) }), ...(m[2] && { pattern: m[2] }), ...(m[3] && { flags: m[3] }) };
  }
  if (head === 'int') {
    const limits = rest.length ? range(rest[0]) : {};
    if (!limits || rest.length > 1) throw new Error(`${where}: an int takes one range a..b`);
    return { is: 'int', ...limits };
  }
  if (head === 'list') {
    const kind = { is: 'list' };
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === 'unique') kind.unique = true;
      else if (rest[i] === 'of') kind.of = fieldKind(rest[++i], where);
      else if (range(rest[i])) Object.assign(kind, range(rest[i]));
      else throw new Error(`${where}: unreadable list limit "${rest[i]}"`);
    }
    return kind;
  }
  if (PLAIN.has(head) && rest.length === 0) return { is: head };
  throw new Error(`${where}: unreadable kind "${text}"`);
}

// One message line: "name field:kind ... [one of a b]".
function message(text, where) {
  const words = text.split(/\s+/);
  const at = words.findIndex((w, i) => w === 'one' && words[i + 1] === 'of');
  const oneOf = at < 0 ? undefined : words.slice(at + 2);
  const entry = { name: words[0], fields: fields(words.slice(1, at < 0 ? undefined : at), where), about: '' };
  if (!NAME.test(entry.name)) throw new Error(`${where}: a message's name is a word ("${entry.name}")`);
  if (oneOf) entry.oneOf = oneOf;
  return entry;
}

// Every kind a kind names, to check that each is defined.
function namedIn(kind) {
  switch (kind.is) {
    case 'ref': return [kind.name];
    case 'shape': return kind.fields.flatMap((f) => namedIn(f.kind));
    case 'either': return kind.kinds.flatMap(namedIn);
    case 'list': return kind.of ? namedIn(kind.of) : [];
    default: return [];
  }
}

// The schema in `text` (`file` names it in errors): { types, sections }.
export function parseSchema(text, file = 'messages.txt') {
  const types = {};
  const sections = [];
  let section = null;
  let last = null;
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (line.startsWith('#') || line.trim() === '') return;
    if (/^\s/.test(line)) {
      if (!last) throw new Error(`${where}: a description with no message above it`);
      last.about += (last.about ? ' ' : '') + line.trim();
      return;
    }
    const header = /^\[(\w+)(?: (\w+)>(\w+) (\w+|-))?\]$/.exec(line.trim());
    if (header) {
      last = null;
      if (header[1] === 'types' && !header[2]) section = 'types';
      else if (header[2]) sections.push(section = { channel: header[1], from: header[2], to: header[3], tag: header[4] === '-' ? null : header[4], messages: [] });
      else throw new Error(`${where}: a section is [types] or [channel from>to tag]`);
      return;
    }
    if (!section) throw new Error(`${where}: a line before any section`);
    if (section === 'types') {
      const m = /^(\w+)\s+(.+)$/.exec(line.trim());
      if (!m) throw new Error(`${where}: a kind is "name definition"`);
      if (Object.hasOwn(types, m[1]) || PLAIN.has(m[1])) throw new Error(`${where}: the kind ${m[1]} twice`);
      types[m[1]] = definition(m[2].trim(), where);
      last = null;
      return;
    }
    last = message(line.trim(), where);
    if (section.messages.some((m) => m.name === last.name)) throw new Error(`${where}: the message ${last.name} twice`);
    section.messages.push(last);
  });
  const kinds = [...Object.values(types), ...sections.flatMap((s) => s.messages.flatMap((m) => m.fields.map((f) => f.kind)))];
  for (const name of kinds.flatMap(namedIn)) {
    if (!Object.hasOwn(types, name)) throw new Error(`${file}: the kind ${name} is not defined in [types]`);
  }
  for (const m of sections.flatMap((s) => s.messages)) {
    for (const name of m.oneOf ?? []) {
      if (!m.fields.some((f) => f.name === name && f.optional)) throw new Error(`${file}: ${m.name}'s "one of" names ${name}, not an optional field`);
    }
  }
  return { types, sections };
}

export const readSchema = (path) => parseSchema(readFileSync(path, 'utf8'), path);

// The section of `channel` from `from` to `to`.
export function section(schema, channel, from, to) {
  return schema.sections.find((s) => s.channel === channel && s.from === from && s.to === to);
}
