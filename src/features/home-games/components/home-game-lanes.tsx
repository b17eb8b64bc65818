/** STUB (issue 5, owned by the home-games helper): vendor lanes, hot games per type, popular list. */
export function HomeGameLanes() {
  return null;
}
