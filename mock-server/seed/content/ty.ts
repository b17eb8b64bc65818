import type { Catalogue } from './content-catalogue';

/** Tagalog (TY). */
export const ty: Catalogue = {
  'notice.browser-support.title': 'Mga suportadong browser',
  'notice.browser-support.content':
    '<p>Gumamit ng bagong bersyon ng Chrome, Safari, Edge o Firefox.</p>',
  'notice.results-page.title': 'Pahina ng mga resulta',
  'notice.results-page.content':
    '<p>Nakalista sa ilalim ng bawat laro ng lottery ang mga nakaraang resulta.</p>',
  'notice.payment-password.title': 'Password sa pagbabayad',
  'notice.payment-password.content':
    '<p>Magtakda ng payment password sa security centre bago ang iyong unang withdrawal.</p>',
  'notice.points-mall-restocked.title': 'May bagong laman ang points mall',
  'notice.points-mall-restocked.content':
    '<p>May mga bagong gadget at voucher sa <a href="/pointMall">points mall</a>.</p>',
  'notice.download-the-app.title': 'I-download ang app',
  'notice.download-the-app.content':
    '<p>I-scan ang QR code sa pahina ng download gamit ang iyong telepono.</p>',
  'notice.vip-upgrades.title': 'Pag-angat sa VIP',
  'notice.vip-upgrades.content': '<p>Umabot sa Platinum para magkaroon ng sariling VIP host.</p>',
  'notice.holiday-greetings.title': 'Pagbati ngayong kapaskuhan',
  'notice.holiday-greetings.content':
    '<p>Maligayang pista opisyal mula sa aming lahat! Abangan ang mga espesyal na event.</p>',
  'notice.wallet-transfers.title': 'Paglipat sa pagitan ng mga wallet',
  'notice.wallet-transfers.content':
    '<p>Agad-agad na ang paglipat ng pera sa pagitan ng mga wallet.</p>',
  'notice.favourite-numbers.title': 'Mga paboritong numero',
  'notice.favourite-numbers.content':
    '<p>I-save ang iyong mga paboritong numero gamit ang bituin sa bawat laro ng lottery.</p>',
  'notice.responsible-gaming-tools.title': 'Mga kasangkapan para sa responsableng paglalaro',
  'notice.responsible-gaming-tools.content':
    '<p>Hilingin sa customer service na magtakda ng limitasyon sa deposito para sa iyong account.</p>',
  'notice.app-update.title': 'Bagong bersyon ng app',
  'notice.app-update.content':
    '<p>Labas na ang bersyon 3.2 ng app. Kunin ito sa <a href="/down">pahina ng download</a>.</p>',
  'notice.withdrawal-confirmation.title': 'Pagkumpirma ng withdrawal',
  'notice.withdrawal-confirmation.content':
    '<p>Pakikumpirma ang bawat withdrawal kapag natanggap mo na ang pera.</p>',
  'notice.lottery-limits.title': 'Mga limitasyon sa lottery',
  'notice.lottery-limits.content':
    '<p>Ang pinakamalaking bayad sa bawat bola ay 1,000,000.00 na ngayon.</p>',
  'notice.mission-week.title': 'Linggo ng mga misyon',
  'notice.mission-week.content':
    '<p>Tapusin ang mga pang-araw-araw na misyon para umakyat sa leaderboard.</p>',
  'notice.e-sports-season-opens.title': 'Bukas na ang bagong season ng e-sports',
  'notice.e-sports-season-opens.content':
    '<p>Tumaya sa bagong season ng mga liga sa rehiyon sa lobby ng <a href="/esports">E-sports</a>.</p>',
  'notice.how-to-reset-your.title': 'Paano palitan ang nakalimutang password',
  'notice.how-to-reset-your.content':
    '<p>Gamitin ang <b>Nakalimutan ang password</b> kasama ang iyong email o mobile number.</p>',
  'notice.deposit-limits-raised.title': 'Mas mataas na limitasyon sa deposito',
  'notice.deposit-limits-raised.content':
    '<p>Ang pinakamalaking isahang deposito ay 100,000.00 na ngayon.</p>',
  'notice.security-reminder.title': 'Paalala sa seguridad',
  'notice.security-reminder.content':
    '<p>Hindi namin kailanman hihingin ang iyong password o mga SMS code. I-report sa customer service ang mga kahina-hinalang mensahe.</p>',
  'notice.draw-delayed.title': 'Naantala ang bola',
  'notice.draw-delayed.content':
    '<p>Naantala nang 10 minuto ang bola kahapon ng 21:00; naayos na ang lahat ng taya.</p>',
  'notice.lottery-draw-times-updated.title': 'Binago ang oras ng mga bola sa lottery',
  'notice.lottery-draw-times-updated.content':
    '<p>Nagsasara na ngayon ang mga lottery ng Timog-Silangang Asya <b>5 minuto</b> bago ang bola.</p>',
  'notice.invite-friends.title': 'Mag-imbita ng mga kaibigan',
  'notice.invite-friends.content':
    '<p>Kumita ng bonus sa bawat kaibigang magrerehistro gamit ang iyong link at magdedeposito.</p>',
  'notice.customer-service-hours.title': 'Oras ng customer service',
  'notice.customer-service-hours.content':
    '<p>Bukas ang live chat buong araw at gabi, pati sa mga pista opisyal.</p>',
  'notice.bank-maintenance.title': 'Maintenance ng bangko',
  'notice.bank-maintenance.content':
    '<p>Maaaring mabagal ang bank transfer ngayong gabi mula 23:00 hanggang 01:00.</p>',
  'notice.new-slot-vendor.title': 'Bagong provider ng slot',
  'notice.new-slot-vendor.content':
    '<p>Mahigit <b>300</b> bagong slot game ang dumating sa RNG lobby.</p>',
  'notice.new-lottery-game.title': 'Bagong laro ng lottery',
  'notice.new-lottery-game.content': '<p>Subukan ang 5-minutong lottery sa E-lottery lobby.</p>',
  'notice.fishing-tournament-results.title': 'Mga resulta ng paligsahan sa pangingisda',
  'notice.fishing-tournament-results.content':
    '<p>Binabati namin ang nangungunang 10 mangangaso ngayong linggo! Nasa kanilang wallet na ang mga premyo.</p>',
  'notice.help-centre-updated.title': 'May bago sa help centre',
  'notice.help-centre-updated.content':
    '<p>May mga bagong sagot tungkol sa withdrawal sa help centre.</p>',
  'notice.new-live-dealer-tables.title': 'Mga bagong mesa ng live dealer',
  'notice.new-live-dealer-tables.content':
    "<p>Bukas na ang anim na bagong mesa ng baccarat sa <b>Live</b> lobby.</p><script>alert('notice-script')</script><p><a href=\"javascript:alert('notice-link')\">Buksan ang lobby</a></p>",
  'notice.weekend-rebate.title': 'Rebate ngayong weekend',
  'notice.weekend-rebate.content':
    '<p>Makakuha ng 1% pabalik sa lahat ng taya sa slot ngayong weekend.</p>',
  'notice.welcome-to-the-new.title': 'Maligayang pagdating sa bagong lobby',
  'notice.welcome-to-the-new.content':
    '<p>Tangkilikin ang bagong live casino lobby na may mga paborito at kamakailang laro.</p>',
  'notice.payment-channel-added.title': 'Bagong paraan ng pagbabayad',
  'notice.payment-channel-added.content':
    '<p>Puwede nang magdeposito gamit ang GCash anumang oras.</p>',
  'notice.faster-withdrawals.title': 'Mas mabilis na withdrawal',
  'notice.faster-withdrawals.content':
    '<p>Dumarating na ngayon ang withdrawal sa e-wallet sa loob ng <b>15 minuto</b> sa karaniwan.</p>',
  'notice.lottery-jackpot-rolls-over.title': 'Lumaki pa ang jackpot ng lottery',
  'notice.lottery-jackpot-rolls-over.content':
    '<p>Walang nanalo sa nakaraang bola: umabot na sa <b>2,500,000.00</b> ang jackpot.</p>',
  'notice.please-review-your-profile.title': 'Pakisuri ang iyong profile',
  'notice.please-review-your-profile.content':
    '<p>Panatilihing updated ang iyong contact details para maabot ka namin tungkol sa iyong mga withdrawal.</p><img src="x" onerror="alert(\'notice-onerror\')" alt="profile"><p>Salamat sa paglalaro kasama namin.</p>',
  'notice.100-first-deposit-bonus.title': '100% bonus sa unang deposito',
  'notice.100-first-deposit-bonus.content':
    '<p>Magdeposito ng hindi bababa sa 100.00 at tumanggap ng <b>100% bonus</b> hanggang 1,000.00. <a href="/promotions">Tingnan ang mga patakaran</a>.</p>',
  'notice.scheduled-maintenance-on-sunday.title': 'Nakatakdang maintenance sa Linggo',
  'notice.scheduled-maintenance-on-sunday.content':
    '<p>Magkakaroon ng maintenance ang site mula <b>02:00 hanggang 04:00</b> (GMT+8). Ligtas ang mga balanse; aayusin gaya ng dati ang mga larong kasalukuyang nilalaro.</p>',
  'help.about-us.title': 'Tungkol sa amin',
  'help.about-us.content':
    '<p>Pinagsasama ng portal ang live casino, slot, pangingisda, PvP, lottery, sports at e-sports sa iisang wallet.</p><p>Ito ay isang <b>sandbox</b>: gawa-gawa lamang ang bawat account, balanse at laro rito.</p>',
  'help.registration.title': 'Paano ako magrehistro?',
  'help.registration.content':
    '<p>Pindutin ang <b>Register</b> sa itaas. Pumili ng username (6-16 na titik at numero, nagsisimula sa titik) at password (6-20 na karakter na may titik at numero), o magrehistro gamit ang iyong mobile number at ang SMS code na ipapadala namin.</p><p>Dapat ikaw ay 18 taong gulang pataas at sumasang-ayon sa <a href="/helpmc#terms">mga tuntunin</a>.</p>',
  'help.deposit.title': 'Paano magdeposito?',
  'help.deposit.content':
    '<p>Buksan ang <b>Deposit</b> sa member centre at pumili ng channel.</p><ol><li>Pumili ng channel at halaga na pasok sa limitasyon nito.</li><li>Sundin ang pahina ng bayad.</li><li>Maa-update ang iyong balanse kapag nakumpirma ang bayad.</li></ol>',
  'help.withdrawal.title': 'Paano mag-withdraw?',
  'help.withdrawal.content':
    '<p>Buksan ang <b>Withdraw</b>, ilagay ang halaga at ang iyong payment password. Pagkatapos ng payout, kumpirmahin kung natanggap mo ang pera; kung hindi ka sumagot, ituturing itong natanggap pagkalipas ng ilang sandali.</p>',
  'help.transfer.title': 'Paglilipat ng pera sa pagitan ng mga wallet',
  'help.transfer.content':
    '<p>Ang mga laro ng ilang provider ay gumagamit ng sarili nilang wallet. Gamitin ang <b>Transfer</b> para ilipat ang pera sa pagitan ng main wallet at ng wallet ng provider.</p>',
  'help.account-security.title': 'Pagpapanatiling ligtas ng iyong account',
  'help.account-security.content':
    '<ul><li>Huwag ibahagi ang iyong password o mga SMS code, kahit sa customer service.</li><li>Magtakda ng payment password para sa mga withdrawal.</li><li>Palitan ang iyong password kung sa tingin mo ay alam ito ng iba.</li></ul>',
  'help.promotions.title': 'Mga promosyon at bonus',
  'help.promotions.content':
    '<p>Tingnan ang <a href="/promotions">Mga Event</a> para sa kasalukuyang mga promosyon. Ang ilan ay agad kang kasali, ang iba ay kailangan ng aplikasyon na may maikling komento at hanggang 3 larawan.</p>',
  'help.points.title': 'Mga puntos at ang points mall',
  'help.points.content':
    '<p>Kumikita ng puntos ang mga valid na taya. Hindi nag-e-expire ang mga puntos; ipalit ang mga ito sa mga produkto o bonus na pera sa <a href="/pointMall">points mall</a>.</p>',
  'help.agent-program.title': 'Paano maging ahente',
  'help.agent-program.content':
    '<p>Nag-iimbita ang mga ahente ng mga manlalaro gamit ang kanilang referral link, sinusubaybayan ang kanilang team sa agent centre at kumikita ng dibidendo at sahod ayon sa mga kontratang iniaalok ng kanilang upline.</p>',
  'help.responsible-gaming.title': 'Responsableng paglalaro',
  'help.responsible-gaming.content':
    '<p>Magtakda ng limitasyon at magpahinga. Dapat ikaw ay 18 taong gulang pataas para maglaro.</p><p>Kung hindi na masaya ang paglalaro, kausapin ang taong pinagkakatiwalaan mo o hilingin sa customer service na isara muna ang iyong account.</p>',
  'help.terms.title': 'Mga tuntunin at kundisyon',
  'help.terms.content':
    '<h3>1. Mga account</h3><p>Isang account bawat tao. Dapat ikaw ay hindi bababa sa 18 taong gulang.</p><h3>2. Mga taya</h3><p>Pinal ang taya kapag tinanggap na. Ang resulta ay mula sa game provider.</p><h3>3. Mga bonus</h3><p>Bawat promosyon ay may sariling patakaran; ang pang-aabuso ay nagpapawalang-bisa sa bonus.</p>',
  'help.privacy.title': 'Patakaran sa privacy',
  'help.privacy.content':
    '<p>Iniingatan namin ang datos na ibinibigay mo para patakbuhin ang iyong account at hindi namin ito ibinebenta. Walang totoong personal na datos sa sandbox na ito.</p>',
  'help.faq.title': 'Mga madalas itanong',
  'help.faq.content':
    '<dl><dt>Nakalimutan ko ang aking password.</dt><dd>Gamitin ang <b>Nakalimutan ang password</b> sa login dialog.</dd><dt>Bakit hindi ko mabuksan ang member centre?</dt><dd>Hindi ito mabubuksan ng mga trial account; mag-sign in gamit ang totoong account.</dd></dl>',
  'help.contact-us.title': 'Makipag-ugnayan sa amin',
  'help.contact-us.content':
    '<p>Sumasagot ang customer service buong araw sa live chat, Facebook at Telegram: gamitin ang mga icon sa kanan ng bawat pahina.</p>',
  'promotion.301.title': '100% bonus sa unang deposito',
  'promotion.301.content':
    '<h3>Doblehin ang iyong unang deposito</h3><p>Magdeposito ng hindi bababa sa <b>100.00</b> at tumanggap ng 100% bonus hanggang <b>1,000.00</b>.</p><ul><li>Kailangang i-turnover nang 10 beses ang bonus bago mag-withdraw.</li><li>Isang bonus bawat miyembro, sambahayan at device.</li></ul>',
  'promotion.302.title': 'Ibahagi ang iyong malaking panalo sa sports',
  'promotion.302.content':
    '<p>Mag-post ng screenshot ng iyong nanalong tiket (odds na 3.00 pataas) at makakuha ng <b>58.00</b> na bonus.</p><p>Sinusuri ang mga aplikasyon sa loob ng 10 minuto.</p>',
  'promotion.303.title': 'Mag-imbita ng mga kaibigan',
  'promotion.303.content':
    '<p>Ibahagi ang iyong invite link at kumita ng <b>0.3%</b> ng mga valid na taya ng iyong mga kaibigan, binabayaran tuwing Lunes.</p>',
  'promotion.304.title': 'Weekend ng lucky wheel',
  'promotion.304.content':
    '<p>Bawat 1,000.00 na valid na taya ay may isang ikot sa lucky wheel. Mga premyo hanggang <b>8,888.00</b> na cash o puntos.</p>',
  'promotion.305.title': '0.7% na rebate sa live casino',
  'promotion.305.content':
    '<p>Kunin pabalik ang <b>0.7%</b> ng iyong valid na taya sa live casino anumang oras sa pahina ng rebate. Walang kailangang turnover.</p>',
  'promotion.306.title': 'Lingguhang misyon: maglaro at kumita',
  'promotion.306.content':
    '<p>Tapusin ang mga pang-araw-araw at lingguhang misyon, umakyat sa leaderboard at manalo ng hanggang <b>888.00</b> bawat linggo.</p>',
  'promotion.307.title': 'Hall of fame ng malalaking panalo sa slot',
  'promotion.307.content':
    '<p>Manalo ng 500x pataas sa anumang slot, ipadala sa amin ang screenshot at makakuha ng <b>88.00</b>. Sinusuri sa loob ng 24 oras.</p>',
  'promotion.308.title': 'Buwan ng kaarawan ng VIP',
  'promotion.308.content':
    '<p>Ang mga miyembrong Gold pataas ay tatanggap ng regalo sa kaarawan at dobleng puntos sa loob ng isang buong buwan.</p>',
  'promotion.309.title': 'Paligsahan sa pangingisda',
  'promotion.309.content':
    '<p>Pinaghatian ng nangungunang 20 mangingisda ang <b>20,000.00</b>. Salamat sa paglalaro!</p><script>window.__unsafePromotion = true</script><img src="x" onerror="window.__unsafePromotion = true">',
  'promotion.310.title': '20% na reload ngayong weekend',
  'promotion.310.content':
    '<p>Magdeposito sa Sabado o Linggo at makakuha ng <b>20%</b> na dagdag, hanggang 588.00.</p>',
  'promotion.311.title': 'Hula sa esports cup',
  'promotion.311.content':
    '<p>Hulaan ang mga mananalo sa cup sa pahina ng esports: bawat tamang hula ay may tiket sa bunutan ng premyong 5,000.00.</p>',
  'promotion.312.title': 'Linggo ng jackpot sa lottery',
  'promotion.312.content':
    '<p>Doble ang bilang ng lahat ng taya sa lottery ngayong linggo para sa bunutan ng jackpot sa Linggo ng 20:00.</p>',
  'mission.401.title': 'Tumaya ng 1,000.00 sa live casino ngayong araw',
  'mission.401.description':
    'Umabot sa valid na taya na 1,000.00 sa mga laro ng live casino bago maghatinggabi.',
  'mission.402.title': 'Maglaro ng 50 round ng slot ngayong linggo',
  'mission.402.description':
    'Kasali ang anumang slot game; bawat naayos na round ay isang hakbang.',
  'mission.403.title': 'Umabot sa 5,000.00 na valid na taya ngayong linggo',
  'mission.403.description': 'Valid na taya sa anumang laro mula Lunes hanggang Linggo.',
  'mission.404.title': 'Kumpletuhin ang iyong profile',
  'mission.404.description':
    'Ilagay ang iyong kaarawan, nasyonalidad at isang contact (Zalo, WhatsApp o Telegram).',
  'mission.405.title': 'Mag-check in nang 5 araw ngayong linggo',
  'mission.405.description': 'Mag-sign in sa limang magkakaibang araw mula Lunes hanggang Linggo.',
  'mission.406.title': 'I-verify ang iyong mobile number',
  'mission.406.description': 'I-verify ang iyong mobile number sa security centre.',
  'mission.407.title': 'Hamon sa pista opisyal: tumaya sa 3 laban sa sports',
  'mission.407.description':
    'Maglagay ng naayos na taya sa tatlong laban sa sports habang tumatakbo ang hamon sa pista opisyal.',
  'banner.11.title':
    'Bonus sa pagsali hanggang 100%. Doblehin ang iyong unang deposito, hanggang 1,000.00',
  'banner.12.title': 'Kunin ang app. Ang iyong lobby sa iyong bulsa, may instant na deposito',
  'banner.13.title': 'Mga jackpot ng slot. Mga progresibong premyo na lumalaki bawat ikot',
  'banner.21.title':
    'Mga bagong slot game. Mga bagong labas mula sa PG Soft, JILI at Pragmatic Play',
  'banner.22.title':
    'Araw-araw na slot rebate. Cash back sa bawat valid na taya sa slot, makukuha anumang oras',
  'banner.31.title': 'Mga live dealer na mesa. Baccarat, roulette at blackjack buong araw at gabi',
  'banner.51.title':
    'Mga PvP room. Umupo kasama ang mga totoong manlalaro sa poker at mga card room',
  'banner.61.title': 'Season ng liga. Bawat laban ng mga nangungunang liga, live at bago ang laban',
  'banner.62.title': 'Pinalakas na odds. Mas magandang presyo sa malalaking laro tuwing weekend',
  'banner.71.title': 'Season ng e-sports. Tumaya sa LoL, Dota 2, CS at Mobile Legends',
  'banner.81.title': 'Jackpot ng lotto. Araw-araw na bola na may jackpot na patuloy na lumalaki',
  'banner.91.title':
    'Maglaro sa iyong telepono. Mga app para sa iOS at Android: i-scan ang code para i-install',
  'banner.101.title': 'Bonus sa unang deposito. 100% sa iyong unang deposito, hanggang 1,000.00',
  'banner.102.title':
    'Mag-imbita ng mga kaibigan. Kumita ng 0.3% ng mga valid na taya ng iyong mga kaibigan bawat linggo',
  'banner.111.title': 'Points mall. Gawing bonus at premyo ang iyong mga puntos',
  'banner.121.title':
    'Responsableng paglalaro. Magtakda ng limitasyon sa deposito at magpahinga kahit kailan mo kailangan',
  'promotion.301.tagline': '100% sa unang deposito. Bonus hanggang 1,000.00',
  'promotion.302.tagline': 'Ibahagi ang iyong panalo. Makakuha ng 58.00 sa nanalong tiket',
  'promotion.303.tagline': 'Mag-imbita ng mga kaibigan. 0.3% ng kanilang mga valid na taya',
  'promotion.304.tagline': 'Gulong ng suwerte. Umikot para sa mga premyo tuwing weekend',
  'promotion.305.tagline': 'Live rebate na 0.7%. Sa bawat taya sa live casino',
  'promotion.306.tagline': 'Lingguhang misyon. Maglaro, tapusin, at makakuha ng gantimpala',
  'promotion.307.tagline':
    'Hall of fame ng malalaking panalo. Ang pinakamalalaking panalo sa slot ngayong linggo',
  'promotion.308.tagline': 'Buwan ng kaarawan ng VIP. May regalo para sa bawat antas ng VIP',
  'promotion.309.tagline':
    'Paligsahan sa pangingisda. Hahatiin ng mga nangungunang huli ang premyo',
  'promotion.310.tagline': '20% na reload tuwing weekend. Tuwing Sabado at Linggo',
  'promotion.311.tagline': 'Esports cup. Hulaan ang mga mananalo, manalo ng bonus',
  'promotion.312.tagline': 'Linggo ng jackpot sa lottery. Dobleng premyo sa bawat bola',
  'art.action.claim-now': 'Kunin na',
  'art.action.download': 'I-download',
  'art.action.play-now': 'Maglaro na',
  'art.action.spin-now': 'Umikot na',
  'art.action.see-rebate': 'Tingnan ang rebate',
  'art.action.take-a-seat': 'Umupo na',
  'art.action.join-a-room': 'Sumali sa kuwarto',
  'art.action.bet-now': 'Tumaya na',
  'art.action.see-odds': 'Tingnan ang odds',
  'art.action.pick-numbers': 'Pumili ng numero',
  'art.action.install': 'I-install',
  'art.action.invite': 'Mag-imbita',
  'art.action.shop-now': 'Mamili na',
  'art.action.learn-more': 'Alamin pa',
  'art.action.claim': 'Kunin',
  'art.action.apply': 'Mag-apply',
  'art.action.spin': 'Umikot',
  'art.action.play': 'Maglaro',
  'art.action.start': 'Magsimula',
  'art.action.open': 'Buksan',
  'art.action.join': 'Sumali',
  'art.action.deposit': 'Magdeposito',
  'art.action.predict': 'Manghula',
  'message.welcome.title': 'Maligayang pagdating, {name}',
  'message.welcome.content':
    '<p>Salamat sa pagsali. Tingnan ang pahina ng <a href="/promotions">mga event</a> para sa iyong bonus sa unang deposito.</p>',
  'message.deposit-arrived.title': 'Dumating na ang iyong deposito',
  'message.deposit-arrived.content':
    '<p>Naipasok na ang iyong deposito sa iyong main wallet. Good luck!</p>',
  'message.weekend-reload.title': 'Simula na ang weekend reload',
  'message.weekend-reload.content':
    '<p>Magdeposito ngayong weekend at makakuha ng <b>20%</b> na dagdag. <a href="/promotions">Tingnan ang mga event</a>.</p>',
  'message.maintenance.title': 'Nakatakdang maintenance',
  'message.maintenance.content':
    '<p>Ang ilang mesa ng live casino ay sasailalim sa maintenance sa Martes 02:00-04:00.</p>',
  'message.withdrawal-paid.title': 'Nabayaran na ang iyong withdrawal',
  'message.withdrawal-paid.content':
    '<p>Nabayaran na ang iyong withdrawal. Pakikumpirma ang pagtanggap sa wallet.</p>',
  'message.new-slots.title': 'May mga bagong slot game',
  'message.new-slots.content':
    '<p>Dalawampung bagong slot game ang dumating ngayong linggo. Hanapin sila sa <a href="/rng">slot lobby</a>.</p>',
  'message.demo-deposit.title': 'Dumating na ang iyong deposito na 500.00',
  'message.demo-deposit.content':
    '<p>Naipasok na sa iyong main wallet ang iyong deposito na <b>500.00</b> sa pamamagitan ng GCash.</p>',
  'message.demo-first-bonus.title': 'Naipasok na ang bonus sa unang deposito',
  'message.demo-first-bonus.content':
    '<p>Nasa iyong wallet na ang <b>100.00</b> na bonus sa unang deposito. May 10x na turnover.</p>',
  'message.demo-new-event.title': 'Bagong event: Hall of fame ng malalaking panalo sa slot',
  'message.demo-new-event.content':
    '<p>Manalo ng 500x sa anumang slot at makakuha ng <b>88.00</b>. <a href="/promoDetail?id=307">Tingnan ang mga patakaran</a>.</p>',
  'message.demo-withdrawal.title': 'Nabayaran na ang iyong withdrawal',
  'message.demo-withdrawal.content':
    '<p>Nabayaran na ang iyong withdrawal na <b>300.00</b>. Pakikumpirma ang pagtanggap sa wallet.</p>',
  'message.demo-security.title': 'Abiso sa seguridad',
  'message.demo-security.content':
    '<p>May napansin kaming pag-sign in mula sa bagong device. Kung hindi ikaw ito, palitan agad ang iyong password.</p>',
  'message.vip-welcome.title': 'Maligayang pagdating sa VIP Diamond',
  'message.vip-welcome.content':
    '<p>Makikipag-ugnayan sa iyo ang iyong personal na VIP manager sa loob ng 24 oras.</p>',
  'message.vip-maintenance.title': 'Nakatakdang maintenance',
  'message.vip-maintenance.content':
    '<p>Maintenance ng live casino sa Martes 02:00-04:00. Bukas pa rin ang mga slot.</p>',
  'message.vip-application.title': 'Nasuri na ang iyong aplikasyon',
  'message.vip-application.content':
    '<p>Kailangan ng screenshot ang iyong aplikasyon sa <b>Hall of fame ng malalaking panalo sa slot</b>. Pakiulit ang pag-apply.</p>',
  'message.vip-gift.title': 'Handa na ang iyong buwanang regalo bilang VIP',
  'message.vip-gift.content':
    '<p>Kunin ang iyong <b>888.00</b> na buwanang regalo sa reward centre.</p>',
  'message.vip-wheel.title': 'Nanalo ka sa lucky wheel',
  'message.vip-wheel.content': '<p>Binabati kita: may <b>500 puntos</b> na naghihintay sa iyo.</p>',
};
