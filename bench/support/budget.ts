/** The first-load JavaScript budget (decision 0009, benchmarks and quality gates): the home page within this factor of the baseline app (gzip). */
export const HOME_BUDGET = 1.25;
