import { HotGamesLane } from './hot-games-lane';
import { PopularGamesLane } from './popular-games-lane';
import { VendorLanes } from './vendor-lanes';
import './home-game-sections.css';

/** The home page's game lanes: the member's popular list, hot games by type, vendor lanes. */
export default function HomeGameSections() {
  return (
    <div className="home-games">
      <PopularGamesLane />
      <HotGamesLane />
      <VendorLanes />
    </div>
  );
}
