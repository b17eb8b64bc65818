import type { DrawSchedule, LotteryGameRecord, ResultFormat } from '../records';

type LotteryDefinition = Omit<
  LotteryGameRecord,
  'id' | 'groupId' | 'groupTitle' | 'groupOrder' | 'sort' | 'maintenanceHours'
> & {
  hot?: true;
  maintenanceHours?: number;
};

interface LotteryGroup {
  groupId: string;
  groupTitle: string;
  games: LotteryDefinition[];
}

/** Vietnamese draws at 18:15 (north), 17:15 (central) and 16:15 (south) local time, UTC+7. */
const vnDaily = (drawMinuteUtc: number): DrawSchedule => ({
  kind: 'daily',
  drawMinuteUtc,
  closeMinutesBefore: 15,
  reopenMinutesAfter: 15,
  drawNoStyle: 'ymd',
});

function vn(
  gameCode: string,
  gameName: string,
  schedule: DrawSchedule,
  resultFormat: ResultFormat,
  hot?: true,
): LotteryDefinition {
  return {
    gameCode,
    gameName,
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    prizeMode: 'Lott',
    defaultPlayType: 'LO2',
    schedule,
    resultFormat,
    ...(hot ? { hot } : {}),
  };
}

const north = vnDaily(11 * 60 + 15);
const central = vnDaily(10 * 60 + 15);
const south = vnDaily(9 * 60 + 15);
const seaDaily: DrawSchedule = {
  kind: 'daily',
  drawMinuteUtc: 11 * 60,
  closeMinutesBefore: 15,
  reopenMinutesAfter: 30,
  drawNoStyle: 'y-md',
};
const fast = (minutes: number): DrawSchedule => ({
  kind: 'interval',
  minutes,
  closeSecondsBefore: 15,
});

function sea(gameCode: string, gameName: string, hot?: true): LotteryDefinition {
  return {
    gameCode,
    gameName,
    vendor: 'TCG_SEA',
    gameType: 'LOTT',
    prizeMode: 'SEA',
    defaultPlayType: '4D',
    schedule: seaDaily,
    resultFormat: 'fourDigits',
    ...(hot ? { hot } : {}),
  };
}

/** The lottery catalogue in menu order: one group per Vietnamese region, then the other lotteries. */
export const lotteryGroups: readonly LotteryGroup[] = [
  {
    groupId: 'north',
    groupTitle: 'Northern lottery',
    games: [
      vn('VNMB', 'Mien Bac', north, 'vnNorth', true),
      vn('VNHNVIP', 'Ha Noi VIP', north, 'vnNorth'),
    ],
  },
  {
    groupId: 'central',
    groupTitle: 'Central lottery',
    games: [
      vn('VNDNG', 'Da Nang', central, 'vnSouth'),
      vn('VNKH', 'Khanh Hoa', central, 'vnSouth'),
      vn('VNTTH', 'Thua Thien Hue', central, 'vnSouth'),
      vn('VNQNM', 'Quang Nam', central, 'vnSouth'),
      vn('VNBDI', 'Binh Dinh', central, 'vnSouth'),
    ],
  },
  {
    groupId: 'south',
    groupTitle: 'Southern lottery',
    games: [
      vn('VNHCM', 'Ho Chi Minh', south, 'vnSouth', true),
      vn('VNDT', 'Dong Thap', south, 'vnSouth'),
      vn('VNCM', 'Ca Mau', south, 'vnSouth'),
      vn('VNVT', 'Vung Tau', south, 'vnSouth'),
      vn('VNBTR', 'Ben Tre', south, 'vnSouth'),
      vn('VNCT', 'Can Tho', south, 'vnSouth'),
      { ...vn('VNBL', 'Bac Lieu', south, 'vnSouth'), maintenanceHours: 3 },
    ],
  },
  {
    groupId: 'fast',
    groupTitle: 'Vietnam fast lottery',
    games: [
      {
        ...vn('VNFAST1', 'Vietnam Fast 1 minute', fast(1), 'vnNorth'),
        gameType: 'ELOTT',
        prizeMode: 'Elott',
        defaultPlayType: null,
      },
      {
        ...vn('VNFAST3', 'Vietnam Fast 3 minutes', fast(3), 'vnNorth'),
        gameType: 'ELOTT',
        prizeMode: 'Elott',
        defaultPlayType: null,
      },
      {
        ...vn('VNFAST5', 'Vietnam Fast 5 minutes', fast(5), 'vnNorth', true),
        gameType: 'ELOTT',
        prizeMode: 'Elott',
        defaultPlayType: null,
      },
    ],
  },
  {
    groupId: 'sea',
    groupTitle: 'SEA 4D',
    games: [
      sea('MAG4D', 'Magnum 4D', true),
      sea('DMC4D', 'Da Ma Cai 4D'),
      sea('TOTO4D', 'Sports Toto 4D'),
      sea('SG4D', 'Singapore 4D'),
      sea('SB4D', 'Sabah 88 4D'),
    ],
  },
  {
    groupId: 'speed',
    groupTitle: 'Speed lotto',
    games: [
      {
        gameCode: 'ZYSSC1',
        gameName: 'Speed 5D 1 minute',
        vendor: 'ELOTT',
        gameType: 'ELOTT',
        prizeMode: 'ZY',
        defaultPlayType: null,
        schedule: fast(1),
        resultFormat: 'fiveDigits',
        hot: true,
      },
      {
        gameCode: 'ZYSSC5',
        gameName: 'Speed 5D 5 minutes',
        vendor: 'ELOTT',
        gameType: 'ELOTT',
        prizeMode: 'ZY',
        defaultPlayType: null,
        schedule: fast(5),
        resultFormat: 'fiveDigits',
      },
      {
        gameCode: 'ZYK3',
        gameName: 'Fast 3 Dice',
        vendor: 'ELOTT',
        gameType: 'ELOTT',
        prizeMode: 'ZY',
        defaultPlayType: null,
        schedule: fast(3),
        resultFormat: 'threeDice',
      },
      {
        gameCode: 'ZYPK10',
        gameName: 'Racing 10',
        vendor: 'ELOTT',
        gameType: 'ELOTT',
        prizeMode: 'ZY',
        defaultPlayType: null,
        schedule: fast(5),
        resultFormat: 'raceTen',
      },
    ],
  },
  {
    groupId: 'international',
    groupTitle: 'International lottery',
    games: [
      {
        gameCode: 'THGOV',
        gameName: 'Thai Government Lottery',
        vendor: 'LOTT',
        gameType: 'LOTT',
        prizeMode: 'Lott',
        defaultPlayType: '3D',
        schedule: seaDaily,
        resultFormat: 'thai',
      },
      {
        gameCode: 'LAOS',
        gameName: 'Lao Lottery',
        vendor: 'LOTT',
        gameType: 'LOTT',
        prizeMode: 'Lott',
        defaultPlayType: '2D',
        schedule: vnDaily(13 * 60 + 30),
        resultFormat: 'lao',
      },
    ],
  },
];
