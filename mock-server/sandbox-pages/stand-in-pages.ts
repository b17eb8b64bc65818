import { escapeHtml, page } from './html.ts';

/**
 * The pages that stand in for what the real platform hands over to third parties: a vendor's game,
 * the lottery, customer-service chat and app downloads. They only need to show where the portal
 * sent the player and with what, so a demo can follow every link.
 */

export type PageQuery = Record<string, string>;

function queryTable(query: PageQuery): string {
  const rows = Object.entries(query)
    .map(
      ([name, value]) =>
        `<tr><th>${escapeHtml(name)}</th><td><code>${escapeHtml(value)}</code></td></tr>`,
    )
    .join('');
  return rows ? `<table>${rows}</table>` : '<p>No parameters were passed.</p>';
}

const tableStyle =
  'table { border-collapse: collapse; margin: 12px 0; } th, td { text-align: left; padding: 4px 12px 4px 0; } th { color: #9aa3b5; font-weight: 500; }';

/** A vendor's game, as far as a sandbox can play one: its name, the launch parameters, a spin. */
export function fallbackGamePage(nodeId: string, query: PageQuery): string {
  return page(
    `Sandbox game ${nodeId}`,
    `<main>
  <span class="sandbox-tag">sandbox</span>
  <h1>Game ${escapeHtml(nodeId)}</h1>
  <p>The real platform would open the vendor's game here. The launch carried:</p>
  ${queryTable(query)}
  <p><button id="spin" type="button">Spin</button> <span id="result" aria-live="polite"></span></p>
  <script>
    const symbols = ['7', 'BAR', 'Cherry', 'Bell', 'Star'];
    document.getElementById('spin').addEventListener('click', () => {
      const reel = () => symbols[Math.floor(Math.random() * symbols.length)];
      document.getElementById('result').textContent = [reel(), reel(), reel()].join(' | ') + ' (no money moves in the sandbox page)';
    });
  </script>
</main>`,
    tableStyle,
  );
}

/** The lottery lobby or one lottery game's betting page. */
export function fallbackLotteryPage(query: PageQuery): string {
  const game = query.gameCode ? `Lottery ${query.gameCode}` : 'Lottery lobby';
  return page(
    `Sandbox ${game}`,
    `<main>
  <span class="sandbox-tag">sandbox</span>
  <h1>${escapeHtml(game)}</h1>
  <p>The real platform would open the lottery vendor's page here. The launch carried:</p>
  ${queryTable(query)}
</main>`,
    tableStyle,
  );
}

const chatReplies = [
  'Thanks for waiting! This is the sandbox customer service: nobody real reads this chat.',
  'In the sandbox you can reset everything with POST /__mock/reset, or read SMS codes at /__mock/inbox.',
  'Deposits are approved automatically in the sandbox; withdrawals count as received after the auto-receipt time.',
  'Is there anything else I can help you with?',
];

/** Customer-service chat (live chat, or VIP chat for high-ranked members): canned answers. */
export function chatPage(query: PageQuery): string {
  const vip = query.cs === 'VIP';
  const greeting =
    query.greeting ??
    (vip
      ? 'Welcome to VIP customer service. How may we help you today?'
      : 'Hello! How can we help you today?');
  return page(
    vip ? 'VIP customer service' : 'Customer service',
    `<main>
  <span class="sandbox-tag">sandbox</span>
  <h1>${vip ? 'VIP customer service' : 'Customer service'}</h1>
  <ol id="log" aria-live="polite"><li class="agent">${escapeHtml(greeting)}</li></ol>
  <form id="form"><input id="text" name="text" autocomplete="off" placeholder="Type a message" aria-label="Message" required /> <button type="submit">Send</button></form>
  <script>
    const replies = ${JSON.stringify(chatReplies).replace(/</g, '\\u003c')};
    let next = 0;
    const log = document.getElementById('log');
    const add = (text, who) => {
      const item = document.createElement('li');
      item.className = who;
      item.textContent = text;
      log.append(item);
    };
    document.getElementById('form').addEventListener('submit', (event) => {
      event.preventDefault();
      const input = document.getElementById('text');
      add(input.value, 'me');
      input.value = '';
      setTimeout(() => add(replies[next++ % replies.length], 'agent'), 400);
    });
  </script>
</main>`,
    `#log { list-style: none; padding: 0; } #log li { margin: 8px 0; padding: 8px 12px; border-radius: 8px; max-width: 80%; }
      #log .agent { background: #1d2230; } #log .me { background: #2563eb; margin-left: auto; }
      input { font: inherit; padding: 8px; width: 70%; border-radius: 6px; border: 1px solid #333a4d; background: #1d2230; color: inherit; }`,
  );
}

/** The app download links of the sandbox point here: there is no real app to install. */
export function downloadPage(file: string): string {
  return page(
    'Sandbox download',
    `<main>
  <span class="sandbox-tag">sandbox</span>
  <h1>${escapeHtml(file)}</h1>
  <p>The real platform would download its app here. The sandbox has no app: use the portal in the browser.</p>
</main>`,
  );
}
