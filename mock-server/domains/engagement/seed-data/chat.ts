import type { Db } from '../../../db/create-db';
import type { Schemas } from '../../../core/handler-types';
import { postChatMessage } from '../rules/chat-room';

type Line = [account: string, minutesAgo: number, text: string];

/**
 * The seed conversation: a few lines in every language's lobby, so no room opens empty. The same
 * lines, senders and times (relative to the seed's clock) on every start.
 */
const conversation: Record<Schemas['ChatRoomId'], Line[]> = {
  EN: [
    ['demovip', 42, 'Evening all! Anyone tried the new fishing hall?'],
    ['demomaster', 38, 'Yes, paid out twice for me already. Good luck!'],
    ['demosubplayer', 25, 'Live baccarat tables are busy tonight :)'],
    ['demoagent', 12, 'Reminder: check the events page, the weekly missions reset on Monday.'],
    ['demovip', 3, 'GL everyone, see you at the leaderboard'],
  ],
  TY: [
    ['demovip', 40, 'Magandang gabi sa lahat! Sino ang naglalaro ng fishing?'],
    ['demosubplayer', 21, 'Ako! Swertehin sana tayo ngayong gabi.'],
    ['demomaster', 6, 'Good luck sa inyong lahat!'],
  ],
  CN: [
    ['demovip', 39, '大家晚上好！有人玩新的捕鱼游戏吗？'],
    ['demomaster', 22, '玩过了，今晚手气不错。'],
    ['demosubplayer', 5, '祝大家好运！'],
  ],
  ID: [
    ['demovip', 37, 'Selamat malam semua! Ada yang sudah coba aula memancing baru?'],
    ['demosubplayer', 19, 'Sudah, lumayan seru. Semoga beruntung!'],
    ['demoagent', 4, 'Jangan lupa cek halaman acara ya.'],
  ],
  TH: [
    ['demovip', 36, 'สวัสดีตอนเย็นทุกคน! มีใครลองเกมยิงปลาใหม่หรือยัง'],
    ['demomaster', 18, 'ลองแล้ว สนุกมาก ขอให้โชคดีนะ'],
    ['demosubplayer', 7, 'โชคดีทุกคน!'],
  ],
  VI: [
    ['demovip', 35, 'Chào buổi tối mọi người! Có ai thử sảnh bắn cá mới chưa?'],
    ['demosubplayer', 17, 'Mình thử rồi, khá vui. Chúc may mắn!'],
    ['demomaster', 2, 'Chúc mọi người một tối may mắn!'],
  ],
};

/** Writes the seed conversation, oldest line first (ids follow the time order over all rooms). */
export async function seedChatRooms(db: Db, now: Date): Promise<void> {
  const lines = Object.entries(conversation)
    .flatMap(([roomId, roomLines]) =>
      roomLines.map((line) => ({ roomId: roomId as Schemas['ChatRoomId'], line })),
    )
    .sort((a, b) => b.line[1] - a.line[1]);
  for (const { roomId, line } of lines) {
    const [account, minutesAgo, text] = line;
    const member = db.memberByAccount(account);
    if (!member) continue;
    await postChatMessage(db, member, roomId, text, new Date(now.getTime() - minutesAgo * 60_000));
  }
}
