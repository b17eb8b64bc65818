import type { Faker } from '@faker-js/faker';
import type { MemberRecord } from '../../../db/core-records';
import { toCents } from '../../../core/money';
import { addDays, addMinutes } from '../rules/calendar';
import type { RecordKey } from '../../../seed/content/content-catalogue';
import { seededMessageTexts } from './seeded-texts';
import type { SeedWriters } from './writers';

/** Messages a generated member may have (their texts in every language: `seed/content/<lang>.ts`). */
const messageTemplates: readonly RecordKey<'message'>[] = [
  'message.deposit-arrived',
  'message.weekend-reload',
  'message.maintenance',
  'message.withdrawal-paid',
  'message.new-slots',
];

const rewardTitles = [
  'Weekly cashback',
  'Lucky Friday bonus',
  'Loyalty points gift',
  'Comeback bonus',
];

/**
 * Everyone else gets a little of everything from the domain's own faker: a welcome message and a
 * few more, maybe a reward to claim, some mission check-ins (so the leaderboard has rows without
 * any bets) and some bonus history. The same seed always gives the same data.
 */
export async function seedGeneratedMember(
  faker: Faker,
  write: SeedWriters,
  member: MemberRecord,
  anchor: Date,
  weekKey: string,
): Promise<void> {
  const past = (maxDays: number) =>
    addMinutes(anchor, -faker.number.int({ min: 30, max: maxDays * 24 * 60 }));
  const welcome = past(60);
  await write.message({
    memberId: member.id,
    ...seededMessageTexts('message.welcome', { name: member.nickname }),
    time: welcome.toISOString(),
    readTime: addMinutes(welcome, 10).toISOString(),
  });
  for (const contentKey of faker.helpers.arrayElements(messageTemplates, {
    min: 0,
    max: 3,
  })) {
    const time = past(20);
    const read = faker.datatype.boolean();
    await write.message({
      memberId: member.id,
      ...seededMessageTexts(contentKey),
      time: time.toISOString(),
      readTime: read ? addMinutes(time, 20).toISOString() : null,
    });
  }
  if (faker.datatype.boolean()) {
    const points = faker.datatype.boolean({ probability: 0.3 });
    await write.reward({
      memberId: member.id,
      promotionId: null,
      title: faker.helpers.arrayElement(rewardTitles),
      rewardType: points ? 'points' : 'cash',
      cashCents: points ? 0 : toCents(faker.number.int({ min: 5, max: 200 })),
      points: points ? faker.number.int({ min: 50, max: 1000 }) : 0,
      state: 'claim',
      requiredContact: faker.helpers.weightedArrayElement([
        { weight: 8, value: 'none' as const },
        { weight: 1, value: 'zalo' as const },
        { weight: 1, value: 'whatsapp' as const },
      ]),
      createTime: past(5).toISOString(),
      expireTime: addDays(anchor, faker.number.int({ min: 2, max: 14 })).toISOString(),
      claimTime: null,
      source: 'reward',
    });
  }
  if (faker.datatype.boolean({ probability: 0.4 })) {
    await write.progress(member.id, 405, weekKey, faker.number.int({ min: 1, max: 5 }));
    await write.progress(member.id, 404, 'O', faker.number.int({ min: 0, max: 1 }));
  }
  for (let i = faker.number.int({ min: 0, max: 2 }); i > 0; i -= 1) {
    await write.bonus({
      memberId: member.id,
      title: faker.helpers.arrayElement([
        'Live casino rebate 0.7%',
        '100% first deposit bonus',
        'Weekend reload 20%',
        'Invite friends commission',
      ]),
      bonusType: faker.helpers.arrayElement(['rebate', 'promotion', 'referral'] as const),
      promotionId: null,
      amountCents: toCents(faker.number.float({ min: 1, max: 500, fractionDigits: 2 })),
      status: 'issued',
      time: past(20).toISOString(),
    });
  }
}
