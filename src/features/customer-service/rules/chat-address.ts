import type { components } from '../../../../openapi/runtime/generated/openapi';

type ServiceType = components['schemas']['CustomerServiceType'];
type ServiceEntry = components['schemas']['ServiceEntry'];

/** Members with club rank above 4 get the VIP service, everyone else live chat (sections 4 and 9). */
export function chatServiceFor(rankLevel: number | null | undefined): 'VIP' | 'LIVECHAT' {
  return (rankLevel ?? 0) > 4 ? 'VIP' : 'LIVECHAT';
}

/** The side menu shows these channels only, in this order (section 2). */
export const sideMenuServiceTypes = [
  'LIVECHAT',
  'FACEBOOK',
  'TELEGRAM',
] as const satisfies readonly ServiceType[];
export type SideMenuServiceType = (typeof sideMenuServiceTypes)[number];

export function sideMenuChannels(entries: readonly ServiceEntry[]): SideMenuServiceType[] {
  const offered = new Set(entries.map((entry) => entry.csType));
  return sideMenuServiceTypes.filter((type) => offered.has(type));
}

/** The pop-up's size (section 9). */
export const chatWindowFeatures = 'popup=yes,width=440,height=750';
