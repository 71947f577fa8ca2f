/** At least half of an item's tile in view counts as an impression (issue 16). */
export const REC_SEEN_RATIO = 0.5;
