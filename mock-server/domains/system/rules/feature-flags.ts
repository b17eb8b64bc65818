/**
 * The whitelabel feature flags (modIds of `WhitelabelNode`) and how the sandbox starts: everything
 * on except what would get in a visitor's way (force login, firebase, SMS-code on password change).
 * The settings tree groups them; a feature is on only when it and every parent are on.
 */
export const featureTree = {
  LOGIN3: [
    'MOBILEVERCODELOGIN3',
    'FORGOTPASS3',
    'CHNGPASSVERIF3',
    'FREEPLAY3',
    'FORCELOGIN3',
    'PASSEXPIRY3',
    'CHNGPASSSMS3',
    'FIREBASE3',
  ],
  REGISTER3: ['DIRECTREG3', 'MOBILEREG3', 'SMSVERIF3', 'MOBILEPASSREG3', 'USERNAMEREG3'],
  SOCIALLOGIN3: ['FACEBOOKLOGIN3', 'GOOGLELOGIN3'],
  MEMBERCENTER3: ['PTSYS3', 'MANPLAYREB3', 'REBATE3', 'REFERRAL3', 'CHATROOM3'],
  AGENTCENTER3: ['enableCt', 'DAILYSAL3', 'HOURSAL3', 'RTSAL3'],
} as const satisfies Record<string, readonly string[]>;

export type FeatureGroup = keyof typeof featureTree;
export type FeatureId = FeatureGroup | (typeof featureTree)[FeatureGroup][number];

const offByDefault = new Set<string>(['FORCELOGIN3', 'FIREBASE3', 'CHNGPASSSMS3', 'SOCIALLOGIN3']);

export const allFeatureIds: readonly FeatureId[] = Object.entries(featureTree).flatMap(
  ([group, children]) => [group as FeatureId, ...(children as readonly FeatureId[])],
);

export function defaultFeatureFlags(): Record<string, boolean> {
  return Object.fromEntries(allFeatureIds.map((id) => [id, !offByDefault.has(id)]));
}

/** On when the flag and its group are both on. */
export function isFeatureOn(flags: Record<string, boolean>, id: FeatureId): boolean {
  if (!flags[id]) return false;
  const group = (Object.keys(featureTree) as FeatureGroup[]).find((g) =>
    (featureTree[g] as readonly string[]).includes(id),
  );
  return group ? Boolean(flags[group]) : true;
}
