/** Directives compared per action: a long text repeating one verb is not compared pair by pair. */
export const MAX_PER_BUCKET = 40;
