import type { Catalogue } from './content-catalogue';

/** Indonesian (ID). */
export const id: Catalogue = {
  'notice.browser-support.title': 'Browser yang didukung',
  'notice.browser-support.content':
    '<p>Gunakan versi terbaru Chrome, Safari, Edge, atau Firefox.</p>',
  'notice.results-page.title': 'Halaman hasil',
  'notice.results-page.content':
    '<p>Hasil sebelumnya tercantum di bawah setiap permainan lotre.</p>',
  'notice.payment-password.title': 'Kata sandi pembayaran',
  'notice.payment-password.content':
    '<p>Atur kata sandi pembayaran di pusat keamanan sebelum penarikan pertama Anda.</p>',
  'notice.points-mall-restocked.title': 'Stok baru di mal poin',
  'notice.points-mall-restocked.content':
    '<p>Gawai dan voucher baru sudah tersedia di <a href="/pointMall">mal poin</a>.</p>',
  'notice.download-the-app.title': 'Unduh aplikasinya',
  'notice.download-the-app.content': '<p>Pindai kode QR di halaman unduhan dengan ponsel Anda.</p>',
  'notice.vip-upgrades.title': 'Kenaikan level VIP',
  'notice.vip-upgrades.content':
    '<p>Capai level Platinum untuk mendapatkan pendamping VIP pribadi.</p>',
  'notice.holiday-greetings.title': 'Salam liburan',
  'notice.holiday-greetings.content':
    '<p>Selamat berlibur dari kami semua! Nantikan acara-acara musiman.</p>',
  'notice.wallet-transfers.title': 'Transfer antardompet',
  'notice.wallet-transfers.content': '<p>Transfer antardompet kini langsung masuk.</p>',
  'notice.favourite-numbers.title': 'Nomor favorit',
  'notice.favourite-numbers.content':
    '<p>Simpan nomor favorit Anda dengan ikon bintang di setiap permainan lotre.</p>',
  'notice.responsible-gaming-tools.title': 'Fitur bermain secara bertanggung jawab',
  'notice.responsible-gaming-tools.content':
    '<p>Minta layanan pelanggan untuk mengatur batas deposit akun Anda.</p>',
  'notice.app-update.title': 'Pembaruan aplikasi',
  'notice.app-update.content':
    '<p>Aplikasi versi 3.2 sudah rilis. Dapatkan di <a href="/down">halaman unduhan</a>.</p>',
  'notice.withdrawal-confirmation.title': 'Konfirmasi penarikan',
  'notice.withdrawal-confirmation.content':
    '<p>Harap konfirmasi setiap penarikan setelah dana Anda terima.</p>',
  'notice.lottery-limits.title': 'Batas lotre',
  'notice.lottery-limits.content': '<p>Pembayaran maksimum per undian kini 1,000,000.00.</p>',
  'notice.mission-week.title': 'Pekan misi',
  'notice.mission-week.content': '<p>Selesaikan misi harian untuk naik di papan peringkat.</p>',
  'notice.e-sports-season-opens.title': 'Musim e-sports dimulai',
  'notice.e-sports-season-opens.content':
    '<p>Pasang taruhan pada musim baru liga-liga regional di lobi <a href="/esports">E-sports</a>.</p>',
  'notice.how-to-reset-your.title': 'Cara mengatur ulang kata sandi',
  'notice.how-to-reset-your.content':
    '<p>Gunakan <b>Lupa kata sandi</b> dengan email atau nomor ponsel Anda.</p>',
  'notice.deposit-limits-raised.title': 'Batas deposit dinaikkan',
  'notice.deposit-limits-raised.content': '<p>Deposit maksimum per transaksi kini 100,000.00.</p>',
  'notice.security-reminder.title': 'Pengingat keamanan',
  'notice.security-reminder.content':
    '<p>Kami tidak pernah meminta kata sandi atau kode SMS Anda. Laporkan pesan mencurigakan ke layanan pelanggan.</p>',
  'notice.draw-delayed.title': 'Undian tertunda',
  'notice.draw-delayed.content':
    '<p>Undian kemarin pukul 21:00 tertunda 10 menit; semua taruhan sudah diselesaikan.</p>',
  'notice.lottery-draw-times-updated.title': 'Jadwal undian lotre diperbarui',
  'notice.lottery-draw-times-updated.content':
    '<p>Undian lotre Asia Tenggara kini ditutup <b>5 menit</b> sebelum pengundian.</p>',
  'notice.invite-friends.title': 'Ajak teman',
  'notice.invite-friends.content':
    '<p>Dapatkan bonus untuk setiap teman yang mendaftar lewat tautan Anda lalu melakukan deposit.</p>',
  'notice.customer-service-hours.title': 'Jam layanan pelanggan',
  'notice.customer-service-hours.content':
    '<p>Obrolan langsung buka 24 jam, termasuk pada hari libur nasional.</p>',
  'notice.bank-maintenance.title': 'Pemeliharaan bank',
  'notice.bank-maintenance.content':
    '<p>Transfer bank mungkin lambat malam ini antara pukul 23:00 dan 01:00.</p>',
  'notice.new-slot-vendor.title': 'Penyedia slot baru',
  'notice.new-slot-vendor.content':
    '<p>Lebih dari <b>300</b> permainan slot baru telah hadir di lobi RNG.</p>',
  'notice.new-lottery-game.title': 'Permainan lotre baru',
  'notice.new-lottery-game.content': '<p>Coba lotre 5 menit di lobi E-lotre.</p>',
  'notice.fishing-tournament-results.title': 'Hasil turnamen memancing',
  'notice.fishing-tournament-results.content':
    '<p>Selamat untuk 10 pemburu teratas minggu ini! Hadiah sudah masuk ke dompet mereka.</p>',
  'notice.help-centre-updated.title': 'Pusat bantuan diperbarui',
  'notice.help-centre-updated.content':
    '<p>Pusat bantuan kini punya jawaban baru seputar penarikan.</p>',
  'notice.new-live-dealer-tables.title': 'Meja live dealer baru',
  'notice.new-live-dealer-tables.content':
    "<p>Enam meja bakarat baru sudah dibuka di lobi <b>Live</b>.</p><script>alert('notice-script')</script><p><a href=\"javascript:alert('notice-link')\">Buka lobi</a></p>",
  'notice.weekend-rebate.title': 'Rabat akhir pekan',
  'notice.weekend-rebate.content':
    '<p>Dapatkan 1% kembali dari semua taruhan slot akhir pekan ini.</p>',
  'notice.welcome-to-the-new.title': 'Selamat datang di lobi baru',
  'notice.welcome-to-the-new.content':
    '<p>Nikmati lobi kasino live baru dengan favorit dan permainan terakhir.</p>',
  'notice.payment-channel-added.title': 'Saluran pembayaran baru',
  'notice.payment-channel-added.content': '<p>Deposit lewat GCash kini tersedia 24 jam.</p>',
  'notice.faster-withdrawals.title': 'Penarikan lebih cepat',
  'notice.faster-withdrawals.content':
    '<p>Penarikan ke dompet digital kini tiba rata-rata dalam <b>15 menit</b>.</p>',
  'notice.lottery-jackpot-rolls-over.title': 'Jackpot lotre bertambah',
  'notice.lottery-jackpot-rolls-over.content':
    '<p>Tidak ada pemenang pada undian terakhir: jackpot naik menjadi <b>2,500,000.00</b>.</p>',
  'notice.please-review-your-profile.title': 'Harap periksa profil Anda',
  'notice.please-review-your-profile.content':
    '<p>Perbarui detail kontak Anda agar kami dapat menghubungi Anda terkait penarikan.</p><img src="x" onerror="alert(\'notice-onerror\')" alt="profile"><p>Terima kasih telah bermain bersama kami.</p>',
  'notice.100-first-deposit-bonus.title': 'Bonus deposit pertama 100%',
  'notice.100-first-deposit-bonus.content':
    '<p>Deposit minimal 100.00 dan dapatkan <b>bonus 100%</b> hingga 1,000.00. <a href="/promotions">Lihat ketentuannya</a>.</p>',
  'notice.scheduled-maintenance-on-sunday.title': 'Pemeliharaan terjadwal hari Minggu',
  'notice.scheduled-maintenance-on-sunday.content':
    '<p>Situs akan menjalani pemeliharaan pukul <b>02:00 hingga 04:00</b> (GMT+8). Saldo Anda aman; permainan yang sedang berjalan diselesaikan seperti biasa.</p>',
  'help.about-us.title': 'Tentang kami',
  'help.about-us.content':
    '<p>Portal ini menyatukan kasino live, slot, memancing, PvP, lotre, olahraga, dan e-sports dalam satu dompet.</p><p>Ini adalah <b>sandbox</b>: setiap akun, saldo, dan permainan di sini hanyalah rekaan.</p>',
  'help.registration.title': 'Bagaimana cara mendaftar?',
  'help.registration.content':
    '<p>Tekan <b>Daftar</b> di bagian atas. Pilih nama pengguna (6-16 huruf dan angka, diawali huruf) dan kata sandi (6-20 karakter berisi huruf dan angka), atau daftar dengan nomor ponsel Anda dan kode SMS yang kami kirimkan.</p><p>Anda harus berusia 18 tahun ke atas dan menyetujui <a href="/helpmc#terms">ketentuan</a>.</p>',
  'help.deposit.title': 'Bagaimana cara deposit?',
  'help.deposit.content':
    '<p>Buka <b>Deposit</b> di pusat anggota lalu pilih saluran.</p><ol><li>Pilih saluran dan jumlah dalam batasnya.</li><li>Ikuti halaman pembayaran.</li><li>Saldo Anda diperbarui setelah pembayaran dikonfirmasi.</li></ol>',
  'help.withdrawal.title': 'Bagaimana cara menarik dana?',
  'help.withdrawal.content':
    '<p>Buka <b>Tarik</b>, masukkan jumlah dan kata sandi pembayaran Anda. Setelah dana dibayarkan, konfirmasi apakah Anda sudah menerimanya; jika tidak dijawab, penarikan dianggap diterima setelah beberapa waktu.</p>',
  'help.transfer.title': 'Memindahkan dana antardompet',
  'help.transfer.content':
    '<p>Permainan dari beberapa penyedia memakai dompet mereka sendiri. Gunakan <b>Transfer</b> untuk memindahkan dana antara dompet utama dan dompet penyedia.</p>',
  'help.account-security.title': 'Menjaga keamanan akun Anda',
  'help.account-security.content':
    '<ul><li>Jangan pernah membagikan kata sandi atau kode SMS Anda, bahkan kepada layanan pelanggan.</li><li>Atur kata sandi pembayaran untuk penarikan.</li><li>Ganti kata sandi Anda jika Anda curiga orang lain mengetahuinya.</li></ul>',
  'help.promotions.title': 'Promosi dan bonus',
  'help.promotions.content':
    '<p>Lihat <a href="/promotions">Acara</a> untuk promosi yang sedang berlangsung. Sebagian langsung diikuti, sebagian lagi perlu pengajuan dengan komentar singkat dan hingga 3 gambar.</p>',
  'help.points.title': 'Poin dan mal poin',
  'help.points.content':
    '<p>Taruhan yang sah menghasilkan poin. Poin tidak pernah kedaluwarsa; tukarkan dengan barang atau uang bonus di <a href="/pointMall">mal poin</a>.</p>',
  'help.agent-program.title': 'Menjadi agen',
  'help.agent-program.content':
    '<p>Agen mengajak pemain lewat tautan referal mereka, memantau tim di pusat agen, dan mendapatkan dividen serta gaji sesuai kontrak yang ditawarkan atasan mereka.</p>',
  'help.responsible-gaming.title': 'Bermain secara bertanggung jawab',
  'help.responsible-gaming.content':
    '<p>Tetapkan batas dan beristirahatlah. Anda harus berusia 18 tahun ke atas untuk bermain.</p><p>Jika bermain tidak lagi menyenangkan, bicaralah dengan orang yang Anda percaya atau minta layanan pelanggan menutup akun Anda untuk sementara.</p>',
  'help.terms.title': 'Syarat dan ketentuan',
  'help.terms.content':
    '<h3>1. Akun</h3><p>Satu akun per orang. Anda harus berusia minimal 18 tahun.</p><h3>2. Taruhan</h3><p>Taruhan bersifat final setelah diterima. Hasilnya adalah hasil dari penyedia permainan.</p><h3>3. Bonus</h3><p>Setiap promosi memiliki aturannya sendiri; penyalahgunaan membatalkan bonus.</p>',
  'help.privacy.title': 'Kebijakan privasi',
  'help.privacy.content':
    '<p>Kami menyimpan data yang Anda berikan untuk menjalankan akun Anda dan tidak pernah menjualnya. Di sandbox ini tidak ada data pribadi sungguhan.</p>',
  'help.faq.title': 'Pertanyaan yang sering diajukan',
  'help.faq.content':
    '<dl><dt>Saya lupa kata sandi.</dt><dd>Gunakan <b>Lupa kata sandi</b> di dialog masuk.</dd><dt>Mengapa saya tidak bisa membuka pusat anggota?</dt><dd>Akun uji coba tidak bisa; masuklah dengan akun sungguhan.</dd></dl>',
  'help.contact-us.title': 'Hubungi kami',
  'help.contact-us.content':
    '<p>Layanan pelanggan siap membantu 24 jam lewat obrolan langsung, Facebook, dan Telegram: gunakan ikon di sisi kanan setiap halaman.</p>',
  'promotion.301.title': 'Bonus deposit pertama 100%',
  'promotion.301.content':
    '<h3>Gandakan deposit pertama Anda</h3><p>Deposit minimal <b>100.00</b> dan dapatkan bonus 100% hingga <b>1,000.00</b>.</p><ul><li>Turnover 10x bonus sebelum penarikan.</li><li>Satu bonus per anggota, rumah tangga, dan perangkat.</li></ul>',
  'promotion.302.title': 'Bagikan kemenangan besar olahraga Anda',
  'promotion.302.content':
    '<p>Unggah tangkapan layar tiket kemenangan Anda (odds 3.00 atau lebih) dan dapatkan bonus <b>58.00</b>.</p><p>Pengajuan ditinjau dalam 10 menit.</p>',
  'promotion.303.title': 'Ajak teman',
  'promotion.303.content':
    '<p>Bagikan tautan undangan Anda dan dapatkan <b>0.3%</b> dari taruhan sah teman-teman Anda, dibayarkan setiap Senin.</p>',
  'promotion.304.title': 'Akhir pekan roda keberuntungan',
  'promotion.304.content':
    '<p>Setiap taruhan sah 1,000.00 memberi satu putaran roda keberuntungan. Hadiah hingga <b>8,888.00</b> tunai atau poin.</p>',
  'promotion.305.title': 'Rabat kasino live 0.7%',
  'promotion.305.content':
    '<p>Klaim kembali <b>0.7%</b> dari taruhan sah kasino live Anda kapan saja di halaman rabat. Tanpa syarat turnover.</p>',
  'promotion.306.title': 'Misi mingguan: main dan dapatkan hadiah',
  'promotion.306.content':
    '<p>Selesaikan misi harian dan mingguan, naiki papan peringkat, dan menangkan hingga <b>888.00</b> setiap minggu.</p>',
  'promotion.307.title': 'Galeri kemenangan besar slot',
  'promotion.307.content':
    '<p>Raih kemenangan 500x atau lebih di slot mana pun, kirimkan tangkapan layarnya, dan dapatkan <b>88.00</b>. Ditinjau dalam 24 jam.</p>',
  'promotion.308.title': 'Bulan ulang tahun VIP',
  'promotion.308.content':
    '<p>Anggota Gold ke atas mendapat hadiah ulang tahun dan poin ganda selama sebulan penuh.</p>',
  'promotion.309.title': 'Turnamen memancing',
  'promotion.309.content':
    '<p>20 pemancing teratas berbagi <b>20,000.00</b>. Terima kasih telah bermain!</p><script>window.__unsafePromotion = true</script><img src="x" onerror="window.__unsafePromotion = true">',
  'promotion.310.title': 'Isi ulang akhir pekan 20%',
  'promotion.310.content':
    '<p>Deposit pada hari Sabtu atau Minggu dan dapatkan tambahan <b>20%</b>, hingga 588.00.</p>',
  'promotion.311.title': 'Tebak juara piala esports',
  'promotion.311.content':
    '<p>Tebak para juara piala di halaman esports: setiap tebakan benar memberi satu tiket undian hadiah 5,000.00.</p>',
  'promotion.312.title': 'Pekan jackpot lotre',
  'promotion.312.content':
    '<p>Semua taruhan lotre minggu ini dihitung ganda untuk undian jackpot hari Minggu pukul 20:00.</p>',
  'mission.401.title': 'Taruhan 1,000.00 di kasino live hari ini',
  'mission.401.description':
    'Capai taruhan sah 1,000.00 di permainan kasino live sebelum tengah malam.',
  'mission.402.title': 'Mainkan 50 putaran slot minggu ini',
  'mission.402.description':
    'Semua permainan slot dihitung; setiap putaran yang selesai adalah satu langkah.',
  'mission.403.title': 'Capai taruhan sah 5,000.00 minggu ini',
  'mission.403.description': 'Taruhan sah di permainan apa pun dari Senin hingga Minggu.',
  'mission.404.title': 'Lengkapi profil Anda',
  'mission.404.description':
    'Isi tanggal lahir, kewarganegaraan, dan satu kontak (Zalo, WhatsApp, atau Telegram).',
  'mission.405.title': 'Absen 5 hari minggu ini',
  'mission.405.description': 'Masuk pada lima hari berbeda dari Senin hingga Minggu.',
  'mission.406.title': 'Verifikasi nomor ponsel Anda',
  'mission.406.description': 'Verifikasi nomor ponsel Anda di pusat keamanan.',
  'mission.407.title': 'Tantangan liburan: pasang taruhan di 3 pertandingan olahraga',
  'mission.407.description':
    'Pasang taruhan yang diselesaikan pada tiga pertandingan olahraga selama tantangan liburan.',
  'banner.11.title': 'Bonus sambutan hingga 100%. Gandakan deposit pertama Anda, hingga 1,000.00',
  'banner.12.title': 'Unduh aplikasinya. Lobi di saku Anda, dengan deposit instan',
  'banner.13.title': 'Jackpot slot. Hadiah progresif yang bertambah setiap putaran',
  'banner.21.title': 'Game slot baru. Rilisan terbaru dari PG Soft, JILI dan Pragmatic Play',
  'banner.22.title':
    'Rabat slot harian. Cashback untuk setiap taruhan slot yang sah, klaim kapan saja',
  'banner.31.title': 'Meja live dealer. Bakarat, rolet dan blackjack sepanjang waktu',
  'banner.51.title': 'Ruang PvP. Duduk bersama pemain sungguhan di ruang poker dan kartu',
  'banner.61.title': 'Musim liga. Setiap pertandingan liga top, live dan sebelum pertandingan',
  'banner.62.title': 'Odds ditingkatkan. Harga lebih baik untuk laga besar setiap akhir pekan',
  'banner.71.title': 'Musim e-sports. Bertaruh pada LoL, Dota 2, CS dan Mobile Legends',
  'banner.81.title': 'Jackpot lotere. Undian harian dengan jackpot yang terus bergulir',
  'banner.91.title': 'Main di ponsel Anda. Aplikasi iOS dan Android: pindai kodenya untuk memasang',
  'banner.101.title': 'Bonus deposit pertama. 100% untuk deposit pertama Anda, hingga 1,000.00',
  'banner.102.title': 'Ajak teman. Dapatkan 0.3% dari taruhan sah teman Anda setiap minggu',
  'banner.111.title': 'Mal poin. Tukarkan poin Anda menjadi bonus dan hadiah',
  'banner.121.title':
    'Permainan yang bertanggung jawab. Atur batas deposit dan beristirahatlah kapan pun Anda perlu',
  'promotion.301.tagline': 'Deposit pertama 100%. Bonus hingga 1,000.00',
  'promotion.302.tagline': 'Bagikan kemenangan Anda. Dapatkan 58.00 untuk tiket yang menang',
  'promotion.303.tagline': 'Ajak teman. 0.3% dari taruhan sah mereka',
  'promotion.304.tagline': 'Roda keberuntungan. Putar untuk hadiah setiap akhir pekan',
  'promotion.305.tagline': 'Rabat live 0.7%. Untuk setiap taruhan kasino live',
  'promotion.306.tagline': 'Misi mingguan. Main, selesaikan, dapatkan hadiah',
  'promotion.307.tagline': 'Galeri kemenangan besar. Kemenangan slot terbesar minggu ini',
  'promotion.308.tagline': 'Bulan ulang tahun VIP. Hadiah untuk setiap level VIP',
  'promotion.309.tagline': 'Turnamen memancing. Tangkapan teratas berbagi total hadiah',
  'promotion.310.tagline': 'Isi ulang akhir pekan 20%. Setiap Sabtu dan Minggu',
  'promotion.311.tagline': 'Piala esports. Tebak pemenangnya, menangkan bonus',
  'promotion.312.tagline': 'Pekan jackpot lotre. Hadiah ganda di setiap undian',
  'art.action.claim-now': 'Klaim sekarang',
  'art.action.download': 'Unduh',
  'art.action.play-now': 'Main sekarang',
  'art.action.spin-now': 'Putar sekarang',
  'art.action.see-rebate': 'Lihat rabat',
  'art.action.take-a-seat': 'Ambil kursi',
  'art.action.join-a-room': 'Masuk ruang',
  'art.action.bet-now': 'Bertaruh sekarang',
  'art.action.see-odds': 'Lihat odds',
  'art.action.pick-numbers': 'Pilih angka',
  'art.action.install': 'Pasang',
  'art.action.invite': 'Ajak',
  'art.action.shop-now': 'Belanja sekarang',
  'art.action.learn-more': 'Pelajari',
  'art.action.claim': 'Klaim',
  'art.action.apply': 'Ajukan',
  'art.action.spin': 'Putar',
  'art.action.play': 'Main',
  'art.action.start': 'Mulai',
  'art.action.open': 'Buka',
  'art.action.join': 'Ikut',
  'art.action.deposit': 'Setor',
  'art.action.predict': 'Tebak',
  'message.welcome.title': 'Selamat datang, {name}',
  'message.welcome.content':
    '<p>Terima kasih telah bergabung. Cek halaman <a href="/promotions">acara</a> untuk bonus deposit pertama Anda.</p>',
  'message.deposit-arrived.title': 'Deposit Anda sudah masuk',
  'message.deposit-arrived.content':
    '<p>Deposit Anda sudah dikreditkan ke dompet utama. Semoga beruntung!</p>',
  'message.weekend-reload.title': 'Isi ulang akhir pekan sudah dimulai',
  'message.weekend-reload.content':
    '<p>Deposit akhir pekan ini dan dapatkan tambahan <b>20%</b>. <a href="/promotions">Lihat acara</a>.</p>',
  'message.maintenance.title': 'Pemeliharaan terjadwal',
  'message.maintenance.content':
    '<p>Beberapa meja kasino live akan menjalani pemeliharaan pada hari Selasa pukul 02:00-04:00.</p>',
  'message.withdrawal-paid.title': 'Penarikan Anda sudah dibayarkan',
  'message.withdrawal-paid.content':
    '<p>Penarikan Anda sudah dibayarkan. Harap konfirmasi penerimaannya di dompet.</p>',
  'message.new-slots.title': 'Permainan slot baru ditambahkan',
  'message.new-slots.content':
    '<p>Dua puluh permainan slot baru hadir minggu ini. Temukan di <a href="/rng">lobi slot</a>.</p>',
  'message.demo-deposit.title': 'Deposit 500.00 Anda sudah masuk',
  'message.demo-deposit.content':
    '<p>Deposit Anda sebesar <b>500.00</b> lewat GCash sudah dikreditkan ke dompet utama.</p>',
  'message.demo-first-bonus.title': 'Bonus deposit pertama sudah dikreditkan',
  'message.demo-first-bonus.content':
    '<p>Bonus deposit pertama <b>100.00</b> sudah ada di dompet Anda. Berlaku turnover 10x.</p>',
  'message.demo-new-event.title': 'Acara baru: Galeri kemenangan besar slot',
  'message.demo-new-event.content':
    '<p>Raih 500x di slot mana pun dan dapatkan <b>88.00</b>. <a href="/promoDetail?id=307">Lihat ketentuannya</a>.</p>',
  'message.demo-withdrawal.title': 'Penarikan Anda sudah dibayarkan',
  'message.demo-withdrawal.content':
    '<p>Penarikan Anda sebesar <b>300.00</b> sudah dibayarkan. Harap konfirmasi penerimaannya di dompet.</p>',
  'message.demo-security.title': 'Pemberitahuan keamanan',
  'message.demo-security.content':
    '<p>Kami mendeteksi login dari perangkat baru. Jika itu bukan Anda, segera ganti kata sandi.</p>',
  'message.vip-welcome.title': 'Selamat datang di VIP Diamond',
  'message.vip-welcome.content':
    '<p>Manajer VIP pribadi Anda akan menghubungi Anda dalam 24 jam.</p>',
  'message.vip-maintenance.title': 'Pemeliharaan terjadwal',
  'message.vip-maintenance.content':
    '<p>Pemeliharaan kasino live pada hari Selasa pukul 02:00-04:00. Slot tetap buka.</p>',
  'message.vip-application.title': 'Pengajuan Anda sudah ditinjau',
  'message.vip-application.content':
    '<p>Pengajuan Anda untuk <b>Galeri kemenangan besar slot</b> memerlukan tangkapan layar. Silakan ajukan lagi.</p>',
  'message.vip-gift.title': 'Hadiah bulanan VIP Anda sudah siap',
  'message.vip-gift.content': '<p>Klaim hadiah bulanan <b>888.00</b> Anda di pusat hadiah.</p>',
  'message.vip-wheel.title': 'Anda menang di roda keberuntungan',
  'message.vip-wheel.content': '<p>Selamat: <b>500 poin</b> menanti Anda.</p>',
};
