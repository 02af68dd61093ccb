// The one validator of every message that crosses a boundary of the game:
// the table's messages and answers (table/), the online wire (online/), the
// embedding page's commands (embeds/). It reads the schema the build makes
// from assets/messages/messages.txt (message_schema.js, beside this file):
// a message fits when its type is listed for its channel and direction, every
// field is of its kind, none is missing unless optional, none is unknown, and
// exactly one of a "one of" group is given. A few kinds are checks the
// schema's grammar cannot say (a person's name, a line of chat, the game of
// an online table): the caller hands them in by name.
import { KINDS, MESSAGES } from './message_schema.js';

export { KINDS };

const OBJECT = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
// Words of a hostile sender are cut short before they are said on the console.
const cut = (text) => String(text).slice(0, 40);
const patterns = new Map();
const pattern = (kind) => {
  const key = `${kind.flags ?? ''}/${kind.pattern}`;
  if (!patterns.has(key)) patterns.set(key, new RegExp(kind.pattern, kind.flags));
  return patterns.get(key);
};

// Whether `value` is of `kind` (a kind of the schema, or a kind's name).
export function fits(kind, value, checks = {}) {
  if (typeof kind === 'string') return fits(KINDS[kind], value, checks);
  switch (kind.is) {
    case 'ref': return fits(KINDS[kind.name], value, checks);
    case 'string':
      return typeof value === 'string' && (kind.max === undefined || value.length <= kind.max)
        && (kind.pattern === undefined || pattern(kind).test(value));
    case 'int':
      return Number.isInteger(value) && !(value < kind.min) && !(value > kind.max);
    case 'uint': return Number.isSafeInteger(value) && value >= 0;
    case 'bool': return typeof value === 'boolean';
    case 'object': return OBJECT(value);
    case 'any': return true;
    case 'oneOf': return kind.values.includes(value);
    case 'either': return kind.kinds.some((k) => fits(k, value, checks));
    case 'json': return value !== null && typeof value === 'object' && JSON.stringify(value).length <= kind.max;
    case 'check': return Boolean(checks[kind.name]?.(value));
    case 'shape': return OBJECT(value) && fieldsProblem('', kind.fields, value, null, checks) === null;
    case 'list':
      return Array.isArray(value) && !(value.length < kind.min) && !(value.length > kind.max)
        && (!kind.of || value.every((item) => fits(kind.of, item, checks)))
        && (!kind.unique || new Set(value).size === value.length);
    default: return false;
  }
}

// Why `message`'s fields (all but its `tag`) do not fit `fields`, or null.
function fieldsProblem(name, fields, message, tag, checks) {
  for (const key of Object.keys(message)) {
    if (key !== tag && !Object.hasOwn(fields, key)) return `${name}: unknown field ${cut(key)}`;
  }
  for (const [key, kind] of Object.entries(fields)) {
    const value = message[key];
    if (!(kind.optional && value === undefined) && !fits(kind, value, checks)) return `${name}: bad field ${key}`;
  }
  return null;
}

// The messages of `channel` from `from` to `to` ({ tag, messages }).
export const messagesOf = (channel, from, to) => MESSAGES[channel][`${from}>${to}`];

// Why `message` does not fit its schema among `channel`'s messages from `from`
// to `to`, or null when it does. A message with no tag (the bot worker's)
// is named by `type`.
export function messageProblem({ channel, from, to, checks = {}, type }, message) {
  const { tag, messages } = messagesOf(channel, from, to);
  if (!OBJECT(message) || (tag && typeof message[tag] !== 'string')) return 'not an object with a type';
  const name = tag ? message[tag] : type;
  if (!Object.hasOwn(messages, name)) return `unknown type ${cut(name)}`;
  const { fields, oneOf } = messages[name];
  const problem = fieldsProblem(name, fields, message, tag, checks);
  if (problem) return problem;
  if (oneOf && oneOf.filter((key) => message[key] !== undefined).length !== 1) return `${name}: ${oneOf.join(' or ')}`;
  return null;
}
