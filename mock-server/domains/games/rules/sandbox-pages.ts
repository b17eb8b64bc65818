import type { MockBackend } from '../../../core/backend';
import type { Db } from '../../../db/create-db';
import type { GameLaunchRecord, LotteryGameRecord } from '../records';
import { catalogueIndex } from './catalogue-index';
import { currentDraw, latestDrawnDraws } from './lottery-draws';
import { drawResult } from './lottery-results';

/**
 * The pages behind the launch addresses: stand-ins for a vendor's game and for the lottery, served
 * by the host at GET /sandbox/game/:nodeId and GET /sandbox/lottery. Self-contained HTML (inline
 * style and script, no requests), no balances and no money: the sandbox only shows that the launch
 * worked and with which game, member and options.
 */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Only http(s) addresses become a back link (never `javascript:` and the like). */
function safeBackUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const style = `
body{margin:0;font-family:system-ui,sans-serif;background:#14151f;color:#f2f2f7;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#1f2133;border-radius:16px;padding:28px 32px;max-width:720px;width:100%;box-shadow:0 10px 40px #0008}
h1{margin:0 0 4px;font-size:26px}.muted{color:#a6a8c0;font-size:14px}.note{margin-top:18px;font-size:13px;color:#a6a8c0}
.reels{display:flex;gap:12px;justify-content:center;margin:26px 0}.reel{width:88px;height:88px;border-radius:12px;background:#2c2f48;display:flex;align-items:center;justify-content:center;font-size:48px}
button{background:#f5b301;color:#14151f;border:0;border-radius:999px;padding:12px 36px;font-size:18px;font-weight:700;cursor:pointer}
a{color:#f5b301}table{border-collapse:collapse;width:100%;margin-top:12px;font-size:14px}td,th{border-bottom:1px solid #34375a;padding:6px 8px;text-align:left}
.tag{display:inline-block;background:#34375a;border-radius:6px;padding:2px 8px;margin-right:6px;font-size:12px}.balls span{display:inline-block;background:#f5b301;color:#14151f;border-radius:999px;padding:4px 10px;margin:2px;font-weight:700}`;

function layout(title: string, body: string, search: URLSearchParams): string {
  const back = safeBackUrl(search.get('backUrl'));
  return `<!doctype html><html lang="${escapeHtml((search.get('lang') ?? 'EN').toLowerCase())}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - sandbox</title><style>${style}</style></head>
<body><main>${body}${back ? `<p class="note"><a href="${escapeHtml(back)}" target="_top">Back to the portal</a></p>` : ''}
<p class="note">Sandbox stand-in for the vendor: no real game, no money moves.</p></main></body></html>`;
}

function launchOf(
  db: Db,
  search: URLSearchParams,
  kind: GameLaunchRecord['kind'][],
): GameLaunchRecord | null {
  const token = search.get('token');
  const launch = token ? db.gameLaunches.get(token) : undefined;
  return launch && kind.includes(launch.kind) ? launch : null;
}

const expired = (what: string) =>
  `<h1>Session expired</h1><p class="muted">This ${what} link is no longer valid. Launch it again from the portal.</p>`;

/** The page a game launch opens (`/sandbox/game/<nodeId>?token=...`). */
export function renderSandboxGamePage(db: Db, nodeId: string, search: URLSearchParams): string {
  const game = db.games.get(nodeId);
  if (!game)
    return layout(
      'Game not found',
      `<h1>Game not found</h1><p class="muted">No game ${escapeHtml(nodeId)} in the catalogue.</p>`,
      search,
    );
  const launch = launchOf(db, search, ['game', 'sports']);
  if (!launch || launch.nodeId !== game.nodeId)
    return layout(game.gameName, expired('game'), search);
  const member = db.members.get(launch.memberId);
  const vendor = db.vendorEntriesOf(game.vendor).find((v) => v.gameType === game.gameType);
  const playType = search.get('playType');
  const symbols = ['🍒', '🔔', '💎', '7️⃣', '🍀', '⭐', '🐉'];
  const body = `<h1>${escapeHtml(game.gameName)}</h1>
<p class="muted">${escapeHtml(vendor?.name ?? game.vendor)} · ${escapeHtml(game.gameType)}${game.gameClassify ? ` · ${escapeHtml(game.gameClassify)}` : ''}</p>
<p><span class="tag">player ${escapeHtml(member?.account ?? 'unknown')}</span><span class="tag">device ${escapeHtml(search.get('device') ?? 'WEB')}</span>${
    playType ? `<span class="tag">play type ${escapeHtml(playType)}</span>` : ''
  }<span class="tag">min bet ${game.minBet.toFixed(2)}</span></p>
<div class="reels" id="reels">${symbols
    .slice(0, 3)
    .map((s) => `<div class="reel">${s}</div>`)
    .join('')}</div>
<p style="text-align:center"><button id="spin" type="button">Spin</button></p>
<script>
const symbols=${JSON.stringify(symbols)};
document.getElementById('spin').addEventListener('click',()=>{for(const reel of document.querySelectorAll('.reel')){reel.textContent=symbols[Math.floor(Math.random()*symbols.length)];}});
</script>`;
  return layout(game.gameName, body, search);
}

function lotteryRow(game: LotteryGameRecord, nowMs: number): string {
  const draw = currentDraw(game.schedule, nowMs);
  return `<tr><td>${escapeHtml(game.gameName)}</td><td>${escapeHtml(draw.drawNo)}</td><td>${draw.status}</td><td>${new Date(draw.drawMs).toISOString().slice(0, 16).replace('T', ' ')} UTC</td></tr>`;
}

/**
 * The page the lottery lobby call opens (`/sandbox/lottery?view=lobby|betting&gameCode=...&token=...`):
 * the lobby lists the games and their next draws; the betting view shows one game's open draw and
 * latest result. Needs the backend for its clock and seed (results derive from them).
 */
export function renderSandboxLotteryPage(
  backend: Pick<MockBackend, 'db' | 'clock' | 'seed'>,
  search: URLSearchParams,
): string {
  const { db } = backend;
  const nowMs = backend.clock.nowMs();
  const launch = launchOf(db, search, ['lottery']);
  if (!launch) return layout('Lottery', expired('lottery'), search);
  const gameCode = search.get('gameCode');
  const game = gameCode ? db.lotteryGameByCode(gameCode) : undefined;
  if (search.get('view') !== 'betting' || !game) {
    const rows = catalogueIndex(db)
      .lotteryGames.map((g) => lotteryRow(g, nowMs))
      .join('');
    const body = `<h1>Lottery lobby</h1><p class="muted">Vietnamese and Asian lotteries · draws follow the sandbox clock</p>
<table><thead><tr><th>Game</th><th>Draw</th><th>Status</th><th>Draw time</th></tr></thead><tbody>${rows}</tbody></table>`;
    return layout('Lottery lobby', body, search);
  }
  const draw = currentDraw(game.schedule, nowMs);
  const [last] = latestDrawnDraws(game.schedule, nowMs, 1);
  const result = last
    ? drawResult(backend.seed.seed, game.gameCode, last.drawNo, game.resultFormat)
    : null;
  const body = `<h1>${escapeHtml(game.gameName)}</h1>
<p class="muted">${escapeHtml(game.vendor)} · ${escapeHtml(game.prizeMode)}${game.defaultPlayType ? ` · play type ${escapeHtml(search.get('playType') ?? game.defaultPlayType)}` : ''}</p>
<p><span class="tag">draw ${escapeHtml(draw.drawNo)}</span><span class="tag">${draw.status}</span><span class="tag">closes ${new Date(draw.closeMs).toISOString().slice(0, 16).replace('T', ' ')} UTC</span></p>
${result && last ? `<p class="muted">Latest result (${escapeHtml(last.drawNo)})</p><p class="balls">${result.winningNumbers.map((n) => `<span>${escapeHtml(n)}</span>`).join('')}</p>` : ''}
<p style="text-align:center"><button type="button" onclick="this.textContent='Ticket noted (sandbox)'">Place a sandbox ticket</button></p>`;
  return layout(game.gameName, body, search);
}
