import type { CountryRecord } from '../records';

/**
 * The dialing-code dropdown: the site's default country (the Philippines) first, then the region and
 * a few far-away ones. Names in English, Filipino (TY) and Chinese; other languages fall back to English.
 */
export const countrySeed: readonly Omit<CountryRecord, 'sortOrder'>[] = [
  {
    id: 'PH',
    countryDialingCode: '+63',
    mobileNumLength: 10,
    isDefault: true,
    names: { EN: 'Philippines', TY: 'Pilipinas', CN: '菲律宾' },
  },
  {
    id: 'VN',
    countryDialingCode: '+84',
    mobileNumLength: 9,
    isDefault: false,
    names: { EN: 'Vietnam', TY: 'Biyetnam', CN: '越南', VI: 'Việt Nam' },
  },
  {
    id: 'TH',
    countryDialingCode: '+66',
    mobileNumLength: 9,
    isDefault: false,
    names: { EN: 'Thailand', TY: 'Taylandiya', CN: '泰国', TH: 'ประเทศไทย' },
  },
  {
    id: 'ID',
    countryDialingCode: '+62',
    mobileNumLength: null,
    isDefault: false,
    names: { EN: 'Indonesia', TY: 'Indonesya', CN: '印度尼西亚', ID: 'Indonesia' },
  },
  {
    id: 'MY',
    countryDialingCode: '+60',
    mobileNumLength: null,
    isDefault: false,
    names: { EN: 'Malaysia', TY: 'Malaysia', CN: '马来西亚' },
  },
  {
    id: 'SG',
    countryDialingCode: '+65',
    mobileNumLength: 8,
    isDefault: false,
    names: { EN: 'Singapore', TY: 'Singapura', CN: '新加坡' },
  },
  {
    id: 'KH',
    countryDialingCode: '+855',
    mobileNumLength: null,
    isDefault: false,
    names: { EN: 'Cambodia', TY: 'Kambodya', CN: '柬埔寨' },
  },
  {
    id: 'MM',
    countryDialingCode: '+95',
    mobileNumLength: null,
    isDefault: false,
    names: { EN: 'Myanmar', TY: 'Myanmar', CN: '缅甸' },
  },
  {
    id: 'CN',
    countryDialingCode: '+86',
    mobileNumLength: 11,
    isDefault: false,
    names: { EN: 'China', TY: 'Tsina', CN: '中国' },
  },
  {
    id: 'HK',
    countryDialingCode: '+852',
    mobileNumLength: 8,
    isDefault: false,
    names: { EN: 'Hong Kong', TY: 'Hong Kong', CN: '中国香港' },
  },
  {
    id: 'TW',
    countryDialingCode: '+886',
    mobileNumLength: 9,
    isDefault: false,
    names: { EN: 'Taiwan', TY: 'Taiwan', CN: '中国台湾' },
  },
  {
    id: 'JP',
    countryDialingCode: '+81',
    mobileNumLength: 10,
    isDefault: false,
    names: { EN: 'Japan', TY: 'Hapon', CN: '日本' },
  },
  {
    id: 'KR',
    countryDialingCode: '+82',
    mobileNumLength: null,
    isDefault: false,
    names: { EN: 'South Korea', TY: 'Timog Korea', CN: '韩国' },
  },
  {
    id: 'IN',
    countryDialingCode: '+91',
    mobileNumLength: 10,
    isDefault: false,
    names: { EN: 'India', TY: 'Indiya', CN: '印度' },
  },
  {
    id: 'AU',
    countryDialingCode: '+61',
    mobileNumLength: 9,
    isDefault: false,
    names: { EN: 'Australia', TY: 'Australya', CN: '澳大利亚' },
  },
  {
    id: 'US',
    countryDialingCode: '+1',
    mobileNumLength: 10,
    isDefault: false,
    names: { EN: 'United States', TY: 'Estados Unidos', CN: '美国' },
  },
  {
    id: 'GB',
    countryDialingCode: '+44',
    mobileNumLength: 10,
    isDefault: false,
    names: { EN: 'United Kingdom', TY: 'Reino Unido', CN: '英国' },
  },
];
