import { MemberCentre } from '../../features/member-centre/components/member-centre';
import { memberCentrePageComponents } from './member-centre-pages';

/** The member centre with the app's pages (loaded when the address first opens it). */
export default function MemberCentreScreen() {
  return <MemberCentre pages={memberCentrePageComponents} />;
}
