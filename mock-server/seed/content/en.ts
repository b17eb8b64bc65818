/**
 * English, the source of every seeded text a player reads (notices, help topics, promotions,
 * missions, platform messages, banner titles, the words drawn on banner and promotion pictures:
 * `promotion.<id>.tagline`, `art.action.<word>`). Seed records carry a content key (`notice.app-update`)
 * and their English text; presenters answer `<key>.<field>` from the catalogue of the language asked
 * for (`content-catalogue.ts`). `{name}` is filled from the record's `contentParams`.
 * HTML must stay valid and sanitisable; two notices and promotion 309 keep unsafe markup on purpose.
 */
export const en = {
  'notice.browser-support.title': 'Browser support',
  'notice.browser-support.content':
    '<p>Use a current version of Chrome, Safari, Edge or Firefox.</p>',
  'notice.results-page.title': 'Results page',
  'notice.results-page.content': '<p>Past results are listed under each lottery game.</p>',
  'notice.payment-password.title': 'Payment password',
  'notice.payment-password.content':
    '<p>Set a payment password in the security centre before your first withdrawal.</p>',
  'notice.points-mall-restocked.title': 'Points mall restocked',
  'notice.points-mall-restocked.content':
    '<p>New gadgets and vouchers are in the <a href="/pointMall">points mall</a>.</p>',
  'notice.download-the-app.title': 'Download the app',
  'notice.download-the-app.content':
    '<p>Scan the QR code on the download page with your phone.</p>',
  'notice.vip-upgrades.title': 'VIP upgrades',
  'notice.vip-upgrades.content': '<p>Reach Platinum for a personal VIP host.</p>',
  'notice.holiday-greetings.title': 'Holiday greetings',
  'notice.holiday-greetings.content':
    '<p>Happy holidays from all of us! Look out for the seasonal events.</p>',
  'notice.wallet-transfers.title': 'Wallet transfers',
  'notice.wallet-transfers.content': '<p>Transfers between wallets are now instant.</p>',
  'notice.favourite-numbers.title': 'Favourite numbers',
  'notice.favourite-numbers.content':
    '<p>Save your favourite numbers with the star on each lottery game.</p>',
  'notice.responsible-gaming-tools.title': 'Responsible gaming tools',
  'notice.responsible-gaming-tools.content':
    '<p>Ask customer service to set deposit limits for your account.</p>',
  'notice.app-update.title': 'App update',
  'notice.app-update.content':
    '<p>Version 3.2 of the app is out. Get it on the <a href="/down">download page</a>.</p>',
  'notice.withdrawal-confirmation.title': 'Withdrawal confirmation',
  'notice.withdrawal-confirmation.content':
    '<p>Please confirm each withdrawal once the money arrives.</p>',
  'notice.lottery-limits.title': 'Lottery limits',
  'notice.lottery-limits.content': '<p>Maximum payout per draw is now 1,000,000.00.</p>',
  'notice.mission-week.title': 'Mission week',
  'notice.mission-week.content': '<p>Complete daily missions to climb the leaderboard.</p>',
  'notice.e-sports-season-opens.title': 'E-sports season opens',
  'notice.e-sports-season-opens.content':
    '<p>Bet on the new season of the regional leagues in the <a href="/esports">E-sports</a> lobby.</p>',
  'notice.how-to-reset-your.title': 'How to reset your password',
  'notice.how-to-reset-your.content':
    '<p>Use <b>Forgot password</b> with your email or mobile number.</p>',
  'notice.deposit-limits-raised.title': 'Deposit limits raised',
  'notice.deposit-limits-raised.content': '<p>The maximum single deposit is now 100,000.00.</p>',
  'notice.security-reminder.title': 'Security reminder',
  'notice.security-reminder.content':
    '<p>We never ask for your password or SMS codes. Report suspicious messages to customer service.</p>',
  'notice.draw-delayed.title': 'Draw delayed',
  'notice.draw-delayed.content':
    "<p>Yesterday's 21:00 draw was delayed by 10 minutes; all bets were settled.</p>",
  'notice.lottery-draw-times-updated.title': 'Lottery draw times updated',
  'notice.lottery-draw-times-updated.content':
    '<p>Southeast Asian lottery draws now close <b>5 minutes</b> before the draw.</p>',
  'notice.invite-friends.title': 'Invite friends',
  'notice.invite-friends.content':
    '<p>Earn a bonus for every friend who registers with your link and deposits.</p>',
  'notice.customer-service-hours.title': 'Customer service hours',
  'notice.customer-service-hours.content':
    '<p>Live chat is open around the clock, also on public holidays.</p>',
  'notice.bank-maintenance.title': 'Bank maintenance',
  'notice.bank-maintenance.content':
    '<p>Bank transfers may be slow tonight between 23:00 and 01:00.</p>',
  'notice.new-slot-vendor.title': 'New slot vendor',
  'notice.new-slot-vendor.content':
    '<p>Over <b>300</b> new slot games have joined the RNG lobby.</p>',
  'notice.new-lottery-game.title': 'New lottery game',
  'notice.new-lottery-game.content': '<p>Try the 5-minute lottery in the E-lottery lobby.</p>',
  'notice.fishing-tournament-results.title': 'Fishing tournament results',
  'notice.fishing-tournament-results.content':
    "<p>Congratulations to this week's top 10 hunters! Prizes are in their wallets.</p>",
  'notice.help-centre-updated.title': 'Help centre updated',
  'notice.help-centre-updated.content': '<p>The help centre has new answers about withdrawals.</p>',
  'notice.new-live-dealer-tables.title': 'New live dealer tables',
  'notice.new-live-dealer-tables.content':
    "<p>Six new baccarat tables are open in the <b>Live</b> lobby.</p><script>alert('notice-script')</script><p><a href=\"javascript:alert('notice-link')\">Open the lobby</a></p>",
  'notice.weekend-rebate.title': 'Weekend rebate',
  'notice.weekend-rebate.content': '<p>Get 1% back on all slot bets this weekend.</p>',
  'notice.welcome-to-the-new.title': 'Welcome to the new lobby',
  'notice.welcome-to-the-new.content':
    '<p>Enjoy the new live casino lobby with favourites and recent games.</p>',
  'notice.payment-channel-added.title': 'Payment channel added',
  'notice.payment-channel-added.content':
    '<p>GCash deposits are now available around the clock.</p>',
  'notice.faster-withdrawals.title': 'Faster withdrawals',
  'notice.faster-withdrawals.content':
    '<p>Withdrawals to e-wallets now arrive within <b>15 minutes</b> on average.</p>',
  'notice.lottery-jackpot-rolls-over.title': 'Lottery jackpot rolls over',
  'notice.lottery-jackpot-rolls-over.content':
    '<p>No winner last draw: the jackpot grows to <b>2,500,000.00</b>.</p>',
  'notice.please-review-your-profile.title': 'Please review your profile',
  'notice.please-review-your-profile.content':
    '<p>Keep your contact details up to date so we can reach you about your withdrawals.</p><img src="x" onerror="alert(\'notice-onerror\')" alt="profile"><p>Thank you for playing with us.</p>',
  'notice.100-first-deposit-bonus.title': '100% first deposit bonus',
  'notice.100-first-deposit-bonus.content':
    '<p>Deposit at least 100.00 and receive a <b>100% bonus</b> up to 1,000.00. <a href="/promotions">See the rules</a>.</p>',
  'notice.scheduled-maintenance-on-sunday.title': 'Scheduled maintenance on Sunday',
  'notice.scheduled-maintenance-on-sunday.content':
    '<p>The site will be under maintenance from <b>02:00 to 04:00</b> (GMT+8). Balances are safe; games in progress settle as usual.</p>',
  'help.about-us.title': 'About us',
  'help.about-us.content':
    '<p>The portal brings live casino, slots, fishing, PvP, lottery, sports and e-sports together in one wallet.</p><p>This is a <b>sandbox</b>: every account, balance and game here is made up.</p>',
  'help.registration.title': 'How do I register?',
  'help.registration.content':
    '<p>Press <b>Register</b> in the header. Choose a username (6-16 letters and digits, starting with a letter) and a password (6-20 characters with letters and digits), or register with your mobile number and the SMS code we send you.</p><p>You must be 18 or older and agree to the <a href="/helpmc#terms">terms</a>.</p>',
  'help.deposit.title': 'How do I deposit?',
  'help.deposit.content':
    '<p>Open <b>Deposit</b> in the member centre and choose a channel.</p><ol><li>Pick a channel and an amount within its limits.</li><li>Follow the payment page.</li><li>Your balance updates once the payment is confirmed.</li></ol>',
  'help.withdrawal.title': 'How do I withdraw?',
  'help.withdrawal.content':
    '<p>Open <b>Withdraw</b>, enter the amount and your payment password. After the payout, confirm whether you received the money; if you do not answer, the withdrawal counts as received after a while.</p>',
  'help.transfer.title': 'Moving money between wallets',
  'help.transfer.content':
    '<p>Games of some vendors play from their own wallet. Use <b>Transfer</b> to move money between the main wallet and a vendor wallet.</p>',
  'help.account-security.title': 'Keeping your account safe',
  'help.account-security.content':
    '<ul><li>Never share your password or SMS codes, not even with customer service.</li><li>Set a payment password for withdrawals.</li><li>Change your password if you think someone else knows it.</li></ul>',
  'help.promotions.title': 'Promotions and bonuses',
  'help.promotions.content':
    '<p>See <a href="/promotions">Events</a> for the current promotions. Some join at once, others need an application with a short comment and up to 3 images.</p>',
  'help.points.title': 'Points and the points mall',
  'help.points.content':
    '<p>Valid bets earn points. Points do not expire; redeem them for goods or bonus money in the <a href="/pointMall">points mall</a>.</p>',
  'help.agent-program.title': 'Becoming an agent',
  'help.agent-program.content':
    '<p>Agents invite players with their referral link, follow their team in the agent centre and earn dividends and salaries under contracts their upline offers them.</p>',
  'help.responsible-gaming.title': 'Responsible gaming',
  'help.responsible-gaming.content':
    '<p>Set limits and take breaks. You must be 18 or older to play.</p><p>If gaming stops being fun, talk to someone you trust or ask customer service to close your account for a while.</p>',
  'help.terms.title': 'Terms and conditions',
  'help.terms.content':
    '<h3>1. Accounts</h3><p>One account per person. You must be at least 18 years old.</p><h3>2. Bets</h3><p>Bets are final once accepted. Results are those of the game provider.</p><h3>3. Bonuses</h3><p>Each promotion has its own rules; abuse voids the bonus.</p>',
  'help.privacy.title': 'Privacy policy',
  'help.privacy.content':
    '<p>We keep the data you give us to run your account and never sell it. In this sandbox no real personal data exists.</p>',
  'help.faq.title': 'Frequently asked questions',
  'help.faq.content':
    '<dl><dt>I forgot my password.</dt><dd>Use <b>Forgot password</b> in the login dialog.</dd><dt>Why can I not open the member centre?</dt><dd>Trial accounts cannot; sign in with a real account.</dd></dl>',
  'help.contact-us.title': 'Contact us',
  'help.contact-us.content':
    '<p>Customer service answers around the clock by live chat, Facebook and Telegram: use the icons on the right of every page.</p>',
  'promotion.301.title': '100% first deposit bonus',
  'promotion.301.content':
    '<h3>Double your first deposit</h3><p>Deposit at least <b>100.00</b> and receive a 100% bonus up to <b>1,000.00</b>.</p><ul><li>Turnover 10x the bonus before withdrawal.</li><li>One bonus per member, household and device.</li></ul>',
  'promotion.302.title': 'Share your big sports win',
  'promotion.302.content':
    '<p>Post a screenshot of your winning ticket (odds 3.00 or more) and get a <b>58.00</b> bonus.</p><p>Applications are reviewed within 10 minutes.</p>',
  'promotion.303.title': 'Invite friends',
  'promotion.303.content':
    "<p>Share your invite link and earn <b>0.3%</b> of your friends' valid bets, paid every Monday.</p>",
  'promotion.304.title': 'Lucky wheel weekend',
  'promotion.304.content':
    '<p>Every 1,000.00 of valid bet earns a spin of the lucky wheel. Prizes up to <b>8,888.00</b> cash or points.</p>',
  'promotion.305.title': 'Live casino rebate 0.7%',
  'promotion.305.content':
    '<p>Claim <b>0.7%</b> of your live casino valid bet back at any time from the rebate page. No turnover needed.</p>',
  'promotion.306.title': 'Weekly missions: play and earn',
  'promotion.306.content':
    '<p>Complete daily and weekly missions, climb the leaderboard and win up to <b>888.00</b> every week.</p>',
  'promotion.307.title': 'Slot big win hall of fame',
  'promotion.307.content':
    '<p>Hit a win of 500x or more on any slot, send us the screenshot and get <b>88.00</b>. Reviewed within 24 hours.</p>',
  'promotion.308.title': 'VIP birthday month',
  'promotion.308.content':
    '<p>Gold members and above receive a birthday gift and double points for a whole month.</p>',
  'promotion.309.title': 'Fishing tournament',
  'promotion.309.content':
    '<p>The top 20 fishers shared <b>20,000.00</b>. Thanks for playing!</p><script>window.__unsafePromotion = true</script><img src="x" onerror="window.__unsafePromotion = true">',
  'promotion.310.title': 'Weekend reload 20%',
  'promotion.310.content':
    '<p>Deposit on Saturday or Sunday and get <b>20%</b> extra, up to 588.00.</p>',
  'promotion.311.title': 'Esports cup predictions',
  'promotion.311.content':
    '<p>Predict the cup winners on the esports page: every correct pick earns a ticket to the 5,000.00 prize draw.</p>',
  'promotion.312.title': 'Lottery jackpot week',
  'promotion.312.content':
    '<p>All lottery bets this week count double for the jackpot draw on Sunday at 20:00.</p>',
  'mission.401.title': 'Bet 1,000.00 on live casino today',
  'mission.401.description': 'Reach a valid bet of 1,000.00 on live casino games before midnight.',
  'mission.402.title': 'Play 50 slot rounds this week',
  'mission.402.description': 'Any slot game counts; each settled round is one step.',
  'mission.403.title': 'Reach 5,000.00 valid bet this week',
  'mission.403.description': 'Valid bet on any game between Monday and Sunday.',
  'mission.404.title': 'Complete your profile',
  'mission.404.description':
    'Fill in your birthday, nationality and a contact (Zalo, WhatsApp or Telegram).',
  'mission.405.title': 'Check in on 5 days this week',
  'mission.405.description': 'Sign in on five different days between Monday and Sunday.',
  'mission.406.title': 'Verify your mobile number',
  'mission.406.description': 'Verify your mobile number in the security centre.',
  'mission.407.title': 'Holiday challenge: bet on 3 sports matches',
  'mission.407.description':
    'Place settled bets on three sports matches during the holiday challenge.',
  'banner.11.title': 'Welcome bonus up to 100%. Double your first deposit, up to 1,000.00',
  'banner.12.title': 'Get the app. Your lobby in your pocket, with instant deposits',
  'banner.13.title': 'Slot jackpots. Progressive prizes growing every spin',
  'banner.21.title': 'New slot games. Fresh releases from PG Soft, JILI and Pragmatic Play',
  'banner.22.title': 'Daily slot rebate. Cash back on every valid slot bet, claimed any time',
  'banner.31.title': 'Live dealer tables. Baccarat, roulette and blackjack around the clock',
  'banner.51.title': 'PvP rooms. Sit down with real players in poker and card rooms',
  'banner.61.title': 'League season. Every match of the top leagues, live and pre-match',
  'banner.62.title': 'Boosted odds. Better prices on the big games every weekend',
  'banner.71.title': 'E-sports season. Bet on LoL, Dota 2, CS and Mobile Legends',
  'banner.81.title': 'Lottery jackpot. Daily draws with a jackpot that keeps rolling',
  'banner.91.title': 'Play on your phone. iOS and Android apps: scan the code to install',
  'banner.101.title': 'First deposit bonus. 100% on your first deposit, up to 1,000.00',
  'banner.102.title': "Invite friends. Earn 0.3% of your friends' valid bets every week",
  'banner.111.title': 'Points mall. Turn your points into bonuses and prizes',
  'banner.121.title': 'Responsible gaming. Set deposit limits and take a break whenever you need',
  'promotion.301.tagline': '100% first deposit. Bonus up to 1,000.00',
  'promotion.302.tagline': 'Share your win. Get 58.00 for a winning ticket',
  'promotion.303.tagline': 'Invite friends. 0.3% of their valid bets',
  'promotion.304.tagline': 'Lucky wheel. Spin for prizes every weekend',
  'promotion.305.tagline': 'Live rebate 0.7%. On every live casino bet',
  'promotion.306.tagline': 'Weekly missions. Play, complete, get rewarded',
  'promotion.307.tagline': 'Big win hall of fame. The biggest slot wins of the week',
  'promotion.308.tagline': 'VIP birthday month. A gift for every VIP level',
  'promotion.309.tagline': 'Fishing tournament. Top catches share the prize pool',
  'promotion.310.tagline': 'Weekend reload 20%. Every Saturday and Sunday',
  'promotion.311.tagline': 'Esports cup. Predict the winners, win bonuses',
  'promotion.312.tagline': 'Lottery jackpot week. Double prizes on every draw',
  'art.action.claim-now': 'Claim now',
  'art.action.download': 'Download',
  'art.action.play-now': 'Play now',
  'art.action.spin-now': 'Spin now',
  'art.action.see-rebate': 'See rebate',
  'art.action.take-a-seat': 'Take a seat',
  'art.action.join-a-room': 'Join a room',
  'art.action.bet-now': 'Bet now',
  'art.action.see-odds': 'See odds',
  'art.action.pick-numbers': 'Pick numbers',
  'art.action.install': 'Install',
  'art.action.invite': 'Invite',
  'art.action.shop-now': 'Shop now',
  'art.action.learn-more': 'Learn more',
  'art.action.claim': 'Claim',
  'art.action.apply': 'Apply',
  'art.action.spin': 'Spin',
  'art.action.play': 'Play',
  'art.action.start': 'Start',
  'art.action.open': 'Open',
  'art.action.join': 'Join',
  'art.action.deposit': 'Deposit',
  'art.action.predict': 'Predict',
  'message.welcome.title': 'Welcome, {name}',
  'message.welcome.content':
    '<p>Thanks for joining. Check the <a href="/promotions">events</a> page for your first deposit bonus.</p>',
  'message.deposit-arrived.title': 'Your deposit has arrived',
  'message.deposit-arrived.content':
    '<p>Your deposit was credited to your main wallet. Good luck!</p>',
  'message.weekend-reload.title': 'Weekend reload is live',
  'message.weekend-reload.content':
    '<p>Deposit this weekend and get <b>20%</b> extra. <a href="/promotions">See events</a>.</p>',
  'message.maintenance.title': 'Scheduled maintenance',
  'message.maintenance.content':
    '<p>Some live casino tables will be under maintenance on Tuesday 02:00-04:00.</p>',
  'message.withdrawal-paid.title': 'Your withdrawal has been paid',
  'message.withdrawal-paid.content':
    '<p>Your withdrawal was paid. Please confirm receipt in the wallet.</p>',
  'message.new-slots.title': 'New slot games added',
  'message.new-slots.content':
    '<p>Twenty new slot games arrived this week. Find them in the <a href="/rng">slots lobby</a>.</p>',
  'message.demo-deposit.title': 'Your deposit of 500.00 has arrived',
  'message.demo-deposit.content':
    '<p>Your deposit of <b>500.00</b> via GCash was credited to your main wallet.</p>',
  'message.demo-first-bonus.title': 'First deposit bonus credited',
  'message.demo-first-bonus.content':
    '<p>Your <b>100.00</b> first deposit bonus is in your wallet. Turnover 10x applies.</p>',
  'message.demo-new-event.title': 'New event: Slot big win hall of fame',
  'message.demo-new-event.content':
    '<p>Hit 500x on any slot and get <b>88.00</b>. <a href="/promoDetail?id=307">See the rules</a>.</p>',
  'message.demo-withdrawal.title': 'Your withdrawal has been paid',
  'message.demo-withdrawal.content':
    '<p>Your withdrawal of <b>300.00</b> was paid. Please confirm receipt in the wallet.</p>',
  'message.demo-security.title': 'Security notice',
  'message.demo-security.content':
    '<p>We noticed a sign-in from a new device. If this was not you, change your password now.</p>',
  'message.vip-welcome.title': 'Welcome to VIP Diamond',
  'message.vip-welcome.content':
    '<p>Your personal VIP manager will contact you within 24 hours.</p>',
  'message.vip-maintenance.title': 'Scheduled maintenance',
  'message.vip-maintenance.content':
    '<p>Live casino maintenance on Tuesday 02:00-04:00. Slots stay open.</p>',
  'message.vip-application.title': 'Your application was reviewed',
  'message.vip-application.content':
    '<p>Your application to <b>Slot big win hall of fame</b> needs a screenshot. Please apply again.</p>',
  'message.vip-gift.title': 'Your VIP monthly gift is ready',
  'message.vip-gift.content': '<p>Claim your <b>888.00</b> monthly gift in the reward centre.</p>',
  'message.vip-wheel.title': 'You won on the lucky wheel',
  'message.vip-wheel.content': '<p>Congratulations: <b>500 points</b> are waiting for you.</p>',
} as const;
