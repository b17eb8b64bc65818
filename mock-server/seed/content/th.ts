import type { Catalogue } from './content-catalogue';

/** Thai (TH). */
export const th: Catalogue = {
  'notice.browser-support.title': 'เบราว์เซอร์ที่รองรับ',
  'notice.browser-support.content': '<p>โปรดใช้ Chrome, Safari, Edge หรือ Firefox เวอร์ชันล่าสุด</p>',
  'notice.results-page.title': 'หน้าผลรางวัล',
  'notice.results-page.content': '<p>ดูผลรางวัลย้อนหลังได้ใต้เกมหวยแต่ละเกม</p>',
  'notice.payment-password.title': 'รหัสผ่านการชำระเงิน',
  'notice.payment-password.content': '<p>โปรดตั้งรหัสผ่านการชำระเงินในศูนย์ความปลอดภัยก่อนถอนเงินครั้งแรก</p>',
  'notice.points-mall-restocked.title': 'ห้างแลกแต้มเติมสินค้าใหม่',
  'notice.points-mall-restocked.content':
    '<p>มีแกดเจ็ตและบัตรกำนัลใหม่ใน<a href="/pointMall">ห้างแลกแต้ม</a>แล้ว</p>',
  'notice.download-the-app.title': 'ดาวน์โหลดแอป',
  'notice.download-the-app.content': '<p>สแกนคิวอาร์โค้ดในหน้าดาวน์โหลดด้วยโทรศัพท์ของคุณ</p>',
  'notice.vip-upgrades.title': 'การเลื่อนระดับ VIP',
  'notice.vip-upgrades.content': '<p>เลื่อนเป็นระดับแพลทินัมเพื่อรับผู้ดูแล VIP ส่วนตัว</p>',
  'notice.holiday-greetings.title': 'สวัสดีวันหยุด',
  'notice.holiday-greetings.content': '<p>สุขสันต์วันหยุดจากพวกเราทุกคน! พลาดไม่ได้กับกิจกรรมตามเทศกาล</p>',
  'notice.wallet-transfers.title': 'การโอนระหว่างกระเป๋าเงิน',
  'notice.wallet-transfers.content': '<p>การโอนเงินระหว่างกระเป๋าเงินเข้าทันทีแล้ว</p>',
  'notice.favourite-numbers.title': 'เลขโปรด',
  'notice.favourite-numbers.content': '<p>บันทึกเลขโปรดของคุณด้วยรูปดาวบนเกมหวยแต่ละเกม</p>',
  'notice.responsible-gaming-tools.title': 'เครื่องมือเล่นอย่างรับผิดชอบ',
  'notice.responsible-gaming-tools.content': '<p>ติดต่อฝ่ายบริการลูกค้าเพื่อกำหนดวงเงินฝากสำหรับบัญชีของคุณ</p>',
  'notice.app-update.title': 'อัปเดตแอป',
  'notice.app-update.content':
    '<p>แอปเวอร์ชัน 3.2 มาแล้ว ดาวน์โหลดได้ที่<a href="/down">หน้าดาวน์โหลด</a></p>',
  'notice.withdrawal-confirmation.title': 'การยืนยันการถอนเงิน',
  'notice.withdrawal-confirmation.content': '<p>โปรดยืนยันการถอนแต่ละครั้งเมื่อได้รับเงินแล้ว</p>',
  'notice.lottery-limits.title': 'วงเงินหวย',
  'notice.lottery-limits.content': '<p>เงินรางวัลสูงสุดต่องวดตอนนี้คือ 1,000,000.00</p>',
  'notice.mission-week.title': 'สัปดาห์ภารกิจ',
  'notice.mission-week.content': '<p>ทำภารกิจรายวันให้สำเร็จเพื่อไต่อันดับในกระดานผู้นำ</p>',
  'notice.e-sports-season-opens.title': 'เปิดฤดูกาลอีสปอร์ต',
  'notice.e-sports-season-opens.content':
    '<p>เดิมพันฤดูกาลใหม่ของลีกในภูมิภาคได้ที่ล็อบบี้<a href="/esports">อีสปอร์ต</a></p>',
  'notice.how-to-reset-your.title': 'วิธีรีเซ็ตรหัสผ่าน',
  'notice.how-to-reset-your.content': '<p>ใช้ <b>ลืมรหัสผ่าน</b> พร้อมอีเมลหรือหมายเลขโทรศัพท์มือถือของคุณ</p>',
  'notice.deposit-limits-raised.title': 'เพิ่มวงเงินฝาก',
  'notice.deposit-limits-raised.content': '<p>ยอดฝากสูงสุดต่อครั้งตอนนี้คือ 100,000.00</p>',
  'notice.security-reminder.title': 'ข้อควรระวังด้านความปลอดภัย',
  'notice.security-reminder.content':
    '<p>เราไม่เคยขอรหัสผ่านหรือรหัส SMS ของคุณ หากพบข้อความน่าสงสัยโปรดแจ้งฝ่ายบริการลูกค้า</p>',
  'notice.draw-delayed.title': 'การออกรางวัลล่าช้า',
  'notice.draw-delayed.content':
    '<p>การออกรางวัลเมื่อวานเวลา 21:00 ล่าช้าไป 10 นาที และได้ชำระผลการเดิมพันทั้งหมดแล้ว</p>',
  'notice.lottery-draw-times-updated.title': 'ปรับเวลาออกรางวัลหวย',
  'notice.lottery-draw-times-updated.content':
    '<p>หวยเอเชียตะวันออกเฉียงใต้จะปิดรับ <b>5 นาที</b> ก่อนออกรางวัล</p>',
  'notice.invite-friends.title': 'ชวนเพื่อน',
  'notice.invite-friends.content': '<p>รับโบนัสทุกครั้งที่เพื่อนสมัครผ่านลิงก์ของคุณและฝากเงิน</p>',
  'notice.customer-service-hours.title': 'เวลาทำการฝ่ายบริการลูกค้า',
  'notice.customer-service-hours.content': '<p>แชทสดให้บริการตลอด 24 ชั่วโมง รวมถึงวันหยุดนักขัตฤกษ์</p>',
  'notice.bank-maintenance.title': 'ธนาคารปิดปรับปรุง',
  'notice.bank-maintenance.content': '<p>คืนนี้ระหว่างเวลา 23:00 ถึง 01:00 การโอนผ่านธนาคารอาจล่าช้า</p>',
  'notice.new-slot-vendor.title': 'ผู้ให้บริการสล็อตรายใหม่',
  'notice.new-slot-vendor.content': '<p>เกมสล็อตใหม่กว่า <b>300</b> เกมเข้ามาในล็อบบี้ RNG แล้ว</p>',
  'notice.new-lottery-game.title': 'เกมหวยใหม่',
  'notice.new-lottery-game.content': '<p>ลองเล่นหวย 5 นาทีในล็อบบี้หวยออนไลน์</p>',
  'notice.fishing-tournament-results.title': 'ผลการแข่งขันยิงปลา',
  'notice.fishing-tournament-results.content':
    '<p>ขอแสดงความยินดีกับนักล่า 10 อันดับแรกของสัปดาห์นี้! เงินรางวัลเข้ากระเป๋าเงินแล้ว</p>',
  'notice.help-centre-updated.title': 'อัปเดตศูนย์ช่วยเหลือ',
  'notice.help-centre-updated.content': '<p>ศูนย์ช่วยเหลือมีคำตอบใหม่เกี่ยวกับการถอนเงิน</p>',
  'notice.new-live-dealer-tables.title': 'โต๊ะดีลเลอร์สดใหม่',
  'notice.new-live-dealer-tables.content':
    "<p>เปิดโต๊ะบาคาร่าใหม่ 6 โต๊ะในล็อบบี้ <b>คาสิโนสด</b></p><script>alert('notice-script')</script><p><a href=\"javascript:alert('notice-link')\">เข้าสู่ล็อบบี้</a></p>",
  'notice.weekend-rebate.title': 'เงินคืนสุดสัปดาห์',
  'notice.weekend-rebate.content': '<p>รับเงินคืน 1% จากการเดิมพันสล็อตทั้งหมดในสุดสัปดาห์นี้</p>',
  'notice.welcome-to-the-new.title': 'ยินดีต้อนรับสู่ล็อบบี้ใหม่',
  'notice.welcome-to-the-new.content': '<p>สนุกกับล็อบบี้คาสิโนสดใหม่ พร้อมเกมโปรดและเกมที่เล่นล่าสุด</p>',
  'notice.payment-channel-added.title': 'เพิ่มช่องทางชำระเงิน',
  'notice.payment-channel-added.content': '<p>ฝากเงินผ่าน GCash ได้ตลอด 24 ชั่วโมงแล้ว</p>',
  'notice.faster-withdrawals.title': 'ถอนเงินเร็วขึ้น',
  'notice.faster-withdrawals.content': '<p>การถอนเงินเข้าอีวอลเล็ตได้รับเงินภายในเฉลี่ย <b>15 นาที</b></p>',
  'notice.lottery-jackpot-rolls-over.title': 'แจ็กพอตหวยทบยอด',
  'notice.lottery-jackpot-rolls-over.content':
    '<p>งวดที่แล้วไม่มีผู้ถูกรางวัล แจ็กพอตเพิ่มเป็น <b>2,500,000.00</b></p>',
  'notice.please-review-your-profile.title': 'โปรดตรวจสอบโปรไฟล์ของคุณ',
  'notice.please-review-your-profile.content':
    '<p>โปรดอัปเดตข้อมูลติดต่อให้เป็นปัจจุบัน เพื่อให้เราติดต่อคุณเรื่องการถอนเงินได้</p><img src="x" onerror="alert(\'notice-onerror\')" alt="profile"><p>ขอบคุณที่ร่วมสนุกกับเรา</p>',
  'notice.100-first-deposit-bonus.title': 'โบนัสฝากครั้งแรก 100%',
  'notice.100-first-deposit-bonus.content':
    '<p>ฝากขั้นต่ำ 100.00 รับ <b>โบนัส 100%</b> สูงสุด 1,000.00 <a href="/promotions">ดูกติกา</a></p>',
  'notice.scheduled-maintenance-on-sunday.title': 'ปิดปรับปรุงตามกำหนดวันอาทิตย์',
  'notice.scheduled-maintenance-on-sunday.content':
    '<p>เว็บไซต์จะปิดปรับปรุงตั้งแต่เวลา <b>02:00 ถึง 04:00</b> (GMT+8) ยอดเงินของคุณปลอดภัย เกมที่กำลังเล่นอยู่จะชำระผลตามปกติ</p>',
  'help.about-us.title': 'เกี่ยวกับเรา',
  'help.about-us.content':
    '<p>พอร์ทัลนี้รวมคาสิโนสด สล็อต ยิงปลา PvP หวย กีฬา และอีสปอร์ตไว้ในกระเป๋าเงินเดียว</p><p>นี่คือ<b>แซนด์บ็อกซ์</b> บัญชี ยอดเงิน และเกมทั้งหมดในนี้เป็นข้อมูลสมมติ</p>',
  'help.registration.title': 'สมัครสมาชิกอย่างไร',
  'help.registration.content':
    '<p>กด <b>สมัครสมาชิก</b> ที่ด้านบน ตั้งชื่อผู้ใช้ (ตัวอักษรและตัวเลข 6-16 ตัว ขึ้นต้นด้วยตัวอักษร) และรหัสผ่าน (6-20 ตัว มีทั้งตัวอักษรและตัวเลข) หรือสมัครด้วยหมายเลขโทรศัพท์มือถือและรหัส SMS ที่เราส่งให้</p><p>คุณต้องมีอายุ 18 ปีขึ้นไปและยอมรับ<a href="/helpmc#terms">ข้อกำหนด</a></p>',
  'help.deposit.title': 'ฝากเงินอย่างไร',
  'help.deposit.content':
    '<p>เปิด <b>ฝากเงิน</b> ในศูนย์สมาชิกแล้วเลือกช่องทาง</p><ol><li>เลือกช่องทางและจำนวนเงินที่อยู่ในวงเงิน</li><li>ทำตามขั้นตอนในหน้าชำระเงิน</li><li>ยอดเงินจะอัปเดตเมื่อยืนยันการชำระเงินแล้ว</li></ol>',
  'help.withdrawal.title': 'ถอนเงินอย่างไร',
  'help.withdrawal.content':
    '<p>เปิด <b>ถอนเงิน</b> ใส่จำนวนเงินและรหัสผ่านการชำระเงิน หลังจากจ่ายเงินแล้ว โปรดยืนยันว่าได้รับเงินหรือไม่ หากไม่ตอบ ระบบจะถือว่าได้รับเงินแล้วหลังผ่านไประยะหนึ่ง</p>',
  'help.transfer.title': 'การโอนเงินระหว่างกระเป๋าเงิน',
  'help.transfer.content':
    '<p>เกมของผู้ให้บริการบางรายใช้กระเป๋าเงินของตนเอง ใช้ <b>โอนเงิน</b> เพื่อย้ายเงินระหว่างกระเป๋าหลักกับกระเป๋าของผู้ให้บริการ</p>',
  'help.account-security.title': 'รักษาบัญชีของคุณให้ปลอดภัย',
  'help.account-security.content':
    '<ul><li>อย่าบอกรหัสผ่านหรือรหัส SMS แก่ผู้ใด แม้แต่ฝ่ายบริการลูกค้า</li><li>ตั้งรหัสผ่านการชำระเงินสำหรับการถอนเงิน</li><li>เปลี่ยนรหัสผ่านหากคิดว่ามีคนอื่นรู้</li></ul>',
  'help.promotions.title': 'โปรโมชั่นและโบนัส',
  'help.promotions.content':
    '<p>ดูโปรโมชั่นปัจจุบันได้ที่<a href="/promotions">กิจกรรม</a> บางรายการเข้าร่วมได้ทันที บางรายการต้องส่งใบสมัครพร้อมความเห็นสั้น ๆ และรูปภาพไม่เกิน 3 รูป</p>',
  'help.points.title': 'แต้มและห้างแลกแต้ม',
  'help.points.content':
    '<p>การเดิมพันที่มีผลจะได้รับแต้ม แต้มไม่มีวันหมดอายุ นำไปแลกสินค้าหรือเงินโบนัสได้ที่<a href="/pointMall">ห้างแลกแต้ม</a></p>',
  'help.agent-program.title': 'สมัครเป็นเอเจนต์',
  'help.agent-program.content':
    '<p>เอเจนต์ชวนผู้เล่นผ่านลิงก์แนะนำ ติดตามทีมในศูนย์เอเจนต์ และรับเงินปันผลกับเงินเดือนตามสัญญาที่อัปไลน์เสนอให้</p>',
  'help.responsible-gaming.title': 'การเล่นอย่างรับผิดชอบ',
  'help.responsible-gaming.content':
    '<p>กำหนดขีดจำกัดและพักเป็นระยะ คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเล่นได้</p><p>หากการเล่นไม่สนุกอีกต่อไป ลองพูดคุยกับคนที่คุณไว้ใจ หรือขอให้ฝ่ายบริการลูกค้าปิดบัญชีของคุณชั่วคราว</p>',
  'help.terms.title': 'ข้อกำหนดและเงื่อนไข',
  'help.terms.content':
    '<h3>1. บัญชี</h3><p>หนึ่งบัญชีต่อหนึ่งคน คุณต้องมีอายุอย่างน้อย 18 ปี</p><h3>2. การเดิมพัน</h3><p>การเดิมพันถือเป็นที่สิ้นสุดเมื่อได้รับการยอมรับ ผลลัพธ์เป็นไปตามผู้ให้บริการเกม</p><h3>3. โบนัส</h3><p>โปรโมชั่นแต่ละรายการมีกฎของตัวเอง การใช้สิทธิ์ในทางที่ผิดจะทำให้โบนัสเป็นโมฆะ</p>',
  'help.privacy.title': 'นโยบายความเป็นส่วนตัว',
  'help.privacy.content':
    '<p>เราเก็บข้อมูลที่คุณให้ไว้เพื่อดูแลบัญชีของคุณเท่านั้นและไม่ขายให้ผู้ใด ในแซนด์บ็อกซ์นี้ไม่มีข้อมูลส่วนบุคคลจริง</p>',
  'help.faq.title': 'คำถามที่พบบ่อย',
  'help.faq.content':
    '<dl><dt>ฉันลืมรหัสผ่าน</dt><dd>ใช้ <b>ลืมรหัสผ่าน</b> ในหน้าต่างเข้าสู่ระบบ</dd><dt>ทำไมฉันเปิดศูนย์สมาชิกไม่ได้</dt><dd>บัญชีทดลองเล่นใช้ไม่ได้ โปรดเข้าสู่ระบบด้วยบัญชีจริง</dd></dl>',
  'help.contact-us.title': 'ติดต่อเรา',
  'help.contact-us.content':
    '<p>ฝ่ายบริการลูกค้าพร้อมตอบตลอด 24 ชั่วโมงทางแชทสด Facebook และ Telegram ใช้ไอคอนทางขวาของทุกหน้า</p>',
  'promotion.301.title': 'โบนัสฝากครั้งแรก 100%',
  'promotion.301.content':
    '<h3>ฝากครั้งแรกรับเงินเพิ่มเป็นสองเท่า</h3><p>ฝากขั้นต่ำ <b>100.00</b> รับโบนัส 100% สูงสุด <b>1,000.00</b></p><ul><li>ทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัสก่อนถอน</li><li>หนึ่งโบนัสต่อสมาชิก ครัวเรือน และอุปกรณ์</li></ul>',
  'promotion.302.title': 'แชร์ชัยชนะกีฬาครั้งใหญ่ของคุณ',
  'promotion.302.content':
    '<p>โพสต์ภาพหน้าจอตั๋วที่ชนะ (ราคาต่อรอง 3.00 ขึ้นไป) รับโบนัส <b>58.00</b></p><p>ตรวจสอบใบสมัครภายใน 10 นาที</p>',
  'promotion.303.title': 'ชวนเพื่อน',
  'promotion.303.content':
    '<p>แชร์ลิงก์เชิญของคุณ รับ <b>0.3%</b> จากยอดเดิมพันที่มีผลของเพื่อน จ่ายทุกวันจันทร์</p>',
  'promotion.304.title': 'สุดสัปดาห์วงล้อนำโชค',
  'promotion.304.content':
    '<p>ทุกยอดเดิมพันที่มีผล 1,000.00 รับสิทธิ์หมุนวงล้อนำโชค 1 ครั้ง รางวัลสูงสุด <b>8,888.00</b> เป็นเงินสดหรือแต้ม</p>',
  'promotion.305.title': 'เงินคืนคาสิโนสด 0.7%',
  'promotion.305.content':
    '<p>รับเงินคืน <b>0.7%</b> จากยอดเดิมพันคาสิโนสดได้ทุกเมื่อที่หน้าเงินคืน ไม่ต้องทำเทิร์นโอเวอร์</p>',
  'promotion.306.title': 'ภารกิจรายสัปดาห์: เล่นแล้วได้รางวัล',
  'promotion.306.content':
    '<p>ทำภารกิจรายวันและรายสัปดาห์ ไต่อันดับกระดานผู้นำ และลุ้นรับสูงสุด <b>888.00</b> ทุกสัปดาห์</p>',
  'promotion.307.title': 'หอเกียรติยศสล็อตแตกใหญ่',
  'promotion.307.content':
    '<p>ชนะ 500 เท่าขึ้นไปในสล็อตเกมใดก็ได้ ส่งภาพหน้าจอมาให้เรา รับ <b>88.00</b> ตรวจสอบภายใน 24 ชั่วโมง</p>',
  'promotion.308.title': 'เดือนเกิด VIP',
  'promotion.308.content': '<p>สมาชิกระดับโกลด์ขึ้นไปรับของขวัญวันเกิดและแต้มสองเท่าตลอดทั้งเดือน</p>',
  'promotion.309.title': 'การแข่งขันยิงปลา',
  'promotion.309.content':
    '<p>นักยิงปลา 20 อันดับแรกแบ่งเงินรางวัล <b>20,000.00</b> ขอบคุณที่ร่วมสนุก!</p><script>window.__unsafePromotion = true</script><img src="x" onerror="window.__unsafePromotion = true">',
  'promotion.310.title': 'ฝากเติมสุดสัปดาห์ 20%',
  'promotion.310.content': '<p>ฝากเงินวันเสาร์หรืออาทิตย์ รับเพิ่ม <b>20%</b> สูงสุด 588.00</p>',
  'promotion.311.title': 'ทายผลถ้วยอีสปอร์ต',
  'promotion.311.content': '<p>ทายผู้ชนะถ้วยในหน้าอีสปอร์ต ทายถูกแต่ละครั้งรับตั๋วลุ้นรางวัล 5,000.00</p>',
  'promotion.312.title': 'สัปดาห์แจ็กพอตหวย',
  'promotion.312.content':
    '<p>ทุกการเดิมพันหวยในสัปดาห์นี้นับสองเท่าสำหรับการจับรางวัลแจ็กพอตวันอาทิตย์เวลา 20:00</p>',
  'mission.401.title': 'เดิมพันคาสิโนสด 1,000.00 วันนี้',
  'mission.401.description': 'ทำยอดเดิมพันที่มีผล 1,000.00 ในเกมคาสิโนสดก่อนเที่ยงคืน',
  'mission.402.title': 'เล่นสล็อต 50 รอบในสัปดาห์นี้',
  'mission.402.description': 'นับทุกเกมสล็อต แต่ละรอบที่ชำระผลแล้วนับเป็นหนึ่งขั้น',
  'mission.403.title': 'ทำยอดเดิมพันที่มีผล 5,000.00 ในสัปดาห์นี้',
  'mission.403.description': 'ยอดเดิมพันที่มีผลในเกมใดก็ได้ ตั้งแต่วันจันทร์ถึงวันอาทิตย์',
  'mission.404.title': 'กรอกโปรไฟล์ให้ครบ',
  'mission.404.description': 'กรอกวันเกิด สัญชาติ และช่องทางติดต่อหนึ่งช่องทาง (Zalo, WhatsApp หรือ Telegram)',
  'mission.405.title': 'เช็กอิน 5 วันในสัปดาห์นี้',
  'mission.405.description': 'เข้าสู่ระบบ 5 วันที่ต่างกันระหว่างวันจันทร์ถึงวันอาทิตย์',
  'mission.406.title': 'ยืนยันหมายเลขโทรศัพท์มือถือ',
  'mission.406.description': 'ยืนยันหมายเลขโทรศัพท์มือถือของคุณในศูนย์ความปลอดภัย',
  'mission.407.title': 'ภารกิจวันหยุด: เดิมพันกีฬา 3 คู่',
  'mission.407.description': 'วางเดิมพันที่ชำระผลแล้วในการแข่งขันกีฬา 3 คู่ระหว่างภารกิจวันหยุด',
  'banner.11.title': 'โบนัสต้อนรับสูงสุด 100% เพิ่มเงินฝากแรกของคุณเป็นสองเท่า สูงสุด 1,000.00',
  'banner.12.title': 'ดาวน์โหลดแอป ล็อบบี้อยู่ในกระเป๋าคุณ ฝากเงินได้ทันที',
  'banner.13.title': 'แจ็กพอตสล็อต รางวัลสะสมที่เพิ่มขึ้นทุกการหมุน',
  'banner.21.title': 'เกมสล็อตใหม่ เกมออกใหม่จาก PG Soft, JILI และ Pragmatic Play',
  'banner.22.title': 'เงินคืนสล็อตรายวัน รับเงินคืนทุกการเดิมพันสล็อตที่ถูกต้อง รับได้ทุกเมื่อ',
  'banner.31.title': 'โต๊ะดีลเลอร์สด บาคาร่า รูเล็ต และแบล็กแจ็กตลอด 24 ชั่วโมง',
  'banner.51.title': 'ห้อง PvP นั่งเล่นกับผู้เล่นจริงในห้องโป๊กเกอร์และไพ่',
  'banner.61.title': 'ฤดูกาลลีก ทุกแมตช์ของลีกชั้นนำ ทั้งสดและก่อนแข่ง',
  'banner.62.title': 'ราคาต่อรองพิเศษ ราคาดีกว่าสำหรับเกมใหญ่ทุกสุดสัปดาห์',
  'banner.71.title': 'ฤดูกาลอีสปอร์ต เดิมพัน LoL, Dota 2, CS และ Mobile Legends',
  'banner.81.title': 'แจ็กพอตลอตเตอรี่ ออกรางวัลทุกวันพร้อมแจ็กพอตที่ทบไปเรื่อย ๆ',
  'banner.91.title': 'เล่นบนมือถือ แอป iOS และ Android: สแกนโค้ดเพื่อติดตั้ง',
  'banner.101.title': 'โบนัสเงินฝากแรก 100% สำหรับเงินฝากแรกของคุณ สูงสุด 1,000.00',
  'banner.102.title': 'ชวนเพื่อน รับ 0.3% จากยอดเดิมพันที่ถูกต้องของเพื่อนทุกสัปดาห์',
  'banner.111.title': 'พอยต์มอลล์ แลกแต้มของคุณเป็นโบนัสและของรางวัล',
  'banner.121.title': 'การเล่นอย่างรับผิดชอบ ตั้งวงเงินฝากและพักได้ทุกเมื่อที่ต้องการ',
  'message.welcome.title': 'ยินดีต้อนรับ {name}',
  'message.welcome.content':
    '<p>ขอบคุณที่สมัครสมาชิก ดูโบนัสฝากครั้งแรกของคุณได้ที่หน้า<a href="/promotions">กิจกรรม</a></p>',
  'message.deposit-arrived.title': 'เงินฝากของคุณเข้าแล้ว',
  'message.deposit-arrived.content': '<p>เงินฝากของคุณเข้ากระเป๋าเงินหลักแล้ว ขอให้โชคดี!</p>',
  'message.weekend-reload.title': 'โปรฝากเติมสุดสัปดาห์เริ่มแล้ว',
  'message.weekend-reload.content':
    '<p>ฝากเงินสุดสัปดาห์นี้ รับเพิ่ม <b>20%</b> <a href="/promotions">ดูกิจกรรม</a></p>',
  'message.maintenance.title': 'ปิดปรับปรุงตามกำหนด',
  'message.maintenance.content': '<p>โต๊ะคาสิโนสดบางโต๊ะจะปิดปรับปรุงวันอังคาร เวลา 02:00-04:00</p>',
  'message.withdrawal-paid.title': 'จ่ายเงินถอนของคุณแล้ว',
  'message.withdrawal-paid.content': '<p>เราจ่ายเงินถอนของคุณแล้ว โปรดยืนยันการรับเงินในกระเป๋าเงิน</p>',
  'message.new-slots.title': 'เพิ่มเกมสล็อตใหม่',
  'message.new-slots.content':
    '<p>สัปดาห์นี้มีเกมสล็อตใหม่ 20 เกม ค้นหาได้ใน<a href="/rng">ล็อบบี้สล็อต</a></p>',
  'message.demo-deposit.title': 'เงินฝาก 500.00 ของคุณเข้าแล้ว',
  'message.demo-deposit.content': '<p>เงินฝาก <b>500.00</b> ผ่าน GCash เข้ากระเป๋าเงินหลักของคุณแล้ว</p>',
  'message.demo-first-bonus.title': 'ได้รับโบนัสฝากครั้งแรกแล้ว',
  'message.demo-first-bonus.content':
    '<p>โบนัสฝากครั้งแรก <b>100.00</b> เข้ากระเป๋าเงินของคุณแล้ว ต้องทำเทิร์นโอเวอร์ 10 เท่า</p>',
  'message.demo-new-event.title': 'กิจกรรมใหม่: หอเกียรติยศสล็อตแตกใหญ่',
  'message.demo-new-event.content':
    '<p>ชนะ 500 เท่าในสล็อตเกมใดก็ได้ รับ <b>88.00</b> <a href="/promoDetail?id=307">ดูกติกา</a></p>',
  'message.demo-withdrawal.title': 'จ่ายเงินถอนของคุณแล้ว',
  'message.demo-withdrawal.content':
    '<p>เราจ่ายเงินถอน <b>300.00</b> ของคุณแล้ว โปรดยืนยันการรับเงินในกระเป๋าเงิน</p>',
  'message.demo-security.title': 'แจ้งเตือนความปลอดภัย',
  'message.demo-security.content':
    '<p>เราพบการเข้าสู่ระบบจากอุปกรณ์ใหม่ หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที</p>',
  'message.vip-welcome.title': 'ยินดีต้อนรับสู่ VIP ไดมอนด์',
  'message.vip-welcome.content': '<p>ผู้จัดการ VIP ส่วนตัวจะติดต่อคุณภายใน 24 ชั่วโมง</p>',
  'message.vip-maintenance.title': 'ปิดปรับปรุงตามกำหนด',
  'message.vip-maintenance.content':
    '<p>คาสิโนสดปิดปรับปรุงวันอังคาร เวลา 02:00-04:00 สล็อตยังเปิดให้เล่นตามปกติ</p>',
  'message.vip-application.title': 'ตรวจสอบใบสมัครของคุณแล้ว',
  'message.vip-application.content':
    '<p>ใบสมัคร<b>หอเกียรติยศสล็อตแตกใหญ่</b>ของคุณต้องแนบภาพหน้าจอ โปรดสมัครอีกครั้ง</p>',
  'message.vip-gift.title': 'ของขวัญรายเดือน VIP ของคุณพร้อมแล้ว',
  'message.vip-gift.content': '<p>รับของขวัญรายเดือน <b>888.00</b> ได้ที่ศูนย์รางวัล</p>',
  'message.vip-wheel.title': 'คุณชนะรางวัลวงล้อนำโชค',
  'message.vip-wheel.content': '<p>ยินดีด้วย <b>500 แต้ม</b> รอคุณอยู่</p>',
};
