import type { components } from '../../../openapi/runtime/generated/openapi';

type WhitelabelNode = components['schemas']['WhitelabelNode'];

/**
 * The enabled feature ids of a whitelabel settings tree: a node counts when it and every ancestor
 * are enabled (see the contract's `WhitelabelNode`); a missing id is off.
 */
export function enabledFeatures(nodes: readonly WhitelabelNode[]): Set<string> {
  const enabled = new Set<string>();
  const walk = (list: readonly WhitelabelNode[]) => {
    for (const node of list) {
      if (!node.enabled) continue;
      enabled.add(node.modId);
      walk(node.childrenNodes);
    }
  };
  walk(nodes);
  return enabled;
}

/** The feature flags the portal reads (section 6 and the contract's list). */
export const features = {
  phoneReset: 'CHNGPASSVERIF3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  registerButton: 'DIRECTREG3',
  points: 'PTSYS3',
  manualRebate: 'MANPLAYREB3',
  chatRoom: 'CHATROOM3',
  forgotPassword: 'FORGOTPASS3',
  freePlay: 'FREEPLAY3',
  referral: 'REFERRAL3',
  memberCentre: 'MEMBERCENTER3',
  agentCentre: 'AGENTCENTER3',
  dividendContract: 'enableCt',
  dailySalary: 'DAILYSAL3',
  hourlySalary: 'HOURSAL3',
  realtimeSalary: 'RTSAL3',
  forceLogin: 'FORCELOGIN3',
  mobileRegistration: 'MOBILEREG3',
  smsVerification: 'SMSVERIF3',
  mobileWithPassword: 'MOBILEPASSREG3',
  usernameRegistration: 'USERNAMEREG3',
  firebase: 'FIREBASE3',
  socialLogin: 'SOCIALLOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
  googleLogin: 'GOOGLELOGIN3',
  passwordExpiry: 'PASSEXPIRY3',
} as const;
