// The true positions of a deal a host's page played, from its record replayed
// move by move through the text protocol (build/native-release/canasta_cli:
// `new`, then `play` and `show` for each move), and what a guest may be shown
// of another seat's hand at each of them: the cards that seat took with the
// pile and still holds, counted by copies. That bound is worked out here from
// the positions alone (a copy played takes a taken copy with it, since nobody
// can tell them apart), never from the host's own known= fields, so a host
// that wrote them wrongly is caught.
import { execFileSync } from 'node:child_process';
import { CLI } from '../../tools/lib/protocol_replay.mjs';

const BONUS_THREES = new Set(['3h', '3d']);  // Classic: red threes go to the table

export function fields(line) {
  const out = {};
  for (const part of line.trim().split(' ')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at)] = part.slice(at + 1);
  }
  return out;
}

const cards = (list) => (list ? list.split(',').filter(Boolean) : []);

function counts(list) {
  const out = new Map();
  for (const c of cards(list)) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}

// [{ fields, move }]: the position before the first move, then after each
// (move: the one that led there). The record is text: its seed is a 64-bit
// integer that JSON.parse would round.
export function truePositions(recordText) {
  const record = JSON.parse(recordText);
  const seed = /"seed":\s*(\d+)/.exec(recordText)[1];
  const lines = [`new ${record.variant} players=${record.players} seed=${seed}` +
    (record.options.length ? ` options=${record.options.join(',')}` : ''), 'show'];
  for (const move of record.moves) lines.push(`play ${move}`, 'show');
  lines.push('quit');
  const answers = execFileSync(CLI, [], { input: `${lines.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n');
  const positions = [];
  for (let i = 0; i < lines.length - 1; i++) {
    if (lines[i].startsWith('show')) {
      positions.push({ fields: fields(answers[i]), move: i === 1 ? null : lines[i - 1].slice(5) });
    } else if (answers[i] !== 'ok') {
      throw new Error(`the protocol refused "${lines[i]}": ${answers[i]}`);
    }
  }
  return positions;
}

// For each position, for each seat: a Map card -> copies a guest may be
// shown of that seat's hand.
export function mayBeShown(positions, players) {
  let may = Array.from({ length: players }, () => new Map());
  const out = [may];
  for (let i = 1; i < positions.length; i++) {
    const before = positions[i - 1].fields;
    const after = positions[i].fields;
    const mover = Number(before.turn);
    const next = may.map((m) => new Map(m));
    for (let p = 0; p < players; p++) {
      const had = counts(before[`hand${p}`]);
      const has = counts(after[`hand${p}`]);
      // A pickup lays the top card and the cards named from the hand first,
      // then the rest of the pile joins the hand: taken, in sight.
      const taken = new Map();
      if (p === mover && positions[i].move.startsWith('pickup')) {
        for (const c of cards(before.pile).slice(0, -1)) if (!BONUS_THREES.has(c)) taken.set(c, (taken.get(c) ?? 0) + 1);
      }
      for (const [c, n] of had) {
        const played = n + (taken.get(c) ?? 0) - (has.get(c) ?? 0);
        if (played > 0) {
          const kept = (next[p].get(c) ?? 0) - Math.min(next[p].get(c) ?? 0, played);
          if (kept > 0) next[p].set(c, kept); else next[p].delete(c);
        }
      }
      for (const [c, n] of taken) next[p].set(c, (next[p].get(c) ?? 0) + n);
    }
    may = next;
    out.push(may);
  }
  return out;
}

// What everyone at the table sees of a position, and the seat's own hand:
// an observation of seat `seat` matches the true positions with the same.
// sizes and stock: a position's from its cards, an observation's as given.
function publicKey(f, seat, sizes, stock) {
  const melds = Object.keys(f).filter((k) => /^(melds|red3)\d$/.test(k)).sort().map((k) => `${k}=${f[k]}`);
  return [f.deal, f.turn, f.phase, f.answer, f.pile, stock, sizes, ...melds, f[`hand${seat}`]].join(' ');
}

// The problems of a guest's observations (text lines) for `seat`: one that
// matches no true position of the record, or shows a card of another hand
// beyond what that seat took with the pile and still holds.
export function shownBeyondTaken(observations, seat, positions, players) {
  const may = mayBeShown(positions, players);
  const byKey = new Map();
  positions.forEach(({ fields: f }, i) => {
    const sizes = Array.from({ length: players }, (_, p) => cards(f[`hand${p}`]).length).join(',');
    const key = publicKey(f, seat, sizes, cards(f.stock).length);
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  const problems = [];
  for (const obs of observations) {
    const f = fields(obs);
    if (f.phase === 'over' || f.phase === 'end') continue;  // hands are laid open for the count
    const steps = byKey.get(publicKey(f, seat, f.sizes, Number(f.stocksize))) ?? [];
    if (steps.length === 0) {
      problems.push(`no true position of the record matches: ${obs.slice(0, 160)}`);
      continue;
    }
    const fits = steps.some((i) => {
      for (let p = 0; p < players; p++) {
        if (p === seat) continue;
        for (const [c, n] of counts(f[`hand${p}`])) if (n > (may[i][p].get(c) ?? 0)) return false;
      }
      return true;
    });
    if (!fits) problems.push(`shows a card not taken with the pile or no longer held: ${obs.slice(0, 200)}`);
  }
  return problems;
}
