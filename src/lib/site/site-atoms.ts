import { atom } from 'jotai';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { enabledFeatures } from './feature-flags';
import { brandFrom } from './brand-settings';

type Schemas = components['schemas'];

/** What `getPermission` said at start (flags, validators, resources, customer service). */
export const permissionAtom = atom<Schemas['Permission'] | null>(null);
/** `getSystemStatus`: 0 normal, 1 maintenance, 2 region-blocked, with the page texts. */
export const systemStatusAtom = atom<Schemas['SystemStatus'] | null>(null);
/**
 * `getMenuSettings`: which header, member-centre and agent-centre items the site shows. Loaded once
 * at start; null while unknown (nothing is hidden then).
 */
export const menuSettingsAtom = atom<Schemas['MenuSettings'] | null>(null);

/** The brand's languages and currency symbol (`getSystemStatus`'s `brand`, else the built-in one). */
export const brandAtom = atom((get) => brandFrom(get(systemStatusAtom)?.brand));

export const featuresAtom = atom((get) =>
  enabledFeatures(get(permissionAtom)?.info.whitelabelSettings ?? []),
);

export const registerValidatorsAtom = atom(
  (get) => get(permissionAtom)?.info.registerValidators ?? null,
);
