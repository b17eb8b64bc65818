/**
 * Texts a language keeps exactly as in English, because a native reader would: brand and product
 * names, official names of licensing bodies, and loanwords the language uses as they are. Anything
 * else identical to English is an untranslated copy, and `identical-to-english.test.ts` fails on it.
 * Texts with no letters besides their {{placeholders}} (`{{value}}%`) need no entry.
 */
// VIP is used as it is in every language the portal ships (also with the level: VIP 3).
const brands = ['Royal Play', 'Facebook', 'WhatsApp', 'Android', 'VIP', 'VIP {{level}}'];
const shared = ['Email', 'OK', 'Sandbox', 'Bingo'];

export const keptInEnglish: Readonly<Record<string, readonly string[]>> = {
  cn: brands,
  th: brands,
  vi: [...brands, ...shared, 'Menu'],
  // Filipino (TY): the sign-in words, casino and MLM terms and "Sabong" (a Filipino word) as used
  // in Philippine gaming; the licence bodies by their official names.
  ty: [
    ...brands,
    ...shared,
    'Username',
    'Password',
    'Captcha',
    'Account',
    'Profile',
    'Wallet',
    'Bonus',
    'Rebate',
    'Voucher',
    'Jackpot',
    'Arcade',
    'E-sports',
    'Sabong',
    'Upline',
    'Downline',
    'Ref. {{id}}',
    'Menu',
    'Malta Gaming Authority',
    'British Virgin Islands Financial Services Commission',
    'Philippine Amusement and Gaming Corporation',
  ],
  // Indonesian: these are Indonesian words too (KBBI: status, total, transfer, deposit, bonus,
  // normal, manual, voucer, menu, level) or the usual gaming terms.
  id: [
    ...brands,
    ...shared,
    'Captcha',
    'Status',
    'Total',
    'Transfer',
    'Deposit',
    'Bonus',
    'Normal',
    'Manual',
    'Voucher',
    'Jackpot',
    'E-sports',
    'Upline',
    'Downline',
    'Ref. {{id}}',
    'Menu',
    'Rebate',
    'Level {{level}}',
    'Total deposit',
  ],
};
