import { LuckyDrawCards } from '../../features/lucky-draws/components/lucky-draw-cards';
import PromotionsScreen from '../../features/promotions/components/promotions-screen';

/**
 * `/promotions`: the promotions list with the lucky draws (red envelope, prize wheel) featured
 * above it. Two features, composed here because a feature does not import another; the route loads
 * both features' texts (screen-outlet.tsx), so the cards come with the page.
 */
export default function PromotionsRoute() {
  return <PromotionsScreen featured={<LuckyDrawCards />} />;
}
