import type { Faker } from '@faker-js/faker';
import type { Db } from '../../../db/create-db';
import type { SeedDays } from './seed-clock';

const topics: readonly [string, string][] = [
  [
    'New dividend settlement schedule',
    'Semi-monthly dividends are now paid on the 1st and the 16th of each month.',
  ],
  [
    'Daily salary tiers updated',
    'The daily salary tiers were raised for teams with more than 20 active members.',
  ],
  [
    'Hourly salary now available',
    'Hourly salary contracts can now be offered to your direct downline agents.',
  ],
  [
    'Real-time salary settlement',
    'Real-time salary is settled every 5 minutes over the bets settled in that window.',
  ],
  [
    'Lower-rate rule reminder',
    'Offering a contract with a lower rate than your downline pays further down ends those contracts once accepted.',
  ],
  [
    'Referral links with QR codes',
    'Share your referral QR code: members who register through it join your team directly.',
  ],
  [
    'Team report improvements',
    'Team betting and profit and loss reports can now be filtered by level.',
  ],
  [
    'Maintenance window',
    'The agent centre will be read-only during the scheduled maintenance on Sunday 02:00-04:00 UTC.',
  ],
  [
    'Commission payout date',
    'Agent commission for last month has been credited to your main wallet.',
  ],
  [
    'Contract answers pending',
    'Please answer your pending contract offers: offers do not take effect until accepted.',
  ],
  [
    'Transfer limits',
    'Transfers to downlines require your payment password and are recorded in both accounts.',
  ],
  ['Welcome to the agent centre', 'Your team overview, income and contracts are all in one place.'],
];

/** Agent announcements (the Notice shape), one every few days, newest first; the newest pops up. */
export async function seedAgentNotices(db: Db, faker: Faker, d: SeedDays): Promise<void> {
  let daysAgo = 0;
  for (const [index, [title, text]] of topics.entries()) {
    daysAgo += faker.number.int({ min: 1, max: 6 });
    await db.agentNotices.insert({
      id: 3001 + index,
      title,
      content: `<p>${text}</p><p>${faker.lorem.sentence()}</p>`,
      time: d.at(daysAgo, faker.number.int({ min: 1, max: 12 })),
      type: index === 7 ? 'H' : 'B',
      popup: index === 0,
    });
  }
}
