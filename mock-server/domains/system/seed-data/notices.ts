import type { Schemas } from '../../../core/handler-types';
import type { Localised, TitledHtml } from '../records';

export interface NoticeSeed {
  type: Schemas['NoticeType'];
  /** Publication time, in hours before the seed time (so the board always looks recent). */
  hoursAgo: number;
  popup: boolean;
  texts: Localised<TitledHtml>;
}

const en = (title: string, content: string): Localised<TitledHtml> => ({ EN: { title, content } });

/**
 * Thirty-six notices over the five types. Three are pop-ups. Two recent `B` notices carry unsafe
 * markup on purpose (an `<img onerror>`, a `<script>` and a `javascript:` link): the contract says
 * clients must sanitise notice HTML, and these prove the portal does.
 */
const unsafe: NoticeSeed[] = [
  {
    type: 'B',
    hoursAgo: 5,
    popup: true,
    texts: en(
      'Please review your profile',
      '<p>Keep your contact details up to date so we can reach you about your withdrawals.</p><img src="x" onerror="alert(\'notice-onerror\')" alt="profile"><p>Thank you for playing with us.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 30,
    popup: false,
    texts: en(
      'New live dealer tables',
      "<p>Six new baccarat tables are open in the <b>Live</b> lobby.</p><script>alert('notice-script')</script><p><a href=\"javascript:alert('notice-link')\">Open the lobby</a></p>",
    ),
  },
];

const regular: NoticeSeed[] = [
  {
    type: 'B',
    hoursAgo: 2,
    popup: true,
    texts: {
      EN: {
        title: 'Scheduled maintenance on Sunday',
        content:
          '<p>The site will be under maintenance from <b>02:00 to 04:00</b> (GMT+8). Balances are safe; games in progress settle as usual.</p>',
      },
      TY: {
        title: 'Nakatakdang maintenance sa Linggo',
        content:
          '<p>Magkakaroon ng maintenance ang site mula <b>02:00 hanggang 04:00</b> (GMT+8). Ligtas ang mga balanse.</p>',
      },
    },
  },
  {
    type: 'B',
    hoursAgo: 12,
    popup: false,
    texts: en(
      'Faster withdrawals',
      '<p>Withdrawals to e-wallets now arrive within <b>15 minutes</b> on average.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 20,
    popup: false,
    texts: en(
      'Welcome to the new lobby',
      '<p>Enjoy the new live casino lobby with favourites and recent games.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 44,
    popup: false,
    texts: en(
      'Fishing tournament results',
      "<p>Congratulations to this week's top 10 hunters! Prizes are in their wallets.</p>",
    ),
  },
  {
    type: 'B',
    hoursAgo: 60,
    popup: false,
    texts: en(
      'New slot vendor',
      '<p>Over <b>300</b> new slot games have joined the RNG lobby.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 75,
    popup: false,
    texts: en(
      'Customer service hours',
      '<p>Live chat is open around the clock, also on public holidays.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 96,
    popup: false,
    texts: en(
      'Lottery draw times updated',
      '<p>Southeast Asian lottery draws now close <b>5 minutes</b> before the draw.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 120,
    popup: false,
    texts: en(
      'Security reminder',
      '<p>We never ask for your password or SMS codes. Report suspicious messages to customer service.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 150,
    popup: false,
    texts: en(
      'E-sports season opens',
      '<p>Bet on the new season of the regional leagues in the <a href="/esports">E-sports</a> lobby.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 200,
    popup: false,
    texts: en(
      'App update',
      '<p>Version 3.2 of the app is out. Get it on the <a href="/down">download page</a>.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 260,
    popup: false,
    texts: en(
      'Holiday greetings',
      '<p>Happy holidays from all of us! Look out for the seasonal events.</p>',
    ),
  },
  {
    type: 'B',
    hoursAgo: 340,
    popup: false,
    texts: en(
      'Points mall restocked',
      '<p>New gadgets and vouchers are in the <a href="/pointMall">points mall</a>.</p>',
    ),
  },
  {
    type: 'PL',
    hoursAgo: 8,
    popup: false,
    texts: en(
      'Lottery jackpot rolls over',
      '<p>No winner last draw: the jackpot grows to <b>2,500,000.00</b>.</p>',
    ),
  },
  {
    type: 'PL',
    hoursAgo: 50,
    popup: false,
    texts: en('New lottery game', '<p>Try the 5-minute lottery in the E-lottery lobby.</p>'),
  },
  {
    type: 'PL',
    hoursAgo: 110,
    popup: false,
    texts: en(
      'Draw delayed',
      "<p>Yesterday's 21:00 draw was delayed by 10 minutes; all bets were settled.</p>",
    ),
  },
  {
    type: 'PL',
    hoursAgo: 180,
    popup: false,
    texts: en('Lottery limits', '<p>Maximum payout per draw is now 1,000,000.00.</p>'),
  },
  {
    type: 'PL',
    hoursAgo: 230,
    popup: false,
    texts: en(
      'Favourite numbers',
      '<p>Save your favourite numbers with the star on each lottery game.</p>',
    ),
  },
  {
    type: 'PL',
    hoursAgo: 400,
    popup: false,
    texts: en('Results page', '<p>Past results are listed under each lottery game.</p>'),
  },
  {
    type: 'PU',
    hoursAgo: 16,
    popup: false,
    texts: en('Payment channel added', '<p>GCash deposits are now available around the clock.</p>'),
  },
  {
    type: 'PU',
    hoursAgo: 70,
    popup: false,
    texts: en(
      'Bank maintenance',
      '<p>Bank transfers may be slow tonight between 23:00 and 01:00.</p>',
    ),
  },
  {
    type: 'PU',
    hoursAgo: 130,
    popup: false,
    texts: en('Deposit limits raised', '<p>The maximum single deposit is now 100,000.00.</p>'),
  },
  {
    type: 'PU',
    hoursAgo: 190,
    popup: false,
    texts: en(
      'Withdrawal confirmation',
      '<p>Please confirm each withdrawal once the money arrives.</p>',
    ),
  },
  {
    type: 'PU',
    hoursAgo: 250,
    popup: false,
    texts: en('Wallet transfers', '<p>Transfers between wallets are now instant.</p>'),
  },
  {
    type: 'PU',
    hoursAgo: 380,
    popup: false,
    texts: en(
      'Payment password',
      '<p>Set a payment password in the security centre before your first withdrawal.</p>',
    ),
  },
  {
    type: 'PR',
    hoursAgo: 3,
    popup: true,
    texts: {
      EN: {
        title: '100% first deposit bonus',
        content:
          '<p>Deposit at least 100.00 and receive a <b>100% bonus</b> up to 1,000.00. <a href="/promotions">See the rules</a>.</p>',
      },
      TY: {
        title: '100% bonus sa unang deposito',
        content:
          '<p>Magdeposito ng hindi bababa sa 100.00 at tumanggap ng <b>100% bonus</b> hanggang 1,000.00.</p>',
      },
    },
  },
  {
    type: 'PR',
    hoursAgo: 26,
    popup: false,
    texts: en('Weekend rebate', '<p>Get 1% back on all slot bets this weekend.</p>'),
  },
  {
    type: 'PR',
    hoursAgo: 90,
    popup: false,
    texts: en(
      'Invite friends',
      '<p>Earn a bonus for every friend who registers with your link and deposits.</p>',
    ),
  },
  {
    type: 'PR',
    hoursAgo: 160,
    popup: false,
    texts: en('Mission week', '<p>Complete daily missions to climb the leaderboard.</p>'),
  },
  {
    type: 'PR',
    hoursAgo: 300,
    popup: false,
    texts: en('VIP upgrades', '<p>Reach Platinum for a personal VIP host.</p>'),
  },
  {
    type: 'H',
    hoursAgo: 40,
    popup: false,
    texts: en('Help centre updated', '<p>The help centre has new answers about withdrawals.</p>'),
  },
  {
    type: 'H',
    hoursAgo: 140,
    popup: false,
    texts: en(
      'How to reset your password',
      '<p>Use <b>Forgot password</b> with your email or mobile number.</p>',
    ),
  },
  {
    type: 'H',
    hoursAgo: 210,
    popup: false,
    texts: en(
      'Responsible gaming tools',
      '<p>Ask customer service to set deposit limits for your account.</p>',
    ),
  },
  {
    type: 'H',
    hoursAgo: 320,
    popup: false,
    texts: en('Download the app', '<p>Scan the QR code on the download page with your phone.</p>'),
  },
  {
    type: 'H',
    hoursAgo: 450,
    popup: false,
    texts: en(
      'Browser support',
      '<p>Use a current version of Chrome, Safari, Edge or Firefox.</p>',
    ),
  },
];

/** In publication order, oldest first, so notice ids grow with time. */
export const noticeSeed: readonly NoticeSeed[] = [...unsafe, ...regular].sort(
  (a, b) => b.hoursAgo - a.hoursAgo,
);
