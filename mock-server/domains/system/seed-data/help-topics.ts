import type { RecordKey } from '../../../seed/content/content-catalogue';

export interface HelpTopicSeed {
  id: number;
  tag: string;
  sortOrder: number;
  /** Its title and HTML content in every language (`seed/content/<lang>.ts`). */
  key: RecordKey<'help'>;
}

const topic = (id: number, tag: string): HelpTopicSeed => ({
  id,
  tag,
  sortOrder: id - 1,
  key: `help.${tag}` as RecordKey<'help'>,
});

/**
 * The help centre, in display order: fourteen topics, in every language the portal ships. `terms`
 * is what the registration dialog links to (termsUrl is null, the form links /helpmc?topic=terms).
 */
export const helpTopicSeed: readonly HelpTopicSeed[] = [
  topic(1, 'about-us'),
  topic(2, 'registration'),
  topic(3, 'deposit'),
  topic(4, 'withdrawal'),
  topic(5, 'transfer'),
  topic(6, 'account-security'),
  topic(7, 'promotions'),
  topic(8, 'points'),
  topic(9, 'agent-program'),
  topic(10, 'responsible-gaming'),
  topic(11, 'terms'),
  topic(12, 'privacy'),
  topic(13, 'faq'),
  topic(14, 'contact-us'),
];
