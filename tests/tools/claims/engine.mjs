// The engine a claim is checked by: the text protocol program
// (build/native-release/canasta_cli), one session per check, and the
// expectations a claim may write for each command's answer.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const CLI = join(ROOT, 'build', 'native-release', 'canasta_cli');

// Runs the protocol lines in one session and returns one answer per line.
export function session(lines) {
  const result = spawnSync(CLI, { input: `${lines.join('\n')}\n`, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const out = result.stdout.split('\n');
  out.pop();
  assert.equal(out.length, lines.length, `one answer per line for ${JSON.stringify(lines)}`);
  return out;
}

// The answer of a command as a claim reads it: JSON parsed, else the line.
function reading(answer) {
  return /^[[{]/.test(answer) ? JSON.parse(answer) : answer;
}

// Whether `answer` meets `expect`: a string is the exact answer ('ok', or
// 'error <the engine's reason>'), a RegExp matches the line, a function is
// given the answer (JSON parsed) and returns true when the claim holds.
export function meets(answer, expect) {
  if (typeof expect === 'string') return answer === expect;
  if (expect instanceof RegExp) return expect.test(answer);
  return expect(reading(answer)) === true;
}

// Checks the claim's commands from `position` (engine notation): every
// command's answer meets its expectation, or the failure says which did not.
export function checkRun(position, run, label) {
  const lines = [`position ${position}`, ...run.map(([command]) => command)];
  const answers = session(lines);
  assert.equal(answers[0], 'ok', `${label}: the position is refused: ${answers[0]}`);
  run.forEach(([command, expect], i) => {
    const answer = answers[i + 1];
    assert.ok(meets(answer, expect), `${label}\n  ${command}\n  answered: ${answer.slice(0, 300)}\n  expected: ${String(expect)}`);
  });
}

// The rules a lesson names, written into its position as the notation does.
export function lessonPosition(lesson) {
  const fields = [];
  if (lesson.variant && !/(^| )variant=/.test(lesson.position)) fields.push(`variant=${lesson.variant}`);
  if (lesson.options && !/(^| )options=/.test(lesson.position)) fields.push(`options=${lesson.options}`);
  return [...fields, lesson.position].join(' ');
}

// The positions a lesson's texts speak of, in canonical notation: before
// each step (its prompt and wrong answer), after its first accepted answer
// (its success text) and after each feedback move (that feedback's text).
// The replies of a step are played before the next; a step after computer
// replies ("bots", seeded as the table seeds them) has no known position
// here, so claims there must bring their own.
export function lessonContexts(lesson) {
  const contexts = [];
  let lines = [`position ${lessonPosition(lesson)}`];
  let known = true;
  for (const step of lesson.steps) {
    const before = known ? session([...lines, 'show']).at(-1) : null;
    const after = known ? session([...lines, `play ${step.accept[0]}`, 'show']).at(-1) : null;
    const feedback = {};
    for (const { move } of step.feedback ?? []) feedback[move] = known ? session([...lines, `play ${move}`, 'show']).at(-1) : null;
    contexts.push({ before, after, feedback });
    lines = [...lines, `play ${step.accept[0]}`];
    if (step.then === 'bots') known = false;
    else for (const reply of step.then ?? []) lines.push(`play ${reply}`);
  }
  return contexts;
}
