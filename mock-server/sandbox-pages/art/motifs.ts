import { pick, randomOf, svgText } from './svg-kit.ts';

/**
 * Motifs: the picture in a tile or banner that says what kind of game it is. Each one draws in a
 * 160 x 160 box (placed with a transform) from a seed, so two slots of the same vendor still differ
 * (their reels show other symbols) while the same game always looks the same.
 */
export type MotifName =
  | 'reels'
  | 'jackpot'
  | 'roulette'
  | 'plinko'
  | 'bingo'
  | 'cards'
  | 'poker'
  | 'ball'
  | 'controller'
  | 'fish'
  | 'lottoBalls'
  | 'speedLotto'
  | 'cockfight'
  | 'gift'
  | 'phone'
  | 'coins'
  | 'friends'
  | 'shield'
  | 'trophy'
  | 'wheel'
  | 'chat';

type Motif = (random: () => number) => string;

const gold = '#ffd34d';
const ink = '#1c1530';

function card(x: number, y: number, rotate: number, rank: string, suit: string): string {
  const red = suit === '♥' || suit === '♦';
  return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-26" y="-38" width="52" height="76" rx="6" fill="#fff" stroke="#d9d9e3"/><text x="-19" y="-18" font-size="17" font-weight="800" fill="${red ? '#d92f45' : ink}">${rank}</text><text x="0" y="16" font-size="30" text-anchor="middle" fill="${red ? '#d92f45' : ink}">${suit}</text></g>`;
}

function chip(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><ellipse cy="6" rx="22" ry="8" fill="#0006"/><ellipse rx="22" ry="8" fill="${color}"/><ellipse rx="22" ry="8" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/><ellipse rx="12" ry="4" fill="#fff5"/></g>`;
}

function ballOf(x: number, y: number, r: number, color: string, label: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${color}"/><circle r="${r}" fill="url(#shine)"/><circle r="${r * 0.55}" fill="#fff"/><text y="${r * 0.22}" font-size="${Math.round(r * 0.7)}" font-weight="800" text-anchor="middle" fill="${ink}">${svgText(label)}</text></g>`;
}

const ranks = ['A', 'K', 'Q', 'J', '10', '9'];
const suits = ['♠', '♥', '♦', '♣'];
const ballColors = ['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#9b5de5', '#f15bb5', '#00bbf9'];

const symbols: readonly ((x: number, y: number) => string)[] = [
  (x, y) =>
    `<text x="${x}" y="${y + 11}" font-size="32" font-weight="900" text-anchor="middle" fill="#e02f4b" stroke="${gold}" stroke-width="1.5">7</text>`,
  (x, y) =>
    `<path d="M${x} ${y - 14}l13 14-13 14-13-14z" fill="#39c6f4" stroke="#fff" stroke-width="1.5"/>`,
  (x, y) =>
    `<circle cx="${x - 6}" cy="${y + 6}" r="8" fill="#e02f4b"/><circle cx="${x + 7}" cy="${y + 8}" r="8" fill="#c81d3a"/><path d="M${x - 6} ${y - 2}q4-14 14-14M${x + 7} ${y}q0-8 1-12" stroke="#2e9e44" stroke-width="2.5" fill="none"/>`,
  (x, y) =>
    `<path d="M${x} ${y - 15}l4.4 9 9.9 1.4-7.2 7 1.7 9.8-8.8-4.6-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z" fill="${gold}" stroke="#b8860b"/>`,
  (x, y) =>
    `<rect x="${x - 16}" y="${y - 9}" width="32" height="18" rx="3" fill="${ink}"/><text x="${x}" y="${y + 5}" font-size="12" font-weight="900" text-anchor="middle" fill="${gold}">BAR</text>`,
  (x, y) =>
    `<path d="M${x - 12} ${y + 10}q0-24 12-24t12 24zM${x - 4} ${y + 10}a4 4 0 0 0 8 0" fill="${gold}" stroke="#b8860b"/>`,
];

const motifs: Record<MotifName, Motif> = {
  reels: (random) => {
    let out = `<rect x="4" y="26" width="152" height="108" rx="14" fill="${ink}" stroke="${gold}" stroke-width="4"/>`;
    for (let reel = 0; reel < 3; reel += 1) {
      const x = 12 + reel * 48;
      out += `<rect x="${x}" y="36" width="40" height="88" rx="6" fill="#fff"/>`;
      for (let row = 0; row < 3; row += 1) out += pick(symbols, random)(x + 20, 52 + row * 28);
    }
    return `${out}<rect x="4" y="76" width="152" height="8" fill="${gold}" opacity=".5"/>`;
  },
  jackpot: (random) =>
    `${motifs.coins(random)}<g transform="translate(80 40) rotate(-6)"><rect x="-70" y="-18" width="140" height="36" rx="8" fill="#e02f4b" stroke="${gold}" stroke-width="3"/><text y="8" font-size="22" font-weight="900" text-anchor="middle" fill="${gold}">JACKPOT</text></g>`,
  roulette: (random) => {
    const turn = Math.round(random() * 36) * 10;
    return `<circle cx="80" cy="80" r="70" fill="#6b3a1e" stroke="${gold}" stroke-width="4"/><circle cx="80" cy="80" r="58" fill="none" stroke="#d92f45" stroke-width="22" stroke-dasharray="9.1 9.1" transform="rotate(${turn} 80 80)"/><circle cx="80" cy="80" r="58" fill="none" stroke="#111" stroke-width="22" stroke-dasharray="9.1 9.1" stroke-dashoffset="9.1" transform="rotate(${turn} 80 80)"/><circle cx="80" cy="80" r="40" fill="#2e7d32"/><circle cx="80" cy="80" r="12" fill="${gold}"/><circle cx="${Math.round(80 + 50 * Math.cos(turn))}" cy="${Math.round(80 + 50 * Math.sin(turn))}" r="6" fill="#fff"/>`;
  },
  plinko: (random) => {
    let out = '';
    for (let row = 0; row < 6; row += 1)
      for (let i = 0; i <= row; i += 1)
        out += `<circle cx="${80 + (i - row / 2) * 22}" cy="${24 + row * 20}" r="4" fill="#fff"/>`;
    const x = 80 + Math.round((random() - 0.5) * 60);
    return `${out}<circle cx="${x}" cy="60" r="9" fill="${gold}" stroke="#b8860b" stroke-width="2"/><path d="M14 148h132" stroke="${gold}" stroke-width="6" stroke-dasharray="14 4"/>`;
  },
  bingo: (random) =>
    [
      [44, 46],
      [116, 46],
      [44, 114],
      [116, 114],
    ]
      .map(([x = 0, y = 0]) =>
        ballOf(x, y, 30, pick(ballColors, random), String(1 + Math.floor(random() * 75))),
      )
      .join(''),
  cards: (random) =>
    `<ellipse cx="80" cy="128" rx="76" ry="22" fill="#0b5d3b" stroke="${gold}" stroke-width="3"/>${card(58, 74, -12, pick(ranks, random), pick(suits, random))}${card(100, 70, 10, pick(ranks, random), pick(suits, random))}${chip(30, 128, '#d92f45')}${chip(132, 126, '#1e6fd9')}${chip(132, 116, '#111')}`,
  poker: (random) =>
    `${card(46, 82, -18, pick(ranks, random), pick(suits, random))}${card(80, 74, 0, pick(ranks, random), pick(suits, random))}${card(114, 82, 18, pick(ranks, random), pick(suits, random))}${chip(40, 138, '#2a9d8f')}${chip(80, 142, '#d92f45')}${chip(120, 138, '#111')}`,
  ball: (random) => {
    const turn = Math.round(random() * 72);
    return `<path d="M8 150h144M80 118v32" stroke="#fff8" stroke-width="3"/><ellipse cx="80" cy="150" rx="30" ry="6" fill="none" stroke="#fff8" stroke-width="3"/><g transform="rotate(${turn} 80 70)"><circle cx="80" cy="70" r="56" fill="#fff" stroke="${ink}" stroke-width="3"/><path d="M80 48l21 15-8 25H67l-8-25z" fill="${ink}"/><path d="M80 48V16M101 63l30-10M93 88l18 26M67 88l-18 26M59 63l-30-10" stroke="${ink}" stroke-width="3"/></g>`;
  },
  controller: (random) => {
    const glow = pick(['#00f5d4', '#f15bb5', '#fee440', '#00bbf9'], random);
    return `<path d="M34 52h92q24 0 28 30l6 38q2 20-14 22-12 1-22-14l-10-14H46l-10 14q-10 15-22 14-16-2-14-22l6-38q4-30 28-30z" fill="${ink}" stroke="${glow}" stroke-width="4"/><path d="M46 76v24M34 88h24" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="112" cy="78" r="7" fill="${glow}"/><circle cx="126" cy="92" r="7" fill="#f15bb5"/><circle cx="98" cy="92" r="7" fill="#fee440"/><circle cx="112" cy="106" r="7" fill="#00bbf9"/>`;
  },
  fish: (random) => {
    const colors = ['#ff9f1c', '#ff6b6b', '#ffd166', '#06d6a0', '#f15bb5'];
    const fish = (x: number, y: number, s: number, flip: boolean) =>
      `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-30 0q20-24 44-8l14-12v40l-14-12q-24 16-44-8z" fill="${pick(colors, random)}" stroke="#fff" stroke-width="2"/><circle cx="-18" cy="-3" r="4" fill="#fff"/><circle cx="-18" cy="-3" r="2" fill="${ink}"/></g>`;
    return `${fish(72, 58, 1.5, false)}${fish(122, 100, 0.9, true)}${fish(40, 108, 0.7, true)}<circle cx="30" cy="40" r="5" fill="none" stroke="#fff" stroke-width="2"/><circle cx="40" cy="22" r="3" fill="none" stroke="#fff" stroke-width="2"/><path d="M0 140q20-12 40 0t40 0 40 0 40 0v20H0z" fill="#fff" opacity=".35"/>`;
  },
  lottoBalls: (random) => {
    let out = '';
    const taken = new Set<number>();
    for (let i = 0; i < 5; i += 1) {
      let n = 1 + Math.floor(random() * 49);
      while (taken.has(n)) n = (n % 49) + 1;
      taken.add(n);
      out += ballOf(22 + i * 29, i % 2 ? 100 : 70, 22, pick(ballColors, random), String(n));
    }
    return out;
  },
  speedLotto: (random) =>
    `<circle cx="80" cy="80" r="64" fill="none" stroke="#fff4" stroke-width="10"/><circle cx="80" cy="80" r="64" fill="none" stroke="${gold}" stroke-width="10" stroke-dasharray="${Math.round(120 + random() * 200)} 402" transform="rotate(-90 80 80)" stroke-linecap="round"/>${ballOf(56, 86, 22, pick(ballColors, random), String(1 + Math.floor(random() * 9)))}${ballOf(104, 86, 22, pick(ballColors, random), String(1 + Math.floor(random() * 9)))}<path d="M72 4h16v10H72z" fill="${gold}"/>`,
  cockfight: () =>
    `<circle cx="80" cy="84" r="68" fill="#7a3b12" stroke="${gold}" stroke-width="5"/><circle cx="80" cy="84" r="50" fill="#c9854a"/><path d="M40 100q-4-40 24-48l-6-12 12 6 4-12 6 12q14 10 4 30l-18 26z" fill="#d92f45"/><path d="M120 100q4-40-24-48l6-12-12 6-4-12-6 12q-14 10-4 30l18 26z" fill="#1e6fd9"/><text x="80" y="138" font-size="26" font-weight="900" text-anchor="middle" fill="${gold}" stroke="${ink}" stroke-width="1">VS</text>`,
  gift: () =>
    `<rect x="26" y="64" width="108" height="82" rx="6" fill="#e63946"/><rect x="18" y="46" width="124" height="26" rx="6" fill="#ff5d6c"/><path d="M72 46h16v100H72z" fill="${gold}"/><path d="M80 46q-36-34-40-8t40 8q36-34 40-8t-40 8z" fill="none" stroke="${gold}" stroke-width="8"/>`,
  phone: () =>
    `<rect x="46" y="8" width="68" height="144" rx="12" fill="${ink}" stroke="#fff" stroke-width="4"/><rect x="54" y="22" width="52" height="108" rx="4" fill="url(#shine)"/><rect x="60" y="30" width="40" height="24" rx="4" fill="${gold}"/><rect x="60" y="62" width="18" height="18" rx="4" fill="#00bbf9"/><rect x="82" y="62" width="18" height="18" rx="4" fill="#f15bb5"/><rect x="60" y="86" width="18" height="18" rx="4" fill="#06d6a0"/><rect x="82" y="86" width="18" height="18" rx="4" fill="#ff9f1c"/><circle cx="80" cy="142" r="4" fill="#fff"/>`,
  coins: () => {
    const coin = (x: number, y: number) =>
      `<ellipse cx="${x}" cy="${y + 5}" rx="26" ry="9" fill="#b8860b"/><ellipse cx="${x}" cy="${y}" rx="26" ry="9" fill="${gold}" stroke="#b8860b" stroke-width="2"/>`;
    let out = '';
    for (let i = 0; i < 5; i += 1) out += coin(48, 146 - i * 10);
    for (let i = 0; i < 3; i += 1) out += coin(112, 146 - i * 10);
    return `${out}<circle cx="88" cy="82" r="28" fill="${gold}" stroke="#b8860b" stroke-width="4"/><text x="88" y="93" font-size="30" font-weight="900" text-anchor="middle" fill="#b8860b">$</text>`;
  },
  friends: () => {
    const person = (x: number, s: number, color: string) =>
      `<g transform="translate(${x} 0) scale(${s})"><circle cy="64" r="22" fill="${color}"/><path d="M-38 150q0-56 38-56t38 56z" fill="${color}"/></g>`;
    return `${person(44, 0.8, '#00bbf9')}${person(116, 0.8, '#f15bb5')}${person(80, 1, gold)}`;
  },
  shield: () =>
    `<path d="M80 8l60 22v40q0 54-60 82-60-28-60-82V30z" fill="#2a9d8f" stroke="#fff" stroke-width="5"/><path d="M80 60q-14-20-30-6t30 50q46-30 30-50t-30 6z" fill="#fff"/>`,
  trophy: () =>
    `<path d="M46 20h68v34q0 38-34 38t-34-38z" fill="${gold}" stroke="#b8860b" stroke-width="3"/><path d="M46 30H24q0 30 26 34M114 30h22q0 30-26 34" fill="none" stroke="${gold}" stroke-width="6"/><path d="M72 90h16v26H72zM50 116h60v18H50z" fill="${gold}" stroke="#b8860b" stroke-width="3"/><path d="M80 34l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#fff"/>`,
  wheel: (random) => {
    const colors = ['#e63946', gold, '#2a9d8f', '#457b9d', '#f15bb5', '#ff9f1c'];
    let out = '';
    for (let i = 0; i < 8; i += 1) {
      const a = (i / 8) * Math.PI * 2;
      const b = ((i + 1) / 8) * Math.PI * 2;
      const p = (t: number) =>
        `${Math.round(80 + 66 * Math.cos(t))} ${Math.round(84 + 66 * Math.sin(t))}`;
      out += `<path d="M80 84L${p(a)}A66 66 0 0 1 ${p(b)}z" fill="${colors[(i + Math.floor(random() * 6)) % colors.length]}"/>`;
    }
    return `<circle cx="80" cy="84" r="72" fill="#fff"/>${out}<circle cx="80" cy="84" r="12" fill="${ink}" stroke="#fff" stroke-width="3"/><path d="M70 4h20l-10 20z" fill="${ink}"/>`;
  },
  chat: () =>
    `<path d="M20 30q0-14 14-14h92q14 0 14 14v60q0 14-14 14H64l-28 24v-24h-2q-14 0-14-14z" fill="#fff"/><circle cx="52" cy="60" r="8" fill="${ink}"/><circle cx="80" cy="60" r="8" fill="${ink}"/><circle cx="108" cy="60" r="8" fill="${ink}"/>`,
};

export const motifNames = Object.keys(motifs) as MotifName[];

/** The motif drawn at (x, y) at `size` pixels square; the seed picks its symbols and colours. */
export function motif(name: MotifName, seed: string, x: number, y: number, size: number): string {
  const scale = +(size / 160).toFixed(3);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${motifs[name](randomOf(`${name}:${seed}`))}</g>`;
}

/** The `shine` gradient the balls and screens use; every document with a motif defines it once. */
export const shineGradient =
  '<radialGradient id="shine" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient>';
