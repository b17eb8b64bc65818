/**
 * The featured slot above the promotions list: cards that lead to the event screens built next to
 * this one (the red envelope `/redEnvelope` and the prize wheel `/prizeWheel`) go here, added by
 * the lead once those screens exist. Until then it renders nothing (no dead links).
 */
export function FeaturedPromotions() {
  return null;
}
