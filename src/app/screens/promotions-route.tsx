import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { LuckyDrawCards } from '../../features/lucky-draws/components/lucky-draw-cards';
import PromotionsScreen from '../../features/promotions/components/promotions-screen';

/**
 * `/promotions`: the promotions list with the lucky draws (red envelope, prize wheel) featured
 * above it. Two features, composed here because a feature does not import another.
 */
export default function PromotionsRoute() {
  return (
    <PromotionsScreen
      featured={
        <ChunkBoundary fallback={null}>
          <LuckyDrawCards />
        </ChunkBoundary>
      }
    />
  );
}
