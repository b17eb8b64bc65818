import type { Catalogue } from './content-catalogue';

/** Vietnamese (VI). */
export const vi: Catalogue = {
  'notice.browser-support.title': 'Trình duyệt được hỗ trợ',
  'notice.browser-support.content':
    '<p>Hãy dùng phiên bản mới của Chrome, Safari, Edge hoặc Firefox.</p>',
  'notice.results-page.title': 'Trang kết quả',
  'notice.results-page.content': '<p>Kết quả các kỳ trước có ở bên dưới mỗi trò xổ số.</p>',
  'notice.payment-password.title': 'Mật khẩu thanh toán',
  'notice.payment-password.content':
    '<p>Hãy đặt mật khẩu thanh toán trong trung tâm bảo mật trước lần rút tiền đầu tiên.</p>',
  'notice.points-mall-restocked.title': 'Cửa hàng điểm có hàng mới',
  'notice.points-mall-restocked.content':
    '<p>Nhiều thiết bị và phiếu quà tặng mới đã có trong <a href="/pointMall">cửa hàng điểm</a>.</p>',
  'notice.download-the-app.title': 'Tải ứng dụng',
  'notice.download-the-app.content':
    '<p>Quét mã QR trên trang tải xuống bằng điện thoại của bạn.</p>',
  'notice.vip-upgrades.title': 'Nâng hạng VIP',
  'notice.vip-upgrades.content': '<p>Đạt hạng Bạch Kim để có chuyên viên VIP riêng.</p>',
  'notice.holiday-greetings.title': 'Chúc mừng ngày lễ',
  'notice.holiday-greetings.content':
    '<p>Chúc bạn kỳ nghỉ vui vẻ! Đừng bỏ lỡ các sự kiện theo mùa.</p>',
  'notice.wallet-transfers.title': 'Chuyển tiền giữa các ví',
  'notice.wallet-transfers.content':
    '<p>Chuyển tiền giữa các ví giờ đây được thực hiện tức thì.</p>',
  'notice.favourite-numbers.title': 'Số yêu thích',
  'notice.favourite-numbers.content':
    '<p>Lưu các số yêu thích bằng biểu tượng ngôi sao trên mỗi trò xổ số.</p>',
  'notice.responsible-gaming-tools.title': 'Công cụ chơi có trách nhiệm',
  'notice.responsible-gaming-tools.content':
    '<p>Hãy nhờ bộ phận chăm sóc khách hàng đặt hạn mức nạp tiền cho tài khoản của bạn.</p>',
  'notice.app-update.title': 'Cập nhật ứng dụng',
  'notice.app-update.content':
    '<p>Ứng dụng phiên bản 3.2 đã ra mắt. Tải ngay tại <a href="/down">trang tải xuống</a>.</p>',
  'notice.withdrawal-confirmation.title': 'Xác nhận rút tiền',
  'notice.withdrawal-confirmation.content':
    '<p>Vui lòng xác nhận từng lệnh rút tiền khi bạn đã nhận được tiền.</p>',
  'notice.lottery-limits.title': 'Hạn mức xổ số',
  'notice.lottery-limits.content': '<p>Mức trả thưởng tối đa mỗi kỳ nay là 1,000,000.00.</p>',
  'notice.mission-week.title': 'Tuần lễ nhiệm vụ',
  'notice.mission-week.content': '<p>Hoàn thành nhiệm vụ hằng ngày để leo lên bảng xếp hạng.</p>',
  'notice.e-sports-season-opens.title': 'Mùa giải thể thao điện tử khởi tranh',
  'notice.e-sports-season-opens.content':
    '<p>Đặt cược vào mùa giải mới của các giải đấu khu vực tại sảnh <a href="/esports">Thể thao điện tử</a>.</p>',
  'notice.how-to-reset-your.title': 'Cách đặt lại mật khẩu',
  'notice.how-to-reset-your.content':
    '<p>Dùng <b>Quên mật khẩu</b> với email hoặc số điện thoại di động của bạn.</p>',
  'notice.deposit-limits-raised.title': 'Tăng hạn mức nạp tiền',
  'notice.deposit-limits-raised.content': '<p>Số tiền nạp tối đa mỗi lần nay là 100,000.00.</p>',
  'notice.security-reminder.title': 'Nhắc nhở bảo mật',
  'notice.security-reminder.content':
    '<p>Chúng tôi không bao giờ hỏi mật khẩu hay mã SMS của bạn. Hãy báo tin nhắn đáng ngờ cho bộ phận chăm sóc khách hàng.</p>',
  'notice.draw-delayed.title': 'Kỳ quay bị hoãn',
  'notice.draw-delayed.content':
    '<p>Kỳ quay lúc 21:00 hôm qua bị chậm 10 phút; mọi vé cược đã được thanh toán.</p>',
  'notice.lottery-draw-times-updated.title': 'Cập nhật giờ quay xổ số',
  'notice.lottery-draw-times-updated.content':
    '<p>Xổ số Đông Nam Á nay đóng cược <b>5 phút</b> trước giờ quay.</p>',
  'notice.invite-friends.title': 'Mời bạn bè',
  'notice.invite-friends.content':
    '<p>Nhận thưởng cho mỗi người bạn đăng ký qua liên kết của bạn và nạp tiền.</p>',
  'notice.customer-service-hours.title': 'Giờ làm việc của bộ phận chăm sóc khách hàng',
  'notice.customer-service-hours.content':
    '<p>Trò chuyện trực tuyến mở cửa suốt ngày đêm, kể cả ngày lễ.</p>',
  'notice.bank-maintenance.title': 'Ngân hàng bảo trì',
  'notice.bank-maintenance.content':
    '<p>Chuyển khoản ngân hàng có thể chậm tối nay từ 23:00 đến 01:00.</p>',
  'notice.new-slot-vendor.title': 'Nhà cung cấp slot mới',
  'notice.new-slot-vendor.content': '<p>Hơn <b>300</b> trò slot mới đã có mặt tại sảnh RNG.</p>',
  'notice.new-lottery-game.title': 'Trò xổ số mới',
  'notice.new-lottery-game.content': '<p>Hãy thử xổ số 5 phút tại sảnh xổ số điện tử.</p>',
  'notice.fishing-tournament-results.title': 'Kết quả giải đấu bắn cá',
  'notice.fishing-tournament-results.content':
    '<p>Chúc mừng 10 thợ săn đứng đầu tuần này! Giải thưởng đã vào ví của họ.</p>',
  'notice.help-centre-updated.title': 'Trung tâm trợ giúp đã cập nhật',
  'notice.help-centre-updated.content':
    '<p>Trung tâm trợ giúp có thêm câu trả lời mới về rút tiền.</p>',
  'notice.new-live-dealer-tables.title': 'Bàn chia bài trực tiếp mới',
  'notice.new-live-dealer-tables.content':
    "<p>Sáu bàn baccarat mới đã mở tại sảnh <b>Trực tiếp</b>.</p><script>alert('notice-script')</script><p><a href=\"javascript:alert('notice-link')\">Vào sảnh</a></p>",
  'notice.weekend-rebate.title': 'Hoàn trả cuối tuần',
  'notice.weekend-rebate.content': '<p>Nhận lại 1% trên mọi cược slot trong cuối tuần này.</p>',
  'notice.welcome-to-the-new.title': 'Chào mừng đến sảnh mới',
  'notice.welcome-to-the-new.content':
    '<p>Trải nghiệm sảnh sòng bài trực tiếp mới với mục yêu thích và trò chơi gần đây.</p>',
  'notice.payment-channel-added.title': 'Thêm kênh thanh toán',
  'notice.payment-channel-added.content':
    '<p>Nạp tiền qua GCash nay có thể thực hiện suốt ngày đêm.</p>',
  'notice.faster-withdrawals.title': 'Rút tiền nhanh hơn',
  'notice.faster-withdrawals.content':
    '<p>Tiền rút về ví điện tử nay đến trung bình trong vòng <b>15 phút</b>.</p>',
  'notice.lottery-jackpot-rolls-over.title': 'Giải độc đắc xổ số được cộng dồn',
  'notice.lottery-jackpot-rolls-over.content':
    '<p>Kỳ trước không có người trúng: giải độc đắc tăng lên <b>2,500,000.00</b>.</p>',
  'notice.please-review-your-profile.title': 'Vui lòng kiểm tra hồ sơ của bạn',
  'notice.please-review-your-profile.content':
    '<p>Hãy cập nhật thông tin liên hệ để chúng tôi có thể liên lạc với bạn về các lệnh rút tiền.</p><img src="x" onerror="alert(\'notice-onerror\')" alt="profile"><p>Cảm ơn bạn đã chơi cùng chúng tôi.</p>',
  'notice.100-first-deposit-bonus.title': 'Thưởng 100% lần nạp đầu',
  'notice.100-first-deposit-bonus.content':
    '<p>Nạp tối thiểu 100.00 và nhận <b>thưởng 100%</b> lên đến 1,000.00. <a href="/promotions">Xem thể lệ</a>.</p>',
  'notice.scheduled-maintenance-on-sunday.title': 'Bảo trì định kỳ vào Chủ nhật',
  'notice.scheduled-maintenance-on-sunday.content':
    '<p>Trang web sẽ bảo trì từ <b>02:00 đến 04:00</b> (GMT+8). Số dư của bạn vẫn an toàn; các ván đang chơi được thanh toán như bình thường.</p>',
  'help.about-us.title': 'Về chúng tôi',
  'help.about-us.content':
    '<p>Cổng game tập hợp sòng bài trực tiếp, slot, bắn cá, PvP, xổ số, thể thao và thể thao điện tử trong cùng một ví.</p><p>Đây là môi trường <b>thử nghiệm</b>: mọi tài khoản, số dư và trò chơi ở đây đều là giả lập.</p>',
  'help.registration.title': 'Làm sao để đăng ký?',
  'help.registration.content':
    '<p>Nhấn <b>Đăng ký</b> ở đầu trang. Chọn tên đăng nhập (6-16 chữ cái và chữ số, bắt đầu bằng chữ cái) và mật khẩu (6-20 ký tự gồm chữ cái và chữ số), hoặc đăng ký bằng số điện thoại di động và mã SMS chúng tôi gửi cho bạn.</p><p>Bạn phải từ 18 tuổi trở lên và đồng ý với <a href="/helpmc#terms">điều khoản</a>.</p>',
  'help.deposit.title': 'Làm sao để nạp tiền?',
  'help.deposit.content':
    '<p>Mở <b>Nạp tiền</b> trong trung tâm thành viên và chọn một kênh.</p><ol><li>Chọn kênh và số tiền trong hạn mức của kênh.</li><li>Làm theo trang thanh toán.</li><li>Số dư được cập nhật khi thanh toán được xác nhận.</li></ol>',
  'help.withdrawal.title': 'Làm sao để rút tiền?',
  'help.withdrawal.content':
    '<p>Mở <b>Rút tiền</b>, nhập số tiền và mật khẩu thanh toán. Sau khi tiền được chi trả, hãy xác nhận bạn đã nhận được hay chưa; nếu bạn không trả lời, lệnh rút sẽ được coi là đã nhận sau một thời gian.</p>',
  'help.transfer.title': 'Chuyển tiền giữa các ví',
  'help.transfer.content':
    '<p>Trò chơi của một số nhà cung cấp dùng ví riêng. Dùng <b>Chuyển quỹ</b> để chuyển tiền giữa ví chính và ví của nhà cung cấp.</p>',
  'help.account-security.title': 'Giữ an toàn cho tài khoản',
  'help.account-security.content':
    '<ul><li>Không bao giờ chia sẻ mật khẩu hay mã SMS, kể cả với bộ phận chăm sóc khách hàng.</li><li>Đặt mật khẩu thanh toán cho việc rút tiền.</li><li>Đổi mật khẩu nếu bạn nghĩ có người khác biết nó.</li></ul>',
  'help.promotions.title': 'Khuyến mãi và tiền thưởng',
  'help.promotions.content':
    '<p>Xem <a href="/promotions">Sự kiện</a> để biết các khuyến mãi hiện có. Một số tham gia ngay, số khác cần gửi đơn kèm nhận xét ngắn và tối đa 3 hình ảnh.</p>',
  'help.points.title': 'Điểm và cửa hàng điểm',
  'help.points.content':
    '<p>Cược hợp lệ giúp bạn tích điểm. Điểm không bao giờ hết hạn; hãy đổi điểm lấy quà hoặc tiền thưởng tại <a href="/pointMall">cửa hàng điểm</a>.</p>',
  'help.agent-program.title': 'Trở thành đại lý',
  'help.agent-program.content':
    '<p>Đại lý mời người chơi bằng liên kết giới thiệu, theo dõi đội nhóm trong trung tâm đại lý và nhận cổ tức cùng lương theo các hợp đồng mà tuyến trên đề nghị.</p>',
  'help.responsible-gaming.title': 'Chơi có trách nhiệm',
  'help.responsible-gaming.content':
    '<p>Hãy đặt giới hạn và nghỉ ngơi hợp lý. Bạn phải từ 18 tuổi trở lên mới được chơi.</p><p>Nếu việc chơi không còn vui nữa, hãy tâm sự với người bạn tin tưởng hoặc nhờ bộ phận chăm sóc khách hàng tạm khóa tài khoản của bạn.</p>',
  'help.terms.title': 'Điều khoản và điều kiện',
  'help.terms.content':
    '<h3>1. Tài khoản</h3><p>Mỗi người một tài khoản. Bạn phải từ đủ 18 tuổi trở lên.</p><h3>2. Cược</h3><p>Cược là cuối cùng khi đã được chấp nhận. Kết quả là kết quả của nhà cung cấp trò chơi.</p><h3>3. Tiền thưởng</h3><p>Mỗi khuyến mãi có quy định riêng; lạm dụng sẽ làm mất hiệu lực tiền thưởng.</p>',
  'help.privacy.title': 'Chính sách quyền riêng tư',
  'help.privacy.content':
    '<p>Chúng tôi lưu giữ dữ liệu bạn cung cấp để vận hành tài khoản và không bao giờ bán dữ liệu đó. Môi trường thử nghiệm này không chứa dữ liệu cá nhân thật.</p>',
  'help.faq.title': 'Câu hỏi thường gặp',
  'help.faq.content':
    '<dl><dt>Tôi quên mật khẩu.</dt><dd>Dùng <b>Quên mật khẩu</b> trong hộp thoại đăng nhập.</dd><dt>Vì sao tôi không mở được trung tâm thành viên?</dt><dd>Tài khoản chơi thử không mở được; hãy đăng nhập bằng tài khoản thật.</dd></dl>',
  'help.contact-us.title': 'Liên hệ với chúng tôi',
  'help.contact-us.content':
    '<p>Bộ phận chăm sóc khách hàng hỗ trợ suốt ngày đêm qua trò chuyện trực tuyến, Facebook và Telegram: dùng các biểu tượng ở bên phải mỗi trang.</p>',
  'promotion.301.title': 'Thưởng 100% lần nạp đầu',
  'promotion.301.content':
    '<h3>Nhân đôi lần nạp đầu tiên</h3><p>Nạp tối thiểu <b>100.00</b> và nhận thưởng 100% lên đến <b>1,000.00</b>.</p><ul><li>Cần đạt doanh số cược gấp 10 lần tiền thưởng trước khi rút.</li><li>Mỗi thành viên, hộ gia đình và thiết bị chỉ nhận một lần.</li></ul>',
  'promotion.302.title': 'Khoe chiến thắng thể thao lớn của bạn',
  'promotion.302.content':
    '<p>Đăng ảnh chụp vé thắng cược (tỷ lệ từ 3.00 trở lên) và nhận thưởng <b>58.00</b>.</p><p>Đơn được xét duyệt trong vòng 10 phút.</p>',
  'promotion.303.title': 'Mời bạn bè',
  'promotion.303.content':
    '<p>Chia sẻ liên kết mời và nhận <b>0.3%</b> tiền cược hợp lệ của bạn bè, trả vào thứ Hai hằng tuần.</p>',
  'promotion.304.title': 'Cuối tuần vòng quay may mắn',
  'promotion.304.content':
    '<p>Mỗi 1,000.00 cược hợp lệ được một lượt quay vòng quay may mắn. Giải thưởng lên đến <b>8,888.00</b> tiền mặt hoặc điểm.</p>',
  'promotion.305.title': 'Hoàn trả sòng bài trực tiếp 0.7%',
  'promotion.305.content':
    '<p>Nhận lại <b>0.7%</b> tiền cược hợp lệ ở sòng bài trực tiếp bất cứ lúc nào tại trang hoàn trả. Không yêu cầu doanh số cược.</p>',
  'promotion.306.title': 'Nhiệm vụ hằng tuần: chơi và nhận thưởng',
  'promotion.306.content':
    '<p>Hoàn thành nhiệm vụ hằng ngày và hằng tuần, leo bảng xếp hạng và thắng đến <b>888.00</b> mỗi tuần.</p>',
  'promotion.307.title': 'Đại sảnh danh vọng thắng lớn slot',
  'promotion.307.content':
    '<p>Thắng từ 500 lần trở lên ở bất kỳ trò slot nào, gửi ảnh chụp màn hình cho chúng tôi và nhận <b>88.00</b>. Xét duyệt trong vòng 24 giờ.</p>',
  'promotion.308.title': 'Tháng sinh nhật VIP',
  'promotion.308.content':
    '<p>Thành viên hạng Vàng trở lên nhận quà sinh nhật và điểm nhân đôi trong suốt một tháng.</p>',
  'promotion.309.title': 'Giải đấu bắn cá',
  'promotion.309.content':
    '<p>20 cần thủ đứng đầu đã chia nhau <b>20,000.00</b>. Cảm ơn bạn đã tham gia!</p><script>window.__unsafePromotion = true</script><img src="x" onerror="window.__unsafePromotion = true">',
  'promotion.310.title': 'Nạp lại cuối tuần 20%',
  'promotion.310.content':
    '<p>Nạp tiền vào thứ Bảy hoặc Chủ nhật và nhận thêm <b>20%</b>, tối đa 588.00.</p>',
  'promotion.311.title': 'Dự đoán cúp thể thao điện tử',
  'promotion.311.content':
    '<p>Dự đoán đội vô địch cúp trên trang thể thao điện tử: mỗi lần đoán đúng nhận một vé rút thăm giải 5,000.00.</p>',
  'promotion.312.title': 'Tuần lễ giải độc đắc xổ số',
  'promotion.312.content':
    '<p>Mọi vé xổ số tuần này được tính gấp đôi cho lượt quay giải độc đắc vào Chủ nhật lúc 20:00.</p>',
  'mission.401.title': 'Cược 1,000.00 ở sòng bài trực tiếp hôm nay',
  'mission.401.description':
    'Đạt 1,000.00 tiền cược hợp lệ ở các trò sòng bài trực tiếp trước nửa đêm.',
  'mission.402.title': 'Chơi 50 ván slot trong tuần này',
  'mission.402.description': 'Mọi trò slot đều được tính; mỗi ván đã thanh toán là một bước.',
  'mission.403.title': 'Đạt 5,000.00 tiền cược hợp lệ trong tuần này',
  'mission.403.description': 'Cược hợp lệ ở bất kỳ trò nào từ thứ Hai đến Chủ nhật.',
  'mission.404.title': 'Hoàn thiện hồ sơ của bạn',
  'mission.404.description':
    'Điền ngày sinh, quốc tịch và một kênh liên hệ (Zalo, WhatsApp hoặc Telegram).',
  'mission.405.title': 'Điểm danh 5 ngày trong tuần này',
  'mission.405.description': 'Đăng nhập vào năm ngày khác nhau từ thứ Hai đến Chủ nhật.',
  'mission.406.title': 'Xác minh số điện thoại di động',
  'mission.406.description': 'Xác minh số điện thoại di động của bạn trong trung tâm bảo mật.',
  'mission.407.title': 'Thử thách ngày lễ: cược 3 trận thể thao',
  'mission.407.description':
    'Đặt cược đã thanh toán vào ba trận thể thao trong thời gian thử thách ngày lễ.',
  'banner.11.title': 'Thưởng chào mừng đến 100%. Nhân đôi lần nạp đầu tiên, tối đa 1,000.00',
  'banner.12.title': 'Tải ứng dụng. Sảnh chơi trong túi bạn, nạp tiền tức thì',
  'banner.13.title': 'Jackpot slot. Giải thưởng lũy tiến tăng sau mỗi vòng quay',
  'banner.21.title': 'Game slot mới. Những tựa game mới nhất từ PG Soft, JILI và Pragmatic Play',
  'banner.22.title':
    'Hoàn trả slot hằng ngày. Hoàn tiền cho mọi cược slot hợp lệ, nhận bất cứ lúc nào',
  'banner.31.title': 'Bàn chia bài trực tiếp. Baccarat, roulette và blackjack suốt ngày đêm',
  'banner.51.title': 'Phòng PvP. Ngồi cùng người chơi thật trong các phòng poker và bài',
  'banner.61.title': 'Mùa giải. Mọi trận đấu của các giải hàng đầu, trực tiếp và trước trận',
  'banner.62.title': 'Tăng tỷ lệ cược. Giá tốt hơn cho các trận lớn mỗi cuối tuần',
  'banner.71.title': 'Mùa giải thể thao điện tử. Cược LoL, Dota 2, CS và Mobile Legends',
  'banner.81.title': 'Jackpot xổ số. Quay thưởng mỗi ngày với jackpot không ngừng tích lũy',
  'banner.91.title': 'Chơi trên điện thoại. Ứng dụng iOS và Android: quét mã để cài đặt',
  'banner.101.title': 'Thưởng nạp đầu. 100% cho lần nạp đầu tiên, tối đa 1,000.00',
  'banner.102.title': 'Mời bạn bè. Nhận 0.3% tiền cược hợp lệ của bạn bè mỗi tuần',
  'banner.111.title': 'Cửa hàng điểm. Đổi điểm của bạn lấy tiền thưởng và quà tặng',
  'banner.121.title':
    'Chơi có trách nhiệm. Đặt hạn mức nạp tiền và nghỉ ngơi bất cứ khi nào bạn cần',
  'promotion.301.tagline': 'Nạp đầu 100%. Thưởng tối đa 1,000.00',
  'promotion.302.tagline': 'Khoe chiến thắng. Nhận 58.00 cho vé cược thắng',
  'promotion.303.tagline': 'Mời bạn bè. 0.3% tiền cược hợp lệ của bạn bè',
  'promotion.304.tagline': 'Vòng quay may mắn. Quay nhận quà mỗi cuối tuần',
  'promotion.305.tagline': 'Hoàn trả trực tiếp 0.7%. Cho mọi cược sòng bài trực tiếp',
  'promotion.306.tagline': 'Nhiệm vụ hằng tuần. Chơi, hoàn thành, nhận thưởng',
  'promotion.307.tagline': 'Đại sảnh thắng lớn. Những chiến thắng slot lớn nhất tuần',
  'promotion.308.tagline': 'Tháng sinh nhật VIP. Quà tặng cho mọi cấp VIP',
  'promotion.309.tagline': 'Giải đấu bắn cá. Những mẻ lưới lớn nhất chia giải thưởng',
  'promotion.310.tagline': 'Nạp lại cuối tuần 20%. Mỗi thứ Bảy và Chủ nhật',
  'promotion.311.tagline': 'Cúp thể thao điện tử. Dự đoán đội thắng, nhận tiền thưởng',
  'promotion.312.tagline': 'Tuần lễ jackpot xổ số. Thưởng gấp đôi mỗi kỳ quay',
  'art.action.claim-now': 'Nhận ngay',
  'art.action.download': 'Tải về',
  'art.action.play-now': 'Chơi ngay',
  'art.action.spin-now': 'Quay ngay',
  'art.action.see-rebate': 'Xem hoàn trả',
  'art.action.take-a-seat': 'Vào bàn',
  'art.action.join-a-room': 'Vào phòng',
  'art.action.bet-now': 'Cược ngay',
  'art.action.see-odds': 'Xem tỷ lệ',
  'art.action.pick-numbers': 'Chọn số',
  'art.action.install': 'Cài đặt',
  'art.action.invite': 'Mời',
  'art.action.shop-now': 'Đổi ngay',
  'art.action.learn-more': 'Tìm hiểu thêm',
  'art.action.claim': 'Nhận',
  'art.action.apply': 'Đăng ký',
  'art.action.spin': 'Quay',
  'art.action.play': 'Chơi',
  'art.action.start': 'Bắt đầu',
  'art.action.open': 'Mở',
  'art.action.join': 'Tham gia',
  'art.action.deposit': 'Nạp tiền',
  'art.action.predict': 'Dự đoán',
  'message.welcome.title': 'Chào mừng {name}',
  'message.welcome.content':
    '<p>Cảm ơn bạn đã tham gia. Hãy xem trang <a href="/promotions">sự kiện</a> để nhận thưởng nạp lần đầu.</p>',
  'message.deposit-arrived.title': 'Tiền nạp của bạn đã đến',
  'message.deposit-arrived.content':
    '<p>Tiền nạp đã được cộng vào ví chính của bạn. Chúc bạn may mắn!</p>',
  'message.weekend-reload.title': 'Nạp lại cuối tuần đã bắt đầu',
  'message.weekend-reload.content':
    '<p>Nạp tiền cuối tuần này và nhận thêm <b>20%</b>. <a href="/promotions">Xem sự kiện</a>.</p>',
  'message.maintenance.title': 'Bảo trì định kỳ',
  'message.maintenance.content':
    '<p>Một số bàn sòng bài trực tiếp sẽ bảo trì vào thứ Ba 02:00-04:00.</p>',
  'message.withdrawal-paid.title': 'Lệnh rút tiền của bạn đã được chi trả',
  'message.withdrawal-paid.content':
    '<p>Lệnh rút tiền của bạn đã được chi trả. Vui lòng xác nhận đã nhận tiền trong ví.</p>',
  'message.new-slots.title': 'Đã thêm trò slot mới',
  'message.new-slots.content':
    '<p>Tuần này có thêm hai mươi trò slot mới. Tìm chúng trong <a href="/rng">sảnh slot</a>.</p>',
  'message.demo-deposit.title': 'Khoản nạp 500.00 của bạn đã đến',
  'message.demo-deposit.content':
    '<p>Khoản nạp <b>500.00</b> qua GCash đã được cộng vào ví chính của bạn.</p>',
  'message.demo-first-bonus.title': 'Đã cộng thưởng nạp lần đầu',
  'message.demo-first-bonus.content':
    '<p>Tiền thưởng nạp lần đầu <b>100.00</b> đã vào ví của bạn. Áp dụng doanh số cược gấp 10 lần.</p>',
  'message.demo-new-event.title': 'Sự kiện mới: Đại sảnh danh vọng thắng lớn slot',
  'message.demo-new-event.content':
    '<p>Thắng 500 lần ở bất kỳ trò slot nào và nhận <b>88.00</b>. <a href="/promoDetail?id=307">Xem thể lệ</a>.</p>',
  'message.demo-withdrawal.title': 'Lệnh rút tiền của bạn đã được chi trả',
  'message.demo-withdrawal.content':
    '<p>Lệnh rút <b>300.00</b> của bạn đã được chi trả. Vui lòng xác nhận đã nhận tiền trong ví.</p>',
  'message.demo-security.title': 'Thông báo bảo mật',
  'message.demo-security.content':
    '<p>Chúng tôi phát hiện một lần đăng nhập từ thiết bị mới. Nếu không phải bạn, hãy đổi mật khẩu ngay.</p>',
  'message.vip-welcome.title': 'Chào mừng đến VIP Kim Cương',
  'message.vip-welcome.content':
    '<p>Chuyên viên VIP riêng sẽ liên hệ với bạn trong vòng 24 giờ.</p>',
  'message.vip-maintenance.title': 'Bảo trì định kỳ',
  'message.vip-maintenance.content':
    '<p>Sòng bài trực tiếp bảo trì vào thứ Ba 02:00-04:00. Slot vẫn mở cửa.</p>',
  'message.vip-application.title': 'Đơn của bạn đã được xét duyệt',
  'message.vip-application.content':
    '<p>Đơn tham gia <b>Đại sảnh danh vọng thắng lớn slot</b> của bạn cần ảnh chụp màn hình. Vui lòng gửi lại.</p>',
  'message.vip-gift.title': 'Quà tặng VIP hằng tháng đã sẵn sàng',
  'message.vip-gift.content':
    '<p>Nhận quà tặng hằng tháng <b>888.00</b> của bạn tại trung tâm phần thưởng.</p>',
  'message.vip-wheel.title': 'Bạn đã trúng thưởng vòng quay may mắn',
  'message.vip-wheel.content': '<p>Chúc mừng: <b>500 điểm</b> đang chờ bạn.</p>',
};
