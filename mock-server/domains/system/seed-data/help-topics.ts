import type { HelpTopicRecord } from '../records';

/**
 * The help centre, in display order: fourteen topics, all in English and six also in Filipino (TY),
 * so the `lang` fallback shows. `terms` is what the registration dialog links to (termsUrl is null,
 * the form links /helpmc?topic=terms): it is in every language the portal has.
 */
export const helpTopicSeed: readonly HelpTopicRecord[] = [
  {
    id: 1,
    tag: 'about-us',
    sortOrder: 0,
    texts: {
      EN: {
        title: 'About us',
        content:
          '<p>The portal brings live casino, slots, fishing, PvP, lottery, sports and e-sports together in one wallet.</p><p>This is a <b>sandbox</b>: every account, balance and game here is made up.</p>',
      },
    },
  },
  {
    id: 2,
    tag: 'registration',
    sortOrder: 1,
    texts: {
      EN: {
        title: 'How do I register?',
        content:
          '<p>Press <b>Register</b> in the header. Choose a username (6-16 letters and digits, starting with a letter) and a password (6-20 characters with letters and digits), or register with your mobile number and the SMS code we send you.</p><p>You must be 18 or older and agree to the <a href="/helpmc#terms">terms</a>.</p>',
      },
      TY: {
        title: 'Paano ako magrehistro?',
        content:
          '<p>Pindutin ang <b>Register</b> sa itaas. Pumili ng username (6-16 na titik at numero, nagsisimula sa titik) at password (6-20 na karakter na may titik at numero), o magrehistro gamit ang iyong mobile number at ang SMS code na ipapadala namin.</p><p>Dapat ikaw ay 18 taong gulang pataas at sumasang-ayon sa <a href="/helpmc#terms">mga tuntunin</a>.</p>',
      },
    },
  },
  {
    id: 3,
    tag: 'deposit',
    sortOrder: 2,
    texts: {
      EN: {
        title: 'How do I deposit?',
        content:
          '<p>Open <b>Deposit</b> in the member centre and choose a channel.</p><ol><li>Pick a channel and an amount within its limits.</li><li>Follow the payment page.</li><li>Your balance updates once the payment is confirmed.</li></ol>',
      },
      TY: {
        title: 'Paano magdeposito?',
        content:
          '<p>Buksan ang <b>Deposit</b> sa member centre at pumili ng channel.</p><ol><li>Pumili ng channel at halaga na pasok sa limitasyon nito.</li><li>Sundin ang pahina ng bayad.</li><li>Maa-update ang iyong balanse kapag nakumpirma ang bayad.</li></ol>',
      },
    },
  },
  {
    id: 4,
    tag: 'withdrawal',
    sortOrder: 3,
    texts: {
      EN: {
        title: 'How do I withdraw?',
        content:
          '<p>Open <b>Withdraw</b>, enter the amount and your payment password. After the payout, confirm whether you received the money; if you do not answer, the withdrawal counts as received after a while.</p>',
      },
      TY: {
        title: 'Paano mag-withdraw?',
        content:
          '<p>Buksan ang <b>Withdraw</b>, ilagay ang halaga at ang iyong payment password. Pagkatapos ng payout, kumpirmahin kung natanggap mo ang pera; kung hindi ka sumagot, ituturing itong natanggap pagkalipas ng ilang sandali.</p>',
      },
    },
  },
  {
    id: 5,
    tag: 'transfer',
    sortOrder: 4,
    texts: {
      EN: {
        title: 'Moving money between wallets',
        content:
          '<p>Games of some vendors play from their own wallet. Use <b>Transfer</b> to move money between the main wallet and a vendor wallet.</p>',
      },
    },
  },
  {
    id: 6,
    tag: 'account-security',
    sortOrder: 5,
    texts: {
      EN: {
        title: 'Keeping your account safe',
        content:
          '<ul><li>Never share your password or SMS codes, not even with customer service.</li><li>Set a payment password for withdrawals.</li><li>Change your password if you think someone else knows it.</li></ul>',
      },
    },
  },
  {
    id: 7,
    tag: 'promotions',
    sortOrder: 6,
    texts: {
      EN: {
        title: 'Promotions and bonuses',
        content:
          '<p>See <a href="/promotions">Events</a> for the current promotions. Some join at once, others need an application with a short comment and up to 3 images.</p>',
      },
    },
  },
  {
    id: 8,
    tag: 'points',
    sortOrder: 7,
    texts: {
      EN: {
        title: 'Points and the points mall',
        content:
          '<p>Valid bets earn points. Points do not expire; redeem them for goods or bonus money in the <a href="/pointMall">points mall</a>.</p>',
      },
    },
  },
  {
    id: 9,
    tag: 'agent-program',
    sortOrder: 8,
    texts: {
      EN: {
        title: 'Becoming an agent',
        content:
          '<p>Agents invite players with their referral link, follow their team in the agent centre and earn dividends and salaries under contracts their upline offers them.</p>',
      },
    },
  },
  {
    id: 10,
    tag: 'responsible-gaming',
    sortOrder: 9,
    texts: {
      EN: {
        title: 'Responsible gaming',
        content:
          '<p>Set limits and take breaks. You must be 18 or older to play.</p><p>If gaming stops being fun, talk to someone you trust or ask customer service to close your account for a while.</p>',
      },
      TY: {
        title: 'Responsableng paglalaro',
        content:
          '<p>Magtakda ng limitasyon at magpahinga. Dapat ikaw ay 18 taong gulang pataas para maglaro.</p><p>Kung hindi na masaya ang paglalaro, kausapin ang taong pinagkakatiwalaan mo o hilingin sa customer service na isara muna ang iyong account.</p>',
      },
    },
  },
  {
    id: 11,
    tag: 'terms',
    sortOrder: 10,
    texts: {
      EN: {
        title: 'Terms and conditions',
        content:
          '<h3>1. Accounts</h3><p>One account per person. You must be at least 18 years old.</p><h3>2. Bets</h3><p>Bets are final once accepted. Results are those of the game provider.</p><h3>3. Bonuses</h3><p>Each promotion has its own rules; abuse voids the bonus.</p>',
      },
      TY: {
        title: 'Mga tuntunin at kundisyon',
        content:
          '<h3>1. Mga account</h3><p>Isang account bawat tao. Dapat ikaw ay hindi bababa sa 18 taong gulang.</p><h3>2. Mga taya</h3><p>Pinal ang taya kapag tinanggap na. Ang resulta ay mula sa game provider.</p><h3>3. Mga bonus</h3><p>Bawat promosyon ay may sariling patakaran; ang pang-aabuso ay nagpapawalang-bisa sa bonus.</p>',
      },
      CN: {
        title: '条款与条件',
        content:
          '<h3>1. 账户</h3><p>每人只能拥有一个账户。您必须年满 18 周岁。</p><h3>2. 投注</h3><p>投注一经接受即为最终投注。结果以游戏供应商为准。</p><h3>3. 奖金</h3><p>每项优惠活动都有各自的规则；滥用优惠将导致奖金作废。</p>',
      },
      ID: {
        title: 'Syarat dan ketentuan',
        content:
          '<h3>1. Akun</h3><p>Satu akun per orang. Anda harus berusia minimal 18 tahun.</p><h3>2. Taruhan</h3><p>Taruhan bersifat final setelah diterima. Hasilnya adalah hasil dari penyedia permainan.</p><h3>3. Bonus</h3><p>Setiap promosi memiliki aturannya sendiri; penyalahgunaan membatalkan bonus.</p>',
      },
      TH: {
        title: 'ข้อกำหนดและเงื่อนไข',
        content:
          '<h3>1. บัญชี</h3><p>หนึ่งบัญชีต่อหนึ่งคน คุณต้องมีอายุอย่างน้อย 18 ปี</p><h3>2. การเดิมพัน</h3><p>การเดิมพันถือเป็นที่สิ้นสุดเมื่อได้รับการยอมรับ ผลลัพธ์เป็นไปตามผู้ให้บริการเกม</p><h3>3. โบนัส</h3><p>โปรโมชั่นแต่ละรายการมีกฎของตัวเอง การใช้สิทธิ์ในทางที่ผิดจะทำให้โบนัสเป็นโมฆะ</p>',
      },
      VI: {
        title: 'Điều khoản và điều kiện',
        content:
          '<h3>1. Tài khoản</h3><p>Mỗi người một tài khoản. Bạn phải từ đủ 18 tuổi trở lên.</p><h3>2. Cược</h3><p>Cược là cuối cùng khi đã được chấp nhận. Kết quả là kết quả của nhà cung cấp trò chơi.</p><h3>3. Tiền thưởng</h3><p>Mỗi khuyến mãi có quy định riêng; lạm dụng sẽ làm mất hiệu lực tiền thưởng.</p>',
      },
    },
  },
  {
    id: 12,
    tag: 'privacy',
    sortOrder: 11,
    texts: {
      EN: {
        title: 'Privacy policy',
        content:
          '<p>We keep the data you give us to run your account and never sell it. In this sandbox no real personal data exists.</p>',
      },
    },
  },
  {
    id: 13,
    tag: 'faq',
    sortOrder: 12,
    texts: {
      EN: {
        title: 'Frequently asked questions',
        content:
          '<dl><dt>I forgot my password.</dt><dd>Use <b>Forgot password</b> in the login dialog.</dd><dt>Why can I not open the member centre?</dt><dd>Trial accounts cannot; sign in with a real account.</dd></dl>',
      },
    },
  },
  {
    id: 14,
    tag: 'contact-us',
    sortOrder: 13,
    texts: {
      EN: {
        title: 'Contact us',
        content:
          '<p>Customer service answers around the clock by live chat, Facebook and Telegram: use the icons on the right of every page.</p>',
      },
      TY: {
        title: 'Makipag-ugnayan sa amin',
        content:
          '<p>Sumasagot ang customer service buong araw sa live chat, Facebook at Telegram: gamitin ang mga icon sa kanan ng bawat pahina.</p>',
      },
    },
  },
];
