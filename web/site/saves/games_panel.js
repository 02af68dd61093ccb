// The saved-games panel: the list (variant, players, date, score) with
// Resume, Export and Delete, the Import button, and the statistics. Plain
// DOM built with textContent (no HTML strings), styled by classes.
import { pageLanguage, pageText } from '../page/page_text.js';
import { readStats, statsRows } from './stats.js';
import { downloadRecord } from './transfer.js';

const panel = document.getElementById('games-panel');
const list = document.getElementById('games-list');
const statsBody = document.getElementById('stats-body');
const toggle = document.getElementById('games-button');
// The words for the opponents' level of a statistics row (stats.js levelOf)
// and for a game's rules (the engine's preset names).
const LEVEL_TEXT = { beginner: 'beginner', standard: 'standard', expert: 'expert', master: 'master', mixed: 'levelMixed' };
const VARIANT_TEXT = { classic: 'classic', threepack: 'threePack', american: 'american', uruguayan: 'uruguayan' };

// A game's name as the table says it ("Modern American"); an unknown
// preset (a newer version's) by its own name.
export function variantName(variant) {
  return VARIANT_TEXT[variant] ? pageText(VARIANT_TEXT[variant]) : String(variant);
}

// A score grouped as the page's language writes numbers ("8,500", "8.500").
export function scoreText(n) {
  return Number.isFinite(n) ? new Intl.NumberFormat(pageLanguage()).format(n) : '—';
}

function cell(row, text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  row.append(td);
  return td;
}

function button(label, name, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.dataset.action = name;
  b.addEventListener('click', onClick);
  return b;
}

function formatDate(ms) {
  return Number.isFinite(ms) ? new Date(ms).toLocaleString(pageLanguage()) : '—';
}

export class GamesPanel {
  constructor({ saves, say }) {
    this.saves = saves;
    this.say = say;
    toggle.addEventListener('click', () => (panel.hidden ? this.open() : this.close()));
    document.getElementById('games-close').addEventListener('click', () => this.close());
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
    });
    saves.onChange = () => { if (!panel.hidden) this.render(); };
  }

  async open() {
    panel.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    await this.render();
    panel.querySelector('button')?.focus();
  }

  close() {
    panel.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.getElementById('canvas').focus();
  }

  // After a change of language: an open list is written again in it.
  relabel() {
    if (!panel.hidden) this.render();
  }

  async render() {
    const games = await this.saves.list();
    list.replaceChildren();
    if (!games.ok) {
      const row = list.insertRow();
      cell(row, games.error, 'problem').colSpan = 5;
    } else if (games.value.length === 0) {
      const row = list.insertRow();
      cell(row, pageText('noSavedGames')).colSpan = 5;
    } else {
      for (const item of games.value) this.renderGame(item);
    }
    await this.renderStats();
  }

  renderGame({ entry, problem, raw }) {
    const row = list.insertRow();
    const id = entry?.id ?? raw?.id;
    row.dataset.id = String(id);
    const current = this.saves.isCurrent(id);
    const waiting = this.saves.waiting(id);
    if (problem) {
      cell(row, problem, 'problem').colSpan = 4;
    } else {
      // The game's name, and under it where it stands: finished, in
      // progress, on the table now, or waiting behind a lesson.
      const name = cell(row, variantName(entry.variant), 'game');
      const state = document.createElement('small');
      state.textContent = pageText(waiting ? 'waitingLesson' : current ? 'playingNow' : entry.finished ? 'finished' : 'inProgress');
      if (entry.undone) state.textContent += ` · ${pageText('withUndo')}`;
      name.append(state);
      cell(row, String(entry.players));
      cell(row, formatDate(entry.updated));
      cell(row, Array.isArray(entry.scores) ? entry.scores.map(scoreText).join(' – ') : '', 'score');
    }
    const actions = cell(row, '', 'actions');
    if (!problem && (!current || waiting)) {
      actions.append(button(pageText('resume'), 'resume', async () => {
        const result = await this.saves.resume(id);
        if (result.ok) this.close();
        else this.say(result.error, true);
      }));
    }
    if (!problem) {
      actions.append(button(pageText('export'), 'export', async () => {
        const read = await this.saves.exportText(id);
        if (read.ok) this.say(pageText('exported', { file: downloadRecord(read.value, read.entry) }));
        else this.say(read.error, true);
      }));
    }
    // Any key the store holds can be deleted, a damaged entry's numeric id too.
    if (id !== undefined && id !== null && !current) {
      actions.append(button(pageText('delete'), 'delete', async () => {
        const result = await this.saves.remove(id);
        if (!result.ok) this.say(result.error, true);
        await this.render();
      }));
    }
  }

  async renderStats() {
    const stats = await readStats();
    statsBody.replaceChildren();
    const rows = stats.ok ? statsRows(stats.value) : [];
    if (rows.length === 0) {
      const row = statsBody.insertRow();
      cell(row, stats.ok ? pageText('noFinishedGames') : stats.error).colSpan = 7;
      return;
    }
    for (const r of rows) {
      const row = statsBody.insertRow();
      const level = pageText(LEVEL_TEXT[r.level] ?? 'levelUnknown');
      // Games played with undo are marked: how many of those played, and
      // whether the best game was one.
      const played = r.undone > 0 ? pageText('playedWithUndo', { played: r.played, undone: r.undone }) : r.played;
      const best = r.bestUndone ? pageText('bestWithUndo', { score: scoreText(r.best) }) : scoreText(r.best);
      for (const value of [variantName(r.variant), r.players, level, played, r.won, scoreText(r.average), best])
        cell(row, String(value));
    }
  }
}
